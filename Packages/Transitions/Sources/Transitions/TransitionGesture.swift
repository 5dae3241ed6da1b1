/// The recogniser a ``TransitionInteraction`` feeds with pointer samples.
///
/// ```swift
/// import Transitions
///
/// let screen = Rect(x: 0, y: 0, width: 375, height: 667)
/// let back = TransitionGesture.screenEdgePan(try ScreenEdgePanRecognizer(edges: .left, bounds: screen))
/// let drag = TransitionGesture.pan(PanRecognizer())
/// let pinch = TransitionGesture.pinch(PinchRecognizer())
/// _ = (back, drag, pinch)   // each for TransitionInteraction(gesture:source:transition:)
/// ```
///
/// Pans (and screen-edge pans) go with a translation or location ``PercentSource``, a pinch with a
/// pinch source, a rotation with a rotation source.
public enum TransitionGesture: Sendable {
    /// A pan (`UIPanGestureRecognizer`).
    case pan(PanRecognizer)
    /// A pan from an edge of the screen (`UIScreenEdgePanGestureRecognizer`): the back swipe.
    case screenEdgePan(ScreenEdgePanRecognizer)
    /// A two-finger pinch (`UIPinchGestureRecognizer`).
    case pinch(PinchRecognizer)
    /// A two-finger rotation (`UIRotationGestureRecognizer`).
    case rotation(RotationRecognizer)
}
