/// Where a percent-driven transition is in its life.
///
/// ```swift
/// import Transitions
///
/// var transition = try InteractiveTransition<Double>(duration: 0.5)
/// print(transition.state)     // interactive: waiting for updates
/// transition.finish()
/// print(transition.state)     // completing
/// _ = transition.step(by: 1)
/// print(transition.state)     // finished
/// ```
///
/// `interactive → completing → finished | cancelled`; ``InteractiveTransition/pause()`` takes a
/// completing transition back to `interactive` where it is, and ``InteractiveTransition/reset()``
/// starts a new one.
public enum TransitionState: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Following ``InteractiveTransition/update(_:)``: the percentage is whatever the gesture says.
    case interactive
    /// Running by itself to the end (after `finish()`) or the start (after `cancel()`).
    case completing
    /// Ended at the end state: `percentComplete` is exactly 1.
    case finished
    /// Ended at the start state: `percentComplete` is exactly 0.
    case cancelled

    /// True once the transition has ended, finished or cancelled.
    @inlinable
    public var isEnded: Bool { self == .finished || self == .cancelled }

    public var description: String { rawValue }
}
