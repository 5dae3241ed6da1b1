import ArgumentParser
import Foundation
import Gestures
import BenchReplay

/// `bench replay INTERACTION TRACE.json [--fps=120] [--seconds=10] [interaction options]`
///
/// Feeds a recorded gesture to an interaction frame by frame and prints one JSON array of frames.
/// Every interaction is driven by the same loop (``replayFrames(_:trace:options:frame:)``) through the
/// `Interaction` protocol; every `Replayer` is registered once, in `Replayer.registered`. The replayers, their
/// options and the frames' JSON are the replay core (Replayer.swift), which the WebAssembly build compiles too.
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

    @Argument(help: "The interaction to drive (see --list).", transform: ReplayInteraction.parse)
    var interaction: ReplayInteraction?

    @Argument(help: "The trace file: JSON {\"events\": [{\"t\", \"pointer\", \"phase\", \"x\", \"y\"}, ...]}.")
    var trace: InputPath?

    @Flag(help: "List the interactions that can be replayed, with their options.")
    var list = false

    @OptionGroup var arguments: ReplayArguments

    /// What argument-parser read, run as ``run(words:)`` runs the same words (the bench itself reads them
    /// with the replay core's command line; this is `Replay.main()`'s path).
    func run() throws {
        if list {
            BenchOutput.write(Replayer.listing(of: Replayer.registered))
            return
        }
        guard let replayer = interaction?.replayer else { throw InvalidInput(.missingInteraction) }
        guard let trace else { throw InvalidInput(.missingTrace) }
        let options = try arguments.options(for: replayer)
        let loaded = try trace.trace()
        try arguments.clock.options.checkSpan(of: loaded)
        BenchOutput.line(JSON.array(try replayer.replay(loaded, options)).text)
    }
}

extension Replay {
    /// `bench replay WORDS` as the bench runs it: the replay core's command line (`ReplayCommandLine`, the
    /// one reader of these words, which the WebAssembly build runs too) and its trace reader, so the two
    /// builds accept, print and refuse the same by construction. argument-parser only prints the help
    /// (`bench replay --help` and `bench help replay`, which ``isHelpRequest(_:)`` hands it).
    static func run(words: [String]) throws(InvalidInput) {
        switch try ReplayCommandLine.request(words) {
        case .list(let text):
            BenchOutput.write(text)
        case .replay(let replay):
            let bytes = try? InputPath(replay.tracePath).contents(flag: "trace")
            BenchOutput.write(try replay.run(trace: bytes.map { [UInt8]($0) }))
        }
    }

    /// True when the words ask for help (`-h` or `--help` before any `--`), which argument-parser prints.
    static func isHelpRequest(_ words: [String]) -> Bool {
        for word in words {
            if word == "--" { return false }
            if word == "-h" || word == "--help" { return true }
        }
        return false
    }
}

extension ReplayOptions {
    /// The options `bench replay INTERACTION TRACE arguments...` would give `interaction` (for tests
    /// and tools that call a replayer directly); the arguments go through the reader `bench replay` runs,
    /// the replay core's (``ReplayCommandLine``), which refuses what argument-parser refuses with its line.
    ///
    /// Not argument-parser itself: in a debug build it checks the whole declaration of the command's 60
    /// options on every parse (about 0.1 s each), and the report replays every built-in gesture through here.
    static func parsing(_ arguments: [String], interaction: String, fps: Double = 120, seconds: Double = 10) throws -> ReplayOptions {
        guard case .replay(let replay) = try ReplayCommandLine.request([interaction, "trace.json"] + arguments) else {
            throw InvalidInput(.missingInteraction)
        }
        return try ReplayOptions(clock: TraceReplay(fps: fps, secondsAfterLastSample: seconds), values: replay.options.values,
                                 interaction: interaction, allowed: replay.replayer.optionNames)
    }
}
