/// What an ``AnimationController`` does when the platform asks for reduced motion: Flutter's
/// `AnimationBehavior`.
///
/// ```swift
/// import Transitions
///
/// var controller = try AnimationController(duration: 0.3, animationBehavior: .preserve)
/// controller.disableAnimations = true      // the user asked for reduced motion
/// controller.forward()                     // still 0.3 s: preserved
/// ```
public enum AnimationBehavior: String, Hashable, Sendable, CaseIterable {
    /// With animations disabled, durations shrink to 5 % and flings go 200 times faster.
    case normal
    /// Animations run as asked whatever the setting (for animations that carry meaning).
    case preserve
}
