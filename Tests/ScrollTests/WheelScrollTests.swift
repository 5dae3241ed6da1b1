import Geometry
import Gestures
import Scroll
import Testing
import _MotionTestSupport

/// Wheel and trackpad input through `WheelScrollBehavior`: Chromium's curve for notches, one-to-one
/// trackpad deltas with a finger's rubber band, the two momentum rules, ctrl-wheel zoom, the time rule.
@Suite struct WheelScrollTests {
    static func list() throws -> ScrollBehavior {
        try ScrollBehavior(contentSize: Size(width: 320, height: 2000), viewportSize: Size(width: 320, height: 480))
    }

    static let notches = [WheelSample(delta: Vector(dx: 0, dy: -100), time: 0),
                          WheelSample(delta: Vector(dx: 0, dy: -100), time: 0.07),
                          WheelSample(delta: Vector(dx: 0, dy: -300), time: 0.1),
                          WheelSample(delta: Vector(dx: 0, dy: 50), time: 0.35)]

    /// The same curve Chromium builds: from the event's own time, retargeted at each later notch.
    static func chromiumCurve(until time: Double) -> ScrollOffsetAnimationCurve? {
        var curve: ScrollOffsetAnimationCurve?
        var target = 0.0
        for notch in notches where notch.time <= time {
            let from = curve?.value(at: notch.time) ?? Point(x: 0, y: target)
            if let running = curve, !running.isFinished(at: notch.time) {
                target = running.targetValue.y - notch.delta.dy
                curve?.updateTarget(Point(x: 0, y: target), at: notch.time)
            } else {
                target -= notch.delta.dy
                curve = ScrollOffsetAnimationCurve(from: from, to: Point(x: 0, y: target), at: notch.time)
            }
        }
        return curve
    }

    /// Every frame at 60–240 Hz and jittered shows the closed-form curve at its own time, and lands on 450.
    @Test func notchesFollowChromiumsCurveAtEveryRate() throws {
        for fps in checkedDisplayRates {
            for jitter in [nil, UInt64(3)] as [UInt64?] {
                var view = WheelScrollBehavior(try Self.list())
                var last = ScrollFrame(contentOffset: .zero, velocity: .zero, state: .idle)
                try TraceReplay(fps: fps, jitterSeed: jitter).run(&view, samples: [], wheel: Self.notches,
                                                                 handleWheel: { view, event in view.handle(event) }) { time, _, frame in
                    let expected = Self.chromiumCurve(until: time)?.value(at: time).y ?? 0
                    #expect(abs(frame.contentOffset.y - expected) <= 1e-9, "\(fps) Hz at \(time)")
                    last = frame
                }
                #expect(last.contentOffset == Point(x: 0, y: 450), "\(fps) Hz")
                #expect(last.state == .idle)
                #expect(view.isSettled)
            }
        }
    }

    /// The target is clamped to the content, as a browser clamps it, and lands there exactly.
    @Test func notchesStopAtTheEdges() throws {
        var view = WheelScrollBehavior(try Self.list())
        view.handle(WheelSample(delta: Vector(dx: 0, dy: 40), time: 0))          // up, at the top: nothing
        #expect(view.animation == nil)
        view.handle(WheelSample(delta: Vector(dx: 0, dy: -1e300), time: 0.1))    // far down: the end
        #expect(view.animation?.targetValue == Point(x: 0, y: 1520))
        #expect(view.tick(at: 0.5).contentOffset == Point(x: 0, y: 1520))
    }

    /// Line deltas are 40 points (Blink's line step), page deltas 0.875 of the viewport.
    @Test func linesAndPages() throws {
        var view = WheelScrollBehavior(try Self.list())
        view.handle(WheelSample(delta: Vector(dx: 0, dy: -3), deltaMode: .line, time: 0))
        #expect(view.animation?.targetValue == Point(x: 0, y: 120))
        view.handle(WheelSample(delta: Vector(dx: 0, dy: -1), deltaMode: .page, time: 0.01))
        #expect(view.animation?.targetValue == Point(x: 0, y: 120 + 420))
    }

    static func trackpad(_ deltas: [Double], start: Double = 0, step: Double = 0.01) -> [WheelSample] {
        deltas.enumerated().map { index, dy in
            WheelSample(delta: Vector(dx: 0, dy: dy), phase: index == 0 ? .began : (index == deltas.count - 1 ? .ended : .changed),
                        time: start + Double(index) * step)
        }
    }

