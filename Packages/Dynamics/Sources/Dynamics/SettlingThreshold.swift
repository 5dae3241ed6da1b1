/// When a spring counts as settled: how close to the target and how slow it must be.
///
/// ```swift
/// import Dynamics
///
/// let thresholds: [SettlingThreshold] = [
///     .relative(),                                   // 0.1 % of the distance, as SwiftUI's epsilon 0.001
///     .relative(0.0005),
///     .absolute(position: 0.5, velocity: 20),        // half a point, 20 points per second
/// ]
/// print(thresholds.count)
/// ```
///
/// A relative threshold scales with the motion, like Android's minimum visible change: the scale is
/// the larger of the distance to travel and the distance the initial velocity alone would carry the
/// spring (|v₀|/ω₀). The position limit is `fraction × scale`, the velocity limit that times 62.5 per
/// second (Android's `1000/16` multiplier: a change per 16 ms frame). An absolute threshold is used as
/// given. Negative or NaN limits count as 0.
@frozen
public struct SettlingThreshold: Hashable, Sendable {
    @usableFromInline let fraction: Double
    @usableFromInline let positionLimit: Double
    @usableFromInline let velocityLimit: Double
    @usableFromInline let isRelative: Bool

    @usableFromInline
    init(fraction: Double, position: Double, velocity: Double, isRelative: Bool) {
        self.fraction = fraction.isNaN ? 0 : max(fraction, 0)
        self.positionLimit = position.isNaN ? 0 : max(position, 0)
        self.velocityLimit = velocity.isNaN ? 0 : max(velocity, 0)
        self.isRelative = isRelative
    }

    /// A position limit of `fraction` of the motion's scale and a velocity limit of 62.5 times that
    /// per second. The default 0.001 is SwiftUI's settling epsilon.
    @inlinable
    public static func relative(_ fraction: Double = 0.001) -> SettlingThreshold {
        SettlingThreshold(fraction: fraction, position: 0, velocity: 0, isRelative: true)
    }

    /// Fixed limits, in the value's units and units per second.
    @inlinable
    public static func absolute(position: Double, velocity: Double) -> SettlingThreshold {
        SettlingThreshold(fraction: 0, position: position, velocity: velocity, isRelative: false)
    }

    /// Android's multiplier from a value threshold to a velocity threshold (1000/16 per second).
    public static let velocityMultiplier = 62.5

    /// The limits for a motion that has `distance` to go and starts at `speed`.
    @inlinable
    public func limits(distance: Double, speed: Double, spring: Spring) -> (position: Double, velocity: Double) {
        guard isRelative else { return (positionLimit, velocityLimit) }
        let scale = max(distance, speed / spring.naturalFrequency)
        let position = fraction * scale
        return (position, position * SettlingThreshold.velocityMultiplier)
    }
}
