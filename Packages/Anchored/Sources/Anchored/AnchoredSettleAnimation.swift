import Dynamics
import Geometry

/// How a released drag (or ``AnchoredDraggable/animate(to:using:velocity:)``) travels to its anchor. Every choice
/// lands exactly on the anchor, at a time fixed when the motion starts.
///
/// ```swift
/// import Anchored
///
/// let compose = AnchoredDraggableDefaults.settleAnimation                // Material 3's SpringSpec()
/// let coast = AnchoredSettleAnimation.decay(.composeExponentialDecay, then: .composeDefault)
/// let tween = AnchoredSettleAnimation.tween(duration: 0.3, curve: MaterialEasing.legacy)
/// print(compose == .spring(.composeDefault), coast == compose, tween == AnchoredDraggableDefaults.tweenAnimation)   // true false true
/// ```
public enum AnchoredSettleAnimation: Hashable, Sendable {
    /// A spring from the release's offset and velocity to the anchor (any `Spring` of Dynamics). It comes
    /// to rest exactly on the anchor at the spring's exact settling time (within 0.1 % of the leg in
    /// distance and speed for good).
    case spring(Spring)
    /// Compose 1.7's `snapAnimationSpec` + `decayAnimationSpec`: a release moving toward its anchor fast
    /// enough to coast there decays at `rate` and stops on the anchor the instant it reaches it; any
    /// other release (too slow, away from the anchor, or at rest) takes the spring.
    case decay(DecelerationRate, then: Spring)
    /// A timing curve over a fixed duration in seconds, ignoring the release velocity, as Compose's
    /// `tween()` does.
    case tween(duration: Double, curve: TimingCurve)


    /// Throws for an undamped spring (it would never rest) or a tween whose duration is negative or not
    /// finite.
    ///
    /// - Parameter parameter: The name of the caller's parameter, for the message.
    public func validate(_ parameter: String) throws(ConfigurationError) {
        switch self {
        case .spring(let spring), .decay(_, let spring):
            try ConfigurationError.check(spring.damping, parameter + ".spring.damping", .positive)
        case .tween(let duration, _):
            try ConfigurationError.check(duration, parameter + ".duration", .nonNegative)
        }
    }
}

extension DecelerationRate {
    /// Compose's `exponentialDecay()` (friction multiplier 1): the velocity falls as e^(−4.2·t), that
    /// is by e^(−0.0042) = 0.995809 every millisecond (`AnchoredDraggableDefaults.DecayAnimationSpec`).
    public static let composeExponentialDecay: DecelerationRate = {
        do throws(ConfigurationError) { return try DecelerationRate(Double.exp(-0.0042)) } catch { preconditionFailure("\(error)") }
    }()
}
