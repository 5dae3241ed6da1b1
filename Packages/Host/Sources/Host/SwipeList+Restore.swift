import Gestures
import Scroll

extension SwipeList {
    /// Becomes `saved` (a copy of this list kept earlier), in this list's own buffers: the list's scroll
    /// view, the rows, the arbiter's held samples and the events restore in place, so that a ``LiveLoop``
    /// re-running frames for a late input allocates nothing (`Interaction.restore(_:)`).
    ///
    /// - Parameter saved: A copy of this list.
    /// - Complexity: `ScrollBehavior.restore(_:)` plus `SwipeRowSet.restore(_:)`; no allocation.
    public mutating func restore(_ saved: SwipeList) {
        var list = self.list, rows = self.rows, arbiter = self.arbiter, log = self.log
        self = saved
        list.restore(saved.list)
        rows.restore(saved.rows)
        arbiter.restore(saved.arbiter)
        log.restore(saved.log)
        self.list = list
        self.rows = rows
        self.arbiter = arbiter
        self.log = log
    }
}
