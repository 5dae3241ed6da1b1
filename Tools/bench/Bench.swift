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
            var command = try parseAsRoot(try normalizedArguments(Array(CommandLine.arguments.dropFirst())))
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

/// The arguments as argument-parser should see them: a number that starts with "-" after a flag is that
/// flag's value (`--to -3,4` is `--to=-3,4`), and a flag given twice is rejected (argument-parser would
/// silently keep the last).
///
/// - Throws: `InvalidInput` naming the repeated flag.
func normalizedArguments(_ arguments: [String]) throws -> [String] {
    var result: [String] = []
    var seen: Set<String> = []
    var index = 0
    while index < arguments.count {
        var argument = arguments[index]
        if argument == "--" {
            result += arguments[index...]
            break
        }
        if argument.hasPrefix("--"), argument.count > 2 {
            let name = String(argument.dropFirst(2).prefix(while: { $0 != "=" }))
            guard seen.insert(name).inserted || repeatableFlags.contains(name) else {
                throw InvalidInput("--\(name) is given more than once")
            }
            if !argument.contains("="), index + 1 < arguments.count, looksNegativeNumber(arguments[index + 1]) {
                argument += "=" + arguments[index + 1]
                index += 1
            }
        }
        result.append(argument)
        index += 1
    }
    return result
}

/// The flags that take one value per occurrence on purpose (`bench plot curve --curve ease --curve linear`).
let repeatableFlags: Set<String> = ["curve"]

/// "-3", "-0.5", "-1e-3", "-3,4": a value, not a short flag.
private func looksNegativeNumber(_ text: String) -> Bool {
    guard text.hasPrefix("-"), let first = text.dropFirst().first else { return false }
    return first.isNumber || first == "." || text.lowercased().hasPrefix("-inf") || text.lowercased() == "-nan"
}
