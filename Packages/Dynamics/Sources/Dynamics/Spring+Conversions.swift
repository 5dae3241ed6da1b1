import Geometry
/// The parameterisations users already know, each converted to mass, stiffness and damping.
extension Spring {
    /// A spring from its mass, stiffness and damping ratio ζ (Flutter's `withDampingRatio`, Android's
    /// `SpringForce`): damping = ζ·2√(mk).
    ///
    /// ```swift
    /// _ = try Spring(stiffness: 1500, dampingRatio: 0.5)   // SpringForce's defaults
    /// ```
    /// - Parameters:
    ///   - mass: > 0. Default 1.
    ///   - stiffness: > 0, with stiffness / mass in ``naturalFrequencySquaredRange``.
    ///   - dampingRatio: >= 0 (1 critical), with ζ·√(stiffness/mass) at most ``maximumDecayRate``.
    /// - Throws: `ConfigurationError` naming the parameter.
    public init(mass: Double = 1, stiffness: Double, dampingRatio: Double) throws(ConfigurationError) {
        try ConfigurationError.check(mass, "mass", .positive)
        try ConfigurationError.check(stiffness, "stiffness", .positive)
        try ConfigurationError.check(dampingRatio, "dampingRatio", .nonNegative)
        // √m·√k rather than √(mk): the product overflows for m = k = 1e200.
        try self.init(validating: mass, stiffness: stiffness,
                      damping: dampingRatio * 2 * mass.squareRoot() * stiffness.squareRoot(),
                      frequency: ("stiffness", stiffness), decay: ("dampingRatio", dampingRatio))
    }

    /// SwiftUI's and b3ll/Motion's parameterisation: `response` is the undamped period in seconds,
    /// stiffness = m(2π/response)², damping = 4πζm/response.
    ///
    /// ```swift
    /// _ = try Spring(response: 0.5, dampingRatio: 0.825)    // SwiftUI Animation.spring()
    /// ```
    /// - Parameters:
    ///   - response: > 0 seconds.
    ///   - dampingRatio: >= 0.
    ///   - mass: > 0. Default 1 (the motion does not depend on it).
    /// - Throws: `ConfigurationError` naming the parameter.
    public init(response: Double, dampingRatio: Double, mass: Double = 1) throws(ConfigurationError) {
        try ConfigurationError.check(response, "response", .positive)
        try ConfigurationError.check(dampingRatio, "dampingRatio", .nonNegative)
        try ConfigurationError.check(mass, "mass", .positive)
        let omega = 2 * Double.pi / response
        try self.init(validating: mass, stiffness: mass * omega * omega, damping: 4 * Double.pi * dampingRatio * mass / response,
                      frequency: ("response", response), decay: ("dampingRatio", dampingRatio))
    }

    /// SwiftUI's `Spring(duration:bounce:)` as Flutter's `SpringDescription.withDurationAndBounce`
    /// writes it (Flutter states the two agree): mass 1, stiffness (2π/duration)², ζ = 1 − bounce for a
    /// positive bounce and 1/(1 + bounce) for a negative one, damping 2ζ√k.
    ///
    /// ```swift
    /// let spring = try Spring(duration: 0.5, bounce: 0.3)
    /// print(spring.stiffness, spring.damping)   // 157.9136... 17.5929...
    /// ```
    /// - Parameters:
    ///   - duration: > 0 seconds, the perceptual duration (the undamped period).
    ///   - bounce: in (−1, 1]: 0 critically damped, 1 undamped, negative over-damped.
    /// - Throws: `ConfigurationError` naming the parameter.
    public init(duration: Double, bounce: Double = 0) throws(ConfigurationError) {
        try ConfigurationError.check(duration, "duration", .positive)
        try ConfigurationError.check(bounce, "bounce", .signedUnit)
        let zeta = bounce > 0 ? 1 - bounce : 1 / (1 + bounce)
        let omega = 2 * Double.pi / duration
        try self.init(validating: 1, stiffness: omega * omega, damping: 2 * zeta * omega,
                      frequency: ("duration", duration), decay: ("bounce", bounce))
    }

