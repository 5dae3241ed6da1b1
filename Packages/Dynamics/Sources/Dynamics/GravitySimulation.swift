import Geometry
/// Flutter's `GravitySimulation`: constant acceleration from a position and velocity, done once the
/// position's magnitude reaches `endDistance`.
///
/// ```swift
/// let fall = try GravitySimulation(acceleration: 200, position: 100, endDistance: 600, velocity: 0)
/// fall.x(0.5)        // 125
/// fall.isDone(2.5)   // true
/// ```
public struct GravitySimulation: Hashable, Sendable {
    public let acceleration: Double
    public let position: Double
    public let endDistance: Double
    public let velocity: Double

    /// - Throws: `ConfigurationError` naming a non-finite parameter or a negative `endDistance`.
    public init(acceleration: Double, position: Double, endDistance: Double, velocity: Double) throws(ConfigurationError) {
        try ConfigurationError.check(acceleration, "acceleration", .finite)
        try ConfigurationError.check(position, "position", .finite)
        try ConfigurationError.check(endDistance, "endDistance", .nonNegative)
        try ConfigurationError.check(velocity, "velocity", .finite)
        self.acceleration = acceleration
        self.position = position
        self.endDistance = endDistance
        self.velocity = velocity
    }

    /// x₀ + v₀t + at²/2.
    public func x(_ time: Double) -> Double { position + velocity * time + 0.5 * acceleration * time * time }

    /// v₀ + at.
    public func dx(_ time: Double) -> Double { velocity + acceleration * time }

    /// |x(t)| >= endDistance.
    public func isDone(_ time: Double) -> Bool { abs(x(time)) >= endDistance }
}
