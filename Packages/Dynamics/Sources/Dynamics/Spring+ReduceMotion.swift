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
}
