import Geometry
import Gestures

/// The loop every host runs: inputs in whenever they arrive, each at its own timestamp; frames out at the
/// times the display will show them; and whether the display link should run.
///
/// ```swift
/// import Host
///
/// var loop = try LiveLoop(SwipeRow(width: 375, trailing: SwipeActionsConfiguration(count: 2)))
/// // A busy main thread: the whole swipe arrives after the frames at 0.1 and 0.2 were shown.
/// loop.frame(at: 0.1)
/// loop.frame(at: 0.2)
/// loop.deliver(PointerSample(pointer: 0, x: 300, y: 20, phase: .began, time: 0.05))
/// loop.deliver(PointerSample(pointer: 0, x: 200, y: 20, phase: .moved, time: 0.1))
/// loop.deliver(PointerSample(pointer: 0, x: 190, y: 20, phase: .ended, time: 0.11))
/// print(loop.content.state)   // open(trailing): released at 0.11, its settle started there
/// var time = 0.2
/// while loop.needsFrames { time += 1.0 / 120; loop.frame(at: time) }
/// print(loop.content.offset)   // -148.0
/// ```
///
/// **Input** (``deliver(_:)-(HostInput)``): pointer samples, coalesced ones included, host readings and
/// wheel or trackpad events, whenever the host receives them, in the order it received them. Nothing is restamped: a frame at time
/// T shows every input stamped at or before T, and an input that arrives after frames past its timestamp
/// were shown (a busy main thread) is applied at its own timestamp: the loop goes back to the state it
/// kept from before that timestamp and runs the shown frames again with it. So a release delivered late
/// starts its motion at its own timestamp, and every frame from the delivery on is the frame an on-time
/// host would have shown at that instant, bit for bit, for closed-form motion and stepped motion alike.
/// An input stamped before the previous one (or with a time that is not finite) is queued behind it,
/// never reordered. An input later than ``maximumLateness`` is applied at the oldest frame still kept
/// (the interaction then follows its own rule for a sample older than its last frame).
///
/// **Frames** (``frame(at:)``): call it with the time the frame will be *shown* (the presentation target:
/// `CADisplayLink.targetTimestamp`, the `requestAnimationFrame` time plus a frame), not the time the
/// callback ran, so a late callback still shows its frame's instant. Frames the host skipped are not
/// computed; the next frame shows its own instant (every motion is a function of time). A frame at the
/// last frame's time shows that frame again; an earlier one means the host's clock restarted: the kept
/// history is settled and the new time is the clock from then on.
///
/// **Policy** (``needsFrames``): run the display link while it is true (an input not yet shown, or the
/// interaction moving), pause it when it turns false, start it again when ``deliver(_:)-(HostInput)``
/// is called.
///
/// A late input's re-run recomputes frames the host has already drawn; their outputs are not shown again.
/// So a one-frame flag in an output (a transition's `didComplete`) that falls on a re-run frame is on
/// no frame the host sees: read what lasts (a state, a resting value) from ``content``, and the moments
/// (a commit, a detent reached) from ``events``, which reports what a re-run found, once, at its own time.
///
/// **Wheel input** goes to the handler given to ``init(_:maximumLateness:handleWheel:)`` (the library's
/// interactions take pointer samples; a wheel-driven one, such as a `WheelScrollBehavior`, names its own
/// method: `handleWheel: { view, event in view.handle(event) }`), by the same rules: kept with its own
/// timestamp, and applied at that time when it arrives late. A loop made without a handler keeps wheel
/// events in order and ignores them.
///
/// **Changes that are not input** (a programmatic scroll, a close, a new configuration) go through
/// ``perform(_:)``, so that a late input re-run keeps them.
///
/// Cost: a frame ticks the interaction once, and once more when the frame leaves the kept history; a late
/// input re-runs the frames shown since its timestamp (at most ``maximumLateness`` of them). The history
/// is kept in buffers reserved once, and a late input's re-run puts the checkpoint back into the shown
/// content with the interaction's `restore(_:)`, which copies into the buffers the content already holds
/// (the touches down, a velocity tracker's history: about 500 bytes a pointer). So a frame allocates
/// nothing, on time or late (`bench run --filter host.live-loop`: `host.live-loop` and
/// `host.live-loop-late`), for every interaction of the library; one of your own that keeps the default
/// `restore(_:)` (an assignment) allocates its buffers again once per late input.
public struct LiveLoop<Content: Interaction>: Sendable {
    /// The interaction as the last frame showed it (read it for anything the frame's output does not carry).
    @inlinable public var content: Content { _content }
    /// What the last frame showed; nil before the first frame.
    @inlinable public var shown: Content.Output? { _shown }
    /// The last frame's time, or nil before the first frame.
    @inlinable public var lastFrameTime: Double? { _lastFrameTime }
    /// The interaction's feedback events (`FeedbackEvent`) to play with the last frame, in time order, each
    /// at its own time: what happened since the previous frame, and what a late input's re-run found had
    /// happened before it that no frame reported (a release delivered late: its `committed`, stamped at the
    /// release). An event a re-run finds again is not reported twice.
    @inlinable public var events: [FeedbackEvent] { _events }
    /// How late an input may arrive (after the frame past its timestamp was shown) and still be applied at
    /// its own timestamp, seconds.
    public let maximumLateness: Double

