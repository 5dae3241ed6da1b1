/// Where a back gesture is.
///
/// ```swift
/// import Navigation
///
/// print(BackGestureState.committed.rawValue)   // committed
/// ```
public enum BackGestureState: String, Hashable, Sendable, CaseIterable {
    /// No gesture.
    case idle
    /// A finger drags from the edge: the progress follows it.
    case dragging
    /// Released to go back: the progress runs to 1.
    case committing
    /// Released to stay: the progress runs to 0.
    case cancelling
    /// Gone back: the progress is exactly 1.
    case committed
    /// Stayed: the progress is exactly 0.
    case cancelled
}
