import ArgumentParser
import Dynamics
import Gestures
import BenchPlots

/// The options every replay takes, `bench replay` and `bench plot replay` alike: the simulated display's
/// clock and each interaction's own options. One group, so that both commands accept and list the same.
struct ReplayArguments: ParsableArguments {
    @Option(help: "Frames per second of the simulated display: a normal positive number up to 10000.",
            transform: ReplayArguments.framesPerSecond)
    var fps: Double = 120

    @Option(help: "Simulated seconds after the last event after which the replay stops if the interaction has not settled, in (0, 3600].",
            transform: ReplayArguments.seconds)
    var seconds: Double = 10

    @Option(help: "Move every frame after the first by a seeded amount within ±0.4 frame (an irregular display link): a whole number from 0 to 18446744073709551615.",
            transform: ReplayArguments.jitterSeed)
    var jitter: UInt64?

    // The interactions' own options: each replayer says which it takes, and any other is rejected.
    @Option(parsing: .unconditional, help: "tossable: the destination X,Y in points (default: the container's centre).")
    var to: String?
    @Option(parsing: .unconditional,
            help: "relative-position: the container X,Y,WIDTH,HEIGHT (default: the trace's container, else 0,0,375,667).")
    var container: String?
    @Option(name: .customLong("minimum-distance"), parsing: .unconditional,
            help: "relative-position: the pan's hysteresis in points (default 0).")
    var minimumDistance: String?
    @Option(parsing: .unconditional, help: "transition: the transition's duration in seconds (default 0.5).")
    var duration: String?
    @Option(help: "transition: x or y (default x); scroll: y or x (default y); anchored: x or y (default x).")
    var axis: String?
    @Option(parsing: .unconditional,
            help: "transition: the pan distance for 100 %, in points (default: the container's width or height).")
    var extent: String?
    @Flag(help: "transition: the interactive pop over the container (a left-edge swipe), as the playground's pop.")
    var pop = false
    @Option(parsing: .unconditional, help: "scroll (required): the content length along the axis, in points.")
    var content: String?
    @Option(parsing: .unconditional,
            help: "scroll: the viewport length along the axis, in points (default: the trace's container, else 375 × 667).")
    var viewport: String?
    @Option(help: "scroll: \(ScrollPhysics.allCases.map(\.rawValue).joined(separator: ", ")) (default uikit).")
    var physics: String?
    @Flag(help: "scroll: page by the viewport length.")
    var paging = false
    @Option(parsing: .unconditional, help: "scroll: the height of a stretchy header at the top of the content, in points.")
    var header: String?
    @Option(name: .customLong("header-rate"), parsing: .unconditional,
            help: "scroll: how fast the header moves when pushed up (1: with the content, 0: stays; default 0.5, StretchyHeader's).")
    var headerRate: String?

    @Option(parsing: .unconditional, help: "anchored (required): the anchors' offsets A1,A2,... in points; the drag starts on the first.")
    var anchors: String?
    @Option(parsing: .unconditional, help: "swipe-row: the row's width in points (default: the trace's container's, else 375).")
    var width: String?
    @Option(parsing: .unconditional, help: "swipe-row (required unless --dismissible): how many buttons each edge has.")
    var actions: String?
    @Option(name: .customLong("action-width"), parsing: .unconditional, help: "swipe-row: each button's width in points (default 74).")
    var actionWidth: String?
    @Flag(name: .customLong("full-swipe"), help: "swipe-row: a full swipe performs the first action (UIKit's performsFirstActionWithFullSwipe).")
    var fullSwipe = false
    @Flag(help: "swipe-row: Flutter's Dismissible (0.4 of the width, 700 px/s flings) instead of swipe actions.")
    var dismissible = false

    /// The interaction options given, by flag name.
    var interactionOptions: [String: String] {
        var values: [String: String] = [:]
        let given: [(String, String?)] = [
            ("to", to), ("container", container), ("minimum-distance", minimumDistance), ("duration", duration),
            ("axis", axis), ("extent", extent), ("content", content), ("viewport", viewport),
            ("physics", physics), ("header", header), ("header-rate", headerRate), ("paging", paging ? "true" : nil),
            ("pop", pop ? "true" : nil), ("anchors", anchors), ("width", width), ("actions", actions),
            ("action-width", actionWidth), ("full-swipe", fullSwipe ? "true" : nil), ("dismissible", dismissible ? "true" : nil),
        ]
        for (name, value) in given { if let value { values[name] = value } }
        return values
    }

    /// The replay's clock and the options checked against what `interaction` takes.
    func options(for interaction: String, allowed: [String]) throws -> ReplayOptions {
        try ReplayOptions(clock: clock(), values: interactionOptions, interaction: interaction, allowed: allowed)
    }

    /// The library's replay clock (`TraceReplay`) for --fps, --seconds and --jitter.
    func clock() throws -> TraceReplay {
        let clock: TraceReplay
        do {
            clock = try TraceReplay(fps: fps, jitterSeed: jitter, secondsAfterLastSample: seconds)
            try clock.validate(span: 0)
        } catch {
            throw InvalidInput("--fps=\(format(fps)) × --seconds=\(format(seconds)) is more than "
                               + "\(Int(TraceReplay.maximumFrames)) frames")
        }
        return clock
    }

    /// Checks that the whole trace, with --seconds after its last event, fits in the frames one replay runs.
    func checkSpan(of trace: GestureTrace) throws {
        guard let first = trace.samples.first?.time, let last = trace.samples.last?.time else { return }
        do {
            try clock().validate(span: last - first)
        } catch {
            throw InvalidInput("--fps=\(format(fps)): the trace spans \(format(last - first)) s, with --seconds=\(format(seconds)) "
                               + "more than \(Int(TraceReplay.maximumFrames)) frames")
        }
    }

    /// `--fps`: a normal positive number up to 10000. A subnormal rate passes a (0, 10000] test but makes
    /// the frame interval 1/fps infinite, so the normal test is the rule wherever a frame rate is read.
    /// Argument-parser names the flag and the value before the reason thrown here.
    static func framesPerSecond(_ text: String) throws -> Double {
        guard let value = Double(text.trimmingSpaces), value.isNormal, value > 0, value <= 10_000 else {
            throw InvalidInput("must be a normal positive number up to 10000")
        }
        return value
    }

    /// `--jitter`: a seed, any whole number a `UInt64` holds.
    static func jitterSeed(_ text: String) throws -> UInt64 {
        guard let value = UInt64(text.trimmingSpaces) else {
            throw InvalidInput("must be a whole number from 0 to 18446744073709551615")
        }
        return value
    }

    /// `--seconds`: in (0, 3600].
    static func seconds(_ text: String) throws -> Double {
        guard let value = Double(text.trimmingSpaces), value > 0, value <= 3_600 else {
            throw InvalidInput("must be a number in (0, 3600]")
        }
        return value
    }

    /// A number as the user would have typed it (`10000`, not `10000.0`).
    private func format(_ value: Double) -> String { JSON.number(value).text }
}
