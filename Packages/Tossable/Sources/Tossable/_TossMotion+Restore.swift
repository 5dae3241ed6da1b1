import Geometry
import Gestures

extension _TossMotion {
    /// Becomes `saved`, in this motion's own buffers (its destinations, its events): an interaction's
    /// `restore(_:)`.
    ///
    /// - Complexity: O(destinations); no allocation.
    mutating func restore(_ saved: Self) {
        var log = self.log, destinations = self.destinations
        self = saved
        log.restore(saved.log)
        destinations._restore(saved.destinations)
        self.log = log
        self.destinations = destinations
    }
}
