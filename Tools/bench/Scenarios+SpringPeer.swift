import Dynamics
import Geometry

/// The workload every spring library benchmarks, run three ways in the same process so that their
/// ratios are measured side by side: `count` independent 2-D springs (stiffness 300, damping 30,
/// mass 1) from seeded starts within ±300 pt and velocities within ±3000 pt/s toward (0, 0), stepped
/// 60 frames of 1/120 s and then started again from the same states, every position read each frame.
///
/// - `dynamics.spring-peer`: one `SpringAnimation<Point>` per spring, through the public API, as a
///   client writes it (each restarted with `reset(value:velocity:)`).
/// - `dynamics.spring-peer-batch`: one `SpringBatch` holding every spring.
/// - `dynamics.spring-peer-euler`: the reference, a plain semi-implicit Euler loop (one step per
///   frame, inexact: about 8e-4 off at 0.5 s) over an array of 32-byte items, written in this module.
let springPeerScenarios: [Scenario] = [
    Scenario(
        name: "dynamics.spring-peer",
        summary: "count 2-D SpringAnimation<Point> (k 300, c 30, m 1) from seeded starts to (0, 0), 60 frames of 1/120 s then again, positions read",
        defaultCount: SpringPeerWorkload.count,
        make: { count in SpringPeerFrames(count: count) }),
    Scenario(
        name: "dynamics.spring-peer-batch",
        summary: "the spring-peer workload in one SpringBatch (structure of arrays, exact), positions read",
        defaultCount: SpringPeerWorkload.count,
        make: { count in SpringPeerBatchFrames(count: count) }),
    Scenario(
        name: "dynamics.spring-peer-euler",
        summary: "the spring-peer workload as a plain semi-implicit Euler loop in the bench module (the reference, inexact)",
        defaultCount: SpringPeerWorkload.count,
        make: { count in SpringPeerEulerFrames(count: count) }),
]

/// The workload's constants and seeded starts, shared by the three ways of running it.
struct SpringPeerWorkload {
    static let stiffness = 300.0
    static let damping = 30.0
    static let mass = 1.0
    static let frameInterval = 1.0 / 120
    /// Frames before every spring starts again from its seeded state.
    static let framesPerRun = 60
    /// The springs in the published workload, the default count of its scenarios.
    static let count = 10_000

    /// Starts and velocities, in the order the springs are laid out.
    let starts: [Point]
    let velocities: [Point]

    init(count: Int) {
        var random = ScenarioRandom(seed: 2024)
        var starts: [Point] = []
        var velocities: [Point] = []
        starts.reserveCapacity(count)
        velocities.reserveCapacity(count)
        for _ in 0..<count {
            starts.append(Point(x: random.next(in: -300...300), y: random.next(in: -300...300)))
            velocities.append(Point(x: random.next(in: -3000...3000), y: random.next(in: -3000...3000)))
        }
        self.starts = starts
        self.velocities = velocities
    }

    static var spring: Spring {
        // The constants are valid; a failure here is a bug in the bench, reported as NaN springs.
        (try? Spring(mass: mass, stiffness: stiffness, damping: damping)) ?? .default
    }
}

private final class SpringPeerFrames: FrameWorkload {
    let workload: SpringPeerWorkload
    var springs: [SpringAnimation<Point>]

    init(count: Int) {
        let workload = SpringPeerWorkload(count: count)
        let spring = SpringPeerWorkload.spring
        self.workload = workload
        springs = (0..<count).map { i in
            SpringAnimation(spring: spring, value: workload.starts[i], target: Point(x: 0, y: 0),
                            velocity: workload.velocities[i])
        }
    }

