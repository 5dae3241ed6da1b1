import Gestures
import Host

// The replay core: what `bench replay` and the WebAssembly replay (`Scripts/wasm-replay`) share. This
// target (BenchReplay, the folder Tools/BenchReplay) is imported by the bench and compiled, by
// Scripts/wasm-build, with Embedded Swift into motion.wasm as its own module, so each interaction's replay
// exists once. What the bench and the page use from it is `package`. What the WebAssembly build cannot compile stays
// out of them: no ArgumentParser, no Foundation, no Codable, no existentials (`any ...`), no untyped
// `throws` (every throwing function and closure says `throws(InvalidInput)` or the library's
// `throws(ConfigurationError)`), no key paths used as functions, no `String(describing:)`.
//
// A replayer's pattern (Tools/bench/README.md, "The replay in WebAssembly"):
// - `Tools/BenchReplay/Replay+<Interaction>.swift` imports only library modules and defines a `Replayer` whose `replay` is a
//   function `(GestureTrace, ReplayOptions) throws(InvalidInput) -> [JSON]`: it reads its options with
//   `ReplayOptions`' accessors, configures the interaction (its `ConfigurationError` caught in a
//   `do`/`catch` whose body throws only that, and rethrown as an `InvalidInput`; `??` and `map` with a `try`
//   inside throw untyped errors, so an `if let` instead), and returns `replayFrames(...)`;
// - it is registered once, one line in ``Replayer/registered`` below, which the bench (replay, plots,
//   report) and the WebAssembly build read: Scripts/wasm-build compiles this target's folder and
//   Scripts/wasm-replay offers every registered replayer;
// - a new option is declared with its value type (an `ArgumentValue`: ArgumentValue.swift) in the replayer's
//   `options` and, of the same type, in `ReplayArguments` (`transform: T.parse`), so that both command lines
//   parse it with the one `init(parsing:)`; and given a case in `WasmReplayTests.variants` (Tools/bench/README.md,
//   "Option values").

/// An input the bench rejects; its description is the one-line reason printed before exiting with 2.
package struct InvalidInput: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}

/// One interaction's replay: how to run a trace through it.
package struct Replayer: Sendable {
    /// The name given on the command line (`relative-position`, `tossable`, ...).
    package let interaction: String
    package let summary: String
    /// The options this interaction takes beyond the clock's (`--fps`, `--seconds`, `--jitter`,
    /// `--deliver-late`), each with its value type where it has one.
    package let options: [ReplayOption]
    /// Drives the interaction through the trace (with ``replayFrames(_:trace:options:frame:)``) and
    /// returns the frames, or throws `InvalidInput` with a one-line reason.
    package let replay: @Sendable (_ trace: GestureTrace, _ options: ReplayOptions) throws(InvalidInput) -> [JSON]

    /// Every replayer, in `bench replay --list`'s order: the one list `bench replay`, `bench plot replay`,
    /// the report and the WebAssembly build read. A new replayer is one line here.
    package static let registered: [Replayer] = [.relativePosition] + tossableReplayers
        + [.transition, .scroll, .sheet, .anchored, .swipeRow, .swipeList, .zoomDismiss, .predictiveBack]
        + [.refresh, .picker, .carousel, .reorder]

    /// The replayer named `interaction` on the command line, if any.
    package static func named(_ interaction: String, in replayers: [Replayer]) -> Replayer? {
        replayers.first { $0.interaction == interaction }
    }

    /// The interactions' names, comma-separated, for messages.
    package static func names(of replayers: [Replayer]) -> String {
        replayers.map { $0.interaction }.joined(separator: ", ")
    }

    /// The options' flag names, without `--`.
    package var optionNames: [String] { options.map { $0.name } }

    /// The check of option `name`'s value among `replayers`' declarations (the first that has one).
    package static func check(of name: String, in replayers: [Replayer]) -> (@Sendable (String) throws(InvalidInput) -> Void)? {
        for replayer in replayers {
            for option in replayer.options where option.name == name {
                if let check = option.check { return check }
            }
        }
        return nil
    }

    /// What `bench replay --list` prints: each replayer's ``listing``, a line each.
    package static func listing(of replayers: [Replayer]) -> String {
        var text = ""
        for replayer in replayers { text += replayer.listing + "\n" }
        return text
    }

    /// The line `--list` prints for this replayer.
    package var listing: String {
        let flags = options.isEmpty ? "" : " [" + options.map { "--\($0.name)" }.joined(separator: " ") + "]"
        return "\(interaction)\(flags)\t\(summary)"
    }
}

