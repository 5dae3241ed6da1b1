/// Where iOS 18's zoom transition is, as its dismissal goes.
///
/// ```swift
/// import Navigation
///
/// print(ZoomState.dismissing.rawValue)   // dismissing
/// ```
public enum ZoomState: String, Hashable, Sendable, CaseIterable {
    /// Full screen, at rest.
    case presented
    /// A finger drags the presented view: it scales about the touch, under the finger.
    case dragging
    /// Released to dismiss: the view flies into the source rectangle.
    case dismissing
    /// Released to stay: the view flies back to full screen.
    case restoring
    /// Exactly on the source rectangle, at rest.
    case dismissed
}
