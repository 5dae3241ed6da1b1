import _MotionTestSupport
import Testing
import Transitions

private func animator(_ duration: Double = 1, _ timing: AnimatorTiming = .easeInOut) throws -> PropertyAnimator<Double> {
    try PropertyAnimator(duration: duration, timing: timing, from: 0, to: 100)
}

@Suite struct PropertyAnimatorStateTests {
    @Test func statesAndRunning() throws {
        var animator = try animator()
        #expect(animator.state == .inactive && !animator.isRunning)
        animator.start()
        #expect(animator.state == .active && animator.isRunning)
        animator.pause()
        #expect(animator.state == .active && !animator.isRunning)
        animator.stop(withoutFinishing: false)
        #expect(animator.state == .stopped && !animator.isRunning)
        animator.finish(at: .end)
        #expect(animator.state == .inactive)
        #expect(animator.value == 100)
    }

    @Test func runsItsCurveOverTheDurationAndCompletesOnce() throws {
        var animator = try animator(0.5)
        animator.start()
        animator.step(by: 0.125)
        #expect(isClose(animator.value, 100 * TimingCurve.easeInOut.value(at: 0.25), absolute: 1e-12))
        #expect(animator.fractionComplete == 0.25)
        #expect(animator.remainingTime == 0.375)
        var reports: [AnimatingPosition] = []
        for _ in 0..<100 { if let report = animator.step(by: 1.0 / 120) { reports.append(report) } }
        #expect(reports == [.end] && animator.completedPosition == .end)
        #expect(animator.value == 100 && animator.state == .inactive)
    }

    @Test func zeroDurationIsUIKitsTwoTenths() throws {
        let animator = try PropertyAnimator<Double>(duration: 0)
        #expect(animator.duration == 0.2)
        #expect(throws: ConfigurationError.self) { try PropertyAnimator<Double>(duration: -1) }
        #expect(throws: ConfigurationError.self) { try PropertyAnimator<Double>(duration: .nan) }
    }

    @Test func startAfterDelayCountsFramesFromTheCall() throws {
        var animator = try animator(1, .linear)
        animator.start(afterDelay: 0.2)
        #expect(animator.isRunning)
        animator.step(by: 0.1)
        #expect(animator.fractionComplete == 0 && animator.value == 0)
        #expect(isClose(animator.remainingTime, 1.1, absolute: 1e-15))
        animator.step(by: 0.2)
        #expect(isClose(animator.fractionComplete, 0.1, absolute: 1e-15))
    }

    @Test func pausesOnCompletionInsteadOfCompleting() throws {
        var animator = try animator(0.2, .linear)
        animator.pausesOnCompletion = true
        animator.start()
        #expect(animator.step(by: 0.3) == nil)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1 && animator.value == 100)
        #expect(animator.completedPosition == nil)
        animator.isReversed = true                    // then back again, completing at the start
        animator.start()
        #expect(animator.step(by: 0.1) == nil)
        #expect(animator.value == 50)
    }

    @Test func stopWithoutFinishingDropsTheCompletions() throws {
        var animator = try animator(1, .linear)
        animator.start()
        animator.step(by: 0.3)
        animator.stop(withoutFinishing: true)
        #expect(animator.state == .inactive && animator.value == 30)
        animator.step(by: 1)
        #expect(animator.value == 30 && animator.completedPosition == nil)
    }

    @Test(arguments: [(AnimatingPosition.end, 100.0), (.start, 0), (.current, 30)])
    func stopThenFinishAt(position: AnimatingPosition, value: Double) throws {
        var animator = try animator(1, .linear)
        animator.start()
        animator.step(by: 0.3)
        animator.isReversed = true
        animator.stop(withoutFinishing: false)
        #expect(animator.state == .stopped && !animator.isReversed && animator.value == 30)
        animator.fractionComplete = 0.9                  // ignored: not paused
        #expect(animator.finish(at: position) == position)
        #expect(animator.state == .inactive && animator.value == value)
        #expect(animator.completedPosition == position)
        #expect(animator.step(by: 0.01) == nil, "finish(at:) reports once, in its own return value")
        #expect(animator.finish(at: position) == nil, "ignored unless stopped")
    }
}

