import ArgumentParser
import Geometry
import Transitions
import BenchReplay

/// `bench transition --duration=D [--curve=C] [--completion-curve=C] [--completion-speed=S] --percent=P
/// (--finish|--cancel) --at=T1,...`
struct TransitionProbe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transition",
        abstract: "A percent-driven transition paused at a percentage, then finished or cancelled at t = 0.",
        discussion: """
            Prints [{"t": T, "percent": P, "value": V, "state": S}, ...]: the local time over the duration, the \
            animation's curve (--curve) at that time, and completing, finished or cancelled. Curves: linear, ease, \
            easeIn, easeOut, easeInOut or X1,Y1,X2,Y2.
            """)

    @Option(parsing: .unconditional, help: "The transition's duration D in seconds (positive).", transform: NumberArgument.parse)
    var duration: NumberArgument

    @Option(parsing: .unconditional, help: "The animation's timing curve (linear by default).", transform: TimingCurveArgument.parse)
    var curve = TimingCurveArgument(named: "linear")

    @Option(name: .customLong("completion-curve"), parsing: .unconditional, help: "The completion curve (easeInOut by default, UIKit's).", transform: TimingCurveArgument.parse)
    var completionCurve = TimingCurveArgument(named: "easeInOut")

    @Option(name: .customLong("completion-speed"), parsing: .unconditional, help: "The completion speed (1 by default; <= 0 reads as 1).", transform: NumberArgument.parse)
    var completionSpeed = NumberArgument(1)

    @Option(parsing: .unconditional, help: "The percentage the transition is paused at (clamped to 0...1, as update(_:) does).", transform: NumberArgument.parse)
    var percent: NumberArgument

    @Flag(help: "Finish from the percentage.")
    var finish = false

    @Flag(help: "Cancel from the percentage.")
    var cancel = false

    @Option(parsing: .unconditional, help: "Comma-separated times in seconds after the finish or cancel (not negative).", transform: NumbersArgument.parse)
    var at: NumbersArgument

    func run() throws {
        BenchOutput.line(try output().text)
    }

    /// The probe's JSON answer.
    func output() throws -> JSON {
        let duration = self.duration.value
        guard duration > 0 else { throw InvalidInput("--duration=\(self.duration) must be positive") }
        let curve = self.curve.curve
        let completionCurve = self.completionCurve.curve
        let speed = completionSpeed.value
        let percent = self.percent.value
        guard finish != cancel else { throw InvalidInput("give exactly one of --finish and --cancel") }
        let times = at.values
        if let negative = times.first(where: { $0 < 0 }) { throw InvalidInput("--at=\(negative) must not be negative") }
        var transition: InteractiveTransition<Double>
        do {
            transition = try InteractiveTransition(duration: duration, animations: [TransitionAnimation(from: 0.0, to: 1.0, curve: curve)])
        } catch {
            throw InvalidInput(error.description)
        }
        transition.completionCurve = completionCurve
        transition.completionSpeed = speed
        transition.update(percent)
        if finish { transition.finish() } else { transition.cancel() }
        return .array(times.map { time in
            var copy = transition
            let frame = copy.step(by: time)
            return .object([("t", .number(time)), ("percent", .number(frame.localTime / duration)),
                            ("value", .number(frame[0])), ("state", .string(frame.state.rawValue))])
        })
    }
}
