import Gestures

extension AnchoredDraggable {
    /// Becomes `saved` (a copy of this draggable kept earlier), copying its pan's touches and velocity
    /// history and its events into this draggable's own buffers: afterwards it is `saved` in every way a
    /// host can observe, and neither allocates at its next change (`Interaction.restore(_:)`).
    ///
    /// - Parameter saved: A copy of this draggable.
    /// - Complexity: O(1) plus the pan's velocity history (about 500 bytes per pointer it follows); no allocation.
    public mutating func restore(_ saved: AnchoredDraggable) {
        var pan = self.pan, log = self.log
        self = saved
        pan.restore(saved.pan)
        log.restore(saved.log)
        self.pan = pan
        self.log = log
    }
}
