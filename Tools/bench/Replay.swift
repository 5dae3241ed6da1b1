import ArgumentParser
import Gestures

/// `bench replay INTERACTION TRACE.json [--fps=120] [--seconds=10] [interaction options]`
///
/// Feeds a recorded gesture to an interaction frame by frame and prints one JSON array of frames.
/// Every interaction is driven by the same loop (``replayFrames(_:trace:options:frame:)``) through the
/// `Interaction` protocol; each module registers its `Replayer`s in its `BenchModule`.
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay a gesture trace through an interaction and print its frames as JSON.",
        discussion: """
            Frames run at --fps from the trace's first event (t = 0 there: every time printed is seconds \
            since the first event, whatever the trace's time origin), moved by a seeded amount within \
            ±0.4 frame with --jitter. The whole trace is always fed; the replay ends at the first frame \
            where every event has been fed and the interaction has settled, or --seconds of simulated time \
            after the last event (a trace without its lift ends with the gesture still held). At most \
            2,000,000 frames. Every interaction starts a motion at the input that started it (a release's \
            timestamp), so the same trace gives the same motion at any --fps and with any --jitter, at the \
            instants they share. Each frame is {"t": T, ...} with the interaction's output; --list names \
            the interactions and the options each takes (an option another interaction takes is an error). \
            Negative numbers may follow a flag directly (--to -10,20) or after "=" (--to=-10,20).
            """)

    @Argument(help: "The interaction to drive (see --list).")
    var interaction: String?

    @Argument(help: "The trace file: JSON {\"events\": [{\"t\", \"pointer\", \"phase\", \"x\", \"y\"}, ...]}.")
    var trace: String?

    @Flag(help: "List the interactions that can be replayed, with their options.")
    var list = false

    @OptionGroup var arguments: ReplayArguments

    func run() throws {
        if list {
            for replayer in Replayer.all {
                let options = replayer.options.isEmpty ? "" : " [" + replayer.options.map { "--\($0)" }.joined(separator: " ") + "]"
                print("\(replayer.interaction)\(options)\t\(replayer.summary)")
            }
            return
        }
        guard let interaction else { throw InvalidInput("replay needs an interaction name (one of: \(Replayer.names))") }
        guard let replayer = Replayer.all.first(where: { $0.interaction == interaction }) else {
            throw InvalidInput("unknown interaction \(interaction) (one of: \(Replayer.names))")
        }
        guard let trace else { throw InvalidInput("replay needs a trace file") }
        let options = try arguments.options(for: interaction, allowed: replayer.options)
        let loaded = try loadTrace(path: trace)
        try arguments.checkSpan(of: loaded)
        let frames = try replayer.replay(loaded, options)
        print(JSON.array(frames).text)
    }
}

/// One interaction's replay: how to run a trace through it.
struct Replayer: Sendable {
    /// The name given on the command line (`relative-position`, `tossable`, ...).
    let interaction: String
    let summary: String
    /// The options this interaction takes beyond `--fps` and `--seconds` (flag names without `--`).
    let options: [String]
    /// Drives the interaction through the trace (with ``replayFrames(_:trace:options:frame:)``) and
    /// returns the frames, or throws `InvalidInput` with a one-line reason.
    let replay: @Sendable (_ trace: GestureTrace, _ options: ReplayOptions) throws -> [JSON]

    static var names: String { all.map(\.interaction).joined(separator: ", ") }
}

/// The replay's clock and the interaction's own options.
struct ReplayOptions: Sendable {
    let clock: TraceReplay
    let values: [String: String]

    init(clock: TraceReplay, values: [String: String], interaction: String, allowed: [String]) throws {
        for name in values.keys.sorted() where !allowed.contains(name) {
            throw InvalidInput("--\(name) does not apply to \(interaction)"
                + (allowed.isEmpty ? " (it takes no options)" : " (it takes \(allowed.map { "--" + $0 }.joined(separator: ", ")))"))
        }
        self.clock = clock
        self.values = values
    }

    /// The options `bench replay INTERACTION TRACE arguments...` would give `interaction` (for tests
    /// and tools that call a replayer directly); the arguments go through the command's own parser.
    static func parsing(_ arguments: [String], interaction: String, fps: Double = 120, seconds: Double = 10) throws -> ReplayOptions {
        let command = try Replay.parse([interaction, "trace.json"] + arguments)
        let allowed = Replayer.all.first(where: { $0.interaction == interaction })?.options ?? []
        return try ReplayOptions(clock: TraceReplay(fps: fps, secondsAfterLastSample: seconds),
                                 values: command.arguments.interactionOptions,
                                 interaction: interaction, allowed: allowed)
    }

    /// A finite number option, or nil when absent.
    func number(_ name: String) throws -> Double? {
        try values[name].map { try ProbeArguments.number($0, option: name) }
    }

    /// An option of `count` comma-separated finite numbers, or nil when absent.
    func numbers(_ name: String, count: Int) throws -> [Double]? {
        try values[name].map { try ProbeArguments.numbers($0, option: name, count: count) }
    }

    /// A text option, or nil when absent.
    func string(_ name: String) -> String? { values[name] }

    /// True when the flag was given.
    func flag(_ name: String) -> Bool { values[name] != nil }
}

/// Drives `interaction` through the trace with the library's one replay loop (`TraceReplay`) and returns a
/// JSON frame per display frame: `t` (seconds since the first event), then `frame`'s fields.
///
/// - Parameters:
///   - interaction: The interaction, configured.
///   - trace: The validated trace (at least one event).
///   - options: The clock.
///   - frame: The frame's fields after `t`, from the interaction and its tick's output.
func replayFrames<I: Interaction>(_ interaction: inout I, trace: GestureTrace, options: ReplayOptions,
                                  frame: (_ interaction: inout I, _ output: I.Output) -> [(String, JSON)]) throws -> [JSON] {
    let samples = trace.samples
    guard !samples.isEmpty else { throw InvalidInput("the trace has no events") }
    var frames: [JSON] = []
    options.clock.run(&interaction, samples: samples) { time, interaction, output in
        frames.append(.object([("t", .number(time))] + frame(&interaction, output)))
    }
    return frames
}
