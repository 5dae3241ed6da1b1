import Geometry

/// The first time a spring's motion is within a tolerance of its end: where a Flutter scroll spring
/// (whose `isDone` is `|x − end| < distance && |dx| < velocity`) stops a scroll view.
package enum _SpringArrival {
    /// - Parameters:
    ///   - spring: The spring.
    ///   - offset: The start minus the end.
    ///   - velocity: The initial velocity.
    ///   - tolerance: Positive distance and velocity limits.
    /// - Returns: The earliest time at which the motion is done (to about 1e-12 s), 0 if it starts done.
    ///   Finite for every damped spring; `.infinity` for an undamped one that has anywhere to go.
    static func time(spring: Spring, offset: Double, velocity: Double, tolerance: SimulationTolerance) -> Double {
        func isDone(_ time: Double) -> Bool {
            let (x, v) = SpringStep(spring: spring, duration: time).apply(offset: offset, velocity: velocity)
            return Swift.abs(x) < tolerance.distance && Swift.abs(v) < tolerance.velocity
        }
        if isDone(0) { return 0 }
        // After the last exit it stays done; the first arrival is at or before it.
        let last = SettlingSearch.lastExit(spring: spring, distance: Swift.abs(offset), speed: Swift.abs(velocity),
                                           positionLimit: tolerance.distance, velocityLimit: tolerance.velocity) { !isDone($0) }
        guard last.isFinite, last > 0 else { return last }
        // Sample finer than the motion can turn, then bisect the first change.
        let omega0Squared = spring.stiffness / spring.mass
        let alpha = spring.damping / (2 * spring.mass)
        let discriminant = alpha * alpha - omega0Squared
        var step = 1 / (8 * Swift.max(alpha, omega0Squared.squareRoot()))
        if discriminant < 0 { step = Swift.min(step, 2 * Double.pi / (-discriminant).squareRoot() / 16) }
        return firstTime(before: last, step: step, isDone)
    }

    /// The first time in (0, `end`] at which `holds` is true, to about 1e-12 s: sampled `step` apart
    /// (16 to 50,000 samples), then the first change bisected. `end` when no sample before it holds.
    /// `step` must be finer than the motion can turn for the first change to be found.
    package static func firstTime(before end: Double, step: Double, _ holds: (Double) -> Bool) -> Double {
        guard step > 0, step.isFinite, end > 0, end.isFinite else { return end }
        let samples = Int(Swift.min(Swift.max((end / step).rounded(.up), 16), 50_000))   // clamped before converting: no trap
        let spacing = end / Double(samples)
        var index = 1
        while index < samples && !holds(Double(index) * spacing) { index += 1 }
        if index == samples { return end }
        var low = Double(index - 1) * spacing, high = Double(index) * spacing
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if middle <= low || middle >= high { break }
            if holds(middle) { high = middle } else { low = middle }
        }
        return high
    }
}
