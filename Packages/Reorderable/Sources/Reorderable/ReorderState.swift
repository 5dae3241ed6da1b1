/// What a reorderable list is doing.
public enum ReorderState: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Nothing moves: no item lifted, the list at rest (a finger may be down, waiting for a long press).
    case idle
    /// The list itself is dragged or decelerating; no item is lifted.
    case scrolling
    /// An item is lifted and follows the finger; the others move out of its way.
    case dragging
    /// The finger let go: the dropped item, the displaced items and the lift are settling into place.
    case dropping

    public var description: String { rawValue }
}
