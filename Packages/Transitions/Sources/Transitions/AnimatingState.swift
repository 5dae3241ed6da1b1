/// The public state of a ``PropertyAnimator``: UIKit's `UIViewAnimatingState`.
///
/// ```swift
/// import Transitions
///
/// var animator = try PropertyAnimator(duration: 0.3, from: 0.0, to: 1.0)
/// print(animator.state)                         // inactive
/// animator.start()
/// print(animator.state, animator.isRunning)     // active true
/// ```
public enum AnimatingState: String, Hashable, Sendable, CaseIterable {
    /// Not started, or done: the animator can be configured and started again.
    case inactive
    /// Started: running, paused, waiting out its start delay, or paused on completion.
    case active
    /// Stopped with `stop(withoutFinishing: false)`: waiting for `finish(at:)`.
    case stopped
}
