import _MotionTestSupport
import Testing
@testable import PickerWheel

/// A flick as samples: down at y 150, up by `distance` over `duration`, released.
func flickSamples(distance: Double, duration: Double = 0.05, at start: Double = 0) -> [PointerSample] {
    [PointerSample(pointer: 0, x: 160, y: 150, phase: .began, time: start),
     PointerSample(pointer: 0, x: 160, y: 150 - distance / 2, phase: .moved, time: start + duration / 2),
     PointerSample(pointer: 0, x: 160, y: 150 - distance, phase: .ended, time: start + duration)]
}

/// Ticks the wheel from `start` at `fps` until it settles, collecting every frame's events.
func settledEvents(_ wheel: inout PickerWheel, from start: Double, fps: Double = 120) -> [FeedbackEvent] {
    var events = wheel.tick(at: start) == wheel.frame ? wheel.events : []
    var time = start
    while !wheel.isSettled && time < start + 30 { time += 1 / fps; wheel.tick(at: time); events += wheel.events }
    return events
}

@Suite struct PickerWheelEventTests {
    static let profiles: [PickerWheelProfile] = [.uikit, .flutter(), .flutter(parent: .flutterClamping)]

    /// One tick per item passed, in order, then one `snapped` on the item the wheel rests on; the same
    /// events at the same instants (1e-9) at 60 … 240 Hz and on jittered links.
    @Test(arguments: profiles)
    func aFlickTicksEachItemOnceAndSnapsTheSameAtEveryRate(profile: PickerWheelProfile) throws {
        for (distance, duration) in [(180.0, 0.05), (-260, 0.04), (40, 0.3), (12, 0.2)] {
            let wheel = try PickerWheel(itemCount: 60, itemExtent: 32, profile: profile, selectedItem: 30)
            let run = try eventsAtEveryRate(wheel, samples: flickSamples(distance: distance, duration: duration))
            #expect(run.mismatch == nil, "\(profile) \(distance): \(run.mismatch ?? "")")
            // Measured 0 for the finger's ticks and the ends, 3e-16 for the bisected ones.
            #expect(run.largestDifference <= 1e-9, "\(profile) \(distance)")
            var expected = PickerWheel(copying: wheel)
            for sample in flickSamples(distance: distance, duration: duration) { expected.handle(sample) }
            _ = settle(&expected, from: duration)
            let ticks = run.events.filter { $0.kind == .itemTicked }.map { $0.index ?? -1 }
            let end = expected.selectedItem
            let step = end >= 30 ? 1 : -1
            #expect(ticks == (end == 30 ? [] : Array(stride(from: 30 + step, through: end, by: step))), "\(profile) \(distance): \(ticks)")
            #expect(run.events.last.map { $0.kind == .snapped && $0.index == end } ?? false, "\(run.events.map(describe))")
            #expect(run.events.filter { $0.kind == .snapped }.count == 1)
            #expect(zip(run.events, run.events.dropFirst()).allSatisfy { $0.time <= $1.time })
        }
    }

    /// The finger ticks at the sample that crosses the midpoint; jittering 3 points about it (inside the
    /// quarter-item band) ticks nothing more; coming back past the band ticks back once.
    @Test func aFingerJitteringAboutAMidpointTicksOnce() throws {
        var wheel = try PickerWheel(itemCount: 10, itemExtent: 32)
        var events: [FeedbackEvent] = []
        wheel.handle(PointerSample(pointer: 0, x: 160, y: 150, phase: .began, time: 0))
        // Offsets (150 − y once the pan has begun): 12, 19, 13, 19, 13, 19, then 7 (past 16 − 8).
        for (index, offset) in [12.0, 19, 13, 19, 13, 19, 7].enumerated() {
            let time = 0.1 + 0.01 * Double(index)
            wheel.handle(PointerSample(pointer: 0, x: 160, y: 150 - offset, phase: .moved, time: time))
            wheel.tick(at: time)
            events += wheel.events
        }
        #expect(wheel.offset == 7)
        #expect(events.map(describe) == ["itemTicked 1@0.11", "itemTicked 0@0.16"])
    }

