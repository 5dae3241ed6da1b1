/// The path a shared element's frame follows from its source to its destination.
///
/// The corner radius and the opacity always move linearly with the progress; the path shapes the frame.
///
/// ```swift
/// import Navigation
///
/// let from = Rect(x: 0, y: 0, width: 100, height: 100)
/// let to = Rect(x: 200, y: 400, width: 300, height: 300)
/// print(SharedElementPath.linear.frame(from: from, to: to, at: 0.5))   // (100.0, 200.0, 200.0, 200.0)
/// ```
public enum SharedElementPath: Hashable, Sendable {
    /// Every edge moves in a straight line at the progress's pace (Compose's default `BoundsTransform`,
    /// SwiftUI's `matchedGeometryEffect`).
    case linear

    /// The frame at `progress` (0: `from`, 1: `to`; extrapolated outside).
    ///
    /// - Complexity: O(1).
    @inlinable
    public func frame(from: Rect, to: Rect, at progress: Double) -> Rect {
        switch self {
        case .linear: from + (to - from) * progress
        }
    }

    /// The frame's rate of change with the progress at `progress` (per unit of progress): what a
    /// retarget needs to keep the velocity continuous.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func derivative(from: Rect, to: Rect, at progress: Double) -> Rect {
        switch self {
        case .linear: to - from
        }
    }
}
