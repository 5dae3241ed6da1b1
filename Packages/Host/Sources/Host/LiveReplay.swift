import Gestures

/// A recorded gesture (pointer samples, and wheel events if any) fed to an interaction through a
/// ``LiveLoop``, as `TraceReplay` feeds it directly: the same frames, and, with a ``LateDelivery``, the inputs reaching the loop late as from a busy main
/// thread, each still applied at its own timestamp.
///
/// ```swift
/// import Host
///
/// let samples = [PointerSample(pointer: 0, x: 300, y: 20, phase: .began, time: 0),
///                PointerSample(pointer: 0, x: 200, y: 20, phase: .moved, time: 0.05),
///                PointerSample(pointer: 0, x: 190, y: 20, phase: .ended, time: 0.06)]
/// let clock = try TraceReplay(fps: 120)
/// var onTime = try SwipeRow(width: 375, trailing: SwipeActionsConfiguration(count: 2))
/// var late = onTime
/// var expected: [Double: Double] = [:]
/// LiveReplay(clock: clock).run(&onTime, samples: samples) { time, _, offset in expected[time] = offset }
/// var equal = 0
/// try LiveReplay(clock: clock, lateness: LateDelivery(maximumDelay: 0.2, seed: 1))
///     .run(&late, samples: samples) { time, _, offset in if expected[time] == offset { equal += 1 } }
/// print(late.offset == onTime.offset, equal > 0)   // true true
/// ```
///
/// The rules are `TraceReplay`'s (time from the first sample, frame `i` at the clock's frame time, the
/// whole trace fed), with one change: input `i` reaches the loop at its delivery time (its own with no
/// lateness), before the first frame at or after it. The replay stops after the first frame at which
/// every input has been delivered and the loop needs no frame, or once a frame is more than the clock's
/// `secondsAfterLastSample` past the last delivery. Without lateness the frames are `TraceReplay.run`'s,
/// bit for bit; with it, every frame from the one the last input was delivered before is the on-time
/// frame at that instant.
public struct LiveReplay: Hashable, Sendable {
    /// The frames' clock.
    public let clock: TraceReplay
    /// How late inputs arrive, or nil for on time.
    public let lateness: LateDelivery?

    /// A replay.
    ///
    /// - Parameters:
    ///   - clock: The frames' rate, jitter and time after the last input.
    ///   - lateness: How late inputs arrive; nil (the default) for on time.
    public init(clock: TraceReplay, lateness: LateDelivery? = nil) {
        self.clock = clock
        self.lateness = lateness
    }

    /// Feeds `samples` to `interaction` through a live loop frame by frame (the rules above), calling
    /// `frame` with each frame's time (seconds after the first sample), the interaction as shown and what
    /// it showed. `interaction` ends as the last frame showed it.
    ///
    /// - Throws: What `frame` throws.
    /// - Complexity: `TraceReplay.run`'s, plus one tick per frame leaving the loop's history, plus the
    ///   frames a late input runs again.
    public func run<I: Interaction, Failure: Error>(
        _ interaction: inout I, samples: [PointerSample],
        frame: (_ time: Double, _ interaction: I, _ shown: I.Output) throws(Failure) -> Void
    ) throws(Failure) {
        try run(&interaction, samples: samples, wheel: [], handleWheel: nil, frame: frame)
    }

