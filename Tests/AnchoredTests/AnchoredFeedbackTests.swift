import _MotionTestSupport
import Testing
@testable import Anchored

/// `snapped` at a settle's exact end, and the motion preferences (duration scale, Reduce Motion).
@Suite struct AnchoredFeedbackTests {
    enum Drawer: Hashable, Sendable { case closed, peek, open }

    func drawer(_ animation: AnchoredSettleAnimation = AnchoredDraggableDefaults.settleAnimation,
                preferences: MotionPreferences = .standard) throws -> AnchoredDraggable<Drawer> {
        var drag = try AnchoredDraggable(anchors: DraggableAnchors<Drawer>([.closed: 0, .peek: 120, .open: 300]), initialValue: Drawer.closed,
                                         settleAnimation: animation)
        drag.motionPreferences = preferences
        return drag
    }

    /// A flick right from 0 to 90 over 60 ms, released at `release` seconds.
    func flick(release: Double = 1.0) -> [PointerSample] {
        var samples = [PointerSample(pointer: 0, x: 40, y: 300, phase: .began, time: release - 0.06)]
        for step in 1...6 { samples.append(PointerSample(pointer: 0, x: 40 + 15 * Double(step), y: 300, phase: .moved, time: release - 0.06 + 0.01 * Double(step))) }
        samples.append(PointerSample(pointer: 0, x: 130, y: 300, phase: .ended, time: release))
        return samples
    }

    @Test func aTweenSnapsAtItsReleasePlusItsDurationTimesTheScale() throws {
        // A 0.3 s linear tween released at rest at t = 1 at 250 (nearer 300 than 120: open).
        for (scale, end) in [(1.0, 1.3), (2.0, 1.6), (0.5, 1.15)] {
            var drag = try drawer(.tween(duration: 0.3, curve: .linear), preferences: try MotionPreferences(durationScale: scale))
            drag.update(with: pan(.began, 0, at: 0.5))
            drag.update(with: pan(.changed, 250, at: 0.9))
            drag.update(with: pan(.ended, 250, at: 1.0))
            #expect(drag.targetValue == .open)
            let events = eventsUntilSettled(&drag, from: 1.0)
            #expect(events.count == 1 && events[0].kind == .snapped && events[0].index == 2, "scale \(scale)")
            // Measured: within 2.2e-16 s of the hand-computed end (the tick's time less the time past it).
            #expect(Swift.abs((events.first?.time ?? 0) - end) <= 1e-12, "scale \(scale): \(events)")
            #expect(drag.settledAt == events.first?.time && drag.offset == 300)
        }
    }

    @Test func theSameSnapsAtTheSameInstantsAtEveryRate() throws {
        // A flick to peek, then a second touch grabbing the settle and flicking back to closed.
        var samples = flick()
        samples += [PointerSample(pointer: 1, x: 200, y: 300, phase: .began, time: 1.05),
                    PointerSample(pointer: 1, x: 170, y: 300, phase: .moved, time: 1.07),
                    PointerSample(pointer: 1, x: 140, y: 300, phase: .ended, time: 1.09)]
        for animation in [AnchoredDraggableDefaults.settleAnimation, AnchoredDraggableDefaults.tweenAnimation,
                          .decay(.composeExponentialDecay, then: .composeDefault), .spring(.bouncy)] {
            let result = try eventsAtEveryRate(try drawer(animation), samples: samples)
            #expect(result.mismatch == nil, "\(animation): \(result.mismatch ?? "")")
            // Measured: 0 to 2.2e-16 s.
            #expect(result.largestDifference <= 1e-9, "\(animation)")
            // The decay reaches the peek anchor before the second touch (30 points at 1500 pt/s): it snaps there
            // first; the others are caught on their way.
            let decays = if case .decay = animation { true } else { false }
            #expect(result.events.map(\.kind) == (decays ? [.snapped, .snapped] : [.snapped]), "\(animation): \(result.events)")
            #expect(result.events.map(\.index) == (decays ? [1, 0] : [0]), "\(animation): \(result.events)")
        }
    }

    @Test func aSnapIsReportedOnceAtTheSettlesEndNotAtTheTickThatShowedIt() throws {
        var drag = try drawer()
        for sample in flick() { drag.handle(sample) }
        let events = eventsUntilSettled(&drag, from: 1.0, fps: 60)
        #expect(events.count == 1 && events[0].kind == .snapped && events[0].index == 1)
        #expect(events[0].time == drag.settledAt)
        // Within a frame before the tick that showed the rest.
        let shownAt = try #require(drag.clockTimeForTests)
        #expect(events[0].time <= shownAt && events[0].time > shownAt - 1.0 / 60)
        // Host calls that move without a motion report nothing; a tick drops what was reported.
        drag.snap(to: .open)
        drag.tick(at: shownAt + 1)
        #expect(drag.events.isEmpty)
    }

