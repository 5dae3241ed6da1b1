import Geometry
import Gestures

extension TouchArbiter {
    /// Becomes `saved` (a copy of this arbiter kept earlier), copying the samples it holds and the fingers
    /// down into its own buffers: no allocation when they have room for them.
    ///
    /// - Parameter saved: A copy of this arbiter.
    /// - Complexity: O(samples held).
    public mutating func restore(_ saved: TouchArbiter) {
        var held = self.held, down = self.down
        self = saved
        held._restore(saved.held)
        down._restore(saved.down)
        self.held = held
        self.down = down
    }
}
