import ArgumentParser
import Foundation
import BenchReplay

/// The project's command line: per-frame cost of every interaction, and probes of the motion math.
/// The contract of its output is Tools/bench/README.md.
@main
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure what each interaction costs per frame, and evaluate the motion math.",
        discussion: """
            With no subcommand, runs every registered scenario (the same as `bench run`).
            Probes print JSON on stdout. Numbers may follow their flag directly or after "=" (--to -3 or \
            --to=-3). A flag given twice is an error. Bad input exits with status 2 and a one-line reason \
            on stderr, naming the flag.
            """,
        subcommands: [Run.self, Replay.self] + BenchModule.all.flatMap(\.probes) + [PlotCommand.self, ReportCommand.self],
        defaultSubcommand: Run.self)

    /// Parses and runs, mapping every failure to exit status 2 with a one-line reason, as the
    /// contract asks (argument-parser's own usage errors would otherwise exit 64).
    static func main() {
        do {
            let arguments = Array(CommandLine.arguments.dropFirst())
            try rejectRepeatedFlags(arguments)
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            if exitCode(for: error) == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            let reason = message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid input"
            writeToStandardError("bench: \(reason)\n")
            Foundation.exit(2)
        }
    }
}

func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

// `InvalidInput` (the one-line reason of every rejected input) and `rejectRepeatedFlags` are in the replay
// core (the BenchReplay target), which the WebAssembly build compiles too.
