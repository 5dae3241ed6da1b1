extension RotationRecognizer {
    /// Becomes `saved`, in this recogniser's own buffers (its touches and velocity history): see
    /// `Interaction.restore(_:)`.
    ///
    /// - Complexity: O(1) plus the velocity tracker's copy (`VelocityTracker.restore(_:)`).
    package mutating func restore(_ saved: RotationRecognizer) {
        var engine = self.engine
        self = saved
        engine.restore(saved.engine)
        self.engine = engine
    }
}