@Suite struct PropertyAnimatorScrubbingTests {
    @Test func fractionCompleteIsClampedAndMakesAnInactiveAnimatorPaused() throws {
        var animator = try animator()
        animator.fractionComplete = 1.5
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1 && animator.value == 100)
        animator.fractionComplete = -0.5
        #expect(animator.fractionComplete == 0 && animator.value == 0)
        animator.fractionComplete = .nan
        #expect(animator.fractionComplete == 0)
        // It does not complete by scrubbing, and it is a no-op while running.
        animator.fractionComplete = 1
        #expect(animator.step(by: 1) == nil && animator.state == .active)
        animator.fractionComplete = 0.4
        animator.start()
        animator.fractionComplete = 0.9
        #expect(animator.fractionComplete < 0.5)
    }

    @Test func pausingSwapsInALinearCurveAtTheVisualProgress() throws {
        var animator = try animator()
        animator.start()
        animator.step(by: 0.25)
        let shown = animator.value
        #expect(isClose(shown, 100 * TimingCurve.easeInOut.value(at: 0.25), absolute: 1e-12))
        animator.pause()
        #expect(animator.value == shown)                                    // nothing jumps
        #expect(isClose(animator.fractionComplete, shown / 100, absolute: 1e-12))
        animator.fractionComplete = 0.5
        #expect(animator.value == 50)                                       // scrubbing is 1:1
    }

    @Test func withoutLinearScrubbingTheFractionIsATimeFraction() throws {
        var animator = try animator()
        animator.scrubsLinearly = false
        animator.start()
        animator.step(by: 0.25)
        animator.pause()
        #expect(animator.fractionComplete == 0.25)
        animator.fractionComplete = 0.25
        #expect(isClose(animator.value, 100 * TimingCurve.easeInOut.value(at: 0.25), absolute: 1e-12))
        animator.scrubsLinearly = true                                      // ignored while paused
        #expect(!animator.scrubsLinearly)
    }

    @Test func flippingIsReversedMovesNothing() throws {
        var animator = try animator(1, .linear)
        animator.fractionComplete = 0.3
        animator.isReversed = true
        #expect(isClose(animator.fractionComplete, 0.7, absolute: 1e-15))
        #expect(isClose(animator.value, 30, absolute: 1e-12))
        animator.fractionComplete = 0.9                                     // 90 % of the way back
        #expect(isClose(animator.value, 10, absolute: 1e-12))
    }

    @Test func aReversedRunningAnimatorRunsBackOverTheTimeItCame() throws {
        var animator = try animator(1, .linear)
        animator.start()
        animator.step(by: 0.4)
        animator.isReversed = true
        #expect(animator.value == 40 && isClose(animator.fractionComplete, 0.6, absolute: 1e-15))
        #expect(isClose(animator.remainingTime, 0.4, absolute: 1e-15))
        #expect(isClose(animator.step(by: 0.1).map { _ in 1.0 } ?? animator.value, 30, absolute: 1e-12))
        #expect(animator.step(by: 0.3) == .start)
        #expect(animator.value == 0 && animator.completedPosition == .start)
    }

    @Test func startingReversedRunsFromTheEnd() throws {
        var animator = try animator(1, .linear)
        animator.isReversed = true
        animator.start()
        #expect(animator.value == 100)
        animator.step(by: 0.25)
        #expect(animator.value == 75)
    }
}

