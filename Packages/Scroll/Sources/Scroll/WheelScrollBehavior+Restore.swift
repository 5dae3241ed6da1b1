import Gestures

extension WheelScrollBehavior {
    /// Becomes `saved` (a copy of this scroll view kept earlier), in this scroll view's own buffers (its scroll
    /// view's, the trackpad's velocity history, its events): afterwards it is `saved` in every way a host can
    /// observe, and neither allocates at its next change (`Interaction.restore(_:)`).
    ///
    /// - Parameter saved: A copy of this scroll view.
    /// - Complexity: `ScrollBehavior.restore(_:)`'s plus a velocity history (about 500 bytes per pointer it
    ///   follows); no allocation.
    public mutating func restore(_ saved: Self) {
        var scroll = self.scroll, log = self.log, tracker = self.tracker
        self = saved
        scroll.restore(saved.scroll)
        log.restore(saved.log)
        tracker.restore(saved.tracker)
        self.scroll = scroll
        self.log = log
        self.tracker = tracker
    }
}
