/// How a transition runs to its end (or back to its start) once the gesture lets go.
///
/// ```swift
/// import Transitions
///
/// var transition = try InteractiveTransition<Double>(duration: 0.5)
/// transition.completionTiming = .velocityAware                       // UIKit's interactive pop
/// transition.completionTiming = .spring(try Spring(response: 0.3, dampingRatio: 0.9))
/// ```
///
/// With p the percentage at the release, D the duration, s the completion speed and C the completion
/// curve, the curve timings move the percentage over the remaining segment only:
/// finish `p(τ) = p + (1 − p)·C(τ/T)`, cancel `p(τ) = p·(1 − C(τ/T))`.
public enum CompletionTiming: Hashable, Sendable {
    /// UIPercentDrivenInteractiveTransition's documented rule: the completion curve over
    /// T = (1 − p)·D/s to finish, p·D/s to cancel.
    case curve
    /// The completion curve over min((1 − p)·D/s, (1 − p)/|v|) to finish (p·D/s and p/|v| to
    /// cancel), v the release velocity in percent per second (|v| at most 1 000): a fast flick completes as fast as the
    /// finger was going. What UIKit's interactive pop does (observed, not documented).
    case velocityAware
    /// A spring from the release, starting with the release velocity (so neither the position nor
    /// the velocity jumps), until it settles exactly at the end or the start. The spring's own
    /// constants set the time; `completionSpeed` and the curve are not used. A completion always
    /// ends: a spring damped less than a decay rate of ln(1000)/10 s (an undamped one included) is
    /// given that damping, and one not settled after 10 s ends there, at its target.
    case spring(Spring)
    /// UIKit's `UISpringTimingParameters(dampingRatio:initialVelocity:)`: a spring with this damping
    /// ratio whose stiffness is chosen so that, from rest, it settles (within 0.1 %) in the curve
    /// timing's T, starting with the release velocity.
    case dampingRatio(Double)
    /// Flutter's Cupertino back swipe (`CupertinoPageRoute`): Flutter's `Curves.fastLinearToSlowEaseIn`
    /// (cubic 0.18, 1, 0.04, 1) over the remaining segment, for ⌊800·(1 − p)⌋ ms to finish (pop) and
    /// min(⌊800·p⌋, 300) ms to cancel (stay); `completionSpeed` and the curve are not used.
    case cupertinoBackSwipe

    /// Flutter's `Curves.fastLinearToSlowEaseIn`, the Cupertino back swipe's completion curve.
    public static let fastLinearToSlowEaseIn: TimingCurve = {
        do throws(ConfigurationError) { return try TimingCurve(controlPoints: 0.18, 1, 0.04, 1) } catch { preconditionFailure("\(error)") }
    }()
}

extension CompletionTiming {
    /// The same timing without bounce (Reduce Motion): a spring's damping raised to critical (damping
    /// ratio 1, mass and stiffness kept), a `.dampingRatio` below 1 raised to 1; the curves never
    /// bounce and are kept.
    var withoutBounce: CompletionTiming {
        switch self {
        case .spring(let spring):
            guard spring.dampingRatio < 1,
                  let critical = try? Spring(mass: spring.mass, stiffness: spring.stiffness,
                                             damping: 2 * (spring.stiffness * spring.mass).squareRoot()) else { return self }
            return .spring(critical)
        case .dampingRatio(let ratio):
            return ratio < 1 || ratio.isNaN ? .dampingRatio(1) : self
        case .curve, .velocityAware, .cupertinoBackSwipe:
            return self
        }
    }
}
