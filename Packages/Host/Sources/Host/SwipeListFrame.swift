import Geometry
import Scroll

/// What a ``SwipeList`` shows at a frame: the list's scroll. The rows that are not closed at rest are in
/// ``SwipeList/activeRows`` (every other row's offset is 0).
@frozen
public struct SwipeListFrame: Hashable, Sendable {
    /// The list's content offset, points (0 at the top).
    public var offset: Double
    /// The list's velocity, points per second.
    public var velocity: Double
    /// The list's state.
    public var state: ScrollState

    /// A frame.
    @inlinable
    public init(offset: Double, velocity: Double, state: ScrollState) {
        self.offset = offset
        self.velocity = velocity
        self.state = state
    }
}
