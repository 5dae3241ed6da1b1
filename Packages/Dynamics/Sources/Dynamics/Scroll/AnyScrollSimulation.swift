import Geometry

/// Any of the scroll simulations, held by value (no existential, no allocation): what a scroll view
/// stores for the motion after a release.
///
/// ```swift
/// let motion = try ScrollPhysics.uikit.simulation(position: 0, velocity: 1500, leadingExtent: 0, trailingExtent: 2000)
/// let (offset, velocity) = motion.state(at: 0.2)
/// print(offset > 0, velocity < 1500)   // true true: moving on, slowing down
/// ```
@frozen
public enum AnyScrollSimulation: ScrollSimulation {
    /// UIScrollView's deceleration and bounce.
    case uikit(UIKitScrollSimulation)
    /// Flutter's iOS imitation.
    case bouncing(BouncingScrollSimulation)
    /// Flutter's Android fling, clamped at the extents.
    case clamping(ClampingScrollSimulation)
    /// A spring to a target.
    case spring(ScrollSpringSimulation)

    /// - Complexity: O(1), no allocation.
    @inlinable
    public func state(at time: Double) -> (position: Double, velocity: Double) {
        switch self {
        case .uikit(let simulation): simulation.state(at: time)
        case .bouncing(let simulation): simulation.state(at: time)
        case .clamping(let simulation): simulation.state(at: time)
        case .spring(let simulation): simulation.state(at: time)
        }
    }

    @inlinable
    public func position(at time: Double) -> Double { state(at: time).position }

    @inlinable
    public func velocity(at time: Double) -> Double { state(at: time).velocity }

    @inlinable
    public func isDone(at time: Double) -> Bool {
        switch self {
        case .uikit(let simulation): simulation.isDone(at: time)
        case .bouncing(let simulation): simulation.isDone(at: time)
        case .clamping(let simulation): simulation.isDone(at: time)
        case .spring(let simulation): simulation.isDone(at: time)
        }
    }

    @inlinable
    public var restPosition: Double {
        switch self {
        case .uikit(let simulation): simulation.restPosition
        case .bouncing(let simulation): simulation.restPosition
        case .clamping(let simulation): simulation.restPosition
        case .spring(let simulation): simulation.restPosition
        }
    }

    @inlinable
    public var restTime: Double {
        switch self {
        case .uikit(let simulation): simulation.restTime
        case .bouncing(let simulation): simulation.restTime
        case .clamping(let simulation): simulation.restTime
        case .spring(let simulation): simulation.restTime
        }
    }
}