    /// Origami's (Quartz Composer) tension and friction, converted as Facebook's rebound does:
    /// stiffness = (tension − 30)·3.62 + 194, damping = (friction − 8)·3 + 25, mass 1.
    ///
    /// ```swift
    /// _ = try Spring(origamiTension: 40, friction: 7)   // rebound's default config
    /// ```
    /// - Throws: `ConfigurationError` naming `tension` or `friction` when the converted stiffness is not
    ///   positive or the damping negative (tension > −23.59, friction >= −0.33).
    public init(origamiTension tension: Double, friction: Double) throws(ConfigurationError) {
        try ConfigurationError.check(tension, "tension", .finite)
        try ConfigurationError.check(friction, "friction", .finite)
        let stiffness = (tension - 30) * 3.62 + 194
        let damping = (friction - 8) * 3 + 25
        guard stiffness > 0 else {
            throw ConfigurationError(parameter: "tension", value: tension, requirement: "must be greater than -23.59 (a positive stiffness)")
        }
        guard damping >= 0 else {
            throw ConfigurationError(parameter: "friction", value: friction, requirement: "must be at least -0.33 (a non-negative damping)")
        }
        // Tension 5e307 converts to an infinite stiffness: rejected here, not solved into NaN later.
        try self.init(validating: 1, stiffness: stiffness, damping: damping,
                      frequency: ("tension", tension), decay: ("friction", friction))
    }

    /// POP's `springBounciness` and `springSpeed` (defaults 4 and 12), through rebound's
    /// `BouncyConversion` to Origami tension and friction, then as ``init(origamiTension:friction:)``.
    ///
    /// ```swift
    /// _ = try Spring(bounciness: 4, speed: 12)     // POPSpringAnimation's default feel
    /// ```
    /// - Parameters:
    ///   - bounciness: >= 0 (POP clamps to 0...20; larger values keep extrapolating here).
    ///   - speed: >= 0 (POP: 0...20).
    /// - Throws: `ConfigurationError` naming the parameter.
    public init(bounciness: Double, speed: Double) throws(ConfigurationError) {
        try ConfigurationError.check(bounciness, "bounciness", .nonNegative)
        try ConfigurationError.check(speed, "speed", .nonNegative)
        func normalize(_ value: Double, _ start: Double, _ end: Double) -> Double { (value - start) / (end - start) }
        func project(_ n: Double, _ start: Double, _ end: Double) -> Double { start + n * (end - start) }
        func linear(_ t: Double, _ start: Double, _ end: Double) -> Double { t * end + (1 - t) * start }
        func quadraticOut(_ t: Double, _ start: Double, _ end: Double) -> Double { linear(2 * t - t * t, start, end) }
        func noBounceFriction(_ tension: Double) -> Double {
            if tension <= 18 {
                return 0.0007 * tension * tension * tension - 0.031 * tension * tension + 0.64 * tension + 1.28
            } else if tension <= 44 {
                return 0.000044 * tension * tension * tension - 0.006 * tension * tension + 0.36 * tension + 2
            }
            return 0.00000045 * tension * tension * tension - 0.000332 * tension * tension + 0.1078 * tension + 5.84
        }
        let b = project(normalize(bounciness / 1.7, 0, 20), 0, 0.8)
        let s = normalize(speed / 1.7, 0, 20)
        let tension = project(s, 0.5, 200)
        let friction = quadraticOut(b, noBounceFriction(tension), 0.01)
        // Errors name what the caller gave: tension comes from the speed, friction from both.
        do {
            try self.init(origamiTension: tension, friction: friction)
        } catch {
            let isTension = error.parameter == "tension"
            throw ConfigurationError(parameter: isTension ? "speed" : "bounciness", value: isTension ? speed : bounciness,
                                     requirement: "must convert to a valid Origami \(error.parameter) (\(error.description))")
        }
    }

    /// UIKit's `initialSpringVelocity` (1 = the whole distance in one second) in units per second.
    ///
    /// ```swift
    /// print(Spring.velocity(fromUIKitInitialSpringVelocity: 0.5, distance: 200))   // 100.0: points per second
    /// ```
    public static func velocity(fromUIKitInitialSpringVelocity relative: Double, distance: Double) -> Double {
        relative * distance
    }

    /// A velocity in units per second as UIKit's relative `initialSpringVelocity`; 0 for a zero distance.
    public static func uikitInitialSpringVelocity(velocity: Double, distance: Double) -> Double {
        distance == 0 ? 0 : velocity / distance
    }
}
