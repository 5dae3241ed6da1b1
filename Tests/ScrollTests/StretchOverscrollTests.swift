import Dynamics
import Foundation
import Geometry
import Gestures
import Scroll
import Testing
import _MotionTestSupport

/// Android 12's stretch overscroll, as Flutter's `_StretchController` ports `EdgeEffect`.
@Suite struct StretchOverscrollTests {
    @Test func theConstantsAreFlutters() throws {
        #expect(StretchOverscroll.naturalFrequency == 24.657)
        #expect(StretchOverscroll.dampingRatio == 0.98)
        #expect(StretchOverscroll.timeCorrection == 0.8)
        #expect(StretchOverscroll.stretchIntensity == 0.016)
        #expect(StretchOverscroll.exponentialScalar == M_E / 0.33)
        #expect(StretchOverscroll.flingVelocityFriction == 1.0 / 6000)
        #expect(StretchOverscroll.maximumFlingVelocity == 0.5)
        #expect(StretchOverscroll.absorbVelocityFriction == 1.0 / 3000)
        #expect(StretchOverscroll.maximumAbsorbVelocity == 1.25)
        let spring = StretchOverscroll.spring
        #expect(spring.mass == 1)
        #expect(spring.stiffness == 24.657 * 24.657 * 0.8 * 0.8)
        #expect(abs(spring.dampingRatio - 0.98) < 1e-15)
    }

    @Test func thePullIsLinearPlusExponential() {
        for x in [0.01, 0.1, 0.25, 0.5, 1.0] {
            let expected = 0.016 * x + 0.016 * (1 - exp(-x * M_E / 0.33))
            #expect(StretchOverscroll.pullStretch(x) == expected)
            #expect(StretchOverscroll.pullStretch(-x) == -expected)
        }
        // Clamped to the viewport's length, as Flutter clamps the pull to ±1.
        #expect(StretchOverscroll.pullStretch(3) == StretchOverscroll.pullStretch(1))
        #expect(StretchOverscroll.pullStretch(.nan) == 0)
        #expect(StretchOverscroll.pullStretch(0) == 0)
    }

    @Test func aReleaseSpringsWithItsCappedVelocityAndRestsOnExactlyZero() {
        var edge = StretchOverscroll()
        edge.pull(-0.25, at: 1)
        let pulled = StretchOverscroll.pullStretch(-0.25)
        #expect(edge.value(at: 1) == pulled)
        edge.release(velocity: -60_000, at: 2)      // × 1/6000 = −10, capped at −0.5, × 0.8
        let solution = SpringSolution<Double>(spring: StretchOverscroll.spring, from: pulled, to: 0, initialVelocity: -0.4)
        #expect(edge.value(at: 2) == pulled)
        #expect(edge.value(at: 2.05) == solution.value(at: 2.05 - 2))
        let end = 2 + solution.settlingTime(threshold: StretchOverscroll.settling)
        #expect(!edge.isSettled(at: end - 0.001))
        #expect(edge.isSettled(at: end))
        #expect(edge.value(at: end) == 0)
        #expect(edge.value(at: end + 10) == 0)
    }

    @Test func anImpactIsAbsorbedWithItsCappedVelocity() {
        var edge = StretchOverscroll()
        edge.absorb(velocity: -1500, at: 0)         // × 1/3000 = −0.5, × 0.8
        let solution = SpringSolution<Double>(spring: StretchOverscroll.spring, from: 0, to: 0, initialVelocity: -0.4)
        #expect(edge.value(at: 0.03) == solution.value(at: 0.03))
        #expect(edge.value(at: 0.03) < 0)
        var hard = StretchOverscroll()
        hard.absorb(velocity: -30_000, at: 0)       // capped at −1.25
        let capped = SpringSolution<Double>(spring: StretchOverscroll.spring, from: 0, to: 0, initialVelocity: -1.0)
        #expect(hard.value(at: 0.03) == capped.value(at: 0.03))
        var still = StretchOverscroll()
        still.absorb(velocity: 0, at: 0)
        #expect(still.isSettled(at: 0) && still.value(at: 0.1) == 0)
    }

    @Test func aTouchDuringTheRecedeCatchesIt() {
        var edge = StretchOverscroll()
        edge.pull(0.5, at: 0)
        edge.release(velocity: 0, at: 0.1)
        let caught = edge.value(at: 0.15)
        #expect(caught > 0 && caught < StretchOverscroll.pullStretch(0.5))
        edge.catchRecede(at: 0.15)
        #expect(edge.value(at: 0.15) == caught)
        #expect(edge.value(at: 1) == caught)                     // held, not receding
        edge.pull(0.1, at: 0.2)                                  // the pull adds to what was caught
        #expect(edge.value(at: 0.2) == StretchOverscroll.pullStretch(0.1) + caught)
    }

    // MARK: On the scroll view

    func androidList(offset: Double = 0) throws -> ScrollBehavior {
        var list = try ScrollBehavior(contentSize: Size(width: 390, height: 3000), viewportSize: Size(width: 390, height: 800),
                                      contentOffset: Point(x: 0, y: offset), physics: .flutterClamping)
        list.stretchesOverscroll = true
        return list
    }

