/// What the bench says when it refuses its words before running anything: the one description of these
/// messages, in argument-parser's words, that both readers of a command line write from. argument-parser
/// writes them for every command it reads in the bench; the replay core's reader (``ReplayCommandLine``,
/// which `bench replay` and the WebAssembly build run) and the bench's check for repeated flags
/// (``rejectRepeatedFlags(_:)``, before argument-parser) write them from here, and a test
/// (`ReplayCommandLineTests`) holds each case against argument-parser's own message for the same words, as
/// argument-parser's `ToolInfo` describes a command once for its help, its completions and its manual.
///
/// ```swift
/// UsageMessage.invalidValue("a,b", for: .option("to"), reason: "a is not a number").text
/// // The value 'a,b' is invalid for '--to <to>': a is not a number
/// ```
package enum UsageMessage: Sendable, Equatable {
    /// A command-line argument as argument-parser names it in a message.
    package enum Argument: Sendable, Equatable {
        /// `--name <name>`.
        case option(String)
        /// `<name>`.
        case positional(String)

        /// The argument as a message names it.
        package var synopsis: String {
            switch self {
            case .option(let name): "--\(name) <\(name)>"
            case .positional(let name): "<\(name)>"
            }
        }
    }

    /// An option no declaration has, with the closest known one (``ReplayCommandLine/unknownOption(_:known:)``).
    case unknownOption(String, suggestion: String?)
    /// An option given without its value (`--to` last, or `--to=`).
    case missingValue(option: String)
    /// A switch given a value (`--pop=1`).
    case valueGivenToSwitch(String, value: String)
    /// A value its type's parse refuses (an ``ArgumentValue``'s reason).
    case invalidValue(String, for: Argument, reason: String)
    /// Words after the last positional argument.
    case unexpectedArguments([String])
    /// A flag given twice (the bench's own rule: argument-parser would keep the last).
    case repeatedFlag(String)
    /// `bench replay` without an interaction (it is optional for `--list`).
    case missingInteraction
    /// `bench replay INTERACTION` without a trace.
    case missingTrace
    /// A trace file that cannot be read.
    case unreadableTrace(path: String)

    /// The line, without the `bench: ` the bench prints before it.
    package var text: String {
        switch self {
        case .unknownOption(let name, let suggestion):
            "Unknown option '\(name)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
        case .missingValue(let name):
            "Missing value for '\(Argument.option(name).synopsis)'"
        case .valueGivenToSwitch(let name, let value):
            "The option '--\(name)' does not take any value, but '\(value)' was specified."
        case .invalidValue(let value, let argument, let reason):
            "The value '\(value)' is invalid for '\(argument.synopsis)': \(reason)"
        case .unexpectedArguments(let words):
            words.count == 1 ? "Unexpected argument '\(words[0])'"
                : "\(words.count) unexpected arguments: '" + words.joined(separator: "', '") + "'"
        case .repeatedFlag(let name):
            "--\(name) is given more than once"
        case .missingInteraction:
            "replay needs an interaction name (one of: \(Replayer.names(of: Replayer.registered)))"
        case .missingTrace:
            "replay needs a trace file"
        case .unreadableTrace(let path):
            "cannot read trace \(path)"
        }
    }
}

package extension InvalidInput {
    /// The input refused with `message`'s line.
    init(_ message: UsageMessage) { self.init(message.text) }
}
