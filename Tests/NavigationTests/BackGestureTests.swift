import _MotionTestSupport
import Dynamics
import Geometry
import Gestures
import Navigation
import Testing

/// Issue 31, back gestures: AOSP's `TouchTracker` progress for given thresholds, `BackProgressAnimator`'s
/// smoothing, exact commit and cancel, and the time rule.
@Suite struct BackGestureTests {
    /// AOSP's `TouchTracker.getProgress`, written out here from its source independently of the library.
    static func aosp(_ deltaX: Double, linear: Double, max: Double, factor: Double) -> Double {
        let maxDistance = max == 0 ? 1 : max
        var progress: Double
        if linear < maxDistance {
            let nonLinearDistance = maxDistance - linear
            let initialTarget = linear + nonLinearDistance * factor
            if deltaX <= linear {
                progress = deltaX / initialTarget
            } else {
                let currentTarget = initialTarget + (maxDistance - initialTarget) * ((deltaX - linear) / nonLinearDistance)
                progress = deltaX / currentTarget
            }
        } else {
            progress = deltaX / maxDistance
        }
        return Swift.min(Swift.max(progress, 0), 1)
    }

    @Test(arguments: [(412.0, 1080.0, 0.2), (300, 600, 0.5), (100, 1000, 0), (412, 1440 / 2.625, 0.2), (500, 400, 0.2)])
    func androidRawProgressIsAOSPs(linear: Double, max: Double, factor: Double) throws {
        let profile = try BackGestureProfile.android(linearDistance: linear, maxDistance: max, nonLinearFactor: factor)
        for step in 0...60 {
            let distance = Double(step) * max / 50
            #expect(profile.rawProgress(distance: distance, width: 999) == Self.aosp(distance, linear: linear, max: max, factor: factor))
        }
    }

    @Test func androidDefaultsComeFromTheWidth() {
        // 1440 px at 2.625 dpr: 548.57 points wide, so L = 412, M = 548.57, k = 0.2.
        let width = 1440 / 2.625
        let t0 = 412 + (width - 412) * 0.2
        #expect(BackGestureProfile.android.rawProgress(distance: 300, width: width) == 300 / t0)
        let beyond = 500.0
        let target = t0 + (width - t0) * ((beyond - 412) / (width - 412))
        #expect(BackGestureProfile.android.rawProgress(distance: beyond, width: width) == beyond / target)
        // Narrower than 412: L = M, purely linear.
        #expect(BackGestureProfile.android.rawProgress(distance: 100, width: 360) == 100.0 / 360)
        #expect(BackGestureProfile.android.rawProgress(distance: 400, width: 360) == 1)
        #expect(BackGestureProfile.iOS.rawProgress(distance: 90, width: 360) == 0.25)
    }

    @Test func badThresholdsNameTheirParameter() {
        #expect(throws: ConfigurationError.self) { try BackGestureProfile.android(linearDistance: -1) }
        do {
            _ = try BackGestureProfile.android(nonLinearFactor: 2)
            Issue.record("accepted a factor of 2")
        } catch {
            #expect(error.parameter == "nonLinearFactor")
        }
        do {
            _ = try BackGesture(width: .nan)
            Issue.record("accepted a NaN width")
        } catch {
            #expect(error.parameter == "width")
        }
    }

    /// A swipe from the left edge: touch down at x = 2, moves every 10 ms, release.
    static func swipe(to end: Double, over duration: Double, edge: BackEdge = .left, width: Double = 400,
                      back: Double = 0) -> [PointerSample] {
        let start = edge == .left ? 2.0 : width - 2
        let sign: Double = edge == .left ? 1 : -1
        var samples = [touch(0, start, 500, .began, 0)]
        let count = Int((duration / 0.01).rounded())
        for index in 1...count {
            let f = Double(index) / Double(count)
            samples.append(touch(0, start + sign * (end * f - back * f * f), 500 + 30 * f, .moved, 0.01 * Double(index)))
        }
        samples.append(touch(0, samples.last!.location.x, samples.last!.location.y, .ended, duration + 0.005))
        return samples
    }

    static func run(_ gesture: BackGesture, _ samples: [PointerSample], fps: Double = 120) throws -> [BackGestureFrame] {
        var gesture = gesture
        var frames: [BackGestureFrame] = []
        try TraceReplay(fps: fps).run(&gesture, samples: samples) { _, _, frame in frames.append(frame) }
        return frames
    }

    @Test func aSlowShortSwipeCancelsAtExactlyZero() throws {
        let frames = try Self.run(try BackGesture(width: 400), Self.swipe(to: 60, over: 0.6))
        #expect(frames.last?.state == .cancelled)
        #expect(frames.last?.progress == 0)
        #expect(frames.contains { $0.state == .cancelling })
    }

    @Test(arguments: [BackEdge.left, .right])
    func aLongSwipeCommitsAtExactlyOne(edge: BackEdge) throws {
        let frames = try Self.run(try BackGesture(edge: edge, width: 400), Self.swipe(to: 300, over: 0.3, edge: edge))
        #expect(frames.last?.state == .committed)
        #expect(frames.last?.progress == 1)
        #expect(frames.allSatisfy { $0.progress >= 0 && $0.progress <= 1 && $0.edge == edge })
    }

    @Test func aFlickBackTowardTheEdgeCancels() throws {
        // Out to 250 points, then fast back toward the edge: the projection falls under half way.
        var samples = [touch(0, 2, 500, .began, 0), touch(0, 252, 500, .moved, 0.2)]
        samples += [touch(0, 200, 500, .moved, 0.22), touch(0, 150, 500, .moved, 0.24), touch(0, 150, 500, .ended, 0.24)]
        let frames = try Self.run(try BackGesture(width: 400), samples)
        #expect(frames.last?.state == .cancelled && frames.last?.progress == 0)
    }

