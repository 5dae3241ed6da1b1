/// What an ``AnimationController`` runs: Flutter's `_InterpolationSimulation`, the fling's
/// `SpringSimulation` and `_RepeatingSimulation`, as closed forms of the elapsed time.
@usableFromInline
enum _ControllerSimulation: Sendable {
    case interpolation(begin: Double, end: Double, duration: Double, curve: TimingCurve)
    /// A spring done once it is strictly within `tolerance` of its target.
    case spring(SpringSolution<Double>, tolerance: Double)
    case repeating(min: Double, max: Double, reverse: Bool, period: Double, initialT: Double, count: Int?)

    /// The value at `time` seconds, and for a repeat whether it plays backwards then.
    func x(_ time: Double) -> (value: Double, playsBackwards: Bool?) {
        switch self {
        case .interpolation(let begin, let end, let duration, let curve):
            let t = duration > 0 ? clamp(time / duration, to: 0...1) : 1
            if t == 0 { return (begin, nil) }
            if t == 1 { return (end, nil) }
            return (begin + (end - begin) * curve.value(at: t), nil)
        case .spring(let solution, _):
            return (solution.value(at: time), nil)
        case .repeating(let min, let max, let reverse, let period, let initialT, _):
            let total = time + initialT
            let cycles = total / period
            let t = cycles.truncatingRemainder(dividingBy: 1)
            let backwards = reverse && cycles.rounded(.towardZero).truncatingRemainder(dividingBy: 2) == 1
            // Dart's lerpDouble, a·(1 − t) + b·t, term for term.
            return backwards ? (max * (1 - t) + min * t, true) : (min * (1 - t) + max * t, false)
        }
    }

    /// The velocity at `time`: a central difference over ±1 ms for interpolations (Flutter's, which
    /// reads about half the speed at the clamped start), exact for springs and repeats.
    func dx(_ time: Double) -> Double {
        switch self {
        case .interpolation:
            let epsilon = 1e-3
            return (x(time + epsilon).value - x(time - epsilon).value) / (2 * epsilon)
        case .spring(let solution, _):
            return solution.velocity(at: time)
        case .repeating(let min, let max, _, let period, _, _):
            return (max - min) / period
        }
    }

    /// Whether the simulation is over at `time`.
    func isDone(_ time: Double) -> Bool {
        switch self {
        case .interpolation(_, _, let duration, _):
            return time > duration
        case .spring(let solution, let tolerance):
            let offset = solution.value(at: time) - solution.target
            return (-tolerance < offset && offset < tolerance) || !offset.isFinite
        case .repeating(_, _, _, let period, let initialT, let count):
            guard let count else { return false }
            return time >= Double(count) * period - initialT
        }
    }
}
