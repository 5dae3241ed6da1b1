/// What a sheet shows at a frame.
public struct SheetFrame: Hashable, Sendable {
    /// The sheet's visible height above the container's bottom, points.
    public var height: Double
    /// The index (in the detents given) of the detent the sheet rests on; `nil` while it moves or when
    /// dismissed.
    public var detent: Int?
    /// The list's content offset along y, points.
    public var innerOffset: Double
    /// How much to dim what is behind the sheet, 0...1.
    public var dimming: Double
    /// What the sheet is doing.
    public var state: SheetState

    public init(height: Double, detent: Int?, innerOffset: Double, dimming: Double, state: SheetState) {
        self.height = height
        self.detent = detent
        self.innerOffset = innerOffset
        self.dimming = dimming
        self.state = state
    }
}
