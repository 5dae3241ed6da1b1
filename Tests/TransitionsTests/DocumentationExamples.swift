// Generated from the guide, the DocC catalogue and the doc comments of Transitions (and the examples of
// README.md and docs/ that import it first) by `python3 Scripts/documentation-examples.py`; do not edit.
// Each example compiles here with only the imports it shows (the module's own when it shows none),
// as it would in a user's code, and runs; what a `print(...)  // comment` line states is expected.
import Transitions
import Testing

@Suite struct TransitionsDocumentationExamples {
    @Test func guide1() throws {

        // The back swipe of a navigation stack: a pan from the left edge pops the top screen.
        let screen = Rect(x: 0, y: 0, width: 375, height: 667)
        var pop = try TransitionInteraction.interactivePop(in: screen)

        // Touch handlers: every pointer sample, with its timestamp (seconds).
        pop.handle(PointerSample(pointer: 0, x: 6, y: 400, phase: .began, time: 0.000))
        pop.handle(PointerSample(pointer: 0, x: 30, y: 401, phase: .moved, time: 0.016))
        pop.handle(PointerSample(pointer: 0, x: 160, y: 402, phase: .moved, time: 0.100))
        pop.handle(PointerSample(pointer: 0, x: 260, y: 402, phase: .moved, time: 0.150))
        pop.handle(PointerSample(pointer: 0, x: 260, y: 402, phase: .ended, time: 0.160))

        // Display link: one tick per frame, on the samples' clock, until nothing moves.
        var time = 0.160
        var completions = 0
        while !pop.isSettled {
           let frame = pop.tick(at: time)
           let top = frame[0]              // the popped screen, sliding off to the right
           let below = frame[1]            // the screen below, sliding in from the left
           print(frame.percentComplete, top.position.x, below.position.x)
           if frame.didComplete == true { completions += 1 }   // pop the view controller here
           time += 1.0 / 120
        }
        var printed1 = ""
        print(completions, pop.transition.state, to: &printed1)
        #expect(printed1 == "1 finished\n")
    }

    @Test func guide2() throws {
        var source = try PercentSource.translation(.right, extent: 375)
        source.begin(at: 0.4, reading: 0)       // a finger grabs a transition at 0.4
        var printed1 = ""
        print(source.percent(for: 75), to: &printed1)
        #expect(printed1 == "0.6000000000000001\n")
        var printed2 = ""
        print(source.velocity(for: 750), to: &printed2)
        #expect(printed2 == "2.0\n")
    }

