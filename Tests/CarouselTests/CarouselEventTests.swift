import _MotionTestSupport
import Testing
@testable import Carousel

/// A swipe as samples: down at x 300, left by `distance` over `duration`, released.
func swipeSamples(distance: Double, duration: Double, at start: Double = 0) -> [PointerSample] {
    [PointerSample(pointer: 0, x: 300, y: 100, phase: .began, time: start),
     PointerSample(pointer: 0, x: 300 - distance / 2, y: 100, phase: .moved, time: start + duration / 2),
     PointerSample(pointer: 0, x: 300 - distance, y: 100, phase: .ended, time: start + duration)]
}

@Suite struct CarouselEventTests {
    static let container = Size(width: 400, height: 200)
    static let swipes: [(Double, Double)] = [(300, 0.1), (120, 0.5), (-60, 0.3), (30, 0.4), (900, 0.6)]

    func carousel(_ strategy: CarouselStrategy = .multiBrowse) throws -> Carousel {
        try Carousel(itemCount: 10, preferredItemWidth: 220, containerSize: Self.container, strategy: strategy)
    }

    /// Each focused item ticks once, in order, then one `snapped` on the item at rest; the same events at
    /// the same instants (1e-9) at 60 … 240 Hz and on jittered links.
    @Test(arguments: [CarouselStrategy.multiBrowse, .hero])
    func aSwipeTicksEachItemOnceAndSnapsTheSameAtEveryRate(strategy: CarouselStrategy) throws {
        for (distance, duration) in Self.swipes {
            let start = try carousel(strategy)
            let run = try eventsAtEveryRate(start, samples: swipeSamples(distance: distance, duration: duration))
            #expect(run.mismatch == nil, "\(strategy) \(distance): \(run.mismatch ?? "")")
            #expect(run.largestDifference <= 1e-9)
            var end = start
            for sample in swipeSamples(distance: distance, duration: duration) { end.handle(sample) }
            var time = duration
            while !end.isSettled { time += 1.0 / 120; end.tick(at: time) }
            // One tick per item passed (the finger may pass several, the single-advance rest brings it back),
            // ending on the item at rest; one snap at the end when the release moved it (not when the release
            // left it on a resting offset, or Android's clamping held it at the start).
            var item = 0
            for event in run.events where event.kind == .itemTicked {
                #expect(Swift.abs((event.index ?? 0) - item) == 1, "\(strategy) \(distance): \(run.events.map(describe))")
                item = event.index ?? item
            }
            #expect(item == end.focusedItem)
            let snaps = run.events.filter { $0.kind == .snapped }
            #expect(snaps.count <= 1 && snaps.allSatisfy { $0 == run.events.last && $0.index == end.focusedItem })
            if distance == 300 || distance == 900 { #expect(snaps.count == 1, "\(strategy) \(distance)") }
        }
    }

    /// A finger held on the boundary between two items, with a 10-point tremor (inside the quarter-item
    /// band), ticks once, at the sample that crossed it.
    @Test func aFingerJitteringAboutABoundaryTicksOnce() throws {
        var carousel = try carousel()
        let boundary = (carousel.restingOffsets[0] + carousel.restingOffsets[1]) / 2
        var events: [FeedbackEvent] = []
        carousel.handle(PointerSample(pointer: 0, x: 300, y: 100, phase: .began, time: 0))
        for (index, offset) in [boundary - 20, boundary + 5, boundary - 5, boundary + 5, boundary - 5, boundary + 5].enumerated() {
            let time = 0.1 + 0.01 * Double(index)
            carousel.handle(PointerSample(pointer: 0, x: 300 - offset, y: 100, phase: .moved, time: time))
            carousel.tick(at: time)
            events += carousel.events
        }
        #expect(events.map(describe) == ["itemTicked 1@0.11"])
    }

    /// Duration scale 0: the first frame at or after the release shows the rest of the normal run, with the
    /// motion's ticks and the snap at the release's time; 2: the motion at half speed.
    @Test func durationScalesZeroAndTwo() throws {
        for (distance, duration) in Self.swipes {
            var normal = try carousel(), instant = normal, slow = normal
            instant.motionPreferences = try MotionPreferences(durationScale: 0)
            slow.motionPreferences = try MotionPreferences(durationScale: 2)
            for sample in swipeSamples(distance: distance, duration: duration) {
                normal.handle(sample); instant.handle(sample); slow.handle(sample)
            }
            var normalEvents: [FeedbackEvent] = [], slowEvents: [FeedbackEvent] = []
            instant.tick(at: duration)
            #expect(instant.isSettled && instant.scroll.state == .idle)
            let instantEvents = instant.events
            for step in 0...1200 {
                let t = Double(step) / 120
                normal.tick(at: duration + t)
                slow.tick(at: duration + 2 * t)
                normalEvents += normal.events
                slowEvents += slow.events
                #expect(Swift.abs(slow.offset - normal.offset) <= 1e-9, "\(distance) at \(t)")
            }
            #expect(normal.isSettled && instant.offset == normal.offset && instant.focusedItem == normal.focusedItem)
            #expect(instantEvents.map(describeKind) == normalEvents.map(describeKind))
            #expect(zip(instantEvents, normalEvents).allSatisfy { $1.time <= duration ? $0.time == $1.time : $0.time == duration })
            #expect(slowEvents.map(describeKind) == normalEvents.map(describeKind))
            for (a, b) in zip(slowEvents, normalEvents) {
                let expected = b.time <= duration ? b.time : duration + 2 * (b.time - duration)
                #expect(Swift.abs(a.time - expected) <= 1e-9, "\(describe(a)) vs \(describe(b))")
            }
        }
    }

    /// Reduce Motion: a drag past the first item holds at it (no rubber band) and rests where it would with motion.
    @Test func reduceMotionHoldsAtTheEndsAndRestsInTheSamePlace() throws {
        for (distance, duration) in Self.swipes + [(-500, 0.3)] {
            var normal = try carousel(), reduced = normal
            reduced.motionPreferences.reduceMotion = true
            var lowest = Double.infinity
            for sample in swipeSamples(distance: distance, duration: duration) {
                normal.handle(sample)
                lowest = Swift.min(lowest, reduced.handle(sample).offset)
            }
            var time = duration
            while !(normal.isSettled && reduced.isSettled) && time < 30 { time += 1.0 / 120; normal.tick(at: time); reduced.tick(at: time) }
            #expect(reduced.offset == normal.offset && reduced.focusedItem == normal.focusedItem, "\(distance)")
            #expect(lowest >= 0)
        }
    }
}

func describeKind(_ event: FeedbackEvent) -> String { "\(event.kind.rawValue) \(event.index ?? -1)" }

@Suite struct CarouselEventPropertyTests {
    @Test func seededGesturesGiveOrderedEventsUnderEveryPreference() throws {
        var random = SeededRandom(seed: 3301)
        for _ in 0..<12 {
            let samples = seededGestureTrace(&random, container: Rect(x: 0, y: 0, width: 400, height: 200))
            let problem = try eventProblem(try Carousel(itemCount: 10, preferredItemWidth: 220, containerSize: Size(width: 400, height: 200)),
                                           samples: samples)
            #expect(problem == nil, "\(problem ?? "")")
        }
    }
}
