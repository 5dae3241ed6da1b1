import Geometry

/// A tween stepped by the host's frames, interruptible: ``retarget(to:duration:)`` starts a new tween
/// from wherever the value is now (as UIView animations with `.beginFromCurrentState`).
///
/// ```swift
/// var slide = try TweenAnimation(from: 0.0, to: 100.0, duration: 0.25, curve: .easeOut)
/// slide.step(by: 1.0 / 60)
/// slide.retarget(to: 40)                 // from the current value, a fresh 0.25 s
/// ```
@frozen
public struct TweenAnimation<Value: Interpolatable>: ValueAnimation {
    /// The current leg.
    public private(set) var tween: Tween<Value>
    /// Seconds since the current leg began (delay included); at most the largest finite `Double`.
    public private(set) var elapsed: Double
    /// The clock ``tick(at:)`` reads.
    public var clock = FrameClock()

    /// A tween from `start` to `end` over `duration` seconds along `curve`, after `delay`.
    ///
    /// - Parameters:
    ///   - start: The value at the start (and during the delay).
    ///   - end: The value from `delay + duration` on.
    ///   - duration: Seconds, zero or more and finite (0 jumps to `end`).
    ///   - curve: The timing curve; default `.ease`.
    ///   - delay: Seconds before the motion starts, zero or more and finite.
    /// - Throws: `ConfigurationError` naming `duration` or `delay`.
    public init(from start: Value, to end: Value, duration: Double, curve: TimingCurve = .ease,
                delay: Double = 0) throws(ConfigurationError) {
        tween = try Tween(from: start, to: end, duration: duration, curve: curve, delay: delay)
        elapsed = 0
    }

    /// The current value.
    public var value: Value { tween.value(at: elapsed) }
    /// The current velocity, units per second.
    public var velocity: Value { tween.velocity(at: elapsed) }
    /// The end of the current leg.
    public var target: Value { tween.end }
    /// True once the value has reached the end (exactly).
    public var isFinished: Bool { tween.isFinished(at: elapsed) }
    /// True once the value has reached the end (exactly): ``isFinished``.
    public var isSettled: Bool { isFinished }

    /// Advances by `duration` seconds.
    ///
    /// ```swift
    /// var fade = try TweenAnimation(from: 0.0, to: 1.0, duration: 0.3)
    /// fade.step(by: 1.0 / 60)
    /// ```
    ///
    /// - Parameter duration: Seconds. Zero, negative and NaN durations do nothing; any other, infinity
    ///   included, moves on by that long (to the end for a long one).
    /// - Complexity: O(1).
    public mutating func step(by duration: Double) {
        guard duration > 0 else { return }
        elapsed = Swift.min(elapsed + duration, .greatestFiniteMagnitude)
    }

    /// Starts a new leg from the current value to `end`, over `duration` (default: the current leg's),
    /// with the same curve and no delay. Non-finite ends or durations are ignored.
    public mutating func retarget(to end: Value, duration: Double? = nil) {
        let newDuration = duration ?? tween.duration
        guard end.magnitudeSquared.isFinite, newDuration.isFinite, newDuration >= 0 else { return }
        tween = Tween(unchecked: value, end, newDuration, tween.curve, 0)
        elapsed = 0
    }
}