    @Test func guide3() throws {
        var transition = try InteractiveTransition(duration: 0.5, animations: [
           TransitionAnimation(from: 0.0, to: 100.0, curve: .easeInOut),                          // the whole 0.5 s
           TransitionAnimation(from: 1.0, to: 0.0, curve: .linear, delay: 0.25, duration: 0.25),  // the second half
        ])
        transition.update(0.25)           // L = 0.125 s
        var printed1 = ""
        print(transition.frame[0], to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"12\.916[0-9]*\n"#)) != nil, "printed \(printed1), stated 12.916...")
        var printed2 = ""
        print(transition.frame[1], to: &printed2)
        #expect(printed2 == "1.0\n")
        transition.finish()
        var printed3 = ""
        print(transition.completionDuration ?? 0, to: &printed3)
        #expect(printed3 == "0.375\n")
        let end = transition.step(by: 0.375)
        var printed4 = ""
        print(end.didComplete == true, transition.frame[0], to: &printed4)
        #expect(printed4 == "true 100.0\n")
    }

    @Test func guide4() throws {
        let grid: [String: LayerState] = ["a": LayerState(frame: Rect(x: 0, y: 0, width: 180, height: 180)),
                                         "b": LayerState(frame: Rect(x: 190, y: 0, width: 180, height: 180))]
        let list: [String: LayerState] = ["a": LayerState(frame: Rect(x: 0, y: 0, width: 375, height: 80)),
                                         "c": LayerState(frame: Rect(x: 0, y: 90, width: 375, height: 80))]
        var layout = try LayoutTransition(from: grid, to: list, gesture: .pinch(PinchRecognizer()),
                                         source: .pinch(toScale: 2))
        let frame = layout.tick(at: 0)
        var printed1 = ""
        print(layout.layer(for: "a", in: frame) == grid["a"], to: &printed1)
        #expect(printed1 == "true\n")
        var printed2 = ""
        print(layout.layer(for: "c", in: frame)?.alpha ?? 1, to: &printed2)
        #expect(printed2 == "0.0\n")
    }

    @Test func guide5() throws {
        var animator = try PropertyAnimator(duration: 1, timing: .easeInOut, from: 0.0, to: 100.0)
        animator.fractionComplete = 0.9           // inactive → active and paused, scrubbed linearly
        var printed1 = ""
        print(animator.state, animator.value, to: &printed1)
        #expect(printed1 == "active 90.0\n")
        animator.continueAnimation(timing: nil, durationFactor: 1)
        var printed2 = ""
        print(animator.remainingTime, to: &printed2)
        #expect(printed2.wholeMatch(of: try Regex(#"2\.207[0-9]*\n"#)) != nil, "printed \(printed2), stated 2.207...")
        var printed3 = ""
        print(animator.fractionComplete, to: &printed3)
        #expect(printed3.wholeMatch(of: try Regex(#"0\.7792[0-9]*\n"#)) != nil, "printed \(printed3), stated 0.7792...")
        animator.isReversed = true                // nothing moves; fractionComplete reads 1 − fraction
        var printed4 = ""
        print(animator.fractionComplete, animator.value, to: &printed4)
        #expect(printed4.wholeMatch(of: try Regex(#"0\.2207[0-9]* 89\.9999[0-9]*\n"#)) != nil, "printed \(printed4), stated 0.2207... 89.9999...")
    }

    @Test func guide6() throws {
        var controller = try AnimationController(duration: 0.1, reverseDuration: 0.05)
        controller.forward()
        var printed1 = ""
        print(controller.tick(at: 0.010), to: &printed1)
        #expect(printed1 == "0.0\n")
        var printed2 = ""
        print(controller.tick(at: 0.030), to: &printed2)
        #expect(printed2.wholeMatch(of: try Regex(#"0\.1999[0-9]*\n"#)) != nil, "printed \(printed2), stated 0.1999...")
        controller.fling(velocity: -1)
        var time = 0.030
        while controller.isAnimating {
           time += 1.0 / 120
           _ = controller.tick(at: time)
        }
        var printed3 = ""
        print(controller.value, controller.status, to: &printed3)
        #expect(printed3 == "0.0 dismissed\n")
    }

    @Test func guide7() throws {
        var fade = try AnimationController(duration: 0.2)
        fade.forward(at: 1.0)                // a tap at t = 1 s
        var printed1 = ""
        print(fade.tick(at: 1.05), to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"0\.25[0-9]*\n"#)) != nil, "printed \(printed1), stated 0.25...")
    }

    @Test func guide8() throws {

        var swipe = try TransitionInteraction(gesture: .pan(PanRecognizer(minimumDistance: 0)),
                                             source: .translation(.right, extent: 400),
                                             transition: InteractiveTransition<Double>(duration: 0.5))
        swipe.handle(PointerSample(pointer: 0, x: 0, y: 300, phase: .began, time: 0))
        swipe.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .moved, time: 0.1))
        swipe.handle(PointerSample(pointer: 0, x: 260, y: 300, phase: .moved, time: 0.2))   // 0.65: past 0.5
        swipe.handle(PointerSample(pointer: 0, x: 260, y: 300, phase: .moved, time: 0.3))
        swipe.handle(PointerSample(pointer: 0, x: 260, y: 300, phase: .ended, time: 0.35))
        var time = 0.35
        var felt: [String] = []
        while !swipe.isSettled {
           time += 1.0 / 60
           swipe.tick(at: time)
           felt += swipe.events.map { "\($0.kind) \(($0.time * 1000).rounded()) ms" }
        }
        var printed1 = ""
        print(felt, to: &printed1)
        #expect(printed1 == "[\"thresholdActivated 200.0 ms\", \"committed 525.0 ms\"]\n")
    }