    /// The Flutter profile's friction passes each midpoint at the instant `FrictionSimulation.timeAtX`
    /// gives, and snaps at the instant its speed reaches the tolerance.
    @Test func aFrictionLandingTicksAtItsClosedFormsInstants() throws {
        var wheel = try PickerWheel(itemCount: 60, itemExtent: 32, profile: .flutter(), selectedItem: 30)
        // About 1200 points a second: the friction's rest (some 600 points on) stays short of the last item.
        for sample in flickSamples(distance: 60, duration: 0.05) { wheel.handle(sample) }
        let landing = try #require(wheel.landing)
        let friction = try #require(landing.friction)
        let start = wheel.offset
        let events = settledEvents(&wheel, from: 0.05)
        let ticks = events.filter { $0.kind == .itemTicked && Double($0.index ?? 0) * 32 - 16 > start }
        #expect(!ticks.isEmpty)
        for tick in ticks {
            let midpoint = (Double(tick.index ?? 0) - 0.5) * 32
            let expected = 0.05 + friction.timeAtX(midpoint)
            #expect(Swift.abs(tick.time - expected) <= 1e-12, "\(describe(tick)) vs \(expected)")
        }
        let snapped = try #require(events.last)
        #expect(snapped.kind == .snapped && snapped.time == 0.05 + landing.restTime)
    }

    /// Duration scale 0: the first frame at or after the release shows the wheel at rest, on the item and
    /// the offset of the normal run, with the same events, all at the release's time.
    @Test(arguments: profiles)
    func durationScaleZeroRestsOnTheReleasesFrame(profile: PickerWheelProfile) throws {
        for distance in [180.0, -260, 12, 400] {
            var normal = try PickerWheel(itemCount: 60, itemExtent: 32, profile: profile, selectedItem: 30)
            var instant = normal
            instant.motionPreferences = try MotionPreferences(durationScale: 0)
            for sample in flickSamples(distance: distance) { normal.handle(sample); instant.handle(sample) }
            let normalEvents = settledEvents(&normal, from: 0.05)
            instant.tick(at: 0.05)
            #expect(instant.isSettled && instant.state == .idle)
            #expect(instant.offset == normal.offset && instant.selectedItem == normal.selectedItem, "\(profile) \(distance)")
            #expect(instant.events.map { "\($0.kind) \($0.index ?? -1)" } == normalEvents.map { "\($0.kind) \($0.index ?? -1)" })
            // The finger's ticks at its samples; the landing's, and the snap, at the release's time.
            #expect(zip(instant.events, normalEvents).allSatisfy { $1.time <= 0.05 ? $0.time == $1.time : $0.time == 0.05 })
        }
    }

