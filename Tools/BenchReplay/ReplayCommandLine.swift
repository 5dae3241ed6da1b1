import Gestures

/// Rejects a flag given twice (argument-parser would silently keep the last value) and an option given
/// an empty value with `=` (`--viewport=`: argument-parser would take the next word, even a flag, as its
/// value), for every command, natively and in the WebAssembly build alike. The arguments are not
/// rewritten: a negative number after a flag (`--to -3,4`) is the flag's value because every option
/// that takes one parses `.unconditional`ly.
///
/// - Throws: `InvalidInput` naming the repeated flag, or the option whose value is missing.
package func rejectRepeatedFlags(_ arguments: [String]) throws(InvalidInput) {
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
            throw InvalidInput(.repeatedFlag(name))
        }
        if argument == "--\(name)=", !switches.contains(name) {
            throw InvalidInput(.missingValue(option: name))
        }
        expectsValue = !argument.contains("=") && !switches.contains(name)
    }
}

package extension InvalidInput {
    /// What the bench prints on stderr for it before exiting with 2 (`Bench.main`): its first line.
    var standardErrorLine: String {
        "bench: " + (description.split(separator: "\n").first.map { String($0) } ?? "invalid input") + "\n"
    }
}

/// The flags that take one value per occurrence on purpose (`bench plot curve --curve ease --curve linear`).
package let repeatableFlags: Set<String> = ["curve"]

/// The flags that take no value, so the argument after one is not its value.
package let switches: Set<String> = ["list", "reduce-motion", "pop", "paging", "finish", "cancel", "no-bench", "help", "no-fling-acceleration", "directional-lock", "scrolls", "full-swipe", "no-full-swipe", "dismissible", "raw"]

