import Gestures

extension ScrollBehavior {
    /// Becomes `saved` (a copy of this scroll view kept earlier), copying its pan's and pinch's touches
    /// and velocity histories and its events into this scroll view's own buffers: afterwards it is `saved`
    /// in every way a host can observe, and neither allocates at its next change (`Interaction.restore(_:)`).
    ///
    /// - Parameter saved: A copy of this scroll view.
    /// - Complexity: O(1) plus two velocity histories (about 500 bytes per pointer each follows); no allocation.
    public mutating func restore(_ saved: ScrollBehavior) {
        var pan = self.pan, pinch = self.pinch, log = self.log
        self = saved
        pan.restore(saved.pan)
        pinch.restore(saved.pinch)
        log.restore(saved.log)
        self.pan = pan
        self.pinch = pinch
        self.log = log
    }
}
