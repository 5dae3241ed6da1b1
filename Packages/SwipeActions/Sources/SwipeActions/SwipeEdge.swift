/// Which side of a row: UIKit's leading and trailing swipe actions, Flutter's start-to-end and
/// end-to-start dismissals (left to right: leading is the left edge, revealed by a swipe to the right).
///
/// ```swift
/// import SwipeActions
///
/// print(SwipeEdge.trailing)   // trailing
/// ```
public enum SwipeEdge: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The left edge (in a left-to-right layout): revealed by swiping right; the row's offset is positive.
    case leading
    /// The right edge: revealed by swiping left; the row's offset is negative.
    case trailing

    public var description: String { rawValue }
}
