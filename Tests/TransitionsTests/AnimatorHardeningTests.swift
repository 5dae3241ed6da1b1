import Dynamics
import Geometry
import Testing
import Transitions
import _MotionTestSupport

/// Issue 19, items 3 to 7, and issue 18's event rule for the animators: every animation completes,
/// nothing it reports is infinite, no report is lost or leaks into the next run, and a host that
/// keeps the animator in a class reads and changes it right after each event without a trap.
@Suite struct AnimatorHardeningTests {
    /// Steps `transition` at 120 Hz for up to `seconds`; the frames that reported an end.
    static func run<Value>(_ transition: inout InteractiveTransition<Value>, seconds: Double) -> [Bool] {
        var reports: [Bool] = []
        for _ in 0..<Int(seconds * 120) {
            let frame = transition.step(by: 1.0 / 120)
            #expect(frame.percentComplete.isFinite && transition.percentVelocity.isFinite)
            if let report = frame.didComplete { reports.append(report) }
            if transition.state != .completing { break }
        }
        return reports
    }

    // MARK: Item 3

    @Test(arguments: [0.0, -0.0, Double.leastNonzeroMagnitude * 2024, 1e-10])
    func anUndampedCompletionSpringStillCompletes(damping: Double) throws {
        var transition = try InteractiveTransition<Double>(duration: 0.5, animations: [TransitionAnimation(from: 0, to: 100)])
        transition.completionTiming = .spring(try Spring(mass: 1, stiffness: 200, damping: damping))
        transition.update(0.4)
        transition.finish(velocity: 3)
        #expect(Self.run(&transition, seconds: 11) == [true])
        #expect(transition.state == .finished && transition.percentComplete == 1)
    }

    @Test func aCompletionSpringTooSlowToArriveEndsAtTheTimeLimit() throws {
        var transition = try InteractiveTransition<Double>(duration: 0.5)
        transition.completionTiming = .spring(try Spring(mass: 1, stiffness: 1e-300, damping: 1))
        transition.update(0.3)
        transition.cancel()
        #expect(Self.run(&transition, seconds: 10.05) == [false])
        #expect(transition.percentComplete == 0)
    }

    @Test func anOrdinaryCompletionSpringIsNotChanged() throws {
        let spring = try Spring(response: 0.3, dampingRatio: 0.9)
        var transition = try InteractiveTransition<Double>(duration: 0.5)
        transition.completionTiming = .spring(spring)
        transition.update(0.5)
        transition.finish()
        transition.step(by: 0.1)
        var reference = SpringAnimation(spring: spring, value: 0.5, target: 1.0)
        reference.step(by: 0.1)
        #expect(transition.percentComplete == reference.value)
    }

    // MARK: Item 4

    /// Issue 19 item 4, still open in issue 30: a reset followed by a completion ending on the same
    /// frame reported only `true`. The reset's `false` comes first (the newer one shown at its end,
    /// still completing), the newer end on the next frame, with any step.
    @Test func aResetsCancellationIsReportedWhenANewTransitionEndsOnTheSameFrame() throws {
        var transition = try InteractiveTransition<Double>(duration: 0.5)
        transition.update(0.5)
        transition.reset()                       // cancels the first transition
        transition.update(0.99)
        transition.finish()                      // a second one, ending within the next frame
        let frame = transition.step(by: 1)
        #expect(frame.resetCancellations == 1)
        #expect(frame.didComplete == false && frame.state == .completing && frame.percentComplete == 1)
        let next = transition.step(by: 0)
        #expect(next.resetCancellations == 0 && next.didComplete == true && next.state == .finished && next.percentComplete == 1)
        #expect(transition.step(by: 1).didComplete == nil)
    }

    /// An end held for its own frame is not lost to a reset before that frame: the reset cancels it, and
    /// that frame says so (one end reported for each of the three transitions).
    @Test func anEndHeldForItsOwnFrameIsReportedOnceWhenAResetCancelsIt() throws {
        var transition = try InteractiveTransition<Double>(duration: 0.5)
        transition.update(0.5)
        transition.reset()                       // the first: cancelled
        transition.update(0.99)
        transition.finish()                      // the second: reaches its end within the frame, held
        #expect(transition.step(by: 1).resetCancellations == 1)
        transition.reset()                       // cancels the held second
        transition.update(0.5)
        transition.finish()                      // the third
        var ends = 0
        for _ in 0..<4 {
            let frame = transition.step(by: 1)
            ends += frame.resetCancellations
            if frame.didComplete != nil && frame.resetCancellations == 0 { ends += 1 }
        }
        #expect(ends == 2 && transition.state == .finished)
    }

