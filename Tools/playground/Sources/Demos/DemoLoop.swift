import Geometry
import Gestures
import Host

/// The one live loop of the playground's server (`PlaygroundSession`) and of the page (`Tools/web`): a
/// demo driven by the host layer's `LiveLoop`, on `bench replay`'s frames.
///
/// - **Input**: every pointer event is checked by `PointerStream`'s rules with a live host's reordering
///   tolerance (0.1 s: two fingers' coalesced events interleave), then delivered to the loop with its own
///   timestamp; a wheel event likewise (its time and deltas finite), in one order with the pointer events. An event that arrives after frames past its timestamp were shown (a busy main thread) is
///   applied at its timestamp: the loop runs those frames again. Nothing is restamped, so a recording
///   holds the events as they happened, and `bench replay` of it ends as the page did.
/// - **Frames**: on a 120 Hz grid from the first event, as `bench replay` computes them (`TraceReplay`'s
///   frame times, in seconds since that event): a page frame at time T runs every grid frame up to T.
///   Between gestures (at rest, no finger down, the grid not held for a recording) the grid restarts at
///   the next event. A page more than 2 s behind (a hidden tab) moves the grid to now instead of running
///   the frames it missed; one call computes at most ``maximumTicksPerFrame`` of them. A pointer event
///   stamped more than ``maximumFrameLead`` before the last grid frame (a frame time far ahead of the
///   pointer clock: a page clock that jumped, or a hostile message) is beyond what any late delivery can
///   be: the grid moves back onto the pointer clock at that event (the grid's own times go on unbroken),
///   so a drag still ends when its events say, not when frame times catch up with the bogus one.
/// - **Bad input**: an event the stream cannot have, or one more than `LiveLoop.maximumWaitingInputs`
///   waiting for a frame, is refused with a ``RefusedInput`` naming the pointer and the rule, and changes
///   nothing.
public struct DemoLoop<Demo: PlaygroundDemo> {
    /// The grid's frame rate.
    public static var framesPerSecond: Double { 120 }
    /// The most grid frames one call to ``advance(to:holdingGrid:frame:)`` computes: 2 s of them.
    public static var maximumTicksPerFrame: Int { 241 }
    /// How late an event may arrive and still be applied at its own timestamp, seconds: a page's main
    /// thread busy for 2 s.
    public static var maximumLateness: Double { 2 }
    /// How far the frame clock may run ahead of the pointer clock before an event moves the grid back
    /// onto the pointer clock: the lateness the loop keeps, seconds.
    public static var maximumFrameLead: Double { maximumLateness }

    var loop: LiveLoop<_DemoInteraction<Demo>>
    var stream = PointerStream(reorderingTolerance: PointerStream.liveReorderingTolerance)
    /// The time of the last event taken, pointer or wheel.
    var lastInputTime: Double?
    /// The page time of grid frame 0 (the first event's), nil between gestures.
    public private(set) var origin: Double?
    var tickIndex = 0
    /// Grid frames the last ``advance(to:holdingGrid:frame:)`` computed.
    public private(set) var ticksInLastAdvance = 0

    /// A loop showing `demo`, made for `stage`.
    public init(_ demo: Demo, stage: Rect) {
        // The loop keeps 2 s of frames: a page's main thread busy that long still gets every event at its time.
        do {
            loop = try LiveLoop(_DemoInteraction(demo: demo, stage: stage), maximumLateness: Self.maximumLateness)
        } catch {
            preconditionFailure("2 s is a valid lateness")
        }
    }

    /// The demo as the last frame showed it.
    public var demo: Demo { loop.content.demo }

    /// Events taken that no grid frame has shown yet.
    public var waitingInputs: Int { loop.waitingInputs }

    /// True when nothing moves until the next event and no finger is down.
    public var isSettled: Bool { !loop.needsFrames && stream.count == 0 }

    /// Takes one pointer event in the page's clock (seconds).
    ///
    /// - Returns: The event as taken (its time raised to the previous event's when it was stamped up to
    ///   0.1 s before it): what a recording holds.
    /// - Throws: ``RefusedInput`` for an event the stream cannot have or too many waiting for a frame.
    public mutating func accept(_ sample: PointerSample) throws(RefusedInput) -> PointerSample {
        try checkRoom("pointer")
        var admitted: PointerSample
        do {
            admitted = try stream.admit(sample)
        } catch {
            throw RefusedInput("pointer: \(error.description)")
        }
        admitted.time = try inOrder(admitted.time, "pointer")
        var relative = admitted
        relative.time = place(admitted.time)
        loop.deliver(relative)
        return admitted
    }

