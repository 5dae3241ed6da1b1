/// A scroll simulation written as one `state(at:)`: position, velocity and `isDone` follow from it and
/// from `restTime`, once, instead of in every simulation.
@usableFromInline
protocol _StateScrollSimulation: ScrollSimulation {
    func state(at time: Double) -> (position: Double, velocity: Double)
}

extension _StateScrollSimulation {
    @inlinable
    public func position(at time: Double) -> Double { state(at: time).position }

    @inlinable
    public func velocity(at time: Double) -> Double { state(at: time).velocity }

    /// Done from ``ScrollSimulation/restTime`` on.
    @inlinable
    public func isDone(at time: Double) -> Bool { scrollTime(time) >= restTime }
}
