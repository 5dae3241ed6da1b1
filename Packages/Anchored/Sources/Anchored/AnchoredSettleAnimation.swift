import Dynamics
import Geometry

/// How a released drag (or ``AnchoredDraggable/animate(to:using:velocity:at:)``) travels to its anchor. Every choice
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


    /// Throws for a settle that would not end: an undamped spring, a spring that takes longer than
    /// ``AnchoredDraggableDefaults/maximumDuration`` to settle (a damping ratio of 1e-300 rings for ever,
    /// a damping of 1e100 creeps for ever), or a tween whose duration is negative, not finite or longer
    /// than that.
    ///
    /// - Parameter parameter: The name of the caller's parameter, for the message.
    public func validate(_ parameter: String) throws(ConfigurationError) {
        let limit = AnchoredDraggableDefaults.maximumDuration
        switch self {
        case .spring(let spring), .decay(_, let spring):
            try ConfigurationError.check(spring.damping, parameter + ".spring.damping", .positive)
            let settling = spring.settlingDuration()
            guard settling <= limit else {
                throw ConfigurationError(parameter: parameter + ".spring.damping", describing: spring,
                                         requirement: "must settle within \(limit) seconds (settles in \(settling))")
            }
        case .tween(let duration, _):
            try ConfigurationError.check(duration, parameter + ".duration", .nonNegative)
            guard duration <= limit else {
                throw ConfigurationError(parameter: parameter + ".duration", value: duration,
                                         requirement: "must be at most \(limit) seconds")
            }
        }
    }
}

extension AnchoredSettleAnimation {
    /// The settle this animation makes from `offset` moving at `velocity` to `target`, starting at the drag
    /// axis's elapsed time `startsAt`: the spring, Compose's coast that stops on the anchor (the spring when
    /// the release would not coast there), or the tween.
    ///
    /// With `reduceMotion` (Reduce Motion) a spring settles without bounce (``DragSettle`` explains how); a
    /// decay and a tween are left as they are: neither passes its anchor.
    func settle(from offset: Double, velocity: Double, to target: Double, startsAt: Double,
                reduceMotion: Bool = false) -> DragSettle {
        let limit = AnchoredDraggableDefaults.maximumDuration
        switch self {
        case .spring(let spring):
            return .spring(spring, from: offset, velocity: velocity, to: target, startsAt: startsAt,
                           reduceMotion: reduceMotion, maximumDuration: limit)
        case .decay(let rate, let then):
            return DragSettle.coast(at: rate, from: offset, velocity: velocity, to: target, startsAt: startsAt)
                ?? .spring(then, from: offset, velocity: velocity, to: target, startsAt: startsAt,
                           reduceMotion: reduceMotion, maximumDuration: limit)
        case .tween(let length, let curve):
            return .tween(from: offset, to: target, duration: length, curve: curve, startsAt: startsAt)
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
