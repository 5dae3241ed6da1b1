import _MotionTestSupport
import Dynamics
import Geometry
import Gestures
import Testing
@testable import Tossable

private let container = Rect(x: 0, y: 0, width: 375, height: 667)
private let pip = LayerState(position: Point(x: 80, y: 120), size: Size(width: 120, height: 68))

/// A finger that lands on the layer at (80, 120) and flings it by `step` every 8 ms, six times, then lifts
/// at 0.056 s.
private func fling(_ step: Vector, start: Double = 0) -> [PointerSample] {
    var samples = [PointerSample(pointer: 0, x: 80, y: 120, phase: .began, time: start)]
    for index in 1...6 {
        samples.append(PointerSample(pointer: 0, x: 80 + step.dx * Double(index), y: 120 + step.dy * Double(index),
                                     phase: .moved, time: start + Double(index) * 0.008))
    }
    let last = samples[samples.count - 1]
    samples.append(PointerSample(pointer: 0, location: last.location, phase: .ended, time: start + 0.056))
    return samples
}

/// Feeds `samples`, then ticks at `fps` from the release until the toss rests; returns every event.
private func run(_ toss: inout TossBehavior, _ samples: [PointerSample], fps: Double = 120,
                 frames: ((Double, TossBehavior) -> Void)? = nil) -> [FeedbackEvent] {
    var events: [FeedbackEvent] = []
    for sample in samples { toss.handle(sample) }
    var time = samples[samples.count - 1].time
    var count = 0
    while !toss.isSettled, count < 100_000 {
        count += 1
        time = samples[samples.count - 1].time + Double(count) / fps
        toss.tick(at: time)
        events += toss.events
        frames?(time, toss)
    }
    return events
}

private func preferences(scale: Double = 1, reduceMotion: Bool = false) throws -> MotionPreferences {
    try MotionPreferences(durationScale: scale, reduceMotion: reduceMotion)
}

@Suite struct TossFeedbackTests {
    @Test func aTossReportsSnappedAtTheSpringsExactSettlingInstant() throws {
        var toss = TossBehavior(layer: pip, destination: Point(x: 295, y: 547), spring: .snappy)
        let samples = fling(Vector(dx: 10, dy: 25))
        let events = run(&toss, samples)
        let release = try #require(toss.lastRelease)
        // Hand-computed: the release's time plus the leg's settling time from the closed form.
        let leg = SpringSolution(spring: .snappy, from: release.position, to: Point(x: 295, y: 547),
                                 initialVelocity: Point(x: release.velocity.dx, y: release.velocity.dy))
        #expect(events == [FeedbackEvent(.snapped, at: 0.056 + leg.settlingTime(), index: 0)])
        #expect(toss.position == Point(x: 295, y: 547))
    }

    @Test func theIndexIsTheDestinationsPlace() throws {
        let corners = [Point(x: 80, y: 120), Point(x: 295, y: 120), Point(x: 80, y: 547), Point(x: 295, y: 547)]
        var toss = try TossBehavior(layer: pip, destinations: corners, spring: .snappy)
        let events = run(&toss, fling(Vector(dx: 20, dy: 2)))
        #expect(toss.destination == corners[1])
        #expect(events.map(\.kind) == [.snapped] && events.first?.index == 1)
    }

    @Test func aBouncyTossAgainstTheEdgeReportsEachHitAtItsSolvedInstant() throws {
        // Thrown hard toward the lower-right corner's destination, a bouncy spring overshoots the band
        // (centres 60...315 horizontally, 34...633 vertically) and comes back.
        let destination = Point(x: 300, y: 620)
        var toss = TossBehavior(layer: pip, destination: destination, spring: .bouncy, container: container)
        let events = run(&toss, fling(Vector(dx: 30, dy: 60)))
        let release = try #require(toss.lastRelease)
        let hits = events.filter { $0.kind == .edgeHit }
        #expect(hits.count >= 2, "\(events)")
        #expect(events.last?.kind == .snapped)
        let leg = SpringSolution(spring: .bouncy, from: release.position, to: destination,
                                 initialVelocity: Point(x: release.velocity.dx, y: release.velocity.dy))
        for hit in hits {
            let elapsed = hit.time - release.time
            let at = leg.value(at: elapsed), speed = leg.velocity(at: elapsed)
            switch hit.edge {
            case .right?:
                #expect(Swift.abs(at.x - 315) < 1e-9 && isClose(hit.speed ?? -1, speed.x, absolute: 1e-6) && speed.x > 0)
            case .bottom?:
                #expect(Swift.abs(at.y - 633) < 1e-9 && isClose(hit.speed ?? -1, speed.y, absolute: 1e-6) && speed.y > 0)
            default:
                Issue.record("unexpected edge \(String(describing: hit.edge))")
            }
        }
        // In time order, each before the rest.
        #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time })
    }

