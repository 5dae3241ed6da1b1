import Gestures

/// A recorded gesture fed to an interaction through a ``LiveLoop``, as `TraceReplay` feeds it directly:
/// the same frames, and, with a ``LateDelivery``, the inputs reaching the loop late as from a busy main
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
        guard let origin = samples.first?.time else { return }
        var times: [Double] = []
        times.reserveCapacity(samples.count)
        for sample in samples { times.append(sample.time - origin) }
        let arrivals = lateness?.deliveryTimes(of: times) ?? times
        var last = 0.0
        for arrival in arrivals where arrival > last { last = arrival }
        // The loop keeps every frame a late input can change: its delay, plus the frame it waits for.
        let kept = Swift.min((lateness?.maximumDelay ?? 0) + 2 / clock.fps, LiveLoop<I>.maximumLatenessLimit)
        var loop = LiveLoop(unchecked: interaction, maximumLateness: kept)
        let end = last + clock.secondsAfterLastSample
        var next = 0
        var index = 0
        while index < Int(TraceReplay.maximumFrames) {
            let time = clock.frameTime(index)
            let past = time > end
            if past, next == samples.count { break }
            while next < samples.count, past || !(arrivals[next] > time) {
                var sample = samples[next]
                sample.time -= origin
                loop.deliver(sample)
                next += 1
            }
            let shown = loop.frame(at: time)
            try frame(time, loop.content, shown)
            if past || (next == samples.count && !loop.needsFrames) { break }
            index += 1
        }
        interaction = loop.content
    }
}
