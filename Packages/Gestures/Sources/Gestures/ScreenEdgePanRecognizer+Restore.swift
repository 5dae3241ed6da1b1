extension ScreenEdgePanRecognizer {
    /// Becomes `saved`, in this recogniser's own buffers (its pan's): see `Interaction.restore(_:)`.
    ///
    /// - Complexity: `PanRecognizer.restore(_:)`'s.
    package mutating func restore(_ saved: ScreenEdgePanRecognizer) {
        var pan = self.pan
        self = saved
        pan.restore(saved.pan)
        self.pan = pan
    }
}
