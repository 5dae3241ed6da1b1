import ArgumentParser
import Foundation
import Gestures
import Testing
import _MotionTestSupport
@testable import bench
@testable import BenchReplay

/// The replay core's own command line and trace reader (what the WebAssembly build runs where
/// argument-parser and Foundation cannot) give what `bench replay` gives, natively, word for word.
@Suite struct ReplayCommandLineTests {
    static let traces = ShippedTraceTests.root.appendingPathComponent("Tools/bench/Traces").path
    static let toss = "\(traces)/tossable/toss-lower-right.json"
    static let pop = "\(traces)/transition/pop-finish.json"
    static let scroll = "\(traces)/scroll/flick-up.json"

    /// What a run printed and its exit status.
    struct Outcome {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    /// `bench replay WORDS` through the replay core, as Tools/web/Sources/ReplayExports.swift runs it.
    static func emulate(_ words: [String]) -> Outcome {
        do throws(InvalidInput) {
            switch try ReplayCommandLine.request(words) {
            case .list(let text):
                return Outcome(status: 0, standardOutput: text, standardError: "")
            case .replay(let replay):
                let bytes = FileManager.default.contents(atPath: replay.tracePath).map { [UInt8]($0) }
                return Outcome(status: 0, standardOutput: try replay.run(trace: bytes), standardError: "")
            }
        } catch {
            return Outcome(status: 2, standardOutput: "", standardError: error.standardErrorLine)
        }
    }

