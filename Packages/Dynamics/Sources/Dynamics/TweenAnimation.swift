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
public struct TweenAnimation<Value: Interpolatable>: Sendable {
    /// The current leg.
    public private(set) var tween: Tween<Value>
    /// Seconds since the current leg began (delay included).
    public private(set) var elapsed: Double
    @usableFromInline var lastTickTime: Double?

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
    /// True once the value has reached the end (exactly).
    public var isFinished: Bool { tween.isFinished(at: elapsed) }

    /// Advances by `duration` seconds; negative or non-finite durations are ignored.
    /// - Complexity: O(1).
    public mutating func step(by duration: Double) {
        guard duration > 0, duration.isFinite else { return }
        elapsed += duration
    }

    /// Advances to the host's clock `time`; the first tick only records it; backwards time is ignored.
    public mutating func tick(at time: Double) {
        guard time.isFinite else { return }
        if let last = lastTickTime, time > last { step(by: time - last) }
        if lastTickTime.map({ time > $0 }) ?? true { lastTickTime = time }
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
