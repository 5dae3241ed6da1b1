import Geometry
import Gestures

/// Every event `interaction` reports (the union of its frames' ``Interaction/events``) while `samples`
/// replay at `replay`'s rate with `preferences`, times relative to the first sample, as a host reads them.
public func replayedFeedbackEvents<I: Interaction>(_ interaction: I, samples: [PointerSample], replay: TraceReplay,
                                                   preferences: MotionPreferences = .standard) -> [FeedbackEvent] {
    var running = interaction
    running.motionPreferences = preferences
    var events: [FeedbackEvent] = []
    replay.run(&running, samples: samples) { _, current, _ in events += current.events }
    return events
}

/// The events of a replay at 60 Hz, and how the replays at every rate of ``checkedDisplayRates`` and on
/// jittered 120 Hz links differ from them: the largest time difference, and the first run whose events
/// are not the same kinds, indices and edges in the same order (nil when all are).
public func feedbackEventsAtEveryRate<I: Interaction>(_ interaction: I, samples: [PointerSample], jitterSeeds: [UInt64] = [1, 2, 3],
                                                      preferences: MotionPreferences = .standard) throws
    -> (events: [FeedbackEvent], largestTimeDifference: Double, mismatch: String?) {
    let reference = replayedFeedbackEvents(interaction, samples: samples, replay: try TraceReplay(fps: 60), preferences: preferences)
    var replays: [(String, TraceReplay)] = try checkedDisplayRates.map { ("\($0) Hz", try TraceReplay(fps: $0)) }
    replays += try jitterSeeds.map { ("120 Hz jitter \($0)", try TraceReplay(fps: 120, jitterSeed: $0)) }
    var largest = 0.0
    var mismatch: String?
    for (name, replay) in replays {
        let events = replayedFeedbackEvents(interaction, samples: samples, replay: replay, preferences: preferences)
        guard events.count == reference.count,
              zip(events, reference).allSatisfy({ $0.kind == $1.kind && $0.index == $1.index && $0.edge == $1.edge }) else {
            if mismatch == nil { mismatch = "\(name): \(events.map(\.kind)) vs \(reference.map(\.kind))" }
            continue
        }
        for (a, b) in zip(events, reference) {
            largest = Swift.max(largest, Swift.abs(a.time - b.time), Swift.abs((a.speed ?? 0) - (b.speed ?? 0)))
        }
    }
    return (reference, largest, mismatch)
}
