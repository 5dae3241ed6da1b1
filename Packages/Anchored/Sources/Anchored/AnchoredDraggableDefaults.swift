import Dynamics
import Geometry

/// Compose's defaults for an anchored drag (`AnchoredDraggableDefaults`), in points and seconds.
///
/// ```swift
/// import Anchored
///
/// print(AnchoredDraggableDefaults.velocityThreshold)     // 125.0
/// print(AnchoredDraggableDefaults.positionalThreshold)   // fraction(0.5)
/// ```
public enum AnchoredDraggableDefaults {
    /// A release at least this fast (points per second) goes to the next anchor in its direction:
    /// Compose's `VelocityThreshold`, 125 dp/s (one dp is one point).
    public static let velocityThreshold = 125.0
    /// A slower release must have passed half the distance to the next anchor: Compose's
    /// `PositionalThreshold`, `distance / 2`.
    public static let positionalThreshold = PositionalThreshold.fraction(0.5)
    /// Material 3's settle animation (`SpringSpec()` in its sheets and `SwipeToDismissBox`): Compose's
    /// `spring()`, damping ratio 1, stiffness 1500 (`Spring.composeDefault`).
    public static let settleAnimation = AnchoredSettleAnimation.spring(.composeDefault)
    /// Compose foundation 1.8's own `SnapAnimationSpec`: `tween()`, 300 ms of `FastOutSlowInEasing`
    /// (0.4, 0, 0.2, 1).
    public static let tweenAnimation = AnchoredSettleAnimation.tween(duration: 0.3, curve: MaterialEasing.legacy)
    /// The largest release speed handed to a settle animation, points per second (a documented clamp,
    /// far above any finger; the same as a toss's).
    public static let maximumReleaseSpeed = 100_000.0
    /// The longest settle, seconds: a tween's duration and a spring's settling time must be at most this
    /// (the animators' limit, 1e9 s), so that every settle ends. A spring whose damping is so small that it
    /// rings for longer, or so large that it creeps for longer, is rejected.
    public static let maximumDuration = 1e9
    /// How close (points) the offset must come to an anchor for ``AnchoredDraggable/currentValue`` to
    /// become that anchor's key: Compose's half a pixel.
    public static let currentValueTolerance = 0.5
}
