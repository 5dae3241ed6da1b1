import Geometry
import Gestures

extension TouchArbiter {
    /// Becomes `saved` (a copy of this arbiter kept earlier), copying the samples it holds into its own
    /// buffer: no allocation when that buffer has room for them.
    ///
    /// - Parameter saved: A copy of this arbiter.
    /// - Complexity: O(samples held).
    public mutating func restore(_ saved: TouchArbiter) {
        var held = self.held
        self = saved
        held._restore(saved.held)
        self.held = held
    }
}
