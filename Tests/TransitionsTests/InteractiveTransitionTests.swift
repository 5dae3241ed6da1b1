import _MotionTestSupport
import Testing
import Transitions

/// A transition of one Double animation from 0 to 1 with `curve` over the whole duration.
private func transition(duration: Double = 0.5, curve: TimingCurve = .linear) throws -> InteractiveTransition<Double> {
    try InteractiveTransition(duration: duration, animations: [TransitionAnimation(from: 0.0, to: 1.0, curve: curve)])
}

@Suite struct RemainingTimeTests {
    /// T = (1 − p)·D/s to finish and p·D/s to cancel (UIKit's header), for the checkable cases.
    @Test(arguments: [
        (0.4, 1.0, 0.3, 0.2),
        (0.4, 2.0, 0.15, 0.1),
        (0.8, 0.5, 0.2, 0.8),
        (0.4, 0.0, 0.3, 0.2),      // a speed <= 0 reads as 1
        (0.4, -3.0, 0.3, 0.2),
        (0.0, 1.0, 0.5, 0.0),
        (1.0, 1.0, 0.0, 0.5),
    ])
    func remainingTime(percent: Double, speed: Double, finish: Double, cancel: Double) throws {
        var finishing = try transition()
        finishing.completionSpeed = speed
        finishing.update(percent)
        var cancelling = finishing
        finishing.finish()
        cancelling.cancel()
        #expect(isClose(try #require(finishing.completionDuration), finish, absolute: 1e-15))
        #expect(isClose(try #require(cancelling.completionDuration), cancel, absolute: 1e-15))
        // It ends exactly at T, not a step earlier.
        for (var transition, duration, end) in [(finishing, finish, 1.0), (cancelling, cancel, 0.0)] {
            if duration > 1e-9 {
                #expect(transition.step(by: duration - 1e-9).state == .completing)
                #expect(transition.step(by: 1e-9).percentComplete == end)
            } else {
                #expect(transition.step(by: 0).percentComplete == end)
            }
            #expect(transition.state == (end == 1 ? .finished : .cancelled))
        }
    }

    @Test func completionSpeedReadsBackAsOneWhenNotPositive() throws {
        var transition = try transition()
        transition.completionSpeed = 0
        #expect(transition.completionSpeed == 1)
        transition.completionSpeed = .nan
        #expect(transition.completionSpeed == 1)
        transition.completionSpeed = 2.5
        #expect(transition.completionSpeed == 2.5)
    }

    /// The completion curve applies to the remaining segment only.
    @Test func theCompletionCurveAppliesToTheRemainingSegment() throws {
        let curve = TimingCurve.easeInOut
        var finishing = try transition()
        finishing.update(0.4)
        var cancelling = finishing
        finishing.finish()
        cancelling.cancel()
        // finish: T = 0.3; L(τ) = p·D + (1 − p)·D·C(τ/T)
        for fraction in [0.1, 0.25, 0.5, 0.9] {
            var copy = finishing
            let percent = copy.step(by: 0.3 * fraction).percentComplete
            #expect(isClose(percent, 0.4 + 0.6 * curve.value(at: fraction), absolute: 1e-12), "τ/T = \(fraction)")
            #expect(isClose(copy.localTime, 0.5 * 0.4 + 0.5 * 0.6 * curve.value(at: fraction), absolute: 1e-12))
        }
        // cancel: T = 0.2; L(τ) = p·D·(1 − C(τ/T))
        for fraction in [0.1, 0.25, 0.5, 0.9] {
            var copy = cancelling
            let percent = copy.step(by: 0.2 * fraction).percentComplete
            #expect(isClose(percent, 0.4 * (1 - curve.value(at: fraction)), absolute: 1e-12), "τ/T = \(fraction)")
        }
        // Halfway along a symmetric curve is halfway along the remaining segment.
        var half = finishing
        #expect(isClose(half.step(by: 0.15).percentComplete, 0.7, absolute: 1e-12))
    }

    @Test func aCustomCompletionCurve() throws {
        var transition = try transition(duration: 1)
        transition.completionCurve = .linear
        transition.update(0.2)
        transition.finish()
        #expect(transition.completionDuration == 0.8)
        #expect(isClose(transition.step(by: 0.4).percentComplete, 0.6, absolute: 1e-15))
        #expect(transition.step(by: 0.4).percentComplete == 1)
    }
}

