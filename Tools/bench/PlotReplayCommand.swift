import ArgumentParser
import Gestures
import BenchPlots
import BenchReplay

/// `bench plot replay INTERACTION TRACE.json [--fps=120] [--seconds=10] [interaction options] [-o FILE.svg]`
struct PlotReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a gesture trace through an interaction and draw it.",
        discussion: """
            The same replay as `bench replay` (same options), drawn: the path in the container with \
            the layer at intervals, the finger's samples and the release velocity as an arrow, and \
            position, velocity and the interaction's other numbers against time with its states shaded.
            """)

    @Argument(help: "The interaction to drive (`bench replay --list`).", transform: ReplayInteraction.parse)
    var interaction: ReplayInteraction

    @Argument(help: "The trace file (JSON).")
    var trace: InputPath

    @OptionGroup var arguments: ReplayArguments

    @OptionGroup var output: SVGOutputOption

    func run() throws {
        try output.write { try svg().text }
    }

    /// The drawing, or `InvalidInput` with a one-line reason.
    func svg() throws -> SVGDocument {
        let replayer = interaction.replayer
        let options = try arguments.options(for: replayer)
        let trace = try self.trace.trace()
        let frames = try replayer.replay(trace, options)
        let name = trace.name ?? self.trace.path
        return try PlotReplay.document(title: "\(replayer.interaction): \(name)", frames: frames, trace: trace,
                                       style: PlotStyle.of(replayer.interaction), options: options)
    }
}
