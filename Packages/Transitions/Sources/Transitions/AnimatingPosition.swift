/// Where an animator's animations ended: UIKit's `UIViewAnimatingPosition`, passed to completions.
///
/// ```swift
/// import Transitions
///
/// var animator = try PropertyAnimator(duration: 0.3, from: 0.0, to: 1.0)
/// animator.addCompletion { position in print(position) }     // .end, or .start when reversed
/// ```
public enum AnimatingPosition: String, Hashable, Sendable, CaseIterable {
    /// At the end values (the animation ran to its end).
    case end
    /// At the start values (it ran reversed back to its start, or was finished there).
    case start
    /// Wherever it was when it was finished with `finish(at: .current)`.
    case current
}
