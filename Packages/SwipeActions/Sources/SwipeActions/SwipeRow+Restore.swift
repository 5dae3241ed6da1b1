import Gestures

extension SwipeRow {
    /// Becomes `saved` (a copy of this row kept earlier), in this row's own buffers (its drag's touches,
    /// velocity history and events): afterwards it is `saved` in every way a host can observe, and neither
    /// allocates at its next change (`Interaction.restore(_:)`).
    ///
    /// - Parameter saved: A copy of this row.
    /// - Complexity: `AnchoredDraggable.restore(_:)`'s; no allocation.
    public mutating func restore(_ saved: SwipeRow) {
        var drag = self.drag, log = self.log
        self = saved
        drag.restore(saved.drag)
        log.restore(saved.log)
        self.drag = drag
        self.log = log
    }
}
