import Gestures

/// Every event `interaction` reports when `samples` are replayed at `replay`'s rate: the union of all
/// frames' ``Interaction/events`` (times relative to the first sample, as the replay's are).
public func replayedEvents<I: Interaction>(_ interaction: I, samples: [PointerSample], replay: TraceReplay) -> [FeedbackEvent] {
    var running = interaction
    var events: [FeedbackEvent] = []
    replay.run(&running, samples: samples) { _, current, _ in events += current.events }
    return events
}

/// Replays `samples` at every rate of ``checkedDisplayRates`` and on `jitterSeeds` jittered 120 Hz links:
/// the events of the 60 Hz run, the largest difference in time between an event and the same event (same
/// place in the list) of another run, and a description of the first run whose kinds or indices differ.
public func eventsAtEveryRate<I: Interaction>(_ interaction: I, samples: [PointerSample], jitterSeeds: [UInt64] = [1, 2, 3])
    throws -> (events: [FeedbackEvent], largestTimeDifference: Double, mismatch: String?) {
    var replays: [(String, TraceReplay)] = try checkedDisplayRates.map { ("\($0) Hz", try TraceReplay(fps: $0)) }
    replays += try jitterSeeds.map { ("120 Hz jitter \($0)", try TraceReplay(fps: 120, jitterSeed: $0)) }
    let reference = replayedEvents(interaction, samples: samples, replay: replays[0].1)
    var largest = 0.0
    for (name, replay) in replays.dropFirst() {
        let events = replayedEvents(interaction, samples: samples, replay: replay)
        guard events.count == reference.count,
              zip(events, reference).allSatisfy({ $0.kind == $1.kind && $0.index == $1.index && $0.edge == $1.edge }) else {
            return (reference, largest, "\(name): \(events.map(describe)) vs 60 Hz: \(reference.map(describe))")
        }
        for (a, b) in zip(events, reference) { largest = Swift.max(largest, Swift.abs(a.time - b.time)) }
    }
    return (reference, largest, nil)
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
