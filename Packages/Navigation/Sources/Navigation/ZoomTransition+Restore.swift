import Gestures

extension ZoomTransition {
    /// Becomes `saved` (a copy of this transition kept earlier), in this transition's own buffers (its pan's
    /// touches and velocity history, its events): afterwards it is `saved` in every way a host can observe, and
    /// neither allocates at its next change (`Interaction.restore(_:)`).
    ///
    /// - Parameter saved: A copy of this transition.
    /// - Complexity: O(1) plus a velocity history (about 500 bytes per pointer it follows); no allocation.
    public mutating func restore(_ saved: Self) {
        var pan = self._pan, log = self._log
        self = saved
        pan.restore(saved._pan)
        log.restore(saved._log)
        self._pan = pan
        self._log = log
    }
}