    /// The bench reads its interaction options back from their declarations (`interactionOptions`): the
    /// names are exactly the registered replayers' options, and a parse gives each one's text.
    @Test func theBenchReadsEveryReplayOptionFromItsDeclaration() throws {
        var declared: Set<String> = []
        for replayer in Replayer.registered { declared.formUnion(replayer.optionNames) }
        #expect(Set(ReplayArguments.interactionOptionNames) == declared)
        #expect(ReplayArguments.interactionOptionNames.count == declared.count)
        let given = try ReplayArguments.parse(["--to=-3,4", "--header-rate", "0.25", "--no-fling-acceleration", "--axis", "y",
                                               "--source-moves=0,-120@0.35", "--fps", "60", "--jitter=3", "--deliver-late=40,1"])
        #expect(given.interactionOptions == ["to": "-3,4", "header-rate": "0.25", "no-fling-acceleration": "true", "axis": "y",
                                             "source-moves": "0,-120@0.35"])
        #expect(try ReplayArguments.parse([]).interactionOptions.isEmpty)
    }

    static let cases: [[String]] = [
        ["--list"], [], ["nope", toss], ["tossable"], ["tossable", "/nonexistent/trace.json"], ["tossable", "/dev/null"],
        ["tossable", toss, "--to", "295,547"], ["tossable", toss, "--to=-40,800"], ["tossable", toss, "--to", "-40,800"],
        ["tossable", toss, "--to"], ["tossable", toss, "--to="], ["tossable", toss, "--to", "1"], ["tossable", toss, "--to", "a,b"],
        ["tossable", toss, "--to=1e999,0"], ["tossable", toss, "--to=snan,0"], ["tossable", toss, "--to", "1,2", "--to=3,4"],
        ["tossable", toss, "--fps", "abc"], ["tossable", toss, "--fps", "-5"], ["tossable", toss, "--fps=1e-310"],
        ["tossable", toss, "--fps", "60", "--jitter", "7"], ["tossable", toss, "--jitter=1.5"], ["tossable", toss, "--jitter", "-1"],
        ["tossable", toss, "--seconds=0"], ["tossable", toss, "--seconds", "0.25"], ["tossable", toss, "--fps=10000", "--seconds=3600"],
        ["tossable", toss, "--foo"], ["tossable", toss, "--tox=3"], ["tossable", toss, "--pap"], ["tossable", toss, "-x"],
        ["tossable", toss, "x"], ["tossable", toss, "x", "y"], ["tossable", toss, "--pop"], ["tossable", toss, "--pop=1"],
        ["tossable", toss, "--list=3"], ["tossable", toss, "--", "--to"], ["flick-dismiss", toss, "--content=3"],
        ["transition", pop, "--pop"], ["transition", pop, "--pop", "--axis", "y"], ["transition", pop, "--axis", "--pop"],
        ["transition", pop, "--axis=z"], ["transition", pop, "--duration=-1"], ["transition", pop, "--extent", "-3"],
        ["scroll", scroll], ["scroll", scroll, "--content", "2000", "--header", "240"], ["scroll", scroll, "--content=2000", "--physics"],
        ["scroll", scroll, "--content=2000", "--physics=bogus"], ["scroll", scroll, "--content=2000", "--header=-1"],
        ["scroll", scroll, "--content=2000", "--header=240", "--header-rate=abc"], ["scroll", scroll, "--content=-5"],
        ["scroll", scroll, "--content=2000", "--paging", "--axis=x", "--viewport=300"],
        ["relative-position", toss, "--container=0,0,0,10"], ["relative-position", toss, "--minimum-distance=-2"],
        // argument-parser's order among errors.
        ["tossable", toss, "extra", "--fps", "abc"], ["tossable", toss, "--jitter", "x", "--fps", "y"],
        ["tossable", toss, "--fps", "y", "--foo"], ["tossable", toss, "--foo", "--to"], ["tossable", toss, "--to", "--foo"],
        ["--list", "--fps", "x"], ["--list", "--to=3"], ["--list", "nope", "x", "y"], ["tossable", toss, "extra", "--foo"],
        ["tossable", toss, "--foo", "--pop=1"], ["tossable", toss, "--to", "--fps", "y"], ["tossable", toss, "--foo", "--bar"],
        ["tossable", toss, "-x", "--fps", "y"], ["tossable", toss, "--fps", "y", "--to"],
    ]

    /// The core's reader (what `bench replay` and the WebAssembly build run) refuses what argument-parser
    /// refuses, on the same words, with argument-parser's own line: every message the core writes from
    /// `UsageMessage` is held here against argument-parser's, after the bench's one rule of its own (a flag
    /// given twice, an empty value after `=`: `rejectRepeatedFlags`, which both run first). Words argument-
    /// parser accepts are left to the replay's own checks (an interaction or trace missing, an option another
    /// interaction takes, the trace itself), which the bench runs through the core: the same text.
    @Test(arguments: cases + [["nope", toss, "--foo"], ["nope", toss, "--fps", "x"], ["nope", toss, "x"], ["--list", "nope"],
                              ["--", "nope", toss], ["tossable", "--", toss, "--to"]])
    func theCoreRefusesWhatArgumentParserRefusesInItsWords(words: [String]) throws {
        let core = Self.emulate(words)
        do {
            try rejectRepeatedFlags(["replay"] + words)
            _ = try Replay.parse(words)
        } catch let error as InvalidInput {
            #expect(core.status == 2 && core.standardError == error.standardErrorLine, "\(words): \(core.standardError)")
            return
        } catch {
            #expect(core.status == 2 && core.standardError == "bench: \(Replay.message(for: error))\n", "\(words): \(core.standardError)")
            return
        }
        let native = try InProcessBench.run(["replay"] + words)
        #expect(core.status == native.status && core.standardError == native.standardError && core.standardOutput == native.standardOutput,
                "\(words): \(core.standardError)")
    }

    /// The interaction is one type, checked against the registered replayers as the words are read: by
    /// argument-parser in `bench plot replay` and by the core in `bench replay` and the WebAssembly build,
    /// in one line naming the argument and the value and listing every registered name, exit 2.
    @Test func anInteractionThatIsNotRegisteredIsRefusedByItsType() throws {
        let line = "bench: The value 'rocket' is invalid for '<interaction>': must be one of "
            + Replayer.registered.map(\.interaction).joined(separator: ", ") + "\n"
        for words in [["replay", "rocket", Self.toss], ["plot", "replay", "rocket", Self.toss], ["replay", "rocket", Self.toss, "--fooo"]] {
            let result = try InProcessBench.run(words)
            #expect(result.status == 2 && result.standardOutput.isEmpty && result.standardError == line, "\(words): \(result.standardError)")
        }
        #expect(Self.emulate(["rocket", Self.toss]).standardError == line)
        #expect(try ReplayInteraction(parsing: "swipe-list").replayer.interaction == "swipe-list")
    }

    /// The options `bench replay` declares to argument-parser (for its help, and for `bench plot replay`),
    /// read from argument-parser's own description of them (`--experimental-dump-help`, its ToolInfo), are
    /// the options the core's command line reads, each taking its value the same way: a flag takes none
    /// (`switches`), an option declared `.unconditional` takes the next word whatever it is, one declared
    /// without takes it only when it does not start with `-` (`ReplayCommandLine.nextValueOptions`).
    @Test func argumentParsersDescriptionOfTheOptionsIsTheCores() throws {
        var dump = ""
        do {
            _ = try Bench.parseAsRoot(["replay", "--experimental-dump-help"])
        } catch {
            dump = Bench.fullMessage(for: error)
        }
        let tool = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        let command = try #require(tool["command"] as? [String: Any])
        let arguments = try #require(command["arguments"] as? [[String: Any]])
        var declared: Set<String> = []
        for argument in arguments where argument["kind"] as? String != "positional" {
            let names = (argument["names"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "long" }
            for name in names.compactMap({ $0["name"] as? String }) where name != "help" {
                declared.insert(name)
                let isFlag = argument["kind"] as? String == "flag"
                #expect(isFlag == switches.contains(name), "--\(name)")
                if !isFlag {
                    let unconditional = argument["parsingStrategy"] as? String == "unconditional"
                    #expect(unconditional == !ReplayCommandLine.nextValueOptions.contains(name), "--\(name)")
                }
            }
        }
        let core = Set(["list", "fps", "seconds", "jitter", "deliver-late", "duration-scale", "reduce-motion"] + Replayer.registered.flatMap { $0.optionNames })
        #expect(declared == core)
    }

    /// Every option of the command takes `-1` as its value or says why not, as the core's table says.
    @Test func everyOptionTakesANegativeValueAsTheTableSays() throws {
        let options = ["fps", "seconds", "jitter", "deliver-late", "duration-scale", "reduce-motion"] + Replayer.registered.flatMap { $0.optionNames }
        for option in Set(options) where !switches.contains(option) {
            let words = ["tossable", Self.toss, "--\(option)", "-1"]
            let native = try InProcessBench.run(["replay"] + words)
            #expect(Self.emulate(words).standardError == native.standardError, "--\(option)")
            #expect(!native.standardError.contains("Missing value") == !ReplayCommandLine.nextValueOptions.contains(option),
                    "--\(option): \(native.standardError)")
        }
    }

    /// A misspelt option is suggested as argument-parser suggests it (the closest, the first of equals):
    /// every typo through the bench and the core, and a sample of each kind against argument-parser's
    /// own parser of the same declarations (each of those costs a fifth of a second in a debug build).
    @Test func aMisspeltOptionIsSuggestedAsArgumentParserSuggestsIt() throws {
        let options = ["list", "fps", "seconds", "jitter"] + Replayer.registered.flatMap { $0.optionNames }
        for option in Set(options) {
            for typo in ["--\(option.dropLast())", "--\(option)s", "--x\(option.dropFirst())"] {
                let native = try InProcessBench.run(["replay", "tossable", Self.toss, typo])
                #expect(Self.emulate(["tossable", Self.toss, typo]).standardError == native.standardError, "\(typo)")
            }
        }
        for typo in ["--tox", "--fp", "--secondss", "--xiewport", "--snap-limi", "--full-swipes", "--no-full-swip", "--qqqqqqqq"] {
            var message = ""
            do { _ = try Replay.parse(["tossable", Self.toss, typo]) } catch { message = Replay.message(for: error) }
            #expect(Self.emulate(["tossable", Self.toss, typo]).standardError == "bench: \(message)\n", "\(typo)")
        }
    }

    /// Issue 30's parsing items: an empty value after `=` is missing whatever follows it, natively and in
    /// the core alike; a negative seed is refused for what it is; a contradictory pair of switches is named.
    @Test(arguments: [
        (["scroll", scroll, "--content=2000", "--viewport=", "--paging"], "bench: Missing value for '--viewport <viewport>'\n"),
        (["scroll", scroll, "--viewport=", "--content=2000"], "bench: Missing value for '--viewport <viewport>'\n"),
        (["tossable", toss, "--jitter", "-1"],
         "bench: The value '-1' is invalid for '--jitter <jitter>': a seed is not negative: must be a whole number from 0 to 18446744073709551615\n"),
        (["tossable", toss, "--fps", "-5"], "bench: The value '-5' is invalid for '--fps <fps>': must be a normal positive number up to 10000\n"),
        (["swipe-row", toss, "--actions=2", "--full-swipe", "--no-full-swipe"],
         "bench: --full-swipe and --no-full-swipe contradict each other: give one\n"),
    ])
    func badWordsAreRefusedByNameNativelyAndInTheCore(words: [String], message: String) throws {
        let native = try InProcessBench.run(["replay"] + words)
        #expect(native.status == 2 && native.standardError == message, "\(words): \(native.standardError)")
        #expect(Self.emulate(words).standardError == message, "\(words)")
        // `bench plot replay` reads the same options through argument-parser: the same missing value.
        if words.contains("--viewport=") {
            let plot = try InProcessBench.run(["plot", "replay"] + words)
            #expect(plot.status == 2 && plot.standardError == message, "\(plot.standardError)")
        }
    }
}