    /// Phased deltas move the content one to one inside the bounds, and past an edge exactly as a finger's
    /// translation does (the same rubber band).
    @Test func trackpadMovesOneToOneWithTheFingersRubberBand() throws {
        var view = WheelScrollBehavior(try Self.list())
        view.scroll.scroll(to: Point(x: 0, y: 500), animated: false)
        var sum = 0.0
        for (index, event) in Self.trackpad([-4, -10, -7.5, 3, -12, 0]).dropLast().enumerated() {
            sum += event.delta.dy
            let frame = view.handle(event)
            #expect(frame.contentOffset.y == 500 - sum, "\(index)")
            #expect(frame.state == .dragging)
        }
        // Past the top: the same offsets as a finger's drag with the same translations.
        var trackpad = WheelScrollBehavior(try Self.list())
        var finger = try Self.list()
        var translation = 0.0
        for (index, event) in Self.trackpad([5, 40, 80, 120, 60]).dropLast().enumerated() {
            translation += event.delta.dy
            let shown = trackpad.handle(event).contentOffset.y
            let reading = GestureReading(state: index == 0 ? .began : .changed, location: .zero,
                                         translation: Vector(dx: 0, dy: translation), velocity: .zero, numberOfTouches: 1, time: event.time)
            #expect(shown == finger.update(with: reading).contentOffset.y)
            #expect(shown < 0 && shown > -translation)
        }
    }

    /// `own`: the lift flings with the physics from the tracker's velocity and the OS momentum is ignored;
    /// `os`: the momentum's deltas move the content one to one and nothing flings at the lift.
    @Test func momentumOwnOrOS() throws {
        let gesture = Self.trackpad([-10, -20, -20, -20, -20, 0])
        let phases: [WheelSample.Phase] = [.began, .changed, .changed, .ended]
        var momentum: [WheelSample] = []
        for (index, phase) in phases.enumerated() {
            let dy: Double = phase == .ended ? 0 : -15
            momentum.append(WheelSample(delta: Vector(dx: 0, dy: dy), momentumPhase: phase, time: 0.06 + Double(index) * 0.016))
        }
        var own = WheelScrollBehavior(try Self.list(), momentum: .own)
        for event in gesture { own.handle(event) }
        #expect(own.frame.state == .decelerating)
        #expect(own.frame.velocity.dy > 1000)
        let lifted = own.frame.contentOffset.y
        #expect(lifted == 90)
        for event in momentum { own.handle(event) }
        #expect(own.frame.contentOffset.y == lifted)          // ignored
        #expect(own.tick(at: 3).contentOffset.y > 200)        // the physics' fling

        var os = WheelScrollBehavior(try Self.list(), momentum: .os)
        for event in gesture { os.handle(event) }
        #expect(os.frame.state == .idle)
        #expect(os.frame.contentOffset.y == 90)
        for event in momentum.dropLast() {
            #expect(os.handle(event).state == .decelerating)
        }
        #expect(os.frame.contentOffset.y == 135)
        os.handle(momentum[3])
        #expect(os.tick(at: 1).contentOffset.y == 135)
        #expect(os.isSettled)
    }

    /// A ctrl-wheel zooms by exp(dy / 100) about the pointer: the content point under it stays there.
    @Test func ctrlWheelZoomsAboutThePointer() throws {
        var photo = try ScrollBehavior(contentSize: Size(width: 400, height: 300), viewportSize: Size(width: 400, height: 300))
        try photo.setZoomScaleLimits(minimum: 1, maximum: 4)
        var view = WheelScrollBehavior(photo)
        let pointer = Point(x: 100, y: 100)
        view.handle(WheelSample(delta: Vector(dx: 0, dy: 100 * Double.log(2)), ctrlKey: true, location: pointer, time: 0))
        #expect(abs(view.frame.zoomScale - 2) <= 1e-12)
        #expect(abs(view.frame.contentOffset.x - 100) <= 1e-9 && abs(view.frame.contentOffset.y - 100) <= 1e-9)
        // A non-finite pointer counts as none: the zoom is about the viewport's centre, never NaN.
        var other = WheelScrollBehavior(photo)
        other.handle(WheelSample(delta: Vector(dx: 0, dy: 100 * Double.log(2)), ctrlKey: true, location: Point(x: .nan, y: 0), time: 0))
        #expect(abs(other.frame.zoomScale - 2) <= 1e-12)
        #expect(abs(other.frame.contentOffset.x - 200) <= 1e-9 && abs(other.frame.contentOffset.y - 150) <= 1e-9)
        // Without a zoom range, ctrl-wheel does nothing.
        var plain = WheelScrollBehavior(try Self.list())
        plain.handle(WheelSample(delta: Vector(dx: 0, dy: 50), ctrlKey: true, time: 0))
        #expect(plain.frame == (try Self.list()).frame)
        #expect(plain.isSettled)
    }

