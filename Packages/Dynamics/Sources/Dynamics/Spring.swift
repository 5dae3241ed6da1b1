import Geometry


/// The physical constants of a damped spring: `mass · x'' + damping · x' + stiffness · (x − target) = 0`.
///
/// Every parameterisation people already know converts to these three numbers (see the
/// `Spring+Conversions.swift` initialisers); the solution itself lives in ``SpringSolution`` and the
/// fixed-step map in ``SpringTransition``.
///
/// ```swift
/// let spring = try Spring(mass: 1, stiffness: 100, damping: 10)      // CASpringAnimation's defaults
/// spring.dampingRatio                                                // 0.5
/// let swiftUI = try Spring(response: 0.5, dampingRatio: 0.825)       // Animation.spring()
/// ```
///
/// - Parameters are validated once: `mass > 0`, `stiffness > 0`, `damping >= 0`, all finite.
///   A zero damping (an undamped spring) is allowed but never settles; every other valid spring does.
@frozen
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    /// The mass, > 0.
    public let mass: Double
    /// The stiffness k, > 0 (force per unit of displacement).
    public let stiffness: Double
    /// The damping coefficient c, >= 0 (force per unit of velocity).
    public let damping: Double

    /// Creates a spring from its physical constants.
    ///
    /// - Parameters:
    ///   - mass: > 0 and finite. Defaults to 1.
    ///   - stiffness: > 0 and finite.
    ///   - damping: >= 0 and finite.
    /// - Throws: `ConfigurationError` naming the parameter that was wrong.
    public init(mass: Double = 1, stiffness: Double, damping: Double) throws(ConfigurationError) {
        try ConfigurationError.check(mass, "mass", .positive)
        try ConfigurationError.check(stiffness, "stiffness", .positive)
        try ConfigurationError.check(damping, "damping", .nonNegative)
        self.init(unchecked: mass, stiffness: stiffness, damping: damping)
    }

    @usableFromInline
    init(unchecked mass: Double, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
    @inlinable
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// ζ = c / (2√(km)): below 1 the spring oscillates, 1 is critical, above 1 it creeps.
    @inlinable
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The undamped period 2π/ω₀ in seconds: SwiftUI's `response`, Flutter's and SwiftUI's `duration`.
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// SwiftUI's and Flutter's bounce: 1 − ζ when under-damped, 1/ζ − 1 when over-damped (so −1...1).
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta < 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// Whether the motion oscillates (ζ < 1), is critical (ζ = 1) or creeps (ζ > 1).
    public var regime: Regime {
        // c² − 4mk decides, as in Flutter; exactly 0 is critical.
        let discriminant = damping * damping - 4 * mass * stiffness
        if discriminant < 0 { return .underDamped }
        return discriminant == 0 ? .criticallyDamped : .overDamped
    }

    /// The three shapes a damped spring's motion can take.
    public enum Regime: Hashable, Sendable {
        case underDamped, criticallyDamped, overDamped
    }

    public var description: String {
        "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))"
    }
}
