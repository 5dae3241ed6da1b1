import ArgumentParser
import Foundation

/// The project's command line: per-frame cost of every interaction, and probes of the motion math.
/// The contract of its output is ../shared/BENCH.md.
@main
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure what each interaction costs per frame, and evaluate the motion math.",
        discussion: """
            With no subcommand, runs every registered scenario (the same as `bench run`).
            Probes print JSON on stdout. Bad input exits with status 2 and a one-line reason on stderr.
            """,
        subcommands: [Run.self, Replay.self, Curve.self, RubberBandProbe.self, Velocity.self, SpringProbe.self, DecayProbe.self, ScrollSimProbe.self],
        defaultSubcommand: Run.self)

    /// Parses and runs, mapping every failure to exit status 2 with a one-line reason, as the
    /// contract asks (argument-parser's own usage errors would otherwise exit 64).
    static func main() {
        do {
            var command = try parseAsRoot()
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

/// An input the probes reject; its description is the one-line reason printed before exiting with 2.
struct InvalidInput: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
