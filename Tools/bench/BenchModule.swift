import ArgumentParser
import BenchReplay

/// Everything one library module contributes to the command line: its scenarios (`bench run`), its
/// replayers (`bench replay`), its probes (subcommands that print the math as JSON) and how its replays
/// are drawn (`bench plot replay`, `bench report`). The one registry: every list below reads it.
///
/// Each module declares its value in its own `Scenarios+<Module>.swift`; adding a module is that file
/// and one entry in ``all``.
struct BenchModule: Sendable {
    /// The library module's name.
    let name: String
    var scenarios: [Scenario] = []
    var replayers: [Replayer] = []
    var probes: [any ParsableCommand.Type] = []
    /// How its replays are drawn and the gestures `bench report` shows (`PlotStyle+<Module>.swift`).
    var plotStyles: [PlotStyle] = []

    /// Every module's contribution, in the order `bench run` and `--help` list them.
    static let all: [BenchModule] = [.geometry, .gestures, .dynamics, .relativePosition, .tossable, .transitions, .scroll, .parallax,
                                      .sheet, .anchored, .swipeActions, .host]
}

extension Scenario {
    /// Every registered scenario, in the order `bench run` prints them.
    static var all: [Scenario] { BenchModule.all.flatMap(\.scenarios) }
}

extension Replayer {
    /// Every interaction that can be replayed.
    static var all: [Replayer] { BenchModule.all.flatMap(\.replayers) }
}

extension PlotStyle {
    /// Every interaction's drawing glue.
    static var all: [PlotStyle] { BenchModule.all.flatMap(\.plotStyles) }
}
