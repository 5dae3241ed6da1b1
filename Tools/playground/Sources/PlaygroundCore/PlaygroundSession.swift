import Geometry
import Gestures
import Demos

/// One page's session: the demo it shows, its clock, its recording. Text in (the page's messages),
/// text out (frames, errors, recordings); no networking, so it is tested without a server.
///
/// The clock and the input are `DemoLoop`'s, the one live loop the page (Tools/web) runs too: every
/// pointer event is checked by `PointerStream`'s rules and applied at its own timestamp, however late it
/// arrives, on `bench replay`'s 120 Hz grid from the first event, so a recording holds what happened and
/// `bench replay` of it shows the same frames.
///
/// Bounded work and memory whatever the times and counts say: one frame message computes at most
/// ``maximumTicksPerFrame`` grid frames (a frame time of 1e300, where adding a grid step no longer
/// changes the time, is answered at once; later frames carry on from there); at most 10 000 samples
/// wait for a frame (`LiveLoop.maximumWaitingInputs`); a recording holds at most ``maximumRecordedFrames`` frames,
/// ``maximumRecordedSamples`` events (pointer and wheel) and ``maximumRecordedBytes`` bytes of frames. Past a limit the
/// recording stops growing (what was recorded is kept, and `record` off still downloads it), and the
/// message that reached it is answered with one error.
///
/// Bad messages get an `{"type": "error", "message": ...}` reply and change nothing; a refused pointer
/// event's message is `RefusedInput`'s, the page's answer too.
public struct PlaygroundSession {
    /// The grid's frame rate.
    public static let framesPerSecond = DemoLoop<PictureInPictureDemo>.framesPerSecond
    /// How much older than the previous sample a sample may be and still be taken (at the previous time).
    public static let reorderingTolerance = PointerStream.liveReorderingTolerance
    /// How far the frame clock may run ahead of the pointer clock before an event moves the grid back onto
    /// the pointer clock (`DemoLoop`'s rule), seconds.
    public static let maximumFrameLead = DemoLoop<PictureInPictureDemo>.maximumFrameLead
    /// The most grid frames one frame message computes: 2 s of them, the most the page can fall
    /// behind before the grid skips ahead.
    public static let maximumTicksPerFrame = DemoLoop<PictureInPictureDemo>.maximumTicksPerFrame
    /// The most frames a recording holds: five minutes at 120 Hz.
    public static let maximumRecordedFrames = 36_000
    /// The most events (pointer samples and wheel events) a recording holds.
    public static let maximumRecordedSamples = 100_000
    /// The most bytes of frame JSON a recording holds (its reply is this plus the samples, at most
    /// about 10 MB more).
    public static let maximumRecordedBytes = 16 << 20

    public private(set) var demoType: any PlaygroundDemo.Type
    public private(set) var stage: Rect
    /// The live loop showing the demo.
    private var loop: any AnyDemoLoop
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
        loop = try Self.make(type, stage)
    }

    /// The demo as the last frame showed it.
    public var demo: any PlaygroundDemo { loop.anyDemo }

    /// Whether a recording is in progress.
    public var isRecording: Bool { recording != nil }

    // What the limits bound, for tests.
    var recordedFrameCount: Int { recording?.frames.count ?? 0 }
    var recordedSampleCount: Int { recording?.trace.eventCount ?? 0 }
    var recordedByteCount: Int { recordedBytes }
    var pendingCount: Int { loop.waitingInputs }
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
            let newLoop = try Self.make(type, newStage)
            (demoType, stage, loop) = (type, newStage, newLoop)
            stopRecording()
            return [hello(), frameMessage(demo.current, time: nil)]
        case .pointer(let sample):
            try accept(sample)
            return []
        case .wheel(let wheel):
            try accept(wheel)
            return []
        case .frame(let time):
            // Advanced first: `frameMessage(advance(to:), ...)` would read `self` (the settled flag) from
            // before the advance, as a method's receiver is evaluated before its arguments.
            let shown = advance(to: time)
            return [frameMessage(shown, time: time)]
        case .record(on: true):
            loop = try Self.make(demoType, stage)
            loop.recordsFrames = true
            recordings += 1
            stopRecording()
            recording = (GestureTrace(name: "playground-\(demoType.name)-\(recordings)", container: stage), [])
            return [hello(), frameMessage(demo.current, time: nil)]
        case .record(on: false):
            guard recording != nil else { throw MessageError("record: no recording in progress") }
            loop.settleRecording()
            recordSettledFrames()
            guard let recording else { throw MessageError("record: no recording in progress") }
            loop.recordsFrames = false
            stopRecording()
            return [traceMessage(recording.trace, frames: recording.frames)]
        case .reset:
            loop = try Self.make(demoType, stage)
            loop.recordsFrames = recording != nil
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
        try take("pointer", { loop throws(RefusedInput) in try loop.accept(sample) },
                 record: { trace, taken throws(GestureTraceError) in try trace.append(taken) })
    }

    private mutating func accept(_ wheel: WheelSample) throws(MessageError) {
        try take("wheel", { loop throws(RefusedInput) in try loop.accept(wheel) },
                 record: { trace, taken throws(GestureTraceError) in try trace.append(taken) })
    }

    /// Gives an event to the loop (`accept`, which may refuse it) and records it as taken.
    private mutating func take<Event>(_ kind: String, _ accept: (inout any AnyDemoLoop) throws(RefusedInput) -> Event,
                                      record append: (inout GestureTrace, Event) throws(GestureTraceError) -> Void) throws(MessageError) {
        let taken: Event
        do {
            taken = try accept(&loop)
        } catch {
            throw MessageError(error.description)
        }
        try record(kind) { trace throws(GestureTraceError) in try append(&trace, taken) }
    }

    /// Adds an event taken to the recording, unless it is full (then says so once).
    private mutating func record(_ kind: String, _ append: (inout GestureTrace) throws(GestureTraceError) -> Void) throws(MessageError) {
        guard recording != nil, !recordingFull else { return }
        if recording!.trace.eventCount >= Self.maximumRecordedSamples {
            reachLimit("\(Self.maximumRecordedSamples) events")
        } else {
            do {
                try append(&recording!.trace)
            } catch {
                throw MessageError("\(kind): \(error.description)")
            }
        }
    }

    private mutating func advance(to time: Double) -> DemoFrame {
        let shown = loop.advance(to: time, holdingGrid: recording != nil)
        ticksInLastMessage = loop.ticksInLastAdvance
        recordSettledFrames()
        return shown ?? demo.current
    }

    /// Records the grid frames that have settled, as `bench replay` computes them: in time since the first
    /// event, its frame times, so a recording replays to the same frames bit for bit.
    private mutating func recordSettledFrames() {
        guard recording != nil else { return }
        var settled: [PlaygroundJSON] = []
        loop.drainRecorded { gridTime, frame in settled.append(.object([("t", .number(gridTime))] + frame.replayFields)) }
        for frame in settled { record(frame) }
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
            ("recordedEvents", .integer(recording?.trace.eventCount ?? 0)),
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

    private static func make(_ type: any PlaygroundDemo.Type, _ stage: Rect) throws(MessageError) -> any AnyDemoLoop {
        do {
            return try type.loop(stage: stage)
        } catch {
            throw MessageError("\(type.name): \(error.description)")
        }
    }

    private static func unknown(_ name: String) -> MessageError {
        MessageError("unknown interaction \"\(name)\" (one of: \(PlaygroundDemos.all.map { $0.name }.joined(separator: ", ")))")
    }
}
