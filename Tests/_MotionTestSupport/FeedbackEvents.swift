import Geometry
import Gestures

/// Every event `interaction` reports when `samples` are replayed on `replay` with `preferences` (nil: the
/// interaction's own): the union of all frames' ``Interaction/events``, in the order reported (times
/// relative to the first sample, as the replay's are).
public func replayedEvents<I: Interaction>(_ interaction: I, samples: [PointerSample], replay: TraceReplay,
                                           preferences: MotionPreferences? = nil) -> [FeedbackEvent] {
    var running = interaction
    if let preferences { running.motionPreferences = preferences }
    var events: [FeedbackEvent] = []
    replay.run(&running, samples: samples) { _, current, _ in events += current.events }
    return events
}

/// Replays `samples` at every rate of ``checkedDisplayRates`` and on `jitterSeeds` jittered 120 Hz links,
/// and compares each run's events with the 60 Hz run's, place by place.
///
/// - Returns: The 60 Hz run's events; the largest difference in time (or in impact speed) between an
///   event and the same event of another run; and the first run whose events are not the same kinds,
///   indices and edges in the same order (nil when every run's are).
public func eventsAtEveryRate<I: Interaction>(_ interaction: I, samples: [PointerSample], jitterSeeds: [UInt64] = [1, 2, 3],
                                              preferences: MotionPreferences? = nil) throws
    -> (events: [FeedbackEvent], largestDifference: Double, mismatch: String?) {
    var replays: [(String, TraceReplay)] = try checkedDisplayRates.map { ("\($0) Hz", try TraceReplay(fps: $0)) }
    replays += try jitterSeeds.map { ("120 Hz jitter \($0)", try TraceReplay(fps: 120, jitterSeed: $0)) }
    let reference = replayedEvents(interaction, samples: samples, replay: replays[0].1, preferences: preferences)
    var largest = 0.0
    var mismatch: String?
    for (name, replay) in replays.dropFirst() {
        let events = replayedEvents(interaction, samples: samples, replay: replay, preferences: preferences)
        guard events.count == reference.count,
              zip(events, reference).allSatisfy({ $0.kind == $1.kind && $0.index == $1.index && $0.edge == $1.edge
                  && ($0.speed == nil) == ($1.speed == nil) }) else {
            if mismatch == nil { mismatch = "\(name): \(events.map(describe)) vs 60 Hz: \(reference.map(describe))" }
            continue
        }
        for (a, b) in zip(events, reference) {
            largest = Swift.max(largest, Swift.abs(a.time - b.time), Swift.abs((a.speed ?? 0) - (b.speed ?? 0)))
        }
    }
    return (reference, largest, mismatch)
}

/// Ticks `interaction` at `fps` from the first frame at or after `start` until it is settled (10 s at
/// most), and returns every tick's events in turn.
public func eventsUntilSettled<I: Interaction>(_ interaction: inout I, from start: Double, fps: Double = 120) -> [FeedbackEvent] {
    var events: [FeedbackEvent] = []
    var frame = (start * fps).rounded(.up)
    while frame / fps < start + 10 {
        interaction.tick(at: frame / fps)
        events += interaction.events
        if interaction.isSettled { break }
        frame += 1
    }
    return events
}

/// "kind index@time", for a failing expectation's message.
public func describe(_ event: FeedbackEvent) -> String {
    "\(event.kind.rawValue)\(event.index.map { " \($0)" } ?? "")@\(event.time)"
}

/// The motion preferences the fuzzer runs every interaction with: standard, a duration scale of 0 and of
/// 2.5, and Reduce Motion with Prefer Cross-Fade.
public let checkedMotionPreferences: [MotionPreferences] = [
    .standard, try! MotionPreferences(durationScale: 0), try! MotionPreferences(durationScale: 2.5),
    try! MotionPreferences(reduceMotion: true, prefersCrossFadeTransitions: true),
]

/// Replays `samples` at 120 Hz under each of ``checkedMotionPreferences``: nil when every frame's events are
/// finite, in time order, never earlier than the previous frame's, and the run settles; else what broke.
public func eventProblem<I: Interaction>(_ interaction: I, samples: [PointerSample]) throws -> String? {
    for preferences in checkedMotionPreferences {
        var running = interaction
        running.motionPreferences = preferences
        var last = -Double.infinity
        var problem: String?
        try TraceReplay(fps: 120, secondsAfterLastSample: 30).run(&running, samples: samples) { _, current, _ in
            for event in current.events where problem == nil {
                if !event.time.isFinite || !(event.time >= last) || !(event.speed.map { $0.isFinite && $0 >= 0 } ?? true) {
                    problem = "\(preferences): \(describe(event)) after \(last)"
                }
                last = Swift.max(last, event.time)
            }
        }
        if let problem { return problem }
        if !running.isSettled { return "\(preferences): not settled" }
    }
    return nil
}