    /// Feeds pointer samples and wheel events to `interaction` through a live loop, as `TraceReplay`'s
    /// `run(_:samples:wheel:handleWheel:frame:)` feeds them directly: in time order (a pointer sample first
    /// at equal times), time relative to the first event of either kind. With a ``LateDelivery`` each event
    /// arrives late by its place in that order, never reordered, and is applied at its own timestamp (a
    /// wheel event by `handleWheel`, as the loop's ``LiveLoop/init(_:maximumLateness:handleWheel:)``).
    ///
    /// ```swift
    /// import Host
    ///
    /// struct Notches: Interaction {               // counts wheel notches
    ///     var count = 0
    ///     mutating func handle(_ sample: PointerSample) -> Int { count }
    ///     mutating func update(with reading: GestureReading) -> Int { count }
    ///     mutating func tick(at time: Double) -> Int { count }
    ///     var isSettled: Bool { true }
    ///     mutating func reset() { count = 0 }
    /// }
    /// let wheel = [WheelSample(delta: Vector(dx: 0, dy: -100), time: 2), WheelSample(delta: Vector(dx: 0, dy: -100), time: 2.05)]
    /// var notches = Notches()
    /// var shown: [Int] = []
    /// try LiveReplay(clock: TraceReplay(fps: 60), lateness: LateDelivery(maximumDelay: 0.2, seed: 3))
    ///     .run(&notches, samples: [], wheel: wheel, handleWheel: { notches, _ in notches.count += 1 }) { _, _, count in
    ///         shown.append(count)
    ///     }
    /// print(notches.count, shown.last ?? 0)   // 2 2
    /// ```
    ///
    /// - Parameters:
    ///   - interaction: The interaction, configured.
    ///   - samples: The pointer samples, in order.
    ///   - wheel: The wheel events, in order.
    ///   - handleWheel: Gives one wheel event to the interaction; nil: the interaction's `handleWheel(_:)`.
    ///   - frame: Called once per frame with its time, the interaction as shown and what it showed.
    /// - Throws: What `frame` throws.
    /// - Complexity: O(events) to merge them, plus the other form's.
    public func run<I: Interaction, Failure: Error>(
        _ interaction: inout I, samples: [PointerSample], wheel: [WheelSample],
        handleWheel: (@Sendable (_ interaction: inout I, _ event: WheelSample) -> Void)?,
        frame: (_ time: Double, _ interaction: I, _ shown: I.Output) throws(Failure) -> Void
    ) throws(Failure) {
        try run(&interaction, samples: samples, wheel: wheel, handleWheel: handleWheel) { (time, shownInteraction, shown, _: [FeedbackEvent]) throws(Failure) in
            try frame(time, shownInteraction, shown)
        }
    }

    /// The same, with each frame's feedback events as the live loop reports them (``LiveLoop/events``: a
    /// late input's catch-up included, nothing twice).
    ///
    /// - Parameters:
    ///   - interaction: The interaction, configured.
    ///   - samples: The pointer samples, in order.
    ///   - wheel: The wheel events, in order.
    ///   - handleWheel: Gives one wheel event to the interaction; nil: the interaction's `handleWheel(_:)`.
    ///   - frame: Called once per frame with its time, the interaction as shown, what it showed and the
    ///     events to play with it.
    /// - Throws: What `frame` throws.
    public func run<I: Interaction, Failure: Error>(
        _ interaction: inout I, samples: [PointerSample], wheel: [WheelSample],
        handleWheel: (@Sendable (_ interaction: inout I, _ event: WheelSample) -> Void)?,
        frame: (_ time: Double, _ interaction: I, _ shown: I.Output, _ events: [FeedbackEvent]) throws(Failure) -> Void
    ) throws(Failure) {
        guard !samples.isEmpty || !wheel.isEmpty else { return }
        // The earlier of the two first times (a stream that is empty has none).
        let origin = wheel.isEmpty ? samples[0].time
            : samples.isEmpty || wheel[0].time < samples[0].time ? wheel[0].time : samples[0].time
        // One stream in time order, each input's time relative to the origin.
        var inputs: [HostInput] = []
        inputs.reserveCapacity(samples.count + wheel.count)
        var nextPointer = 0, nextWheel = 0
        while nextPointer < samples.count || nextWheel < wheel.count {
            if nextWheel == wheel.count || (nextPointer < samples.count && !(samples[nextPointer].time > wheel[nextWheel].time)) {
                var sample = samples[nextPointer]
                sample.time -= origin
                inputs.append(.pointer(sample))
                nextPointer += 1
            } else {
                var event = wheel[nextWheel]
                event.time -= origin
                inputs.append(.wheel(event))
                nextWheel += 1
            }
        }
        var times: [Double] = []
        times.reserveCapacity(inputs.count)
        for input in inputs { times.append(input.time) }
        let arrivals = lateness?.deliveryTimes(of: times) ?? times
        var last = 0.0
        for arrival in arrivals where arrival > last { last = arrival }
        // The loop keeps every frame a late input can change: its delay, plus the frame it waits for.
        let kept = Swift.min((lateness?.maximumDelay ?? 0) + 2 / clock.fps, LiveLoop<I>.maximumLatenessLimit)
        var loop = LiveLoop(unchecked: interaction, maximumLateness: kept, handleWheel: handleWheel)
        let end = last + clock.secondsAfterLastSample
        var next = 0
        var index = 0
        while index < Int(TraceReplay.maximumFrames) {
            let time = clock.frameTime(index)
            let past = time > end
            if past, next == inputs.count { break }
            while next < inputs.count, past || !(arrivals[next] > time) {
                loop.deliver(inputs[next])
                next += 1
            }
            let shown = loop.frame(at: time)
            try frame(time, loop.content, shown, loop.events)
            if past || (next == inputs.count && !loop.needsFrames) { break }
            index += 1
        }
        interaction = loop.content
    }
}
