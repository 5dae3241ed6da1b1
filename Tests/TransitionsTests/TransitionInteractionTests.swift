import _MotionTestSupport
import Testing
import Transitions

private let screen = Rect(x: 0, y: 0, width: 375, height: 667)

/// A finger down at `start`, moving by `step` every 8 ms `moves` times, then up (or cancelled).
private func swipe(from start: Point, step: Vector, moves: Int, startTime: Double = 0, lift: PointerPhase = .ended) -> [PointerSample] {
    var samples = [PointerSample(pointer: 0, location: start, phase: .began, time: startTime)]
    for index in 1...max(moves, 1) {
        samples.append(PointerSample(pointer: 0, location: start + step * Double(index), phase: .moved,
                                     time: startTime + Double(index) * 0.008))
    }
    let last = samples[samples.count - 1]
    samples.append(PointerSample(pointer: 0, location: last.location, phase: lift, time: last.time + 0.008))
    return samples
}

/// Handles the samples with 120 Hz ticks in between, then ticks until settled; returns the frames' reports.
private func drive<I: Interaction>(_ interaction: inout I, _ samples: [PointerSample], ticks: Int = 600) -> [Bool] where I.Output == TransitionFrame<LayerState> {
    var reports: [Bool] = []
    var time = samples.first?.time ?? 0
    for sample in samples {
        while time < sample.time {
            if let report = interaction.tick(at: time).didComplete { reports.append(report) }
            time += 1.0 / 120
        }
        interaction.handle(sample)
    }
    var count = 0
    while !interaction.isSettled, count < ticks {
        if let report = interaction.tick(at: time).didComplete { reports.append(report) }
        time += 1.0 / 120
        count += 1
    }
    return reports
}

@Suite struct InteractivePopTests {
    @Test func thePoppedScreenFollowsTheFinger() throws {
        var pop = try TransitionInteraction.interactivePop(in: screen)
        pop.handle(PointerSample(pointer: 0, x: 5, y: 300, phase: .began, time: 0))
        #expect(!pop.isTracking)
        pop.handle(PointerSample(pointer: 0, x: 25, y: 301, phase: .moved, time: 0.01))   // past the 10 pt slop: began
        #expect(pop.isTracking && pop.transition.percentComplete == 0)
        let frame = pop.handle(PointerSample(pointer: 0, x: 175, y: 302, phase: .moved, time: 0.02))
        #expect(isClose(frame.percentComplete, 150.0 / 375, absolute: 1e-15))
        #expect(isClose(frame[0].position.x, 187.5 + 150, absolute: 1e-12))               // under the finger
        #expect(isClose(frame[1].position.x, 187.5 - 0.3 * 375 * (1 - 0.4) as Double, absolute: 1e-12))
        #expect(frame.state == .interactive)
    }

    @Test func aSlowReleasePastHalfwayFinishesExactlyOnce() throws {
        var pop = try TransitionInteraction.interactivePop(in: screen)
        let samples = swipe(from: Point(x: 5, y: 300), step: Vector(dx: 25, dy: 0), moves: 12)
            + [PointerSample(pointer: 0, x: 305, y: 300, phase: .stationary, time: 0.3)]
        // Hold still for a while before lifting so the release is slow.
        var held = samples.filter { $0.phase != .ended }
        held.append(PointerSample(pointer: 0, x: 305, y: 300, phase: .moved, time: 0.5))
        held.append(PointerSample(pointer: 0, x: 305, y: 300, phase: .ended, time: 0.6))
        let reports = drive(&pop, held)
        #expect(reports == [true])
        #expect(pop.transition.state == .finished && pop.transition.percentComplete == 1)
        #expect(pop.transition.frame[0].position.x == 187.5 + 375)
        #expect(pop.transition.frame[1] == LayerState(frame: screen))
    }

    @Test func aFastFlickBackCancels() throws {
        var pop = try TransitionInteraction.interactivePop(in: screen)
        // Out to about 0.7, then a fast flick back toward the edge.
        let out = swipe(from: Point(x: 5, y: 300), step: Vector(dx: 20, dy: 0), moves: 14).dropLast()
        var samples = Array(out)
        var x = samples.last!.location.x
        var time = samples.last!.time
        for _ in 0..<4 {
            x -= 25
            time += 0.008
            samples.append(PointerSample(pointer: 0, x: x, y: 300, phase: .moved, time: time))
        }
        samples.append(PointerSample(pointer: 0, x: x, y: 300, phase: .ended, time: time + 0.008))
        let reports = drive(&pop, samples)
        #expect(reports == [false])
        #expect(pop.transition.state == .cancelled && pop.transition.percentComplete == 0)
    }