@Suite struct PropertyAnimatorContinueTests {
    /// D = 1 s, ease-in-out, paused with linear scrubbing at fc, continued with its own curve (f = 1):
    /// t' = C⁻¹(fc) and the remaining time is (1 − t')·f·D/(1 − fc).
    @Test(arguments: [(0.5, 0.5, 1.0), (0.9, 0.7793, 2.207), (0.99, 0.9284, 7.16)])
    func continueWithTheAnimatorsCurve(fraction: Double, resume: Double, remaining: Double) throws {
        var animator = try animator()
        animator.fractionComplete = fraction
        animator.continueAnimation(timing: nil, durationFactor: 1)
        #expect(animator.isRunning)
        let tPrime = animator.fractionComplete
        #expect(isClose(tPrime, resume, absolute: 5e-5), "t' = \(tPrime)")
        #expect(isClose(TimingCurve.easeInOut.value(at: tPrime), fraction, absolute: 1e-12))
        let expected = (1 - tPrime) * 1 / (1 - fraction)
        #expect(isClose(animator.remainingTime, expected, absolute: 1e-12))
        #expect(isClose(animator.remainingTime, remaining, relative: 5e-4), "\(animator.remainingTime)")
        // No jump, and it runs along the curve from t'.
        #expect(isClose(animator.value, 100 * fraction, absolute: 1e-9))
        animator.step(by: 0.05)
        let t = tPrime + 0.05 * (1 - fraction)
        #expect(isClose(animator.value, 100 * TimingCurve.easeInOut.value(at: t), absolute: 1e-9))
    }

    @Test(arguments: [0.5, 0.9])
    func continueWithALinearCurveTakesExactlyFactorTimesDuration(fraction: Double) throws {
        var animator = try animator()
        animator.fractionComplete = fraction
        animator.continueAnimation(timing: .linear, durationFactor: 0.5)
        #expect(isClose(animator.remainingTime, 0.5, absolute: 1e-12))
        #expect(animator.step(by: 0.5 - 1e-9) == nil)
        #expect(animator.step(by: 1e-9) == .end)
    }

    @Test func continueWithANewCurveAfterATimeFractionPause() throws {
        var animator = try animator()
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.9                        // shows easeInOut(0.9)
        let shown = animator.value
        animator.continueAnimation(timing: .cubic(.easeOut), durationFactor: 1)
        let tPrime = animator.fractionComplete
        #expect(isClose(TimingCurve.easeOut.value(at: tPrime), shown / 100, absolute: 1e-12))
        #expect(isClose(animator.remainingTime, (1 - tPrime) / (1 - 0.9), absolute: 1e-12))
        #expect(isClose(animator.value, shown, absolute: 1e-9))
        #expect(animator.timing == .cubic(.easeOut))
    }

    @Test func continueReversed() throws {
        var animator = try animator(1, .linear)
        animator.fractionComplete = 0.6
        animator.isReversed = true                             // fraction 0.4 of the way back
        animator.continueAnimation(timing: .linear, durationFactor: 1)
        #expect(isClose(animator.remainingTime, 1, absolute: 1e-12))
        animator.step(by: 0.5)
        #expect(isClose(animator.value, 30, absolute: 1e-9))
        #expect(animator.step(by: 0.5) == .start)
    }

    /// A spring continuation restarts from the current value with the new timing's initial velocity,
    /// relative to the distance left.
    @Test func continueWithASpringHandsOffTheVelocity() throws {
        var animator = try animator(0.5)
        animator.fractionComplete = 0.3
        let velocity = Spring.uikitInitialSpringVelocity(velocity: 140, distance: 70)   // 2 per second
        animator.continueAnimation(timing: try .spring(dampingRatio: 0.8, initialVelocity: velocity), durationFactor: 1)
        #expect(animator.value == 30)
        let spring = try Spring(exactSettlingDuration: 0.5, dampingRatio: 0.8)
        let exact = SpringSolution(spring: spring, from: 0.3, to: 1.0, initialVelocity: 2 * 0.7)
        var time = 0.0
        for dt in [0.001, 1.0 / 120, 0.1] {
            time += dt
            animator.step(by: dt)
            #expect(isClose(animator.value, 100 * exact.value(at: time), absolute: 1e-9), "t = \(time)")
        }
        #expect(animator.step(by: 0.5 - time) == .end)
        #expect(animator.value == 100)
    }

    @Test func continueIsIgnoredUnlessPaused() throws {
        var animator = try animator()
        animator.continueAnimation(timing: .linear, durationFactor: 1)
        #expect(animator.state == .inactive && animator.timing == .easeInOut)
    }
}

@Suite struct PropertyAnimatorTimingTests {
    @Test func aDampingRatioSpringEndsAtTheDuration() throws {
        var animator = try animator(0.6, try .spring(dampingRatio: 0.5))
        animator.start()
        var time = 0.0
        var end: AnimatingPosition?
        while end == nil, time < 2 {
            end = animator.step(by: 0.001)
            time += 0.001
        }
        #expect(end == .end && isClose(time, 0.6, absolute: 1.5e-3))
        #expect(animator.value == 100)
    }

