import Geometry

/// A scroll view's motion after the finger lifts: released at a position with a velocity between two
/// extents, answering where it is, how fast it moves and whether it is done at any time since the
/// release, where it comes to rest and when.
///
/// ```swift
/// let fling = try UIKitScrollSimulation(position: 0, velocity: 2000, leadingExtent: 0, trailingExtent: 5000)
/// print(fling.position(at: 0.25))   // 393.3790...: where the content offset is 250 ms after the release
/// print(fling.restPosition)   // 994.0046...: where it stops (the projected target)
/// print(fling.restTime)   // 2.6465...: seconds after the release
/// ```
///
/// Every conforming type is closed form: a frame's state is the simulation evaluated at the time since
/// the release, nothing is integrated, so a display at 60 Hz and one at 120 Hz show exactly the same
/// values at the moments they share. Times are seconds since the release (negative or NaN times answer
/// the release state), positions points (or logical pixels), velocities points per second.
///
/// The profiles: ``UIKitScrollSimulation`` (UIScrollView's deceleration and bounce),
/// ``BouncingScrollSimulation`` (Flutter's iOS imitation), ``ClampingScrollSimulation`` (Flutter's
/// Android fling) and ``ScrollSpringSimulation`` (a spring to a target: paging, a chosen target).
/// ``ScrollPhysics`` names them as the command line does; ``AnyScrollSimulation`` holds any of them
/// without an existential.
public protocol ScrollSimulation: Sendable {
    /// The position at `time` seconds after the release.
    ///
    /// - Parameter time: Seconds since the release.
    /// - Complexity: O(1), no allocation.
    func position(at time: Double) -> Double

    /// The velocity (dx/dt, units per second) at `time` seconds after the release.
    ///
    /// - Parameter time: Seconds since the release.
    /// - Complexity: O(1), no allocation.
    func velocity(at time: Double) -> Double

    /// Whether the motion is done at `time`: from ``restTime`` on, when it is at ``restPosition`` with zero
    /// velocity (``restTime`` is the first time the rule of the platform imitated holds).
    ///
    /// - Parameter time: Seconds since the release.
    /// - Complexity: O(1), no allocation.
    func isDone(at time: Double) -> Bool

    /// Where the motion comes to rest: the projected target a `scrollViewWillEndDragging` delegate sees.
    var restPosition: Double { get }

    /// The first time, in seconds after the release, at which the motion is done; a scroll view stops
    /// there, at ``restPosition``. Finite for every valid simulation.
    var restTime: Double { get }
}

extension ScrollSimulation {
    /// Position and velocity at `time` together.
    ///
    /// - Parameter time: Seconds since the release.
    /// - Complexity: O(1), no allocation.
    @inlinable
    public func state(at time: Double) -> (position: Double, velocity: Double) {
        (position(at: time), velocity(at: time))
    }
}

/// A time argument as the simulations read it: NaN and negative times are the release (0).
@inlinable
func scrollTime(_ time: Double) -> Double {
    time > 0 ? time : 0
}
