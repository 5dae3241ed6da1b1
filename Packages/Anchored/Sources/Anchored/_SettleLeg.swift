import Dynamics
import Geometry

/// One settle motion in closed form: from an offset and a velocity to an anchor, starting at a time
/// on the behaviour's clock (`FrameClock.elapsed`) and resting exactly on the anchor after `duration`.
@usableFromInline
struct _SettleLeg: Sendable {
    @usableFromInline
    enum Motion: Sendable {
        case spring(SpringSolution<Double>)
        case decay(Decay<Double>)
        case tween(Tween<Double>)
        case none
    }

    @usableFromInline var motion: Motion
    /// The clock's elapsed time at which the leg starts.
    @usableFromInline var startsAt: Double
    /// Seconds from the start to rest on the anchor: fixed when the leg starts, so the leg ends at the
    /// same instant at any frame rate.
    @usableFromInline var duration: Double
    /// The anchor's position.
    @usableFromInline var target: Double
    /// The duration scale the leg started with (`MotionPreferences.durationScale`): the leg shows at
    /// host time t after its start what it shows at t / scale with 1; 0 ends it where it starts.
    @usableFromInline var scale = 1.0

    /// Host seconds from the start to rest: ``duration`` times ``scale``.
    @usableFromInline var hostDuration: Double { scale == 1 ? duration : duration * scale }

    /// A leg of `animation` from `offset` moving at `velocity` to `target`, starting at `startsAt`.
    ///
    /// With `reduceMotion` (Reduce Motion) a spring leg settles without bounce: its damping is raised to
    /// critical and the velocity it starts with is limited to the speed that reaches the target without
    /// passing it (``Spring/speedWithoutOvershoot(distance:)``). A decay and a tween are left as they are:
    /// neither passes its anchor.
    init(_ animation: AnchoredSettleAnimation, from offset: Double, velocity: Double, to target: Double,
         startsAt: Double, reduceMotion: Bool = false) {
        self.startsAt = startsAt
        self.target = target
        switch animation {
        case .spring(let given):
            (motion, duration) = _SettleLeg.spring(given, offset, velocity, target, reduceMotion: reduceMotion)
        case .decay(let rate, let then):
            // Compose 1.7's animateToWithDecay: coast when the release moves toward the anchor and would
            // pass it; stop on it the instant it arrives. Already there: no motion at all.
            let distance = target - offset
            if distance == 0 {
                (motion, duration) = (.none, 0)
            } else if velocity * distance > 0,
                      Swift.abs(rate.restDistance(velocity: velocity)) > Swift.abs(distance) {
                // x(t) = v·(e^{kt} − 1)/k reaches the distance when e^{kt} = 1 + distance·k/v.
                let k = rate.decayConstant
                let time = Double.log1p(distance * k / velocity) / k
                if time.isFinite, time >= 0 {
                    (motion, duration) = (.decay(Decay(from: offset, velocity: velocity, rate: rate)), time)
                } else {
                    (motion, duration) = _SettleLeg.spring(then, offset, velocity, target, reduceMotion: reduceMotion)
                }
            } else {
                (motion, duration) = _SettleLeg.spring(then, offset, velocity, target, reduceMotion: reduceMotion)
            }
        case .tween(let length, let curve):
            // Already on the anchor: a tween (which ignores the velocity) has nothing to move.
            guard target != offset else {
                (motion, duration) = (.none, 0)
                return
            }
            do throws(ConfigurationError) {
                motion = .tween(try Tween(from: offset, to: target, duration: length, curve: curve))
                duration = length
            } catch {
                (motion, duration) = (.none, 0)     // not reached: the duration was validated
            }
        }
    }

    /// Flutter's `AnimationController.fling`: a spring from `offset` aimed `overshoot` past `target`
    /// (beyond it, seen from the offset), done the instant it comes within `overshoot` of its aim, that is
    /// as it crosses the target (Flutter's fling tolerance: any speed, that distance); then on the target.
    static func fling(_ spring: Spring, from offset: Double, velocity: Double, to target: Double, overshoot: Double,
                      startsAt: Double) -> _SettleLeg {
        var leg = _SettleLeg(.spring(spring), from: offset, velocity: velocity, to: target, startsAt: startsAt)
        let aim = target + (target >= offset ? overshoot : 0 - overshoot)
        do throws(ConfigurationError) {
            let tolerance = try SimulationTolerance(distance: overshoot, velocity: .greatestFiniteMagnitude)
            let arrival = try ScrollSpringSimulation(spring: spring, start: offset, end: aim, velocity: velocity,
                                                     tolerance: tolerance).restTime
            leg.motion = .spring(SpringSolution(spring: spring, from: offset, to: aim, initialVelocity: velocity))
            leg.duration = Swift.min(arrival, AnchoredDraggableDefaults.maximumDuration)
        } catch {
            // Not a motion the fling can make (no overshoot, an undamped spring): the plain spring.
        }
        return leg
    }

    /// The spring leg; with `reduceMotion`, the spring without bounce, started no faster toward the
    /// target than reaches it without passing it (a start away from it turns back short of it).
    private static func spring(_ given: Spring, _ offset: Double, _ initial: Double,
                               _ target: Double, reduceMotion: Bool = false) -> (Motion, Double) {
        var spring = given, velocity = initial
        if reduceMotion {
            spring = given.withoutBounce
            velocity = spring.velocityWithoutOvershoot(velocity, from: offset, to: target)
        }
        let solution = SpringSolution(spring: spring, from: offset, to: target, initialVelocity: velocity)
        let time = solution.settlingTime()
        // A validated spring settles (within the longest settle); NaN (no motion to measure) is no motion.
        return (.spring(solution), time.isFinite ? Swift.min(time, AnchoredDraggableDefaults.maximumDuration) : 0)
    }

    /// The offset and velocity at the clock's `elapsed` time, and whether the leg is over (then the
    /// offset is exactly the target).
    @inlinable
    func state(at elapsed: Double) -> (offset: Double, velocity: Double, done: Bool) {
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
