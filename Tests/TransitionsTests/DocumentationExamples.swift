// Generated from the guide, the DocC catalogue and the doc comments of Transitions by
// `python3 Scripts/documentation-examples.py`; do not edit.
// Each example compiles here with only the imports it shows (the module's own when it shows none),
// as it would in a user's code, and runs.
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
        while !pop.isSettled {
           let frame = pop.tick(at: time)
           let top = frame[0]              // the popped screen, sliding off to the right
           let below = frame[1]            // the screen below, sliding in from the left
           print(frame.percentComplete, top.position.x, below.position.x)
           if frame.didComplete == true { print("popped") }   // exactly once, at exactly 1
           time += 1.0 / 120
        }
    }

    @Test func guide2() throws {
        var source = try PercentSource.translation(.right, extent: 375)
        source.begin(at: 0.4, reading: 0)       // a finger grabs a transition at 0.4
        source.percent(for: 75)                 // 0.6 (0.4 + 75/375)
        source.velocity(for: 750)               // 2 percent per second: what the release decision reads
    }

    @Test func guide3() throws {
        var transition = try InteractiveTransition(duration: 0.5, animations: [
           TransitionAnimation(from: 0.0, to: 100.0, curve: .easeInOut),                          // the whole 0.5 s
           TransitionAnimation(from: 1.0, to: 0.0, curve: .linear, delay: 0.25, duration: 0.25),  // the second half
        ])
        transition.update(0.25)           // L = 0.125 s
        transition.frame[0]               // 12.916...: ease-in-out at 0.25
        transition.frame[1]               // 1: not started
        transition.finish()               // (1 − 0.25)·0.5 = 0.375 s along ease-in-out
        transition.step(by: 0.375).didComplete      // true, and frame[0] is exactly 100
    }

    @Test func guide4() throws {
        let grid: [String: LayerState] = ["a": LayerState(frame: Rect(x: 0, y: 0, width: 180, height: 180)),
                                         "b": LayerState(frame: Rect(x: 190, y: 0, width: 180, height: 180))]
        let list: [String: LayerState] = ["a": LayerState(frame: Rect(x: 0, y: 0, width: 375, height: 80)),
                                         "c": LayerState(frame: Rect(x: 0, y: 90, width: 375, height: 80))]
        var layout = try LayoutTransition(from: grid, to: list, gesture: .pinch(PinchRecognizer()),
                                         source: .pinch(toScale: 2))
        let frame = layout.tick(at: 0)
        layout.layer(for: "a", in: frame)     // at the grid cell until the pinch begins
    }

    @Test func guide5() throws {
        var animator = try PropertyAnimator(duration: 1, timing: .easeInOut, from: 0.0, to: 100.0)
        animator.fractionComplete = 0.9           // inactive → active and paused, scrubbed linearly to 90
        animator.continueAnimation(timing: nil, durationFactor: 1)
        animator.remainingTime                    // 2.207 s: ease-in-out resumes at t' = 0.7793, where it shows 0.9
        animator.isReversed = true                // nothing moves; fractionComplete reads 1 − fraction
    }

    @Test func guide6() throws {
        var controller = try AnimationController(duration: 0.1, reverseDuration: 0.05)
        controller.forward()
        controller.tick(at: 0.010)     // the first frame after a start is time 0: 0
        controller.tick(at: 0.030)     // 0.2
        controller.fling(velocity: -1) // to exactly 0, status dismissed
    }

    @Test func docctransitions1() throws {

        var transition = try InteractiveTransition(duration: 0.5, animations: [
           TransitionAnimation(from: 0.0, to: 100.0, curve: .easeInOut),
        ])
        transition.update(0.4)
        transition.complete(velocity: 2)                 // 0.4 + 2·0.5 passes 0.5: it finishes
        transition.completionDuration                    // (1 − 0.4)·0.5 = 0.3 s
        let frame = transition.step(by: 0.3)
        frame.didComplete                                // true: reported once, at exactly 1
    }

    @Test func docctransitions2() throws {

        var pop = try TransitionInteraction.interactivePop(in: Rect(x: 0, y: 0, width: 375, height: 667))
        pop.handle(PointerSample(pointer: 0, x: 6, y: 400, phase: .began, time: 0))
        pop.handle(PointerSample(pointer: 0, x: 30, y: 400, phase: .moved, time: 0.05))    // past the slop: began
        pop.handle(PointerSample(pointer: 0, x: 120, y: 400, phase: .moved, time: 0.1))
        let layers = pop.tick(at: 0.1)       // layers[0]: the popped screen, 90 points right; layers[1]: the one below
    }

    @Test func animatingPosition1() throws {

        var animator = try PropertyAnimator(duration: 0.3, from: 0.0, to: 1.0)
        animator.start()
        let position = animator.step(by: 0.3)        // .end (.start when reversed) on the completing frame
        print(animator.completedPosition == position) // true, until the next run starts
    }

    @Test func animatingState1() throws {

        var animator = try PropertyAnimator(duration: 0.3, from: 0.0, to: 1.0)
        animator.state            // .inactive
        animator.start()
        animator.state            // .active (running)
    }

    @Test func animationBehavior1() throws {

        var controller = try AnimationController(duration: 0.3, animationBehavior: .preserve)
        controller.disableAnimations = true      // the user asked for reduced motion
        controller.forward()                     // still 0.3 s: preserved
    }

    @Test func animationController1() throws {

        var controller = try AnimationController(duration: 0.1, reverseDuration: 0.05)
        controller.forward()
        controller.tick(at: 0.010)        // the first frame starts the clock: 0
        controller.tick(at: 0.030)        // 0.2
        controller.fling(velocity: -1)    // a critically damped spring aimed 0.01 past the lower bound
    }

    @Test func animationStatus1() throws {

        var controller = try AnimationController(duration: 0.3)
        controller.status          // .dismissed: at the lower bound
        controller.forward()
        controller.status          // .forward
    }

    @Test func animatorTiming1() throws {

        let curve = AnimatorTiming.cubic(.easeOut)
        let spring = try AnimatorTiming.spring(dampingRatio: 0.8, initialVelocity: 2)   // settles in the animator's duration
        let physical = try AnimatorTiming.spring(mass: 1, stiffness: 300, damping: 30)  // its own settling time is the duration
        let bouncy = try AnimatorTiming.spring(duration: 0.5, bounce: 0.3)              // iOS 17's duration and bounce
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
        transition.frame[0]                     // 12.9...: the ease-in-out curve at 0.25
        transition.finish()                     // the finger let go: 0.375 s along the completion curve
        transition.step(by: 0.375).didComplete  // true: finished, exactly at 100
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
        layout.layer(for: 1, in: frame)      // item 1, between its two frames
    }

    @Test func percentOvershoot1() throws {

        PercentOvershoot.clamp.apply(to: 1.2)          // 1
        PercentOvershoot.rubberBand.apply(to: 1.2)     // 1.0990...: resists, never reaches 2
    }

    @Test func percentSource_Reading1() throws {

        let source = try PercentSource.translation(.right, extent: 375)
        source.reading == .translation(.right)      // true
    }

    @Test func percentSource1() throws {

        var source = try PercentSource.translation(.right, extent: 375)   // an interactive pop
        source.begin(at: 0.4, reading: 0)          // a paused transition at 0.4 is grabbed
        source.percent(for: 75)                    // 0.6: 75 points is a fifth of the width further
        source.velocity(for: 750)                  // 2: percent per second

        let pinch = try PercentSource.pinch(toScale: 0.5)   // pinching in to half closes
        pinch.percent(for: 0.75)                   // 0.5
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
        animator.step(by: 1.0 / 120)
        animator.value.position.y                     // the card, a frame later
        if let position = animator.step(by: 1) {      // the frame it completes says where it ended
            print("ended at", position)               // .end
        }
    }

    @Test func transitionAnimation1() throws {

        // A card that fades in over the second half of a 0.4 s transition.
        let fade = try TransitionAnimation(from: 0.0, to: 1.0, curve: .easeInOut, delay: 0.2, duration: 0.2)
        fade.value(atLocalTime: 0.25, transitionDuration: 0.4)   // easeInOut(0.25) = 0.1291...
    }

    @Test func transitionDecision1() throws {

        let rule = TransitionDecision.projected()              // the default
        rule.shouldFinish(TransitionRelease(percentComplete: 0.7, velocity: -1.5, duration: 0.5))  // false
        rule.shouldFinish(TransitionRelease(percentComplete: 0.8, velocity: 0, duration: 0.5))     // true
        rule.shouldFinish(TransitionRelease(percentComplete: 0.3, velocity: 2, duration: 0.5))     // true

        let custom = TransitionDecision.custom { $0.percentComplete > 0.3 }   // Hero's examples' threshold
    }

    @Test func transitionDirection1() throws {

        let pop = try PercentSource.translation(.right, extent: 375)     // back swipe from the left edge
        let dismiss = try PercentSource.translation(.down, extent: 667)  // pull down to dismiss
    }

    @Test func transitionFrame1() throws {

        var transition = try InteractiveTransition(duration: 0.5, animations: [
            TransitionAnimation(from: LayerState(position: Point(x: 187.5, y: 333.5)),
                                to: LayerState(position: Point(x: 562.5, y: 333.5)), curve: .linear),
        ])
        transition.update(0.25)
        let frame = transition.frame
        frame.percentComplete     // 0.25
        frame[0].position.x       // 281.25
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
    }

    @Test func transitionInteraction_InteractivePop1() throws {

        var pop = try TransitionInteraction.interactivePop(in: Rect(x: 0, y: 0, width: 375, height: 667))
        pop.handle(PointerSample(pointer: 0, x: 4, y: 300, phase: .began, time: 0))
        // ... moved samples; ticks show frame[0] (the top screen) and frame[1] (the one below)
    }

    @Test func transitionInteraction_PinchToClose1() throws {

        let photo = LayerState(position: Point(x: 187.5, y: 333.5), size: Size(width: 375, height: 500))
        var close = try TransitionInteraction.pinchToClose(card: photo)
    }

    @Test func transitionInteraction_PullDownToDismiss1() throws {

        let screen = Rect(x: 0, y: 0, width: 375, height: 667)
        var dismiss = try TransitionInteraction.pullDownToDismiss(card: LayerState(frame: screen), in: screen)
    }

    @Test func transitionInteraction1() throws {

        let screen = Rect(x: 0, y: 0, width: 375, height: 667)
        var pop = try TransitionInteraction.interactivePop(in: screen)
        pop.handle(PointerSample(pointer: 0, x: 5, y: 300, phase: .began, time: 0))
        pop.handle(PointerSample(pointer: 0, x: 20, y: 300, phase: .moved, time: 0.05))   // past the slop: began
        pop.handle(PointerSample(pointer: 0, x: 207.5, y: 302, phase: .moved, time: 0.1))
        let frame = pop.tick(at: 0.1)
        frame.percentComplete          // 0.5: the finger moved half a width since the pan began
        frame[0].position.x            // 375: the popped screen, under the finger
    }

    @Test func transitionRelease1() throws {

        let release = TransitionRelease(percentComplete: 0.7, velocity: -1.2, duration: 0.5)
        TransitionDecision.projected().shouldFinish(release)   // false: 0.7 − 0.6 = 0.1 < 0.5
    }

    @Test func transitionState1() throws {

        var transition = try InteractiveTransition<Double>(duration: 0.5)
        transition.state            // .interactive: waiting for updates
        transition.finish()
        transition.state            // .completing
        transition.step(by: 1)
        transition.state            // .finished
    }
}
