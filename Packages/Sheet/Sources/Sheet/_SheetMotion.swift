import Dynamics

/// A sheet's motion to a height after a release, in closed form from the release: UIKit's spring, or
/// Flutter's straight line at constant speed (`_SnappingSimulation`). Ends exactly on its target.
enum _SheetMotion: Sendable {
    /// The spring, and when the motion ends: the spring's rest, or for a sheet going off the screen the
    /// instant it is gone from view (height 0), which a quick flick's spring passes before it rests.
    case spring(ScrollSpringSimulation, endTime: Double)
    /// From `start` at `speed` (points per second, toward `end`), reaching `end` at `restTime`.
    case line(start: Double, end: Double, speed: Double, restTime: Double)

    /// The spring of a UIKit sheet: SwiftUI's `.smooth` (0.5 s, no bounce).
    static let spring = Spring.smooth
    /// At rest once within half a point and slower than 10 pt/s (UIKit's paging spring's snap).
    static let tolerance = (try? SimulationTolerance(distance: 0.5, velocity: 10)) ?? .default
    /// Flutter's `_SnappingSimulation.minimumSpeed`.
    static let minimumSnapSpeed = 1600.0

    /// A motion from `height` moving at `velocity` (height per second) to `target`, or `nil` when it
    /// is already there at rest.
    ///
    /// With `reduceMotion` the spring to a detent starts no faster toward it than reaches it without
    /// passing it: `.smooth` is critically damped, and a critically damped spring from d points away
    /// passes its target only when it starts faster than ω₀·d toward it. (A spring off the screen ends
    /// at height 0, before it could turn back: it is left as it is.)
    init?(profile: SheetProfile, from height: Double, velocity given: Double, to target: Double, reduceMotion: Bool = false) {
        guard height != target || given != 0 else { return nil }
        var velocity = given
        if reduceMotion, profile == .uikit, target != 0 {
            velocity = Self.spring.velocityWithoutOvershoot(velocity, from: height, to: target)
        }
        switch profile {
        case .uikit:
            do {
                let spring = try ScrollSpringSimulation(spring: Self.spring, start: height, end: target, velocity: velocity,
                                                        tolerance: Self.tolerance)
                self = .spring(spring, endTime: target == 0 ? Self.goneTime(spring) : spring.restTime)
            } catch {
                return nil
            }
        case .flutter:
            guard height != target else { return nil }
            // The direction of the target, not of the velocity: a slow release may snap backwards.
            let speed = target < height ? Swift.min(-Self.minimumSnapSpeed, velocity) : Swift.max(Self.minimumSnapSpeed, velocity)
            self = .line(start: height, end: target, speed: speed, restTime: (target - height) / speed)
        }
    }

    /// The first time a spring to 0 reaches 0 (at its rest at the latest): sampled finer than the
    /// spring can turn, then bisected. Once per release; no allocation.
    static func goneTime(_ spring: ScrollSpringSimulation) -> Double {
        let omega = (spring.spring.stiffness / spring.spring.mass).squareRoot()
        return _SpringArrival.firstTime(before: spring.restTime, step: 1 / (8 * omega)) { !(spring.state(at: $0).position > 0) }
    }

    var target: Double {
        switch self {
        case .spring(let spring, _): spring.end
        case .line(_, let end, _, _): end
        }
    }

    var restTime: Double {
        switch self {
        case .spring(_, let endTime): endTime
        case .line(_, _, _, let restTime): restTime
        }
    }

    /// Height and velocity `time` seconds after the start; the target at rest from ``restTime``.
    func state(at time: Double) -> (height: Double, velocity: Double) {
        guard time < restTime else { return (target, 0) }
        switch self {
        case .spring(let spring, _):
            let (x, v) = spring.state(at: Swift.max(0, time))
            return (x, v)
        case .line(let start, _, let speed, _):
            return (start + speed * Swift.max(0, time), speed)
        }
    }
}
