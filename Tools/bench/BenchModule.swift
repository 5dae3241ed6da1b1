import ArgumentParser

/// Everything one library module contributes to the command line: its scenarios (`bench run`), its
/// replayers (`bench replay`) and its probes (subcommands that print the math as JSON).
///
/// Each module declares its value in its own `Scenarios+<Module>.swift`; adding a module is that file
/// and one entry in ``all``.
struct BenchModule: Sendable {
    /// The library module's name.
    let name: String
    var scenarios: [Scenario] = []
    var replayers: [Replayer] = []
    var probes: [any ParsableCommand.Type] = []

    /// Every module's contribution, in the order `bench run` and `--help` list them.
    static let all: [BenchModule] = [.geometry, .gestures, .dynamics, .relativePosition, .tossable, .transitions, .parallax]
}

extension Scenario {
    /// Every registered scenario, in the order `bench run` prints them.
    static var all: [Scenario] { BenchModule.all.flatMap(\.scenarios) }
}

extension Replayer {
    /// Every interaction that can be replayed.
    static var all: [Replayer] { BenchModule.all.flatMap(\.replayers) }
}
