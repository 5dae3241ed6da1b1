import ArgumentParser
import Dynamics
import BenchReplay

extension BenchModule {
    /// The scenarios are in Scenarios+Dynamics.swift.
    static let dynamics = BenchModule(name: "Dynamics", scenarios: dynamicsScenarios + keyframeScenarios,
                                      probes: [SpringProbe.self, DecayProbe.self, KeyframesProbe.self])
}

/// `bench spring --mass=M --stiffness=K --damping=C --from=X0 --to=X1 [--velocity=V0] --at=T1,T2,...`
struct SpringProbe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spring",
        abstract: "The exact solution of m x'' + c x' + k (x - to) = 0.",
        discussion: """
            Prints [{"t": T, "x": X, "v": V}, ...]: position and velocity at each time, from x(0) = from and \
            x'(0) = velocity. Under-, critically and over-damped springs are all solved in closed form.
            """)

    @Option(parsing: .unconditional, help: "The mass m (positive).", transform: NumberArgument.parse)
    var mass = NumberArgument(1)

    @Option(parsing: .unconditional, help: "The stiffness k (positive).", transform: NumberArgument.parse)
    var stiffness: NumberArgument

    @Option(parsing: .unconditional, help: "The damping coefficient c (zero or positive).", transform: NumberArgument.parse)
    var damping: NumberArgument

    @Option(parsing: .unconditional, help: "The start position x(0).", transform: NumberArgument.parse)
    var from: NumberArgument

    @Option(parsing: .unconditional, help: "The rest position.", transform: NumberArgument.parse)
    var to: NumberArgument

    @Option(parsing: .unconditional, help: "The initial velocity x'(0), units per second.", transform: NumberArgument.parse)
    var velocity = NumberArgument(0)

    @Option(parsing: .unconditional, help: "Comma-separated times in seconds (zero or positive).", transform: NumbersArgument.parse)
    var at: NumbersArgument

    @Option(help: "Also report settling figures for this epsilon (Core Animation / SwiftUI estimate, exact, Compose).", transform: NumberArgument.parse)
    var settling: NumberArgument?

    func run() throws {
        BenchOutput.line(try output().text)
    }

    /// The JSON the probe prints, or `InvalidInput` with a one-line reason.
    func output() throws -> JSON {
        let samples = try sampled()
        guard let settling else { return samples.json }
        let epsilon = settling.value
        guard epsilon > 0 && epsilon < 1 else { throw InvalidInput("--settling=\(settling) must be in (0, 1)") }
        let spring = samples.spring, motion = samples.motion
        let compose = spring.estimatedAnimationDurationMillis(initialDisplacement: motion.start - motion.target,
                                                              initialVelocity: motion.initialVelocity, delta: epsilon)
        return .object([("settlingDuration", .number(spring.settlingDuration(epsilon: epsilon))),
                        ("exactSettlingDuration", .number(spring.exactSettlingDuration(epsilon: epsilon))),
                        ("composeDurationMillis", .number(Double(compose))),
                        ("samples", samples.json)])
    }

    private func sampled() throws -> (spring: Spring, motion: SpringSolution<Double>, json: JSON) {
        let m = mass.value
        let k = stiffness.value
        let c = damping.value
        let x0 = from.value
        let x1 = to.value
        let v0 = velocity.value
        let times = try ProbeArguments.times(at)
        let spring: Spring
        do {
            spring = try Spring(mass: m, stiffness: k, damping: c)
        } catch {
            let raw = ["mass": mass, "stiffness": stiffness, "damping": damping][error.parameter] ?? "\(error.value)"
            throw InvalidInput("--\(error.parameter)=\(raw) \(error.requirement)")
        }
        guard (x0 - x1).isFinite else {
            throw InvalidInput("--from=\(from) and --to=\(to) are too far apart: from - to overflows")
        }
        let motion = SpringSolution(spring: spring, from: x0, to: x1, initialVelocity: v0)
        let output = JSON.array(times.map { t in
            let state = motion.state(at: t)
            return .object([("t", .number(t)), ("x", .number(state.value)), ("v", .number(state.velocity))])
        })
        // The largest speed is about the natural frequency times the distance, or the initial velocity:
        // the larger of the two is the input to name when the motion leaves the finite range.
        guard output.isFinite else {
            let blamed = Swift.abs(v0) >= Swift.abs(x0 - x1) * spring.naturalFrequency ? "--velocity=\(velocity)" : "--from=\(from)"
            throw InvalidInput("\(blamed): the motion leaves the finite range (beyond ±1.8e308)")
        }
        return (spring, motion, output)
    }
}