    func frame(_ index: Int) -> Double {
        let restart = index % SpringPeerWorkload.framesPerRun == 0
        return workload.starts.withUnsafeBufferPointer { starts in
            workload.velocities.withUnsafeBufferPointer { velocities in
                springs.withUnsafeMutableBufferPointer { springs in
                    if restart {
                        // Every animation started again where it is, as a client restarts its own (and as the
                        // batch restarts with `reset(values:velocities:)`): it keeps its cached step map.
                        // Assigning freshly made animations instead would compute each one's map again (an
                        // exponential, a sine and a cosine a spring) at every restart.
                        for i in springs.indices { springs[i].reset(value: starts[i], velocity: velocities[i]) }
                    }
                    // The sum in a local of the innermost closure: one captured from outside it is kept in
                    // memory, and a store and reload per spring would lengthen the sum's chain (as in the
                    // Euler reference below).
                    var sum = 0.0
                    for i in springs.indices {
                        springs[i].step(by: SpringPeerWorkload.frameInterval)
                        let position = springs[i].value
                        sum += position.x + position.y
                    }
                    return sum
                }
            }
        }
    }
}

private final class SpringPeerBatchFrames: FrameWorkload {
    let workload: SpringPeerWorkload
    var batch: SpringBatch

    init(count: Int) {
        workload = SpringPeerWorkload(count: count)
        batch = SpringBatch(spring: SpringPeerWorkload.spring, capacity: count)
        for i in 0..<count {
            batch.append(value: workload.starts[i], target: Point(x: 0, y: 0), velocity: workload.velocities[i])
        }
    }

    func frame(_ index: Int) -> Double {
        if index % SpringPeerWorkload.framesPerRun == 0 {
            // Every spring started again in one pass (the arrays hold one point per spring, so this
            // never throws).
            try? batch.reset(values: workload.starts, velocities: workload.velocities)
        }
        batch.step(by: SpringPeerWorkload.frameInterval)
        // Every value read, summed in sixteen independent lanes: a single running sum would make the
        // read wait for one addition's latency per spring, which is what a renderer copying the
        // positions does not pay.
        return batch.withUnsafeValues { values in
            let numbers = UnsafeRawBufferPointer(values)
            let chunks = numbers.count / MemoryLayout<SIMD16<Double>>.size
            var sum = SIMD16<Double>.zero
            for k in 0..<chunks {
                sum += numbers.loadUnaligned(fromByteOffset: k * MemoryLayout<SIMD16<Double>>.size, as: SIMD16<Double>.self)
            }
            var total = sum.sum()
            for i in (chunks * 8)..<values.count { total += values[i].x + values[i].y }
            return total
        }
    }
}

/// The reference integrator's item: position and velocity, 32 bytes.
private struct EulerSpring {
    var x: Double
    var y: Double
    var vx: Double
    var vy: Double
}

private final class SpringPeerEulerFrames: FrameWorkload {
    let initial: [EulerSpring]
    var springs: [EulerSpring]
    // Loaded from the instance (not literals) so that the loop is the general one a library runs.
    let stiffness = SpringPeerWorkload.stiffness
    let damping = SpringPeerWorkload.damping
    let mass = SpringPeerWorkload.mass
    let targetX = 0.0
    let targetY = 0.0

    init(count: Int) {
        let workload = SpringPeerWorkload(count: count)
        initial = (0..<count).map { i in
            EulerSpring(x: workload.starts[i].x, y: workload.starts[i].y,
                        vx: workload.velocities[i].x, vy: workload.velocities[i].y)
        }
        springs = initial
    }

    func frame(_ index: Int) -> Double {
        let restart = index % SpringPeerWorkload.framesPerRun == 0
        let (k, c, m, tx, ty) = (stiffness, damping, mass, targetX, targetY)
        let dt = SpringPeerWorkload.frameInterval
        return initial.withUnsafeBufferPointer { initial in
            springs.withUnsafeMutableBufferPointer { springs in
                if restart {
                    for i in springs.indices { springs[i] = initial[i] }
                }
                var sum = 0.0
                for i in springs.indices {
                    var s = springs[i]
                    // Semi-implicit (symplectic) Euler: the new velocity moves the position.
                    let ax = (-k * (s.x - tx) - c * s.vx) / m
                    let ay = (-k * (s.y - ty) - c * s.vy) / m
                    s.vx += ax * dt
                    s.vy += ay * dt
                    s.x += s.vx * dt
                    s.y += s.vy * dt
                    springs[i] = s
                    sum += s.x + s.y
                }
                return sum
            }
        }
    }
}