/// The replay core's trace reader against the native one (Foundation's `JSONDecoder` and `GestureTrace`'s
/// `Decodable`) on the same bytes: the same trace, or the same reason.
@Suite struct TraceReaderTests {
    static let event = #"{"t": 0, "pointer": 1, "phase": "began", "x": 0, "y": 0}"#

    static let texts: [String] = [
        #"{"events": [ {"t": 0.1, oops} ]}"#, #"{"events": [ {"t": 0.1,"#, "[1,2]", #""x""#, "true", "null", "5", "", "[",
        #"{"events": {}}"#, #"{"events": [1]}"#, #"{"events": null}"#, #"{"events": [null]}"#, #"{"events": []}"#, "{}",
        #"{"a" 1}"#, #"{"a":1 "b":2}"#, #"{1:2}"#, #"{"a":tru}"#, #"{"a":1}}"#, #"{"events": [,]}"#, "{,}",
        #"{"events":["a",]}"#, #"{"a":"\q"}"#, #"{"a":"x"#, "{\"events\": [\n \(event)\n], }", "{\"events\": [\(event)]} x",
        #"{"events": [{"t": 0, "pointer": 1.0, "phase": "began", "x": 0, "y": 0}]}"#,
        #"{"events": [{"t": 0, "pointer": 1e2, "phase": "began", "x": 0, "y": 0}]}"#,
        #"{"events": [{"t": 0, "pointer": 1.5, "phase": "began", "x": 0, "y": 0}]}"#,
        #"{"events": [{"t": 0, "pointer": 99999999999999999999, "phase": "began", "x": 0, "y": 0}]}"#,
        #"{"events": [{"t": 0, "pointer": -0, "phase": "began", "x": 0, "y": 0}]}"#,
        #"{"events": [{"t": 0, "pointer": true, "phase": "began", "x": 0, "y": 0}]}"#,
        #"{"events": [{"t": 0, "pointer": "1", "phase": "began", "x": 0, "y": 0}]}"#,
        #"{"events": [{"t": 1e999, "pointer": 1, "phase": "began", "x": 0, "y": 0}]}"#,
        #"{"events": [{"t": "NaN", "pointer": 1, "phase": "began", "x": 0, "y": 0}]}"#,
        #"{"events": [{"t": "inf", "pointer": 1, "phase": "began", "x": 0, "y": 0}]}"#,
        #"{"events": [{"t": "abc", "pointer": 1, "phase": "began", "x": 0, "y": 0}]}"#,
        #"{"events": [{"t": "1", "pointer": 1, "phase": "began", "x": 0, "y": 0}]}"#,
        #"{"events": [{"t": 01, "pointer": 1, "phase": "began", "x": 0, "y": 0}]}"#,
        #"{"events": [{"t": 1., "pointer": 1, "phase": "began", "x": 0, "y": 0}]}"#,
        #"{"events": [{"t": 0, "pointer": 1, "phase": "began", "x": 0, "y": -}]}"#,
        #"{"events": [{"t": 0, "pointer": 1, "phase": "began", "x": 0, "y": 5e}]}"#,
        #"{"events": [{"t": 0, "pointer": 1, "phase": "began", "x": 0, "y": 1-2}]}"#,
        #"{"events": [{"t": 0, "pointer": 1, "phase": "began", "x": 0, "y": .5}]}"#,
        #"{"events": [{"t": 0, "pointer": 1, "phase": "began", "x": 0, "y": +5}]}"#,
        #"{"events": [{"t": 0, "pointer": 1, "phase": "began", "x": 0, "y": null}]}"#,
        #"{"events": [{"t": 0, "pointer": 1, "phase": 1, "x": 0, "y": 0}]}"#,
        #"{"events": [{"t": 0, "pointer": 1, "phase": "bogus", "x": 0, "y": 0}]}"#,
        #"{"events": [{"t": 0, "pointer": 1, "phase": "be\u0067an", "x": 0, "y": 0}]}"#,
        #"{"events": [{"t": 0, "pointer": 1, "phase": "be\ud83dgan", "x": 0, "y": 0}]}"#,
        "{\"events\": [{\"t\": 0, \"pointer\": 1, \"phase\": \"be\tgan\", \"x\": 0, \"y\": 0}]}",
        #"{"events": [{"pointer": 1, "phase": "began", "x": 0, "y": 0}]}"#,
        #"{"events": [{"t": 0, "pointer": 1, "phase": "began", "x": 0, "y": 0, "t": 1}, {"t": 0.5, "pointer": 1, "phase": "ended", "x": 0, "y": 0}]}"#,
        #"{"events": [{"t": 0, "pointer": 1, "phase": "began", "x": 0, "y": 0}, {"t": -1, "pointer": 1, "phase": "ended", "x": 0, "y": 0}]}"#,
        #"{"events": [{"t": 0, "pointer": 1, "phase": "moved", "x": 0, "y": 0}]}"#,
        "{\"events\": [\(event)], \"container\": null}", "{\"events\": [\(event)], \"container\": 5}",
        "{\"events\": [\(event)], \"container\": {\"x\": 0}}", "{\"name\": 5, \"events\": [\(event)]}",
        "{\"events\": [\(event)], \"container\": {\"x\": 0, \"y\": 0, \"width\": 1e999, \"height\": 5}}",
        "{\"events\": [\(event)], \"container\": {\"x\": 0, \"y\": 0, \"width\": \"inf\", \"height\": 5}}",
        "{\"name\": \"caf\\u00e9 \\\"x\\\"\", \"container\": {\"x\": 1.5, \"y\": -2, \"width\": 390, \"height\": 7e2}, \"events\": [\(event)]}",
        // Wheel events.
        #"{"events": [{"t": 0, "kind": "wheel", "dx": 1, "dy": -100}, \#(event)]}"#,
        #"{"events": [{"t": 0, "kind": "wheel", "dx": 0, "dy": 3, "phase": "began", "momentumPhase": "none", "deltaMode": "line", "ctrlKey": true, "x": 4, "y": 5}]}"#,
        #"{"events": [{"t": 0, "kind": "pointer", "pointer": 1, "phase": "began", "x": 0, "y": 0}]}"#,
        #"{"events": [{"t": 0, "kind": "mouse", "dx": 0, "dy": 0}]}"#, #"{"events": [{"t": 0, "kind": 3, "dx": 0, "dy": 0}]}"#,
        #"{"events": [{"t": 0, "kind": "wheel", "dy": 0}]}"#, #"{"events": [{"t": 0, "kind": "wheel", "dx": "NaN", "dy": 0}]}"#,
        #"{"events": [{"t": 0, "kind": "wheel", "dx": 0, "dy": 1e999}]}"#, #"{"events": [{"t": 0, "kind": "wheel", "dx": 0, "dy": 0, "phase": "moved"}]}"#,
        #"{"events": [{"t": 0, "kind": "wheel", "dx": 0, "dy": 0, "momentumPhase": 2}]}"#,
        #"{"events": [{"t": 0, "kind": "wheel", "dx": 0, "dy": 0, "deltaMode": "screen"}]}"#,
        #"{"events": [{"t": 0, "kind": "wheel", "dx": 0, "dy": 0, "ctrlKey": 1}]}"#, #"{"events": [{"t": 0, "kind": "wheel", "dx": 0, "dy": 0, "y": 1}]}"#,
        #"{"events": [\#(event), {"t": -1, "kind": "wheel", "dx": 0, "dy": 0}]}"#,
        #"{"events": [{"t": 2, "kind": "wheel", "dx": 0, "dy": 0}, \#(event)]}"#,
    ]

