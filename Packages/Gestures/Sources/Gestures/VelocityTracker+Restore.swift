import Geometry

extension VelocityTracker {
    /// Becomes `saved`, copying its history into this tracker's own buffers (`Interaction.restore(_:)`'s
    /// building block): no allocation when they are not shared.
    ///
    /// - Complexity: O(``maximumPointers`` × ``historySize``): about 5 KB copied.
    package mutating func restore(_ saved: VelocityTracker) {
        var tracks = self.tracks, movements = self.movements
        self = saved
        tracks._restore(saved.tracks)
        movements._restore(saved.movements)
        self.tracks = tracks
        self.movements = movements
    }
}
