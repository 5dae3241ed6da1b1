import Geometry

/// Which coordinate of a relative position drives an effect.
///
/// ```swift
/// import RelativePosition
///
/// let fade = LayerEffect.fade(along: .vertical)   // alpha follows the finger's y
/// print(fade)
/// ```
public enum Axis: String, Hashable, Sendable, CaseIterable {
    /// The x coordinate: 0 at the container's left edge, 1 at its right.
    case horizontal
    /// The y coordinate: 0 at the container's top edge, 1 at its bottom (y-down).
    case vertical

    /// The coordinate of `point` along this axis.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func coordinate(of point: Point) -> Double {
        switch self {
        case .horizontal: return point.x
        case .vertical: return point.y
        }
    }
}