    @Test func theEventsAreTheSameAtEveryFrameRateAndOnJitteredLinks() throws {
        let corners = [Point(x: 60, y: 34), Point(x: 315, y: 34), Point(x: 60, y: 633), Point(x: 315, y: 633)]
        try withEverySeed(0..<PropertySeeds.count(default: 6)) { seed, random in
            let samples = seededGestureTrace(&random, container: container)
            let toss = try TossBehavior(layer: LayerState(position: corners[0], size: pip.size), destinations: corners,
                                        spring: .bouncy, container: container)
            for preferences in [MotionPreferences.standard, try preferences(scale: 2), try preferences(reduceMotion: true)] {
                let run = try eventsAtEveryRate(toss, samples: samples, jitterSeeds: [1, 2], preferences: preferences)
                // Measured: at most 4e-13 s (the closed form's bisection against a stepped spring's grab).
                #expect(run.mismatch == nil && run.largestDifference <= 1e-9, "seed \(seed): \(run.largestDifference), \(run.mismatch ?? ""), \(run.events)")
            }
        }
    }

    @Test func aDurationScaleOfZeroRestsOnTheReleasesFrameWithItsEvents() throws {
        let destination = Point(x: 300, y: 620)
        var normal = TossBehavior(layer: pip, destination: destination, spring: .bouncy, container: container)
        let samples = fling(Vector(dx: 30, dy: 60))
        let normalEvents = run(&normal, samples)
        var instant = TossBehavior(layer: pip, destination: destination, spring: .bouncy, container: container)
        instant.motionPreferences = try preferences(scale: 0)
        for sample in samples { instant.handle(sample) }
        #expect(instant.state == .idle && instant.position == destination)
        instant.tick(at: 0.056)                                        // the release's frame
        #expect(instant.state == .idle && instant.position == normal.position && instant.velocity == .zero)
        // Every event the toss would have reported, at the release's time.
        #expect(instant.events.map(\.kind) == normalEvents.map(\.kind))
        #expect(instant.events.allSatisfy { $0.time == 0.056 })
        #expect(instant.events.map(\.speed) == normalEvents.map(\.speed))
    }

    @Test func aDurationScaleOfTwoShowsAtTwiceTheTimeWhatOneShows() throws {
        let destination = Point(x: 295, y: 547)
        var normal = TossBehavior(layer: pip, destination: destination, spring: .bouncy)
        var slow = normal
        slow.motionPreferences = try preferences(scale: 2)
        let samples = fling(Vector(dx: 10, dy: 25))
        var shown: [Double: Point] = [:]
        let normalEvents = run(&normal, samples, fps: 120) { time, toss in shown[time] = toss.position }
        var slowShown: [Double: Point] = [:]
        let slowEvents = run(&slow, samples, fps: 60) { time, toss in slowShown[time] = toss.position }
        var compared = 0
        for (time, position) in shown {
            guard let twice = slowShown[0.056 + 2 * (time - 0.056)] else { continue }
            compared += 1
            #expect((twice - position).magnitude < 1e-9, "t = \(time)")
        }
        #expect(compared > 50)
        #expect(slowEvents.count == 1 && normalEvents.count == 1)
        #expect(isClose(slowEvents[0].time - 0.056, 2 * (normalEvents[0].time - 0.056), absolute: 1e-12))
        #expect(slow.position == normal.position && slow.state == .idle)
    }

    @Test func reduceMotionSettlesWithoutBounceInTheSamePlace() throws {
        // Let go at rest far from the destination: the bouncy spring overshoots it, the calm one never does.
        let destination = Point(x: 295, y: 547)
        var samples = [PointerSample(pointer: 0, x: 80, y: 120, phase: .began, time: 0)]
        samples.append(PointerSample(pointer: 0, x: 100, y: 150, phase: .moved, time: 0.3))
        samples.append(PointerSample(pointer: 0, x: 100, y: 150, phase: .cancelled, time: 0.4))
        for reduceMotion in [false, true] {
            var toss = TossBehavior(layer: pip, destination: destination, spring: .bouncy)
            toss.motionPreferences = try preferences(reduceMotion: reduceMotion)
            var overshoot = 0.0
            let events = run(&toss, samples) { _, toss in overshoot = Swift.max(overshoot, toss.position.y - destination.y) }
            #expect((overshoot > 1) == !reduceMotion, "overshoot \(overshoot)")
            #expect(toss.position == destination && toss.state == .idle)
            #expect(events.map(\.kind) == [.snapped])
        }
        // The spring the host set is kept; only the legs run without bounce.
        var toss = TossBehavior(layer: pip, destination: destination, spring: .bouncy)
        toss.motionPreferences = try preferences(reduceMotion: true)
        #expect(toss.spring == .bouncy)
    }

    @Test func aResetDropsTheEventsAndAGrabStopsThem() throws {
        var toss = TossBehavior(layer: pip, destination: Point(x: 295, y: 547), spring: .snappy)
        for sample in fling(Vector(dx: 10, dy: 25)) { toss.handle(sample) }
        toss.tick(at: 0.1)
        // A grab mid-toss: no snapped, ever, for the leg it stopped.
        toss.handle(PointerSample(pointer: 1, x: 150, y: 250, phase: .began, time: 0.12))
        toss.tick(at: 5)
        #expect(toss.events.isEmpty && toss.state == .dragging)
        toss.reset()
        #expect(toss.events.isEmpty && toss.state == .idle)
    }
}
