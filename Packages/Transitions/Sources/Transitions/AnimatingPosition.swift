/// Where an animator's animations ended: UIKit's `UIViewAnimatingPosition`, which UIKit passes to
/// completions. Here the completing step returns it and `completedPosition` keeps it.
///
/// ```swift
/// import Transitions
///
/// var animator = try PropertyAnimator(duration: 0.3, from: 0.0, to: 1.0)
/// animator.start()
/// let position = animator.step(by: 0.3)        // .end (.start when reversed) on the completing frame
/// print(animator.completedPosition == position) // true: until the next run starts
/// ```
public enum AnimatingPosition: String, Hashable, Sendable, CaseIterable {
    /// At the end values (the animation ran to its end).
    case end
    /// At the start values (it ran reversed back to its start, or was finished there).
    case start
    /// Wherever it was when it was finished with `finish(at: .current)`.
    case current
}
