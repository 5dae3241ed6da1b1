import CFuzzDriver
import Dynamics
import FuzzSupport
import Geometry
import Gestures
import Parallax
import Transitions

/// libFuzzer entry point for what the interaction replay does not reach: the first byte picks a
/// subject (property animator, animation controller, interactive transition completions, the
/// parallax layout helpers, a scroll view whose content changes mid-motion), the rest is a program of
/// calls with numbers from `FuzzInput`. Every output must be finite, and once the program ends every
/// animation must complete within a bounded number of steps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAnimators(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    var input = FuzzInput(UnsafeRawBufferPointer(start: data + 1, count: size - 1))
    switch data[0] % 5 {
    case 0: fuzzPropertyAnimator(&input)
    case 1: fuzzAnimationController(&input)
    case 2: fuzzInteractiveTransition(&input)
    case 3: fuzzLayoutHelpers(&input)
    default: fuzzScrollResize(&input)
    }
    return 0
}

/// A timing from the input: curves, and springs of any constants the initialisers accept.
func timing(_ input: inout FuzzInput) -> AnimatorTiming {
    switch input.choice(5) {
    case 0: return .easeInOut
    case 1: return .linear
    case 2: return (try? .spring(dampingRatio: input.coordinate(), initialVelocity: input.coordinate())) ?? .easeInOut
    case 3: return (try? .spring(mass: input.coordinate(), stiffness: input.coordinate(), damping: input.coordinate())) ?? .linear
    default: return (try? .spring(duration: input.interval(), bounce: input.coordinate() / 4096)) ?? .systemSpring
    }
}

func fuzzPropertyAnimator(_ input: inout FuzzInput) {
    guard var animator = try? PropertyAnimator(duration: input.interval(), timing: timing(&input), from: input.coordinate(),
                                               to: input.coordinate()) else { return }
    func verify(_ call: @autoclosure () -> String) {
        for index in 0..<animator.animationCount {
            require(animator.presentationValue(of: index).isFinite, "animator value after \(call())")
        }
        require(animator.remainingTime.isFinite && animator.fractionComplete.isFinite, "animator readings after \(call())")
    }
    var time = 0.0
    while !input.isExhausted {
        switch input.choice(12) {
        case 0: _ = try? animator.addAnimations(from: input.coordinate(), to: input.coordinate(), delayFactor: input.coordinate() / 4096)
        case 1: animator.start(afterDelay: input.interval())
        case 2: animator.pause()
        case 3: animator.continueAnimation(timing: input.choice(2) == 0 ? nil : timing(&input), durationFactor: input.coordinate())
        case 4: animator.stop(withoutFinishing: input.choice(2) == 0)
        case 5:
            let position = AnimatingPosition.allCases[input.choice(3)]
            let report = animator.finish(at: position)
            require(report == nil || (report == position && animator.completedPosition == position), "finish(at:) reported \(String(describing: report))")
        case 6: animator.isReversed.toggle()
        case 7: animator.fractionComplete = input.coordinate() / 4096
        case 8: animator.pausesOnCompletion = input.choice(2) == 0
        case 9:
            let next = time + input.interval()
            if next.isFinite { time = next }
            if let position = animator.tick(at: input.choice(8) == 0 ? input.coordinate() : time) {
                require(animator.completedPosition == position, "a completing tick and completedPosition disagree")
            }
        default:
            if let position = animator.step(by: input.interval()) {
                require(animator.completedPosition == position, "a completing step and completedPosition disagree")
            }
        }
        verify("a call")
    }
    // Every run completes: stepping by what is left (a delay included) ends it.
    for _ in 0..<4 where animator.isRunning {
        animator.step(by: animator.remainingTime + 1)
        verify("a final step")
    }
    require(!animator.isRunning, "the animator still runs after its remaining time: \(animator.remainingTime)")
}

