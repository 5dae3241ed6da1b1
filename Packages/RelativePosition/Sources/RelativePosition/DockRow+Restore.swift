import Geometry
import Gestures

extension DockRow {
    /// Becomes `saved` (a copy of this row kept earlier), in this row's own buffers (its layers, its tracker's
    /// touches and velocity history, its events): afterwards it is `saved` in every way a host can observe, and
    /// neither allocates at its next change (`Interaction.restore(_:)`).
    ///
    /// - Parameter saved: A copy of this row.
    /// - Complexity: O(layers) plus a velocity history (about 500 bytes per pointer it follows); no allocation.
    public mutating func restore(_ saved: Self) {
        var layers = self.layers, tracker = self.tracker, log = self.log
        self = saved
        layers._restore(saved.layers)
        tracker.restore(saved.tracker)
        log.restore(saved.log)
        self.layers = layers
        self.tracker = tracker
        self.log = log
    }
}
