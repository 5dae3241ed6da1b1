/// How long a damped spring provably stays outside its settling limits: what lets ``SpringAnimation``
/// and ``SpringBatch`` skip the settle test on frames far from rest without changing any result.
@usableFromInline
enum _SettleBound {
    /// The time during which a motion from offset x and velocity v cannot meet |x| ≤ Lp and |v| ≤ Lv
    /// (0 when it may already; infinity when it never can).
    ///
    /// Any regime: E = ω₀²|x|² + |v|² has dE/dt = −4α|v|² ≥ −4αE (α = c/2m), so E(t) ≥ E(0)·e^{−4αt},
    /// while a settled state has E ≤ ω₀²·Lp² + Lv². Under-damped (ω_d > 0): Q = |x|² + |v + αx|²/ω_d²
    /// decays exactly as e^{−2αt}, and a settled state has Q ≤ Lp² + (Lv + α·Lp)²/ω_d²: a tighter
    /// bound, used unless ω_d is tiny against ω₀ (near critical damping, where rounding could matter).
    /// The bound gives up 0.1 % of the energy to absorb rounding (and uses a lower bound of the logarithm), so a test scheduled this way never
    /// starts later than it could first pass: results are those of testing every frame.
    ///
    /// - Parameters:
    ///   - spring: The constants.
    ///   - offsetSquared: |x|², x = value − target.
    ///   - velocitySquared: |v|².
    ///   - shiftedVelocitySquared: |v + α·x|².
    ///   - positionLimitSquared: Lp².
    ///   - velocityLimitSquared: Lv².
    @usableFromInline
    static func unsettledDuration(spring: Spring, offsetSquared: Double, velocitySquared: Double,
                                  shiftedVelocitySquared: Double,
                                  positionLimitSquared: Double, velocityLimitSquared: Double) -> Double {
        let constants = Constants(spring: spring)
        let omega0Squared = constants.omega0Squared, alpha = constants.alpha
        let omegaDSquared = constants.omegaDSquared, rate = constants.rate
        let energy: Double, energyLimit: Double
        if constants.isUnderdamped {
            let limit = velocityLimitSquared.squareRoot() + alpha * positionLimitSquared.squareRoot()
            energy = offsetSquared + shiftedVelocitySquared / omegaDSquared
            energyLimit = positionLimitSquared + limit * limit / omegaDSquared
        } else {
            energy = omega0Squared * offsetSquared + velocitySquared
            energyLimit = omega0Squared * positionLimitSquared + velocityLimitSquared
        }
        // A floor under the limit, so that a state which underflows to exactly zero is tested too.
        let ratio = energy / Swift.max(energyLimit, 1e-280)
        guard ratio.isFinite, ratio > 1.002 else { return 0 }   // may be inside already: test every frame
        guard rate > 0 else { return .infinity }                   // undamped and outside: never settles
        return Swift.max(0, (logLowerBound(ratio) - 0.001) / rate)
    }

    /// What the bound needs of a spring, the same for all its legs (``SpringBatch`` computes it once
    /// for a restart of every spring).
    @usableFromInline
    struct Constants {
        /// ω₀² = k/m.
        let omega0Squared: Double
        /// α = c/2m, the envelope's decay rate.
        let alpha: Double
        /// ω_d² = ω₀² − α².
        let omegaDSquared: Double
        /// Whether the tighter under-damped bound is used (ω_d not tiny against ω₀).
        let isUnderdamped: Bool
        /// The bounded energy's decay rate: 2α under-damped, else 4α.
        let rate: Double

        @usableFromInline
        init(spring: Spring) {
            omega0Squared = spring.stiffness / spring.mass
            alpha = spring.damping / (2 * spring.mass)
            omegaDSquared = omega0Squared - alpha * alpha
            isUnderdamped = omegaDSquared > 1e-6 * omega0Squared
            rate = isUnderdamped ? 2 * alpha : 4 * alpha
        }
    }

    /// A lower bound on ln(x) for x ≥ 1, within 0.06 of it and far cheaper than `log`: with
    /// x = m·2^e (1 ≤ m < 2), log₂ x = e + log₂ m ≥ e + (m − 1), since log₂ is concave on [1, 2].
    @usableFromInline
    static func logLowerBound(_ x: Double) -> Double {
        (Double(x.exponent) + (x.significand - 1)) * 0.693_147_180_559_945_2
    }
}