func fuzzAnimationController(_ input: inout FuzzInput) {
    let low = input.choice(4) == 0 ? -Double.infinity : input.coordinate()
    let high = input.choice(4) == 0 ? Double.infinity : input.coordinate()
    guard var controller = try? AnimationController(value: input.choice(2) == 0 ? nil : input.coordinate(), duration: input.interval(),
                                                    lowerBound: Swift.min(low, high), upperBound: Swift.max(low, high)) else { return }
    var time = 0.0
    var repeatsForever = false
    while !input.isExhausted {
        // Whether the simulation running is a repeat without a count: set by `repeat`, cleared by
        // anything that replaces or stops the simulation, kept by the setters and ticks.
        let wasRepeating = repeatsForever
        repeatsForever = false
        switch input.choice(14) {
        case 0: controller.forward(from: input.choice(2) == 0 ? nil : input.coordinate())
        case 1: controller.reverse(from: input.choice(2) == 0 ? nil : input.coordinate())
        case 2: controller.toggle()
        case 3: controller.animateTo(input.coordinate(), duration: input.choice(2) == 0 ? nil : input.interval())
        case 4: controller.animateBack(input.coordinate(), duration: input.choice(2) == 0 ? nil : input.interval())
        case 5: controller.fling(velocity: input.coordinate())
        case 6:
            let count = input.choice(3) == 0 ? nil : input.choice(4)
            if (try? controller.repeat(reverse: input.choice(2) == 0, period: input.choice(2) == 0 ? nil : input.interval(), count: count)) != nil {
                repeatsForever = count == nil
            } else {
                repeatsForever = wasRepeating
            }
        case 7: controller.setValue(input.coordinate())
        case 8:
            repeatsForever = wasRepeating
            controller.duration = input.coordinate()
        case 9:
            repeatsForever = wasRepeating
            controller.reverseDuration = input.interval()
        case 10:
            controller.stop()
        default:
            repeatsForever = wasRepeating
            let next = time + input.interval()
            if next.isFinite { time = next }
            controller.tick(at: input.choice(8) == 0 ? input.coordinate() : time)
        }
        require(controller.value.isFinite && controller.velocity.isFinite, "controller value \(controller.value)")
    }
    if repeatsForever { controller.stop() }
    // Every run ends within its longest duration (three periods of a counted repeat): ticks that far
    // apart finish it.
    let start = time + 1 > time ? time : 0
    controller.tick(at: start)
    for multiple in [1.01, 2.02, 4.04] { controller.tick(at: start + AnimationController.maximumDuration * multiple) }
    require(!controller.isAnimating, "the controller still animates after its longest duration: \(controller)")
    require(controller.value.isFinite, "controller value \(controller.value)")
}

func fuzzInteractiveTransition(_ input: inout FuzzInput) {
    guard var transition = try? InteractiveTransition<Double>(duration: input.interval(), animations: [
        TransitionAnimation(from: input.coordinate(), to: input.coordinate(), curve: .easeInOut),
    ]) else { return }
    var ends = 0, begins = 1
    func check(_ frame: TransitionFrame<Double>, _ call: @autoclosure () -> String) {
        require(frame.percentComplete.isFinite && transition.percentVelocity.isFinite && frame[0].isFinite,
                "transition after \(call()): \(frame.percentComplete) \(transition.percentVelocity)")
        // Resets' cancellations are reported on their frame (`didComplete` false); a newer transition's
        // end on a frame of its own, after them.
        ends += frame.resetCancellations
        if frame.didComplete != nil && frame.resetCancellations == 0 { ends += 1 }
    }
    while !input.isExhausted {
        switch input.choice(10) {
        case 0:
            switch input.choice(5) {
            case 0: transition.completionTiming = .curve
            case 1: transition.completionTiming = .velocityAware
            case 2: transition.completionTiming = .cupertinoBackSwipe
            case 3: transition.completionTiming = .dampingRatio(input.coordinate())
            default:
                if let spring = try? Spring(mass: input.coordinate(), stiffness: input.coordinate(), damping: input.coordinate()) {
                    transition.completionTiming = .spring(spring)
                }
            }
        case 1: transition.update(input.coordinate() / 4096)
        case 2: transition.finish(velocity: input.coordinate())
        case 3: transition.cancel(velocity: input.coordinate())
        case 4: transition.complete(velocity: input.coordinate())
        case 5: transition.pause()
        case 6:
            if transition.state == .finished || transition.state == .cancelled { begins += 1 }
            else if transition.state == .interactive || transition.state == .completing { begins += 1 }
            transition.reset()
        case 7: transition.completionSpeed = input.coordinate()
        case 8: transition.overshoot = input.choice(2) == 0 ? .clamp : .rubberBand
        default: check(transition.step(by: input.interval()), "step")
        }
    }
    if transition.state == .interactive { transition.finish(velocity: input.coordinate()) }
    // Every completion ends within the longest run (a curve) or 10 s (a spring).
    check(transition.step(by: AnimationController.maximumDuration + 1), "a final step")
    check(transition.step(by: 11), "a final step")
    require(transition.state == .finished || transition.state == .cancelled, "the transition still completes: \(transition.state)")
    require(ends == begins, "\(begins) transitions began, \(ends) reported an end")
}