    @Test(arguments: texts)
    func theCoreReadsAsFoundationReads(text: String) {
        let native = Result { try decodeTrace(Data(text.utf8), source: "t.json") }
        let core = Result { () throws(InvalidInput) -> GestureTrace in try TraceReader.trace(Array(text.utf8), source: "t.json") }
        switch (native, core) {
        case (.success(let a), .success(let b)):
            #expect(a.samples == b.samples && a.wheelSamples == b.wheelSamples && a.container == b.container, "\(text)")
        case (.failure(let a), .failure(let b)):
            #expect("\(a)" == "\(b)", "\(text)")
        default:
            Issue.record("\(text): native \(native), core \(core)")
        }
    }

    /// Every shipped trace reads to the same samples with both readers.
    @Test(arguments: ShippedTraceTests.all)
    func everyShippedTraceReadsTheSame(shipped: ShippedTraceTests.Shipped) throws {
        let bytes = try Data(contentsOf: ShippedTraceTests.root.appendingPathComponent(shipped.path))
        let native = try decodeTrace(bytes, source: shipped.path)
        let core = try TraceReader.trace([UInt8](bytes), source: shipped.path)
        #expect(native.samples == core.samples && native.container == core.container && native.name == core.name)
    }
}

/// The WebAssembly replay (motion.wasm under node through Tools/web/replay.mjs, as `Scripts/wasm-replay` runs
/// it, the module built once by Scripts/wasm-build) against the native `bench replay`: every
/// registered interaction on every shipped trace, with the options the README's examples give it, at
/// other rates and with jitter, and with every other option each replayer takes; and the same reasons
/// for bad input. Runs when `MOTION_WASM=1` (`python3 Scripts/wasm-compare` sets it; `.ci/run` runs that):
/// it builds the module (Scripts/wasm-build, a few minutes the first time) and needs node.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["MOTION_WASM"] == "1", "MOTION_WASM=1 runs the WebAssembly comparison"))
struct WasmReplayTests {
    /// The clocks every shipped case also runs at.
    static let clocks: [[String]] = [[], ["--fps=60"], ["--fps=240", "--jitter=7"], ["--fps=90", "--seconds=0.5"], ["--fps", "33.3", "--jitter", "18446744073709551615"],
                                     ["--deliver-late=400,3"], ["--fps=60", "--deliver-late", "120"],
                                     ["--duration-scale=0"], ["--duration-scale", "2", "--fps=60"], ["--reduce-motion"]]

