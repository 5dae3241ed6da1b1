import Gestures

extension PositionTracker {
    /// Becomes `saved` (a copy of this tracker kept earlier), in this tracker's own buffers (its pan's touches and
    /// velocity history): afterwards it is `saved` in every way a host can observe, and neither allocates at its
    /// next change (`Interaction.restore(_:)`).
    ///
    /// - Parameter saved: A copy of this tracker.
    /// - Complexity: O(1) plus a velocity history (about 500 bytes per pointer it follows); no allocation.
    public mutating func restore(_ saved: Self) {
        var pan = self.pan
        self = saved
        pan.restore(saved.pan)
        self.pan = pan
    }
}
