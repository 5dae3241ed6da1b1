import Dynamics
import Geometry
import Gestures
import PullToRefresh
import Scroll
import Testing
import _MotionTestSupport

@Suite struct RefreshEventTests {
    static let profiles: [(String, RefreshProfile)] = [("compose", .compose), ("material", .material), ("cupertino", .cupertino)]

    /// Armed, committed at the release and on the refreshing offset (Cupertino: the content); short of the
    /// threshold, back at 0: the same events at the same instants (1e-9) at every rate and jittered.
    @Test(arguments: [200.0, 600.0])
    func theSameEventsAtEveryRate(pullTo: Double) throws {
        for (name, profile) in Self.profiles {
            let samples = pullSamples(from: 100, to: pullTo, duration: 0.37, steps: 13, hold: 0.11)
            let run = try eventsAtEveryRate(try makeList(profile), samples: samples)
            #expect(run.mismatch == nil, "\(name): \(run.mismatch ?? "")")
            #expect(run.largestDifference <= 1e-9, "\(name)")
            let kinds = run.events.map { "\($0.kind.rawValue)\($0.index.map { " \($0)" } ?? "")" }
            let release = 0.37 + 0.11 + 0.01
            switch (name, pullTo) {
            case (_, 600):
                #expect(kinds == ["thresholdActivated", "committed", "snapped 1"], "\(name) \(kinds)")
                #expect(run.events[1].time == release)
            default: #expect(kinds == ["snapped 0"], "\(name) \(kinds)")
            }
        }
    }

    /// Material's indicator arrives on its refreshing offset exactly its 150 ms snap after the release, and
    /// returns at 0 its 200 ms scale-out after the host ends the refresh; Compose's arrives when its spring's
    /// duration estimate says.
    @Test func theArrivalsAreAtTheMotionsExactEnds() throws {
        var material = try makeList(.material)
        var events: [FeedbackEvent] = []
        events = collect(&material, pullSamples(from: 100, to: 600), until: 1)
        material.endRefreshing(at: 1.25)
        var time = 1.0
        while !material.isSettled { time += 1.0 / 60; material.tick(at: time); events += material.events }
        #expect(events.map(describe) == ["thresholdActivated@\(events[0].time)", "committed@0.71", "snapped 1@0.86", "snapped 0@1.45"])

        var compose = try makeList(.compose)
        var composeEvents: [FeedbackEvent] = []
        composeEvents = collect(&compose, pullSamples(from: 100, to: 600), until: 1.5)
        // The pull is 500 points: 250 past a threshold of 80 shows 80·(1 + 2 − 1) = 160, springing to 56.
        let seconds = Double(Spring.composeDefault.estimatedAnimationDurationMillis(initialDisplacement: (160 - 56) / 0.01, delta: 1)) / 1000
        #expect(composeEvents.map(\.kind) == [.thresholdActivated, .committed, .snapped])
        #expect(composeEvents.last?.time == 0.71 + seconds)
    }

    /// A finger held on the threshold with a 2-point tremor (1 point of Compose's indicator, inside the 5 %
    /// band) reports one activation; pulling back well below reports one deactivation.
    @Test func aFingerJitteringOnTheThresholdCrossesOnce() throws {
        var list = try makeList(.compose)
        var events: [FeedbackEvent] = []
        list.handle(touch(0, 200, 100, .began, 0))
        // Finger pull 160 is Compose's threshold (half of it is 80).
        for (index, pull) in [100.0, 161, 159, 161, 159, 161, 120].enumerated() {
            let time = 0.1 + 0.01 * Double(index)
            list.handle(touch(0, 200, 100 + pull, .moved, time))
            list.tick(at: time)
            events += list.events
        }
        #expect(events.map(describe) == ["thresholdActivated@0.11", "thresholdDeactivated@0.16"])
    }

    /// Duration scale 0: on the refreshing offset on the release's frame, at 0 at once when the host ends
    /// it, with the events at those instants; 2: the indicator at half speed.
    @Test(arguments: ["compose", "material"])
    func durationScales(name: String) throws {
        let profile: RefreshProfile = name == "compose" ? .compose : .material
        var instant = try makeList(profile)
        instant.motionPreferences = try MotionPreferences(durationScale: 0)
        var events: [FeedbackEvent] = []
        let samples = pullSamples(from: 100, to: 600)
        events = collect(&instant, samples, until: 0.71)
        instant.tick(at: 0.71)
        events += instant.events
        #expect(instant.state == .refreshing && instant.offset == profile.restingOffset)
        instant.endRefreshing(at: 0.8)
        instant.tick(at: 0.8)
        events += instant.events
        #expect(instant.state == .idle && instant.offset == 0 && instant.isSettled)
        #expect(events.map(\.kind) == [.thresholdActivated, .committed, .snapped, .snapped])
        #expect(events.suffix(3).map(\.time) == [0.71, 0.71, 0.8])

        var normal = try makeList(profile), slow = normal
        slow.motionPreferences = try MotionPreferences(durationScale: 2)
        for sample in samples { normal.handle(sample); slow.handle(sample) }
        for step in 0...120 {
            let t = Double(step) / 240
            #expect(Swift.abs(slow.tick(at: 0.71 + 2 * t).offset - normal.tick(at: 0.71 + t).offset) <= 1e-12, "\(name) \(t)")
        }
    }
}

/// `run`'s frames, collecting each tick's events (the inputs' are in the next tick's).
func collect(_ control: inout RefreshControl, _ samples: [PointerSample], until: Double) -> [FeedbackEvent] {
    var events: [FeedbackEvent] = []
    var time = samples.first?.time ?? 0
    for sample in samples {
        while time < sample.time {
            control.tick(at: time)
            events += control.events
            time += 1.0 / 120
        }
        control.handle(sample)
    }
    while time < until {
        control.tick(at: time)
        events += control.events
        time += 1.0 / 120
    }
    return events
}

@Suite struct RefreshEventPropertyTests {
    /// Pulls of every length, and seeded gestures, under every checked preference (no host ends a refresh:
    /// a refreshing control settles holding its offset).
    @Test func pullsGiveOrderedEventsUnderEveryPreference() throws {
        var random = SeededRandom(seed: 3303)
        for (name, profile) in RefreshEventTests.profiles {
            for pullTo in [150.0, 260, 420, 700] {
                let problem = try eventProblem(try makeList(profile), samples: pullSamples(from: 100, to: pullTo, duration: 0.3, steps: 9))
                #expect(problem == nil, "\(name) \(pullTo): \(problem ?? "")")
            }
            for _ in 0..<4 {
                let samples = seededGestureTrace(&random, container: Rect(x: 0, y: 0, width: 390, height: 800))
                let problem = try eventProblem(try makeList(profile), samples: samples)
                #expect(problem == nil, "\(name): \(problem ?? "")")
            }
        }
    }
}
