import Dynamics
import Geometry

/// Flutter's `FixedExtentScrollPhysics.createBallisticSimulation`: what a wheel does after the finger
/// lifts at `position` with `velocity`, over the parent physics of the profile.
enum _FixedExtentBallistic {
    /// Out of range, or heading for an end: the parent's own motion (the scroll view's), which rests on
    /// the end, itself an item.
    case parent
    /// Already on the item, not moving (Flutter does nothing within its tolerance): the offset is put
    /// exactly on the item, at most a physical pixel away.
    case item(Double)
    /// A motion onto the item.
    case landing(_WheelLanding)

    /// The item `offset` belongs to: Flutter's `_getItemFromOffset`, `(clamp(offset) / extent).round()`,
    /// half way going away from zero as Dart's `round` does.
    static func item(at offset: Double, itemExtent: Double, low: Double, high: Double) -> Double {
        (Swift.min(Swift.max(offset, low), high) / itemExtent).rounded(.toNearestOrAwayFromZero)
    }

    /// The five scenarios of `createBallisticSimulation`, in Flutter's order.
    static func plan(position: Double, velocity: Double, itemExtent: Double, low: Double, high: Double,
                     parent: ScrollPhysics, tolerance: SimulationTolerance) -> _FixedExtentBallistic {
        // 1: out of range and not heading back in: the parent brings it back to the end.
        if (velocity <= 0 && position <= low) || (velocity >= 0 && position >= high) { return .parent }
        // The parent's test simulation (none below the tolerance's velocity, as Flutter's parents answer
        // in range), and where it would come to rest.
        var natural: Double?
        if Swift.abs(velocity) >= tolerance.velocity,
           let test = try? parent.simulation(position: position, velocity: velocity, leadingExtent: low,
                                             trailingExtent: high, tolerance: tolerance) {
            natural = test.restPosition
        }
        // 2: resting on an end: the parent's motion, which rests there.
        if let natural, natural == low || natural == high { return .parent }
        let settling = item(at: natural ?? position, itemExtent: itemExtent, low: low, high: high) * itemExtent
        // 3: no velocity and already there.
        if Swift.abs(velocity) < tolerance.velocity && Swift.abs(settling - position) < tolerance.distance {
            return .item(settling)
        }
        // 4: back to the item already centred, with the parent's spring.
        let current = item(at: position, itemExtent: itemExtent, low: low, high: high) * itemExtent
        if settling != current {
            // 5: a friction retuned to pass the item at the tolerance's speed.
            if let through = try? FrictionSimulation.through(startPosition: position, endPosition: settling, startVelocity: velocity,
                                                             endVelocity: tolerance.velocity * (velocity < 0 ? -1 : 1)) {
                return .landing(_WheelLanding(through: through, end: settling))
            }
        }
        guard let spring = try? ScrollSpringSimulation(spring: parent.spring, start: position, end: settling,
                                                       velocity: velocity, tolerance: tolerance) else {
            return .item(settling)
        }
        return .landing(_WheelLanding(spring: spring))
    }
}

/// A wheel's own landing motion (Flutter's profile): a friction that ends on the item, or a spring.
struct _WheelLanding: Sendable {
    let friction: FrictionSimulation?
    let spring: ScrollSpringSimulation?
    /// When it is done (seconds after the release) and where.
    let restTime: Double
    let restPosition: Double

    /// `FrictionSimulation.through` is done when its speed falls below the end velocity's, which it
    /// reaches exactly at the item: at t = ln(v_end / v₀) / ln(drag), where x(t) = `end`.
    init(through: FrictionSimulation, end: Double) {
        friction = through
        spring = nil
        let time = Double.log(through.velocityTolerance / Swift.abs(through.velocity)) / Double.log(through.drag)
        restTime = time.isFinite && time > 0 ? time : 0
        restPosition = end
    }

    init(spring: ScrollSpringSimulation) {
        friction = nil
        self.spring = spring
        restTime = spring.restTime
        restPosition = spring.restPosition
    }

    /// Position and velocity `time` seconds after the release, and whether it still moves.
    func frame(at time: Double) -> (position: Double, velocity: Double, moving: Bool) {
        if !(time < restTime) { return (restPosition, 0, false) }
        if let friction { return (friction.x(time), friction.dx(time), true) }
        if let spring {
            let (x, v) = spring.state(at: time)
            return (x, v, true)
        }
        return (restPosition, 0, false)
    }
}