    @Test func theSpringIsRetargetedAtEachTouchsOwnTimestamp() throws {
        // Samples at 0 and 0.013 s; the spring between them runs exactly from (0, 0) toward 50.
        var back = try BackGesture(width: 400)
        back.handle(touch(0, 0, 500, .began, 0))
        back.handle(touch(0, 200, 500, .moved, 0.013))
        back.tick(at: 0.02)
        let expected = SpringSolution<Double>(spring: Spring.composeDefault, from: 0, to: 50, initialVelocity: 0).value(at: 0.007)
        #expect(isClose(back.progress * 100, expected, absolute: 1e-9))
        #expect(back.rawProgress == 0.5)
        // Unsmoothed, it is the raw progress.
        var raw = try BackGesture(width: 400, profile: try .android(smoothed: false))
        raw.handle(touch(0, 0, 500, .began, 0))
        raw.handle(touch(0, 200, 500, .moved, 0.013))
        #expect(raw.tick(at: 0.02).progress == 0.5)
    }

    @Test func aFingerBackPastItsStartMovesTheStart() throws {
        var back = try BackGesture(width: 400, profile: try .android(smoothed: false))
        back.handle(touch(0, 100, 500, .began, 0))
        back.handle(touch(0, 60, 500, .moved, 0.01))     // behind the start: the start follows
        back.handle(touch(0, 160, 500, .moved, 0.02))
        #expect(back.rawProgress == 100.0 / 400)
    }

    @Test func iOSIsTheInteractivePopsLinearProgress() throws {
        var back = try BackGesture(width: 400, profile: .iOS)
        back.handle(touch(0, 0, 500, .began, 0))
        #expect(back.handle(touch(0, 100, 500, .moved, 0.1)).progress == 0.25)
        back.handle(touch(0, 300, 500, .moved, 0.2))
        back.handle(touch(0, 300, 500, .ended, 0.21))
        var time = 0.21
        while !back.isSettled { time += 1.0 / 60; back.tick(at: time) }
        #expect(back.frame.state == .committed && back.frame.progress == 1)
    }

    @Test func aCancelledTouchCancels() throws {
        var back = try BackGesture(width: 400)
        back.handle(touch(0, 0, 500, .began, 0))
        back.handle(touch(0, 300, 500, .moved, 0.1))
        back.handle(touch(0, 300, 500, .cancelled, 0.12))
        var time = 0.12
        while !back.isSettled { time += 1.0 / 60; back.tick(at: time) }
        #expect(back.frame.state == .cancelled && back.frame.progress == 0)
    }

    @Test(arguments: [BackGestureProfile.android, .iOS])
    func theSameTouchesGiveTheSameProgressAtEveryRate(profile: BackGestureProfile) throws {
        let gesture = try BackGesture(width: 400, profile: profile)
        for samples in [Self.swipe(to: 300, over: 0.25), Self.swipe(to: 80, over: 0.5), Self.swipe(to: 200, over: 0.3, back: 120)] {
            let worst = try largestRateDifference(gesture, samples: samples, jitterSeeds: [1, 2, 3]) { frame, _ in
                [frame.progress, frame.state == .committed ? 1 : 0, frame.state == .cancelled ? 1 : 0]
            }
            // Closed-form spring steps at the events' and frames' own times: the same to rounding.
            #expect(worst.difference <= 1e-9, "\(worst.difference) at t = \(worst.at), \(worst.rates)")
        }
    }
}

/// A host's back events (the system already recognised the gesture).
@Suite struct BackEventTests {
    @Test func aHostsProgressIsTheRawProgressAndItsCommitLandsOnOne() throws {
        var back = try BackGesture(width: 400)
        back.handle(BackEvent.progressed(progress: 0.5, touch: Point(x: 1, y: 1), time: 0))   // before a start: ignored
        #expect(back.state == .idle)
        back.handle(BackEvent.started(touch: Point(x: 0, y: 300), time: 1))
        back.handle(BackEvent.progressed(progress: 0.6, touch: Point(x: 240, y: 310), time: 1.05))
        #expect(back.rawProgress == 0.6 && back.frame.touchX == 240)
        back.tick(at: 1.1)
        let expected = SpringSolution<Double>(spring: Spring.composeDefault, from: 0, to: 60).value(at: 0.05) / 100
        #expect(isClose(back.progress, expected, absolute: 1e-12))
        back.handle(BackEvent.committed(time: 1.2))
        #expect(back.state == .committing)
        var time = 1.2
        while !back.isSettled { time += 1.0 / 60; back.tick(at: time) }
        #expect(back.frame.state == .committed && back.frame.progress == 1)
        back.handle(BackEvent.cancelled(time: 9))                  // no gesture: ignored
        #expect(back.frame.state == .committed)
    }

    @Test func aHostsCancelLandsOnZero() throws {
        var back = try BackGesture(edge: .right, width: 400, profile: .iOS)
        back.handle(BackEvent.started(touch: Point(x: 400, y: 300), time: 0))
        back.handle(BackEvent.progressed(progress: 0.3, touch: Point(x: 280, y: 300), time: 0.1))
        back.handle(BackEvent.progressed(progress: .nan, touch: Point(x: 280, y: 300), time: 0.12))
        #expect(back.progress == 0.3)
        back.handle(BackEvent.cancelled(time: 0.2))
        var time = 0.2
        while !back.isSettled { time += 1.0 / 60; back.tick(at: time) }
        #expect(back.frame.state == .cancelled && back.frame.progress == 0)
    }
}