    // The state behind the read-only properties above, stored under its own names so that the inlinable
    // methods below (specialised in the host's module for its interaction) may set it.
    @usableFromInline var _content: Content
    @usableFromInline var _shown: Content.Output?
    @usableFromInline var _lastFrameTime: Double?
    @usableFromInline var _events: [FeedbackEvent] = []

    /// The interaction after every final frame: where a late input's re-run starts.
    @usableFromInline var checkpoint: Content
    /// Inputs delivered and not yet in the checkpoint, in delivery order.
    @usableFromInline var queue: [_QueuedInput] = []
    /// How many of `queue` the shown content has handled.
    @usableFromInline var handled = 0
    /// The times of the frames shown after the checkpoint's, ascending.
    @usableFromInline var provisional: [Double] = []
    /// The latest due time of an input delivered: no later input is due before it.
    @usableFromInline var latestDue = -Double.infinity
    /// The settled frames not yet drained, while ``keepsSettledFrames``.
    @usableFromInline var settledFrames: [(time: Double, output: Content.Output)] = []
    /// The events reported with frames still in the history (a re-run compares what it finds with them),
    /// and the events a re-run found that the next frame reports.
    @usableFromInline var reportedEvents: [FeedbackEvent] = []
    @usableFromInline var caughtUpEvents: [FeedbackEvent] = []
    @usableFromInline var confirmedEvents: [FeedbackEvent] = []
    /// What gives a wheel event to the interaction, if anything does.
    @usableFromInline let handleWheel: (@Sendable (_ interaction: inout Content, _ event: WheelSample) -> Void)?

    /// When true, every frame that settles (leaves the history: no input can change it any more) is kept
    /// with what it shows then, until ``drainSettledFrames(_:)``. Those are the frames an on-time host
    /// shows at the same instants, whatever was late: what a recording holds. False by default.
    public var keepsSettledFrames = false

    /// The most inputs that may wait for a frame: 10 000 (``deliver(_:)-(HostInput)`` refuses more).
    public static var maximumWaitingInputs: Int { 10_000 }
    /// The largest ``maximumLateness``: 10 s.
    public static var maximumLatenessLimit: Double { LateDelivery.maximumDelayLimit }
    /// How many frames the history keeps at most, whatever the rate (enough for 1 s at 480 Hz).
    @usableFromInline static var historyCapacity: Int { 480 }

    /// A loop driving `content`.
    ///
    /// - Parameters:
    ///   - content: The interaction, configured.
    ///   - maximumLateness: Seconds: finite, in 0...10; 1 by default (a main thread busy for a second).
    ///   - handleWheel: Gives one wheel or trackpad event (``HostInput/wheel(_:)``) to the interaction; nil
    ///     (the default): the interaction's own `handleWheel(_:)` (which ignores them unless it scrolls by wheel).
    /// - Throws: `ConfigurationError` naming `maximumLateness`.
    public init(_ content: Content, maximumLateness: Double = 1,
                handleWheel: (@Sendable (_ interaction: inout Content, _ event: WheelSample) -> Void)? = nil) throws(ConfigurationError) {
        guard maximumLateness.isFinite, maximumLateness >= 0, maximumLateness <= Self.maximumLatenessLimit else {
            throw ConfigurationError(parameter: "maximumLateness", describing: maximumLateness, requirement: "must be in 0...10")
        }
        self.init(unchecked: content, maximumLateness: maximumLateness, handleWheel: handleWheel)
    }

    init(unchecked content: Content, maximumLateness: Double,
         handleWheel: (@Sendable (_ interaction: inout Content, _ event: WheelSample) -> Void)? = nil) {
        self._content = content
        self.checkpoint = content
        self.maximumLateness = maximumLateness
        self.handleWheel = handleWheel
        queue.reserveCapacity(256)
        provisional.reserveCapacity(Self.historyCapacity + 1)
        _events.reserveCapacity(16)
        reportedEvents.reserveCapacity(64)
        caughtUpEvents.reserveCapacity(16)
        confirmedEvents.reserveCapacity(64)
    }

