import ArgumentParser
import Gestures

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

    @Argument(help: "The interaction to drive (`bench replay --list`).")
    var interaction: String

    @Argument(help: "The trace file (JSON).")
    var trace: String

    @Option(help: "Frames per second of the simulated display.")
    var fps: String = "120"

    @Option(help: "Simulated seconds after which the replay stops if the interaction has not settled.")
    var seconds: String = "10"

    @Option(name: [.short, .customLong("output")], help: "The SVG file to write (standard output if not given).")
    var output: String?

    @Argument(parsing: .allUnrecognized, help: .hidden)
    var interactionOptions: [String] = []

    func run() throws {
        try PlotOutput.write(try svg().text, to: output)
    }

    /// The drawing, or `InvalidInput` with a one-line reason.
    func svg() throws -> SVGDocument {
        guard let replayer = Replayer.all.first(where: { $0.interaction == interaction }) else {
            throw InvalidInput("unknown interaction \(interaction) (one of: \(Replayer.names))")
        }
        let fps = try ProbeArguments.number(self.fps, option: "fps")
        let seconds = try ProbeArguments.number(self.seconds, option: "seconds")
        guard fps > 0, fps <= 10_000 else { throw InvalidInput("--fps=\(self.fps) must be in (0, 10000]") }
        guard seconds > 0, seconds <= 3_600 else { throw InvalidInput("--seconds=\(self.seconds) must be in (0, 3600]") }
        let options = try ReplayOptions.parsing(interactionOptions, interaction: interaction, fps: fps, seconds: seconds)
        let trace = try loadTrace(path: self.trace)
        let frames = try replayer.replay(trace, options)
        let name = trace.name ?? self.trace
        return try PlotReplay.document(title: "\(interaction): \(name)", frames: frames, trace: trace,
                                       style: PlotStyle.of(interaction), options: options)
    }
}
