// Generated from the guide, the DocC catalogue and the doc comments of Gestures (and the examples of
// README.md and docs/ that import it first) by `python3 Scripts/documentation-examples.py`; do not edit.
// Each example compiles here with only the imports it shows (the module's own when it shows none),
// as it would in a user's code, and runs; what a `print(...)  // comment` line states is expected.
import Foundation
import Gestures
import Testing

@Suite struct GesturesDocumentationExamples {
    @Test func guide1() throws {

        // A layer follows the finger; at the lift the velocity says where to toss it.
        let samples = [PointerSample(pointer: 0, x: 100, y: 300, phase: .began, time: 0),
                      PointerSample(pointer: 0, x: 130, y: 290, phase: .moved, time: 0.016),
                      PointerSample(pointer: 0, x: 170, y: 280, phase: .moved, time: 0.032),
                      PointerSample(pointer: 0, x: 170, y: 280, phase: .ended, time: 0.048)]
        var layer = LayerState(position: Point(x: 100, y: 300), size: Size(width: 80, height: 80))
        var pan = PanRecognizer()                        // 10 pt hysteresis, least-squares velocity
        var grabbedAt = layer.position
        for sample in samples {
           switch pan.handle(sample) {
           case .began:            grabbedAt = layer.position; layer.position = grabbedAt + pan.translation
           case .changed:          layer.position = grabbedAt + pan.translation
           case .ended:            print("toss from", layer.position, "at", pan.velocity)   // points per second
           case .cancelled:        layer.position = grabbedAt                               // snap back
           default:                break
           }
        }
    }

    @Test func guide2() throws {

        // A browser's wheel event (deltaY +100, deltaMode 0) and a trackpad's first delta.
        let notch = WheelSample(delta: Vector(dx: 0, dy: -100), time: 12.5)
        let swipe = WheelSample(delta: Vector(dx: 0, dy: 6), phase: .began, time: 13)
        var trace = GestureTrace()
        try trace.append(notch)
        try trace.append(swipe)
        var printed1 = ""
        print(trace.eventCount, notch.isNotched, swipe.isNotched, to: &printed1)
        #expect(printed1 == "2 true false\n")
    }

    @Test func guide3() throws {

        let notch = WheelSample(domDeltaX: 0, deltaY: 100, deltaMode: 0, ctrlKey: false, momentum: nil, timeStamp: 1250)
        var printed1 = ""
        print(notch?.delta.dy ?? 0, notch?.time ?? 0, to: &printed1)
        #expect(printed1 == "-100.0 1.25\n")
    }

    @Test func guide4() throws {

        var tracker = VelocityTracker()
        try tracker.add(PointerSample(pointer: 0, x: 1e15, y: 0, phase: .began, time: 0))
        try tracker.add(PointerSample(pointer: 0, x: 1e15 + 5, y: 0, phase: .moved, time: 0.01))
        try tracker.add(PointerSample(pointer: 0, x: 1e15 + 10, y: 0, phase: .moved, time: 0.02))
        var printed1 = ""
        print(tracker.velocity(of: 0) ?? .zero, to: &printed1)
        #expect(printed1 == "(500.0, 0.0)\n")

        var tap = try TapRecognizer()
        tap.handle(PointerSample(pointer: 0, x: 1e308, y: 0, phase: .began, time: 0))
        var printed2 = ""
        print(tap.handle(PointerSample(pointer: 0, x: 1e308, y: 0, phase: .ended, time: 0.1)), to: &printed2)
        #expect(printed2 == "recognized\n")
        var printed3 = ""
        print(tap.location, to: &printed3)
        #expect(printed3 == "(1e+150, 0.0)\n")
    }

    @Test func doccgestures1() throws {

        let samples = [PointerSample(pointer: 0, x: 100, y: 300, phase: .began, time: 0),
                      PointerSample(pointer: 0, x: 130, y: 290, phase: .moved, time: 0.016),
                      PointerSample(pointer: 0, x: 170, y: 280, phase: .ended, time: 0.032)]
        var pan = try PanRecognizer(minimumDistance: 0)
        for sample in samples {
           if pan.handle(sample) == .ended {
               var printed1 = ""
               print("toss at", pan.velocity, to: &printed1)
               #expect(printed1 == "toss at (1875.0, -625.0)\n")
           }
        }
    }