    @Test func aFastFlickForwardFromAThirdFinishes() throws {
        var pop = try TransitionInteraction.interactivePop(in: screen)
        let reports = drive(&pop, swipe(from: Point(x: 5, y: 300), step: Vector(dx: 15, dy: 0), moves: 8))
        #expect(reports == [true])
    }

    /// The completion's clock starts at the release's timestamp, not at the previous frame.
    @Test func theCompletionStartsAtTheRelease() throws {
        var pop = try TransitionInteraction.interactivePop(in: screen)
        pop.transition.completionTiming = .curve
        pop.transition.completionCurve = .linear
        pop.handle(PointerSample(pointer: 0, x: 5, y: 300, phase: .began, time: 0))
        pop.handle(PointerSample(pointer: 0, x: 20, y: 300, phase: .moved, time: 0.1))
        pop.handle(PointerSample(pointer: 0, x: 245, y: 300, phase: .moved, time: 0.5))
        pop.tick(at: 0.5)
        pop.handle(PointerSample(pointer: 0, x: 245, y: 300, phase: .moved, time: 1.0))
        pop.tick(at: 1.0)
        pop.handle(PointerSample(pointer: 0, x: 245, y: 300, phase: .ended, time: 1.004))   // at 0.6, still
        #expect(pop.transition.state == .completing)
        let frame = pop.tick(at: 1.054)                                                     // 50 ms after the release
        #expect(isClose(frame.percentComplete, 0.6 + 0.05 / 0.5, absolute: 1e-9))
    }

    /// A new pan grabs a completing transition where it was when the pan began (its timestamp), not
    /// where the last frame showed it.
    @Test func aNewPanGrabsTheCompletion() throws {
        var pop = try TransitionInteraction.interactivePop(in: screen)
        _ = drive(&pop, swipe(from: Point(x: 5, y: 300), step: Vector(dx: 20, dy: 0), moves: 10), ticks: 0)
        #expect(pop.transition.state == .completing)
        let lastFrame = pop.tick(at: 0.15).percentComplete
        var unTouched = pop
        let shown = unTouched.tick(at: 0.16).percentComplete     // the pan begins at 0.16, past its slop
        #expect(shown > lastFrame)
        pop.handle(PointerSample(pointer: 0, x: 10, y: 500, phase: .began, time: 0.15))
        pop.handle(PointerSample(pointer: 0, x: 22, y: 500, phase: .moved, time: 0.16))     // began: grabbed
        #expect(pop.isTracking && pop.transition.state == .interactive)
        #expect(pop.transition.percentComplete == shown)
        #expect(!pop.isSettled)
        let frame = pop.handle(PointerSample(pointer: 0, x: -15.5, y: 500, phase: .moved, time: 0.17))
        #expect(isClose(frame.percentComplete, shown - 37.5 / 375, absolute: 1e-12))
        #expect(pop.tick(at: 0.17).didComplete == nil)
    }

    @Test func resetCancelsOnceAndSettles() throws {
        var pop = try TransitionInteraction.interactivePop(in: screen)
        pop.handle(PointerSample(pointer: 0, x: 5, y: 300, phase: .began, time: 0))
        pop.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .moved, time: 0.1))
        pop.reset()
        #expect(!pop.isTracking && !pop.isSettled)
        #expect(pop.tick(at: 0.2).didComplete == false)
        #expect(pop.isSettled && pop.transition.percentComplete == 0)
        #expect(pop.tick(at: 0.3).didComplete == nil)
        // The lifted finger of the cancelled gesture changes nothing.
        pop.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .ended, time: 0.3))
        #expect(pop.isSettled)
    }

    @Test func aPanThatNeverLeavesTheEdgeRegionDoesNothing() throws {
        var pop = try TransitionInteraction.interactivePop(in: screen)
        let reports = drive(&pop, swipe(from: Point(x: 200, y: 300), step: Vector(dx: 20, dy: 0), moves: 5))
        #expect(reports.isEmpty && pop.transition.state == .interactive && pop.transition.percentComplete == 0)
    }
}

@Suite struct HostRecognizerTests {
    private func reading(_ state: GestureState, y: Double, velocity: Double, time: Double) -> PanSnapshot {
        PanSnapshot(state: state, location: Point(x: 100, y: 100 + y), translation: Vector(dx: 0, dy: y),
                    velocity: Vector(dx: 0, dy: velocity), numberOfTouches: state.isActive ? 1 : 0, time: time)
    }

