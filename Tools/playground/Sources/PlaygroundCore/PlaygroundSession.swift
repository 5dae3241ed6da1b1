import Geometry
import Gestures
import Demos

/// One page's session: the demo it shows, its clock, its recording. Text in (the page's messages),
/// text out (frames, errors, recordings); no networking, so it is tested without a server.
///
/// The clock: frames are computed on a fixed 120 Hz grid starting at the first pointer event, as
/// `bench replay` computes them: for each grid time up to the page's frame time, every sample up to
/// that time is handled, then the demo ticks. The page draws the latest. A sample that arrives after
/// its time was already ticked is handled at the next grid time, with its time raised to the last
/// tick's (so a recording holds what was really fed); likewise a sample up to 0.1 s older than the
/// previous one (two fingers' events interleave out of order) is taken at the previous one's time. Between gestures, when the demo has settled and
/// nothing is recorded, the grid restarts at the next event. A page that falls more than 2 s behind
/// (a hidden tab) skips ahead.
///
/// Bounded work and memory whatever the times and counts say: one frame message computes at most
/// ``maximumTicksPerFrame`` grid frames (a frame time of 1e300, where adding a grid step no longer
/// changes the time, is answered at once; later frames carry on from there); at most 10 000 samples
/// wait for a frame; a recording holds at most ``maximumRecordedFrames`` frames,
/// ``maximumRecordedSamples`` samples and ``maximumRecordedBytes`` bytes of frames. Past a limit the
/// recording stops growing (what was recorded is kept, and `record` off still downloads it), and the
/// message that reached it is answered with one error.
///
/// Bad messages get an `{"type": "error", "message": ...}` reply and change nothing.
public struct PlaygroundSession {
    /// The grid's frame rate.
    public static let framesPerSecond = 120.0
    /// How much older than the previous sample a sample may be and still be taken (at the previous time).
    public static let reorderingTolerance = 0.1
    /// The most grid frames one frame message computes: 2 s of them, the most the page can fall
    /// behind before the grid skips ahead.
    public static let maximumTicksPerFrame = 241
    /// The most frames a recording holds: five minutes at 120 Hz.
    public static let maximumRecordedFrames = 36_000
    /// The most pointer samples a recording holds.
    public static let maximumRecordedSamples = 100_000
    /// The most bytes of frame JSON a recording holds (its reply is this plus the samples, at most
    /// about 10 MB more).
    public static let maximumRecordedBytes = 16 << 20

    public private(set) var demoType: any PlaygroundDemo.Type
    public private(set) var demo: any PlaygroundDemo
    public private(set) var stage: Rect

    private var pending: [PointerSample] = []
    private var down: Set<Int> = []
    private var lastSampleTime = -Double.infinity
    private var origin: Double?
    private var tickIndex = 0
    private var lastTick: Double?
    private var recording: (trace: GestureTrace, frames: [PlaygroundJSON])?
    /// Bytes of frame JSON in the recording.
    private var recordedBytes = 0
    /// Whether the recording reached a limit (it no longer grows; said once).
    private var recordingFull = false
    /// The error to add to the current message's replies (a limit just reached).
    private var limitMessage: String?
    private var recordings = 0

    /// A session showing `interaction` (a demo's name) in a `width` × `height` stage.
    ///
    /// - Throws: `MessageError` for an unknown interaction or a stage the demo refuses.
    public init(interaction: String = PictureInPictureDemo.name, width: Double = 390, height: Double = 700) throws(MessageError) {
        guard let type = PlaygroundDemos.named(interaction) else { throw Self.unknown(interaction) }
        stage = Rect(x: 0, y: 0, width: width, height: height)
        demoType = type
        demo = try Self.make(type, stage)
    }

    /// Whether a recording is in progress.
    public var isRecording: Bool { recording != nil }

    // What the limits bound, for tests.
    var recordedFrameCount: Int { recording?.frames.count ?? 0 }
    var recordedSampleCount: Int { recording?.trace.samples.count ?? 0 }
    var recordedByteCount: Int { recordedBytes }
    var pendingCount: Int { pending.count }
    /// Grid frames the last message computed.
    private(set) var ticksInLastMessage = 0

    /// Handles one message from the page and returns the replies to send, in order.
    public mutating func receive(_ text: String) -> [String] {
        limitMessage = nil
        ticksInLastMessage = 0
        do {
            var replies = try receive(ClientMessage.decode(text))
            if let limitMessage { replies.append(Self.error(limitMessage)) }
            return replies
        } catch {
            return [Self.error(error.description)]
        }
    }

    private static func error(_ message: String) -> String {
        PlaygroundJSON.object([("type", .string("error")), ("message", .string(message))]).text
    }