    @Test func feedbackEvent1() throws {

        let tick = FeedbackEvent(.itemTicked, at: 1.25, index: 3)
        var printed1 = ""
        print(tick.kind.rawValue, tick.time, tick.index ?? -1, to: &printed1)
        #expect(printed1 == "itemTicked 1.25 3\n")
    }

    @Test func gestureCoordinator1() throws {

        var gestures = GestureCoordinator()
        let single = gestures.add(try TapRecognizer(numberOfTaps: 1))
        let double = gestures.add(try TapRecognizer(numberOfTaps: 2))
        gestures.require(single, toFail: double)      // a double tap delays the single tap until it fails
        gestures.handle(PointerSample(pointer: 0, x: 50, y: 50, phase: .began, time: 0))
        gestures.handle(PointerSample(pointer: 0, x: 50, y: 50, phase: .ended, time: 0.08))
        gestures.tick(at: 1)                          // no second tap came: the double tap failed
        if gestures.state(of: single) == .recognized { print("select") }
    }

    @Test func gestureReading1() throws {

        let drag = GestureReading(state: .changed, location: Point(x: 120, y: 300), translation: Vector(dx: 40, dy: 0),
                                  velocity: Vector(dx: 900, dy: 0), numberOfTouches: 1, time: 0.1)
        let pinch = GestureReading.pinch(state: .changed, scale: 0.8, velocity: -1.5,
                                         location: Point(x: 180, y: 300), numberOfTouches: 2, time: 0.1)
        var printed1 = ""
        print(drag.scale, pinch.scale, to: &printed1)
        #expect(printed1 == "1.0 0.8\n")
    }

    @Test func gestureRecognizer1() throws {

        let samples = [PointerSample(pointer: 0, x: 100, y: 300, phase: .began, time: 0),
                       PointerSample(pointer: 0, x: 130, y: 290, phase: .moved, time: 0.016),
                       PointerSample(pointer: 0, x: 170, y: 280, phase: .moved, time: 0.032),
                       PointerSample(pointer: 0, x: 170, y: 280, phase: .ended, time: 0.048)]
        var layer = LayerState(position: Point(x: 100, y: 300), size: Size(width: 80, height: 80))
        var pan = PanRecognizer()
        var start = layer.position
        for sample in samples {
            switch pan.handle(sample) {
            case .began: start = layer.position; layer.position = start + pan.translation
            case .changed: layer.position = start + pan.translation
            case .ended: print("toss with", pan.velocity)     // points per second
            default: break
            }
        }
    }

