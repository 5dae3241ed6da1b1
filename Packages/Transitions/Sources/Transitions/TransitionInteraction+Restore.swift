import Gestures

extension TransitionInteraction {
    /// Becomes `saved` (a copy of this interaction kept earlier), in this interaction's own buffers (its
    /// recogniser's touches and velocity history, its transition's animations, its events): afterwards it is
    /// `saved` in every way a host can observe, and neither allocates at its next change
    /// (`Interaction.restore(_:)`).
    ///
    /// - Parameter saved: A copy of this interaction.
    /// - Complexity: O(animations) plus a velocity history (about 500 bytes per pointer it follows); no allocation.
    public mutating func restore(_ saved: Self) {
        var transition = self.transition, pan = self._pan, edgePan = self._edgePan
        var pinch = self._pinch, rotation = self._rotation, log = self._log
        self = saved
        transition.restore(saved.transition)
        log.restore(saved._log)
        self.transition = transition
        if let kept = saved._pan, var own = pan {
            pan = nil   // `own` holds the only reference
            own.restore(kept)
            self._pan = own
        }
        if let kept = saved._edgePan, var own = edgePan {
            edgePan = nil   // `own` holds the only reference
            own.restore(kept)
            self._edgePan = own
        }
        if let kept = saved._pinch, var own = pinch {
            pinch = nil   // `own` holds the only reference
            own.restore(kept)
            self._pinch = own
        }
        if let kept = saved._rotation, var own = rotation {
            rotation = nil   // `own` holds the only reference
            own.restore(kept)
            self._rotation = own
        }
        self._log = log
    }
}