/// `bench replay`'s command line where argument-parser cannot run (the WebAssembly build), and the one the
/// bench runs for `bench replay` too: the same words give the same frames, and what argument-parser
/// refuses is refused at the same word with argument-parser's line (``UsageMessage``: an unknown option, a
/// missing value, a value given to a switch, a value its type refuses, an interaction that is not
/// registered, an unexpected argument). A test runs this reader and argument-parser on the same words.
///
/// Options follow `ReplayArguments`: `--fps`, `--seconds`, `--jitter`, `--deliver-late`, `--list`, and every option a
/// registered replayer takes; a name in `switches` takes no value, one in ``nextValueOptions`` takes the
/// next word only when it does not start with `-` (argument-parser's default), every other one takes
/// the next word whatever it is (`.unconditional`, the bench's convention).
package enum ReplayCommandLine {
    /// The options declared without `.unconditional` in `ReplayArguments`.
    package static let nextValueOptions: Set<String> = ["axis", "physics", "axes", "profile"]

    /// What the words ask for.
    package enum Request {
        /// `--list`: the text printed.
        case list(String)
        /// A replay, once the trace at `tracePath` is read.
        case replay(Replay)
    }

    /// A replay whose options are checked, waiting for its trace.
    package struct Replay {
        package let replayer: Replayer
        package let options: ReplayOptions
        package let clock: ReplayClockOptions
        package let tracePath: String

        /// The text `bench replay` prints for the trace file's bytes (nil: the file could not be read).
        package func run(trace bytes: [UInt8]?) throws(InvalidInput) -> String {
            guard let bytes else { throw InvalidInput(.unreadableTrace(path: tracePath)) }
            let trace = try TraceReader.trace(bytes, source: tracePath)
            try clock.checkSpan(of: trace)
            return JSON.array(try replayer.replay(trace, options)).text + "\n"
        }
    }

    /// Reads the words after `bench replay` as the bench does (flags given twice first, then
    /// argument-parser's rules, then the replay's own checks, up to reading the trace).
    ///
    /// - Throws: `InvalidInput` with the line the bench prints after `bench: `.
    package static func request(_ words: [String]) throws(InvalidInput) -> Request {
        let replayers = Replayer.registered
        try rejectRepeatedFlags(["replay"] + words)
        var known = ["list", "fps", "seconds", "jitter", "deliver-late", "duration-scale", "reduce-motion"]
        for replayer in replayers {
            for option in replayer.optionNames where !known.contains(option) { known.append(option) }
        }
        // argument-parser's order: left to right, a known option's error (a missing value, a value given
        // to a flag, a value its rule refuses) at once; then the first unknown option; then extra arguments.
        var positional: [String] = []
        var values: [String: String] = [:]
        var clock = ReplayClockOptions()
        var list = false
        var unknown: UsageMessage?
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "--" {
                positional += words[index...]
                break
            }
            if word == "-h" || word == "--help" {
                throw InvalidInput("\(word): the WebAssembly replay prints no help (see `bench help replay`)")
            }
            guard word.hasPrefix("-"), word.count > 1 else {
                positional.append(word)
                continue
            }
            guard word.hasPrefix("--") else {
                unknown = unknown ?? .unknownOption(String(word.prefix(2)), suggestion: nil)
                continue
            }
            let name = String(word.dropFirst(2).prefix(while: { $0 != "=" }))
            let attached = word.contains("=") ? String(word.drop(while: { $0 != "=" }).dropFirst()) : nil
            guard known.contains(name) else {
                unknown = unknown ?? unknownOption("--" + name, known: known)
                continue
            }
            if switches.contains(name) {
                if let attached { throw InvalidInput(.valueGivenToSwitch(name, value: attached)) }
                if name == "list" { list = true } else if name == "reduce-motion" { clock.reduceMotion = true } else { values[name] = "true" }
                continue
            }
            let value: String
            if let attached, !attached.isEmpty {
                value = attached
            } else if attached == nil, index < words.count, !nextValueOptions.contains(name) || !words[index].hasPrefix("-") {
                value = words[index]
                index += 1
            } else {
                throw InvalidInput(.missingValue(option: name))
            }
            do throws(InvalidInput) {
                switch name {
                case "fps": clock.fps = try ReplayClockOptions.framesPerSecond(value)
                case "seconds": clock.seconds = try ReplayClockOptions.seconds(value)
                case "jitter": clock.jitter = try ReplayClockOptions.jitterSeed(value)
                case "deliver-late": clock.deliverLate = try ReplayClockOptions.lateDelivery(value)
                case "duration-scale": clock.durationScale = try ReplayClockOptions.durationScale(value)
                default:
                    // The value type's parse, which the bench's `@Option` of that type runs too.
                    try Replayer.check(of: name, in: replayers)?(value)
                    values[name] = value
                }
            } catch {
                throw InvalidInput(.invalidValue(value, for: .option(name), reason: error.description))
            }
        }
        // argument-parser reads the positional arguments after the options: the interaction's type refuses a
        // name that is not registered before an unknown option or an extra word is reported.
        var interaction: ReplayInteraction?
        if let name = positional.first {
            do throws(InvalidInput) {
                interaction = try ReplayInteraction(parsing: name)
            } catch {
                throw InvalidInput(.invalidValue(name, for: .positional("interaction"), reason: error.description))
            }
        }
        if let unknown { throw InvalidInput(unknown) }
        if positional.count > 2 { throw InvalidInput(.unexpectedArguments(Array(positional[2...]))) }
        if list {
            return .list(Replayer.listing(of: replayers))
        }
        guard let replayer = interaction?.replayer else { throw InvalidInput(.missingInteraction) }
        guard positional.count > 1 else { throw InvalidInput(.missingTrace) }
        let options = try ReplayOptions(clock: clock.clock(), lateness: clock.deliverLate, motion: clock.motion, values: values,
                                        interaction: replayer.interaction, allowed: replayer.optionNames)
        return .replay(Replay(replayer: replayer, options: options, clock: clock, tracePath: positional[1]))
    }

    /// argument-parser's message for an unknown option: the closest known one within an edit distance
    /// of 4 (the first of equally close ones), if any.
    package static func unknownOption(_ name: String, known: [String]) -> UsageMessage {
        var best: (name: String, distance: Int)?
        for option in known {
            let distance = editDistance("--" + option, name)
            if distance < 4, distance < best?.distance ?? Int.max { best = ("--" + option, distance) }
        }
        return .unknownOption(name, suggestion: best?.name)
    }

    /// The Levenshtein distance between two strings, in characters.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = row
        }
        return previous[b.count]
    }
}