    /// True while the display link should run: an input is waiting for a frame, or the interaction moves.
    @inlinable
    public var needsFrames: Bool { handled < queue.count || !_content.isSettled }

    /// Inputs delivered that no frame has shown yet.
    @inlinable
    public var waitingInputs: Int { queue.count - handled }

    /// Takes one input, whenever it arrives (see the type's discussion): queued for the next frame, or,
    /// when frames past its timestamp were already shown, applied at its own timestamp at once (those
    /// frames are run again; ``shown`` and ``content`` are then what the last frame shows with it).
    ///
    /// - Returns: False, changing nothing, when ``maximumWaitingInputs`` inputs already wait for a frame.
    /// - Complexity: O(1), or O(frames since its timestamp) for a late input.
    @discardableResult
    @inlinable
    public mutating func deliver(_ input: HostInput) -> Bool {
        guard waitingInputs < Self.maximumWaitingInputs else { return false }
        let time = input.time
        let due = time.isFinite ? Swift.max(time, latestDue) : latestDue
        queue.append(_QueuedInput(input: input, due: due))
        latestDue = due
        // Indexing, not `last`: a generic accessor unspecialised in a debug build allocates its coroutine frame.
        if !provisional.isEmpty, provisional[provisional.count - 1] >= due {
            rerun(finalBefore: due)
        } else {
            // Every frame shown is before this input, so before every later one: none can change.
            fold(before: due)
        }
        return true
    }

    /// Takes one pointer sample: ``deliver(_:)-(HostInput)`` with `.pointer(sample)`.
    @discardableResult
    @inlinable
    public mutating func deliver(_ sample: PointerSample) -> Bool { deliver(.pointer(sample)) }

    /// Takes one host recogniser's reading: ``deliver(_:)-(HostInput)`` with `.reading(reading)`.
    @discardableResult
    @inlinable
    public mutating func deliver(_ reading: GestureReading) -> Bool { deliver(.reading(reading)) }

    /// Takes one wheel or trackpad event: ``deliver(_:)-(HostInput)`` with `.wheel(wheel)`.
    @discardableResult
    @inlinable
    public mutating func deliver(_ wheel: WheelSample) -> Bool { deliver(.wheel(wheel)) }

    /// Computes the frame shown at `time` (the presentation target, seconds on the inputs' clock): every
    /// input due by then is handled, then the interaction ticks.
    ///
    /// - Returns: What to show.
    /// - Complexity: One tick, plus the inputs handled, plus one more tick for a frame leaving the history.
    @discardableResult
    @inlinable
    public mutating func frame(at time: Double) -> Content.Output {
        guard time.isFinite else { return _shown ?? _content.tick(at: time) }
        if let last = _lastFrameTime {
            if time == last, let shown = _shown {
                report([])
                return shown
            }
            if time < last { restartClock() }
        }
        handleDue(through: time)
        let output = _content.tick(at: time)
        report(_content.events)
        _shown = output
        _lastFrameTime = time
        provisional.append(time)
        var limit = Swift.max(latestDue, time - maximumLateness)
        if provisional.count > Self.historyCapacity { limit = Swift.max(limit, provisional[provisional.count - Self.historyCapacity]) }
        fold(before: limit)
        return output
    }

    /// Calls `body` with each settled frame kept since the last call, in order, and forgets them (see
    /// ``keepsSettledFrames``).
    public mutating func drainSettledFrames(_ body: (_ time: Double, _ output: Content.Output) -> Void) {
        for frame in settledFrames { body(frame.time, frame.output) }
        settledFrames.removeAll(keepingCapacity: true)
    }

    /// Settles every frame kept (a recording ends): no later input re-runs them; one stamped before the
    /// last frame is applied at the next frame.
    ///
    /// - Complexity: One tick per frame kept.
    public mutating func settleHistory() {
        fold(before: .infinity)
    }

    /// Changes the interaction outside its input (a programmatic scroll, closing a row, a new layout):
    /// applied to what is shown and kept for late inputs. An input delivered afterwards that is stamped
    /// before the change is applied after it (the change is a barrier), at the next frame.
    ///
    /// - Parameter change: Called once with the interaction.
    public mutating func perform(_ change: (inout Content) -> Void) {
        fold(before: .infinity)
        change(&_content)
        checkpoint.restore(_content)
    }

