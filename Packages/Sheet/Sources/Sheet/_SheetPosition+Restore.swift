import Geometry
import Gestures

extension _SheetPosition {
    /// Becomes `saved`, in this sheet position's own buffers (its detents' heights and order, its events): an
    /// interaction's `restore(_:)`.
    ///
    /// - Complexity: O(detents); no allocation.
    mutating func restore(_ saved: Self) {
        var heights = self.heights, order = self.order, log = self.log
        self = saved
        heights._restore(saved.heights)
        order._restore(saved.order)
        log.restore(saved.log)
        self.heights = heights
        self.order = order
        self.log = log
    }
}
