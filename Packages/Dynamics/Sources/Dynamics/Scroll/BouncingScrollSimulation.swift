import Geometry

/// Flutter's `BouncingScrollSimulation`, its imitation of iOS: a friction coast between the extents
/// that hands over to a spring at the extent it would pass; a release beyond an extent goes straight
/// to the spring.
///
/// ```swift
/// let fling = try BouncingScrollSimulation(position: 500, velocity: -7500, leadingExtent: 0, trailingExtent: 1000)
/// print(fling.position(at: 0.065))   // 42.8939...: still coasting toward the top
/// print(fling.restPosition)   // 0.0: it springs back to the top
/// ```
///
/// - Between the extents: Flutter's `FrictionSimulation(0.135, position, velocity)` (0.998¹⁰⁰⁰ per
///   second, UIScrollView's `.normal`), with a constant deceleration for the fast variant.
/// - If the coast would end beyond an extent, at the exact time it reaches the extent a
///   ``ScrollSpringSimulation`` takes over from the extent to the extent with the coast's velocity
///   there, `min(velocity, 5000)`.
/// - Beyond an extent at the release: the spring toward that extent at once.
///
/// Done is Flutter's rule (the coast's speed under the tolerance, or the spring's), and ``restTime`` is
/// the first time it holds: a Flutter scroll view ends the motion at that frame, so from then on the
/// simulation stays at ``restPosition`` (the extent after a spring, else where the coast slowed to the
/// tolerance) with zero velocity. The crossing time is solved exactly, where Flutter's current source runs ten Newton steps
/// toward it; the two agree whenever the extent is well inside the coast.
public struct BouncingScrollSimulation: _StateScrollSimulation {
    /// The lower extent (`-.infinity` for none).
    public let leadingExtent: Double
    /// The upper extent (`.infinity` for none).
    public let trailingExtent: Double
    /// The spring that returns the content to an extent.
    public let spring: Spring
    /// When the phases count as done.
    public let tolerance: SimulationTolerance
    /// When the spring takes over: `-.infinity` for a release beyond an extent, `.infinity` if never.
    public let springTime: Double
    public let restPosition: Double
    public let restTime: Double

    @usableFromInline let friction: FrictionSimulation?
    @usableFromInline let bounce: ScrollSpringSimulation?

    /// A release at `position` with `velocity`.
    ///
    /// - Parameters:
    ///   - position: Pixels at the release; finite.
    ///   - velocity: Pixels per second; finite.
    ///   - leadingExtent: The smallest in-range position (`-.infinity` for none).
    ///   - trailingExtent: The largest, not below `leadingExtent` (`.infinity` for none).
    ///   - spring: The bounce spring; ``BouncingScrollPhysics/spring`` (mass 0.5, stiffness 100, ratio
    ///     1.1) by default. It must be damped.
    ///   - constantDeceleration: Added to the friction, px/s², zero or more: 0 normal, 1400 fast.
    ///   - tolerance: Flutter's `Tolerance.defaultTolerance` by default (a scrollable passes its
    ///     ``SimulationTolerance/scrollPhysics(devicePixelRatio:)``).
    /// - Throws: `ConfigurationError` naming a non-finite value, crossed extents, a negative
    ///   deceleration or an undamped spring.
    public init(position: Double, velocity: Double, leadingExtent: Double, trailingExtent: Double,
                spring: Spring = BouncingScrollPhysics.spring, constantDeceleration: Double = 0,
                tolerance: SimulationTolerance = .default) throws(ConfigurationError) {
        try ConfigurationError.check(position, "position", .finite)
        try ConfigurationError.check(velocity, "velocity", .finite)
        try UIKitScrollSimulation.checkExtents(leadingExtent, trailingExtent)
        try ConfigurationError.check(constantDeceleration, "constantDeceleration", .nonNegative)
        self.leadingExtent = leadingExtent
        self.trailingExtent = trailingExtent
        self.spring = spring
        self.tolerance = tolerance
        if position < leadingExtent || position > trailingExtent {
            let extent = position < leadingExtent ? leadingExtent : trailingExtent
            let bounce = try ScrollSpringSimulation(spring: spring, start: position, end: extent, velocity: velocity,
                                                    tolerance: tolerance)
            friction = nil
            self.bounce = bounce
            springTime = -.infinity
            restTime = bounce.restTime
            restPosition = extent
            return
        }
        let coast = try FrictionSimulation(drag: BouncingScrollPhysics.drag, position: position, velocity: velocity,
                                           constantDeceleration: constantDeceleration,
                                           velocityTolerance: tolerance.velocity, distanceTolerance: tolerance.distance)
        friction = coast
        let final = coast.finalX
        var handOver = Double.infinity
        var extent = 0.0
        if velocity > 0 && final > trailingExtent {
            handOver = coast.timeAtX(trailingExtent)
            extent = trailingExtent
        } else if velocity < 0 && final < leadingExtent {
            handOver = coast.timeAtX(leadingExtent)
            extent = leadingExtent
        }
        let coastDone = Self.slowingTime(coast, below: tolerance.velocity)
        if handOver.isFinite && coastDone > handOver {
            let bounce = try ScrollSpringSimulation(
                spring: spring, start: extent, end: extent,
                velocity: Swift.min(coast.dx(handOver), BouncingScrollPhysics.maxSpringTransferVelocity),
                tolerance: tolerance)
            self.bounce = bounce
            springTime = handOver
            restTime = handOver + bounce.restTime
            restPosition = extent
        } else {
            bounce = nil
            springTime = handOver.isFinite ? handOver : .infinity
            restTime = coastDone
            restPosition = coast.x(coastDone)
        }
    }

    /// The first time a coast's speed is under `limit` (0 if it starts under it).
    static func slowingTime(_ coast: FrictionSimulation, below limit: Double) -> Double {
        let speed = Swift.abs(coast.velocity)
        guard speed >= limit else { return 0 }
        if coast.constantDeceleration == 0 {
            return Double.log(limit / speed) / Double.log(coast.drag)
        }
        // |dx| falls monotonically to 0 at the stop time: bisect for |dx| = limit.
        var low = 0.0, high = coast.stopTime
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if middle <= low || middle >= high { break }
            if Swift.abs(coast.dx(middle)) < limit { high = middle } else { low = middle }
        }
        return high
    }

    /// Position and velocity at `time` (the spring's after ``springTime``, the coast's before).
    ///
    /// - Complexity: O(1), no allocation.
    @inlinable
    public func state(at time: Double) -> (position: Double, velocity: Double) {
        let t = scrollTime(time)
        if t >= restTime { return (restPosition, 0) }
        if let bounce, t > springTime {
            return bounce.state(at: springTime.isFinite ? t - springTime : t)
        }
        guard let friction else { return (restPosition, 0) }
        return (friction.x(t), friction.dx(t))
    }
}
