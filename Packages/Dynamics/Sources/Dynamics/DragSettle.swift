import Geometry

/// One settle of a ``DragAxis`` in closed form: from an offset and a velocity to a target, starting at an
/// elapsed time of the axis's `FrameClock`, and resting exactly on the target after a duration fixed when it
/// starts, so that it ends at the same instant at any frame rate.
///
/// The motion is one of Dynamics' closed forms (a ``SpringSolution``, a ``Decay`` that stops on the target,
/// a ``Tween``): the settle writes no spring of its own.
///
/// ```swift
/// import Dynamics
///
/// let settle = DragSettle.spring(.composeDefault, from: 0, velocity: 0, to: 100, startsAt: 0)
/// let end = settle.state(at: settle.duration)
/// print(settle.duration > 0, end.offset, end.velocity, end.done)   // true 100.0 0.0 true
/// ```
///
/// - Complexity: ``state(at:)`` is one closed-form evaluation; no allocation.
@usableFromInline
package struct DragSettle: Sendable {
    /// The closed form the settle follows, in its own time (0 at its start).
    @usableFromInline
    package enum Motion: Sendable {
        case spring(SpringSolution<Double>)
        case decay(Decay<Double>)
        case tween(Tween<Double>)
        /// Nothing to move: on the target at once.
        case none
    }

    @usableFromInline package var motion: Motion
    /// The clock's elapsed time at which the settle starts.
    @usableFromInline package var startsAt: Double
    /// Seconds of the motion's own time from the start to rest on the target.
    @usableFromInline package var duration: Double
    /// The target.
    @usableFromInline package var target: Double
    /// The duration scale the settle runs at (`MotionPreferences.durationScale`): it shows at host time t
    /// after its start what it shows at t / scale with 1; 0 ends it where it starts.
    @usableFromInline package var scale = 1.0

    /// A settle following `motion` for `duration` seconds to `target`, starting at elapsed time `startsAt`.
    package init(_ motion: Motion, duration: Double, to target: Double, startsAt: Double) {
        self.motion = motion
        self.duration = duration
        self.target = target
        self.startsAt = startsAt
    }

    /// Host seconds from the start to rest: ``duration`` times ``scale``.
    @inlinable
    package var hostDuration: Double { scale == 1 ? duration : duration * scale }

    /// A spring from `offset` moving at `velocity` to `target`, resting on it at the spring's exact settling
    /// time (``SpringSolution/settlingTime(threshold:)``, at most `maximumDuration`).
    ///
    /// With `reduceMotion` (Reduce Motion) the spring settles without bounce: its damping is raised to
    /// critical and the velocity it starts with is limited to the speed that reaches the target without
    /// passing it (a start away from the target turns back short of it).
    ///
    /// - Parameter maximumDuration: The longest settle, seconds (the caller's validated limit).
    package static func spring(_ given: Spring, from offset: Double, velocity initial: Double, to target: Double,
                               startsAt: Double, reduceMotion: Bool = false,
                               maximumDuration: Double = 1e9) -> DragSettle {
        var spring = given, velocity = initial
        if reduceMotion {
            spring = given.withoutBounce
            velocity = spring.velocityWithoutOvershoot(velocity, from: offset, to: target)
        }
        let solution = SpringSolution(spring: spring, from: offset, to: target, initialVelocity: velocity)
        let time = solution.settlingTime()
        // A validated spring settles (within the longest settle); NaN (no motion to measure) is no motion.
        return DragSettle(.spring(solution), duration: time.isFinite ? Swift.min(time, maximumDuration) : 0,
                          to: target, startsAt: startsAt)
    }

    /// A coast at `rate` from `offset` with `velocity` that stops on `target` the instant it reaches it
    /// (Compose 1.7's `animateToWithDecay`), or nil when it would not reach it: the release moves away from
    /// the target, or is too slow to coast there. On the target already: no motion (`.none`).
    package static func coast(at rate: DecelerationRate, from offset: Double, velocity: Double, to target: Double,
                              startsAt: Double) -> DragSettle? {
        let distance = target - offset
        if distance == 0 { return DragSettle(.none, duration: 0, to: target, startsAt: startsAt) }
        guard velocity * distance > 0, Swift.abs(rate.restDistance(velocity: velocity)) > Swift.abs(distance) else {
            return nil
        }
        // x(t) = v·(e^{kt} − 1)/k reaches the distance when e^{kt} = 1 + distance·k/v.
        let k = rate.decayConstant
        let time = Double.log1p(distance * k / velocity) / k
        guard time.isFinite, time >= 0 else { return nil }
        return DragSettle(.decay(Decay(from: offset, velocity: velocity, rate: rate)), duration: time, to: target,
                          startsAt: startsAt)
    }

    /// A tween from `offset` to `target` over `length` seconds along `curve`, ignoring any velocity (Compose's
    /// `tween()`). On the target already, or for a duration `Tween` refuses: no motion (`.none`).
    package static func tween(from offset: Double, to target: Double, duration length: Double, curve: TimingCurve,
                              startsAt: Double) -> DragSettle {
        guard target != offset else { return DragSettle(.none, duration: 0, to: target, startsAt: startsAt) }
        do throws(ConfigurationError) {
            return DragSettle(.tween(try Tween(from: offset, to: target, duration: length, curve: curve)),
                              duration: length, to: target, startsAt: startsAt)
        } catch {
            return DragSettle(.none, duration: 0, to: target, startsAt: startsAt)
        }
    }

    /// Flutter's `AnimationController.fling`: `spring` from `offset` aimed `overshoot` past `target` (beyond
    /// it, seen from the offset), done the instant it comes within `overshoot` of its aim, that is as it
    /// crosses the target (Flutter's fling tolerance: any speed, that distance); nil for a fling the spring
    /// cannot make (no overshoot, an undamped spring).
    package static func fling(_ spring: Spring, from offset: Double, velocity: Double, to target: Double,
                              overshoot: Double, startsAt: Double, maximumDuration: Double = 1e9) -> DragSettle? {
        let aim = target + (target >= offset ? overshoot : 0 - overshoot)
        do throws(ConfigurationError) {
            let tolerance = try SimulationTolerance(distance: overshoot, velocity: .greatestFiniteMagnitude)
            let arrival = try ScrollSpringSimulation(spring: spring, start: offset, end: aim, velocity: velocity,
                                                     tolerance: tolerance).restTime
            return DragSettle(.spring(SpringSolution(spring: spring, from: offset, to: aim, initialVelocity: velocity)),
                              duration: Swift.min(arrival, maximumDuration), to: target, startsAt: startsAt)
        } catch {
            return nil
        }
    }

    /// The offset and velocity at the clock's `elapsed` time, and whether the settle is over (then the offset
    /// is exactly the target and the velocity 0). A motion that overflows ends on the target.
    @inlinable
    package func state(at elapsed: Double) -> (offset: Double, velocity: Double, done: Bool) {
        var local = elapsed - startsAt
        if scale != 1 { local = scale > 0 ? local / scale : .infinity }
        if !(local < duration) { return (target, 0, true) }
        let time = local > 0 ? local : 0
        let offset: Double, velocity: Double
        switch motion {
        case .spring(let solution): (offset, velocity) = solution.state(at: time)
        case .decay(let decay): (offset, velocity) = (decay.value(at: time), decay.velocity(at: time))
        case .tween(let tween): (offset, velocity) = (tween.value(at: time), tween.velocity(at: time))
        case .none: return (target, 0, true)
        }
        guard offset.isFinite, velocity.isFinite else { return (target, 0, true) }
        return (offset, velocity, false)
    }
}
