import _MotionTestSupport
import Dynamics
import Geometry
import Gestures
import Navigation
import Testing

/// Feedback events and motion preferences of the back gesture: the commit threshold crossed by the finger
/// (once, with its band), `committed` at the motion's exact end, the duration scale.
@Suite struct BackGestureFeedbackTests {
    static func sample(_ x: Double, _ time: Double, _ phase: PointerPhase = .moved) -> PointerSample {
        PointerSample(pointer: 0, x: x, y: 500, phase: phase, time: time)
    }

    /// On a 400-point screen from x = 2: past half at 0.2 s (0.525), back inside the band at 0.25 s
    /// (0.495: nothing), below it at 0.3 s (0.47), past again at 0.35 s (0.65), held, released at 0.45 s.
    static let acrossAndBack = [sample(2, 0, .began), sample(102, 0.1), sample(212, 0.2), sample(200, 0.25), sample(190, 0.3),
                                sample(262, 0.35), sample(262, 0.4), sample(262, 0.45, .ended)]

    @Test(arguments: [BackGestureProfile.iOS, BackGestureProfile.android])
    func theThresholdIsCrossedAtTheTouchesAndTheCommitComesOnce(profile: BackGestureProfile) throws {
        let back = try BackGesture(width: 400, profile: profile)
        let (events, largest, mismatch) = try eventsAtEveryRate(back, samples: Self.acrossAndBack)
        #expect(mismatch == nil, "\(mismatch ?? "")")
        #expect(largest <= 1e-9)
        #expect(events.map(\.kind) == [.thresholdActivated, .thresholdDeactivated, .thresholdActivated, .committed])
        guard events.count == 4 else { return }
        #expect(events[0].time == 0.2 && events[1].time == 0.3 && events[2].time == 0.35)
        #expect(events[3].time > 0.45)
    }

    @Test func iOSCommitsAtTheReleasePlusThePopsRemainingTime() throws {
        var back = try BackGesture(width: 400, profile: .iOS)
        for sample in Self.acrossAndBack { back.handle(sample) }
        // Held still: the velocity-aware completion takes (1 − 0.65) × 0.5 s.
        var events: [FeedbackEvent] = [], time = 0.45
        while !back.isSettled { time += 1.0 / 60; back.tick(at: time); events += back.events }
        events.removeAll { $0.kind != .committed }   // the first tick also reports the finger's crossings
        #expect(events.map(\.kind) == [.committed])
        #expect(isClose(events.first?.time ?? 0, 0.45 + 0.35 * 0.5, absolute: 1e-12))
    }

    @Test func androidCommitsWhenItsSpringSettles() throws {
        var back = try BackGesture(width: 400)
        for sample in Self.acrossAndBack { back.handle(sample) }
        // BackProgressAnimator's spring from where it is at the release, written out: it settles (0.1 %
        // of its leg) at the solved instant, and the frames show it committed from about there.
        var events: [FeedbackEvent] = [], time = 0.45, lastMoving = 0.45
        while !back.isSettled {
            time += 1.0 / 240
            back.tick(at: time)
            events += back.events
            if !back.isSettled { lastMoving = time }
        }
        let commit = try #require(events.last)
        #expect(commit.kind == .committed)
        #expect(commit.time > lastMoving - 1.0 / 240 && commit.time <= time + 1e-9, "\(commit.time) vs \(lastMoving)...\(time)")
    }

    @Test func jitterAtTheThresholdReportsOneCrossing() throws {
        var samples = [Self.sample(2, 0, .began), Self.sample(150, 0.05), Self.sample(205, 0.1)]
        for step in 0..<40 { samples.append(Self.sample(step % 2 == 0 ? 196 : 206, 0.11 + Double(step) * 0.008)) }
        samples.append(Self.sample(206, 0.5, .ended))
        for profile in [BackGestureProfile.iOS, .android] {
            let events = replayedEvents(try BackGesture(width: 400, profile: profile), samples: samples,
                                                replay: try TraceReplay(fps: 120, jitterSeed: 9))
            #expect(events.first?.kind == .thresholdActivated && events.first?.time == 0.1)
            #expect(events.filter { $0.kind == .thresholdActivated || $0.kind == .thresholdDeactivated }.count == 1)
        }
    }

    @Test(arguments: [BackGestureProfile.iOS, BackGestureProfile.android])
    func durationScaleZeroEndsOnTheReleasesFrame(profile: BackGestureProfile) throws {
        for (samples, end) in [(Self.acrossAndBack, BackGestureState.committed),
                               (Array(Self.acrossAndBack.prefix(5)) + [Self.sample(190, 0.45, .ended)], .cancelled)] {
            var back = try BackGesture(width: 400, profile: profile)
            back.motionPreferences = try MotionPreferences(durationScale: 0)
            for sample in samples { back.handle(sample) }
            let frame = back.tick(at: 0.45)
            #expect(frame.state == end && frame.progress == (end == .committed ? 1 : 0))
            #expect(back.isSettled)
            let commits = back.events.filter { $0.kind == .committed }
            #expect(commits.map(\.time) == (end == .committed ? [0.45] : []))
        }
    }

    @Test(arguments: [BackGestureProfile.iOS, BackGestureProfile.android])
    func durationScaleTwoShowsAtTwiceTheTime(profile: BackGestureProfile) throws {
        func progress(_ scale: Double, at offsets: [Double]) throws -> [Double] {
            var back = try BackGesture(width: 400, profile: profile)
            back.motionPreferences = try MotionPreferences(durationScale: scale)
            for sample in Self.acrossAndBack { back.handle(sample) }
            return offsets.map { back.tick(at: 0.45 + scale * $0).progress }
        }
        let offsets = [0.01, 0.03, 0.06, 0.1]
        for (a, b) in zip(try progress(1, at: offsets), try progress(2, at: offsets)) {
            #expect(isClose(a, b, absolute: 1e-9), "\(a) vs \(b)")
        }
    }
}
