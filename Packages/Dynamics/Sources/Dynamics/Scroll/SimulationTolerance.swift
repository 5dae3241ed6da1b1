import Geometry

/// How close to rest a Flutter-style simulation must be to count as done: Flutter's `Tolerance`.
///
/// ```swift
/// print(SimulationTolerance.default.distance, SimulationTolerance.default.velocity)   // 0.001 0.001: Flutter's default
/// let phone = SimulationTolerance.scrollPhysics(devicePixelRatio: 3)
/// print(phone.distance, phone.velocity)   // 0.3333... 6.6666...: 1/3 px, 20/3 px/s
/// ```
///
/// A spring is done when it is closer than ``distance`` to its end and slower than ``velocity``; a
/// friction coast when it is slower than ``velocity``.
@frozen
public struct SimulationTolerance: Hashable, Sendable {
    /// The largest distance from the end that counts as arrived, in points (strict: `<`).
    public let distance: Double
    /// The largest speed that counts as stopped, in points per second (strict: `<`).
    public let velocity: Double

    /// A tolerance.
    ///
    /// - Parameters:
    ///   - distance: Positive and finite (a zero tolerance would never let a spring finish).
    ///   - velocity: Positive and finite.
    /// - Throws: `ConfigurationError` naming `tolerance.distance` or `tolerance.velocity`.
    public init(distance: Double, velocity: Double) throws(ConfigurationError) {
        try ConfigurationError.check(distance, "tolerance.distance", .positive)
        try ConfigurationError.check(velocity, "tolerance.velocity", .positive)
        self.init(unchecked: distance, velocity: velocity)
    }

    @usableFromInline
    init(unchecked distance: Double, velocity: Double) {
        self.distance = distance
        self.velocity = velocity
    }

    /// Flutter's `Tolerance.defaultTolerance`: 0.001 in distance and velocity (what a simulation built
    /// without a tolerance uses).
    public static let `default` = SimulationTolerance(unchecked: 1e-3, velocity: 1e-3)

    /// The tolerance Flutter's `ScrollPhysics.toleranceFor` gives a scrollable: a physical pixel in
    /// distance, `1 / (0.05 · devicePixelRatio)` in velocity (a physical pixel per 50 ms).
    ///
    /// - Parameter devicePixelRatio: Physical pixels per point; a value that is not positive and finite
    ///   is taken as 1 (a documented clamp).
    /// - Returns: The tolerance.
    public static func scrollPhysics(devicePixelRatio: Double) -> SimulationTolerance {
        let ratio = devicePixelRatio.isFinite && devicePixelRatio > 0 ? devicePixelRatio : 1
        return SimulationTolerance(unchecked: 1 / ratio, velocity: 1 / (0.05 * ratio))
    }
}