    /// The same through an interactive pop: a reset mid-gesture, then a new swipe released and finished
    /// before the next tick, which lands past its end.
    @Test func anInteractivePopResetThenFinishedReportsBothEndsInOrder() throws {
        var pop = try TransitionInteraction.interactivePop(in: Rect(x: 0, y: 0, width: 375, height: 667))
        pop.handle(PointerSample(pointer: 0, x: 5, y: 300, phase: .began, time: 0))
        pop.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .moved, time: 0.05))
        pop.reset()
        pop.handle(PointerSample(pointer: 1, x: 5, y: 300, phase: .began, time: 0.1))
        pop.handle(PointerSample(pointer: 1, x: 200, y: 300, phase: .moved, time: 0.15))
        pop.handle(PointerSample(pointer: 1, x: 300, y: 300, phase: .ended, time: 0.2))
        pop.complete(finishing: true)
        var reports: [Bool] = []
        for time in [5.0, 5.5, 6] {             // the first frame comes after the completion's end
            let frame = pop.tick(at: time)
            reports += [Bool](repeating: false, count: Swift.max(frame.resetCancellations - 1, 0))
            if let done = frame.didComplete { reports.append(done) }
        }
        #expect(reports == [false, true])
    }

    @Test func aResetAloneReportsFalseOnce() throws {
        var transition = try InteractiveTransition<Double>(duration: 0.5)
        transition.update(0.5)
        transition.reset()
        let frame = transition.step(by: 0.01)
        #expect(frame.resetCancellations == 1 && frame.didComplete == false)
        #expect(transition.step(by: 0.01).didComplete == nil)
    }

    @Test func twoResetsBetweenFramesReportTwoCancellations() throws {
        var transition = try InteractiveTransition<Double>(duration: 0.5)
        transition.update(0.5)
        transition.reset()
        transition.update(0.2)
        transition.finish()
        transition.reset()                       // the second transition, completing, cancelled too
        let frame = transition.step(by: 0.01)
        #expect(frame.resetCancellations == 2 && frame.didComplete == false && frame.state == .interactive)
    }

    // MARK: Item 5

    @Test func anUnboundedControllerNeverShowsInfinity() throws {
        var controller = try AnimationController(duration: 1, lowerBound: -.infinity, upperBound: .infinity)
        controller.forward()
        #expect(controller.value == 0 && !controller.isAnimating)
        controller.reverse()
        controller.toggle()
        controller.setValue(.infinity)
        controller.setValue(-.infinity)
        controller.animateTo(.infinity)
        controller.animateBack(-.infinity)
        controller.fling(velocity: 5)
        for frame in 0...10 { controller.tick(at: Double(frame) / 60) }
        #expect(controller.value == 0)
        controller.animateTo(1e308, duration: 1)
        controller.tick(at: 1)
        controller.tick(at: 1.5)
        #expect(controller.value == 0.5e308)
        controller.tick(at: 3)
        #expect(controller.value == 1e308 && controller.status == .completed)
    }

    @Test func aHalfBoundedControllerStopsInsteadOfRunningToInfinity() throws {
        var controller = try AnimationController(value: 5, duration: 1, lowerBound: 0, upperBound: .infinity)
        controller.forward()
        #expect(controller.value == 5 && !controller.isAnimating)
        controller.reverse()
        controller.tick(at: 0)
        controller.tick(at: 2)
        #expect(controller.value == 0 && controller.status == .dismissed)
    }

    @Test func durationsAreBoundedSoEveryRunEnds() throws {
        #expect(throws: ConfigurationError(parameter: "duration", value: 1e303, requirement: "must be at most 1000000000.0 seconds")) {
            _ = try AnimationController(duration: 1e303)
        }
        #expect(throws: ConfigurationError.self) { _ = try AnimationController(reverseDuration: 2e9) }
        for bad in [Double.infinity, .nan, 1e303, -1, 0] {
            var controller = try AnimationController(duration: 1)
            controller.duration = bad
            controller.reverseDuration = bad
            #expect(controller.duration == nil || controller.duration == AnimationController.maximumDuration)
            controller.forward()
            controller.tick(at: 0)
            controller.tick(at: AnimationController.maximumDuration + 1)
            #expect(controller.value == 1 && controller.status == .completed, "\(bad)")
        }
        var controller = try AnimationController(duration: 1)
        controller.animateTo(1, duration: 1e305)
        controller.tick(at: 0)
        controller.tick(at: 2e9)
        #expect(controller.value == 1 && !controller.isAnimating)
        #expect(throws: ConfigurationError.self) { try controller.repeat(period: 1e303) }
    }

    @Test func aTargetFarPastABoundStillEndsWithinTheLongestDuration() throws {
        var controller = try AnimationController(value: 1e255, duration: 3000, lowerBound: -692, upperBound: 1.3e255)
        controller.animateBack(-.greatestFiniteMagnitude)
        controller.tick(at: 0)
        controller.tick(at: AnimationController.maximumDuration + 1)
        #expect(!controller.isAnimating && controller.value == -692 && controller.status == .dismissed)
    }

    @Test func aTransitionsCompletionLastsAtMostTheLongestRun() throws {
        #expect(throws: ConfigurationError.self) { _ = try InteractiveTransition<Double>(duration: 1e300) }
        var transition = try InteractiveTransition<Double>(duration: 1e9)
        transition.completionSpeed = 1e-300
        transition.update(0.5)
        transition.finish()
        #expect(transition.completionDuration == AnimationController.maximumDuration)
        #expect(transition.step(by: AnimationController.maximumDuration).didComplete == true)
    }

    // MARK: Item 6

    @Test func aHugeDurationFactorStillCompletes() throws {
        var animator = try PropertyAnimator(duration: 2, timing: .linear, from: 0.0, to: 100.0)
        animator.fractionComplete = 0.5
        animator.continueAnimation(timing: nil, durationFactor: 1e308)
        #expect(animator.remainingTime.isFinite && animator.remainingTime <= PropertyAnimator<Double>.maximumDuration)
        #expect(animator.step(by: animator.remainingTime) == .end)
        #expect(animator.value == 100)
        #expect(throws: ConfigurationError.self) { _ = try PropertyAnimator<Double>(duration: 1e300) }
    }

    @Test func aSpringThatNeverSettlesIsRejectedNamingTheCallersParameter() throws {
        #expect { _ = try AnimatorTiming.spring(mass: 1, stiffness: 100, damping: Double.leastNonzeroMagnitude * 2024) } throws: { error in
            (error as? ConfigurationError)?.parameter == "damping"
        }
        #expect { _ = try AnimatorTiming.spring(mass: 1, stiffness: 1e-300, damping: 1) } throws: { error in
            (error as? ConfigurationError)?.parameter == "stiffness"
        }
        #expect { _ = try AnimatorTiming.spring(try Spring(mass: 1, stiffness: 100, damping: 0)) } throws: { error in
            (error as? ConfigurationError)?.parameter == "spring"
        }
        #expect(throws: Never.self) { _ = try AnimatorTiming.spring(mass: 1, stiffness: 100, damping: 1e-3) }
    }

    @Test func aDelayedAnimationPausedDuringAnOvershootNeitherJumpsNorEndsShort() throws {
        var animator = try PropertyAnimator(duration: 1, timing: try .spring(duration: 0.5, bounce: 0.5), from: 0.0, to: 100.0)
        let delayed = try animator.addAnimations(from: 0, to: 100, delayFactor: 0.5)
        animator.start()
        var steps = 0
        while animator.value <= 100, steps < 1000 {
            animator.step(by: 1.0 / 240)
            steps += 1
        }
        #expect(animator.value > 100, "the spring overshoots")
        let before = animator.presentationValue(of: delayed)
        animator.pause()
        #expect(animator.presentationValue(of: delayed) == before)
        animator.start()
        #expect(abs(animator.presentationValue(of: delayed) - before) < 1e-9, "no jump on restart")
        var previous = animator.presentationValue(of: delayed)
        var end: AnimatingPosition?
        for _ in 0..<10_000 where end == nil {
            end = animator.step(by: 1.0 / 240)
            let now = animator.presentationValue(of: delayed)
            #expect(abs(now - previous) < 5, "moves smoothly")
            previous = now
        }
        #expect(end == .end)
        #expect(animator.value == 100 && animator.presentationValue(of: delayed) == 100)
    }

    @Test func finishAtReportsAtOnceAndNeverFromTheNextRun() throws {
        var animator = try PropertyAnimator(duration: 1, timing: .linear, from: 0.0, to: 100.0)
        animator.start()
        animator.step(by: 0.5)
        animator.stop(withoutFinishing: false)
        #expect(animator.finish(at: .current) == .current)
        animator.start()                                      // a new run, before any step
        #expect(animator.completedPosition == nil)
        #expect(animator.step(by: 1.0 / 60) == nil)
        var end: AnimatingPosition?
        for _ in 0..<100 where end == nil { end = animator.step(by: 1.0 / 60) }
        #expect(end == .end && animator.completedPosition == .end)
    }

    // MARK: Item 7

    @Test(arguments: [1e308, -1e308, .greatestFiniteMagnitude, 1e30])
    func aVelocityAwareFlickHasAFiniteVelocity(velocity: Double) throws {
        var transition = try InteractiveTransition<Double>(duration: 0.5, animations: [TransitionAnimation(from: 0, to: 1)])
        transition.completionTiming = .velocityAware
        transition.update(0.5)
        if velocity > 0 { transition.finish(velocity: velocity) } else { transition.cancel(velocity: velocity) }
        #expect(transition.percentVelocity.isFinite)
        #expect(abs(transition.percentVelocity) <= 1000 * 2)
        #expect(Self.run(&transition, seconds: 1).count == 1)
    }

    // MARK: Event rule (issue 18)

    /// A UIKit-style owner: the animators live in a class and the host reads and changes them right
    /// after each event, the way a completion handler would.
    final class Host {
        var animator: PropertyAnimator<Double>
        var transition: InteractiveTransition<Double>
        var controller: AnimationController
        var events: [String] = []

        init() throws {
            animator = try PropertyAnimator(duration: 0.2, timing: .linear, from: 0, to: 100)
            transition = try InteractiveTransition(duration: 0.3, animations: [TransitionAnimation(from: 0, to: 1)])
            controller = try AnimationController(duration: 0.2)
        }

        func frame(at time: Double) {
            if let position = animator.tick(at: time) {
                events.append("animator \(position) \(animator.value)")
                animator.isReversed = true            // what a completion handler would do: run it back
                animator.start()
            }
            let frame = transition.tick(at: time)
            if let finished = frame.didComplete {
                events.append("transition \(finished) \(transition.percentComplete)")
                transition.reset()                    // and start over
            }
            let status = controller.status
            controller.tick(at: time)
            if controller.status != status, controller.status == .completed {
                events.append("controller \(controller.value)")
                controller.reverse()
            }
        }
    }

    @Test func aClassHeldAnimatorIsReadAndChangedRightAfterEachEvent() throws {
        let host = try Host()
        host.animator.start()
        host.transition.update(0.6)
        host.transition.finish()
        host.controller.forward()
        for frame in 0...60 { host.frame(at: Double(frame) / 60) }
        #expect(host.events.contains("animator end 100.0"))
        #expect(host.events.contains("animator start 0.0"))
        #expect(host.events.contains("transition true 1.0"))
        #expect(host.events.contains("controller 1.0"))
    }
}

