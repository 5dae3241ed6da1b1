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

/// Where a plot or a report goes.
enum PlotOutput {
    /// Writes `text` to `path`, or to standard output when `path` is nil or `-`.
    ///
    /// - Throws: `InvalidInput` naming the path when it cannot be written.
    static func write(_ text: String, to path: String?) throws {
        guard let path, path != "-" else {
            BenchOutput.write(text)
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            let reason = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.localizedDescription
            throw InvalidInput("cannot write \(path)" + (reason.map { ": \($0)" } ?? ""))
        }
    }
}
