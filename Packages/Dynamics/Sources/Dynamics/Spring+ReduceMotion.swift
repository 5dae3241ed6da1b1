import Geometry

extension Spring {
    /// The spring a release uses under Reduce Motion: the same mass and stiffness with the damping
    /// ratio raised to 1 (SwiftUI's bounce 0) when the spring is bouncy, so the motion settles without
    /// oscillating; an already critically or over-damped spring is returned unchanged.
    ///
    /// A critically damped spring never oscillates: thrown hard toward its target it may pass it once
    /// and come back, and it never bounces about it.
    ///
    /// ```swift
    /// import Dynamics
    ///
    /// let calm = Spring.bouncy.withoutBounce
    /// print(calm.dampingRatio == 1, calm.stiffness == Spring.bouncy.stiffness)   // true true
    /// ```
    ///
    /// - Complexity: O(1).
    public var withoutBounce: Spring {
        guard dampingRatio < 1 else { return self }
        // √m·√k as `init(mass:stiffness:dampingRatio:)` forms it; the spring was valid, so is this one.
        return Spring(unchecked: mass, stiffness: stiffness, damping: 2 * mass.squareRoot() * stiffness.squareRoot())
    }

    /// The fastest start toward a target `distance` away (points, ≥ 0) with which this spring, critically
    /// damped or more, comes to it without passing it: (ζ + √(ζ² − 1))·ω₀·distance, ω₀·distance for a
    /// critically damped spring (ζ below 1 counts as 1: Reduce Motion settles with ``withoutBounce``).
    /// Faster, the motion c₁e^(r₁t) + c₂e^(r₂t) (r₂ = −(ζ + √(ζ² − 1))·ω₀ the faster root) crosses the
    /// target once and comes back.
    ///
    /// - Complexity: O(1).
    package func speedWithoutOvershoot(distance: Double) -> Double {
        let zeta = Swift.max(dampingRatio, 1)
        return (zeta + (zeta * zeta - 1).squareRoot()) * naturalFrequency * distance
    }

    /// A release's `velocity` as Reduce Motion starts this spring with it from `position` toward `target`:
    /// no faster toward the target than ``speedWithoutOvershoot(distance:)``, so that the motion reaches the
    /// target without passing it; a start away from the target (which turns back short of it) is unchanged.
    ///
    /// - Complexity: O(1).
    package func velocityWithoutOvershoot(_ velocity: Double, from position: Double, to target: Double) -> Double {
        guard (target - position) * velocity > 0 else { return velocity }
        let limit = speedWithoutOvershoot(distance: Swift.abs(target - position))
        return velocity > 0 ? Swift.min(velocity, limit) : Swift.max(velocity, 0 - limit)
    }
}
