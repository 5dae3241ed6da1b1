import Dynamics
import Geometry

/// What a drag past the outermost anchors does.
///
/// ```swift
/// import Anchored
///
/// print(AnchoredOverscroll.rubberBand(dimension: 300).offset(forDrag: 360, in: 0...300))   // 329.7297...
/// print(AnchoredOverscroll.clamped.offset(forDrag: 360, in: 0...300))                      // 300.0
/// print(AnchoredOverscroll.pinned.offset(forDrag: 360, in: 0...300))                       // 300.0
/// ```
public enum AnchoredOverscroll: Hashable, Sendable {
    /// Compose's: the offset stops at the outermost anchor, and moving back moves the offset at once.
    case clamped
    /// The offset stops at the outermost anchor, but the drag keeps what it went past: the finger must come
    /// back as far as it went before the offset moves inward (Flutter's `Dismissible`, whose drag extent
    /// goes on growing while its controller's value stops at 1).
    case pinned
    /// UIScrollView's rubber band past the outermost anchors, `(1 − 1/(x·0.55/d + 1))·d` for `d` the
    /// given dimension in points (the size of the dragged thing along the axis, say); the finger must
    /// come back the whole way it went past before the offset moves inward.
    case rubberBand(dimension: Double)

    /// The offset a drag to `raw` shows when the anchors span `range`.
    public func offset(forDrag raw: Double, in range: ClosedRange<Double>) -> Double {
        resistance.offset(forDrag: raw, in: range)
    }

    /// The drag core's resistance for this rule (Geometry's rubber band at UIScrollView's 0.55, whose
    /// inverse, with Geometry's one cap, catches a banded offset without a jump).
    var resistance: DragResistance {
        switch self {
        case .clamped: .clamped
        case .pinned: .pinned
        case .rubberBand(let dimension): .rubberBand(dimension: dimension)
        }
    }

    /// Throws for a rubber band whose dimension is not positive or beyond 10¹⁵ points.
    ///
    /// - Parameter parameter: The name of the caller's parameter, for the message.
    public func validate(_ parameter: String) throws(ConfigurationError) {
        if case .rubberBand(let dimension) = self {
            try ConfigurationError.check(dimension, parameter + ".dimension", .positive)
            if dimension > 1e15 {
                throw ConfigurationError(parameter: parameter + ".dimension", value: dimension,
                                         requirement: "must be at most 1e15 points")
            }
        }
    }
}
