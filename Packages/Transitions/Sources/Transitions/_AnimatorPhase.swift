/// What a ``PropertyAnimator`` is doing (UIKit's internal states, which `state` and `isRunning` summarise).
@usableFromInline
enum _AnimatorPhase: Sendable, Equatable {
    case inactive
    /// Started with a delay that has not run out.
    case delayed
    case running
    case paused
    case stopped
}