@Suite struct ScrubbingTests {
    /// The percentage is a time fraction: an inner ease-in-out scrubbed to 0.25 shows C(0.25).
    @Test func anInnerCurveIsEvaluatedAtTheLocalTime() throws {
        var transition = try transition(curve: .easeInOut)
        transition.update(0.25)
        let value = transition.frame[0]
        #expect(isClose(value, TimingCurve.easeInOut.value(at: 0.25), absolute: 1e-15))
        #expect(isClose(value, 0.1292, absolute: 5e-5))   // the published figure for ease-in-out at 0.25
        #expect(transition.localTime == 0.125)
    }

    /// Each animation runs on its own delay and duration inside D.
    @Test func delaysAndDurationsInsideTheTransition() throws {
        var transition = try InteractiveTransition(duration: 1, animations: [
            TransitionAnimation(from: 0.0, to: 10.0, curve: .linear, delay: 0.2, duration: 0.4),
            TransitionAnimation(from: 5.0, to: 1.0, curve: .easeIn, delay: 0.5),
        ])
        let expectations: [(Double, Double, Double)] = [
            (0.0, 0, 5), (0.1, 0, 5), (0.2, 0, 5), (0.3, 2.5, 5), (0.5, 7.5, 5),
            (0.6, 10, 5 - 4 * TimingCurve.easeIn.value(at: 0.2)), (0.9, 10, 5 - 4 * TimingCurve.easeIn.value(at: 0.8)), (1.0, 10, 1),
        ]
        for (percent, first, second) in expectations {
            transition.update(percent)
            #expect(isClose(transition.frame[0], first, absolute: 1e-12), "p = \(percent)")
            #expect(isClose(transition.frame[1], second, absolute: 1e-12), "p = \(percent)")
        }
    }

    @Test func endsAreExact() throws {
        let from = LayerState(position: Point(x: 0.1, y: 0.2), size: Size(width: 3, height: 7), alpha: 0.3)
        let to = LayerState(position: Point(x: 1e6 / 3, y: -0.7), size: Size(width: 100.1, height: 0.9), alpha: 0.9)
        var transition = try InteractiveTransition(duration: 0.3, animations: [
            TransitionAnimation(from: from, to: to, curve: .easeOut, delay: 0.1, duration: 0.2),
        ])
        transition.update(1)
        #expect(transition.frame[0] == to)
        transition.update(0)
        #expect(transition.frame[0] == from)
    }

    @Test func animationsMustFitInTheDuration() throws {
        let tooLong = try TransitionAnimation(from: 0.0, to: 1.0, delay: 0.3, duration: 0.3)
        #expect(throws: ConfigurationError.self) { try InteractiveTransition(duration: 0.5, animations: [tooLong]) }
        let lateStart = try TransitionAnimation(from: 0.0, to: 1.0, delay: 0.5)
        #expect(throws: ConfigurationError.self) { try InteractiveTransition(duration: 0.5, animations: [lateStart]) }
        do {
            _ = try InteractiveTransition(duration: 0.5, animations: [lateStart, tooLong])
        } catch {
            #expect(error.parameter == "animations[0].delay")
        }
        // 0.1 + 0.2 fits in 0.3 (within a billionth), and ends exactly at its end.
        let exact = try TransitionAnimation(from: 0.0, to: 1.0, curve: .linear, delay: 0.1, duration: 0.2)
        var transition = try InteractiveTransition(duration: 0.3, animations: [exact])
        transition.update(1)
        #expect(transition.frame[0] == 1)
        #expect(throws: ConfigurationError.self) { try TransitionAnimation(from: 0.0, to: 1.0, delay: -1) }
        #expect(throws: ConfigurationError.self) { try TransitionAnimation(from: 0.0, to: 1.0, duration: 0) }
        #expect(throws: ConfigurationError.self) { try TransitionAnimation(from: 0.0, to: .infinity) }
        #expect(throws: ConfigurationError.self) { try InteractiveTransition<Double>(duration: 0) }
        #expect(throws: ConfigurationError.self) { try InteractiveTransition<Double>(duration: .nan) }
    }