    /// Pull down with a host's recogniser, released into a spring: no jump at the hand-off.
    @Test func pullDownWithASpringCompletion() throws {
        let card = LayerState(position: Point(x: 187.5, y: 333.5), size: Size(width: 375, height: 667))
        var dismiss = try TransitionInteraction.pullDownToDismiss(card: card, in: screen)
        let spring = try Spring(response: 0.4, dampingRatio: 0.85)
        dismiss.transition.completionTiming = .spring(spring)
        dismiss.update(with: reading(.began, y: 0, velocity: 0, time: 0))
        dismiss.update(with: reading(.changed, y: 200, velocity: 900, time: 0.2))
        let frame = dismiss.update(with: reading(.ended, y: 200, velocity: 1334, time: 0.2))
        let percent = 200.0 / 667
        #expect(frame.state == .completing && frame.percentComplete == percent)
        #expect(frame[0].position.y == 333.5 + 200)
        #expect(isClose(frame[0].transform.scale.dx, 1 - 0.2 * percent, absolute: 1e-12))
        #expect(isClose(frame[1].alpha, 1 - percent, absolute: 1e-12))
        #expect(dismiss.transition.percentVelocity == 2)                  // 1334 / 667
        dismiss.tick(at: 0.2)
        let exact = SpringSolution(spring: spring, from: percent, to: 1.0, initialVelocity: 2.0)
        #expect(isClose(dismiss.tick(at: 0.2 + 1.0 / 120).percentComplete, exact.value(at: 1.0 / 120), absolute: 1e-12))
    }

    @Test func aCancelledGestureCancels() throws {
        var dismiss = try TransitionInteraction.pullDownToDismiss(card: LayerState(frame: screen), in: screen)
        dismiss.update(with: reading(.began, y: 0, velocity: 0, time: 0))
        dismiss.update(with: reading(.changed, y: 500, velocity: 2000, time: 0.1))
        dismiss.update(with: reading(.cancelled, y: 500, velocity: 2000, time: 0.1))
        #expect(dismiss.transition.state == .completing && !dismiss.transition.isFinishing)
        #expect(dismiss.tick(at: 0.1).state == .completing)
        dismiss.tick(at: 1)
        #expect(dismiss.transition.state == .cancelled)
    }

    @Test func rawReadingsForAPinchOrRotationSource() throws {
        let transition = try InteractiveTransition<Double>(duration: 0.3)
        var rotate = try TransitionInteraction(gesture: .rotation(RotationRecognizer()), source: .rotation(toAngle: .pi / 2),
                                               transition: transition)
        rotate.update(with: .rotation(state: .began, rotation: 0.05, velocity: 0, time: 0))
        rotate.update(with: .rotation(state: .changed, rotation: 0.05 + .pi / 8, velocity: 0, time: 0.1))
        #expect(isClose(rotate.transition.percentComplete, 0.25, absolute: 1e-15))
        rotate.update(with: .rotation(state: .ended, rotation: 0.05 + .pi / 8, velocity: 2 * .pi, time: 0.1))   // 4 per second
        #expect(rotate.transition.isFinishing)
        #expect(throws: ConfigurationError.self) {
            try TransitionInteraction(gesture: .pinch(PinchRecognizer()), source: .rotation(toAngle: 1), transition: transition)
        }
        #expect(throws: ConfigurationError.self) {
            try TransitionInteraction(gesture: .pan(PanRecognizer()), source: .scroll(from: 0, to: 1), transition: transition)
        }
    }
}

@Suite struct PinchToCloseTests {
    @Test func twoFingersPinchingInClose() throws {
        let card = LayerState(position: Point(x: 187.5, y: 333.5), size: Size(width: 300, height: 400))
        var close = try TransitionInteraction.pinchToClose(card: card)
        var samples = [PointerSample(pointer: 0, x: 87.5, y: 333.5, phase: .began, time: 0),
                       PointerSample(pointer: 1, x: 287.5, y: 333.5, phase: .began, time: 0)]
        var time = 0.0
        for step in 1...10 {
            time += 0.016
            let half = 100 - 6.0 * Double(step)            // the span shrinks from 200 to 80 points
            samples.append(PointerSample(pointer: 0, x: 187.5 - half, y: 333.5, phase: .moved, time: time))
            samples.append(PointerSample(pointer: 1, x: 187.5 + half, y: 333.5, phase: .moved, time: time))
        }
        samples.append(PointerSample(pointer: 0, x: 147.5, y: 333.5, phase: .ended, time: time + 0.008))
        samples.append(PointerSample(pointer: 1, x: 227.5, y: 333.5, phase: .ended, time: time + 0.008))
        var frames: [TransitionFrame<LayerState>] = []
        var reports: [Bool] = []
        var clock = 0.0
        for sample in samples {
            while clock < sample.time {
                let frame = close.tick(at: clock)
                frames.append(frame)
                if let report = frame.didComplete { reports.append(report) }
                clock += 1.0 / 120
            }
            close.handle(sample)
        }
        while !close.isSettled {
            if let report = close.tick(at: clock).didComplete { reports.append(report) }
            clock += 1.0 / 120
        }
        #expect(reports == [true])
        #expect(close.transition.frame[0].alpha == 0)
        #expect(close.transition.frame[0].transform.scale == Vector(dx: 0.5, dy: 0.5))
        // While pinching, the card's scale tracks the pinch: percent = (scale − 1)/(0.5 − 1) from its start.
        let tracked = frames.filter { $0.state == .interactive && $0.percentComplete > 0 }
        #expect(!tracked.isEmpty)
        for frame in tracked {
            #expect(isClose(frame[0].transform.scale.dx, 1 - 0.5 * frame.percentComplete, absolute: 1e-12))
        }
    }
}

