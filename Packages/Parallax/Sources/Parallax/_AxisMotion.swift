import Dynamics

/// One axis's motion after a release: a scroll simulation, possibly stopped early (at an end the
/// content may not pass) at its own rest time and position.
struct _AxisMotion: Sendable {
    let simulation: AnyScrollSimulation
    let restTime: Double
    let restPosition: Double

    init(_ simulation: AnyScrollSimulation) {
        self.simulation = simulation
        restTime = simulation.restTime
        restPosition = simulation.restPosition
    }

    /// The simulation stopped dead where it first reaches `end` (it moves monotonically toward it).
    init(_ simulation: AnyScrollSimulation, stoppingAt end: Double) {
        self.simulation = simulation
        let start = simulation.position(at: 0)
        let rising = end > start
        var low = 0.0, high = simulation.restTime
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if middle <= low || middle >= high { break }
            if (simulation.position(at: middle) >= end) == rising { high = middle } else { low = middle }
        }
        restTime = high
        restPosition = end
    }

    /// Position and velocity `time` seconds after the release.
    func state(at time: Double) -> (position: Double, velocity: Double) {
        time >= restTime ? (restPosition, 0) : simulation.state(at: time)
    }
}
