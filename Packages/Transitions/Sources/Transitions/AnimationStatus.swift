/// The status of an ``AnimationController``: Flutter's `AnimationStatus`.
///
/// ```swift
/// import Transitions
///
/// var controller = try AnimationController(duration: 0.3)
/// print(controller.status)   // dismissed: at the lower bound
/// controller.forward()
/// print(controller.status)   // forward
/// ```
public enum AnimationStatus: String, Hashable, Sendable, CaseIterable {
    /// Stopped at the lower bound (or ended a run toward it).
    case dismissed
    /// Running toward the upper bound (or stopped between, last heading there).
    case forward
    /// Running toward the lower bound (or stopped between, last heading there).
    case reverse
    /// Stopped at the upper bound (or ended a run toward it).
    case completed
}
