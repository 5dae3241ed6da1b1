import Dynamics
import Gestures

extension FlickDismissBehavior {
    /// Becomes `saved` (a copy of this behavior kept earlier), in this behavior's own buffers (its pan's touches
    /// and velocity history, its dynamics world's items and behaviours, its events): afterwards it is `saved` in
    /// every way a host can observe, and neither allocates at its next change (`Interaction.restore(_:)`).
    ///
    /// - Parameter saved: A copy of this behavior.
    /// - Complexity: O(the world's items and behaviours) plus a velocity history (about 500 bytes per pointer it
    ///   follows); no allocation.
    public mutating func restore(_ saved: Self) {
        var pan = self.pan, log = self.log, world = self.world
        self = saved
        pan.restore(saved.pan)
        log.restore(saved.log)
        world.restore(saved.world)
        self.pan = pan
        self.log = log
        self.world = world
    }
}
