import ArgumentParser
import Geometry
import Gestures
import BenchReplay

/// `bench velocity TRACE.json [--strategy lsq2|impulse|ios|macos]`
struct Velocity: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "The release velocity of a gesture trace's last pointer, in points per second.",
        discussion: """
            Prints {"vx": number|null, "vy": number|null}. Follows Android's VelocityTracker: positions \
            of ended events are not added, a pause of more than 40 ms means the pointer stopped, \
            samples within 100 ms (at most 20) are used. null when no velocity can be estimated.
            """)

    @Argument(help: "The trace file (JSON, see Tools/bench/README.md).")
    var trace: InputPath

    @Option(parsing: .unconditional, help: "The estimator: lsq2 (least squares of degree 2) or impulse.")
    var strategy: VelocityStrategy = .leastSquares

    func run() throws {
        BenchOutput.line(try Self.estimate(trace: trace.trace(), strategy: strategy).text)
    }

    /// The probe's output for a decoded trace.
    static func estimate(trace: GestureTrace, strategy: VelocityStrategy) throws -> JSON {
        var tracker = VelocityTracker(strategy: strategy)
        for (index, sample) in trace.samples.enumerated() {
            do {
                try tracker.add(sample)
            } catch {
                throw InvalidInput("event \(index): \(error.description)")
            }
        }
        let velocity = trace.samples.last.flatMap { tracker.velocity(of: $0.pointer) }
        return .object([("vx", .number(velocity?.dx)), ("vy", .number(velocity?.dy))])
    }
}

extension VelocityStrategy: ExpressibleByArgument {}
