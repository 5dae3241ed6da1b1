import ArgumentParser
import Geometry

/// `bench curve --control=NAME|X1,Y1,X2,Y2 --at=P1,P2,...`
struct Curve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Evaluate a CSS / Core Animation cubic Bezier timing curve.",
        discussion: "Prints [{\"p\": P, \"y\": Y}, ...]. Progress outside 0...1 extrapolates along the end tangents.")

    @Option(parsing: .unconditional, help: "A named curve (\(TimingCurveArgument.names)) or the control points X1,Y1,X2,Y2 (X1 and X2 in 0...1).")
    var control: String

    @Option(parsing: .unconditional, help: "Comma-separated input progress values.")
    var at: String

    func run() throws {
        print(try output().text)
    }

    /// The probe's JSON answer.
    func output() throws -> JSON {
        let curve = try TimingCurveArgument(control, option: "control").curve
        let inputs = try ProbeArguments.numbers(at, option: "at")
        return JSON.array(inputs.map { .object([("p", .number($0)), ("y", .number(curve.value(at: $0)))]) })
    }
}

/// `bench rubberband --offset=X --dimension=D [--constant=C]`
struct RubberBandProbe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rubberband",
        abstract: "UIScrollView's rubber band: (1 - 1/(x c/d + 1)) d.",
        discussion: "Prints {\"value\": V}. A negative offset bands the other way.")

    @Option(parsing: .unconditional, help: "How far past the edge (points).")
    var offset: String

    @Option(parsing: .unconditional, help: "The dimension the band is measured against (positive).")
    var dimension: String

    @Option(parsing: .unconditional, help: "The constant c (UIScrollView's is 0.55).")
    var constant: String = "0.55"

    func run() throws {
        print(try output().text)
    }

    /// The probe's JSON answer.
    func output() throws -> JSON {
        let x = try ProbeArguments.number(offset, option: "offset")
        let d = try ProbeArguments.number(dimension, option: "dimension")
        let c = try ProbeArguments.number(constant, option: "constant")
        guard d > 0 else { throw InvalidInput("--dimension=\(dimension) must be positive") }
        guard c >= 0 else { throw InvalidInput("--constant=\(constant) must not be negative") }
        return JSON.object([("value", .number(rubberBand(offset: x, dimension: d, constant: c)))])
    }
}
