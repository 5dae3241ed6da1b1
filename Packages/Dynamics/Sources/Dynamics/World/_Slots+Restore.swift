import Geometry

extension _Slots {
    /// Becomes `saved`, in this slots's own buffers (its elements): an interaction's `restore(_:)`.
    ///
    /// - Complexity: O(slots); no allocation.
    mutating func restore(_ saved: Self) {
        var elements = self.elements, generations = self.generations, free = self.free
        self = saved
        elements._restore(saved.elements)
        generations._restore(saved.generations)
        free._restore(saved.free)
        self.elements = elements
        self.generations = generations
        self.free = free
    }
}
