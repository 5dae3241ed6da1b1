/// What a reorderable list shows at an instant: what a tick returns.
public struct ReorderFrame: Hashable, Sendable {
    /// What the list is doing.
    public var state: ReorderState
    /// The list's scroll offset, points (the content's y at the viewport's top).
    public var contentOffset: Double
    /// The lifted item's id while it is dragged or dropping, else nil.
    public var draggedItem: Int?
    /// The top of the lifted item in content coordinates, points (0 when none is).
    public var draggedTop: Double
    /// The lift's progress: 0 resting, 1 lifted (a spring may pass 1 briefly).
    public var liftProgress: Double
    /// The scale to draw the lifted item with (1 when none is).
    public var liftScale: Double
    /// The elevation (shadow) to draw the lifted item with, points (0 when none is).
    public var liftElevation: Double

    /// A frame.
    public init(state: ReorderState, contentOffset: Double, draggedItem: Int?, draggedTop: Double,
                liftProgress: Double, liftScale: Double, liftElevation: Double) {
        self.state = state
        self.contentOffset = contentOffset
        self.draggedItem = draggedItem
        self.draggedTop = draggedTop
        self.liftProgress = liftProgress
        self.liftScale = liftScale
        self.liftElevation = liftElevation
    }
}
