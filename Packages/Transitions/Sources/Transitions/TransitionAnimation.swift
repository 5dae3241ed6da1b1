/// One animation inside a transition: a value from a start state to an end state, with its own
/// timing curve, delay and duration inside the transition's duration.
///
/// The transition's percentage is a *time* fraction (UIKit: "the interactive portion of the animation
/// is always linear"): at percentage p the transition's local time is L = p·D, and this animation
/// shows its curve at its own time fraction u = (L − delay) / duration, clamped to 0...1. So an
/// ease-in-out animation scrubbed to 0.25 shows 0.129 of the way, not 0.25.
///
/// ```swift
/// import Transitions
///
/// // A card that fades in over the second half of a 0.4 s transition.
/// let fade = try TransitionAnimation(from: 0.0, to: 1.0, curve: .easeInOut, delay: 0.2, duration: 0.2)
/// print(fade.value(atLocalTime: 0.25, transitionDuration: 0.4))   // 0.1291...: easeInOut(0.25)
/// ```
///
/// Beyond the transition (a percentage below 0 or above 1, from a rubber-banded update or a
/// bouncing spring completion), an animation that runs to the transition's end keeps going along its
/// curve's end tangent (an animation that starts at 0 likewise before the start); one that ended
/// earlier (or starts later) holds its value. At exactly 0 and 1 the value is exactly `from` and `to`.
public struct TransitionAnimation<Value: Interpolatable>: Sendable {
    /// The value at the start of the animation.
    public var from: Value
    /// The value at the end of the animation.
    public var to: Value
    /// The curve applied to the animation's own time fraction (CSS / Core Animation cubic Bezier).
    public var curve: TimingCurve
    /// Seconds into the transition before the animation starts (>= 0).
    public let delay: Double
    /// Seconds the animation runs, or nil for "until the transition ends".
    public let duration: Double?

    /// An animation from `from` to `to` inside a transition.
    ///
    /// - Parameters:
    ///   - from: The start state.
    ///   - to: The end state.
    ///   - curve: The timing curve; ease-in-out by default, as `UIView.animate`'s default.
    ///   - delay: Seconds after the transition's start, >= 0 (0 by default).
    ///   - duration: Seconds, > 0, or nil (the default) to run until the transition ends. The
    ///     transition checks that `delay + duration` fits in its duration.
    /// - Throws: `ConfigurationError` for a negative or non-finite delay, a non-positive duration,
    ///   or a state that is not finite.
    public init(from: Value, to: Value, curve: TimingCurve = .easeInOut, delay: Double = 0,
                duration: Double? = nil) throws(ConfigurationError) {
        try ConfigurationError.check(delay, "delay", .nonNegative)
        if let duration { try ConfigurationError.check(duration, "duration", .positive) }
        guard from.isFinite else {
            throw ConfigurationError(parameter: "from", describing: from, requirement: "must be finite")
        }
        guard to.isFinite else {
            throw ConfigurationError(parameter: "to", describing: to, requirement: "must be finite")
        }
        self.from = from
        self.to = to
        self.curve = curve
        self.delay = delay
        self.duration = duration
    }

    /// When the animation ends inside a transition of `transitionDuration` seconds. An end within
    /// a billionth of the transition's end counts as the end (so 0.1 + 0.2 fits in 0.3).
    @inlinable
    public func end(inTransitionOf transitionDuration: Double) -> Double {
        guard let duration else { return transitionDuration }
        let end = delay + duration
        return Swift.abs(end - transitionDuration) <= transitionDuration * 1e-9 ? transitionDuration : end
    }

    /// The value at the transition's local time `localTime` (seconds since its start).
    ///
    /// - Parameters:
    ///   - localTime: L = percentComplete × transition duration.
    ///   - transitionDuration: The transition's duration D.
    /// - Returns: `from` up to the delay, `to` from the end on, the curve in between (extrapolated
    ///   beyond the transition as described above). A NaN time answers `from`.
    /// - Complexity: O(1): one curve evaluation (a few Newton steps) and one interpolation.
    @inlinable
    public func value(atLocalTime localTime: Double, transitionDuration: Double) -> Value {
        let end = end(inTransitionOf: transitionDuration)
        let span = end - delay
        guard span > 0, !localTime.isNaN else { return localTime >= end ? to : from }
        if localTime <= delay {
            guard localTime < 0, delay == 0 else { return from }
        } else if localTime >= end {
            guard localTime > transitionDuration, end == transitionDuration else { return to }
        }
        let eased = curve.value(at: (localTime - delay) / span)
        let value = from.interpolated(to: to, by: eased)
        return value.isFinite ? value : (localTime < delay ? from : to)
    }
}

extension TransitionAnimation: Equatable {}
