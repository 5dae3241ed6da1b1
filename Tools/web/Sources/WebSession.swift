import Geometry
import Gestures
import Demos

/// One playground demo running in the page: its input, its clock and what it has shown.
///
/// The demo is held through closures because Embedded Swift has no existentials (`any PlaygroundDemo`,
/// as the playground's server holds it). The clock is `bench replay`'s: frames on a 120 Hz grid that
/// starts at the first pointer event, every sample up to a frame's time handled before the frame is
/// ticked, so the frames recorded here are the frames `bench replay` prints for the recorded trace.
final class WebSession {
    static let framesPerSecond = 120.0
    /// A recording stops growing here (about 14 minutes at 120 Hz).
    static let maximumRecordedFrames = 100_000

    let name: String
    let guides: [Rect]
    /// The `bench replay` interaction and options that reproduce this demo, if any.
    let replay: (interaction: String, arguments: [String])?
    private let handle: (PointerSample) -> Void
    private let tick: (Double) -> DemoFrame
    private let current: () -> DemoFrame
    private let isSettled: () -> Bool

    private var pending: [PointerSample] = []
    private var down: Set<Int> = []
    private var origin: Double?
    private var tickIndex = 0
    private var lastSampleTime = -Double.infinity
    /// Every sample and every grid frame since the demo was created (the page's recording).
    private(set) var samples: [PointerSample] = []
    private(set) var frames: [PlaygroundJSON] = []

    init<Demo: PlaygroundDemo>(_ type: Demo.Type, stage: Rect) throws(ConfigurationError) {
        let box = DemoBox(try Demo(stage: stage))
        name = Demo.name
        guides = box.demo.guides
        replay = box.demo.replay
        handle = { box.demo.handle($0) }
        tick = { box.demo.tick(at: $0) }
        current = { box.demo.current }
        isSettled = { box.demo.isSettled }
    }

    /// Takes one pointer event in the page's clock (seconds). Returns false, changing nothing, for an
    /// event the gesture cannot have: a pointer that moves or ends while up, begins while down, or an
    /// event more than 0.1 s older than the last one.
    func accept(_ sample: PointerSample) -> Bool {
        var sample = sample
        // An event stamped at or before a grid frame already shown is handled at the next one; it is
        // restamped just after the shown frame (the first double `bench replay`'s test puts past it, as
        // `origin + shown` itself may round onto it), so a replay handles it where the page did.
        if let origin, tickIndex > 0 {
            let shown = Double(tickIndex - 1) * (1 / Self.framesPerSecond)
            if sample.time - origin <= shown {
                var time = Swift.max(sample.time, origin + shown)
                while time - origin <= shown { time = time.nextUp }
                sample.time = time
            }
        }
        // Browsers deliver each pointer's coalesced events together, so two fingers' events interleave a
        // little out of order: up to 0.1 s older is taken at the previous event's time.
        if sample.time < lastSampleTime {
            guard lastSampleTime - sample.time <= 0.1 else { return false }
            sample.time = lastSampleTime
        }
        switch sample.phase {
        case .began:
            guard !down.contains(sample.pointer), down.count < 10 else { return false }
            down.insert(sample.pointer)
        case .moved, .stationary, .ended:
            guard down.contains(sample.pointer) else { return false }
            if sample.phase == .ended { down.remove(sample.pointer) }
        case .cancelled:
            guard down.remove(sample.pointer) != nil else { return false }
        }
        lastSampleTime = sample.time
        if origin == nil {
            origin = sample.time
            tickIndex = 0
        }
        pending.append(sample)
        if frames.count < Self.maximumRecordedFrames { samples.append(sample) }
        return true
    }

    /// Runs every grid frame up to the page's time `time` and returns the last one shown (the current
    /// state when no frame was due).
    func advance(to time: Double) -> DemoFrame {
        guard var start = origin else { return current() }
        if time - (start + Double(tickIndex) / Self.framesPerSecond) > 2 {
            // Far behind (a background tab): the grid jumps to now rather than running seconds of frames.
            start = time - Double(tickIndex) / Self.framesPerSecond
            origin = start
        }
        var frame: DemoFrame?
        while start + Double(tickIndex) * (1 / Self.framesPerSecond) <= time {
            let now = Double(tickIndex) * (1 / Self.framesPerSecond)
            var handled = 0
            while handled < pending.count, pending[handled].time - start <= now {
                var sample = pending[handled]
                sample.time -= start
                handle(sample)
                handled += 1
            }
            pending.removeFirst(handled)
            let shown = tick(now)
            if frames.count < Self.maximumRecordedFrames {
                frames.append(.object([("t", .number(now))] + shown.replayFields))
            }
            frame = shown
            tickIndex += 1
            if pending.isEmpty, down.isEmpty, isSettled() {
                // At rest: the next touch starts a new grid, so an idle page costs nothing.
                origin = nil
                break
            }
        }
        return frame ?? current()
    }

    /// Whether nothing moves until the next touch.
    var settled: Bool { origin == nil && isSettled() }
}
