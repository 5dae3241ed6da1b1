/// The motion of a transition's percentage from the release to its end or start: a curve over the
/// remaining segment, or a spring. Internal: ``InteractiveTransition`` owns one while completing.
@usableFromInline
struct _Completion: Sendable {
    /// The percentage at the release.
    @usableFromInline var start: Double
    /// 1 (finish) or 0 (cancel).
    @usableFromInline var target: Double
    /// The curve over the remaining segment (curve timings).
    @usableFromInline var curve: TimingCurve
    /// T, seconds (curve timings).
    @usableFromInline var duration: Double
    /// τ, seconds since the release.
    @usableFromInline var elapsed: Double
    /// The spring (spring timings), from the release with its velocity.
    @usableFromInline var spring: SpringAnimation<Double>?

    /// The largest release speed handed to a spring, in percent per second (a documented clamp: a
    /// thousand transitions per second is far beyond any finger).
    @usableFromInline static let maximumSpringVelocity = 1_000.0

    /// A completion from `start` to `target` with the given timing.
    @usableFromInline
    init(from start: Double, to target: Double, velocity: Double, timing: CompletionTiming,
         curve: TimingCurve, speed: Double, transitionDuration: Double) {
        self.start = start
        self.target = target
        self.curve = curve
        self.elapsed = 0
        self.spring = nil
        let remaining = Swift.abs(target - start)
        let v = velocity.isFinite ? velocity : 0
        let curveDuration = remaining * transitionDuration / speed
        self.duration = curveDuration.isFinite ? curveDuration : 0
        switch timing {
        case .curve:
            break
        case .velocityAware:
            if v != 0 { duration = Swift.min(duration, remaining / Swift.abs(v)) }
        case .spring(let constants):
            spring = Self.springAnimation(constants, from: start, to: target, velocity: v)
        case .cupertinoBackSwipe:
            // Flutter's durations are whole milliseconds (of its controller value 1 − p).
            let milliseconds = target == 1 ? (800 * (1 - start)).rounded(.down) : Swift.min((800 * start).rounded(.down), 300)
            self.curve = CompletionTiming.fastLinearToSlowEaseIn
            self.duration = milliseconds.isFinite ? Swift.max(0, milliseconds) / 1000 : 0
        case .dampingRatio(let ratio):
            guard duration > 0 else { break }
            let zeta = ratio.isFinite && ratio > 0 ? ratio : 1
            if let constants = try? Spring(exactSettlingDuration: duration, dampingRatio: zeta) {
                spring = Self.springAnimation(constants, from: start, to: target, velocity: v)
            }
        }
    }

    @usableFromInline
    static func springAnimation(_ spring: Spring, from start: Double, to target: Double, velocity: Double) -> SpringAnimation<Double> {
        let limited = Swift.max(-maximumSpringVelocity, Swift.min(maximumSpringVelocity, velocity))
        return SpringAnimation(spring: spring, value: start, target: target, velocity: limited)
    }

    /// The percentage now (unclamped), and whether the completion is over.
    @inlinable
    var current: (percent: Double, isDone: Bool) {
        if let spring {
            let value = spring.value
            if spring.isSettled || !value.isFinite { return (target, true) }
            return (value, false)
        }
        // Within a picosecond of the end is the end (rounding of the summed frame times).
        if elapsed >= duration - 1e-12 { return (target, true) }
        return (start + (target - start) * curve.value(at: elapsed / duration), false)
    }

    /// Advances by `seconds` (> 0, finite).
    @inlinable
    mutating func advance(by seconds: Double) {
        if spring != nil {
            spring?.step(by: seconds)
        } else {
            elapsed += seconds
        }
    }

    /// The velocity now, in percent per second (spring timings exactly; curve timings from the
    /// curve's slope).
    @usableFromInline
    var velocity: Double {
        if let spring { return spring.isSettled ? 0 : spring.velocity }
        guard duration > 0, elapsed < duration else { return 0 }
        return (target - start) * curve.slope(at: elapsed / duration) / duration
    }
}