/// `bench decay --from=X0 --velocity=V0 --rate=R | --inertia=POWER,TIMECONSTANT --at=T1,...`
struct DecayProbe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decay",
        abstract: "Deceleration where the velocity is multiplied by R every millisecond (UIScrollView's 0.998 / 0.99).",
        discussion: """
            Prints {"rest": X, "samples": [{"t": T, "x": X, "v": V}, ...]}: the exact rest position \
            (from - velocity / (1000 ln R)) and the exact position and velocity at each time.
            """)

    @Option(parsing: .unconditional, help: "The start position.", transform: NumberArgument.parse)
    var from: NumberArgument

    @Option(parsing: .unconditional, help: "The initial velocity, units per second.", transform: NumberArgument.parse)
    var velocity: NumberArgument

    @Option(parsing: .unconditional, help: "The factor per millisecond, in (0, 1): 0.998 normal, 0.99 fast.", transform: NumberArgument.parse)
    var rate: NumberArgument?

    @Option(parsing: .unconditional, help: "framer-motion's inertia instead of --rate: POWER,TIMECONSTANT_MS (Motion's defaults: 0.8,325).", transform: NumbersArgument.parse)
    var inertia: NumbersArgument?

    @Option(parsing: .unconditional, help: "Comma-separated times in seconds (zero or positive).", transform: NumbersArgument.parse)
    var at: NumbersArgument

    func run() throws {
        BenchOutput.line(try output().text)
    }

    /// The JSON the probe prints, or `InvalidInput` with a one-line reason.
    func output() throws -> JSON {
        let x0 = from.value
        let v0 = velocity.value
        let times = try ProbeArguments.times(at)
        let decay: Decay<Double>
        switch (rate, inertia) {
        case (let rate?, nil):
            let r = rate.value
            do {
                decay = Decay(from: x0, velocity: v0, rate: try DecelerationRate(r))
            } catch {
                throw InvalidInput("--rate=\(rate) must be in (0, 1)")
            }
        case (nil, let inertia?):
            let parameters = try inertia.exactly(2, option: "inertia")
            do {
                decay = try Decay<Double>.inertia(from: x0, velocity: v0, power: parameters[0], timeConstant: parameters[1])
            } catch {
                throw InvalidInput("--inertia=\(inertia): \(error.description)")
            }
        default:
            throw InvalidInput("give exactly one of --rate and --inertia")
        }
        let samples = times.map { t in
            JSON.object([("t", .number(t)), ("x", .number(decay.value(at: t))), ("v", .number(decay.velocity(at: t)))])
        }
        let output = JSON.object([("rest", .number(decay.restValue)), ("samples", .array(samples))])
        guard output.isFinite else {
            throw InvalidInput("--from=\(from) with --velocity=\(velocity) comes to rest beyond ±1.8e308")
        }
        return output
    }
}

extension ProbeArguments {
    /// Comma-separated finite, non-negative times for `--at`.
    static func times(_ argument: NumbersArgument) throws -> [Double] {
        let times = argument.values
        if let negative = times.first(where: { $0 < 0 }) {
            throw InvalidInput("--at time \(negative) must not be negative")
        }
        return times
    }
}
