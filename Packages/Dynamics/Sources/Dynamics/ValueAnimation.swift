import Geometry

/// A value moving toward a target, stepped by the host's frames: the one shape of the animation
/// drivers (``SpringAnimation``, ``DecayAnimation``, ``TweenAnimation``).
///
/// A driver advances by a duration (``step(by:)``) or to a timestamp (``tick(at:)``, written once
/// here: the driver's ``clock`` turns timestamps into durations with the rules every driver and
/// interaction of the library shares, see `FrameClock`). Code that runs any animation can be written
/// once over this protocol:
///
/// ```swift
/// func run<A: ValueAnimation>(_ animation: inout A, frames: Int) -> A.Value {
///     for frame in 0...frames { animation.tick(at: Double(frame) / 120) }
///     return animation.value
/// }
/// var fling = DecayAnimation(value: 0.0, velocity: 1200)
/// _ = run(&fling, frames: 600)          // == fling.target, the rest position
/// ```
///
/// Every conforming driver settles (a finite step count reaches `isSettled` for any finite input,
/// except an undamped spring, which never settles), never writes NaN or infinity to its value or
/// velocity for any duration, and does nothing when stepped after it has settled.
public protocol ValueAnimation<Value>: Sendable {
    /// What moves: a `Double`, a `Point`, a `Rect`, any `Interpolatable`.
    associatedtype Value: Interpolatable

    /// The current value.
    var value: Value { get }
    /// The current velocity, units per second.
    var velocity: Value { get }
    /// Where the motion ends: a spring's target, a fling's rest position, a tween's end.
    var target: Value { get }
    /// True once the motion has ended: the value is then exactly ``target`` and the velocity zero.
    var isSettled: Bool { get }
    /// The clock ``tick(at:)`` reads. Reset it (`clock.reset()`) when the host's time base changes.
    var clock: FrameClock { get set }

    /// Advances the motion by `duration` seconds.
    ///
    /// - Parameter duration: Seconds. Zero, negative and NaN durations do nothing; any positive
    ///   duration, infinity included, lands where the motion is after that long (at rest for a long one).
    mutating func step(by duration: Double)
}

extension ValueAnimation {
    /// Advances the motion to the host's timestamp `time` (seconds, any origin), through ``clock``.
    ///
    /// The first tick only sets the time base; a repeated or non-finite time advances nothing; a
    /// time earlier than the last starts a new time base. Display-link jitter is smoothed so that a
    /// steady frame rate steps by one repeated duration.
    ///
    /// ```swift
    /// var spring = SpringAnimation(spring: .snappy, value: 0.0, target: 100)
    /// spring.tick(at: 3.0)               // sets the time base
    /// spring.tick(at: 3.0 + 1 / 120)     // one 120 Hz frame
    /// ```
    ///
    /// - Parameter time: The frame's timestamp, in seconds.
    /// - Complexity: as ``step(by:)``.
    @inlinable
    public mutating func tick(at time: Double) {
        step(by: clock.advance(to: time))
    }
}