    /// Duration scale 2: at release + 2t the wheel shows what it shows at release + t with 1, and snaps at
    /// twice the time after the release.
    @Test(arguments: profiles)
    func durationScaleTwoPlaysTheLandingAtHalfSpeed(profile: PickerWheelProfile) throws {
        var normal = try PickerWheel(itemCount: 60, itemExtent: 32, profile: profile, selectedItem: 30)
        var slow = normal
        slow.motionPreferences = try MotionPreferences(durationScale: 2)
        for sample in flickSamples(distance: 180) { normal.handle(sample); slow.handle(sample) }
        var normalEvents: [FeedbackEvent] = [], slowEvents: [FeedbackEvent] = []
        for step in 1...400 {
            let t = Double(step) / 120
            normal.tick(at: 0.05 + t)
            slow.tick(at: 0.05 + 2 * t)
            normalEvents += normal.events
            slowEvents += slow.events
            #expect(Swift.abs(slow.offset - normal.offset) <= 1e-9, "\(profile) at \(t): \(slow.offset) vs \(normal.offset)")
        }
        #expect(slow.isSettled && slow.offset == normal.offset)
        #expect(slowEvents.count == normalEvents.count && !slowEvents.isEmpty)
        for (a, b) in zip(slowEvents, normalEvents) {
            // The finger's ticks (before the release) stay at their samples.
            let expected = b.time <= 0.05 ? b.time : 0.05 + 2 * (b.time - 0.05)
            #expect(a.kind == b.kind && a.index == b.index && Swift.abs(a.time - expected) <= 1e-9,
                    "\(describe(a)) vs \(describe(b))")
        }
    }

    /// Reduce Motion: a drag past the first item stops there (no rubber band) and the wheel rests on the
    /// same item as with motion; a flick lands on the same item as with motion.
    @Test(arguments: profiles)
    func reduceMotionEndsInTheSamePlaceWithoutTheBand(profile: PickerWheelProfile) throws {
        for distance in [180.0, -120, -400] {
            var normal = try PickerWheel(itemCount: 60, itemExtent: 32, profile: profile, selectedItem: 2)
            var reduced = normal
            reduced.motionPreferences.reduceMotion = true
            var lowest = Double.infinity
            for sample in flickSamples(distance: distance, duration: 0.3) {
                normal.handle(sample)
                lowest = Swift.min(lowest, reduced.handle(sample).offset)
            }
            _ = settle(&normal, from: 0.3)
            let end = settle(&reduced, from: 0.3)
            #expect(reduced.isSettled && end > 0)
            #expect(reduced.offset == normal.offset && reduced.selectedItem == normal.selectedItem, "\(profile) \(distance)")
            #expect(lowest >= 0, "\(profile) \(distance): \(lowest)")
        }
    }
}

extension PickerWheel {
    /// A fresh wheel configured as `other` (its own state at rest on its item).
    init(copying other: PickerWheel) { self = other }
}

@Suite struct PickerWheelEventPropertyTests {
    /// Seeded gestures (flicks, catches, two fingers, cancels) under every checked preference: events
    /// finite and in time order, and the wheel at rest on an item.
    @Test(arguments: PickerWheelEventTests.profiles)
    func seededGesturesGiveOrderedEventsUnderEveryPreference(profile: PickerWheelProfile) throws {
        var random = SeededRandom(seed: 3300)
        for _ in 0..<12 {
            let samples = seededGestureTrace(&random, container: Rect(x: 0, y: 0, width: 320, height: 216))
            let problem = try eventProblem(try PickerWheel(itemCount: 40, itemExtent: 32, profile: profile, selectedItem: 20), samples: samples)
            #expect(problem == nil, "\(profile): \(problem ?? "")")
        }
    }
}

@Suite struct PickerWheelSelectionEventTests {
    /// An animated selection ticks each item it passes and snaps on the item at its end; with a duration
    /// scale of 0 it is there at the call's time, with the same events at that time; at once, nothing.
    @Test(arguments: [PickerWheelProfile.uikit, .flutter()])
    func anAnimatedSelectionTicksAndSnaps(profile: PickerWheelProfile) throws {
        var animated = try PickerWheel(itemCount: 12, itemExtent: 32, profile: profile)
        var instant = animated, jump = animated
        instant.motionPreferences = try MotionPreferences(durationScale: 0)
        animated.selectItem(4, animated: true, at: 1)
        instant.selectItem(4, animated: true, at: 1)
        jump.selectItem(4, animated: false, at: 1)
        var events: [FeedbackEvent] = []
        var time = 1.0
        while !animated.isSettled { time += 1.0 / 120; animated.tick(at: time); events += animated.events }
        #expect(events.map(describeKind) == ["itemTicked 1", "itemTicked 2", "itemTicked 3", "itemTicked 4", "snapped 4"])
        #expect(events.allSatisfy { $0.time > 1 && $0.time <= time })
        instant.tick(at: 1)
        #expect(instant.isSettled && instant.offset == 128)
        #expect(instant.events.map(describeKind) == events.map(describeKind) && instant.events.allSatisfy { $0.time == 1 })
        jump.tick(at: 1)
        #expect(jump.offset == 128 && jump.events.isEmpty)
    }
}

private func describeKind(_ event: FeedbackEvent) -> String { "\(event.kind.rawValue) \(event.index ?? -1)" }