    /// Each replayer's other options, run on each of its shipped traces. Every option a registered
    /// replayer takes must appear here (`everyOptionIsCompared`): a new option or replayer adds its cases.
    static let variants: [String: [[String]]] = [
        "relative-position": [["--container=0,100,375,400"], ["--minimum-distance=12"], ["--container", "-20,-20,500,900", "--minimum-distance", "0.5"]],
        "tossable": [["--to=-40,800"], ["--to", "187.5,0"]],
        "flick-dismiss": [],
        "transition": [["--duration=0.25"], ["--axis=y", "--extent=300"], ["--axis", "x", "--extent", "120", "--duration", "1.5"],
                       ["--pop", "--duration=0.3"]],
        "scroll": [["--content=3000", "--viewport=500", "--physics=flutter-bouncing"], ["--content=3000", "--overscroll=stretch"],
                   ["--content=1500", "--axis=x", "--physics=uikit-fast", "--paging"],
                   ["--content=2000", "--physics=flutter-clamping", "--header=200", "--header-rate=0.25"],
                   ["--content", "2000", "--physics", "flutter-bouncing-fast", "--paging", "--header", "300"],
                   ["--content=900", "--viewport=667", "--header=240", "--header-rate=1"],
                   ["--content=3000", "--snap-interval=88", "--snap-limit=one"],
                   ["--content=3000", "--snap-positions=0,500,1200,2333", "--fling-acceleration=boost"],
                   ["--content", "3000", "--fling-acceleration", "flywheel", "--snap-limit", "few", "--snap-interval", "120"],
                   ["--content=3000", "--physics=flutter-bouncing", "--no-fling-acceleration"],
                   ["--content=750,1000", "--zoom=0.5,3"],
                   ["--content", "2000,3000", "--directional-lock", "--axes", "both", "--physics", "flutter-bouncing"],
                   ["--content=2000,3000", "--viewport=375,667", "--axes=y", "--snap-interval=100"],
                   ["--content=3000", "--wheel-momentum=os"], ["--content", "2000,3000", "--wheel-momentum", "own"]],
        "sheet": [["--detents=0.25,0.5,1", "--inner-content=2000", "--profile=flutter"],
                  ["--detents", "1,0.4", "--inner-content", "1500", "--scrolls"],
                  ["--detents=0.5,1", "--container=390,844", "--inner-content=3000", "--profile", "uikit"]],
        "anchored": [["--anchors=0,90,180,400"], ["--anchors", "-50,0,250", "--axis", "y"], ["--anchors=300,0"]],
        "swipe-row": [["--actions=3", "--action-width=60"], ["--actions", "1", "--width", "320", "--full-swipe"],
                      ["--actions=2", "--no-full-swipe"],
                      ["--dismissible", "--width=414"]],
        "zoom-dismiss": [["--source=20,100,120,80"], ["--source", "137,300,100,100", "--container", "390,844", "--source-moves", "-30,-120@0.4"]],
        "predictive-back": [["--container=412,915"]],
        "swipe-list": [["--rows=40", "--row-height=80", "--viewport=390,700", "--actions=2", "--action-width=60"],
                       ["--rows", "12", "--row-height", "72", "--viewport", "390,700", "--actions", "1"]],
        "refresh": [["--profile=material", "--refresh-seconds=0.5"], ["--profile", "cupertino", "--refresh-seconds", "2"]],
        "carousel": [["--items=7", "--item-width=180", "--container=390,200"], ["--items", "30", "--item-width", "300", "--strategy", "multi-browse"], ["--items=9", "--item-width=300", "--strategy=hero"],
                     ["--items=9", "--item-width=150", "--strategy=view-aligned"]],
        "picker": [["--items=24", "--item-extent=44.5", "--profile=uikit"], ["--items", "3", "--item-extent", "32", "--profile", "flutter"]],
        "reorder": [["--items=40", "--item-height=60", "--viewport=390,700", "--auto-scroll=none", "--handle=44"],
                    ["--items", "30", "--item-height", "50", "--viewport", "390,700", "--lift", "flutter", "--auto-scroll", "flutter"]],
    ]

