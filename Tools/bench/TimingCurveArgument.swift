import Geometry
import BenchReplay

/// A timing curve as the command line spells it, one rule for every flag that takes one (`curve
/// --control`, `transition --curve` and `--completion-curve`, `plot curve --curve`): a CSS / Core
/// Animation name or the control points X1,Y1,X2,Y2.
struct TimingCurveArgument {
    /// The names and the curves they stand for, in the order help lists them.
    static let named: [(name: String, curve: TimingCurve)] = [
        ("linear", .linear), ("ease", .ease), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ]

    /// "linear, ease, easeIn, easeOut, easeInOut": for help texts.
    static var names: String { named.map(\.name).joined(separator: ", ") }

    /// The text given.
    let text: String
    let curve: TimingCurve

    /// Parses `text` given to `--option`.
    ///
    /// - Throws: `InvalidInput` naming the option and the value: neither a name nor four finite numbers
    ///   with X1 and X2 in 0...1.
    init(_ text: String, option: String) throws {
        self.text = text
        if let named = Self.named.first(where: { $0.name == text.trimmingSpaces }) {
            curve = named.curve
            return
        }
        guard text.contains(",") || Double(text.trimmingSpaces) != nil else {
            throw InvalidInput("--\(option)=\(text) must be one of \(Self.names) or X1,Y1,X2,Y2")
        }
        let points = try ProbeArguments.numbers(text, option: option, count: 4)
        do {
            curve = try TimingCurve(controlPoints: points[0], points[1], points[2], points[3])
        } catch {
            throw InvalidInput("--\(option): \(error.description)")
        }
    }
}
