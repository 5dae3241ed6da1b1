import Geometry
import Gestures

/// Every event `interaction` reports (``Interaction/events`` after each frame) when `samples` are replayed
/// on `replay`, in the order reported: the union over the frames, which must not depend on the frames.
public func replayedEvents<I: Interaction>(_ interaction: I, samples: [PointerSample], replay: TraceReplay,
                                           preferences: MotionPreferences = .standard) -> [FeedbackEvent] {
    var running = interaction
    running.motionPreferences = preferences
    var events: [FeedbackEvent] = []
    replay.run(&running, samples: samples) { _, current, _ in events += current.events }
    return events
}

/// The events of ``replayedEvents(_:samples:replay:preferences:)`` at every rate of ``checkedDisplayRates``
/// and on `jitterSeeds` jittered 120 Hz links, and the largest difference between any run's and the 60 Hz
/// run's: infinite when the kinds, indices or edges differ or the counts do, else the largest difference
/// in time or speed. Returns the 60 Hz run's events too.
public func largestEventDifference<I: Interaction>(_ interaction: I, samples: [PointerSample], jitterSeeds: [UInt64] = [1, 2],
                                                   preferences: MotionPreferences = .standard) throws
    -> (difference: Double, rates: String, events: [FeedbackEvent]) {
    var replays: [(String, TraceReplay)] = try checkedDisplayRates.map { ("\($0) Hz", try TraceReplay(fps: $0)) }
    replays += try jitterSeeds.map { ("120 Hz jitter \($0)", try TraceReplay(fps: 120, jitterSeed: $0)) }
    let reference = replayedEvents(interaction, samples: samples, replay: replays[0].1, preferences: preferences)
    var worst = (difference: 0.0, rates: "", events: reference)
    for (name, replay) in replays.dropFirst() {
        let events = replayedEvents(interaction, samples: samples, replay: replay, preferences: preferences)
        var difference = events.count == reference.count ? 0.0 : .infinity
        for (a, b) in zip(events, reference) {
            guard a.kind == b.kind, a.index == b.index, a.edge == b.edge, (a.speed == nil) == (b.speed == nil) else {
                difference = .infinity
                continue
            }
            difference = Swift.max(difference, Swift.abs(a.time - b.time), Swift.abs((a.speed ?? 0) - (b.speed ?? 0)))
        }
        if !(difference <= worst.difference) { worst = (difference, "\(name) vs 60.0 Hz", reference) }
    }
    return worst
}
