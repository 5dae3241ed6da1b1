extension PanRecognizer {
    /// Becomes `saved`, in this recogniser's own buffers (its touches and velocity history): see
    /// `Interaction.restore(_:)`.
    ///
    /// - Complexity: O(1) plus the velocity tracker's copy (`VelocityTracker.restore(_:)`).
    package mutating func restore(_ saved: PanRecognizer) {
        var touches = self.touches, tracker = self.tracker
        self = saved
        touches.restore(saved.touches)
        tracker.restore(saved.tracker)
        self.touches = touches
        self.tracker = tracker
    }
}
