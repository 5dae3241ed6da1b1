import ArgumentParser
import Foundation

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

/// An input the probes reject; its description is the one-line reason printed before exiting with 2.
struct InvalidInput: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Rejects a flag given twice: argument-parser would silently keep the last value. The arguments are
/// not rewritten: a negative number after a flag (`--to -3,4`) is the flag's value because every
/// option that takes one parses `.unconditional`ly.
///
/// - Throws: `InvalidInput` naming the repeated flag.
func rejectRepeatedFlags(_ arguments: [String]) throws {
    var seen: Set<String> = []
    var expectsValue = false
    for argument in arguments {
        if argument == "--" { return }
        // A value taken unconditionally may itself look like a flag (`--to --x`): it is not one.
        if expectsValue {
            expectsValue = false
            continue
        }
        guard argument.hasPrefix("--"), argument.count > 2 else { continue }
        let name = String(argument.dropFirst(2).prefix(while: { $0 != "=" }))
        guard seen.insert(name).inserted || repeatableFlags.contains(name) else {
            throw InvalidInput("--\(name) is given more than once")
        }
        expectsValue = !argument.contains("=") && !switches.contains(name)
    }
}

/// The flags that take one value per occurrence on purpose (`bench plot curve --curve ease --curve linear`).
let repeatableFlags: Set<String> = ["curve"]

/// The flags that take no value, so the argument after one is not its value.
let switches: Set<String> = ["list", "pop", "paging", "finish", "cancel", "no-bench", "help", "full-swipe", "dismissible"]