    @Test func updatesClampByDefaultAndRubberBandOnRequest() throws {
        var transition = try transition()
        transition.update(1.3)
        #expect(transition.percentComplete == 1)
        transition.update(-0.2)
        #expect(transition.percentComplete == 0)
        transition.update(.nan)
        #expect(transition.percentComplete == 0)
        transition.update(0.5)
        transition.update(.infinity)
        #expect(transition.percentComplete == 0.5)
        transition.overshoot = .rubberBand
        transition.update(1.2)
        let above: Double = 1 + (1 - 1 / (0.2 * 0.55 + 1))
        #expect(isClose(transition.percentComplete, above, absolute: 1e-15))
        #expect(transition.rawPercentComplete == 1.2)
        transition.update(-0.5)
        let below: Double = -(1 - 1 / (0.5 * 0.55 + 1))
        #expect(isClose(transition.percentComplete, below, absolute: 1e-15))
        // Beyond the end, an animation running to the end continues along its curve's end tangent.
        transition.update(1.2)
        #expect(isClose(transition.frame[0], transition.percentComplete, absolute: 1e-15))
    }

    @Test func updatesAreIgnoredUnlessInteractive() throws {
        var transition = try transition()
        transition.update(0.4)
        transition.finish()
        transition.update(0.9)
        #expect(transition.percentComplete == 0.4)
        transition.step(by: 1)
        transition.update(0.2)
        #expect(transition.percentComplete == 1)
        #expect(transition.state == .finished)
    }
}

@Suite struct CompletionTests {
    @Test func finishTwiceIsIgnoredAndCancelWhileCompletingToo() throws {
        var transition = try transition()
        transition.update(0.4)
        transition.finish()
        transition.step(by: 0.1)
        let percent = transition.percentComplete
        transition.finish()
        transition.cancel()
        #expect(transition.completionDuration == 0.3)
        #expect(transition.percentComplete == percent)
        #expect(transition.isFinishing)
        #expect(transition.step(by: 0.2).state == .finished)
    }

    @Test func theEndIsReportedOnce() throws {
        var transition = try transition()
        transition.update(0.7)
        transition.cancel()
        var reports: [Bool] = []
        var time = 0.0
        while time < 1 {
            if let report = transition.tick(at: time).didComplete { reports.append(report) }
            time += 1.0 / 120
        }
        #expect(reports == [false])
        #expect(transition.percentComplete == 0)
        #expect(transition.frame[0] == 0)
    }

    /// The velocity-aware timing: min(remaining time, remaining distance / |v|).
    @Test(arguments: [(0.0, 0.3), (0.5, 0.3), (1.0, 0.3), (3.0, 0.2), (-3.0, 0.2), (6.0, 0.1), (.nan, 0.3)])
    func velocityAwareCompletion(velocity: Double, expected: Double) throws {
        var transition = try transition()
        transition.completionTiming = .velocityAware
        transition.update(0.4)
        transition.finish(velocity: velocity)
        #expect(isClose(try #require(transition.completionDuration), expected, absolute: 1e-15))
    }

    @Test func velocityAwareCancelAndCompletionSpeed() throws {
        var transition = try transition()
        transition.completionTiming = .velocityAware
        transition.completionSpeed = 2
        transition.update(0.4)
        var cancelling = transition
        transition.finish(velocity: 3)          // min(0.6·0.5/2 = 0.15, 0.6/3 = 0.2)
        #expect(isClose(try #require(transition.completionDuration), 0.15, absolute: 1e-15))
        cancelling.cancel(velocity: -8)         // min(0.4·0.5/2 = 0.1, 0.4/8 = 0.05)
        #expect(isClose(try #require(cancelling.completionDuration), 0.05, absolute: 1e-15))
    }

