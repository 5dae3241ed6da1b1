import Gestures

extension ScrollBinding {
    /// Becomes `saved` (a copy of this binding kept earlier), in this binding's own buffers (its tracker's touches
    /// and velocity history, its events): afterwards it is `saved` in every way a host can observe, and neither
    /// allocates at its next change (`Interaction.restore(_:)`).
    ///
    /// - Parameter saved: A copy of this binding.
    /// - Complexity: O(1) plus a velocity history (about 500 bytes per pointer it follows); no allocation.
    public mutating func restore(_ saved: Self) {
        var tracker = self.tracker, log = self.log
        self = saved
        tracker.restore(saved.tracker)
        log.restore(saved.log)
        self.tracker = tracker
        self.log = log
    }
}
