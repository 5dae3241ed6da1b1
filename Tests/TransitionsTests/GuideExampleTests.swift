import Testing
import Transitions

/// The guide's (Packages/Transitions/README.md) and the DocC overview's examples, with only
/// `import Transitions`: if one stops compiling or its numbers change, the guide is wrong.
@Suite struct GuideExampleTests {
    @Test func firstExampleTheBackSwipe() throws {
        let screen = Rect(x: 0, y: 0, width: 375, height: 667)
        var pop = try TransitionInteraction.interactivePop(in: screen)

        pop.handle(PointerSample(pointer: 0, x: 6, y: 400, phase: .began, time: 0.000))
        pop.handle(PointerSample(pointer: 0, x: 30, y: 401, phase: .moved, time: 0.016))
        pop.handle(PointerSample(pointer: 0, x: 160, y: 402, phase: .moved, time: 0.100))
        pop.handle(PointerSample(pointer: 0, x: 260, y: 402, phase: .moved, time: 0.150))
        pop.handle(PointerSample(pointer: 0, x: 260, y: 402, phase: .ended, time: 0.160))

        var popped = 0
        var tops: [Double] = []
        var time = 0.160
        while !pop.isSettled {
            let frame = pop.tick(at: time)
            let top = frame[0]
            let below = frame[1]
            tops.append(top.position.x)
            #expect(below.position.x <= 187.5)
            if frame.didComplete == true { popped += 1 }
            time += 1.0 / 120
        }
        #expect(popped == 1)
        #expect(tops.first == 187.5 + 230)           // released at 230 points of translation
        #expect(tops.last == 187.5 + 375)            // off screen
        #expect(pop.transition.state == .finished)
    }

    @Test func percentSources() throws {
        var source = try PercentSource.translation(.right, extent: 375)
        source.begin(at: 0.4, reading: 0)
        #expect(abs(source.percent(for: 75) - 0.6) < 1e-15)
        #expect(source.velocity(for: 750) == 2)
    }

    @Test func interactiveTransitionTimeFraction() throws {
        var transition = try InteractiveTransition(duration: 0.5, animations: [
            TransitionAnimation(from: 0.0, to: 100.0, curve: .easeInOut),
            TransitionAnimation(from: 1.0, to: 0.0, curve: .linear, delay: 0.25, duration: 0.25),
        ])
        transition.update(0.25)
        #expect(abs(transition.frame[0] - 12.916) < 0.001)
        #expect(transition.frame[1] == 1)
        transition.finish()
        #expect(transition.completionDuration == 0.375)
        #expect(transition.step(by: 0.375).didComplete == true)
        #expect(transition.frame[0] == 100)
    }

    @Test func layoutTransition() throws {
        let grid: [String: LayerState] = ["a": LayerState(frame: Rect(x: 0, y: 0, width: 180, height: 180)),
                                          "b": LayerState(frame: Rect(x: 190, y: 0, width: 180, height: 180))]
        let list: [String: LayerState] = ["a": LayerState(frame: Rect(x: 0, y: 0, width: 375, height: 80)),
                                          "c": LayerState(frame: Rect(x: 0, y: 90, width: 375, height: 80))]
        var layout = try LayoutTransition(from: grid, to: list, gesture: .pinch(PinchRecognizer()),
                                          source: .pinch(toScale: 2))
        let frame = layout.tick(at: 0)
        #expect(layout.layer(for: "a", in: frame) == grid["a"])
        #expect(layout.layer(for: "c", in: frame)?.alpha == 0)
    }

    @Test func propertyAnimatorContinue() throws {
        var animator = try PropertyAnimator(duration: 1, timing: .easeInOut, from: 0.0, to: 100.0)
        animator.fractionComplete = 0.9
        #expect(animator.state == .active && animator.value == 90)
        animator.continueAnimation(timing: nil, durationFactor: 1)
        #expect(abs(animator.remainingTime - 2.207) < 0.001)
        #expect(abs(animator.fractionComplete - 0.7793) < 0.0001)
        animator.isReversed = true
        #expect(abs(animator.fractionComplete - (1 - 0.7793)) < 0.0001)
        #expect(abs(animator.value - 90) < 1e-9)
    }

    @Test func animationController() throws {
        var controller = try AnimationController(duration: 0.1, reverseDuration: 0.05)
        controller.forward()
        #expect(controller.tick(at: 0.010) == 0)
        #expect(abs(controller.tick(at: 0.030) - 0.2) < 1e-10)
        controller.fling(velocity: -1)
        var time = 0.030
        while controller.isAnimating {
            time += 1.0 / 120
            controller.tick(at: time)
        }
        #expect(controller.value == 0 && controller.status == .dismissed)
    }

    @Test func docCOverview() throws {
        var transition = try InteractiveTransition(duration: 0.5, animations: [
            TransitionAnimation(from: 0.0, to: 100.0, curve: .easeInOut),
        ])
        transition.update(0.4)
        let finishing = transition.complete(velocity: 2)
        #expect(finishing)
        #expect(abs((transition.completionDuration ?? 0) - 0.3) < 1e-15)
        let frame = transition.step(by: 0.3)
        #expect(frame.didComplete == true && frame[0] == 100)

        var pop = try TransitionInteraction.interactivePop(in: Rect(x: 0, y: 0, width: 375, height: 667))
        pop.handle(PointerSample(pointer: 0, x: 6, y: 400, phase: .began, time: 0))
        pop.handle(PointerSample(pointer: 0, x: 30, y: 400, phase: .moved, time: 0.05))
        pop.handle(PointerSample(pointer: 0, x: 120, y: 400, phase: .moved, time: 0.1))
        let layers = pop.tick(at: 0.1)
        #expect(layers.count == 2 && layers[0].position.x == 187.5 + 90)
    }
}