    /// Handles one decoded message.
    public mutating func receive(_ message: ClientMessage) throws(MessageError) -> [String] {
        switch message {
        case .select(let name, let width, let height):
            guard let type = PlaygroundDemos.named(name) else { throw Self.unknown(name) }
            let newStage = Rect(x: 0, y: 0, width: width, height: height)
            let newDemo = try Self.make(type, newStage)
            (demoType, stage, demo) = (type, newStage, newDemo)
            restartClock()
            stopRecording()
            return [hello(), frameMessage(demo.current, time: nil)]
        case .pointer(let sample):
            try accept(sample)
            return []
        case .frame(let time):
            return [frameMessage(advance(to: time), time: time)]
        case .record(on: true):
            demo = try Self.make(demoType, stage)
            restartClock()
            recordings += 1
            stopRecording()
            recording = (GestureTrace(name: "playground-\(demoType.name)-\(recordings)", container: stage), [])
            return [hello(), frameMessage(demo.current, time: nil)]
        case .record(on: false):
            guard let recording else { throw MessageError("record: no recording in progress") }
            stopRecording()
            return [traceMessage(recording.trace, frames: recording.frames)]
        case .reset:
            demo = try Self.make(demoType, stage)
            restartClock()
            if let name = recording?.trace.name {
                stopRecording()
                recording = (GestureTrace(name: name, container: stage), [])
            }
            return [frameMessage(demo.current, time: nil)]
        }
    }

    /// The first message of a session and the answer to a select: the demos, the one shown, its guides.
    public func hello() -> String {
        PlaygroundJSON.object([
            ("type", .string("hello")),
            ("interaction", .string(demoType.name)),
            ("title", .string(demoType.title)),
            ("interactions", .array(PlaygroundDemos.all.map { .object([("name", .string($0.name)), ("title", .string($0.title))]) })),
            ("stage", .array([.number(stage.width), .number(stage.height)])),
            ("guides", .array(demo.guides.map { .array([.number($0.minX), .number($0.minY), .number($0.width), .number($0.height)]) })),
            ("recording", .bool(recording != nil)),
        ]).text
    }

    // MARK: - Input and clock

    private mutating func accept(_ sample: PointerSample) throws(MessageError) {
        var sample = sample
        if let lastTick, sample.time < lastTick {
            sample = PointerSample(pointer: sample.pointer, location: sample.location, phase: sample.phase, time: lastTick)
        }
        if sample.time < lastSampleTime {
            // Browsers deliver each pointer's coalesced events together, so two fingers' events
            // interleave a little out of time order: a sample up to 0.1 s older than the previous
            // one is taken at the previous one's time. An older one is a broken clock.
            guard lastSampleTime - sample.time <= Self.reorderingTolerance else {
                throw MessageError("pointer: time went backwards (t=\(sample.time) after t=\(lastSampleTime))")
            }
            sample = PointerSample(pointer: sample.pointer, location: sample.location, phase: sample.phase, time: lastSampleTime)
        }
        switch sample.phase {
        case .began:
            guard down.count < 10 else { throw MessageError("pointer: more than 10 pointers down") }
            guard !down.contains(sample.pointer) else { throw MessageError("pointer \(sample.pointer): began while down") }
            down.insert(sample.pointer)
        case .moved, .stationary, .ended:
            guard down.contains(sample.pointer) else { throw MessageError("pointer \(sample.pointer): \(sample.phase.rawValue) while not down") }
            if sample.phase == .ended { down.remove(sample.pointer) }
        case .cancelled:
            down.remove(sample.pointer)
        }
        guard pending.count < 10_000 else { throw MessageError("pointer: too many events before a frame") }
        if recording != nil, !recordingFull {
            if recording!.trace.samples.count >= Self.maximumRecordedSamples {
                reachLimit("\(Self.maximumRecordedSamples) pointer samples")
            } else {
                do {
                    try recording?.trace.append(sample)
                } catch {
                    throw MessageError("pointer: \(error.description)")
                }
            }
        }
        lastSampleTime = sample.time
        if origin == nil {
            origin = sample.time
            tickIndex = 0
        }
        pending.append(sample)
    }

    private mutating func advance(to time: Double) -> DemoFrame {
        guard var start = origin else { return demo.current }
        if time - gridTime(start, tickIndex) > 2 {
            // Far behind: hand over what is pending and jump the grid to now.
            start = time - Double(tickIndex) / Self.framesPerSecond
            origin = start
        }
        var frame: DemoFrame?
        var ticks = 0
        while gridTime(start, tickIndex) <= time, ticks < Self.maximumTicksPerFrame {
            ticks += 1
            ticksInLastMessage = ticks
            // As `bench replay` drives an interaction (the library's `TraceReplay`): in time since the
            // first event, its frame times, so a recording replays to the same frames bit for bit.
            let now = Self.grid.frameTime(tickIndex)
            var handled = 0
            while handled < pending.count, pending[handled].time - start <= now {
                var sample = pending[handled]
                sample.time -= start
                demo.handle(sample)
                handled += 1
            }
            pending.removeFirst(handled)
            let shown = demo.tick(at: now)
            lastTick = gridTime(start, tickIndex)
            record(.object([("t", .number(now))] + shown.replayFields))
            frame = shown
            tickIndex += 1
            if recording == nil, pending.isEmpty, down.isEmpty, demo.isSettled {
                origin = nil
                break
            }
        }
        return frame ?? demo.current
    }

