import Dynamics

/// One item's motion along the list in closed form: a spring from a position and velocity to a slot's
/// top, starting at an instant (the input's timestamp) and resting exactly on the slot after `duration`.
struct _ItemLeg: Sendable {
    var solution: SpringSolution<Double>
    /// The host time the leg starts at.
    var startsAt: Double
    /// Seconds from the start to rest exactly on the target, fixed when the leg starts.
    var duration: Double
    /// The duration scale it started with: at `startsAt + t` it shows what it shows at `startsAt + t / scale`
    /// with 1 (0: its target at once).
    var scale = 1.0

    /// An item at rest at `position`.
    init(restingAt position: Double) {
        solution = SpringSolution(spring: .smooth, from: position, to: position)
        startsAt = 0
        duration = 0
    }

    /// A spring from `position` moving at `velocity` to `target`, from `time`.
    init(spring: Spring, from position: Double, velocity: Double, to target: Double, at time: Double, scale: Double = 1) {
        solution = SpringSolution(spring: spring, from: position, to: target, initialVelocity: velocity)
        startsAt = time
        self.scale = scale
        if position == target && velocity == 0 {
            duration = 0
        } else {
            let settle = solution.settlingTime()
            // A validated (damped) spring settles; NaN or infinity would be no motion to measure.
            duration = settle.isFinite ? Swift.min(settle, _ItemLeg.longest) : 0
        }
    }

    /// The longest leg, seconds: a bound for any damped spring the configuration admits.
    static let longest = 60.0

    var target: Double { solution.target }
    var endsAt: Double { startsAt + duration * scale }

    /// The position and velocity at host time `time`: exactly the target from the end on.
    func state(at time: Double) -> (position: Double, velocity: Double) {
        if !(time < endsAt) { return (solution.target, 0) }
        let local = scale == 0 ? 0 : (time - startsAt) / scale
        if !(local < duration) { return (solution.target, 0) }
        let (position, velocity) = solution.state(at: local > 0 ? local : 0)
        guard position.isFinite, velocity.isFinite else { return (solution.target, 0) }
        return (position, scale == 0 ? 0 : velocity / scale)
    }
}