/// Issue 19, item 2, through a transition interaction: a bogus stamp mid-drag still ends the pop.
@Suite struct TransitionTimestampTests {
    @Test func aBogusStampMidDragStillEndsThePop() throws {
        var pop = try TransitionInteraction.interactivePop(in: Rect(x: 0, y: 0, width: 375, height: 667))
        pop.handle(PointerSample(pointer: 0, x: 5, y: 300, phase: .began, time: 0))
        for index in 1...6 {
            pop.handle(PointerSample(pointer: 0, x: 5 + Double(index) * 40, y: 300, phase: .moved, time: index == 3 ? 1e9 : Double(index) * 0.008))
        }
        pop.handle(PointerSample(pointer: 0, x: 250, y: 300, phase: .ended, time: 0.0479))
        #expect(!pop.isTracking)
        var reports: [Bool] = []
        for frame in 0..<240 {
            if let report = pop.tick(at: 0.05 + Double(frame) / 120).didComplete { reports.append(report) }
        }
        #expect(reports.count == 1 && pop.isSettled)
    }

    @Test func aDampingRatioTooSmallForASpringNeverJumpsToTheEnd() throws {
        var animator = try PropertyAnimator(duration: 1, timing: try .spring(dampingRatio: Double.leastNonzeroMagnitude * 2024), from: 0.0, to: 100.0)
        animator.pause()
        #expect(animator.value == 0)
        animator.start()
        animator.step(by: 0.5)
        #expect(animator.value.isFinite && animator.value < 100)
        #expect(animator.step(by: 0.6) == .end && animator.value == 100)
    }
}

