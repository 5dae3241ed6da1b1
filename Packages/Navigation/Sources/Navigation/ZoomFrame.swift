/// What a zoom transition shows at one frame: the presented view's frame, its corner radius and how far
/// the dismissal has gone.
///
/// ```swift
/// import Navigation
///
/// let frame = ZoomFrame(state: .presented, frame: Rect(x: 0, y: 0, width: 390, height: 844), cornerRadius: 0, progress: 0)
/// print(frame.state, frame.progress)   // presented 0.0
/// ```
@frozen
public struct ZoomFrame: Hashable, Sendable {
    /// The phase.
    public var state: ZoomState
    /// The presented view's frame in the container.
    public var frame: Rect
    /// Its corners' radius: the source's when dismissed, 0 when presented.
    public var cornerRadius: Double
    /// The dismissal's progress: 0 presented, 1 dismissed (exactly, at rest).
    public var progress: Double
    /// The view's opacity: 1, except while a Prefer Cross-Fade dismissal fades it out (and 0 after it).
    public var alpha: Double

    /// A frame.
    @inlinable
    public init(state: ZoomState, frame: Rect, cornerRadius: Double, progress: Double, alpha: Double = 1) {
        self.state = state
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.progress = progress
        self.alpha = alpha
    }
}
