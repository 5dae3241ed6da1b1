import ArgumentParser
import Geometry
import BenchReplay

/// `bench curve --control=NAME|X1,Y1,X2,Y2 | --named=NAME | --steps=N[,POSITION] --at=P1,P2,...`
struct Curve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Evaluate a timing curve: a cubic Bezier, a named platform curve or CSS steps().",
        discussion: """
            Prints [{"p": P, "y": Y}, ...]. A Bezier given by --control extrapolates outside 0...1 along the end \
            tangents; named curves and steps follow their platform (SwiftUI's UnitCurve and Flutter's curves clamp \
            progress to 0...1, CSS steps continue their levels). Names: \(Curve.names.joined(separator: ", ")).
            """)

    @Option(parsing: .unconditional,
            help: "A Bezier: the control points X1,Y1,X2,Y2 (X1 and X2 in 0...1), or \(TimingCurveArgument.names).",
            transform: TimingCurveArgument.parse)
    var control: TimingCurveArgument?

    @Option(parsing: .unconditional, help: "A named curve (see the discussion).", transform: CurveNameArgument.parse)
    var named: CurveNameArgument?

    @Option(parsing: .unconditional, help: "CSS steps(): N[,jump-start|jump-end|jump-none|jump-both|start|end].",
            transform: StepsArgument.parse)
    var steps: StepsArgument?

    @Option(parsing: .unconditional, help: "Comma-separated input progress values.", transform: NumbersArgument.parse)
    var at: NumbersArgument

    /// The named curves: CSS / Core Animation, SwiftUI's circular ones, Material 3's tokens.
    static let named: [String: @Sendable (Double) -> Double] = [
        "linear": TimingCurve.linear.value(at:), "ease": TimingCurve.ease.value(at:),
        "ease-in": TimingCurve.easeIn.value(at:), "ease-out": TimingCurve.easeOut.value(at:),
        "ease-in-out": TimingCurve.easeInOut.value(at:),
        "circular-ease-in": UnitCurve.circularEaseIn.value(at:), "circular-ease-out": UnitCurve.circularEaseOut.value(at:),
        "circular-ease-in-out": UnitCurve.circularEaseInOut.value(at:),
        "m3-emphasized": MaterialEasing.emphasized.value(at:),
        "m3-emphasized-decelerate": MaterialEasing.emphasizedDecelerate.value(at:),
        "m3-emphasized-accelerate": MaterialEasing.emphasizedAccelerate.value(at:),
        "m3-standard": MaterialEasing.standard.value(at:), "m3-standard-decelerate": MaterialEasing.standardDecelerate.value(at:),
        "m3-standard-accelerate": MaterialEasing.standardAccelerate.value(at:), "m3-legacy": MaterialEasing.legacy.value(at:),
        "m3-legacy-decelerate": MaterialEasing.legacyDecelerate.value(at:),
        "m3-legacy-accelerate": MaterialEasing.legacyAccelerate.value(at:),
        "step-start": StepEasing.stepStart.value(at:), "step-end": StepEasing.stepEnd.value(at:),
    ]
    static var names: [String] { named.keys.sorted() }

    func run() throws {
        BenchOutput.line(try output().text)
    }

    /// The probe's JSON answer.
    func output() throws -> JSON {
        let inputs = at.values
        let curve = try easing()
        return JSON.array(inputs.map { .object([("p", .number($0)), ("y", .number(curve($0)))]) })
    }

    /// The one curve the options name.
    private func easing() throws -> @Sendable (Double) -> Double {
        guard [control != nil, named != nil, steps != nil].filter({ $0 }).count == 1 else {
            throw InvalidInput("give exactly one of --control, --named and --steps")
        }
        if let named { return named.curve }
        if let steps { return steps.easing.value(at:) }
        guard let control else { throw InvalidInput("give exactly one of --control, --named and --steps") }
        return control.curve.value(at:)
    }
}

/// `bench rubberband --offset=X --dimension=D [--constant=C]`
struct RubberBandProbe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rubberband",
        abstract: "UIScrollView's rubber band: (1 - 1/(x c/d + 1)) d.",
        discussion: "Prints {\"value\": V}. A negative offset bands the other way.")

    @Option(parsing: .unconditional, help: "How far past the edge (points).", transform: NumberArgument.parse)
    var offset: NumberArgument

    @Option(parsing: .unconditional, help: "The dimension the band is measured against (positive).", transform: NumberArgument.parse)
    var dimension: NumberArgument

    @Option(parsing: .unconditional, help: "The constant c (UIScrollView's is 0.55).", transform: NumberArgument.parse)
    var constant = NumberArgument(0.55)

    func run() throws {
        BenchOutput.line(try output().text)
    }

    /// The probe's JSON answer.
    func output() throws -> JSON {
        let x = offset.value
        let d = dimension.value
        let c = constant.value
        guard d > 0 else { throw InvalidInput("--dimension=\(dimension) must be positive") }
        guard c >= 0 else { throw InvalidInput("--constant=\(constant) must not be negative") }
        return JSON.object([("value", .number(rubberBand(offset: x, dimension: d, constant: c)))])
    }
}