/// Issue 30: a run a host starts takes the time of the input that caused it.
@Suite struct HostCallInputTimeTests {
    @Test func aRunStartedAtAnInputsTimeIsTheSameAtEveryFrameRate() throws {
        func run(fps: Double) throws -> [Int: [Double]] {
            var controller = try AnimationController(duration: 0.3)
            var frame = 0
            while Double(frame) / fps < 1.0 { controller.tick(at: Double(frame) / fps); frame += 1 }   // frames before the tap
            controller.forward(at: 1.0)
            return displayedFrames(from: 1.0, until: 2, fps: fps) { time in ([controller.tick(at: time)], !controller.isAnimating) }
        }
        let (shared, differing, _) = compareSharedInstants(try run(fps: 60), try run(fps: 120))
        #expect(shared > 10 && differing.isEmpty, "differ at \(differing)")
        // A fling too.
        func fling(fps: Double) throws -> [Int: [Double]] {
            var controller = try AnimationController(duration: 0.3)
            var frame = 0
            while Double(frame) / fps < 1.0 { controller.tick(at: Double(frame) / fps); frame += 1 }
            controller.fling(velocity: 2, at: 1.0)
            return displayedFrames(from: 1.0, until: 3, fps: fps) { time in ([controller.tick(at: time)], !controller.isAnimating) }
        }
        let flung = compareSharedInstants(try fling(fps: 60), try fling(fps: 120))
        #expect(flung.shared > 5 && flung.differing.isEmpty, "differ at \(flung.differing)")
    }

