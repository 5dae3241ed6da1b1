import Geometry

extension InteractiveTransition {
    /// Becomes `saved`, in this transition's own buffers (its animations): an interaction's `restore(_:)`.
    ///
    /// - Complexity: O(animations); no allocation.
    package mutating func restore(_ saved: Self) {
        var animations = self.animations
        self = saved
        animations._restore(saved.animations)
        self.animations = animations
    }
}
