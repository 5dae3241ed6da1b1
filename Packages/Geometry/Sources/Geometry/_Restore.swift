/// The one way a value that owns buffers becomes a saved copy of itself without allocating
/// (Gestures' `Interaction.restore(_:)`): its own buffers are moved aside, the saved value is assigned (every
/// field, so none is forgotten), and the buffers are put back with the saved contents copied in.
extension Array {
    /// Becomes `saved` (the same elements, in order) in its own buffer: no allocation when the buffer
    /// is not shared and has room for `saved.count` elements (else it grows once, as `append` does).
    ///
    /// - Complexity: O(`saved.count`).
    @inlinable
    package mutating func _restore(_ saved: [Element]) {
        if count == saved.count {
            withUnsafeMutableBufferPointer { buffer in
                saved.withUnsafeBufferPointer { source in _ = buffer.update(fromContentsOf: source) }
            }
        } else {
            removeAll(keepingCapacity: true)
            append(contentsOf: saved)
        }
    }
}
