/// Where a ``SwipeRow`` rests, or is going after a release: what the host polls.
///
/// ```swift
/// import SwipeActions
///
/// let state = SwipeRowState.committed(.trailing, action: 0)
/// print(state == .committed(.trailing, action: 0), SwipeRowState.open(.leading))   // true open(leading)
/// ```
public enum SwipeRowState: Hashable, Sendable, CustomStringConvertible {
    /// At 0: the row's content covers it.
    case closed
    /// The actions of one edge revealed: the offset is that edge's revealed width.
    case open(SwipeEdge)
    /// A full swipe performed an edge's action (UIKit's `performsFirstActionWithFullSwipe`: always the
    /// first, index 0): the content slides out by the row's width. The host runs the action, then
    /// removes the row or calls ``SwipeRow/close(at:)``.
    case committed(SwipeEdge, action: Int)
    /// Flutter's `Dismissible` was dismissed toward an edge: the content is off the row. The host
    /// removes the row (Flutter's `onDismissed`), or calls ``SwipeRow/close(at:)`` to bring it back.
    case dismissed(SwipeEdge)

    public var description: String {
        switch self {
        case .closed: "closed"
        case .open(let edge): "open(\(edge.rawValue))"
        case .committed(let edge, let action): "committed(\(edge.rawValue), action: \(action))"
        case .dismissed(let edge): "dismissed(\(edge.rawValue))"
        }
    }
}
