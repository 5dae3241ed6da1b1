import Geometry

/// A value moving from `start` to `end` over `duration` seconds along a timing curve, after `delay`.
///
/// ```swift
/// import Dynamics
///
/// let fade = try Tween(from: 0.0, to: 1.0, duration: 0.3, curve: .easeInOut, delay: 0.1)
/// print(fade.value(at: 0.25))       // 0.5: halfway through the curve (0.15 s into the 0.3 s)
/// ```
///
/// Before the delay ends the value is `start`; after `delay + duration` it is exactly `end`.
@frozen
public struct Tween<Value: Interpolatable>: Sendable {
    public var start: Value
    public var end: Value
    /// Seconds from the end of the delay to `end`; 0 jumps.
    public var duration: Double
    public var curve: TimingCurve
    /// Seconds before the motion starts.
    public var delay: Double

    /// - Throws: `ConfigurationError` naming `duration` (must be >= 0 and finite) or `delay` (>= 0, finite).
    public init(from start: Value, to end: Value, duration: Double, curve: TimingCurve = .ease,
                delay: Double = 0) throws(ConfigurationError) {
        try ConfigurationError.check(duration, "duration", .nonNegative)
        try ConfigurationError.check(delay, "delay", .nonNegative)
        self.init(unchecked: start, end, duration, curve, delay)
    }

    @usableFromInline
    init(unchecked start: Value, _ end: Value, _ duration: Double, _ curve: TimingCurve, _ delay: Double) {
        self.start = start
        self.end = end
        self.duration = duration
        self.curve = curve
        self.delay = delay
    }

    /// The progress along the duration, 0...1, at `time` seconds (delay included).
    @inlinable
    public func progress(at time: Double) -> Double {
        let local = time - delay
        if !(local > 0) { return 0 }
        if duration <= 0 || local >= duration { return 1 }
        return local / duration
    }

    /// The value at `time`. - Complexity: one timing-curve evaluation, no allocation.
    @inlinable
    public func value(at time: Double) -> Value {
        let p = progress(at: time)
        if p >= 1 { return end }
        if p <= 0 { return start }
        return start.interpolated(to: end, by: curve.value(at: p))
    }

    /// The velocity at `time`, units per second: (end − start)·curve′(p)/duration; zero outside the motion.
    @inlinable
    public func velocity(at time: Double) -> Value {
        let p = progress(at: time)
        guard p > 0, p < 1 else { return .zero }
        return (end - start) * (curve.slope(at: p) / duration)
    }

    /// True from `delay + duration` on.
    @inlinable
    public func isFinished(at time: Double) -> Bool { progress(at: time) >= 1 }
}