    /// Takes one wheel or trackpad event in the page's clock (seconds), as a pointer event is taken: at its
    /// own timestamp, however late.
    ///
    /// - Returns: The event as taken (its time raised to the previous event's when it was stamped up to
    ///   0.1 s before it): what a recording holds.
    /// - Throws: ``RefusedInput`` for a time or delta that is not finite, a time more than 0.1 s before the
    ///   previous event's, or too many events waiting for a frame.
    public mutating func accept(_ wheel: WheelSample) throws(RefusedInput) -> WheelSample {
        try checkRoom("wheel")
        guard wheel.time.isFinite, wheel.delta.isFinite else { throw RefusedInput("wheel: the time and the deltas must be finite") }
        var admitted = wheel
        if let location = wheel.location, !location.isFinite { admitted.location = nil }
        admitted.time = try inOrder(wheel.time, "wheel")
        var relative = admitted
        relative.time = place(admitted.time)
        loop.deliver(relative)
        return admitted
    }

    /// Refuses an event when too many wait for a frame.
    mutating func checkRoom(_ kind: String) throws(RefusedInput) {
        guard loop.waitingInputs < LiveLoop<_DemoInteraction<Demo>>.maximumWaitingInputs else {
            throw RefusedInput("\(kind): too many events before a frame")
        }
    }

    /// The time of an event in the order of every event taken, pointer and wheel alike (a trace's rule):
    /// raised to the previous event's when it is at most the stream's reordering tolerance before it.
    mutating func inOrder(_ time: Double, _ kind: String) throws(RefusedInput) -> Double {
        guard let last = lastInputTime, time < last else {
            lastInputTime = time
            return time
        }
        guard last - time <= stream.reorderingTolerance else {
            throw RefusedInput("\(kind): its time \(time) is more than \(stream.reorderingTolerance) s before the previous event's (\(last))")
        }
        return last
    }

    /// The event's time on the grid's clock: a new grid starts at the first event after a rest; a grid far
    /// ahead of the event's clock moves back onto it.
    mutating func place(_ time: Double) -> Double {
        if origin == nil {
            // A new grid: its times start again at 0, a new origin for the loop.
            origin = time
            tickIndex = 0
            loop.restartClock()
        } else if tickIndex > 0, let start = origin, start + Self.grid.frameTime(tickIndex - 1) - time > Self.maximumFrameLead {
            // The frame clock ran far ahead of the pointer clock: this event's time is the last grid
            // frame's from now on.
            origin = time - Self.grid.frameTime(tickIndex - 1)
        }
        return time - (origin ?? time)
    }

    /// Runs every grid frame due by the page's time `time`.
    ///
    /// - Parameters:
    ///   - time: The page's frame time, seconds.
    ///   - holdingGrid: True to keep the grid when the demo comes to rest (a recording is one trace).
    /// - Returns: The last frame shown, or nil when no grid frame was due.
    public mutating func advance(to time: Double, holdingGrid: Bool = false) -> DemoFrame? {
        ticksInLastAdvance = 0
        guard var start = origin, time.isFinite else { return nil }
        if time - (start + Self.grid.frameTime(tickIndex)) > 2 {
            // Far behind (a hidden tab): the grid jumps to now rather than running seconds of frames.
            start = time - Self.grid.frameTime(tickIndex)
            origin = start
        }
        var shown: DemoFrame?
        while start + Self.grid.frameTime(tickIndex) <= time, ticksInLastAdvance < Self.maximumTicksPerFrame {
            ticksInLastAdvance += 1
            shown = loop.frame(at: Self.grid.frameTime(tickIndex))
            tickIndex += 1
            if !holdingGrid, isSettled {
                // At rest: the next touch starts a new grid, so an idle page costs nothing.
                origin = nil
                break
            }
        }
        return shown
    }

    /// Whether the grid frames are recorded: each once it has settled (no event can change it any more),
    /// with what it shows then, so a recording holds what `bench replay` computes for its events even
    /// when some arrived late. False by default.
    public var recordsFrames: Bool {
        get { loop.keepsSettledFrames }
        set { loop.keepsSettledFrames = newValue }
    }

    /// Calls `body` with each grid frame recorded since the last call (its grid time, `bench replay`'s
    /// `t`, and what it shows), in order.
    public mutating func drainRecorded(_ body: (_ gridTime: Double, _ frame: DemoFrame) -> Void) {
        loop.drainSettledFrames(body)
    }

    /// Settles the frames still open to late events, so that ``drainRecorded(_:)`` gives every frame shown
    /// (a recording is being read).
    public mutating func settleRecording() {
        loop.settleHistory()
    }

    /// `bench replay`'s clock at the grid's rate.
    static var grid: TraceReplay {
        do { return try TraceReplay(fps: framesPerSecond) } catch { preconditionFailure("120 Hz is a valid rate") }
    }
}