    @Test func docctransitions1() throws {

        var transition = try InteractiveTransition(duration: 0.5, animations: [
           TransitionAnimation(from: 0.0, to: 100.0, curve: .easeInOut),
        ])
        transition.update(0.4)
        var printed1 = ""
        print(transition.complete(velocity: 2), to: &printed1)
        #expect(printed1 == "true\n")
        var printed2 = ""
        print(transition.completionDuration ?? 0, to: &printed2)
        #expect(printed2 == "0.3\n")
        let frame = transition.step(by: 0.3)
        var printed3 = ""
        print(frame.didComplete == true, frame[0], to: &printed3)
        #expect(printed3 == "true 100.0\n")
    }

    @Test func docctransitions2() throws {

        var pop = try TransitionInteraction.interactivePop(in: Rect(x: 0, y: 0, width: 375, height: 667))
        pop.handle(PointerSample(pointer: 0, x: 6, y: 400, phase: .began, time: 0))
        pop.handle(PointerSample(pointer: 0, x: 30, y: 400, phase: .moved, time: 0.05))    // past the slop: began
        pop.handle(PointerSample(pointer: 0, x: 120, y: 400, phase: .moved, time: 0.1))
        let layers = pop.tick(at: 0.1)       // layers[0]: the popped screen; layers[1]: the one below
        var printed1 = ""
        print(layers.count, layers[0].position.x, to: &printed1)
        #expect(printed1 == "2 277.5\n")
    }

    @Test func animatingPosition1() throws {

        var animator = try PropertyAnimator(duration: 0.3, from: 0.0, to: 1.0)
        animator.start()
        let position = animator.step(by: 0.3)        // .end (.start when reversed) on the completing frame
        var printed1 = ""
        print(animator.completedPosition == position, to: &printed1)
        #expect(printed1 == "true\n")
    }

    @Test func animatingState1() throws {

        var animator = try PropertyAnimator(duration: 0.3, from: 0.0, to: 1.0)
        var printed1 = ""
        print(animator.state, to: &printed1)
        #expect(printed1 == "inactive\n")
        animator.start()
        var printed2 = ""
        print(animator.state, animator.isRunning, to: &printed2)
        #expect(printed2 == "active true\n")
    }

    @Test func animationBehavior1() throws {

        var controller = try AnimationController(duration: 0.3, animationBehavior: .preserve)
        controller.disableAnimations = true      // the user asked for reduced motion
        controller.forward()                     // still 0.3 s: preserved
    }

    @Test func animationController1() throws {

        var controller = try AnimationController(duration: 0.1, reverseDuration: 0.05)
        controller.forward()
        var printed1 = ""
        print(controller.tick(at: 0.010), to: &printed1)
        #expect(printed1 == "0.0\n")
        var printed2 = ""
        print(controller.tick(at: 0.030), to: &printed2)
        #expect(printed2.wholeMatch(of: try Regex(#"0\.1999[0-9]*\n"#)) != nil, "printed \(printed2), stated 0.1999...")
        controller.fling(velocity: -1)    // a critically damped spring aimed 0.01 past the lower bound
    }

    @Test func animationStatus1() throws {

        var controller = try AnimationController(duration: 0.3)
        var printed1 = ""
        print(controller.status, to: &printed1)
        #expect(printed1 == "dismissed\n")
        controller.forward()
        var printed2 = ""
        print(controller.status, to: &printed2)
        #expect(printed2 == "forward\n")
    }

    @Test func animatorTiming1() throws {

        let timings: [AnimatorTiming] = [
            .cubic(.easeOut),
            try .spring(dampingRatio: 0.8, initialVelocity: 2),   // settles in the animator's duration
            try .spring(mass: 1, stiffness: 300, damping: 30),    // its own settling time is the duration
            try .spring(duration: 0.5, bounce: 0.3),              // iOS 17's duration and bounce
        ]
        let animator = try PropertyAnimator(duration: 0.4, timing: timings[1], from: 0.0, to: 1.0)
        var printed1 = ""
        print(animator.state, to: &printed1)
        #expect(printed1 == "inactive\n")
    }

    @Test func completionTiming1() throws {

        var transition = try InteractiveTransition<Double>(duration: 0.5)
        transition.completionTiming = .velocityAware                       // UIKit's interactive pop
        transition.completionTiming = .spring(try Spring(response: 0.3, dampingRatio: 0.9))
    }

