/// Iterates a ``TransitionFrame``'s values in order, computing each as it goes.
///
/// ```swift
/// import Transitions
///
/// let transition = try InteractiveTransition(duration: 0.3, animations: [TransitionAnimation(from: 0.0, to: 1.0)])
/// for value in transition.frame { print(value) }       // uses this iterator
/// ```
public struct TransitionFrameIterator<Value: Interpolatable>: IteratorProtocol, Sendable {
    @usableFromInline let frame: TransitionFrame<Value>
    @usableFromInline var index = 0

    /// An iterator at the frame's first value.
    ///
    /// - Parameter frame: The frame to iterate.
    @inlinable
    public init(_ frame: TransitionFrame<Value>) {
        self.frame = frame
    }

    /// The next value, or nil after the last.
    ///
    /// - Complexity: O(1): one curve evaluation and one interpolation.
    @inlinable
    public mutating func next() -> Value? {
        guard index < frame.animations.count else { return nil }
        defer { index += 1 }
        return frame[index]
    }
}
