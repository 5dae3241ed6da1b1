/// The axes a scroll view may scroll along.
///
/// ```swift
/// import Scroll
///
/// let list: ScrollAxes = .vertical
/// let map: ScrollAxes = .all
/// print(list, map)
/// ```
///
/// An axis in the set scrolls when the content (with its insets) is longer than the viewport along it,
/// or when it always bounces (UIScrollView's `alwaysBounceVertical` / `alwaysBounceHorizontal`).
@frozen
public struct ScrollAxes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    @inlinable
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Along x: content offsets to the left and right.
    public static let horizontal = ScrollAxes(rawValue: 1)
    /// Along y: content offsets up and down.
    public static let vertical = ScrollAxes(rawValue: 2)
    /// Both.
    public static let all: ScrollAxes = [.horizontal, .vertical]
}