    @Test func gestureRecognizer2() throws {

        var pan = PanRecognizer()
        pan.handle(PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 0))
        pan.handle(PointerSample(pointer: 0, x: 30, y: 0, phase: .moved, time: 0.016))
        pan.reset()                       // while panning
        var printed1 = ""
        print(pan.state, to: &printed1)
        #expect(printed1 == "cancelled\n")
        pan.reset()
        var printed2 = ""
        print(pan.state, to: &printed2)
        #expect(printed2 == "possible\n")
    }

    @Test func gestureState1() throws {

        var pan = PanRecognizer()
        let sample = PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 0)
        if pan.handle(sample) == .ended { print("toss with", pan.velocity) }
    }

    @Test func gestureTrace1() throws {

        let data = Data(#"{"events": [{"t": 0, "pointer": 0, "phase": "began", "x": 10, "y": 10}]}"#.utf8)
        let trace = try JSONDecoder().decode(GestureTrace.self, from: data)
        var pan = PanRecognizer()
        for sample in trace.samples { pan.handle(sample) }

        var built = GestureTrace(name: "tap")
        try built.append(PointerSample(pointer: 0, x: 10, y: 10, phase: .began, time: 0))
        try built.append(PointerSample(pointer: 0, x: 10, y: 10, phase: .ended, time: 0.1))
        let json = try JSONEncoder().encode(built)      // the same format, for `bench replay`
        print(json.count)
    }

    @Test func gestureTraceError1() throws {

        let json = #"{"events": [{"t": 0.008, "pointer": 0, "phase": "began", "x": 0, "y": 0},"#
            + #"{"t": 0.004, "pointer": 0, "phase": "moved", "x": 1, "y": 0}]}"#
        do { _ = try JSONDecoder().decode(GestureTrace.self, from: Data(json.utf8)) }
        catch let error as GestureTraceError { print(error) }   // "event 1: time goes backwards (t=0.004 after t=0.008)"
    }

    @Test func interaction1() throws {

        func drive<I: Interaction>(_ interaction: inout I, with samples: [PointerSample], fps: Double) -> I.Output? {
            var shown: I.Output?
            var frame = samples.first?.time ?? 0
            for sample in samples {
                while frame < sample.time {                  // the display's frames before this sample
                    shown = interaction.tick(at: frame)
                    frame += 1 / fps
                }
                interaction.handle(sample)                   // every pointer sample, as it arrives
            }
            while !interaction.isSettled {                   // until nothing moves
                shown = interaction.tick(at: frame)
                frame += 1 / fps
            }
            return shown
        }
    }

    @Test func interaction2() throws {

        func rewind<I: Interaction>(_ interaction: inout I, to checkpoint: I, replaying samples: [PointerSample]) {
            interaction.restore(checkpoint)        // not `interaction = checkpoint`: no buffer is shared
            for sample in samples { interaction.handle(sample) }
        }
    }

    @Test func longPressRecognizer1() throws {

        var press = LongPressRecognizer()
        press.handle(PointerSample(pointer: 0, x: 50, y: 50, phase: .began, time: 0))
        press.tick(at: 0.25)   // .possible
        press.tick(at: 0.5)    // .began: fires on a frame tick with no new sample
    }

    @Test func panRecognizer1() throws {

        let samples = [PointerSample(pointer: 0, x: 100, y: 300, phase: .began, time: 0),
                       PointerSample(pointer: 0, x: 130, y: 290, phase: .moved, time: 0.016),
                       PointerSample(pointer: 0, x: 170, y: 280, phase: .moved, time: 0.032),
                       PointerSample(pointer: 0, x: 170, y: 280, phase: .ended, time: 0.048)]
        var layer = LayerState(position: Point(x: 100, y: 300), size: Size(width: 80, height: 80))
        var pan = try PanRecognizer(minimumDistance: 10)
        var grabbedAt = layer.position
        for sample in samples {
            let state = pan.handle(sample)
            if state == .began { grabbedAt = layer.position }
            if state.isActive { layer.position = grabbedAt + pan.translation }
            if state == .ended { print("toss from", layer.position, "with", pan.velocity) }
        }
    }

    @Test func panSnapshot1() throws {

        var pan = PanRecognizer(); var layer = LayerState(); let grabbedAt = layer.position
        pan.handle(PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 0))
        let reading = pan.snapshot
        if reading.state.isActive { layer.position = grabbedAt + reading.translation }
        if reading.state == .ended { print("toss with", reading.velocity) }
    }

    @Test func pinchRecognizer1() throws {

        let samples = [PointerSample(pointer: 0, x: 100, y: 100, phase: .began, time: 0),
                       PointerSample(pointer: 1, x: 200, y: 200, phase: .began, time: 0),
                       PointerSample(pointer: 1, x: 250, y: 250, phase: .moved, time: 0.016)]
        var layer = LayerState(size: Size(width: 100, height: 100))
        let startScale = layer.transform.scale
        var pinch = PinchRecognizer()
        for sample in samples where pinch.handle(sample).isActive {
            layer.transform.scale = startScale * pinch.scale
        }
    }

    @Test func pointerPhase1() throws {

        var printed1 = ""
        print(PointerPhase(rawValue: "moved") == .moved, to: &printed1)
        #expect(printed1 == "true\n")
    }

    @Test func pointerSample1() throws {

        let down = PointerSample(pointer: 0, location: Point(x: 180, y: 500), phase: .began, time: 0)
        let move = PointerSample(pointer: 0, x: 180, y: 480, phase: .moved, time: 0.008)
        var printed1 = ""
        print(move.location - down.location, to: &printed1)
        #expect(printed1 == "(0.0, -20.0)\n")
    }

    @Test func pointerSample2() throws {

        var sample = PointerSample(pointer: 0, x: 180, y: 480, phase: .moved, time: 0.008)
        sample.y += 20
        var printed1 = ""
        print(sample.x, sample.y, to: &printed1)
        #expect(printed1 == "180.0 500.0\n")
    }

    @Test func pointerSample3() throws {
        var printed1 = ""
        print(PointerSample(pointer: 0, x: 1e308, y: 20, phase: .began, time: 0).clampedToCoordinateLimit.location, to: &printed1)
        #expect(printed1 == "(1e+150, 20.0)\n")
    }

    @Test func pointerSampleError1() throws {

        var trace = GestureTrace()
        do {
            try trace.append(PointerSample(pointer: 0, x: 0, y: 0, phase: .moved, time: 0))
        } catch {
            var printed1 = ""
            print(error, to: &printed1)
            #expect(printed1 == "event 0: moved for pointer 0, which is not down\n")
        }
    }

    @Test func pointerStream1() throws {

        var stream = PointerStream(reorderingTolerance: 0.1)   // a live host: fingers' events interleave
        _ = try stream.admit(PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 1))
        _ = try stream.admit(PointerSample(pointer: 1, x: 50, y: 0, phase: .began, time: 1.02))
        let late = try stream.admit(PointerSample(pointer: 0, x: 5, y: 0, phase: .moved, time: 1.01))
        var printed1 = ""
        print(late.time, to: &printed1)
        #expect(printed1 == "1.02\n")
        do {
            _ = try stream.admit(PointerSample(pointer: 2, x: 0, y: 0, phase: .moved, time: 1.03))
        } catch {
            var printed2 = ""
            print(error, to: &printed2)
            #expect(printed2 == "moved for pointer 2, which is not down\n")
        }
    }

    @Test func rectEdges1() throws {

        let edges: RectEdges = [.left, .right]
        var printed1 = ""
        print(edges.contains(.left), to: &printed1)
        #expect(printed1 == "true\n")
    }

    @Test func rotationRecognizer1() throws {

        let samples = [PointerSample(pointer: 0, x: 100, y: 100, phase: .began, time: 0),
                       PointerSample(pointer: 1, x: 200, y: 100, phase: .began, time: 0),
                       PointerSample(pointer: 1, x: 200, y: 150, phase: .moved, time: 0.016)]
        var layer = LayerState(size: Size(width: 100, height: 100))
        let startAngle = layer.transform.rotation
        var rotation = RotationRecognizer()
        for sample in samples where rotation.handle(sample).isActive {
            layer.transform.rotation = startAngle + rotation.rotation
        }
    }

    @Test func screenEdgePanRecognizer1() throws {

        let samples = [PointerSample(pointer: 0, x: 4, y: 300, phase: .began, time: 0),
                       PointerSample(pointer: 0, x: 60, y: 302, phase: .moved, time: 0.016),
                       PointerSample(pointer: 0, x: 120, y: 305, phase: .moved, time: 0.032)]
        var progress = 0.0
        var back = try ScreenEdgePanRecognizer(edges: .left, bounds: Rect(x: 0, y: 0, width: 375, height: 667))
        for sample in samples where back.handle(sample).isActive {
            progress = back.translation.dx / 375
        }
        print(progress)
    }

    @Test func swipeDirection1() throws {

        let horizontal: SwipeDirection = [.left, .right]
        var printed1 = ""
        print(horizontal.contains(.up), to: &printed1)
        #expect(printed1 == "false\n")
    }

    @Test func swipeRecognizer1() throws {

        var swipe = try SwipeRecognizer(directions: [.left, .right])
        swipe.handle(PointerSample(pointer: 0, x: 300, y: 300, phase: .began, time: 0))
        swipe.handle(PointerSample(pointer: 0, x: 200, y: 302, phase: .moved, time: 0.05))
        if swipe.handle(PointerSample(pointer: 0, x: 100, y: 303, phase: .ended, time: 0.1)) == .recognized {
            print(swipe.direction == .left ? "next page" : "previous page")
        }
    }

    @Test func tapRecognizer1() throws {

        let samples = [PointerSample(pointer: 0, x: 50, y: 50, phase: .began, time: 0),
                       PointerSample(pointer: 0, x: 50, y: 50, phase: .ended, time: 0.08)]
        var doubleTap = try TapRecognizer(numberOfTaps: 2)
        for sample in samples { if doubleTap.handle(sample) == .recognized { print("zoom at", doubleTap.location) } }
        doubleTap.tick(at: 1)   // lets it fail when the second tap does not come
        var printed1 = ""
        print(doubleTap.state, to: &printed1)
        #expect(printed1 == "failed\n")
    }

    @Test func traceReplay1() throws {

        struct Follower: Interaction {              // shows where the finger is
            var pan = PanRecognizer()
            mutating func handle(_ sample: PointerSample) -> Point { pan.handle(sample); return pan.location }
            mutating func update(with reading: GestureReading) -> Point { reading.location }
            mutating func tick(at time: Double) -> Point { pan.location }
            var isSettled: Bool { !pan.state.isActive }
            mutating func reset() { pan.reset() }
        }
        let samples = [PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 5),
                       PointerSample(pointer: 0, x: 30, y: 0, phase: .moved, time: 5.02),
                       PointerSample(pointer: 0, x: 60, y: 0, phase: .ended, time: 5.04)]
        var follower = Follower()
        var shownAt: [Double] = []
        try TraceReplay(fps: 60).run(&follower, samples: samples) { time, _, _ in shownAt.append(time) }
        var printed1 = ""
        print(shownAt.count, to: &printed1)
        #expect(printed1 == "4\n")
    }

    @Test func traceReplay2() throws {

        struct Counter: Interaction {               // counts wheel notches
            var notches = 0
            mutating func handle(_ sample: PointerSample) -> Int { notches }
            mutating func update(with reading: GestureReading) -> Int { notches }
            mutating func tick(at time: Double) -> Int { notches }
            var isSettled: Bool { true }
            mutating func reset() { notches = 0 }
        }
        var counter = Counter()
        let wheel = [WheelSample(delta: Vector(dx: 0, dy: -100), time: 2), WheelSample(delta: Vector(dx: 0, dy: -100), time: 2.05)]
        var shown: [Int] = []
        try TraceReplay(fps: 60).run(&counter, samples: [], wheel: wheel,
                                     handleWheel: { counter, _ in counter.notches += 1 }) { _, _, notches in shown.append(notches) }
        var printed1 = ""
        print(shown, to: &printed1)
        #expect(printed1 == "[1, 1, 1, 2]\n")
    }

    @Test func traceReplay3() throws {
        var printed1 = ""
        print(TraceReplay.jitter(seed: 7, index: 3) == TraceReplay.jitter(seed: 7, index: 3), to: &printed1)
        #expect(printed1 == "true\n")
    }

    @Test func velocityStrategy1() throws {

        let tracker = VelocityTracker(strategy: .impulse)
        print(tracker.strategy)
    }

    @Test func velocityTracker1() throws {

        var tracker = VelocityTracker()                      // least squares, degree 2
        try tracker.add(PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 0))
        try tracker.add(PointerSample(pointer: 0, x: 5, y: 0, phase: .moved, time: 0.01))
        try tracker.add(PointerSample(pointer: 0, x: 10, y: 0, phase: .moved, time: 0.02))
        try tracker.add(PointerSample(pointer: 0, x: 12, y: 0, phase: .ended, time: 0.025))
        var printed1 = ""
        print(tracker.velocity(of: 0) ?? .zero, to: &printed1)
        #expect(printed1 == "(500.0, 0.0)\n")
    }

    @Test func wheelSample_Browser1() throws {

        // A mouse wheel notch down (deltaY +100 pixels) at timeStamp 1250 ms, the pointer at 40, 300.
        let notch = WheelSample(domDeltaX: 0, deltaY: 100, deltaMode: 0, ctrlKey: false, momentum: nil,
                                location: Point(x: 40, y: 300), timeStamp: 1250)
        var printed1 = ""
        print(notch?.delta.dy ?? 0, notch?.time ?? 0, notch?.isNotched ?? false, to: &printed1)
        #expect(printed1 == "-100.0 1.25 true\n")
        // Chrome's fling after a trackpad swipe (`momentum` true): the OS momentum, not a notch.
        let fling = WheelSample(domDeltaX: 0, deltaY: 3, deltaMode: 0, ctrlKey: false, momentum: true, timeStamp: 1300)
        var printed2 = ""
        print(fling?.momentumPhase == .changed, to: &printed2)
        #expect(printed2 == "true\n")
    }

    @Test func wheelSample1() throws {

        // A mouse wheel notch down in a browser (WheelEvent deltaY +100, deltaMode 0): the content moves up.
        let notch = WheelSample(delta: Vector(dx: 0, dy: -100), time: 0.5)
        var printed1 = ""
        print(notch.isNotched, to: &printed1)
        #expect(printed1 == "true\n")
        // A trackpad's first delta (AppKit: phase .began, hasPreciseScrollingDeltas).
        let touch = WheelSample(delta: Vector(dx: 0, dy: 3), phase: .began, time: 1)
        var printed2 = ""
        print(touch.isNotched, to: &printed2)
        #expect(printed2 == "false\n")
    }
}