    /// A spring completion starts where the release is with the release velocity: no jump in either.
    @Test(arguments: [(0.6, 1.5, true), (0.6, -2.0, false), (0.3, 4.0, true), (0.9, 0.0, true)])
    func springCompletionHandsOffWithoutAJump(percent: Double, velocity: Double, finishing: Bool) throws {
        var transition = try transition()
        let spring = try Spring(response: 0.35, dampingRatio: 0.9)
        transition.completionTiming = .spring(spring)
        transition.update(percent)
        if finishing { transition.finish(velocity: velocity) } else { transition.cancel(velocity: velocity) }
        #expect(transition.percentComplete == percent)
        #expect(transition.percentVelocity == velocity)
        #expect(transition.completionDuration == nil)
        // The frames follow the spring released from the percentage with the release velocity.
        let exact = SpringSolution(spring: spring, from: percent, to: finishing ? 1.0 : 0.0, initialVelocity: velocity)
        var copy = transition
        var elapsed = 0.0
        for dt in [1e-4, 1.0 / 120, 1.0 / 120, 0.05] {
            elapsed += dt
            #expect(isClose(copy.step(by: dt).percentComplete, exact.value(at: elapsed), absolute: 1e-12), "t = \(elapsed)")
        }
        // And it ends exactly at the end, reported once.
        var reports: [Bool] = []
        for _ in 0..<600 {
            if let report = transition.step(by: 1.0 / 120).didComplete { reports.append(report) }
        }
        #expect(reports == [finishing])
        #expect(transition.percentComplete == (finishing ? 1 : 0))
    }

    /// Flutter's Cupertino back swipe: ⌊800·(1 − p)⌋ ms to pop, min(⌊800·p⌋, 300) ms to stay, on
    /// fastLinearToSlowEaseIn over the remaining segment.
    @Test(arguments: [(0.7, true, 0.24), (0.2, false, 0.16), (0.9, false, 0.3), (0.0, true, 0.8), (1.0, true, 0.0)])
    func cupertinoCompletion(percent: Double, finishing: Bool, duration: Double) throws {
        var transition = try transition()
        transition.completionTiming = .cupertinoBackSwipe
        transition.completionSpeed = 3                        // not used
        transition.update(percent)
        if finishing { transition.finish() } else { transition.cancel() }
        #expect(transition.completionDuration == duration)
        guard duration > 0 else { return }
        let curve = CompletionTiming.fastLinearToSlowEaseIn
        #expect(curve == (try TimingCurve(controlPoints: 0.18, 1, 0.04, 1)))
        let target = finishing ? 1.0 : 0.0
        let halfway = transition.step(by: duration / 2).percentComplete
        #expect(isClose(halfway, percent + (target - percent) * curve.value(at: 0.5), absolute: 1e-12))
    }

    @Test func dampingRatioSpringSettlesInTheRemainingTime() throws {
        var transition = try transition()
        transition.completionTiming = .dampingRatio(1)
        transition.update(0.4)
        transition.finish()
        // From rest the spring settles (0.1 % of a unit move) in T = 0.3 s: close to the end by then.
        var steps = 0
        while transition.state == .completing, steps < 1_000 {
            transition.step(by: 0.001)
            steps += 1
        }
        #expect(transition.state == .finished)
        #expect(steps > 200 && steps < 400, "\(steps) ms")
    }

    @Test func pauseReturnsToInteractiveExactlyWhereItIs() throws {
        var transition = try transition()
        transition.update(0.4)
        transition.finish()
        let shown = transition.step(by: 0.1).percentComplete
        transition.pause()
        #expect(transition.state == .interactive)
        #expect(transition.percentComplete == shown)
        #expect(transition.rawPercentComplete == shown)
        #expect(transition.step(by: 1).percentComplete == shown)   // nothing moves while interactive
        transition.update(shown + 0.1)
        #expect(transition.percentComplete == shown + 0.1)
        transition.cancel()
        #expect(isClose(try #require(transition.completionDuration), (shown + 0.1) * 0.5, absolute: 1e-15))
        transition.pause()
        transition.pause()                                          // pausing an interactive transition: nothing
        #expect(transition.state == .interactive)
    }

    @Test func pauseWithRubberBandResumesWithoutAJump() throws {
        var transition = try transition()
        transition.overshoot = .rubberBand
        transition.completionTiming = .spring(try Spring(response: 0.4, dampingRatio: 0.5))
        transition.update(0.9)
        transition.finish(velocity: 3)
        var beyond = false
        for _ in 0..<60 where !beyond {
            beyond = transition.step(by: 1.0 / 120).percentComplete > 1
        }
        #expect(beyond)
        let shown = transition.percentComplete
        transition.pause()
        transition.update(transition.rawPercentComplete)
        #expect(isClose(transition.percentComplete, shown, absolute: 1e-12))
    }

    @Test func resetCancelsWhatIsInProgressOnce() throws {
        var transition = try transition()
        transition.update(0.5)
        transition.reset()
        #expect(transition.state == .interactive && transition.percentComplete == 0)
        #expect(transition.step(by: 0).didComplete == false)
        #expect(transition.step(by: 0).didComplete == nil)
        transition.finish()
        transition.step(by: 1)
        transition.reset()                                   // already ended: nothing more to report
        #expect(transition.step(by: 0).didComplete == nil)
    }

