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

    /// Runs the command line and exits with its status.
    static func main() {
        Foundation.exit(execute(Array(CommandLine.arguments.dropFirst())))
    }

    /// Parses and runs `arguments` (the words after `bench`), mapping every failure to exit status 2
    /// with a one-line reason, as the contract asks (argument-parser's own usage errors would otherwise
    /// exit 64), and returns the exit status. Everything goes through ``BenchOutput``.
    static func execute(_ arguments: [String]) -> Int32 {
        do {
            if arguments.first == "replay", !Replay.isHelpRequest(arguments) {
                try Replay.run(words: Array(arguments.dropFirst()))
                return 0
            }
            try rejectRepeatedFlags(arguments)
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch {
            if exitCode(for: error) == .success {
                BenchOutput.line(fullMessage(for: error))
                return 0
            }
            let reason = message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid input"
            BenchOutput.error("bench: \(reason)\n")
            return 2
        }
    }

    /// Runs `arguments` in this process as the executable would and returns what it would print and its
    /// exit status: the tests' way to run a command, without spawning the executable.
    static func run(arguments: [String]) -> (standardOutput: String, standardError: String, exitCode: Int32) {
        let output = BenchOutput()
        let status = BenchOutput.$captured.withValue(output) { execute(arguments) }
        let texts = output.texts
        return (texts.standardOutput, texts.standardError, status)
    }
}

// `InvalidInput` (the one-line reason of every rejected input) and `rejectRepeatedFlags` are in the replay
// core (the BenchReplay target), which the WebAssembly build compiles too.
