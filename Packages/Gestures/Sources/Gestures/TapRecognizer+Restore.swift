extension TapRecognizer {
    /// Becomes `saved`, in this recogniser's own buffer (its touches): see `Interaction.restore(_:)`.
    ///
    /// - Complexity: O(1).
    package mutating func restore(_ saved: TapRecognizer) {
        var touches = self.touches
        self = saved
        touches.restore(saved.touches)
        self.touches = touches
    }
}