    @Test func aPullPastTheTopStretchesAndTheContentNeverPassesIt() throws {
        var list = try androidList()
        list.handle(touch(0, 200, 100, .began, 0))
        list.handle(touch(0, 200, 200, .moved, 0.1))
        #expect(list.contentOffset.y == 0)
        #expect(list.stretch == StretchOverscroll.pullStretch(-100.0 / 800))
        list.handle(touch(0, 200, 300, .moved, 0.2))
        #expect(list.stretch == StretchOverscroll.pullStretch(-200.0 / 800))
        list.handle(touch(0, 200, 300, .moved, 0.4))
        list.handle(touch(0, 200, 300, .ended, 0.41))
        #expect(!list.isSettled)
        var time = 0.41
        var smallest = 0.0
        while !list.isSettled && time < 5 {
            time += 1.0 / 120
            list.tick(at: time)
            #expect(list.contentOffset.y == 0)
            smallest = min(smallest, list.stretch)
            #expect(list.stretch <= 0)
        }
        #expect(list.isSettled)
        #expect(list.stretch == 0)
        #expect(smallest >= StretchOverscroll.pullStretch(-200.0 / 800))
    }

    @Test func movingBackInsideRelaxesTheStretchAndScrolls() throws {
        var list = try androidList()
        list.handle(touch(0, 200, 100, .began, 0))
        list.handle(touch(0, 200, 300, .moved, 0.1))
        list.handle(touch(0, 200, 50, .moved, 0.2))
        #expect(list.contentOffset.y == 50)
        let relaxing = list.stretch
        #expect(relaxing == StretchOverscroll.pullStretch(-200.0 / 800))   // the spring starts at the sample
        list.tick(at: 0.25)
        #expect(list.stretch > relaxing && list.stretch < 0)
    }

    @Test func aFlingThatReachesTheTopIsAbsorbedThereAndRelaxes() throws {
        var list = try androidList(offset: 400)
        let flick = [touch(0, 200, 100, .began, 0), touch(0, 200, 160, .moved, 0.016), touch(0, 200, 260, .moved, 0.032),
                     touch(0, 200, 380, .ended, 0.048)]
        for sample in flick { list.handle(sample) }
        var time = 0.048
        var deepest = 0.0
        var reachedTop = false
        while !list.isSettled && time < 5 {
            time += 1.0 / 120
            list.tick(at: time)
            #expect(list.contentOffset.y >= 0)
            if list.contentOffset.y == 0 { reachedTop = true }
            deepest = min(deepest, list.stretch)
        }
        #expect(reachedTop)
        #expect(deepest < -0.01)
        #expect(list.stretch == 0)
        #expect(list.isSettled)
    }

    @Test func theStretchIsTheSameAtEveryRate() throws {
        let traces: [[PointerSample]] = [
            [touch(0, 200, 100, .began, 0), touch(0, 200, 160, .moved, 0.016), touch(0, 200, 260, .moved, 0.032),
             touch(0, 200, 380, .ended, 0.048)],
            [touch(0, 200, 100, .began, 0), touch(0, 200, 250, .moved, 0.13), touch(0, 200, 420, .moved, 0.31),
             touch(0, 200, 430, .ended, 0.37), touch(0, 200, 300, .began, 0.45), touch(0, 200, 500, .moved, 0.6),
             touch(0, 200, 520, .ended, 0.61)],
        ]
        for (index, samples) in traces.enumerated() {
            let worst = try largestRateDifference(try androidList(offset: index == 0 ? 400 : 0), samples: samples) { frame, list in
                [frame.contentOffset.y, list.stretch]
            }
            #expect(worst.difference < 1e-12, "trace \(index): \(worst)")
        }
    }

    @Test func otherProfilesDoNotStretch() throws {
        var list = try ScrollBehavior(contentSize: Size(width: 390, height: 3000), viewportSize: Size(width: 390, height: 800))
        list.stretchesOverscroll = true
        list.handle(touch(0, 200, 100, .began, 0))
        list.handle(touch(0, 200, 300, .moved, 0.1))
        #expect(list.stretch == 0)
        #expect(list.contentOffset.y < 0)     // UIKit's rubber band instead
    }
}

/// Found by the interaction fuzzer: a host whose clock restarts (a tick far earlier than the last) while
/// the stretch relaxes left it waiting for a time that never came. Such a tick is a new time base, as
/// `FrameClock` rules: the stretch continues from where it was and relaxes to exactly 0.
@Suite struct StretchTimeBaseTests {
    @Test func aRelaxingStretchEndsWhenTheHostsClockRestarts() throws {
        var list = try ScrollBehavior(contentSize: Size(width: 375, height: 3000), viewportSize: Size(width: 375, height: 667),
                                      physics: .flutterClamping)
        list.stretchesOverscroll = true
        list.handle(PointerSample(pointer: 0, x: 100, y: 100, phase: .began, time: 1e6))
        list.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .moved, time: 1e6 + 0.2))
        list.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .ended, time: 1e6 + 0.3))
        list.tick(at: 1e6 + 0.31)
        #expect(list.stretch < 0)
        var time = 0.0
        while !list.isSettled && time < 10 { time += 1.0 / 60; list.tick(at: time) }
        #expect(list.isSettled && list.stretch == 0 && list.contentOffset.y == 0 && time < 2)
    }
}
