/// What a ``RefreshControl`` shows at one instant.
///
/// ```swift
/// import PullToRefresh
///
/// let frame = RefreshFrame(state: .pulling, pull: 100, offset: 50, progress: 0.625, indicatorScale: 1,
///                          scroll: ScrollFrame(contentOffset: .zero, velocity: .zero, state: .dragging))
/// print(frame.state, frame.offset)   // pulling 50.0
/// ```
public struct RefreshFrame: Hashable, Sendable {
    /// The refresh's state.
    public var state: RefreshState
    /// How far the finger has pulled past the top, in points, before any resistance; 0 without a finger.
    public var pull: Double
    /// The displacement shown: the indicator's distance from the top (Compose, Material) or the content's
    /// (Cupertino), points.
    public var offset: Double
    /// The pull toward the profile's threshold: 1 at the threshold, past 1 beyond it; Compose's and Material's
    /// are 0 after a release, Cupertino's follows the content.
    public var progress: Double
    /// The indicator's scale: 1, except while Material's indicator shrinks away after a refresh.
    public var indicatorScale: Double
    /// The list's own frame.
    public var scroll: ScrollFrame

    /// A frame with these values.
    public init(state: RefreshState, pull: Double, offset: Double, progress: Double, indicatorScale: Double,
                scroll: ScrollFrame) {
        self.state = state
        self.pull = pull
        self.offset = offset
        self.progress = progress
        self.indicatorScale = indicatorScale
        self.scroll = scroll
    }
}
