import Scroll

/// What a carousel shows at one frame.
///
/// ```swift
/// import Carousel
///
/// var carousel = try Carousel(itemCount: 10, preferredItemWidth: 220, containerSize: Size(width: 400, height: 200))
/// let frame = carousel.tick(at: 0)
/// print(frame.offset, frame.focusedItem, frame.state)   // 0.0 0 idle
/// ```
public struct CarouselFrame: Hashable, Sendable {
    /// The scroll offset, points (items end to end at the focal width).
    public var offset: Double
    /// The offset's velocity, points per second.
    public var velocity: Double
    /// Idle, dragging or decelerating.
    public var state: ScrollState
    /// The item whose resting offset is nearest the offset: at rest, the one on the first focal keyline.
    public var focusedItem: Int

    public init(offset: Double, velocity: Double, state: ScrollState, focusedItem: Int) {
        self.offset = offset
        self.velocity = velocity
        self.state = state
        self.focusedItem = focusedItem
    }
}
