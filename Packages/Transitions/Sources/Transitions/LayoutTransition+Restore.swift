import Gestures

extension LayoutTransition {
    /// Becomes `saved` (a copy of this transition kept earlier), in this transition's own buffers (its
    /// interaction's (`TransitionInteraction.restore(_:)`)): afterwards it is `saved` in every way a host can
    /// observe, and neither allocates at its next change (`Interaction.restore(_:)`).
    ///
    /// - Parameter saved: A copy of this transition.
    /// - Complexity: `TransitionInteraction.restore(_:)`'s; no allocation.
    public mutating func restore(_ saved: Self) {
        var interaction = self.interaction
        self = saved
        interaction.restore(saved.interaction)
        self.interaction = interaction
    }
}
