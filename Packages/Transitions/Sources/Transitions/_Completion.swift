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

    /// The largest release speed handed to a spring or a velocity-aware curve, in percent per second
    /// (a documented clamp: a thousand transitions per second is far beyond any finger).
    @usableFromInline static let maximumSpringVelocity = 1_000.0

    /// The longest a spring completion runs, in seconds: it ends there, exactly at its target, if it
    /// has not settled (a spring too slow to get there, like one of stiffness 1e-300).
    @usableFromInline static let maximumSpringDuration = 10.0

    /// The smallest decay rate α = damping / (2·mass) a completion spring is given, in 1/s: ln(1000)
    /// / ``maximumSpringDuration``, so that its oscillation has shrunk a thousandfold by the time
    /// limit. An undamped or nearly undamped spring (which `Spring` accepts) would oscillate for ever
    /// and never complete the transition; it gets this much damping instead (a documented clamp).
    @usableFromInline static let minimumDecayRate = Double.log(1000) / maximumSpringDuration

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
        // At most the longest run (a completion speed of 1e-300 would make it 1e300 s long).
        let curveDuration = Swift.min(remaining * transitionDuration / speed, AnimationController.maximumDuration)
        self.duration = curveDuration.isFinite ? curveDuration : 0
        switch timing {
        case .curve:
            break
        case .velocityAware:
            let speed = Swift.min(Swift.abs(v), Self.maximumSpringVelocity)
            if speed != 0 { duration = Swift.min(duration, remaining / speed) }
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
        return SpringAnimation(spring: damped(spring), value: start, target: target, velocity: limited)
    }

    /// `spring`, with its damping raised to ``minimumDecayRate`` when it is below (mass and
    /// stiffness kept); unchanged otherwise.
    @usableFromInline
    static func damped(_ spring: Spring) -> Spring {
        let least = 2 * spring.mass * minimumDecayRate
        guard spring.damping < least, let raised = try? Spring(mass: spring.mass, stiffness: spring.stiffness, damping: least) else {
            return spring
        }
        return raised
    }

    /// The motion's own time from its start (the release) until it is at rest at its target: T for
    /// the curve timings; for a spring, the instant from which it stays within its settling threshold
    /// (solved from its closed form, so it does not depend on the frames), at most
    /// ``maximumSpringDuration``. Measured from the completion's start, whatever has elapsed.
    @usableFromInline
    var restTime: Double {
        guard let spring else { return duration }
        let settling = spring.solution.settlingTime(threshold: spring.threshold)
        return spring.elapsed + Swift.min(settling.isFinite ? settling : Self.maximumSpringDuration,
                                          Swift.max(0, Self.maximumSpringDuration - spring.elapsed))
    }

    /// The percentage now (unclamped), and whether the completion is over.
    @inlinable
    var current: (percent: Double, isDone: Bool) {
        if let spring {
            let value = spring.value
            if spring.isSettled || !value.isFinite || spring.elapsed >= Self.maximumSpringDuration { return (target, true) }
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
        let velocity: Double
        if let spring {
            velocity = spring.isSettled ? 0 : spring.velocity
        } else {
            guard duration > 0, elapsed < duration else { return 0 }
            velocity = (target - start) * curve.slope(at: elapsed / duration) / duration
        }
        // A curve over a denormal time (a release a denormal short of the end) is steeper than any
        // double: read as 0 rather than infinity.
        return velocity.isFinite ? velocity : 0
    }
}
