import _MotionTestSupport
import Dynamics
import Geometry
import Gestures
import Testing
@testable import Tossable

private let phone = Rect(x: 0, y: 0, width: 375, height: 667)

/// A finger that lands at the card's centre and drags straight down by `step` every 8 ms, `moves` times,
/// then lifts (or is cancelled) 8 ms later.
private func drag(step: Double, moves: Int, lift: PointerPhase = .ended) -> [PointerSample] {
    var samples = [PointerSample(pointer: 0, x: 187.5, y: 333.5, phase: .began, time: 0)]
    for index in 1...moves {
        samples.append(PointerSample(pointer: 0, x: 187.5, y: 333.5 + step * Double(index), phase: .moved, time: Double(index) * 0.008))
    }
    samples.append(PointerSample(pointer: 0, x: 187.5, y: 333.5 + step * Double(moves), phase: lift, time: Double(moves + 1) * 0.008))
    return samples
}

/// Feeds `samples` (each followed by a tick at its time), then ticks at `fps` until the card settles;
/// returns every event and the frames shown after the release.
private func run(_ flick: inout FlickDismissBehavior, _ samples: [PointerSample], fps: Double = 120)
    -> (events: [FeedbackEvent], frames: [(time: Double, layer: LayerState)]) {
    var events: [FeedbackEvent] = []
    for sample in samples {
        flick.handle(sample)
        flick.tick(at: sample.time)
        events += flick.events
    }
    let release = samples[samples.count - 1].time
    var frames: [(time: Double, layer: LayerState)] = []
    var count = 0
    while !flick.isSettled, count < 100_000 {
        count += 1
        let time = release + Double(count) / fps
        let layer = flick.tick(at: time)
        events += flick.events
        frames.append((time, layer))
    }
    return (events, frames)
}

