import Geometry

/// framer-motion's (Motion's) two time-based spring spellings.
extension Spring {
    /// framer-motion's `spring({ visualDuration, bounce })`: mass 1, ω₀ = 2π/(1.2·visualDuration),
    /// ζ = 1 − bounce clamped to 0.05...1 (as Motion clamps it).
    ///
    /// ```swift
    /// let motion = try Spring(visualDuration: 0.3, bounce: 0.3)   // Motion's spring() defaults
    /// print(motion.stiffness, motion.damping)   // 304.6174... 24.4346...
    /// ```
    /// - Parameters:
    ///   - visualDuration: > 0 seconds, the time by which the motion looks done.
    ///   - bounce: finite; only 1 − bounce in 0.05...1 matters.
    /// - Throws: `ConfigurationError` naming the parameter.
    public init(visualDuration: Double, bounce: Double) throws(ConfigurationError) {
        try ConfigurationError.check(visualDuration, "visualDuration", .positive)
        try ConfigurationError.check(bounce, "bounce", .finite)
        let zeta = Swift.min(Swift.max(1 - bounce, 0.05), 1)
        let omega = 2 * Double.pi / (visualDuration * 1.2)
        try self.init(validating: 1, stiffness: omega * omega, damping: 2 * zeta * omega,
                      frequency: ("visualDuration", visualDuration), decay: ("bounce", bounce))
    }

    /// framer-motion's `{ type: "spring", duration, bounce }` (its `findSpring`): ζ = 1 − bounce clamped to
    /// 0.05...1, the duration (seconds) clamped to 0.01...10, then the envelope ζ/√(1 − ζ²)·e^(−ζω₀d) = 0.001
    /// (ζ < 1) or (1 + ω₀d)e^(−ω₀d) = 0.001 (ζ = 1) solved as Motion does: eleven Newton steps from
    /// ω₀ = 5/d, so the constants are Motion's to the last bit its iteration reaches (SwiftUI's
    /// ``init(settlingDuration:dampingRatio:epsilon:)`` takes the same steps but stops once one is at most ε). Motion also ends
    /// such an animation at exactly `duration`; that is the driver's business, not the spring's.
    ///
    /// ```swift
    /// let motion = try Spring(framerDuration: 0.8, bounce: 0.25)
    /// print(motion.stiffness, motion.damping)   // 137.4135... 17.5835...
    /// ```
    /// - Throws: `ConfigurationError` naming the parameter.
    public init(framerDuration: Double, bounce: Double) throws(ConfigurationError) {
        try ConfigurationError.check(framerDuration, "framerDuration", .positive)
        try ConfigurationError.check(bounce, "bounce", .finite)
        let zeta = Swift.min(Swift.max(1 - bounce, 0.05), 1)
        let duration = Swift.min(Swift.max(framerDuration, 0.01), 10)
        let amplitude = zeta / (1 - zeta * zeta).squareRoot()
        var omega = 5 / duration
        for _ in 1..<12 {
            omega -= Self.envelopeNewtonStep(omega: omega, duration: duration, zeta: zeta, amplitude: amplitude, epsilon: 0.001)
        }
        // Motion falls back to stiffness 100, damping 10 when its iteration fails (NaN).
        guard omega.isFinite, omega > 0 else {
            self.init(unchecked: 1, stiffness: 100, damping: 10)
            return
        }
        try self.init(validating: 1, stiffness: omega * omega, damping: 2 * zeta * omega,
                      frequency: ("framerDuration", framerDuration), decay: ("bounce", bounce))
    }
}