    /// Words that `bench replay` rejects, each one reason.
    static let rejected: [[String]] = [
        [], ["nope", "x.json"], ["tossable"], ["tossable", "/nonexistent/trace.json"], ["tossable", "/dev/null"],
        ["tossable", "TRACE", "--fps", "abc"], ["tossable", "TRACE", "--foo"], ["tossable", "TRACE", "--to", "1"],
        ["tossable", "TRACE", "--pop"], ["scroll", "TRACE"], ["scroll", "TRACE", "--content=2000", "--physics=bogus"],
        ["transition", "TRACE", "--pop", "--axis=y"], ["tossable", "TRACE", "--to=1,2", "--to=3,4"],
        ["scroll", "TRACE", "--content=2000", "--viewport=", "--paging"], ["tossable", "TRACE", "--jitter", "-1"],
        ["zoom-dismiss", "TRACE"], ["zoom-dismiss", "TRACE", "--source=1,2,3"], ["zoom-dismiss", "TRACE", "--source=0,0,100,100", "--source-moves=1,2"],
        ["tossable", "TRACE", "--deliver-late", "20000"], ["swipe-list", "TRACE", "--rows=3"],
        ["picker", "TRACE", "--items=0", "--item-extent=32"], ["carousel", "TRACE", "--items=5", "--item-width=200", "--strategy=uncontained"],
        ["reorder", "TRACE", "--items=3"],
    ]