/// The replay's clock and the interaction's own options.
package struct ReplayOptions: Sendable {
    package let clock: TraceReplay
    /// `--deliver-late`: the events reach the host layer's live loop this late, or nil for on time.
    package let lateness: LateDelivery?
    /// `--duration-scale` and `--reduce-motion`: the motion preferences the interaction is given.
    package let motion: MotionPreferences
    package let values: [String: String]

    package init(clock: TraceReplay, lateness: LateDelivery? = nil, motion: MotionPreferences = .standard,
                 values: [String: String], interaction: String, allowed: [String]) throws(InvalidInput) {
        for name in values.keys.sorted() where !allowed.contains(name) {
            throw InvalidInput("--\(name) does not apply to \(interaction)"
                + (allowed.isEmpty ? " (it takes no options)" : " (it takes \(allowed.map { "--" + $0 }.joined(separator: ", ")))"))
        }
        self.clock = clock
        self.lateness = lateness
        self.motion = motion
        self.values = values
    }

    /// A finite number option, or nil when absent.
    package func number(_ name: String) throws(InvalidInput) -> Double? {
        guard let text = values[name] else { return nil }
        return try ProbeArguments.number(text, option: name)
    }

    /// An option of `count` comma-separated finite numbers, or nil when absent.
    package func numbers(_ name: String, count: Int) throws(InvalidInput) -> [Double]? {
        guard let text = values[name] else { return nil }
        return try ProbeArguments.numbers(text, option: name, count: count)
    }

    /// An option of a declared value type (``ReplayOption/value(_:_:)``), or nil when absent.
    package func value<Value: ArgumentValue>(_ name: String, as type: Value.Type) throws(InvalidInput) -> Value? {
        guard let text = values[name] else { return nil }
        return try Value(parsing: text)
    }

    /// A text option, or nil when absent.
    package func string(_ name: String) -> String? { values[name] }

    /// True when the flag was given.
    package func flag(_ name: String) -> Bool { values[name] != nil }
}

