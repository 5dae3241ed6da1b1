/// The directions a ``SwipeRecognizer`` accepts and reports: UIKit's
/// `UISwipeGestureRecognizer.Direction`, with y growing downward as in UIKit.
///
/// ```swift
/// import Gestures
///
/// let horizontal: SwipeDirection = [.left, .right]
/// print(horizontal.contains(.up))                     // false
/// ```
public struct SwipeDirection: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Toward increasing x.
    public static let right = SwipeDirection(rawValue: 1 << 0)
    /// Toward decreasing x.
    public static let left = SwipeDirection(rawValue: 1 << 1)
    /// Toward decreasing y (up the screen).
    public static let up = SwipeDirection(rawValue: 1 << 2)
    /// Toward increasing y (down the screen).
    public static let down = SwipeDirection(rawValue: 1 << 3)
    /// Every direction.
    public static let all: SwipeDirection = [.right, .left, .up, .down]

    public var description: String {
        let names = [(SwipeDirection.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")]
            .filter { contains($0.0) }.map { $0.1 }  // a closure: Embedded Swift has no key paths
        return "[" + names.joined(separator: ", ") + "]"
    }
}
