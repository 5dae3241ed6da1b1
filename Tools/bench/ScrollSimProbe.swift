import ArgumentParser
import Dynamics
import BenchReplay

extension ScrollPhysics: ExpressibleByArgument {}

/// `bench scroll-sim --physics=P --position=X --velocity=V [--leading=A --trailing=B] --at=T1,...`
struct ScrollSimProbe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scroll-sim",
        abstract: "A scroll simulation released at a position and velocity between two extents.",
        discussion: """
            Prints [{"t": T, "x": X, "v": V}, ...]: the position (points) and velocity (dx/dt, points per \
            second) at each time after the release. P is uikit or uikit-fast (UIScrollView's deceleration, \
            0.998 / 0.99 per millisecond, and its bounce past an extent), flutter-bouncing or \
            flutter-bouncing-fast (Flutter's BouncingScrollSimulation with BouncingScrollPhysics' spring), \
            or flutter-clamping (Flutter's ClampingScrollSimulation, Android's fling). An extent not given \
            is unbounded. Flutter's simulations use Flutter's default tolerance (0.001). \
            --android-overscroller replaces the profile with Android's OverScroller spline fling (Compose's \
            splineBasedDecay timeline), clamped at the extents as OverScroller.fling does.
            """)

    @Flag(name: .customLong("android-overscroller"), help: "Android's OverScroller fling instead of --physics.")
    var androidOverScroller = false

    @Option(parsing: .unconditional, help: "The profile: \(ScrollPhysics.allCases.map(\.rawValue).joined(separator: ", ")).")
    var physics: ScrollPhysics = .uikit

    @Option(parsing: .unconditional, help: "The position at the release, points.", transform: NumberArgument.parse)
    var position: NumberArgument

    @Option(parsing: .unconditional, help: "The velocity at the release, points per second.", transform: NumberArgument.parse)
    var velocity: NumberArgument

    @Option(parsing: .unconditional, help: "The smallest in-range position (unbounded when not given).", transform: NumberArgument.parse)
    var leading: NumberArgument?

    @Option(parsing: .unconditional, help: "The largest in-range position (unbounded when not given).", transform: NumberArgument.parse)
    var trailing: NumberArgument?

    @Option(parsing: .unconditional, help: "Comma-separated times in seconds after the release (zero or positive).", transform: NumbersArgument.parse)
    var at: NumbersArgument

    func run() throws {
        BenchOutput.line(try output().text)
    }

    /// The JSON the probe prints, or `InvalidInput` with a one-line reason.
    func output() throws -> JSON {
        let x0 = position.value
        let v0 = velocity.value
        let low = leading?.value ?? -.infinity
        let high = trailing?.value ?? .infinity
        guard low <= high else { throw InvalidInput("--leading=\(leading?.text ?? "") must not exceed --trailing=\(trailing?.text ?? "")") }
        let times = try ProbeArguments.times(at)
        // Every distance the simulations take must be finite: the position from each extent given, and
        // the extents from each other.
        for (flag, text, extent) in [("leading", leading?.text, low), ("trailing", trailing?.text, high)] where extent.isFinite {
            guard (x0 - extent).isFinite else {
                throw InvalidInput("--position=\(position) and --\(flag)=\(text ?? "") are too far apart: their difference overflows")
            }
        }
        if low.isFinite, high.isFinite, !(high - low).isFinite {
            throw InvalidInput("--leading=\(leading?.text ?? "") and --trailing=\(trailing?.text ?? "") are too far apart: their difference overflows")
        }
        let simulation: any ScrollSimulation
        do {
            if androidOverScroller {
                simulation = try OverScrollerSimulation(position: x0, velocity: v0, leadingExtent: low, trailingExtent: high)
            } else {
                simulation = try physics.simulation(position: x0, velocity: v0, leadingExtent: low, trailingExtent: high)
            }
        } catch {
            // The error names the simulation's parameter; the message names the flag it came from.
            let flags = ["position": "--position=\(position)", "velocity": "--velocity=\(velocity)",
                         "leadingExtent": "--leading=\(leading?.text ?? "")", "trailingExtent": "--trailing=\(trailing?.text ?? "")"]
            throw InvalidInput("\(flags[error.parameter] ?? "--physics=\(physics.rawValue)"): \(error)")
        }
        let output = JSON.array(times.map { t in
            let state = simulation.state(at: t)
            return .object([("t", .number(t)), ("x", .number(state.position)), ("v", .number(state.velocity))])
        })
        guard output.isFinite else {
            throw InvalidInput("--position=\(position) with --velocity=\(velocity): the motion leaves the finite range (beyond ±1.8e308)")
        }
        return output
    }
}