/// `--fps`, `--seconds`, `--jitter`, `--deliver-late`, `--duration-scale` and `--reduce-motion`: their rules and
/// the replay clock and motion preferences they make, for `bench replay`
/// (through argument-parser, `ReplayArguments`) and the WebAssembly replay (`ReplayCommandLine`) alike.
package struct ReplayClockOptions: Sendable {
    package var fps = 120.0
    package var seconds = 10.0
    package var jitter: UInt64?
    /// `--deliver-late MAX_MS[,SEED]`.
    package var deliverLate: LateDelivery?
    /// `--duration-scale S`: Android's animator duration scale, 0...100.
    package var durationScale = 1.0
    /// `--reduce-motion`.
    package var reduceMotion = false

    package init(fps: Double = 120, seconds: Double = 10, jitter: UInt64? = nil, deliverLate: LateDelivery? = nil,
                 durationScale: Double = 1, reduceMotion: Bool = false) {
        self.fps = fps
        self.seconds = seconds
        self.jitter = jitter
        self.deliverLate = deliverLate
        self.durationScale = durationScale
        self.reduceMotion = reduceMotion
    }

    /// The motion preferences `--duration-scale` and `--reduce-motion` give the interaction.
    package var motion: MotionPreferences {
        do throws(ConfigurationError) {
            return try MotionPreferences(durationScale: durationScale, reduceMotion: reduceMotion)
        } catch {
            return .standard   // unreachable: `durationScale(_:)` checked the same range
        }
    }

    /// `--duration-scale S`: a number in 0...100 (Android's animator duration scale; 0 ends every released
    /// motion at once, 2 runs it at half speed).
    package static func durationScale(_ text: String) throws(InvalidInput) -> Double {
        guard let value = Double(text.trimmingSpaces), value >= 0, value <= MotionPreferences.maximumDurationScale else {
            throw InvalidInput("must be a number in 0...\(Int(MotionPreferences.maximumDurationScale))")
        }
        return value
    }

    /// `--deliver-late MAX_MS[,SEED]`: every event reaches the host layer's live loop up to MAX_MS
    /// milliseconds (0...10000) after its own timestamp, by a delay seeded with SEED (a `UInt64`, 0 when not
    /// given), never reordered: a busy main thread (`LateDelivery`).
    package static func lateDelivery(_ text: String) throws(InvalidInput) -> LateDelivery {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        guard parts.count <= 2, let milliseconds = Double(parts[0]), milliseconds.isFinite, milliseconds >= 0,
              milliseconds <= LateDelivery.maximumDelayLimit * 1000 else {
            throw InvalidInput("must be MAX_MS[,SEED] with MAX_MS a number of milliseconds in 0...10000")
        }
        var seed: UInt64 = 0
        if parts.count == 2 {
            guard let given = UInt64(parts[1]) else { throw InvalidInput("must be MAX_MS[,SEED] with SEED a whole number from 0 to 18446744073709551615") }
            seed = given
        }
        do throws(ConfigurationError) {
            return try LateDelivery(maximumDelay: milliseconds / 1000, seed: seed)
        } catch {
            throw InvalidInput("must be MAX_MS[,SEED] with MAX_MS a number of milliseconds in 0...10000")
        }
    }

    /// The library's replay clock (`TraceReplay`) for these options.
    package func clock() throws(InvalidInput) -> TraceReplay {
        do throws(ConfigurationError) {
            let clock = try TraceReplay(fps: fps, jitterSeed: jitter, secondsAfterLastSample: seconds)
            try clock.validate(span: 0)
            return clock
        } catch {
            throw InvalidInput("--fps=\(Self.format(fps)) × --seconds=\(Self.format(seconds)) is more than "
                               + "\(Int(TraceReplay.maximumFrames)) frames")
        }
    }

    /// Checks that the whole trace, with --seconds after its last event, fits in the frames one replay runs.
    package func checkSpan(of trace: GestureTrace) throws(InvalidInput) {
        guard trace.eventCount > 0 else { return }
        let span = trace.duration
        let clock = try clock()
        do throws(ConfigurationError) {
            try clock.validate(span: span)
        } catch {
            throw InvalidInput("--fps=\(Self.format(fps)): the trace spans \(Self.format(span)) s, with --seconds=\(Self.format(seconds)) "
                               + "more than \(Int(TraceReplay.maximumFrames)) frames")
        }
    }

    /// `--fps`: a normal positive number up to 10000. A subnormal rate passes a (0, 10000] test but makes
    /// the frame interval 1/fps infinite, so the normal test is the rule wherever a frame rate is read.
    /// The command line names the flag and the value before the reason thrown here.
    package static func framesPerSecond(_ text: String) throws(InvalidInput) -> Double {
        guard let value = Double(text.trimmingSpaces), value.isNormal, value > 0, value <= 10_000 else {
            throw InvalidInput("must be a normal positive number up to 10000")
        }
        return value
    }

    /// `--jitter`: a seed, any whole number a `UInt64` holds. A negative one (`--jitter -1`, which the
    /// option takes as its value like every other) is refused for what it is.
    package static func jitterSeed(_ text: String) throws(InvalidInput) -> UInt64 {
        let trimmed = text.trimmingSpaces
        guard let value = UInt64(trimmed) else {
            let negative = trimmed.hasPrefix("-") && Double(trimmed) != nil
            throw InvalidInput((negative ? "a seed is not negative: " : "") + "must be a whole number from 0 to 18446744073709551615")
        }
        return value
    }

    /// `--seconds`: in (0, 3600].
    package static func seconds(_ text: String) throws(InvalidInput) -> Double {
        guard let value = Double(text.trimmingSpaces), value > 0, value <= 3_600 else {
            throw InvalidInput("must be a number in (0, 3600]")
        }
        return value
    }

    /// A number as the user would have typed it (`10000`, not `10000.0`).
    private static func format(_ value: Double) -> String { JSON.number(value).text }
}

