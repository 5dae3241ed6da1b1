import Testing
@testable import Anchored

/// The drag, the settle animations (each rests exactly on its anchor at a time fixed at the release),
/// the host calls and the overscroll rules.
@Suite struct AnchoredDraggableTests {
    enum Drawer: Hashable, Sendable { case closed, open }

    func drawer(_ animation: AnchoredSettleAnimation = AnchoredDraggableDefaults.settleAnimation,
                overscroll: AnchoredOverscroll = .clamped) throws -> AnchoredDraggable<Drawer> {
        try AnchoredDraggable(anchors: DraggableAnchors([.closed: 0, .open: 300]), initialValue: .closed,
                              settleAnimation: animation, overscroll: overscroll)
    }

    /// Ticks at 120 Hz from `start` until settled; returns the time of the first tick that showed rest.
    func settle(_ drag: inout AnchoredDraggable<Drawer>, from start: Double) -> Double {
        var time = start
        while !drag.isSettled, time < start + 10 {
            time += 1.0 / 120
            drag.tick(at: time)
        }
        return time
    }

    /// A drag fed through `handle` estimates the finger's velocity only when it is read, with the numbers
    /// the same samples give a host-driven drag (a pan of its own, its snapshot read at every sample), and
    /// the release and the whole settle are the same.
    @Test func aHandledDragReadsTheFingersVelocityWhenAskedWithTheSameNumbers() throws {
        var handled = try drawer()
        var hosted = try drawer()
        var hostPan = handled.pan
        var samples: [PointerSample] = []
        for i in 0..<12 {
            let step = Double(i)
            let x: Double = 10 + 2.25 * step * step
            samples.append(PointerSample(pointer: 0, x: x, y: 300, phase: i == 0 ? .began : .moved, time: step / 120))
        }
        samples.append(PointerSample(pointer: 0, x: 260, y: 300, phase: .ended, time: 11.5 / 120))
        for sample in samples {
            let shown = handled.handle(sample)
            hostPan.handle(sample)
            #expect(shown == hosted.update(with: hostPan.snapshot))
            #expect(handled.velocity == hosted.velocity)
            if handled.state == .dragging { #expect(handled.velocity == handled.pan.velocity.dx) }
        }
        #expect(handled.lastRelease?.velocity == hosted.lastRelease?.velocity && handled.lastRelease?.offset == hosted.lastRelease?.offset)
        #expect(handled.lastRelease?.target == hosted.lastRelease?.target && handled.lastRelease?.time == hosted.lastRelease?.time)
        #expect(handled.velocity != 0 && handled.velocity == hosted.velocity)
        for frame in 12..<120 {
            let time = Double(frame) / 120
            #expect(handled.tick(at: time) == hosted.tick(at: time))
        }
    }

    @Test func aDragFollowsTheFingerAndAFlingOpensWithComposesSpring() throws {
        var drag = try drawer()
        drag.update(with: pan(.began, 0, at: 0))
        drag.update(with: pan(.changed, 80, velocity: 900, at: 0.05))
        #expect(drag.offset == 80)
        #expect(drag.state == .dragging)
        #expect(drag.targetValue == .closed)                 // a release at rest would go back
        drag.update(with: pan(.ended, 90, velocity: 900, at: 0.06))
        #expect(drag.lastRelease == AnchoredRelease(offset: 90, velocity: 900, target: .open, time: 0.06, wasCancelled: false))
        #expect(drag.state == .settling)
        #expect(drag.targetValue == .open)
        #expect(drag.settledValue == .closed)
        // The settle is the exact spring from the release: half-way through a frame it is where the closed
        // form says, at the release's time and not the next frame's.
        let solution = SpringSolution(spring: .composeDefault, from: 90.0, to: 300, initialVelocity: 900)
        #expect(drag.tick(at: 0.07) == solution.value(at: 0.07 - 0.06))
        let end = 0.06 + solution.settlingTime()
        drag.tick(at: end.nextDown)
        #expect(drag.state == .settling)
        #expect(drag.tick(at: end) == 300)
        #expect(drag.state == .idle)
        #expect(drag.settledValue == .open && drag.currentValue == .open && drag.velocity == 0)
    }

    @Test func aSlowReleaseShortOfHalfWayGoesBack() throws {
        var drag = try drawer()
        drag.update(with: pan(.began, 0, at: 0))
        drag.update(with: pan(.changed, 149, velocity: 100, at: 0.5))
        drag.update(with: pan(.ended, 149, velocity: 100, at: 0.6))
        #expect(drag.lastRelease?.target == .closed)
        _ = settle(&drag, from: 0.6)
        #expect(drag.offset == 0 && drag.settledValue == .closed)
    }

    @Test func decayThenSnapCoastsOntoTheAnchorAndStopsThere() throws {
        var drag = try drawer(.decay(.composeExponentialDecay, then: .composeDefault))
        drag.update(with: pan(.began, 0, at: 0))
        drag.update(with: pan(.ended, 1, velocity: 2000, at: 0))
        // 2000 pt/s coasts 2000/4.2 = 476 points: it reaches 300 (299 on) when e^(−4.2 t) = 1 − 299·4.2/2000.
        let arrival = Double.log(1 - 299 * 4.2 / 2000) / -4.2
        drag.tick(at: 0.1)
        // Measured 5.7e-14 from the formula (the rate's ln(e^(−0.0042)) rounds).
        #expect(Swift.abs(drag.offset - (1 + 2000 / 4.2 * (1 - Double.exp(-0.42)))) < 1e-12)
        drag.tick(at: arrival - 1e-6)
        #expect(drag.state == .settling && drag.offset < 300)
        drag.tick(at: arrival + 1e-9)
        #expect(drag.offset == 300 && drag.state == .idle)
        // Too slow to coast there: the spring takes it (and still rests exactly on the anchor).
        var slow = try drawer(.decay(.composeExponentialDecay, then: .composeDefault))
        slow.update(with: pan(.began, 0, at: 0))
        slow.update(with: pan(.changed, 160, at: 0.5))
        slow.update(with: pan(.ended, 160, velocity: 100, at: 0.6))
        #expect(slow.lastRelease?.target == .open)
        let spring = SpringSolution(spring: .composeDefault, from: 160.0, to: 300, initialVelocity: 100)
        #expect(slow.tick(at: 0.7) == spring.value(at: 0.7 - 0.6))
        _ = settle(&slow, from: 0.7)
        #expect(slow.offset == 300)
    }

    @Test func aTweenIgnoresTheVelocityAndEndsAtItsDuration() throws {
        var drag = try drawer(AnchoredDraggableDefaults.tweenAnimation)
        drag.update(with: pan(.began, 0, at: 1))
        drag.update(with: pan(.ended, 200, velocity: 50, at: 1))
        let tween = try Tween(from: 200.0, to: 300, duration: 0.3, curve: MaterialEasing.legacy)
        #expect(drag.tick(at: 1.1) == tween.value(at: 1.1 - 1))
        drag.tick(at: 1.3.nextDown)
        #expect(drag.state == .settling)
        drag.tick(at: 1.3)
        #expect(drag.offset == 300 && drag.state == .idle)
    }

    @Test func aTouchStopsTheSettleWhereItWasAtTheTouch() throws {
        var drag = try drawer()
        drag.update(with: pan(.began, 0, at: 0))
        drag.update(with: pan(.ended, 100, velocity: 1500, at: 0.02))
        drag.tick(at: 0.05)
        // No frame between 0.05 and the touch at 0.09: it is caught where the spring was at 0.09.
        let solution = SpringSolution(spring: .composeDefault, from: 100.0, to: 300, initialVelocity: 1500)
        drag.update(with: pan(.began, 0, at: 0.09))
        #expect(drag.offset == solution.value(at: 0.09 - 0.02))
        #expect(drag.state == .dragging)
        drag.update(with: pan(.changed, -30, at: 0.12))
        #expect(drag.offset == solution.value(at: 0.09 - 0.02) - 30)
    }

    @Test func animateToAfterTheReleaseReplacesTheChoiceFromTheReleaseItself() throws {
        var chosen = try drawer()
        chosen.update(with: pan(.began, 0, at: 0))
        chosen.update(with: pan(.ended, 200, velocity: 600, at: 0.1))
        #expect(chosen.lastRelease?.target == .open)
        chosen.animate(to: .closed)                                   // the host vetoes, before the next tick
        let back = SpringSolution(spring: .composeDefault, from: 200.0, to: 0, initialVelocity: 600)
        #expect(chosen.tick(at: 0.15) == back.value(at: 0.15 - 0.1))
        _ = settle(&chosen, from: 0.15)
        #expect(chosen.offset == 0 && chosen.settledValue == .closed)
        // From rest: it starts at the last tick shown.
        chosen.animate(to: .open, using: AnchoredDraggableDefaults.tweenAnimation)
        #expect(chosen.state == .settling)
        let start = chosen.axis.clock.time ?? 0
        chosen.tick(at: start + 0.3)
        #expect(chosen.offset == 300)
        // A key that is not an anchor, or a call during a drag, changes nothing.
        chosen.update(with: pan(.began, 0, at: 5))
        chosen.animate(to: .closed)
        #expect(chosen.state == .dragging && chosen.offset == 300)
    }

    @Test func snapPutsTheOffsetOnTheAnchorAtOnce() throws {
        var drag = try drawer()
        drag.update(with: pan(.began, 0, at: 0))
        drag.update(with: pan(.ended, 120, velocity: 900, at: 0.1))
        drag.snap(to: .closed)
        #expect(drag.offset == 0 && drag.state == .idle && drag.settledValue == .closed)
        // During a drag the finger keeps moving it from the anchor.
        drag.update(with: pan(.began, 0, at: 1))
        drag.update(with: pan(.changed, 40, at: 1.1))
        drag.snap(to: .open)
        drag.update(with: pan(.changed, 30, at: 1.2))
        #expect(drag.offset == 290)
    }

    @Test func updateAnchorsMidSettleBendsToTheSameKeysNewPositionWithoutAJump() throws {
        var drag = try drawer()
        drag.update(with: pan(.began, 0, at: 0))
        drag.update(with: pan(.ended, 150, velocity: 800, at: 0.1))
        drag.tick(at: 0.15)
        let before = (drag.offset, drag.velocity)
        drag.updateAnchors(try DraggableAnchors([.closed: 0, .open: 260]))      // the drawer got narrower
        #expect(drag.offset == before.0 && drag.velocity == before.1)
        #expect(drag.targetValue == .open)
        let bent = SpringSolution(spring: .composeDefault, from: before.0, to: 260, initialVelocity: before.1)
        #expect(drag.tick(at: 0.2) == bent.value(at: (0.2 - 0.1) - (0.15 - 0.1)))
        _ = settle(&drag, from: 0.2)
        #expect(drag.offset == 260 && drag.settledValue == .open)
        // At rest the offset follows its anchor; a key that disappears gives the closest new anchor.
        drag.updateAnchors(try DraggableAnchors([.closed: 0, .open: 320]))
        #expect(drag.offset == 320 && drag.isSettled)
        drag.updateAnchors(try DraggableAnchors([.closed: -10]))
        #expect(drag.offset == -10 && drag.settledValue == .closed && drag.currentValue == .closed)
    }

    @Test func clampedDragStopsAtTheOuterAnchorsAndComesBackAtOnce() throws {
        var drag = try drawer()
        drag.update(with: pan(.began, 0, at: 0))
        drag.update(with: pan(.changed, 400, at: 0.1))
        #expect(drag.offset == 300)
        drag.update(with: pan(.changed, 380, at: 0.2))
        #expect(drag.offset == 280)                                     // Compose drops what went past
        drag.update(with: pan(.changed, -500, at: 0.3))
        #expect(drag.offset == 0)
    }

    @Test func pinnedDragStopsAtTheOuterAnchorsButKeepsWhatWentPast() throws {
        var drag = try drawer(overscroll: .pinned)
        drag.update(with: pan(.began, 0, at: 0))
        drag.update(with: pan(.changed, 400, at: 0.1))
        #expect(drag.offset == 300)
        drag.update(with: pan(.changed, 380, at: 0.2))
        #expect(drag.offset == 300)                                     // still 80 past: Flutter's extent
        drag.update(with: pan(.changed, 250, at: 0.3))
        #expect(drag.offset == 250)
    }

    @Test func rubberBandedDragResistsPastTheOuterAnchorsAndIsCaughtWithoutAJump() throws {
        var drag = try drawer(overscroll: .rubberBand(dimension: 300))
        drag.update(with: pan(.began, 0, at: 0))
        drag.update(with: pan(.changed, 360, at: 0.1))
        #expect(drag.offset == 300 + rubberBand(offset: 60, dimension: 300))
        drag.update(with: pan(.changed, 330, at: 0.2))
        #expect(drag.offset == 300 + rubberBand(offset: 30, dimension: 300))  // the finger must come back
        drag.update(with: pan(.ended, 330, at: 0.3))
        drag.tick(at: 0.35)
        let shown = drag.offset
        #expect(shown > 300)
        drag.update(with: pan(.began, 0, at: 0.35))
        #expect(Swift.abs(drag.offset - shown) < 1e-9)                  // caught past the edge, no jump
        #expect(drag.state == .dragging)
    }

    @Test func cancelSettlesOnTheClosestAnchorAndResetRests() throws {
        var drag = try drawer()
        drag.update(with: pan(.began, 0, at: 0))
        drag.update(with: pan(.changed, 170, velocity: -2000, at: 0.1))
        drag.update(with: pan(.cancelled, 170, velocity: -2000, at: 0.1))
        #expect(drag.lastRelease?.wasCancelled == true && drag.lastRelease?.target == .open)
        #expect(drag.lastRelease?.velocity == 0)
        drag.update(with: pan(.began, 0, at: 0.2))
        drag.update(with: pan(.changed, -100, at: 0.3))
        drag.reset()
        #expect(drag.isSettled && drag.offset == drag.anchors.position(of: drag.settledValue))
    }
}
