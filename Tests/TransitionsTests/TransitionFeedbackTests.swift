import _MotionTestSupport
import Gestures
import Testing
@testable import Transitions

/// Feedback events and motion preferences of a driven transition: the decision's threshold crossed by the
/// finger (with its hysteresis band), `committed` at the completion's exact end, the duration scale and
/// Reduce Motion.
@Suite struct TransitionFeedbackTests {
    /// A pan with no slop over 400 points driving a 0.5 s transition along UIKit's curve completion.
    static func swipe() throws -> TransitionInteraction<Double> {
        try TransitionInteraction(gesture: .pan(PanRecognizer(minimumDistance: 0)), source: .translation(.right, extent: 400),
                                  transition: InteractiveTransition(duration: 0.5, animations: [TransitionAnimation(from: 0.0, to: 400.0)]))
    }

    static func sample(_ x: Double, _ time: Double, _ phase: PointerPhase = .moved) -> PointerSample {
        PointerSample(pointer: 0, x: x, y: 300, phase: phase, time: time)
    }

    /// Across 0.5 at 0.2 s, back within the band at 0.25 s (nothing), below it at 0.3 s, across again at
    /// 0.35 s, held and released there at 0.45 s: finishes along the curve over (1 − 0.65)·0.5 s.
    static let acrossAndBack = [sample(0, 0, .began), sample(100, 0.1), sample(220, 0.2), sample(205, 0.25), sample(190, 0.3),
                                sample(260, 0.35), sample(260, 0.4), sample(260, 0.45, .ended)]

    @Test func theFingerCrossesTheThresholdAndTheFinishCommitsAtItsExactEnd() throws {
        let events = replayedEvents(try Self.swipe(), samples: Self.acrossAndBack, replay: try TraceReplay(fps: 60))
        #expect(events.map(\.kind) == [.thresholdActivated, .thresholdDeactivated, .thresholdActivated, .committed])
        #expect(events.count == 4)
        guard events.count == 4 else { return }
        #expect(events[0].time == 0.2 && events[1].time == 0.3 && events[2].time == 0.35)
        // 0.45 s + (1 − 0.65) × 0.5 s.
        #expect(isClose(events[3].time, 0.45 + 0.35 * 0.5, absolute: 1e-12))
    }

    @Test func theEventsAreTheSameAtEveryFrameRate() throws {
        let (events, largest, mismatch) = try eventsAtEveryRate(try Self.swipe(), samples: Self.acrossAndBack)
        #expect(mismatch == nil, "\(mismatch ?? "")")
        #expect(events.count == 4)
        #expect(largest <= 1e-9)
    }

    @Test func seededPopsReportTheSameEventsAtEveryFrameRate() throws {
        let screen = Rect(x: 0, y: 0, width: 375, height: 667)
        try withEverySeed(0..<PropertySeeds.count(default: 8)) { seed, random in
            var samples = seededGestureTrace(&random, container: screen)
            let shift = samples[0].location.x - 5
            for index in samples.indices { samples[index].location.x -= shift }
            for preferences in [MotionPreferences.standard, try MotionPreferences(durationScale: 2.5)] {
                let (_, largest, mismatch) = try eventsAtEveryRate(try TransitionInteraction.interactivePop(in: screen),
                                                                           samples: samples, preferences: preferences)
                #expect(mismatch == nil, "seed \(seed): \(mismatch ?? "")")
                #expect(largest <= 1e-9, "seed \(seed): \(largest)")
            }
        }
    }

    @Test func jitterInsideTheBandReportsOneCrossing() throws {
        // About 0.5 ± 0.015 (inside the 0.02 band below the threshold), forty times.
        var samples = [Self.sample(0, 0, .began), Self.sample(150, 0.05), Self.sample(210, 0.1)]
        for step in 0..<40 { samples.append(Self.sample(step % 2 == 0 ? 194 : 206, 0.11 + Double(step) * 0.008)) }
        samples.append(Self.sample(206, 0.5, .ended))
        let events = replayedEvents(try Self.swipe(), samples: samples, replay: try TraceReplay(fps: 120, jitterSeed: 4))
        #expect(events.map(\.kind) == [.thresholdActivated, .committed])
        #expect(events.first?.time == 0.1)
    }

    /// The state and value at each tick from the release, with `preferences`.
    static func completion(_ preferences: MotionPreferences, ticks: [Double]) throws -> [(TransitionState, Double, [FeedbackEvent])] {
        var swipe = try swipe()
        swipe.motionPreferences = preferences
        for sample in acrossAndBack { swipe.handle(sample) }
        return ticks.map { time in
            let frame = swipe.tick(at: time)
            return (frame.state, frame[0], swipe.events)
        }
    }

    @Test func durationScaleZeroShowsTheEndOnTheReleasesFrame() throws {
        let none = try Self.completion(try MotionPreferences(durationScale: 0), ticks: [0.45, 0.46])
        #expect(none[0].0 == .finished && none[0].1 == 400)
        // The first tick also reports the finger's crossings since the previous call.
        let commits = none[0].2.filter { $0.kind == .committed }
        #expect(commits.count == 1 && commits.first?.time == 0.45)
        #expect(none[1].0 == .finished && none[1].2.isEmpty)
        // The same end as with motion.
        let normal = try Self.completion(.standard, ticks: [0.45, 0.7])
        #expect(normal[1].0 == .finished && normal[1].1 == 400)
    }

    @Test func durationScaleTwoShowsAtTwiceTheTimeWhatOneShows() throws {
        let offsets = [0.01, 0.05, 0.1, 0.15]
        let one = try Self.completion(.standard, ticks: [0.45] + offsets.map { 0.45 + $0 })
        let two = try Self.completion(try MotionPreferences(durationScale: 2), ticks: [0.45] + offsets.map { 0.45 + 2 * $0 })
        for (a, b) in zip(one, two) {
            #expect(a.0 == b.0)
            #expect(isClose(a.1, b.1, absolute: 1e-9), "\(a.1) vs \(b.1)")
        }
        let end = try Self.completion(try MotionPreferences(durationScale: 2), ticks: [0.45, 0.8])
        #expect(end[1].0 == .finished && end[1].2.map(\.kind) == [.committed])
        #expect(isClose(end[1].2.first?.time ?? 0, 0.45 + 2 * 0.175, absolute: 1e-12))
    }

    @Test func reduceMotionCompletesWithoutBounceInTheSameEnd() throws {
        func run(_ preferences: MotionPreferences) throws -> (peak: Double, state: TransitionState, events: [FeedbackEvent]) {
            var swipe = try Self.swipe()
            swipe.transition.overshoot = .rubberBand
            swipe.transition.completionTiming = .spring(try Spring(response: 0.3, dampingRatio: 0.4))
            swipe.motionPreferences = preferences
            for sample in Self.acrossAndBack { swipe.handle(sample) }
            var peak = 0.0, events: [FeedbackEvent] = [], time = 0.45
            while !swipe.isSettled {
                time += 1.0 / 120
                peak = Swift.max(peak, swipe.tick(at: time).percentComplete)
                events += swipe.events
            }
            return (peak, swipe.transition.state, events)
        }
        let bouncy = try run(.standard)
        let calm = try run(try MotionPreferences(reduceMotion: true))
        #expect(bouncy.peak > 1.01)
        #expect(calm.peak <= 1)
        #expect(bouncy.state == .finished && calm.state == .finished)
        #expect(bouncy.events.map(\.kind).last == .committed && calm.events.map(\.kind).last == .committed)
    }
}