/// Drives `interaction` through the trace with the library's one replay loop (`TraceReplay`), or with
/// `--deliver-late` through the host layer's live loop (`LiveReplay`: each event delivered late, applied at
/// its own timestamp), and returns a JSON frame per display frame: `t` (seconds since the first event),
/// then `frame`'s fields, then `events` when the interaction reports any after that frame's tick
/// (``eventsField(_:)``). The interaction is given `--duration-scale`'s and `--reduce-motion`'s preferences
/// first.
///
/// - Parameters:
///   - interaction: The interaction, configured.
///   - trace: The validated trace (at least one event).
///   - options: The clock.
///   - frame: The frame's fields after `t`, from the interaction and its tick's output.
package func replayFrames<I: Interaction>(_ interaction: inout I, trace: GestureTrace, options: ReplayOptions,
                                  handleWheel: @escaping @Sendable (_ interaction: inout I, _ event: WheelSample) -> Void = { _, _ in },
                                  readsWheel: Bool = false,
                                  frame: (_ interaction: inout I, _ output: I.Output) -> [(String, JSON)]) throws(InvalidInput) -> [JSON] {
    let samples = trace.samples
    let wheel = readsWheel ? trace.wheelSamples : []
    guard !samples.isEmpty || !wheel.isEmpty else { throw InvalidInput("the trace has no events") }
    var frames: [JSON] = []
    interaction.motionPreferences = options.motion
    if let lateness = options.lateness {
        // Through the host layer's live loop, the events delivered late (the page's and the playground's loop).
        LiveReplay(clock: options.clock, lateness: lateness).run(&interaction, samples: samples, wheel: wheel,
                                                                 handleWheel: handleWheel) { time, shown, output, events in
            var current = shown
            // The loop's events: a late input's catch-up included, nothing twice.
            frames.append(.object([("t", .number(time))] + frame(&current, output) + eventsField(events)))
        }
        return frames
    }
    options.clock.run(&interaction, samples: samples, wheel: wheel, handleWheel: handleWheel) { time, interaction, output in
        frames.append(.object([("t", .number(time))] + frame(&interaction, output) + eventsField(interaction.events)))
    }
    return frames
}

/// A frame's `events` field: `[{"type", "t", "index"?, "speed"?, "edge"?}]` in time order, or nothing when
/// there are none (most frames).
package func eventsField(_ events: [FeedbackEvent]) -> [(String, JSON)] {
    guard !events.isEmpty else { return [] }
    var list: [JSON] = []
    list.reserveCapacity(events.count)
    for event in events {
        var fields: [(String, JSON)] = [("type", .string(event.kind.rawValue)), ("t", .number(event.time))]
        if let index = event.index { fields.append(("index", .integer(index))) }
        if let speed = event.speed { fields.append(("speed", .number(speed))) }
        if let edge = event.edge { fields.append(("edge", .string(edgeName(edge)))) }
        list.append(.object(fields))
    }
    return [("events", .array(list))]
}

/// `top`, `left`, `bottom` or `right`.
private func edgeName(_ edge: RectEdges) -> String {
    if edge == .top { return "top" }
    if edge == .left { return "left" }
    if edge == .bottom { return "bottom" }
    return "right"
}