    @Test func aPhysicalSpringsOwnSettlingTimeIsTheDuration() throws {
        let spring = try Spring(mass: 1, stiffness: 200, damping: 20)
        var animator = try animator(5, try .spring(mass: 1, stiffness: 200, damping: 20))
        animator.start()
        #expect(isClose(animator.remainingTime, spring.settlingDuration(), absolute: 1e-12))
        let exact = SpringSolution(spring: spring, from: 0.0, to: 1.0)
        animator.step(by: 0.1)
        #expect(isClose(animator.value, 100 * exact.value(at: 0.1), absolute: 1e-9))
        #expect(throws: ConfigurationError.self) { try AnimatorTiming.spring(mass: 1, stiffness: 100, damping: 0) }
        #expect(throws: ConfigurationError.self) { try AnimatorTiming.spring(duration: 0.5, bounce: 1) }
        #expect(throws: ConfigurationError.self) { try AnimatorTiming.spring(dampingRatio: 0) }
        let system = AnimatorTiming.systemSpring
        #expect(system.isSpring && system.curve == nil)
    }

    @Test func aSpringPausesAtItsProgress() throws {
        var animator = try animator(0.5, try .spring(dampingRatio: 1))
        animator.start()
        animator.step(by: 0.1)
        let shown = animator.value
        animator.pause()
        #expect(animator.value == shown)
        #expect(isClose(animator.fractionComplete, shown / 100, absolute: 1e-12))
    }
}

@Suite struct PropertyAnimatorAnimationsTests {
    @Test func delayFactorIsHonouredBetweenZeroAndOne() throws {
        var animator = try animator(1, .linear)
        let delayed = try animator.addAnimations(from: 10, to: 20, delayFactor: 0.5)
        let ignored = try animator.addAnimations(from: 0, to: 1, delayFactor: 1.5)
        let negative = try animator.addAnimations(from: 0, to: 1, delayFactor: -0.2)
        animator.start()
        animator.step(by: 0.25)
        #expect(animator.presentationValue(of: delayed) == 10)
        #expect(animator.presentationValue(of: ignored) == 0.25 && animator.presentationValue(of: negative) == 0.25)
        animator.step(by: 0.5)
        #expect(isClose(animator.presentationValue(of: delayed), 15, absolute: 1e-12))
        animator.step(by: 0.25)
        #expect(animator.presentationValue(of: delayed) == 20)
        #expect(animator.animationCount == 4)
    }

    @Test func aDelayedAnimationDoesNotJumpWhenTheTimingChanges() throws {
        var animator = try animator(1, .easeInOut)
        let delayed = try animator.addAnimations(from: 0, to: 1, delayFactor: 0.4)
        animator.start()
        animator.step(by: 0.7)
        let before = animator.presentationValue(of: delayed)
        let main = animator.value
        animator.pause()                              // linear scrub swapped in
        #expect(isClose(animator.presentationValue(of: delayed), before, absolute: 1e-12))
        #expect(isClose(animator.value, main, absolute: 1e-12))
        animator.continueAnimation(timing: .linear, durationFactor: 1)
        #expect(isClose(animator.presentationValue(of: delayed), before, absolute: 1e-12))
        animator.step(by: 5)
        #expect(animator.presentationValue(of: delayed) == 1)
    }

    @Test func anAnimationAddedWhileRunningArrivesWithTheAnimator() throws {
        var animator = try animator(1, .linear)
        animator.start()
        animator.step(by: 0.5)
        let late = try animator.addAnimations(from: 0, to: 10)
        #expect(animator.presentationValue(of: late) == 0)
        animator.step(by: 0.25)
        #expect(isClose(animator.presentationValue(of: late), 5, absolute: 1e-12))
        animator.step(by: 0.25)
        #expect(animator.presentationValue(of: late) == 10)
        #expect(throws: ConfigurationError.self) { try animator.addAnimations(from: .nan, to: 1) }
    }
}
