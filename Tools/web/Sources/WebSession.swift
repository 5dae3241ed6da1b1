import Geometry
import Gestures
import Demos

/// One playground demo running in the page: the playground's one live loop (`DemoLoop`, the host layer's
/// `LiveLoop` on `bench replay`'s 120 Hz grid), as the playground's server runs it, and what it has shown.
///
/// The loop is held through closures because Embedded Swift has no existentials (`any PlaygroundDemo`,
/// as the playground's server holds it): each closure captures the loop of the concrete demo.
final class WebSession {
    /// A recording stops growing here (about 14 minutes at 120 Hz).
    static let maximumRecordedFrames = 100_000

    let name: String
    let guides: [Rect]
    /// The `bench replay` interaction and options that reproduce this demo, if any.
    let replay: (interaction: String, arguments: [String])?
    private let take: (PointerSample) throws(RefusedInput) -> PointerSample
    private let takeWheel: (WheelSample) throws(RefusedInput) -> WheelSample
    private let run: (Double, inout [PlaygroundJSON]) -> DemoFrame
    private let settle: (inout [PlaygroundJSON]) -> Void
    private let isSettled: () -> Bool
    /// Every event taken since the demo was created, pointer and wheel, as trace events (the page's recording).
    private(set) var events: [PlaygroundJSON] = []
    /// The grid frames recorded so far, each once it settled (``recording()`` settles the rest).
    private var frames: [PlaygroundJSON] = []

    /// A session of `Demo` at rest on `stage`. A static function rather than a generic initialiser: Embedded
    /// Swift refuses a class's generic initialiser where it is reached from generic code (the demo list's
    /// visitor, `WebDemos`).
    static func opening<Demo: PlaygroundDemo>(_ type: Demo.Type, stage: Rect) throws(ConfigurationError) -> WebSession {
        let demo = try Demo(stage: stage)
        let box = LoopBox(DemoLoop(demo, stage: stage))
        box.loop.recordsFrames = true
        return WebSession(
            name: Demo.name, guides: demo.guides, replay: demo.replay,
            take: { (sample: PointerSample) throws(RefusedInput) -> PointerSample in try box.loop.accept(sample) },
            takeWheel: { (wheel: WheelSample) throws(RefusedInput) -> WheelSample in try box.loop.accept(wheel) },
            run: { time, recorded in
                let shown = box.loop.advance(to: time)
                WebSession.drain(&box.loop, into: &recorded)
                return shown ?? box.loop.demo.current
            },
            settle: { recorded in
                box.loop.settleRecording()
                WebSession.drain(&box.loop, into: &recorded)
            },
            isSettled: { box.loop.isSettled })
    }

    private init(name: String, guides: [Rect], replay: (interaction: String, arguments: [String])?,
                 take: @escaping (PointerSample) throws(RefusedInput) -> PointerSample,
                 takeWheel: @escaping (WheelSample) throws(RefusedInput) -> WheelSample,
                 run: @escaping (Double, inout [PlaygroundJSON]) -> DemoFrame,
                 settle: @escaping (inout [PlaygroundJSON]) -> Void, isSettled: @escaping () -> Bool) {
        self.name = name
        self.guides = guides
        self.replay = replay
        self.take = take
        self.takeWheel = takeWheel
        self.run = run
        self.settle = settle
        self.isSettled = isSettled
    }

    private static func drain<Demo: PlaygroundDemo>(_ loop: inout DemoLoop<Demo>, into recorded: inout [PlaygroundJSON]) {
        loop.drainRecorded { gridTime, frame in
            if recorded.count < maximumRecordedFrames { recorded.append(.object([("t", .number(gridTime))] + frame.replayFields)) }
        }
    }

    /// Takes one pointer event in the page's clock (seconds), with its own timestamp however late it comes.
    ///
    /// - Throws: `RefusedInput` (the playground server's answer too) for an event the stream cannot have.
    func accept(_ sample: PointerSample) throws(RefusedInput) {
        let taken = try take(sample)
        if frames.count < Self.maximumRecordedFrames { events.append(.traceEvent(taken)) }
    }

    /// Takes one wheel event, as a pointer event is taken.
    ///
    /// - Throws: `RefusedInput` (the playground server's answer too) for an event the loop refuses.
    func accept(_ wheel: WheelSample) throws(RefusedInput) {
        let taken = try takeWheel(wheel)
        if frames.count < Self.maximumRecordedFrames { events.append(.traceEvent(taken)) }
    }

    /// Runs every grid frame up to the page's time `time` and returns the last one shown (the current
    /// state when no frame was due).
    func advance(to time: Double) -> DemoFrame { run(time, &frames) }

    /// The frames recorded: every grid frame so far, as `bench replay` computes them for ``events`` (the
    /// frames still open to late events are settled first).
    func recording() -> [PlaygroundJSON] {
        settle(&frames)
        return frames
    }

    /// Whether nothing moves until the next touch.
    var settled: Bool { isSettled() }
}
