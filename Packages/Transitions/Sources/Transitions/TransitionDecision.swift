/// Decides, when the gesture driving a transition ends, whether it finishes or cancels.
///
/// Every rule is direction-aware: the velocity is signed (positive toward the end), so a fast flick
/// back cancels a transition that was nearly done, and a fast flick forward finishes one that had
/// barely started.
///
/// ```swift
/// import Transitions
///
/// let rule = TransitionDecision.projected()              // the default
/// print(rule.shouldFinish(TransitionRelease(percentComplete: 0.7, velocity: -1.5, duration: 0.5)))  // false
/// print(rule.shouldFinish(TransitionRelease(percentComplete: 0.8, velocity: 0, duration: 0.5)))     // true
/// print(rule.shouldFinish(TransitionRelease(percentComplete: 0.3, velocity: 2, duration: 0.5)))     // true
/// ```
///
/// A rule of your own is applied after the release rather than inside it: read
/// `TransitionInteraction.lastRelease` and call `complete(finishing:)` before the next tick (a closure
/// called from inside the interaction's mutation could not touch the value holding it).
///
/// Non-finite inputs are read as 0 (a NaN velocity is no velocity, a NaN percentage is the start).
public struct TransitionDecision: Sendable {
    @usableFromInline
    enum Rule: Sendable {
        case projected(threshold: Double)
        case threshold(percent: Double, velocity: Double)
        case cupertinoBackSwipe
    }

    @usableFromInline let rule: Rule

    @usableFromInline
    init(rule: Rule) { self.rule = rule }

    /// Projects the release the way UIKit's interactive pop does (without its acceleration term):
    /// finishes when `p + v·D` passes `threshold`, p the percentage, v the velocity in percent per
    /// second and D the transition's duration. The default rule.
    ///
    /// - Parameter threshold: The percentage the projection must pass (strictly); 0.5 by default.
    public static func projected(threshold: Double = 0.5) -> TransitionDecision {
        TransitionDecision(rule: .projected(threshold: threshold))
    }

    /// The common app rule (DeckTransition, HWPanModal, Slide and most tutorials), signed both ways:
    /// a release at least `velocity` percent per second toward the end finishes, at least that fast
    /// toward the start cancels, and anything slower finishes when the percentage is at least `percent`.
    ///
    /// - Parameters:
    ///   - percent: The percentage from which a slow release finishes (0.5 is common).
    ///   - velocity: The speed, in percent per second, from which the direction alone decides (its
    ///     magnitude is used; a zero or NaN speed means the percentage alone decides).
    public static func threshold(percent: Double, velocity: Double) -> TransitionDecision {
        TransitionDecision(rule: .threshold(percent: percent, velocity: velocity.isNaN ? .infinity : Swift.abs(velocity)))
    }

    /// Flutter's Cupertino back swipe (`CupertinoPageRoute`'s `_CupertinoBackGestureController`): a
    /// release at least 1 extent per second fast (1 percent per second) finishes when it moves toward
    /// the end and cancels when it moves toward the start; a slower one finishes from 0.5 on.
    public static let cupertinoBackSwipe = TransitionDecision(rule: .cupertinoBackSwipe)

    /// True when a transition released like this should finish, false when it should cancel.
    ///
    /// - Parameter release: The percentage, velocity and duration at the release.
    /// - Complexity: O(1).
    public func shouldFinish(_ release: TransitionRelease) -> Bool {
        let p = release.percentComplete.isFinite ? release.percentComplete : 0
        let v = release.velocity.isFinite ? release.velocity : 0
        let duration = release.duration.isFinite ? release.duration : 0
        switch rule {
        case .projected(let threshold):
            return p + v * duration > threshold
        case .threshold(let percent, let speed):
            if speed > 0 && v >= speed { return true }
            if speed > 0 && v <= -speed { return false }
            return p >= percent
        case .cupertinoBackSwipe:
            if Swift.abs(v) >= 1 { return v > 0 }
            return p >= 0.5
        }
    }

    /// The percentage a release with no velocity must reach to finish: where the decision flips while
    /// the finger holds still (the feedback threshold of a driven transition).
    package var restingThreshold: Double {
        switch rule {
        case .projected(let threshold): return threshold
        case .threshold(let percent, _): return percent
        case .cupertinoBackSwipe: return 0.5
        }
    }
}