@Suite struct FlickDismissFeedbackTests {
    @Test func theDismissDistanceActivatesOnceAtTheSampleThatPassesIt() throws {
        var flick = try FlickDismissBehavior(container: phone)
        // 0, 20, 40, 60 (not past: strictly more is the rule), 61 (past), then trembling within the 8-point
        // band (55, 62, 53), back to 51.9 (below 60 − 8), and out again to 70.
        let offsets: [Double] = [20, 40, 60, 61, 55, 62, 53, 51.9, 70]
        var events: [FeedbackEvent] = []
        flick.handle(PointerSample(pointer: 0, x: 187.5, y: 333.5, phase: .began, time: 0))
        for (index, offset) in offsets.enumerated() {
            flick.handle(PointerSample(pointer: 0, x: 187.5, y: 333.5 + offset, phase: .moved, time: Double(index + 1) * 0.01))
            flick.tick(at: Double(index + 1) * 0.01)
            events += flick.events
        }
        #expect(events == [FeedbackEvent(.thresholdActivated, at: 0.04), FeedbackEvent(.thresholdDeactivated, at: 0.08),
                           FeedbackEvent(.thresholdActivated, at: 0.09)])
        #expect(FlickDismissBehavior.thresholdBand == 8)
    }

    @Test func aFlickReportsDismissedAtTheInstantTheCardLeft() throws {
        // Straight down from the centre, no turn: the 400-point card leaves the 667-point screen when its top
        // edge passes 667, its centre 867.
        var flick = try FlickDismissBehavior(container: phone)
        let samples = drag(step: 12, moves: 8)
        let (events, _) = run(&flick, samples)
        #expect(flick.state == .dismissed)
        #expect(events.map(\.kind) == [.thresholdActivated, .dismissed])
        let dismissed = try #require(events.last)
        // Hand check: a card replayed to that instant shows its top edge exactly on the screen's bottom edge,
        // and a moment earlier it still overlapped.
        var probe = try FlickDismissBehavior(container: phone)
        for sample in samples { probe.handle(sample) }
        // Frames up to just before it (a host never jumps more than the world's catch-up limit at once).
        var frame = samples[samples.count - 1].time
        while frame + 1.0 / 120 < dismissed.time - 1e-6 {
            frame += 1.0 / 120
            probe.tick(at: frame)
        }
        var early = probe
        let shown = probe.tick(at: dismissed.time)
        #expect(Swift.abs(shown.position.y - 200 - 667) < 1e-9, "\(shown.position)")
        #expect(early.tick(at: dismissed.time - 1e-6).frame.intersects(phone))
        #expect(dismissed.time > samples[samples.count - 1].time)
    }

    @Test func aReturnReportsSnappedAtTheStepItIsHome() throws {
        var flick = try FlickDismissBehavior(container: phone)
        let (events, frames) = run(&flick, drag(step: 6, moves: 8))
        #expect(flick.state == .idle)
        #expect(events.map(\.kind) == [.snapped])
        // At the world's step (on its 1/240 s grid from the release) before the frame that showed it home.
        let snapped = try #require(events.first)
        let release = 9 * 0.008
        let steps = (snapped.time - release) * 240
        #expect(Swift.abs(steps - steps.rounded()) < 1e-6)
        #expect(snapped.time <= frames[frames.count - 1].time && snapped.time > frames[frames.count - 2].time)
    }

    @Test func theEventsAreTheSameAtEveryFrameRateAndOnJitteredLinks() throws {
        try withEverySeed(0..<PropertySeeds.count(default: 8)) { seed, random in
            let samples = seededGestureTrace(&random, container: phone)
            let flick = try FlickDismissBehavior(container: phone)
            for preferences in [MotionPreferences.standard, try MotionPreferences(durationScale: 2),
                                try MotionPreferences(reduceMotion: true)] {
                let run = try eventsAtEveryRate(flick, samples: samples, jitterSeeds: [1, 2], preferences: preferences)
                #expect(run.mismatch == nil && run.largestDifference <= 1e-9, "seed \(seed): \(run.largestDifference), \(run.mismatch ?? ""), \(run.events)")
            }
        }
    }

    @Test(arguments: [(12.0, FlickState.dismissed), (6.0, FlickState.idle)])
    func aDurationScaleOfZeroEndsOnTheReleasesFrameInTheSamePlace(step: Double, end: FlickState) throws {
        let samples = drag(step: step, moves: 8)
        var normal = try FlickDismissBehavior(container: phone)
        let (normalEvents, _) = run(&normal, samples)
        var instant = try FlickDismissBehavior(container: phone)
        instant.motionPreferences = try MotionPreferences(durationScale: 0)
        var events: [FeedbackEvent] = []
        for sample in samples {
            instant.handle(sample)
            instant.tick(at: sample.time)                      // the last one: the release's frame
            events += instant.events
        }
        #expect(instant.state == end && normal.state == end)
        #expect(instant.layer == normal.layer)
        #expect(events.map(\.kind) == normalEvents.map(\.kind))
        let release = samples[samples.count - 1].time
        #expect(events.filter { $0.kind != .thresholdActivated }.allSatisfy { $0.time == release })
        // Put back, it is grabbed and dragged in real time again.
        instant.reset()
        instant.handle(PointerSample(pointer: 1, x: 187.5, y: 333.5, phase: .began, time: 1))
        instant.handle(PointerSample(pointer: 1, x: 187.5, y: 343.5, phase: .moved, time: 1.1))
        #expect(instant.tick(at: 1.2).position.y > 333.5)
    }

    @Test func aDurationScaleOfTwoDismissesAtTwiceTheTime() throws {
        let samples = drag(step: 12, moves: 8)
        let release = samples[samples.count - 1].time
        var normal = try FlickDismissBehavior(container: phone)
        let (normalEvents, normalFrames) = run(&normal, samples, fps: 120)
        var slow = try FlickDismissBehavior(container: phone)
        slow.motionPreferences = try MotionPreferences(durationScale: 2)
        let (slowEvents, slowFrames) = run(&slow, samples, fps: 60)
        #expect(slow.state == .dismissed && slow.layer == normal.layer)
        #expect(isClose(slowEvents[1].time - release, 2 * (normalEvents[1].time - release), absolute: 1e-12))
        // The same card at (release + 2t) with scale 2 as at (release + t) with scale 1.
        let shown = Dictionary(normalFrames.map { ((($0.time - release) * 120).rounded(), $0.layer) }, uniquingKeysWith: { a, _ in a })
        var compared = 0
        for frame in slowFrames.dropLast() {
            guard let same = shown[((frame.time - release) * 60).rounded()] else { continue }
            compared += 1
            #expect((frame.layer.position - same.position).magnitude < 1e-9)
        }
        #expect(compared > 10)
    }

    @Test func reduceMotionBringsTheCardHomeWithoutBounce() throws {
        // Released still, 50 points below the centre: the 0.7 snap overshoots the centre, the calm one does not.
        var samples = [PointerSample(pointer: 0, x: 187.5, y: 333.5, phase: .began, time: 0)]
        samples.append(PointerSample(pointer: 0, x: 187.5, y: 383.5, phase: .moved, time: 0.1))
        samples.append(PointerSample(pointer: 0, x: 187.5, y: 383.5, phase: .moved, time: 0.4))
        samples.append(PointerSample(pointer: 0, x: 187.5, y: 383.5, phase: .ended, time: 0.5))
        for reduceMotion in [false, true] {
            var flick = try FlickDismissBehavior(container: phone)
            flick.motionPreferences = try MotionPreferences(reduceMotion: reduceMotion)
            let (events, frames) = run(&flick, samples)
            let overshoot = frames.map { 333.5 - $0.layer.position.y }.max() ?? 0
            #expect((overshoot > 0.5) == !reduceMotion, "overshoot \(overshoot)")
            #expect(flick.state == .idle && flick.layer.position == phone.center)
            #expect(events.map(\.kind) == [.snapped])
        }
    }
}
