/// The screen edge a back gesture starts from (Android's `BackEvent.EDGE_LEFT` / `EDGE_RIGHT`).
///
/// ```swift
/// import Navigation
///
/// print(BackEdge.left.rawValue)   // left
/// ```
public enum BackEdge: String, Hashable, Sendable, CaseIterable {
    /// From the left edge: the finger moves right.
    case left
    /// From the right edge: the finger moves left.
    case right
}