    struct Case: Sendable, CustomStringConvertible {
        let words: [String]
        var description: String { words.map { $0.hasPrefix("/") ? ($0 as NSString).lastPathComponent : $0 }.joined(separator: " ") }
    }

    static var cases: [Case] {
        var cases: [Case] = []
        for shipped in ShippedTraceTests.all {
            let path = ShippedTraceTests.root.appendingPathComponent(shipped.path).path
            for clock in clocks { cases.append(Case(words: [shipped.interaction, path] + shipped.arguments + clock)) }
            for variant in variants[shipped.interaction] ?? [] where shipped.arguments.contains("--pop") == variant.contains("--pop") {
                cases.append(Case(words: [shipped.interaction, path] + variant))
            }
        }
        let toss = ShippedTraceTests.root.appendingPathComponent("Tools/bench/Traces/tossable/toss-lower-right.json").path
        cases += rejected.map { Case(words: $0.map { $0 == "TRACE" ? toss : $0 }) }
        cases.append(Case(words: ["--list"]))
        return cases
    }

    static let wasm: URL = {
        let build = try? Subprocess.run(URL(fileURLWithPath: "/bin/bash"), ["Scripts/wasm-build"], in: ShippedTraceTests.root)
        if build?.status != 0 { Issue.record("Scripts/wasm-build failed: \(build?.standardError ?? "")") }
        return ShippedTraceTests.root.appendingPathComponent(".build-wasm/motion.wasm")
    }()

