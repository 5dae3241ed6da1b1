import Gestures

extension NestedScroll {
    /// Becomes `saved` (a copy of this nested scroll kept earlier), in this nested scroll's own buffers (both
    /// sides' (`NestedScrollable.restore(_:)`), its pan's touches and velocity history, its events): afterwards it
    /// is `saved` in every way a host can observe, and neither allocates at its next change
    /// (`Interaction.restore(_:)`).
    ///
    /// - Parameter saved: A copy of this nested scroll.
    /// - Complexity: both sides' restores plus the pan's; no allocation.
    public mutating func restore(_ saved: Self) {
        var outer = self.outer, inner = self.inner, pan = self.pan, log = self.log
        self = saved
        outer.restore(saved.outer)
        inner.restore(saved.inner)
        pan.restore(saved.pan)
        log.restore(saved.log)
        self.outer = outer
        self.inner = inner
        self.pan = pan
        self.log = log
    }
}
