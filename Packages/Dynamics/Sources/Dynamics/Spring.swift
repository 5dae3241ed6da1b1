import Geometry


/// The physical constants of a damped spring: `mass · x'' + damping · x' + stiffness · (x − target) = 0`.
///
/// Every parameterisation people already know converts to these three numbers (see the
/// `Spring+Conversions.swift` initialisers); the solution itself lives in ``SpringSolution`` and the
/// fixed-step map in ``SpringStep``.
///
/// ```swift
/// let spring = try Spring(mass: 1, stiffness: 100, damping: 10)      // CASpringAnimation's defaults
/// print(spring.dampingRatio)   // 0.5
/// _ = try Spring(response: 0.5, dampingRatio: 0.825)       // Animation.spring()
/// ```
///
/// - Parameters are validated once: `mass > 0`, `stiffness > 0`, `damping >= 0`, all finite, and
///   the two rates the closed form is written in must be representable: ω₀² = stiffness / mass in
///   `Spring.naturalFrequencySquaredRange` (a normal double: neither denormal nor overflowing) and
///   α = damping / (2·mass) at most `Spring.maximumDecayRate` (so that α² is finite). Every spring that
///   passes has a finite, exact solution at every time and a settling search that never traps.
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
    /// ```swift
    /// _ = try Spring(mass: 1, stiffness: 100, damping: 10)
    /// ```
    /// - Parameters:
    ///   - mass: > 0 and finite. Defaults to 1.
    ///   - stiffness: > 0 and finite, with stiffness / mass in ``naturalFrequencySquaredRange``.
    ///   - damping: >= 0 and finite, with damping / (2·mass) at most ``maximumDecayRate``.
    /// - Throws: `ConfigurationError` naming the parameter that was wrong (`stiffness` when ω₀² is out
    ///   of range, `damping` when α is).
    public init(mass: Double = 1, stiffness: Double, damping: Double) throws(ConfigurationError) {
        try ConfigurationError.check(mass, "mass", .positive)
        try self.init(validating: mass, stiffness: stiffness, damping: damping,
                      frequency: ("stiffness", stiffness), decay: ("damping", damping))
    }

    /// The range of ω₀² = stiffness / mass a spring may have: the normal doubles,
    /// `2.2250738585072014e-308 ... 1.7976931348623157e308` (ω₀ from 1.5e-154 to 1.3e154 rad/s).
    /// A denormal ω₀² has lost its precision and ω₀ itself; an infinite one has no motion to solve.
    public static let naturalFrequencySquaredRange: ClosedRange<Double> = Double.leastNormalMagnitude...Double.greatestFiniteMagnitude

    /// The largest decay rate α = damping / (2·mass), in 1/s, a spring may have: √`greatestFiniteMagnitude`
    /// ≈ 1.34e154, so that α² (which the closed form compares with ω₀²) is finite.
    public static let maximumDecayRate = Double.greatestFiniteMagnitude.squareRoot()

    /// The one validation every initialiser goes through, naming the parameter the caller gave: the
    /// one that sets the frequency (`stiffness`, `response`, `duration`, `tension`, ...) and the one
    /// that sets the damping (`damping`, `dampingRatio`, `bounce`, `friction`, ...).
    init(validating mass: Double, stiffness: Double, damping: Double,
         frequency: (name: String, value: Double), decay: (name: String, value: Double)) throws(ConfigurationError) {
        guard stiffness.isFinite, stiffness > 0 else {
            throw ConfigurationError(parameter: frequency.name, value: frequency.value,
                                     requirement: "must give a positive, finite stiffness (gives \(stiffness))")
        }
        guard damping.isFinite, damping >= 0 else {
            throw ConfigurationError(parameter: decay.name, value: decay.value,
                                     requirement: "must give a non-negative, finite damping (gives \(damping))")
        }
        let omega0Squared = stiffness / mass
        guard Spring.naturalFrequencySquaredRange.contains(omega0Squared) else {
            throw ConfigurationError(parameter: frequency.name, value: frequency.value,
                                     requirement: "must give stiffness / mass (ω₀²) in 2.2e-308...1.8e308 (gives \(omega0Squared))")
        }
        let decayRate = damping / (2 * mass)
        guard decayRate <= Spring.maximumDecayRate else {
            throw ConfigurationError(parameter: decay.name, value: decay.value,
                                     requirement: "must give damping / (2·mass) at most 1.34e154 (gives \(decayRate))")
        }
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
    /// (Computed as c / (2·√k·√m): the product km underflows for k = 1e-154, m = 1e-300.)
    @inlinable
    public var dampingRatio: Double { damping / (2 * stiffness.squareRoot() * mass.squareRoot()) }

    /// The undamped period 2π/ω₀ in seconds: SwiftUI's `response`, Flutter's and SwiftUI's `duration`.
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// SwiftUI's and Flutter's bounce: 1 − ζ when under-damped, 1/ζ − 1 when over-damped (so −1...1).
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta < 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// Whether the motion oscillates (ζ < 1), is critical (ζ = 1) or creeps (ζ > 1).
    public var regime: Regime {
        // (c/2m)² − k/m decides (c² − 4mk over 4m², Flutter's test, in the form the solution uses, which
        // neither under- nor overflows in the domain); exactly 0 is critical.
        let decayRate = damping / (2 * mass)
        let discriminant = decayRate * decayRate - stiffness / mass
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
