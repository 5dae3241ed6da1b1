import SwipeActions

/// A row of a ``SwipeList`` or a ``SwipeRowSet`` that is not closed at rest: swiped, open, or moving.
public struct SwipeListRow: Sendable {
    /// The row's index, 0 at the top.
    public let index: Int
    /// The row.
    public internal(set) var row: SwipeRow

    init(index: Int, row: SwipeRow) {
        self.index = index
        self.row = row
    }
}
