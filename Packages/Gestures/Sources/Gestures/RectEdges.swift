/// A set of a rectangle's edges (UIKit's `UIRectEdge`): where a screen-edge pan may start. A swipe's
/// directions are ``SwipeDirection``.
///
/// ```swift
/// import Gestures
///
/// let edges: RectEdges = [.left, .right]
/// print(edges.contains(.left))                        // true
/// ```
public struct RectEdges: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The top edge (minimum y, screen coordinates); as a direction, up.
    public static let top = RectEdges(rawValue: 1 << 0)
    /// The left edge (minimum x); as a direction, left.
    public static let left = RectEdges(rawValue: 1 << 1)
    /// The bottom edge (maximum y); as a direction, down.
    public static let bottom = RectEdges(rawValue: 1 << 2)
    /// The right edge (maximum x); as a direction, right.
    public static let right = RectEdges(rawValue: 1 << 3)
    /// All four.
    public static let all: RectEdges = [.top, .left, .bottom, .right]
}