    /// Adds a frame to the recording, unless it is full (then says so once).
    private mutating func record(_ frame: PlaygroundJSON) {
        guard recording != nil, !recordingFull else { return }
        let bytes = frame.text.utf8.count
        if recording!.frames.count >= Self.maximumRecordedFrames {
            reachLimit("\(Self.maximumRecordedFrames) frames")
        } else if recordedBytes + bytes > Self.maximumRecordedBytes {
            reachLimit("\(Self.maximumRecordedBytes) bytes of frames")
        } else {
            recording?.frames.append(frame)
            recordedBytes += bytes
        }
    }

    private mutating func reachLimit(_ limit: String) {
        recordingFull = true
        limitMessage = "record: the recording reached its limit of \(limit) and stopped growing; send record off to download it"
    }

    private mutating func stopRecording() {
        recording = nil
        recordedBytes = 0
        recordingFull = false
    }

    private func gridTime(_ start: Double, _ index: Int) -> Double {
        // As `bench replay` computes its frame times: the first event plus the replay's frame time.
        start + Self.grid.frameTime(index)
    }

    /// The replay clock of `bench replay` at the grid's rate.
    private static let grid: TraceReplay = {
        do { return try TraceReplay(fps: framesPerSecond) } catch { preconditionFailure("\(error)") }
    }()

    private mutating func restartClock() {
        pending.removeAll()
        down.removeAll()
        origin = nil
        tickIndex = 0
        lastTick = nil
        lastSampleTime = -.infinity
    }

    // MARK: - Replies

    private func frameMessage(_ frame: DemoFrame, time: Double?) -> String {
        let layers: [PlaygroundJSON] = frame.layers.map(Self.layerJSON)
        let readings: [PlaygroundJSON] = frame.readings.map { PlaygroundJSON.array([.string($0.0), .number($0.1)]) }
        let velocity: PlaygroundJSON = frame.velocity.map { PlaygroundJSON.array([.number($0.dx), .number($0.dy)]) } ?? .null
        let members: [(String, PlaygroundJSON)] = [
            ("type", .string("frame")),
            ("t", time.map(PlaygroundJSON.number) ?? .null),
            ("interaction", .string(demoType.name)),
            ("state", .string(frame.state)),
            ("settled", .bool(demo.isSettled)),
            ("layers", .array(layers)),
            ("velocity", velocity),
            ("readings", .array(readings)),
            ("recording", .bool(recording != nil)),
            ("recordedEvents", .integer(recording?.trace.samples.count ?? 0)),
        ]
        return PlaygroundJSON.object(members).text
    }

    private static func layerJSON(_ layer: LayerState) -> PlaygroundJSON {
        let members: [(String, PlaygroundJSON)] = [
            ("x", .number(layer.position.x)), ("y", .number(layer.position.y)),
            ("w", .number(layer.size.width)), ("h", .number(layer.size.height)),
            ("angle", .number(layer.transform.rotation)), ("scale", .number(layer.transform.scale.dx)),
            ("alpha", .number(layer.alpha)), ("cornerRadius", .number(layer.cornerRadius)),
        ]
        return .object(members)
    }

    /// The recording as one file: the trace (which `bench replay` reads, ignoring the rest) and, under
    /// `"playground"`, the demo, the replay that reproduces it and the frames the page was shown.
    private func traceMessage(_ trace: GestureTrace, frames: [PlaygroundJSON]) -> String {
        let replay: PlaygroundJSON = demo.replay.map { spec in
            PlaygroundJSON.object([("interaction", .string(spec.interaction)), ("arguments", .array(spec.arguments.map(PlaygroundJSON.string)))])
        } ?? .null
        guard case .object(var members) = PlaygroundTrace.json(trace) else { return "" }
        members.append(("playground", .object([
            ("interaction", .string(demoType.name)),
            ("fps", .number(Self.framesPerSecond)),
            ("replay", replay),
            ("frames", .array(frames)),
        ])))
        return PlaygroundJSON.object([
            ("type", .string("trace")),
            ("file", .string((trace.name ?? "playground") + ".json")),
            ("content", .object(members)),
        ]).text
    }

    private static func make(_ type: any PlaygroundDemo.Type, _ stage: Rect) throws(MessageError) -> any PlaygroundDemo {
        do {
            return try type.init(stage: stage)
        } catch {
            throw MessageError("\(type.name): \(error.description)")
        }
    }

    private static func unknown(_ name: String) -> MessageError {
        MessageError("unknown interaction \"\(name)\" (one of: \(PlaygroundDemos.all.map { $0.name }.joined(separator: ", ")))")
    }
}
