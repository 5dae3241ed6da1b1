import _MotionTestSupport
import Geometry
import Gestures
import Navigation
import Testing

/// Feedback events and motion preferences of the zoom transition: the dismissal's threshold, `dismissed`
/// at the flight's exact end, the duration scale and Prefer Cross-Fade.
@Suite struct ZoomTransitionFeedbackTests {
    static let screen = ZoomTransitionTests.screen
    static let cell = ZoomTransitionTests.cell

    /// Past half the height (450 of 844 points) and released still moving down: dismisses.
    static let farDrag = ZoomTransitionTests.drag(from: Point(x: 200, y: 200), by: Vector(dx: 10, dy: 450), over: 0.25)

    static func zoom(_ preferences: MotionPreferences = .standard) throws -> ZoomTransition {
        var zoom = try ZoomTransition(container: screen, source: cell, sourceCornerRadius: 12)
        zoom.motionPreferences = preferences
        return zoom
    }

    @Test func theThresholdAndTheDismissalComeOnceAtTheSameInstantsAtEveryRate() throws {
        let (events, largest, mismatch) = try eventsAtEveryRate(try Self.zoom(), samples: Self.farDrag)
        #expect(mismatch == nil, "\(mismatch ?? "")")
        #expect(largest <= 1e-9)
        #expect(events.map(\.kind) == [.thresholdActivated, .dismissed])
        // The drag's progress passes 0.5 at the first sample at or past 422 points down: y = 450·f².
        let crossing = Self.farDrag.first { $0.location.y - 200 >= 422 }
        #expect(events.first?.time == crossing?.time)
    }

    @Test func theDismissalIsStampedWhereTheFlightSettles() throws {
        var zoom = try Self.zoom()
        for sample in Self.farDrag { zoom.handle(sample) }
        var time = Self.farDrag.last!.time, lastFlying = time, dismissed: FeedbackEvent?
        while !zoom.isSettled {
            time += 1.0 / 240
            zoom.tick(at: time)
            if let event = zoom.events.first(where: { $0.kind == .dismissed }) { dismissed = event }
            if !zoom.isSettled { lastFlying = time }
        }
        let event = try #require(dismissed)
        #expect(event.time > lastFlying - 1.0 / 240 && event.time <= time + 1e-9, "\(event.time): \(lastFlying)...\(time)")
    }

    @Test func aMovingSourceGivesTheSameDismissalAtEveryRate() throws {
        var times: [Double] = []
        for fps in [60.0, 120, 144, 240] {
            var zoom = try Self.zoom()
            for sample in Self.farDrag { zoom.handle(sample) }
            var events: [FeedbackEvent] = []
            var t = Self.farDrag.last!.time, moved = false
            while !zoom.isSettled {
                t += 1 / fps
                if !moved, t >= 0.3 { zoom.moveSource(to: Self.cell.offsetBy(Vector(dx: 0, dy: -120)), at: 0.3); moved = true }
                zoom.tick(at: t)
                events += zoom.events
            }
            #expect(events.map(\.kind) == [.thresholdActivated, .dismissed])
            times.append(events.last?.time ?? 0)
        }
        #expect(times.allSatisfy { Swift.abs($0 - times[0]) <= 1e-9 }, "\(times)")
    }

    @Test func durationScaleZeroDismissesOnTheReleasesFrame() throws {
        var zoom = try Self.zoom(try MotionPreferences(durationScale: 0))
        for sample in Self.farDrag { zoom.handle(sample) }
        let release = Self.farDrag.last!.time
        let frame = zoom.tick(at: release)
        #expect(frame == ZoomFrame(state: .dismissed, frame: Self.cell, cornerRadius: 12, progress: 1))
        #expect(zoom.events.filter { $0.kind == .dismissed }.map(\.time) == [release])
    }

    @Test func durationScaleTwoShowsAtTwiceTheTime() throws {
        func frames(_ scale: Double) throws -> [ZoomFrame] {
            var zoom = try Self.zoom(try MotionPreferences(durationScale: scale))
            for sample in Self.farDrag { zoom.handle(sample) }
            return [0.01, 0.05, 0.1, 0.2].map { zoom.tick(at: Self.farDrag.last!.time + scale * $0) }
        }
        for (a, b) in zip(try frames(1), try frames(2)) {
            #expect(isClose(a.frame.origin, b.frame.origin, absolute: 1e-9) && isClose(a.frame.width, b.frame.width, absolute: 1e-9))
            #expect(isClose(a.progress, b.progress, absolute: 1e-12))
        }
    }

    @Test func preferCrossFadeFadesTheViewWhereItWasReleased() throws {
        var zoom = try Self.zoom(try MotionPreferences(prefersCrossFadeTransitions: true))
        var released = ZoomFrame(state: .presented, frame: .zero, cornerRadius: 0, progress: 0)
        for sample in Self.farDrag { released = zoom.handle(sample) }
        #expect(released.state == .dismissing && released.alpha == 1)
        var time = Self.farDrag.last!.time, alpha = 1.0, events: [FeedbackEvent] = []
        while !zoom.isSettled {
            time += 1.0 / 120
            let frame = zoom.tick(at: time)
            events += zoom.events
            if frame.state == .dismissing {
                #expect(frame.frame == released.frame && frame.alpha <= alpha && frame.alpha >= 0)
                alpha = frame.alpha
            }
        }
        #expect(zoom.frame == ZoomFrame(state: .dismissed, frame: Self.cell, cornerRadius: 12, progress: 1, alpha: 0))
        // The same instant as the flight it replaces.
        let flight = replayedEvents(try Self.zoom(), samples: Self.farDrag, replay: try TraceReplay(fps: 120))
        #expect(events.filter { $0.kind == .dismissed }.map(\.time) == flight.filter { $0.kind == .dismissed }.map(\.time))
    }
}
