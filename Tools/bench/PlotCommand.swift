import ArgumentParser
import Foundation
import BenchReplay

/// `bench plot replay|curve|spring|decay|arc ... [-o FILE.svg]`: the motion drawn as SVG.
struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Draw a replay, a timing curve, a spring or a decay as SVG.",
        discussion: """
            Writes one SVG document to -o FILE (or to standard output). The drawing is done by the \
            bench itself, with no dependency; light and dark viewers both show it.
            """,
        subcommands: [PlotReplayCommand.self, PlotCurveCommand.self, PlotSpringCommand.self, PlotDecayCommand.self, PlotArcCommand.self])
}