func fuzzLayoutHelpers(_ input: inout FuzzInput) {
    let range = ScrollProgress(from: input.coordinate(), to: input.coordinate())
    let layer = ParallaxLayer(layer: LayerState(position: Point(x: input.coordinate(), y: input.coordinate())), rate: input.coordinate())
    let collapse: StretchyHeader.Collapse = input.choice(2) == 0 ? .parallax(rate: input.coordinate()) : .sticky(minimumHeight: input.coordinate())
    let header = try? StretchyHeader(height: input.coordinate(), collapse: collapse)
    while !input.isExhausted {
        let offset = input.coordinate(), top = input.coordinate()
        let progress = range.progress(at: offset)
        require(progress.isFinite && range.progress(at: offset, modifiers: [.reversed]).isFinite, "progress \(range) at \(offset)")
        // A layer given at a NaN position shows it there; any finite one stays finite.
        require(!layer.layer.isFinite || layer.layer(at: Point(x: offset, y: top)).isFinite, "parallax layer \(layer) at \(offset)")
        if let header {
            let shown = header.layout(at: offset, top: top)
            require(shown.y.isFinite && shown.height.isFinite && shown.imageScale.isFinite && shown.stretch.isFinite,
                    "header \(header) at \(offset), \(top): \(shown)")
        }
    }
}

func fuzzScrollResize(_ input: inout FuzzInput) {
    guard var scroll = try? ScrollBehavior(contentSize: Size(width: 375, height: 3000), viewportSize: Size(width: 375, height: 667),
                                           isPagingEnabled: input.choice(4) == 0) else { return }
    var time = 0.0, down = false
    while !input.isExhausted {
        let next = time + input.interval()
        if next.isFinite { time = next }
        switch input.choice(8) {
        case 0: scroll.contentSize = Size(width: input.coordinate(), height: input.coordinate())
        case 1: scroll.viewportSize = Size(width: input.coordinate(), height: input.coordinate())
        case 2: scroll.contentInset = EdgeInsets(top: input.coordinate(), left: input.coordinate(), bottom: input.coordinate(), right: input.coordinate())
        case 3, 4:
            let phase: PointerPhase = down ? (input.choice(4) == 0 ? .ended : .moved) : .began
            scroll.handle(PointerSample(pointer: 0, x: input.coordinate(), y: input.coordinate(), phase: phase, time: time))
            down = phase != .ended
        default:
            let frame = scroll.tick(at: time)
            require(frame.contentOffset.isFinite && frame.velocity.isFinite, "scroll frame \(frame)")
        }
        require(scroll.maximumContentOffset.isFinite && scroll.minimumContentOffset.isFinite, "scroll bounds")
    }
    if down { scroll.handle(PointerSample(pointer: 0, x: 0, y: 0, phase: .ended, time: time)) }
    var clock = time + 1.0 / 60 > time ? time : 0, frames = 0
    while !scroll.isSettled {
        let frame = scroll.tick(at: clock)
        require(frame.contentOffset.isFinite && frame.velocity.isFinite, "scroll frame \(frame) while settling")
        clock += 1.0 / 60
        frames += 1
        require(frames <= 36_000, "the scroll view is not settled after 10 minutes of frames")
    }
}

/// The entry point SwiftPM links `main` to: libFuzzer's driver over `fuzzAnimators`.
@_cdecl("FuzzAnimators_main")
public func fuzzAnimatorsMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    motion_run_fuzzer(argc, argv)
}
