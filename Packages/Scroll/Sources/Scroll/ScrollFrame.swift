import Geometry

/// What a scroll view shows at one frame: its content offset, how fast it moves and what it is doing.
///
/// ```swift
/// import Scroll
///
/// var scroll = try ScrollBehavior(contentSize: Size(width: 375, height: 3000),
///                                 viewportSize: Size(width: 375, height: 667))
/// var tableLayer = LayerState(size: Size(width: 375, height: 3000))
/// let frame = scroll.tick(at: 0)
/// tableLayer.position.y = 1500 - frame.contentOffset.y
/// ```
@frozen
public struct ScrollFrame: Hashable, Sendable {
    /// The content offset, points: the point of the content at the viewport's top left corner.
    public var contentOffset: Point
    /// The offset's velocity, points per second (while dragging, the negated finger velocity).
    public var velocity: Vector
    /// Idle, dragging or decelerating.
    public var state: ScrollState
    /// The content's scale (UIScrollView's `zoomScale`): 1 unless zoomed. Draw the content scaled by
    /// it about its top left corner, then moved by −``contentOffset``.
    public var zoomScale: Double

    /// A frame.
    @inlinable
    public init(contentOffset: Point, velocity: Vector, state: ScrollState, zoomScale: Double = 1) {
        self.contentOffset = contentOffset
        self.velocity = velocity
        self.state = state
        self.zoomScale = zoomScale
    }
}
