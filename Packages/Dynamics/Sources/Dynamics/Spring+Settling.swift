import Geometry

/// Settling durations: the platforms' estimates under the platforms' names, the exact solve under names
/// that say so. The two differ because the platforms bound the oscillation by an envelope instead of
/// finding its last exit from the ε band (the Dynamics guide tabulates by how much).
extension Spring {
    /// SwiftUI's `Spring(settlingDuration:dampingRatio:epsilon:)`: the spring whose envelope falls to
    /// `epsilon` after `settlingDuration` seconds, solved as SwiftUI solves it.
    ///
    /// The duration is clamped to 0.01...10 s and ζ to at most 1. For ζ < 1 the natural frequency ω₀ is
    /// the root of ε = ζ/√(1 − ζ²)·e^(−ζω₀d), for ζ = 1 of the critically damped motion (1 + ω₀d)·e^(−ω₀d) = ε;
    /// mass 1. SwiftUI finds it by Newton's method from ω₀ = 5/d (framer-motion's duration/bounce solve
    /// starts there too), stopping once a step is at most ε (in rad/s) with that step taken; the iterates
    /// rise monotonically onto the root, so the result is at most one step short of it: up to 9.5e-6
    /// relative in stiffness at d = 10 s, ζ = 0.9 (``init(exactEnvelopeSettlingDuration:dampingRatio:epsilon:)``
    /// is the exact root). The envelope is not the motion: the exact last exit from the band is 45 % later
    /// than `settlingDuration` at ζ = 0.1, 10 % later at 0.3, and within −1.3 % to +4.6 % from 0.5 to 0.9
    /// (see ``init(exactSettlingDuration:dampingRatio:epsilon:)`` for a spring that exits exactly then).
    ///
    /// ```swift
    /// let swiftUI = try Spring(settlingDuration: 1, dampingRatio: 0.5)
    /// print(swiftUI.stiffness, swiftUI.damping)   // 161.7195... 12.7168...
    /// ```
    /// - Parameters:
    ///   - settlingDuration: > 0 seconds (clamped to 0.01...10).
    ///   - dampingRatio: > 0 (clamped to at most 1), and large enough that the envelope starts outside
    ///     the band: ζ/√(1 − ζ²) > ε.
    ///   - epsilon: in (0, 1), default 0.001.
    /// - Throws: `ConfigurationError` naming the parameter.
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) throws(ConfigurationError) {
        try self.init(envelopeSettlingDuration: settlingDuration, dampingRatio: dampingRatio, epsilon: epsilon,
                      parameter: "settlingDuration", exactRoot: false)
    }

    /// The spring whose envelope falls to `epsilon` after exactly `exactEnvelopeSettlingDuration` seconds:
    /// the equation of ``init(settlingDuration:dampingRatio:epsilon:)`` (the same clamps) solved in closed
    /// form, ω₀ = ln(ζ/(√(1 − ζ²)·ε))/(ζd), or to round-off for ζ = 1, instead of SwiftUI's Newton steps.
    ///
    /// ```swift
    /// let exact = try Spring(exactEnvelopeSettlingDuration: 10, dampingRatio: 0.9)
    /// let swiftUI = try Spring(settlingDuration: 10, dampingRatio: 0.9)
    /// print(exact.stiffness, swiftUI.stiffness)   // 0.7192... 0.7192...: 9.5e-6 apart
    /// ```
    /// - Parameters: as ``init(settlingDuration:dampingRatio:epsilon:)``.
    /// - Throws: `ConfigurationError` naming the parameter.
    public init(exactEnvelopeSettlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) throws(ConfigurationError) {
        try self.init(envelopeSettlingDuration: exactEnvelopeSettlingDuration, dampingRatio: dampingRatio, epsilon: epsilon,
                      parameter: "exactEnvelopeSettlingDuration", exactRoot: true)
    }

    /// The envelope solve behind both initialisers: SwiftUI's Newton steps, or the exact root.
    private init(envelopeSettlingDuration settlingDuration: Double, dampingRatio: Double, epsilon: Double,
                 parameter: String, exactRoot: Bool) throws(ConfigurationError) {
        try ConfigurationError.check(settlingDuration, parameter, .positive)
        try ConfigurationError.check(dampingRatio, "dampingRatio", .positive)
        try ConfigurationError.check(epsilon, "epsilon", .unitOpenInterval)
        let duration = Swift.min(Swift.max(settlingDuration, 0.01), 10)
        let zeta = Swift.min(dampingRatio, 1)
        var amplitude = 1.0
        if zeta < 1 {
            amplitude = zeta / (1 - zeta * zeta).squareRoot()
            guard amplitude > epsilon else {
                throw ConfigurationError(parameter: "dampingRatio", value: dampingRatio,
                                         requirement: "must give an envelope ζ/√(1 − ζ²) above epsilon (\(epsilon)) to start from")
            }
        }
        let root = (zeta < 1 ? Double.log(amplitude / epsilon) / zeta : Self.criticalUnitTime(epsilon: epsilon)) / duration
        let omega = exactRoot ? root
            : Self.swiftUIEnvelopeRoot(duration: duration, zeta: zeta, amplitude: amplitude, epsilon: epsilon) ?? root
        try self.init(validating: 1, stiffness: omega * omega, damping: 2 * zeta * omega,
                      frequency: (parameter, settlingDuration), decay: ("dampingRatio", dampingRatio))
    }

    /// SwiftUI's solve for ω₀: Newton's method on the envelope equation from 5/d, stopping after the
    /// first step of at most `epsilon`. With ε = 0.001 the start is below the root (the root is at least
    /// 8.5/d) and the iterates rise monotonically onto it. With a large ε the root can be below 5/d; where
    /// the steps then end anywhere but on a positive ω₀ (at ζ = 1 past ε ≈ 0.04 they can reach the
    /// equation's other, negative root) this returns nil and the caller takes the exact root.
    static func swiftUIEnvelopeRoot(duration d: Double, zeta: Double, amplitude: Double, epsilon: Double) -> Double? {
        var omega = 5 / d
        for _ in 0..<1000 {
            let step = envelopeNewtonStep(omega: omega, duration: d, zeta: zeta, amplitude: amplitude, epsilon: epsilon)
            guard step.isFinite else { return nil }
            omega -= step
            if Swift.abs(step) <= epsilon { return omega.isFinite && omega > 0 ? omega : nil }
        }
        return nil
    }

    /// One Newton step on the envelope equation at ω: f(ω)/f′(ω) with f(ω) = ε − A·e^(−ζωd) (ζ < 1,
    /// A = ζ/√(1 − ζ²)) or f(ω) = (1 + ωd)·e^(−ωd) − ε (ζ = 1). SwiftUI's and framer-motion's solves
    /// both take these steps (in framer-motion's order of operations, so its constants keep their bits).
    static func envelopeNewtonStep(omega: Double, duration: Double, zeta: Double, amplitude: Double, epsilon: Double) -> Double {
        if zeta < 1 {
            let decay = Double.exp(-zeta * omega * duration)
            return (epsilon - amplitude * decay) / (amplitude * zeta * duration * decay)
        }
        let decay = Double.exp(-omega * duration)
        return (decay * (1 + omega * duration) - epsilon) / (-omega * duration * duration * decay)
    }

    /// The spring that settles (within `epsilon` of a unit move from rest) in exactly
    /// `exactSettlingDuration` seconds with damping ratio ζ: ``exactSettlingDuration(epsilon:)`` of the
    /// result is the duration. Our own solve, not a platform's; every ζ > 0 is kept (over-damped too).
    ///
    /// ```swift
    /// let exact = try Spring(exactSettlingDuration: 0.6, dampingRatio: 0.7)
    /// print(exact.exactSettlingDuration())   // 0.5999...: the duration asked for, to round-off
    /// ```
    /// - Parameters:
    ///   - exactSettlingDuration: > 0 seconds.
    ///   - dampingRatio: > 0 (an undamped spring never settles).
    ///   - epsilon: in (0, 1), default 0.001.
    /// - Throws: `ConfigurationError` naming the parameter. A combination the doubles cannot hold throws
    ///   instead of trapping: ζ so small that the spring would take longer than
    ///   `Double.greatestFiniteMagnitude` seconds to settle (below about 1e-305), or a duration that
    ///   needs ω₀² or ζω₀ beyond the spring's domain (see ``Spring``).
    public init(exactSettlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) throws(ConfigurationError) {
        try ConfigurationError.check(exactSettlingDuration, "exactSettlingDuration", .positive)
        try ConfigurationError.check(dampingRatio, "dampingRatio", .positive)
        try ConfigurationError.check(epsilon, "epsilon", .unitOpenInterval)
        // For a fixed ζ and no initial velocity the motion is a function of ω₀t: settle a spring with
        // ω₀ = 1 and scale. Past ζ = 1e8 the over-damped motion from rest is e^{−t/(2ζ)} to within
        // 1e-16 relative (the fast mode has gone), so the unit time is 2ζ·ln(1/ε) in closed form;
        // this also covers ratios whose unit spring (α = ζ) would be outside the domain.
        let unitTime: Double
        if dampingRatio > 1e8 {
            unitTime = 2 * dampingRatio * -Double.log(epsilon)
        } else {
            unitTime = Spring(unchecked: 1, stiffness: 1, damping: 2 * dampingRatio).exactSettlingDuration(epsilon: epsilon)
        }
        guard unitTime.isFinite else {
            throw ConfigurationError(parameter: "dampingRatio", value: dampingRatio,
                                     requirement: "must be large enough for the spring to settle within the finite doubles (about 1e-305)")
        }
        let omega = unitTime / exactSettlingDuration
        try self.init(validating: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega,
                      frequency: ("exactSettlingDuration", exactSettlingDuration), decay: ("dampingRatio", dampingRatio))
    }

    /// SwiftUI's `Spring(mass:stiffness:damping:allowOverDamping:)`: with `allowOverDamping` false (SwiftUI's
    /// default) a damping above critical is lowered to critical, 2√(mk); with true it is kept, as
    /// ``init(mass:stiffness:damping:)`` (Core Animation's physics) always keeps it.
    ///
    /// ```swift
    /// let clamped = try Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: false)
    /// print(clamped.damping)   // 20.0: lowered to critical
    /// ```
    /// - Throws: `ConfigurationError` naming the parameter, as ``init(mass:stiffness:damping:)``.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool) throws(ConfigurationError) {
        try ConfigurationError.check(mass, "mass", .positive)
        try ConfigurationError.check(stiffness, "stiffness", .positive)
        try ConfigurationError.check(damping, "damping", .nonNegative)
        let critical = 2 * mass.squareRoot() * stiffness.squareRoot()
        try self.init(mass: mass, stiffness: stiffness, damping: allowOverDamping ? damping : Swift.min(damping, critical))
    }

    /// The estimated time a move from rest by 1 takes to come within `epsilon` of its target and stay:
    /// Core Animation's and SwiftUI's `settlingDuration` (target 1, no initial velocity, ε 0.001).
    ///
    /// An envelope estimate, as the platforms document theirs ("the estimated duration"): an
    /// under-damped motion 1 − e^(−αt)(cos ω_d t + (α/ω_d) sin ω_d t) is bounded by
    /// e^(−αt)(1 + α·min(t, 1/ω_d)), and the estimate is the time that bound reaches ε; critically and
    /// over-damped motions from rest do not oscillate, so theirs is exact. With ε = 0.001 it gives
    /// Apple's published figures for mass 1, stiffness 100: damping 5 → 2.855 s ("approximately
    /// 2.85 seconds"), damping 15 → 1.022 s ("just over 1 second"). Never earlier than
    /// ``exactSettlingDuration(epsilon:)`` (2.688 s and 0.800 s there). `.infinity` for an undamped spring.
    ///
    /// ```swift
    /// print(try Spring(mass: 1, stiffness: 100, damping: 5).settlingDuration())   // 2.8549...: seconds, Apple's "approximately 2.85"
    /// ```
    public func settlingDuration(epsilon: Double = 0.001) -> Double {
        let alpha = damping / (2 * mass)
        let omegaDSquared = stiffness / mass - alpha * alpha
        guard alpha > 0 else { return .infinity }
        guard omegaDSquared > 0 else { return exactSettlingDuration(epsilon: epsilon) }
        // Past t = 1/ω_d the sine term is bounded by 1 (closed form); before it by ω_d·t, where the
        // bound is the critically damped shape (1 + αt)e^(−αt) (near critical damping).
        // (When α/ω_d overflows, ln(α/ω_d)/α < 1/ω_d: the early form applies.)
        let inverseOmegaD = 1 / omegaDSquared.squareRoot()
        let ratio = alpha * inverseOmegaD
        if ratio.isFinite {
            let late = Double.log((1 + ratio) / epsilon) / alpha
            if late >= inverseOmegaD { return late }
        }
        return Self.criticalUnitTime(epsilon: epsilon) / alpha
    }

    /// The time after which a move from rest by 1 stays within `epsilon` of its target, exactly (the
    /// last time |x(t) − 1| = epsilon): our own definition, not a platform's estimate. `.infinity` for an
    /// undamped spring.
    ///
    /// ```swift
    /// print(try Spring(mass: 1, stiffness: 100, damping: 5).exactSettlingDuration())   // 2.6878...: seconds
    /// ```
    public func exactSettlingDuration(epsilon: Double = 0.001) -> Double {
        SpringSolution<Double>(spring: self, from: 0, to: 1)
            .settlingTime(threshold: .absolute(position: epsilon, velocity: .infinity))
    }

    /// The root u > 0 of (1 + u)·e^(−u) = ε, ε in (0, 1): the critically damped motion from rest in units
    /// of 1/ω₀. Newton on u − ln(1 + u) = ln(1/ε), convex and increasing, from a start above the root
    /// (u₀ = L + 2 ln(1 + L), L = ln(1/ε)), so the iterates fall monotonically onto it.
    static func criticalUnitTime(epsilon: Double) -> Double {
        let target = -Double.log(epsilon)
        var u = target + 2 * Double.log(1 + target)
        for _ in 0..<100 {
            let step = (u - Double.log(1 + u) - target) * (1 + u) / u
            guard step > 0, u - step < u else { break }
            u -= step
        }
        return u
    }
}