    @Test func tickFollowsTheFrameClock() throws {
        var transition = try transition()
        transition.update(0.4)
        transition.finish()
        #expect(transition.tick(at: 10).percentComplete == 0.4)        // the first tick sets the time base
        #expect(isClose(transition.tick(at: 10.15).percentComplete, 0.7, absolute: 1e-12))
        #expect(isClose(transition.tick(at: .nan).percentComplete, 0.7, absolute: 1e-12))
        #expect(transition.tick(at: 10.3).state == .finished)
    }
}

@Suite struct DecisionTests {
    private func release(_ percent: Double, _ velocity: Double) -> TransitionRelease {
        TransitionRelease(percentComplete: percent, velocity: velocity, duration: 0.5)
    }

    /// The three cases, for every built-in rule: a fast flick back from 0.7 cancels, a slow
    /// release at 0.8 finishes, a fast flick forward from 0.3 finishes.
    @Test(arguments: [TransitionDecision.projected(), .threshold(percent: 0.5, velocity: 1), .cupertinoBackSwipe])
    func fastAndSlowReleasesInBothDirections(rule: TransitionDecision) {
        #expect(!rule.shouldFinish(release(0.7, -1.5)))
        #expect(rule.shouldFinish(release(0.8, 0)))
        #expect(rule.shouldFinish(release(0.8, 0.1)))
        #expect(rule.shouldFinish(release(0.3, 2)))
        #expect(!rule.shouldFinish(release(0.3, 0)))
        #expect(!rule.shouldFinish(release(0.2, -0.1)))
    }

    @Test func projectedUsesTheDuration() {
        let rule = TransitionDecision.projected()
        #expect(rule.shouldFinish(release(0.3, 0.41)))        // 0.3 + 0.205 > 0.5
        #expect(!rule.shouldFinish(release(0.3, 0.39)))       // 0.495
        #expect(!rule.shouldFinish(release(0.5, 0)))          // passes means strictly
        #expect(!rule.shouldFinish(release(0.7, -0.41)))      // 0.495
        #expect(rule.shouldFinish(release(0.7, -0.39)))       // 0.505
        #expect(TransitionDecision.projected(threshold: 0.3).shouldFinish(release(0.31, 0)))
        #expect(!rule.shouldFinish(release(.nan, .nan)))
        #expect(rule.shouldFinish(release(0.6, .infinity)))   // a non-finite velocity is no velocity
    }

    @Test func thresholdIsSignedBothWays() {
        let rule = TransitionDecision.threshold(percent: 0.25, velocity: 0.8)
        #expect(rule.shouldFinish(release(0.1, 0.8)))
        #expect(!rule.shouldFinish(release(0.1, 0.79)))
        #expect(!rule.shouldFinish(release(0.9, -0.8)))
        #expect(rule.shouldFinish(release(0.9, -0.79)))
        #expect(rule.shouldFinish(release(0.25, 0)))
        #expect(!rule.shouldFinish(release(0.24, 0)))
    }

    @Test func cupertinoFlingDecidesByItsSignElseHalfway() {
        let rule = TransitionDecision.cupertinoBackSwipe
        #expect(rule.shouldFinish(release(0.1, 1)))
        #expect(!rule.shouldFinish(release(0.9, -1)))
        #expect(rule.shouldFinish(release(0.5, 0.99)))
        #expect(rule.shouldFinish(release(0.5, -0.99)))
        #expect(!rule.shouldFinish(release(0.49, 0.99)))
        #expect(rule.shouldFinish(release(0.7, 0)))           // Flutter: value 0.3 <= 0.5 pops
    }

    @Test func completeAppliesTheRule() throws {
        var transition = try transition()
        transition.update(0.7)
        var flickBack = transition
        #expect(flickBack.complete(velocity: -1.5) == false)
        #expect(flickBack.state == .completing && !flickBack.isFinishing)
        transition.decision = .threshold(percent: 0.9, velocity: 10)
        #expect(transition.complete(velocity: 0) == false)
        #expect(transition.complete(velocity: 5) == false)    // already cancelling: unchanged
    }
}