    @Test func anAnimatorAndATransitionStartedAtAnInputsTimeAreTheSameAtEveryFrameRate() throws {
        func animator(fps: Double) throws -> [Int: [Double]] {
            var animator = try PropertyAnimator<Double>(duration: 0.4, from: 0, to: 100)
            var frame = 0
            while Double(frame) / fps < 1.0 { animator.tick(at: Double(frame) / fps); frame += 1 }
            animator.start(at: 1.0)
            return displayedFrames(from: 1.0, until: 2, fps: fps) { time in
                let done = animator.tick(at: time) != nil
                return ([animator.fractionComplete], done)
            }
        }
        let animated = compareSharedInstants(try animator(fps: 60), try animator(fps: 120))
        // The animator steps by the frames' durations: the sums round differently at each rate.
        #expect(animated.shared > 10 && animated.largest <= 1e-14, "animator differs by \(animated.largest)")
        func transition(fps: Double) throws -> [Int: [Double]] {
            var transition = try InteractiveTransition<Double>(duration: 0.4)
            transition.update(0.3)
            var frame = 0
            while Double(frame) / fps < 1.0 { transition.tick(at: Double(frame) / fps); frame += 1 }
            transition.finish(at: 1.0)
            return displayedFrames(from: 1.0, until: 2, fps: fps) { time in
                let shown = transition.tick(at: time)
                return ([shown.percentComplete], shown.didComplete != nil)
            }
        }
        let finished = compareSharedInstants(try transition(fps: 60), try transition(fps: 120))
        #expect(finished.shared > 10 && finished.largest <= 1e-14, "transition differs by \(finished.largest)")
    }

    // MARK: A spring flung past the largest double's reach

    /// Found by the animators fuzzer: a spring timing whose initial velocity is near the largest
    /// double carries the progress far past the start; pausing a long run there made a linear run
    /// whose remaining time, (1 − progress) · duration, overflowed to infinity. The held progress is
    /// kept where a linear run reaches the end within `maximumDuration` (1e9 s): 1 − 1e9 for a 1 s
    /// run, the start itself for a 1e9 s one.
    @Test(arguments: [(1.0, false), (1.0, true), (1e9, false), (1e9, true)])
    func aSpringPausedFarPastItsStartStillCompletes(duration: Double, stopsInstead: Bool) throws {
        var animator = try PropertyAnimator(duration: duration, timing: .spring(dampingRatio: 1, initialVelocity: -1e308), from: 0, to: 1)
        animator.start()
        animator.step(by: 0.1)
        #expect(animator.value < -1e306 && animator.value.isFinite)
        let held = 1 - 1e9 / duration
        if stopsInstead {
            animator.stop(withoutFinishing: false)
            #expect(animator.value == held)
            #expect(animator.finish(at: .end) == .end && animator.value == 1)
            return
        }
        animator.pause()
        #expect(animator.value == held)
        #expect(animator.remainingTime == 1e9)
        animator.continueAnimation(timing: nil, durationFactor: 0)
        #expect(animator.step(by: animator.remainingTime + 1) == .end)
        #expect(animator.value == 1)
    }

    /// A spring's ordinary overshoot is held where it is.
    @Test func aSpringPausedInItsOvershootIsHeldThere() throws {
        var animator = try PropertyAnimator(duration: 1, timing: .spring(dampingRatio: 0.3), from: 0, to: 100)
        animator.start()
        for _ in 0..<100 where animator.value <= 100 { animator.step(by: 0.01) }
        let shown = animator.value
        #expect(shown > 100)
        animator.pause()
        #expect(animator.value == shown)
    }
}
