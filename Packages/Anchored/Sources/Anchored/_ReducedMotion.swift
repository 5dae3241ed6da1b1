import Dynamics

extension Spring {
    /// This spring as Reduce Motion settles with it: the same mass and stiffness, the damping raised to
    /// critical when it is below (no oscillation about the target). A spring already at or above critical
    /// is itself.
    var withoutBounce: Spring {
        let critical = 2 * mass.squareRoot() * stiffness.squareRoot()
        guard damping < critical else { return self }
        do throws(ConfigurationError) {
            return try Spring(mass: mass, stiffness: stiffness, damping: critical)
        } catch {
            return self     // not reached: raising a valid spring's damping keeps it valid
        }
    }

    /// The fastest start toward a target `distance` away (points, ≥ 0) with which this spring, critically
    /// damped or more, comes to it without passing it: (ζ + √(ζ² − 1))·ω₀·distance. Faster, the motion
    /// e^(r₁t), e^(r₂t) (r₂ = −(ζ + √(ζ² − 1))·ω₀ the faster root) crosses the target once and comes back.
    func speedWithoutOvershoot(distance: Double) -> Double {
        let zeta = Swift.max(dampingRatio, 1)
        return (zeta + (zeta * zeta - 1).squareRoot()) * naturalFrequency * distance
    }
}
