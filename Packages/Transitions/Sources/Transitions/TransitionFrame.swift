/// What a transition shows at one frame: its state and percentage, and the value of each of its
/// animations (a collection, computed when read).
///
/// ```swift
/// import Transitions
///
/// var transition = try InteractiveTransition(duration: 0.5, animations: [
///     TransitionAnimation(from: LayerState(position: Point(x: 187.5, y: 333.5)),
///                         to: LayerState(position: Point(x: 562.5, y: 333.5)), curve: .linear),
/// ])
/// transition.update(0.25)
/// let frame = transition.frame
/// print(frame.percentComplete)     // 0.25
/// print(frame[0].position.x)       // 281.25
/// for layer in frame { print(layer.position) }
/// ```
///
/// A frame is a small value: it shares the transition's animation list and computes each value on
/// access (one curve evaluation and one interpolation), so making one allocates nothing and reading
/// only the layers you draw costs only those.
public struct TransitionFrame<Value: Interpolatable>: RandomAccessCollection, Sendable {
    /// The transition's state at this frame.
    public let state: TransitionState
    /// The percentage shown: exactly 1 once finished, exactly 0 once cancelled.
    public let percentComplete: Double
    /// The transition's duration D, in seconds.
    public let duration: Double
    /// On the frame at which a transition's end is reported, whether it finished (`true`) or was
    /// cancelled (`false`), as UIKit's `completeTransition(_:)` says; nil on every other frame. A reset's
    /// cancellation is reported first: when a newer transition, started after a reset, reaches its end
    /// within the same frame, this frame says `false` (the reset's) and shows the newer one at its end,
    /// still `.completing`; the next frame ends it and says how. Every end is reported, in order, on a
    /// frame of its own.
    public let didComplete: Bool?
    /// How many transitions `reset()` cancelled since the previous frame (each one UIKit's
    /// `completeTransition(false)`): 0 on most frames, 1 after a reset, more after several resets
    /// between two frames; ``didComplete`` is then `false`. A host that reports each cancellation
    /// calls `completeTransition(false)` this many times.
    public let resetCancellations: Int
    /// The animations whose values the frame shows.
    public let animations: [TransitionAnimation<Value>]

    /// A frame.
    ///
    /// - Parameters:
    ///   - state: The transition's state.
    ///   - percentComplete: The percentage shown.
    ///   - duration: The transition's duration.
    ///   - didComplete: Whether the transition ended at this frame, and how.
    ///   - resetCancellations: How many transitions resets cancelled since the previous frame.
    ///   - animations: The animations to evaluate.
    @inlinable
    public init(state: TransitionState, percentComplete: Double, duration: Double, didComplete: Bool?,
                resetCancellations: Int = 0, animations: [TransitionAnimation<Value>]) {
        self.state = state
        self.percentComplete = percentComplete
        self.duration = duration
        self.didComplete = didComplete
        self.resetCancellations = resetCancellations
        self.animations = animations
    }

    /// The transition's local time, percentComplete × duration, in seconds.
    @inlinable
    public var localTime: Double { percentComplete * duration }

    /// An iterator over the values, each computed as it is reached.
    @inlinable
    public func makeIterator() -> TransitionFrameIterator<Value> { TransitionFrameIterator(self) }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { animations.count }

    /// The value of animation `index` at this frame.
    ///
    /// - Complexity: O(1): one curve evaluation and one interpolation.
    @inlinable
    public subscript(index: Int) -> Value {
        animations[index].value(atLocalTime: percentComplete * duration, transitionDuration: duration)
    }
}
