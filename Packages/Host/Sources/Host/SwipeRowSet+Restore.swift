import Gestures
import SwipeActions

extension SwipeRowSet {
    /// Becomes `saved` (a copy of these rows kept earlier), in these rows' own buffers: each active row
    /// restores the row in the same place of `saved` (`SwipeRow.restore(_:)`); afterwards it is `saved`
    /// in every way a host can observe.
    ///
    /// - Parameter saved: A copy of these rows.
    /// - Complexity: O(active rows), each a row's restore; no allocation when `saved` has no more active
    ///   rows than these (a row that became active in between is copied, and allocates at its next change).
    public mutating func restore(_ saved: SwipeRowSet) {
        var closedRow = self.closedRow, activeRows = self.activeRows, log = self.log
        self = saved
        closedRow.restore(saved.closedRow)
        let kept = Swift.min(activeRows.count, saved.activeRows.count)
        if activeRows.count > kept { activeRows.removeLast(activeRows.count - kept) }
        for slot in 0..<kept { activeRows[slot].restore(saved.activeRows[slot]) }
        if saved.activeRows.count > kept { activeRows.append(contentsOf: saved.activeRows[kept...]) }
        log.restore(saved.log)
        self.closedRow = closedRow
        self.activeRows = activeRows
        self.log = log
    }
}

extension SwipeListRow {
    /// Becomes `saved`, in this row's own buffers (`SwipeRow.restore(_:)`).
    mutating func restore(_ saved: SwipeListRow) {
        var row = self.row
        self = saved
        row.restore(saved.row)
        self.row = row
    }
}
