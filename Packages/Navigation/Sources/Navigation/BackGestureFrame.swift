/// What a back gesture reports at one frame: Android's `BackEvent` (progress, touch, edge) with its phase.
///
/// ```swift
/// import Navigation
///
/// let frame = BackGestureFrame(state: .dragging, progress: 0.25, touchX: 100, touchY: 400, edge: .left)
/// print(frame.progress)   // 0.25
/// ```
@frozen
public struct BackGestureFrame: Hashable, Sendable {
    /// The phase.
    public var state: BackGestureState
    /// The progress: 0 where the gesture began, 1 gone back.
    public var progress: Double
    /// The latest touch, in the container's coordinates.
    public var touchX: Double
    /// The latest touch, in the container's coordinates.
    public var touchY: Double
    /// The edge the gesture started from.
    public var edge: BackEdge

    /// A frame.
    @inlinable
    public init(state: BackGestureState, progress: Double, touchX: Double, touchY: Double, edge: BackEdge) {
        self.state = state
        self.progress = progress
        self.touchX = touchX
        self.touchY = touchY
        self.edge = edge
    }
}
