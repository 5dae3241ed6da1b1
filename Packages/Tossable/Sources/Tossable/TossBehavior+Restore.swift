import Gestures

extension TossBehavior {
    /// Becomes `saved` (a copy of this behavior kept earlier), in this behavior's own buffers (its pan's touches
    /// and velocity history, its destinations, its events): afterwards it is `saved` in every way a host can
    /// observe, and neither allocates at its next change (`Interaction.restore(_:)`).
    ///
    /// - Parameter saved: A copy of this behavior.
    /// - Complexity: O(destinations) plus a velocity history (about 500 bytes per pointer it follows); no
    ///   allocation.
    public mutating func restore(_ saved: Self) {
        var pan = self.pan, motion = self.motion
        self = saved
        pan.restore(saved.pan)
        motion.restore(saved.motion)
        self.pan = pan
        self.motion = motion
    }
}
