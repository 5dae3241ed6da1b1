import Geometry
import BenchReplay

/// A timing curve as the command line spells it, one rule for every flag that takes one (`curve
/// --control`, `transition --curve` and `--completion-curve`, `plot curve --curve`): a CSS / Core
/// Animation name or the control points X1,Y1,X2,Y2. An `ArgumentValue`: argument-parser runs its parse
/// (`transform: TimingCurveArgument.parse`) and names the flag and the value before its reason.
struct TimingCurveArgument: ArgumentValue {
    /// The names and the curves they stand for, in the order help lists them.
    static let named: [(name: String, curve: TimingCurve)] = [
        ("linear", .linear), ("ease", .ease), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ]

    /// "linear, ease, easeIn, easeOut, easeInOut": for help texts.
    static var names: String { named.map(\.name).joined(separator: ", ") }

    /// The text given.
    let text: String
    let curve: TimingCurve

    /// A default: one of ``named`` (linear for any other name).
    init(named name: String) {
        text = name
        curve = Self.named.first(where: { $0.name == name })?.curve ?? .linear
    }

    /// Parses the text given to the option.
    ///
    /// - Throws: `InvalidInput` with the reason: neither a name nor four finite numbers with X1 and X2 in 0...1.
    init(parsing text: String) throws(InvalidInput) {
        self.text = text
        if let named = Self.named.first(where: { $0.name == text.trimmingSpaces }) {
            curve = named.curve
            return
        }
        guard text.contains(",") || Double(text.trimmingSpaces) != nil else {
            throw InvalidInput("must be one of \(Self.names) or X1,Y1,X2,Y2")
        }
        let points = try NumbersArgument(parsing: text).values
        guard points.count == 4 else { throw InvalidInput("must be X1,Y1,X2,Y2: 4 comma-separated numbers, got \(points.count)") }
        do {
            curve = try TimingCurve(controlPoints: points[0], points[1], points[2], points[3])
        } catch {
            throw InvalidInput(error.description)
        }
    }
}
