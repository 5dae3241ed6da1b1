import Gestures
import Transitions

extension BackGesture {
    /// Becomes `saved` (a copy of this back gesture kept earlier), in this back gesture's own buffers (its pan's
    /// touches and velocity history, its transition's animations, its events): afterwards it is `saved` in every
    /// way a host can observe, and neither allocates at its next change (`Interaction.restore(_:)`).
    ///
    /// - Parameter saved: A copy of this back gesture.
    /// - Complexity: O(1) plus a velocity history (about 500 bytes per pointer it follows); no allocation.
    public mutating func restore(_ saved: Self) {
        var pan = self._pan, log = self._log, pop = self._pop
        self = saved
        pan.restore(saved._pan)
        log.restore(saved._log)
        pop.restore(saved._pop)
        self._pan = pan
        self._log = log
        self._pop = pop
    }
}
