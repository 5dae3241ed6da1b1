import Geometry

/// How far a slow release must have carried the drag past the anchor behind it before it settles at
/// the next one: Compose's `positionalThreshold`, without the closure (a value a host can store,
/// compare and send across threads).
///
/// ```swift
/// import Anchored
///
/// print(PositionalThreshold.fraction(0.5).distance(between: 0, and: 300))   // 150.0
/// print(PositionalThreshold.distance(56).distance(between: 0, and: 300))    // 56.0
/// ```
public enum PositionalThreshold: Hashable, Sendable {
    /// A fraction of the distance between the two anchors around the offset, in 0...1. Compose's
    /// default (`AnchoredDraggableDefaults.PositionalThreshold`, `distance / 2`) is `.fraction(0.5)`.
    case fraction(Double)
    /// A fixed distance in points, not negative (Material's bottom sheets used 56 dp); a distance
    /// longer than the gap between two anchors means only a fling crosses it.
    case distance(Double)


    /// The threshold, in points, between anchors at `lower` and `upper`.
    @inlinable
    public func distance(between lower: Double, and upper: Double) -> Double {
        switch self {
        case .fraction(let fraction): Swift.abs(upper - lower) * fraction
        case .distance(let distance): distance
        }
    }

    /// Throws unless the fraction is in 0...1 or the distance is finite and not negative.
    ///
    /// - Parameter parameter: The name of the caller's parameter, for the message.
    public func validate(_ parameter: String) throws(ConfigurationError) {
        switch self {
        case .fraction(let fraction): try ConfigurationError.check(fraction, parameter + ".fraction", .unitClosedInterval)
        case .distance(let distance): try ConfigurationError.check(distance, parameter + ".distance", .nonNegative)
        }
    }
}