    @Test func aDurationScaleOfZeroRestsOnTheReleasesFrameInTheSamePlace() throws {
        for animation in [AnchoredDraggableDefaults.settleAnimation, AnchoredDraggableDefaults.tweenAnimation, .spring(.bouncy)] {
            var normal = try drawer(animation)
            var none = try drawer(animation, preferences: try MotionPreferences(durationScale: 0))
            for sample in flick() {
                normal.handle(sample)
                none.handle(sample)
            }
            let normalEvents = eventsUntilSettled(&normal, from: 1.0)
            // The first tick at or after the release shows the rest.
            none.tick(at: 1.0)
            #expect(none.isSettled && none.offset == normal.offset && none.settledValue == normal.settledValue)
            #expect(none.events == [FeedbackEvent(.snapped, at: 1.0, index: normalEvents[0].index)])
        }
    }

    @Test func aScaleOfTwoShowsAtTwiceTheTimeWhatOneShowsAtTheTime() throws {
        var normal = try drawer(.spring(.bouncy))
        var slow = try drawer(.spring(.bouncy), preferences: try MotionPreferences(durationScale: 2))
        for sample in flick(release: 0) {
            normal.handle(sample)
            slow.handle(sample)
        }
        var worst = 0.0
        for step in 1...120 {
            let t = Double(step) / 120
            worst = Swift.max(worst, Swift.abs(slow.tick(at: 2 * t) - normal.tick(at: t)))
        }
        // Measured: 5.7e-14 points.
        #expect(worst <= 1e-9)
        #expect(Swift.abs((slow.settledAt ?? 0) / 2 - (normal.settledAt ?? 1)) <= 1e-12)
    }

    @Test func reduceMotionSettlesWithoutPassingTheAnchorAndEndsInTheSamePlace() throws {
        // A bouncy spring and a flick: it passes the anchor as designed, not with Reduce Motion.
        let reduced = try MotionPreferences(reduceMotion: true)
        for animation in [AnchoredSettleAnimation.spring(.bouncy), AnchoredDraggableDefaults.settleAnimation] {
            var normal = try drawer(animation)
            var calm = try drawer(animation, preferences: reduced)
            for sample in flick() {
                normal.handle(sample)
                calm.handle(sample)
            }
            var passedNormally = false, passedCalmly = false
            var time = 1.0
            while !(normal.isSettled && calm.isSettled) && time < 5 {
                time += 1.0 / 240
                if normal.tick(at: time) > 120 { passedNormally = true }
                if calm.tick(at: time) > 120 { passedCalmly = true }
            }
            #expect(passedNormally, "\(animation): the flick passes the peek anchor with motion on")
            #expect(!passedCalmly, "\(animation)")
            #expect(calm.offset == normal.offset && calm.settledValue == normal.settledValue && calm.isSettled)
        }
    }

    @Test func reduceMotionRaisesTheDampingToCriticalAndLimitsTheStartSpeed() throws {
        let spring = Spring.bouncy.withoutBounce
        #expect(spring.dampingRatio == 1 && spring.stiffness == Spring.bouncy.stiffness)
        #expect(Spring.composeDefault.withoutBounce == Spring.composeDefault)
        // Critically damped: ω₀·d.
        let omega = Spring.composeDefault.naturalFrequency
        #expect(Spring.composeDefault.speedWithoutOvershoot(distance: 10) == omega * 10)
    }
}

extension AnchoredDraggable {
    /// The clock's last time, for the tests.
    var clockTimeForTests: Double? { axis.clock.time }
}

/// The rubber band's inverse is Geometry's: the same numbers as the hand-written one it replaced.
@Suite struct AnchoredOverscrollInverseTests {
    @Test func theInverseIsTheBandsFormulaWithGeometrysCap() {
        let band = AnchoredOverscroll.rubberBand(dimension: 375)
        for shown in [-500.0, -374.9, -120, -0.5, 0, 150, 300, 300.5, 420, 674.6, 675, 1e6] {
            // x = b·d / (0.55·(d − b)) past an end, b capped at 99.9 % of d (the replaced code's formula).
            let past = shown > 300 ? shown - 300 : (shown < 0 ? 0 - shown : 0)
            let b = Swift.min(past, 375 * 0.999)
            let pulled = b * 375 / (0.55 * (375 - b))
            let expected = shown > 300 ? 300 + pulled : (shown < 0 ? 0 - pulled : shown)
            let inverse = band.resistance.dragPosition(showing: shown, in: 0...300)
            #expect(inverse == expected, "\(shown)")
            if shown > -374 && shown < 674 { #expect(Swift.abs(band.offset(forDrag: inverse, in: 0...300) - shown) <= 1e-9) }
        }
    }
}
