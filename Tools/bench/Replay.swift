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
            after the last event. At most 2,000,000 frames. Every interaction starts a motion at the \
            input that started it (a release's timestamp), so the same trace gives the same motion at any \
            --fps and with any --jitter, at the instants they share. Each frame is {"t": T, ...} with the interaction's output; --list names \
            the interactions and the options each takes. Negative numbers may follow a flag directly \
            (--to -10,20) or after "=" (--to=-10,20).
            """)

    @Argument(help: "The interaction to drive (see --list).")
    var interaction: String?

    @Argument(help: "The trace file: JSON {\"events\": [{\"t\", \"pointer\", \"phase\", \"x\", \"y\"}, ...]}.")
    var trace: String?

    @Option(help: "Frames per second of the simulated display: a normal positive number up to 10000.")
    var fps: String = "120"

    @Option(help: "Simulated seconds after the last event after which the replay stops if the interaction has not settled, in (0, 3600].")
    var seconds: String = "10"

    @Option(help: "Move every frame after the first by a seeded amount within ±0.4 frame (an irregular display link); a whole number.")
    var jitter: String?

    @Flag(help: "List the interactions that can be replayed, with their options.")
    var list = false

    // The interactions' own options: each replayer says which it takes, and any other is rejected.
    @Option(help: "tossable: the destination X,Y in points (default: the container's centre).")
    var to: String?
    @Option(help: "relative-position: the container X,Y,WIDTH,HEIGHT (default: the trace's container, else 0,0,375,667).")
    var container: String?
    @Option(name: .customLong("minimum-distance"), help: "relative-position: the pan's hysteresis in points (default 0).")
    var minimumDistance: String?
    @Option(help: "transition: the transition's duration in seconds (default 0.5).")
    var duration: String?
    @Option(help: "transition: x or y (default x); scroll: y or x (default y).")
    var axis: String?
    @Option(help: "transition: the pan distance for 100 %, in points (default: the container's width or height).")
    var extent: String?
    @Flag(help: "transition: the interactive pop over the container (a left-edge swipe), as the playground's pop.")
    var pop = false
    @Option(help: "scroll: the content length along the axis, in points.")
    var content: String?
    @Option(help: "scroll: the viewport length along the axis, in points.")
    var viewport: String?
    @Option(help: "scroll: uikit, uikit-fast, flutter-bouncing or flutter-clamping (default uikit).")
    var physics: String?
    @Flag(help: "scroll: page by the viewport length.")
    var paging = false
    @Option(help: "scroll: the height of a stretchy header at the top of the content, in points.")
    var header: String?
    @Option(name: .customLong("header-rate"), help: "scroll: how fast the header moves when pushed up (1: with the content, 0.5: parallax; default 1).")
    var headerRate: String?

    /// The interaction options given, by flag name.
    var interactionOptions: [String: String] {
        var values: [String: String] = [:]
        let given: [(String, String?)] = [
            ("to", to), ("container", container), ("minimum-distance", minimumDistance), ("duration", duration),
            ("axis", axis), ("extent", extent), ("content", content), ("viewport", viewport),
            ("physics", physics), ("header", header), ("header-rate", headerRate), ("paging", paging ? "true" : nil),
            ("pop", pop ? "true" : nil),
        ]
        for (name, value) in given { if let value { values[name] = value } }
        return values
    }

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
        let clock = try replayClock()
        let options = try ReplayOptions(clock: clock, values: interactionOptions, interaction: interaction,
                                        allowed: replayer.options)
        let loaded = try loadTrace(path: trace)
        let samples = loaded.samples
        if let first = samples.first?.time, let last = samples.last?.time {
            do {
                try clock.validate(span: last - first)
            } catch {
                throw InvalidInput("--fps=\(self.fps) with --seconds=\(self.seconds): the trace spans \(last - first) s, more than \(Int(TraceReplay.maximumFrames)) frames")
            }
        }
        let frames = try replayer.replay(loaded, options)
        print(JSON.array(frames).text)
    }

    /// The replay's clock from --fps, --seconds and --jitter; errors name the flag and the value.
    func replayClock() throws -> TraceReplay {
        let fps = try ProbeArguments.number(self.fps, option: "fps")
        let seconds = try ProbeArguments.number(self.seconds, option: "seconds")
        var seed: UInt64?
        if let jitter {
            guard let value = UInt64(jitter) else { throw InvalidInput("--jitter=\(jitter) must be a whole number from 0 to 18446744073709551615") }
            seed = value
        }
        guard fps.isNormal, fps > 0, fps <= 10_000 else {
            throw InvalidInput("--fps=\(self.fps) must be a normal positive number up to 10000")
        }
        guard seconds > 0, seconds <= 3_600 else { throw InvalidInput("--seconds=\(self.seconds) must be in (0, 3600]") }
        let clock: TraceReplay
        do {
            clock = try TraceReplay(fps: fps, jitterSeed: seed, secondsAfterLastSample: seconds)
            try clock.validate(span: 0)
        } catch {
            throw InvalidInput("--fps=\(self.fps) × --seconds=\(self.seconds) is more than \(Int(TraceReplay.maximumFrames)) frames")
        }
        return clock
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
        return try ReplayOptions(clock: TraceReplay(fps: fps, secondsAfterLastSample: seconds), values: command.interactionOptions,
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
