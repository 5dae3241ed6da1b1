import Geometry

/// The exact motion of a spring released from `start` with `initialVelocity` toward `target`:
/// position and velocity at any time, in closed form.
///
/// A value type that solves (b3ll/Motion's `SpringFunction`, Flutter's `SpringSimulation`): no state,
/// no clock. Generic over `Interpolatable` values, which spring component by component, so a
/// `Point` follows the same curve on x and y.
///
/// ```swift
/// let motion = SpringSolution(spring: try Spring(response: 0.4, dampingRatio: 0.8),
///                             from: Point(x: 0, y: 0), to: Point(x: 300, y: 100),
///                             initialVelocity: Point(x: 1200, y: -400))
/// print(motion.value(at: 0.1))   // (187.0284..., 42.7982...): where the layer is 100 ms after release
/// print(motion.velocity(at: 0.1))   // (1640.7511..., 658.6898...): points per second
/// ```
///
/// Under-, critically and over-damped springs are all exact (see ``SpringStep`` for how the
/// damping ratios near 1 stay accurate). Times before 0 answer the start.
@frozen
public struct SpringSolution<Value: Interpolatable>: Sendable {
    /// The spring's constants.
    public var spring: Spring
    /// The value at time 0.
    public var start: Value
    /// The value the spring pulls toward.
    public var target: Value
    /// The velocity at time 0, in units per second.
    public var initialVelocity: Value

    /// - Parameters:
    ///   - spring: the physical constants.
    ///   - start: the value at time 0.
    ///   - target: the rest position.
    ///   - initialVelocity: units per second at time 0 (a release velocity, for example). Default zero.
    @inlinable
    public init(spring: Spring, from start: Value, to target: Value, initialVelocity: Value = .zero) {
        self.spring = spring
        self.start = start
        self.target = target
        self.initialVelocity = initialVelocity
    }

    /// The value and velocity at `time` seconds.
    ///
    /// Defined for every time: before 0 (and NaN) it is the start. For an oscillating spring whose
    /// phase ω·t passes the largest double (t beyond ~1e154 s for the fastest springs), the phase
    /// is taken modulo the period and the decay applied separately (exact in exact arithmetic; the
    /// phase has no significant digits left anyway); at `t = +infinity` a damped spring is on its
    /// target at rest and an undamped one answers its start.
    ///
    /// - Complexity: one exponential and one sine/cosine (or two exponentials), no allocation.
    @inlinable
    public func state(at time: Double) -> (value: Value, velocity: Value) {
        let map = SpringStep(spring: spring, duration: time.isNaN ? 0 : time)
        if map.a.isFinite && map.b.isFinite && map.c.isFinite && map.d.isFinite {
            let (offset, velocity) = map.apply(offset: start - target, velocity: initialVelocity)
            return (target + offset, velocity)
        }
        return farState(at: time)
    }

    /// ``state(at:)`` where the transition map is not finite: only an oscillating spring whose phase
    /// overflowed, or an infinite time.
    @usableFromInline
    func farState(at time: Double) -> (value: Value, velocity: Value) {
        let omega0Squared = spring.stiffness / spring.mass
        let alpha = spring.damping / (2 * spring.mass)
        if time == .infinity { return alpha > 0 ? (target, .zero) : (start, initialVelocity) }
        let discriminant = alpha * alpha - omega0Squared
        guard discriminant < 0 else { return (target, .zero) }
        // x(t) = e^{−αt}·(periodic in t with period 2π/ω_d): reduce t, apply the decay of the rest.
        let period = 2 * Double.pi / (-discriminant).squareRoot()
        let reduced = time.truncatingRemainder(dividingBy: period)
        let decay = Double.exp(-alpha * (time - reduced))
        let map = SpringStep(spring: spring, duration: reduced)
        let (offset, velocity) = map.apply(offset: (start - target) * decay, velocity: initialVelocity * decay)
        return (target + offset, velocity)
    }

    /// The value at `time` seconds. - Complexity: O(1), see ``state(at:)``.
    @inlinable
    public func value(at time: Double) -> Value { state(at: time).value }

    /// The velocity at `time` seconds, in units per second. - Complexity: O(1), see ``state(at:)``.
    @inlinable
    public func velocity(at time: Double) -> Value { state(at: time).velocity }

