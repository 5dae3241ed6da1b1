import ArgumentParser
import BenchReplay

/// Everything one library module contributes to the command line beyond its replayers: its scenarios
/// (`bench run`), its probes (subcommands that print the math as JSON) and how its replays are drawn
/// (`bench plot replay`, `bench report`). The replayers' one list is the replay core's
/// (`Replayer.registered`, which the WebAssembly build reads too): a plot style names its replayer.
///
/// Each module declares its value in its own `Scenarios+<Module>.swift`; adding a module is that file
/// and one entry in ``all``.
struct BenchModule: Sendable {
    /// The library module's name.
    let name: String
    var scenarios: [Scenario] = []
    var probes: [any ParsableCommand.Type] = []
    /// How its replays are drawn and the gestures `bench report` shows (`PlotStyle+<Module>.swift`).
    var plotStyles: [PlotStyle] = []

    /// Every module's contribution, in the order `bench run` and `--help` list them.
    static let all: [BenchModule] = [.geometry, .gestures, .dynamics, .relativePosition, .tossable, .transitions, .scroll, .parallax,
                                      .sheet, .anchored, .swipeActions, .host, .navigation, .pullToRefresh,
                                      .pickerWheel, .carousel, .reorderable]
}

extension Scenario {
    /// Every registered scenario, in the order `bench run` prints them.
    static var all: [Scenario] { BenchModule.all.flatMap(\.scenarios) }
}

extension PlotStyle {
    /// Every interaction's drawing glue.
    static var all: [PlotStyle] { BenchModule.all.flatMap(\.plotStyles) }
}
