import ArgumentParser
import BenchReport
import Foundation
import BenchReplay

/// `bench report [-o report.html] [--frames N] [--warmup N] [--bench-json PATH | --no-bench]`
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write one self-contained HTML page: the bench table, and every interaction's built-in gestures drawn and replayable.",
        discussion: """
            The page needs no network and loads nothing from elsewhere: the plots are inline SVG, the \
            player is a small inline script drawing on a canvas. The bench table is measured now \
            (--frames per scenario), read from a `bench run --json` file (--bench-json), or left out \
            (--no-bench). Measure with a release build: swift run -c release bench report.
            """)

    @Option(name: [.short, .customLong("output")], parsing: .unconditional, help: "The HTML file to write (standard output if not given).")
    var output: OutputPath?

    @Option(parsing: .unconditional, help: "Frames to time per scenario for the bench table.")
    var frames: Int = 5_000

    @Option(parsing: .unconditional, help: "Untimed warm-up frames before timing, as bench run's --warmup (a tenth of --frames, 1000 to 5000, when not given).")
    var warmup: Int?

    @Option(parsing: .unconditional, help: "Read the bench table from this `bench run --json` file instead of measuring.")
    var benchJSON: InputPath?

    @Flag(help: "Leave the bench table out.")
    var noBench = false

    func validate() throws {
        guard frames >= 1 else { throw ValidationError("--frames must be at least 1 (got \(frames))") }
        if let warmup, warmup < 0 { throw ValidationError("--warmup must be at least 0 (got \(warmup))") }
    }

    func run() throws {
        let file = try output.open(flag: "output")
        file.write(try html())
    }

    /// The page, or `InvalidInput` with a one-line reason.
    func html() throws -> String {
        let bench: ReportBench
        if noBench {
            bench = .omitted
        } else if let benchJSON {
            bench = try ReportBench.read(benchJSON)
        } else {
            bench = ReportBench.measure(frames: frames, warmUpFrames: warmup)
        }
        return ReportPage.html(table: bench.table, sections: try ReportSection.all())
    }
}