    static func node(_ words: [String]) throws -> Subprocess.Result {
        try Subprocess.run(URL(fileURLWithPath: "/usr/bin/env"), ["node", "Tools/web/replay.mjs", wasm.path] + words,
                           in: ShippedTraceTests.root)
    }

    /// The same text; or, where musl's libm and glibc round a function's result (`pow`, `exp`, `sin`...)
    /// to neighbouring doubles, the same frames, keys, states and strings with every number within 1e-9 of
    /// the native one (relative to its size above 1): the printed numbers are Swift's shortest round trip,
    /// which shows every last bit, so a one-ulp difference cannot be printed away. Prints one line per case.
    @Test(arguments: cases)
    func theWebAssemblyReplayPrintsWhatBenchReplayPrints(replay: Case) throws {
        let native = try InProcessBench.run(["replay"] + replay.words)
        let wasm = try Self.node(replay.words)
        #expect(wasm.status == native.status, "\(replay): \(wasm.standardError)")
        #expect(wasm.standardError == native.standardError, "\(replay)")
        if wasm.standardOutput == native.standardOutput {
            print("wasm-replay agreed: \(replay) (\(native.standardOutput.utf8.count) bytes, the same text)")
            return
        }
        let apart = try #require(try Self.apart(wasm.standardOutput, native.standardOutput), "\(replay): not the same frames")
        print("wasm-replay within \(apart.ulps) ulps: \(replay) (\(apart.numbers) numbers differ, at most \(apart.relative) apart)")
        #expect(apart.relative <= 1e-9, "\(replay): \(apart.ulps) ulps, \(apart.relative) apart")
    }

    @Test func everyOptionIsCompared() {
        for replayer in Replayer.registered {
            let compared = Set((Self.variants[replayer.interaction] ?? []).flatMap { $0 }.filter { $0.hasPrefix("--") }
                .map { String($0.dropFirst(2).prefix { $0 != "=" }) })
            for option in replayer.optionNames {
                #expect(compared.contains(option), "\(replayer.interaction): --\(option) has no case in WasmReplayTests.variants")
            }
        }
    }

    /// How far apart two replays' numbers are: the most ulps, the most difference relative to the larger
    /// size (or absolute below 1), how many differ; nil when they are not the same frames (another count,
    /// other keys, another string or state anywhere, or a number of the other sign).
    static func apart(_ a: String, _ b: String) throws -> (ulps: UInt64, relative: Double, numbers: Int)? {
        var ulps: UInt64 = 0, relative = 0.0, numbers = 0
        func walk(_ x: Any, _ y: Any) -> Bool {
            switch (x, y) {
            case (let x as [Any], let y as [Any]):
                return x.count == y.count && zip(x, y).allSatisfy { walk($0, $1) }
            case (let x as [String: Any], let y as [String: Any]):
                return Set(x.keys) == Set(y.keys) && x.keys.allSatisfy { walk(x[$0]!, y[$0]!) }
            case (let x as String, let y as String):
                return x == y
            case (let x as NSNumber, let y as NSNumber):
                let p = x.doubleValue, q = y.doubleValue
                guard p != q else { return true }
                guard p.sign == q.sign else { return false }
                numbers += 1
                let (high, low) = p.magnitude.bitPattern > q.magnitude.bitPattern ? (p, q) : (q, p)
                ulps = max(ulps, high.magnitude.bitPattern - low.magnitude.bitPattern)
                relative = max(relative, abs(p - q) / max(1, abs(p), abs(q)))
                return true
            default:
                return false
            }
        }
        let x = try JSONSerialization.jsonObject(with: Data(a.utf8)), y = try JSONSerialization.jsonObject(with: Data(b.utf8))
        return walk(x, y) ? (ulps, relative, numbers) : nil
    }
}
