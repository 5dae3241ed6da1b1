/// The part of a ``SwipeList`` that owns a touch: the list (it scrolls) or one row (it swipes).
public enum SwipeListPart: Hashable, Sendable {
    /// The list: the touch scrolls it.
    case list
    /// The row at this index (0 at the top): the touch swipes it.
    case row(Int)
}