    @Test func interactiveTransition1() throws {

        var transition = try InteractiveTransition(duration: 0.5, animations: [
            TransitionAnimation(from: 0.0, to: 100.0, curve: .easeInOut),
        ])
        transition.update(0.25)                 // the finger moved a quarter of the way
        var printed1 = ""
        print(transition.frame[0], to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"12\.9[0-9]*\n"#)) != nil, "printed \(printed1), stated 12.9...")
        transition.finish()                     // the finger let go: 0.375 s along the completion curve
        let end = transition.step(by: 0.375)
        var printed2 = ""
        print(end.didComplete == true, end[0], to: &printed2)
        #expect(printed2 == "true 100.0\n")
    }

    @Test func layoutTransition1() throws {

        // A 2-column grid pinched into a list, items keyed by their identifiers.
        let grid: [Int: LayerState] = [1: LayerState(frame: Rect(x: 0, y: 0, width: 180, height: 180)),
                                       2: LayerState(frame: Rect(x: 190, y: 0, width: 180, height: 180))]
        let list: [Int: LayerState] = [1: LayerState(frame: Rect(x: 0, y: 0, width: 375, height: 80)),
                                       3: LayerState(frame: Rect(x: 0, y: 90, width: 375, height: 80))]
        var layout = try LayoutTransition(from: grid, to: list, gesture: .pinch(PinchRecognizer()),
                                          source: .pinch(toScale: 2))
        let frame = layout.tick(at: 0)
        var printed1 = ""
        print(layout.layer(for: 1, in: frame) == grid[1], to: &printed1)
        #expect(printed1 == "true\n")
    }

    @Test func percentOvershoot1() throws {

        var printed1 = ""
        print(PercentOvershoot.clamp.apply(to: 1.2), to: &printed1)
        #expect(printed1 == "1.0\n")
        var printed2 = ""
        print(PercentOvershoot.rubberBand.apply(to: 1.2), to: &printed2)
        #expect(printed2.wholeMatch(of: try Regex(#"1\.0990[0-9]*\n"#)) != nil, "printed \(printed2), stated 1.0990...")
    }

    @Test func percentSource_Reading1() throws {

        let source = try PercentSource.translation(.right, extent: 375)
        var printed1 = ""
        print(source.reading == .translation(.right), to: &printed1)
        #expect(printed1 == "true\n")
    }

    @Test func percentSource1() throws {

        var source = try PercentSource.translation(.right, extent: 375)   // an interactive pop
        source.begin(at: 0.4, reading: 0)          // a paused transition at 0.4 is grabbed
        var printed1 = ""
        print(source.percent(for: 75), to: &printed1)
        #expect(printed1 == "0.6000000000000001\n")
        var printed2 = ""
        print(source.velocity(for: 750), to: &printed2)
        #expect(printed2 == "2.0\n")

        let pinch = try PercentSource.pinch(toScale: 0.5)   // pinching in to half closes
        var printed3 = ""
        print(pinch.percent(for: 0.75), to: &printed3)
        #expect(printed3 == "0.5\n")
    }

    @Test func propertyAnimator1() throws {

        var animator = try PropertyAnimator(duration: 0.4, timing: .easeInOut,
                                            from: LayerState(position: Point(x: 0, y: 300)),
                                            to: LayerState(position: Point(x: 0, y: 0)))
        animator.pause()                             // a finger grabbed the card: active, paused
        animator.fractionComplete = 0.3              // it dragged the card 30 % of the way
        // The finger lets go moving up at 900 points/s with 210 points left: hand the velocity to a spring.
        let velocity = Spring.uikitInitialSpringVelocity(velocity: 900, distance: 210)
        animator.continueAnimation(timing: try .spring(dampingRatio: 0.8, initialVelocity: velocity), durationFactor: 1)
        _ = animator.step(by: 1.0 / 120)              // nil: not complete yet
        var printed1 = ""
        print(animator.value.position.y, to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"200\.5228[0-9]*\n"#)) != nil, "printed \(printed1), stated 200.5228...")
        if let position = animator.step(by: 1) {      // the frame it completes says where it ended
            var printed2 = ""
            print("ended at", position, to: &printed2)
            #expect(printed2 == "ended at end\n")
        }
    }

    @Test func transitionAnimation1() throws {

        // A card that fades in over the second half of a 0.4 s transition.
        let fade = try TransitionAnimation(from: 0.0, to: 1.0, curve: .easeInOut, delay: 0.2, duration: 0.2)
        var printed1 = ""
        print(fade.value(atLocalTime: 0.25, transitionDuration: 0.4), to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"0\.1291[0-9]*\n"#)) != nil, "printed \(printed1), stated 0.1291...")
    }

    @Test func transitionDecision1() throws {

        let rule = TransitionDecision.projected()              // the default
        var printed1 = ""
        print(rule.shouldFinish(TransitionRelease(percentComplete: 0.7, velocity: -1.5, duration: 0.5)), to: &printed1)
        #expect(printed1 == "false\n")
        var printed2 = ""
        print(rule.shouldFinish(TransitionRelease(percentComplete: 0.8, velocity: 0, duration: 0.5)), to: &printed2)
        #expect(printed2 == "true\n")
        var printed3 = ""
        print(rule.shouldFinish(TransitionRelease(percentComplete: 0.3, velocity: 2, duration: 0.5)), to: &printed3)
        #expect(printed3 == "true\n")
    }

    @Test func transitionDirection1() throws {

        let pop = try PercentSource.translation(.right, extent: 375)     // back swipe from the left edge
        let dismiss = try PercentSource.translation(.down, extent: 667)  // pull down to dismiss
        var printed1 = ""
        print(pop.percent(for: 75), dismiss.percent(for: 66.7), to: &printed1)
        #expect(printed1 == "0.2 0.1\n")
    }

    @Test func transitionFrame1() throws {

        var transition = try InteractiveTransition(duration: 0.5, animations: [
            TransitionAnimation(from: LayerState(position: Point(x: 187.5, y: 333.5)),
                                to: LayerState(position: Point(x: 562.5, y: 333.5)), curve: .linear),
        ])
        transition.update(0.25)
        let frame = transition.frame
        var printed1 = ""
        print(frame.percentComplete, to: &printed1)
        #expect(printed1 == "0.25\n")
        var printed2 = ""
        print(frame[0].position.x, to: &printed2)
        #expect(printed2 == "281.25\n")
        for layer in frame { print(layer.position) }
    }

    @Test func transitionFrameIterator1() throws {

        let transition = try InteractiveTransition(duration: 0.3, animations: [TransitionAnimation(from: 0.0, to: 1.0)])
        for value in transition.frame { print(value) }       // uses this iterator
    }

    @Test func transitionGesture1() throws {

        let screen = Rect(x: 0, y: 0, width: 375, height: 667)
        let back = TransitionGesture.screenEdgePan(try ScreenEdgePanRecognizer(edges: .left, bounds: screen))
        let drag = TransitionGesture.pan(PanRecognizer())
        let pinch = TransitionGesture.pinch(PinchRecognizer())
        _ = (back, drag, pinch)   // each for TransitionInteraction(gesture:source:transition:)
    }

    @Test func transitionInteraction_InteractivePop1() throws {

        var pop = try TransitionInteraction.interactivePop(in: Rect(x: 0, y: 0, width: 375, height: 667))
        pop.handle(PointerSample(pointer: 0, x: 4, y: 300, phase: .began, time: 0))
        // ... moved samples; ticks show frame[0] (the top screen) and frame[1] (the one below)
    }

    @Test func transitionInteraction_PinchToClose1() throws {

        let photo = LayerState(position: Point(x: 187.5, y: 333.5), size: Size(width: 375, height: 500))
        let close = try TransitionInteraction.pinchToClose(card: photo)
        var printed1 = ""
        print(close.isTracking, to: &printed1)
        #expect(printed1 == "false\n")
    }

    @Test func transitionInteraction_PullDownToDismiss1() throws {

        let screen = Rect(x: 0, y: 0, width: 375, height: 667)
        let dismiss = try TransitionInteraction.pullDownToDismiss(card: LayerState(frame: screen), in: screen)
        var printed1 = ""
        print(dismiss.isTracking, to: &printed1)
        #expect(printed1 == "false\n")
    }

    @Test func transitionInteraction1() throws {

        let screen = Rect(x: 0, y: 0, width: 375, height: 667)
        var pop = try TransitionInteraction.interactivePop(in: screen)
        pop.handle(PointerSample(pointer: 0, x: 5, y: 300, phase: .began, time: 0))
        pop.handle(PointerSample(pointer: 0, x: 20, y: 300, phase: .moved, time: 0.05))   // past the slop: began
        pop.handle(PointerSample(pointer: 0, x: 207.5, y: 302, phase: .moved, time: 0.1))
        let frame = pop.tick(at: 0.1)
        var printed1 = ""
        print(frame.percentComplete, to: &printed1)
        #expect(printed1 == "0.5\n")
        var printed2 = ""
        print(frame[0].position.x, to: &printed2)
        #expect(printed2 == "375.0\n")
    }

    @Test func transitionInteraction2() throws {

        var close = try TransitionInteraction.pinchToClose(card: LayerState(size: Size(width: 375, height: 500)))
        close.update(with: .pinch(state: .began, scale: 1, velocity: 0, time: 0))
        close.update(with: .pinch(state: .changed, scale: 0.75, velocity: -1, time: 0.1))
        var printed1 = ""
        print(close.transition.percentComplete, to: &printed1)
        #expect(printed1 == "0.5\n")
    }

    @Test func transitionInteraction3() throws {

        var pop = try TransitionInteraction.interactivePop(in: Rect(x: 0, y: 0, width: 375, height: 667))
        pop.handle(PointerSample(pointer: 0, x: 5, y: 300, phase: .began, time: 0))
        pop.handle(PointerSample(pointer: 0, x: 20, y: 300, phase: .moved, time: 0.05))
        pop.handle(PointerSample(pointer: 0, x: 120, y: 300, phase: .moved, time: 0.1))
        pop.handle(PointerSample(pointer: 0, x: 120, y: 300, phase: .ended, time: 0.2))
        if let release = pop.lastRelease, release.percentComplete > 0.25 {   // Hero's examples' threshold
            pop.complete(finishing: true)
        }
        var time = 0.2
        while !pop.isSettled { time += 1.0 / 60; pop.tick(at: time) }
        var printed1 = ""
        print(pop.transition.state, to: &printed1)
        #expect(printed1 == "finished\n")
    }

    @Test func transitionRelease1() throws {

        let release = TransitionRelease(percentComplete: 0.7, velocity: -1.2, duration: 0.5)
        var printed1 = ""
        print(TransitionDecision.projected().shouldFinish(release), to: &printed1)
        #expect(printed1 == "false\n")
    }

    @Test func transitionState1() throws {

        var transition = try InteractiveTransition<Double>(duration: 0.5)
        var printed1 = ""
        print(transition.state, to: &printed1)
        #expect(printed1 == "interactive\n")
        transition.finish()
        var printed2 = ""
        print(transition.state, to: &printed2)
        #expect(printed2 == "completing\n")
        _ = transition.step(by: 1)
        var printed3 = ""
        print(transition.state, to: &printed3)
        #expect(printed3 == "finished\n")
    }

    @Test func docshosts4() throws {

        // A host's reading (Android: "Remove animations" sets the animator duration scale to 0).
        let androidScale = 0.0
        let preferences = try MotionPreferences(durationScale: androidScale, reduceMotion: androidScale == 0)
        var pop = try TransitionInteraction.interactivePop(in: Rect(x: 0, y: 0, width: 375, height: 667))
        pop.motionPreferences = preferences
        pop.handle(PointerSample(pointer: 0, x: 5, y: 300, phase: .began, time: 0))
        pop.handle(PointerSample(pointer: 0, x: 20, y: 300, phase: .moved, time: 0.05))
        pop.handle(PointerSample(pointer: 0, x: 300, y: 300, phase: .moved, time: 0.1))
        pop.handle(PointerSample(pointer: 0, x: 300, y: 300, phase: .ended, time: 0.15))
        var printed1 = ""
        print(pop.tick(at: 0.15).state, to: &printed1)
        #expect(printed1 == "finished\n")
    }
}
