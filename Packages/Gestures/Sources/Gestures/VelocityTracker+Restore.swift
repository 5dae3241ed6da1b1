import Geometry

extension VelocityTracker {
    /// Becomes `saved`, copying its history into this tracker's own buffers (`Interaction.restore(_:)`'s
    /// building block): no allocation when they are not shared.
    ///
    /// Only the rings of the tracks `saved` follows are copied: a track that follows no pointer is never
    /// read, and is cleared when a pointer claims it, so what its ring holds is never seen.
    ///
    /// - Complexity: O(``maximumPointers`` + ``historySize`` × the pointers followed): about 500 bytes
    ///   per pointer, nothing for a tracker that followed none.
    package mutating func restore(_ saved: VelocityTracker) {
        var tracks = self.tracks, movements = self.movements
        self = saved
        tracks._restore(saved.tracks)
        movements.withUnsafeMutableBufferPointer { movements in
            saved.movements.withUnsafeBufferPointer { source in
                var followed = saved.occupiedMask
                while followed != 0 {
                    let ring = followed.trailingZeroBitCount * Self.historySize
                    followed &= followed - 1
                    (movements.baseAddress! + ring).update(from: source.baseAddress! + ring, count: Self.historySize)
                }
            }
        }
        self.tracks = tracks
        self.movements = movements
    }
}
