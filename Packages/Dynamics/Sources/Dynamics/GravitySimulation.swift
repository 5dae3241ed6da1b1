import Geometry
/// Flutter's `GravitySimulation`: constant acceleration from a position and velocity, done once the
/// position's magnitude reaches `endDistance`.
///
/// ```swift
/// let fall = try GravitySimulation(acceleration: 200, position: 100, endDistance: 600, velocity: 0)
/// print(fall.x(0.5))   // 125.0
/// print(fall.isDone(2.5))   // true
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

    /// x₀ + v₀t + at²/2, saturating at ±`Double.greatestFiniteMagnitude` (a fall of 1e200 s does not
    /// overflow to infinity, and opposite overflowing terms never make NaN). NaN time counts as 0;
    /// ±∞ as ±`greatestFiniteMagnitude` seconds.
    public func x(_ time: Double) -> Double {
        let t = Self.finiteTime(time)
        // t·(v₀ + a·t/2): one overflowing term at most, so ±∞ (then saturated), never ∞ − ∞.
        return Self.saturated(position + t * (velocity + 0.5 * acceleration * t))
    }

    /// v₀ + at, saturating as ``x(_:)``.
    public func dx(_ time: Double) -> Double { Self.saturated(velocity + acceleration * Self.finiteTime(time)) }

    /// |x(t)| >= endDistance.
    public func isDone(_ time: Double) -> Bool { abs(x(time)) >= endDistance }

    static func finiteTime(_ time: Double) -> Double {
        time.isNaN ? 0 : min(max(time, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }

    static func saturated(_ value: Double) -> Double {
        min(max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }
}
