import Gestures

/// Every event `interaction` reports when `samples` are replayed at `replay`'s rate: each tick's
/// ``Interaction/events`` in turn (times relative to the first sample, as the replay gives them).
public func replayedEvents<I: Interaction>(_ interaction: I, samples: [PointerSample], replay: TraceReplay) -> [FeedbackEvent] {
    var running = interaction
    var events: [FeedbackEvent] = []
    replay.run(&running, samples: samples) { _, current, _ in events += current.events }
    return events
}

/// Replays `samples` at every rate of ``checkedDisplayRates`` and on `jitterSeeds` jittered 120 Hz links,
/// and compares each run's events with the 60 Hz run's: the same kinds, indices, edges, in the same order,
/// with the largest difference in time (and in impact speed) over all runs.
///
/// - Returns: The 60 Hz run's events, the largest difference, and the first run whose events are not the
///   same list (`nil` when every run's are).
public func eventsAtEveryRate<I: Interaction>(_ interaction: I, samples: [PointerSample], jitterSeeds: [UInt64] = [1, 2, 3])
    throws -> (events: [FeedbackEvent], largestDifference: Double, mismatch: String?) {
    let reference = replayedEvents(interaction, samples: samples, replay: try TraceReplay(fps: checkedDisplayRates[0]))
    var replays: [(String, TraceReplay)] = try checkedDisplayRates.dropFirst().map { ("\($0) Hz", try TraceReplay(fps: $0)) }
    replays += try jitterSeeds.map { ("120 Hz jitter \($0)", try TraceReplay(fps: 120, jitterSeed: $0)) }
    var largest = 0.0
    for (name, replay) in replays {
        let events = replayedEvents(interaction, samples: samples, replay: replay)
        guard events.count == reference.count else {
            return (reference, largest, "\(name): \(events.map(\.kind)) against 60 Hz's \(reference.map(\.kind))")
        }
        for (event, expected) in zip(events, reference) {
            guard event.kind == expected.kind, event.index == expected.index, event.edge == expected.edge,
                  (event.speed == nil) == (expected.speed == nil) else {
                return (reference, largest, "\(name): \(event) against 60 Hz's \(expected)")
            }
            largest = Swift.max(largest, Swift.abs(event.time - expected.time))
            if let speed = event.speed, let other = expected.speed { largest = Swift.max(largest, Swift.abs(speed - other)) }
        }
    }
    return (reference, largest, nil)
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