    /// Cancels what is in progress (the interaction's `reset()`) and forgets the inputs and
    /// frames kept.
    public mutating func reset() {
        settledFrames.removeAll(keepingCapacity: true)
        _content.reset()
        checkpoint.restore(_content)
        queue.removeAll(keepingCapacity: true)
        provisional.removeAll(keepingCapacity: true)
        handled = 0
        latestDue = -.infinity
        _shown = nil
        _lastFrameTime = nil
        _events.removeAll(keepingCapacity: true)
        reportedEvents.removeAll(keepingCapacity: true)
        caughtUpEvents.removeAll(keepingCapacity: true)
    }

    // MARK: History

    /// Handles, on the shown content, every queued input due at or before `time`.
    @inlinable
    mutating func handleDue(through time: Double) {
        while handled < queue.count, queue[handled].due <= time {
            queue[handled].input.apply(to: &_content, handleWheel: handleWheel)
            handled += 1
        }
    }

    /// Moves the frames before `limit` out of the history: the checkpoint handles their inputs and ticks
    /// them, as the shown content did.
    @inlinable
    mutating func fold(before limit: Double) {
        var frames = 0, consumed = 0
        while frames < provisional.count, provisional[frames] < limit {
            let time = provisional[frames]
            while consumed < queue.count, queue[consumed].due <= time {
                queue[consumed].input.apply(to: &checkpoint, handleWheel: handleWheel)
                consumed += 1
            }
            // A frame not kept is not read: ticked apart, an interaction inlined here builds no output it
            // does not need (a drag's velocity is estimated when read).
            if keepsSettledFrames {
                settledFrames.append((time, checkpoint.tick(at: time)))
            } else {
                checkpoint.tick(at: time)
            }
            frames += 1
        }
        if frames > 0, !reportedEvents.isEmpty {
            // A final frame is never re-run: its events cannot be found again.
            let final = provisional[frames - 1]
            reportedEvents.removeAll { $0.time <= final }
        }
        drop(frames: frames, inputs: consumed)
    }

    /// Runs the kept frames again from the checkpoint with every input delivered (a late one among them):
    /// the frames before `limit` become final first (the checkpoint takes them in place, as ``fold(before:)``
    /// does), then the shown content restarts from the checkpoint and runs the frames still kept. The
    /// content restores the checkpoint in its own buffers (`restore(_:)`, not an assignment, which would
    /// share the checkpoint's copy-on-write buffers until the re-run's first change copied them).
    @inlinable
    mutating func rerun(finalBefore limit: Double) {
        fold(before: limit)
        _content.restore(checkpoint)
        handled = 0
        for index in 0..<provisional.count {
            let time = provisional[index]
            handleDue(through: time)
            // Only the last frame's output is shown again.
            if index == provisional.count - 1 { _shown = _content.tick(at: time) } else { _content.tick(at: time) }
            // What this frame finds that the frames shown did not report is reported with the next frame.
            for event in _content.events {
                if let reported = reportedEvents.firstIndex(of: event) {
                    reportedEvents.remove(at: reported)
                    confirmedEvents.append(event)
                } else {
                    caughtUpEvents.append(event)
                }
            }
        }
        // The history's reported events are now those the re-run found again (the caught-up ones join them
        // when the next frame reports them); one it no longer finds, the late input undid: it was played
        // and stays played.
        swap(&reportedEvents, &confirmedEvents)
        confirmedEvents.removeAll(keepingCapacity: true)
    }

    /// Sets ``events`` for the frame just computed: the re-run's catch-up and the frame's own, in time order.
    @inlinable
    mutating func report(_ frameEvents: [FeedbackEvent]) {
        if !_events.isEmpty { _events.removeAll(keepingCapacity: true) }
        guard !caughtUpEvents.isEmpty || !frameEvents.isEmpty else { return }
        _events.append(contentsOf: caughtUpEvents)
        _events.append(contentsOf: frameEvents)
        caughtUpEvents.removeAll(keepingCapacity: true)
        _events.sort { $0.time < $1.time }
        reportedEvents.append(contentsOf: _events)
    }

    @inlinable
    mutating func drop(frames: Int, inputs: Int) {
        if frames > 0 { provisional.removeFirst(frames) }
        if inputs > 0 {
            queue.removeFirst(inputs)
            handled -= inputs
        }
    }

    /// Starts a new time origin: the host's clock restarted, or the host measures times from a new origin
    /// (a page that restarts its frame grid at each gesture). The frames kept are settled (no later input
    /// re-runs them) and inputs still waiting are due at once; the next frame may be at any time. A frame
    /// earlier than the last one does this by itself; an input cannot tell, so a host that starts a new
    /// origin calls this before delivering on it.
    ///
    /// - Complexity: One tick per frame kept.
    public mutating func restartClock() {
        fold(before: .infinity)
        for index in queue.indices { queue[index].due = -.infinity }
        latestDue = -.infinity
        _lastFrameTime = nil
    }
}