@Suite struct TransitionPropertyTests {
    /// Random pointer streams, configurations and frame times: no NaN ever shown, and every
    /// transition that began ends exactly once, at exactly 0 or 1.
    @Test func everyTransitionEndsExactlyOnceWithoutNaN() throws {
        try withEverySeed(0..<150) { seed, random in
            let width = random.double(in: 50...2_000)
            let container = Rect(x: random.double(in: -500...500), y: 0, width: width, height: random.double(in: 50...2_000))
            var pop = try TransitionInteraction.interactivePop(in: container, duration: random.double(in: 0.05...2),
                                                               parallax: random.double(in: 0...1))
            switch seed % 7 {
            case 0: pop.transition.completionTiming = .curve
            case 5: pop.transition.completionTiming = .cupertinoBackSwipe
            case 6:
                pop.transition.completionTiming = .velocityAware
                pop.transition.decision = .threshold(percent: random.double(in: 0...1), velocity: random.double(in: -3...3))
            case 1: pop.transition.completionTiming = .spring(try Spring(response: random.double(in: 0.05...1), dampingRatio: random.double(in: 0.1...2)))
            case 2: pop.transition.completionTiming = .dampingRatio(random.double(in: 0.2...1.5))
            case 3: pop.transition.overshoot = .rubberBand
            default: pop.transition.decision = .cupertinoBackSwipe
            }
            pop.transition.completionSpeed = random.double(in: -1...4)
            var time = random.double(in: 0...100)
            var freshStarts = 0
            var reports: [Bool] = []
            func check(_ frame: TransitionFrame<LayerState>) {
                #expect(frame.percentComplete.isFinite, "seed \(seed)")
                for layer in frame { #expect(layer.isFinite, "seed \(seed)") }
                if let report = frame.didComplete {
                    reports.append(report)
                    #expect(frame.percentComplete == (report ? 1 : 0), "seed \(seed)")
                    #expect(frame.state == (report ? .finished : .cancelled), "seed \(seed)")
                }
            }
            func handle(_ sample: PointerSample) {
                let atRest = !pop.isTracking && pop.transition.state != .completing
                check(pop.handle(sample))
                if atRest && pop.isTracking { freshStarts += 1 }
            }
            for _ in 0..<Int(random.double(in: 1...4)) {
                var x = container.minX + random.double(in: 0...25)
                let y = random.double(in: 0...container.height)
                handle(PointerSample(pointer: 0, x: x, y: y, phase: .began, time: time))
                for _ in 0..<Int(random.double(in: 1...40)) {
                    time += random.double(in: 0.001...0.05)
                    x += random.double(in: -80...120)
                    handle(PointerSample(pointer: 0, x: x, y: y + random.double(in: -5...5), phase: .moved, time: time))
                    if random.double(in: 0...1) < 0.5 { check(pop.tick(at: time + random.double(in: -0.01...0.01))) }
                }
                time += random.double(in: 0.001...0.05)
                handle(PointerSample(pointer: 0, x: x, y: y, phase: random.double(in: 0...1) < 0.2 ? .cancelled : .ended, time: time))
                // Sometimes the next gesture grabs it before it settles.
                for _ in 0..<Int(random.double(in: 0...40)) {
                    time += random.double(in: 0.001...0.03)
                    check(pop.tick(at: time))
                }
            }
            var frames = 0
            while !pop.isSettled, frames < 100_000 {
                time += 1.0 / 60
                check(pop.tick(at: time))
                frames += 1
            }
            #expect(pop.isSettled, "seed \(seed)")
            #expect(reports.count == freshStarts, "seed \(seed): \(reports.count) ends for \(freshStarts) starts")
            if freshStarts > 0 { #expect(pop.transition.state.isEnded, "seed \(seed)") }
        }
    }
}
