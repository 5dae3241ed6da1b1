import Geometry

/// The first time a spring's motion is within a tolerance of its end: where a Flutter scroll spring
/// (whose `isDone` is `|x − end| < distance && |dx| < velocity`) stops a scroll view.
enum _SpringArrival {
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
        guard step > 0, step.isFinite else { return last }
        let samples = Int(Swift.min(Swift.max((last / step).rounded(.up), 16), 50_000))   // clamped before converting: no trap
        let spacing = last / Double(samples)
        var index = 1
        while index < samples && !isDone(Double(index) * spacing) { index += 1 }
        if index == samples { return last }
        var low = Double(index - 1) * spacing, high = Double(index) * spacing
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if middle <= low || middle >= high { break }
            if isDone(middle) { high = middle } else { low = middle }
        }
        return high
    }
}
