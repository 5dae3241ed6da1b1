import BenchReplay

/// `bench run --exact NAME` and `--filter SUBSTRING`: registered scenarios chosen by name, checked as the
/// command line is read (argument-parser's words: `The value 'x' is invalid for '--exact <exact>': must be
/// one of geometry.rubberband, ...`), so a name that selects nothing is refused before anything runs.
struct ScenarioSelection: Sendable {
    /// The text given.
    let text: String
    /// The names of the scenarios chosen, in `bench run --list`'s order (at least one).
    let names: [String]

    /// The scenario named exactly `text`.
    ///
    /// - Throws: `InvalidInput` listing every registered scenario's name.
    static func exact(_ text: String) throws(InvalidInput) -> ScenarioSelection {
        let names = Scenario.all.map(\.name)
        guard names.contains(text) else { throw InvalidInput("must be one of \(names.joined(separator: ", "))") }
        return ScenarioSelection(text: text, names: [text])
    }

    /// The scenarios whose names contain `text`.
    ///
    /// - Throws: `InvalidInput` when no registered scenario's name contains it.
    static func containing(_ text: String) throws(InvalidInput) -> ScenarioSelection {
        let names = Scenario.all.map(\.name).filter { $0.contains(text) }
        guard !names.isEmpty else { throw InvalidInput("no scenario's name contains it (bench run --list lists them)") }
        return ScenarioSelection(text: text, names: names)
    }
}
