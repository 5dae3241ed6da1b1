import ArgumentParser

/// `bench replay INTERACTION TRACE.json [--fps=120] [--seconds=10] [interaction options]`
///
/// Feeds a recorded gesture to an interaction frame by frame, from the trace's first event until the
/// interaction settles (or `--seconds` of simulated time), and prints one JSON array of frames.
/// Each interaction registers a `Replayer` from its own file; `Replayer.all` lists them.
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay a gesture trace through an interaction and print its frames as JSON.",
        discussion: "Interaction options are given as --name=value, for example --to=187.5,333.5 for tossable.")

    @Argument(help: "The interaction to drive (see --list).")
    var interaction: String?

    @Argument(help: "The trace file (JSON, see BENCH.md).")
    var trace: String?

    @Option(help: "Frames per second of the simulated display.")
    var fps: String = "120"

    @Option(help: "Simulated seconds after which the replay stops if the interaction has not settled.")
    var seconds: String = "10"

    @Flag(help: "List the interactions that can be replayed.")
    var list = false

    @Argument(parsing: .allUnrecognized, help: .hidden)
    var interactionOptions: [String] = []

    func run() throws {
        if list {
            for replayer in Replayer.all { print("\(replayer.interaction)\t\(replayer.summary)") }
            return
        }
        guard let interaction else { throw InvalidInput("replay needs an interaction name (one of: \(Replayer.names))") }
        guard let trace else { throw InvalidInput("replay needs a trace file") }
        guard let replayer = Replayer.all.first(where: { $0.interaction == interaction }) else {
            throw InvalidInput("unknown interaction \(interaction) (one of: \(Replayer.names))")
        }
        let fps = try ProbeArguments.number(self.fps, option: "fps")
        let seconds = try ProbeArguments.number(self.seconds, option: "seconds")
        guard fps > 0, fps <= 10_000 else { throw InvalidInput("--fps=\(self.fps) must be in (0, 10000]") }
        guard seconds > 0, seconds <= 3_600 else { throw InvalidInput("--seconds=\(self.seconds) must be in (0, 3600]") }
        let options = try ReplayOptions(fps: fps, seconds: seconds, arguments: interactionOptions,
                                        allowed: replayer.options)
        let frames = try replayer.replay(trace, options)
        print(JSON.array(frames).text)
    }
}

/// One interaction's replay: how to run a trace through it.
struct Replayer: Sendable {
    /// The name given on the command line (`relative-position`, `tossable`, ...).
    let interaction: String
    let summary: String
    /// The `--name=value` options this interaction takes beyond `--fps` and `--seconds`.
    let options: [String]
    /// Loads the trace at the path, drives the interaction and returns the frames, or throws
    /// `InvalidInput` with a one-line reason.
    let replay: @Sendable (_ tracePath: String, _ options: ReplayOptions) throws -> [JSON]

    static var names: String { all.map(\.interaction).joined(separator: ", ") }
}

/// The replay's clock and the interaction's own options.
struct ReplayOptions: Sendable {
    let fps: Double
    let seconds: Double
    let values: [String: String]

    init(fps: Double, seconds: Double, arguments: [String], allowed: [String]) throws {
        self.fps = fps
        self.seconds = seconds
        var values: [String: String] = [:]
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            guard argument.hasPrefix("--") else { throw InvalidInput("unexpected argument \(argument)") }
            var name = String(argument.dropFirst(2))
            var value: String
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            } else if index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") {
                index += 1
                value = arguments[index]
            } else {
                value = "true"      // a flag, such as scroll's --paging
            }
            guard allowed.contains(name) else {
                throw InvalidInput("unknown option --\(name)" + (allowed.isEmpty ? "" : " (allowed: \(allowed.map { "--" + $0 }.joined(separator: ", ")))"))
            }
            values[name] = value
            index += 1
        }
        self.values = values
    }

    /// The frame interval.
    var frameInterval: Double { 1 / fps }

    /// A finite number option, or nil when absent.
    func number(_ name: String) throws -> Double? {
        try values[name].map { try ProbeArguments.number($0, option: name) }
    }

    /// An option of `count` comma-separated finite numbers, or nil when absent.
    func numbers(_ name: String, count: Int) throws -> [Double]? {
        try values[name].map { try ProbeArguments.numbers($0, option: name, count: count) }
    }
}

extension Replayer {
    /// Every interaction that can be replayed.
    static let all: [Replayer] = [.relativePosition] + tossableReplayers + [.scroll]
}
