import Geometry

/// A spring carrying a scroll offset to a target with the release velocity: Flutter's
/// `ScrollSpringSimulation` (the bounce back of its iOS physics, its page snapping), and this
/// library's landing on a chosen page or target.
///
/// ```swift
/// let snap = try ScrollSpringSimulation(spring: BouncingScrollPhysics.spring, start: 620, end: 750, velocity: 900)
/// print(snap.position(at: 0.1))   // 691.2159...: on its way to 750
/// print(snap.restPosition)   // 750.0: exactly, from restTime on
/// ```
///
/// The motion is the exact spring solution (``SpringSolution``). As in Flutter, it is done once it is
/// closer than the tolerance's distance to the end and slower than its velocity (both strict), and then
/// it is exactly at the end: ``restTime`` is the first such time, where a Flutter scroll view ends the
/// motion, and from then on the simulation stays at the end with zero velocity.
public struct ScrollSpringSimulation: _StateScrollSimulation {
    /// The spring.
    public let spring: Spring
    /// Where the motion starts.
    public let start: Double
    /// Where it ends.
    public let end: Double
    /// The velocity at the start, points per second.
    public let initialVelocity: Double
    /// When it counts as done.
    public let tolerance: SimulationTolerance
    public let restTime: Double

    @usableFromInline let solution: SpringSolution<Double>

    /// A spring from `start` to `end`.
    ///
    /// - Parameters:
    ///   - spring: Any damped spring (an undamped one is rejected: it would never rest).
    ///   - start: The position at time 0; finite.
    ///   - end: The target; finite.
    ///   - velocity: The velocity at time 0, points per second; finite.
    ///   - tolerance: When it counts as done; Flutter's default tolerance by default.
    /// - Throws: `ConfigurationError` for a non-finite value or a spring without damping.
    public init(spring: Spring, start: Double, end: Double, velocity: Double,
                tolerance: SimulationTolerance = .default) throws(ConfigurationError) {
        try ConfigurationError.check(start, "start", .finite)
        try ConfigurationError.check(end, "end", .finite)
        try ConfigurationError.check(velocity, "velocity", .finite)
        try ConfigurationError.check(spring.damping, "spring.damping", .positive)
        self.spring = spring
        self.start = start
        self.end = end
        self.initialVelocity = velocity
        self.tolerance = tolerance
        solution = SpringSolution(spring: spring, from: start, to: end, initialVelocity: velocity)
        let arrival = _SpringArrival.time(spring: spring, offset: start - end, velocity: velocity, tolerance: tolerance)
        guard arrival.isFinite else {
            throw ConfigurationError(parameter: "spring", describing: spring, requirement: "must come to rest")
        }
        restTime = arrival
    }

    /// The end.
    @inlinable
    public var restPosition: Double { end }

    /// Position and velocity at `time`: the spring's until ``restTime``, then the end at rest.
    ///
    /// - Complexity: O(1): one exponential and a sine and cosine (or two exponentials), no allocation.
    @inlinable
    public func state(at time: Double) -> (position: Double, velocity: Double) {
        let t = scrollTime(time)
        if t >= restTime { return (end, 0) }
        let (x, v) = solution.state(at: t)
        return (x, v)
    }
}