    /// Non-finite input is ignored; a touch stops a wheel animation where it is at the touch's time.
    @Test func badInputAndATouch() throws {
        var view = WheelScrollBehavior(try Self.list())
        view.handle(WheelSample(delta: Vector(dx: 0, dy: .nan), time: 0))
        view.handle(WheelSample(delta: Vector(dx: 0, dy: -100), time: .infinity))
        view.handle(WheelSample(delta: Vector(dx: .infinity, dy: -100), time: 0))
        #expect(view.animation == nil)
        view.handle(WheelSample(delta: Vector(dx: 0, dy: -100), time: 1))
        let expected = view.animation!.value(at: 1.1)
        view.handle(PointerSample(pointer: 0, x: 10, y: 10, phase: .began, time: 1.1))
        #expect(view.animation == nil)
        #expect(view.tick(at: 1.2).contentOffset == expected)
        // A wheel event while the finger drags is ignored.
        view.handle(PointerSample(pointer: 0, x: 10, y: 60, phase: .moved, time: 1.2))
        let dragging = view.frame
        view.handle(WheelSample(delta: Vector(dx: 0, dy: -100), time: 1.25))
        #expect(view.frame == dragging)
        #expect(view.animation == nil)
    }
}

/// The time rule with wheel input: every frame at 60–240 Hz and on jittered links shows what a view given
/// the same events up to that instant and ticked once there shows (1e-9 pt).
@Suite struct WheelScrollRateTests {
    static func events() -> [WheelSample] {
        var events = [WheelSample(delta: Vector(dx: 0, dy: -100), time: 0), WheelSample(delta: Vector(dx: 0, dy: -250), time: 0.06)]
        let swipe: [Double] = [-6, -12, -18, -22, -25, 0]
        for (index, dy) in swipe.enumerated() {
            let phase: WheelSample.Phase = index == 0 ? .began : (index == swipe.count - 1 ? .ended : .changed)
            events.append(WheelSample(delta: Vector(dx: 0, dy: dy), phase: phase, time: 0.5 + 0.011 * Double(index)))
        }
        for index in 0..<5 {
            let phase: WheelSample.Phase = index == 0 ? .began : (index == 4 ? .ended : .changed)
            events.append(WheelSample(delta: Vector(dx: 0, dy: index == 4 ? 0 : -9), momentumPhase: phase, time: 0.56 + 0.016 * Double(index)))
        }
        events.append(WheelSample(delta: Vector(dx: 0, dy: 120), time: 0.7))      // a notch during the fling (own)
        events.append(WheelSample(delta: Vector(dx: 0, dy: -40), time: 0.74))     // retargeted
        return events
    }

    @Test(arguments: WheelScrollBehavior.Momentum.allCases)
    func everyFrameIsTheClosedFormAtItsTime(momentum: WheelScrollBehavior.Momentum) throws {
        let events = Self.events()
        let start = WheelScrollBehavior(try WheelScrollTests.list(), momentum: momentum)
        var replays = try checkedDisplayRates.map { try TraceReplay(fps: $0) }
        replays += try [UInt64(1), 2].map { try TraceReplay(fps: 120, jitterSeed: $0) }
        var ends: Set<Double> = []
        for replay in replays {
            var view = start
            try replay.run(&view, samples: [], wheel: events, handleWheel: { view, event in view.handle(event) }) { time, _, frame in
                var probe = start
                for event in events where event.time <= time { probe.handle(event) }
                let expected = probe.tick(at: time)
                #expect(abs(frame.contentOffset.y - expected.contentOffset.y) <= 1e-9, "\(replay.fps) Hz \(momentum) t=\(time)")
                #expect(frame.state == expected.state, "\(replay.fps) Hz \(momentum) t=\(time)")
            }
            #expect(view.isSettled)
            ends.insert(view.frame.contentOffset.y)
        }
        #expect(ends.count == 1, "\(ends)")
    }
}
