/// What a headless scroll view is doing: UIScrollView's `isDragging` and `isDecelerating` as one value.
///
/// ```swift
/// import Scroll
///
/// let scroll = try ScrollBehavior(contentSize: Size(width: 375, height: 3000),
///                                 viewportSize: Size(width: 375, height: 667))
/// if scroll.state == .decelerating { print("keep the display link running") }
/// ```
public enum ScrollState: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// At rest (a finger may be down without dragging).
    case idle
    /// A finger drags the content.
    case dragging
    /// Moving on its own after a release: coasting, bouncing back, settling on a page, or an animated
    /// `scroll(to:animated:)`.
    case decelerating

    public var description: String { rawValue }
}