    /// True when at `time` the distance to the target and the speed are both within `threshold`.
    @inlinable
    public func isSettled(at time: Double, threshold: SettlingThreshold = .relative()) -> Bool {
        let (value, velocity) = state(at: time)
        let limits = threshold.limits(distance: (start - target).magnitude,
                                      speed: initialVelocity.magnitude, spring: spring)
        return (value - target).magnitude <= limits.position && velocity.magnitude <= limits.velocity
    }

    #if hasFeature(Embedded)
    // Embedded Swift specialises every generic where it is used, and emits no exported specialisation.
    /// The earliest time after which the motion stays settled for good (the native build documents it).
    public func settlingTime(threshold: SettlingThreshold = .relative()) -> Double {
        _settlingTime(threshold: threshold)
    }
    #else
    /// The earliest time after which the motion stays settled for good: position within
    /// `threshold`'s position limit of the target and speed within its velocity limit.
    ///
    /// Found from the closed form: an envelope of the solution bounds the search, a sampling finer
    /// than a sixteenth of the oscillation finds the last time outside the band and bisection refines
    /// it to about 1e-12 s. `.infinity` for an undamped spring that has anywhere to go.
    ///
    /// - Complexity: up to a few thousand closed-form evaluations; not for every frame.
    // Specialised for the values interactions spring (a toss plans its leg inside a frame): generic, every
    // sample of the scan would go through the value's witness table.
    @_specialize(exported: true, where Value == Point)
    @_specialize(exported: true, where Value == Double)
    public func settlingTime(threshold: SettlingThreshold = .relative()) -> Double {
        _settlingTime(threshold: threshold)
    }
    #endif

    /// ``settlingTime(threshold:)``'s search.
    func _settlingTime(threshold: SettlingThreshold) -> Double {
        let offset = start - target
        let distance = offset.magnitude
        let speed = initialVelocity.magnitude
        let limits = threshold.limits(distance: distance, speed: speed, spring: spring)
        let velocity = initialVelocity
        let spring = spring
        let positionLimit = limits.position, velocityLimit = limits.velocity
        return SettlingSearch.lastExit(spring: spring, distance: distance, speed: speed,
                                       positionLimit: positionLimit, velocityLimit: velocityLimit, isOutside: { time in
            let (x, v) = SpringStep(spring: spring, duration: time).apply(offset: offset, velocity: velocity)
            return x.magnitude > positionLimit || v.magnitude > velocityLimit
        }, scan: { step, count in
            // Before `_SettleBound`'s time the motion cannot be settled, so every sample there is outside:
            // start at the last sample before it (one closed-form state), then one transition map, applied
            // sample after sample.
            let alpha = spring.damping / (2 * spring.mass)
            let unsettled = _SettleBound.unsettledDuration(
                spring: spring, offsetSquared: offset.magnitudeSquared, velocitySquared: velocity.magnitudeSquared,
                shiftedVelocitySquared: (velocity + offset * alpha).magnitudeSquared,
                positionLimitSquared: positionLimit * positionLimit, velocityLimitSquared: velocityLimit * velocityLimit)
            let skipped = (unsettled / step).rounded(.down)
            let first = skipped >= 1 && skipped < Double(count) ? Int(skipped) : 0
            var (x, v) = first == 0 ? (offset, velocity)
                : SpringStep(spring: spring, duration: Double(first) * step).apply(offset: offset, velocity: velocity)
            let map = SpringStep(spring: spring, duration: step)
            var last = first
            for index in (first + 1)...count {
                (x, v) = map.apply(offset: x, velocity: v)
                if x.magnitude > positionLimit || v.magnitude > velocityLimit { last = index }
            }
            return last
        }, excess: { time in
            let (x, v) = SpringStep(spring: spring, duration: time).apply(offset: offset, velocity: velocity)
            let outside = x.magnitude > positionLimit || v.magnitude > velocityLimit
            let px = x.magnitudeSquared / (positionLimit * positionLimit)
            let pv = v.magnitudeSquared / (velocityLimit * velocityLimit)
            return (outside, Swift.max(px, pv) - 1)
        }, refines: true)
    }
}

extension SpringSolution: Equatable where Value: Equatable {}
