import Geometry
import Gestures
import Testing
import _MotionTestSupport

/// Random multi-touch streams (seeded), through every recogniser and a coordinator of them.
@Suite struct GesturePropertyTests {
    /// A random but well-formed stream: up to three pointers, jittery moves, pauses, lifts, sometimes
    /// a cancel, with the tick times between samples.
    static func randomStream(_ random: inout SeededRandom) -> [(sample: PointerSample?, tick: Double)] {
        var events: [(sample: PointerSample?, tick: Double)] = []
        var down: [Int: Point] = [:]
        var time = random.double(in: 0...10)
        var nextPointer = 0
        for _ in 0..<Int.random(in: 20...120, using: &random) {
            time += [0, 0.001, 0.008, 0.016, 0.05, 0.3].randomElement(using: &random)!
            if Bool.random(using: &random), Int.random(in: 0..<4, using: &random) == 0 {
                events.append((nil, time))
                continue
            }
            let roll = Int.random(in: 0..<100, using: &random)
            if down.isEmpty || (roll < 10 && down.count < 3) {
                let point = Point(x: random.double(in: 0...400), y: random.double(in: 0...700))
                down[nextPointer] = point
                events.append((PointerSample(pointer: nextPointer, location: point, phase: .began, time: time), time))
                nextPointer += 1
            } else if roll < 20 {
                let pointer = down.keys.sorted()[Int.random(in: 0..<down.count, using: &random)]
                let location = down.removeValue(forKey: pointer)!
                events.append((PointerSample(pointer: pointer, location: location, phase: .ended, time: time), time))
            } else if roll < 22 {
                for pointer in down.keys.sorted() {
                    events.append((PointerSample(pointer: pointer, location: down[pointer]!, phase: .cancelled, time: time), time))
                }
                down.removeAll()
            } else {
                let pointer = down.keys.sorted()[Int.random(in: 0..<down.count, using: &random)]
                let step = Vector(dx: random.double(in: -40...40), dy: random.double(in: -40...40))
                down[pointer]! += step
                events.append((PointerSample(pointer: pointer, location: down[pointer]!, phase: roll < 30 ? .stationary : .moved, time: time), time))
            }
        }
        time += 0.01
        for pointer in down.keys.sorted() {
            events.append((PointerSample(pointer: pointer, location: down[pointer]!, phase: .ended, time: time), time))
        }
        return events
    }

    /// Checks a reported state sequence: a began is followed by changes and exactly one ended or
    /// cancelled before anything begins again; nothing is left begun at the end.
    static func checkLifecycle(_ states: [GestureState], seed: UInt64, name: String) {
        var open = false
        for state in states {
            switch state {
            case .began:
                #expect(!open, "seed \(seed) \(name): began twice without an end")
                open = true
            case .changed:
                #expect(open, "seed \(seed) \(name): changed without began")
            case .ended, .cancelled:
                #expect(open, "seed \(seed) \(name): \(state) without began")
                open = false
            case .possible, .failed, .recognized:
                #expect(!open, "seed \(seed) \(name): \(state) while in progress")
            }
        }
        #expect(!open, "seed \(seed) \(name): left without its end")
    }

    /// The sequence of states a recogniser goes through, one entry per transition.
    static func transitions<R: GestureRecognizer>(_ recognizer: inout R, _ events: [(sample: PointerSample?, tick: Double)],
                                                    check: (R) -> Void = { _ in }) -> [GestureState] {
        var states: [GestureState] = []
        var last = recognizer.state
        func record(_ state: GestureState, continuous: Bool) {
            if state != last || (continuous && state == .changed) { states.append(state) }
            last = state
        }
        for event in events {
            let state = event.sample.map { recognizer.handle($0) } ?? recognizer.tick(at: event.tick)
            record(state, continuous: event.sample != nil)
            check(recognizer)
        }
        return states
    }

    @Test func everyBeganEndsExactlyOnceAndOutputsStayFinite() throws {
        try withEverySeed(0..<PropertySeeds.count(default: 150)) { seed, random in
            let events = Self.randomStream(&random)
            var pan = PanRecognizer()
            Self.checkLifecycle(Self.transitions(&pan, events) { pan in
                #expect(pan.snapshot.location.isFinite && pan.snapshot.translation.isFinite && pan.snapshot.velocity.isFinite, "seed \(seed)")
                // The stored snapshot always agrees with the individual readings.
                #expect(pan.snapshot == PanSnapshot(state: pan.state, location: pan.location, translation: pan.translation,
                                                    velocity: pan.velocity, numberOfTouches: pan.numberOfTouches, time: pan.time), "seed \(seed)")
            }, seed: seed, name: "pan")
            var pinch = PinchRecognizer()
            Self.checkLifecycle(Self.transitions(&pinch, events) { pinch in
                #expect(pinch.scale.isFinite && pinch.velocity.isFinite, "seed \(seed)")
            }, seed: seed, name: "pinch")
            var rotation = RotationRecognizer()
            Self.checkLifecycle(Self.transitions(&rotation, events) { rotation in
                #expect(rotation.rotation.isFinite && rotation.velocity.isFinite, "seed \(seed)")
            }, seed: seed, name: "rotation")
            var press = LongPressRecognizer()
            Self.checkLifecycle(Self.transitions(&press, events), seed: seed, name: "long press")
            var edge = try ScreenEdgePanRecognizer(edges: .all, bounds: Rect(x: 0, y: 0, width: 400, height: 700), edgeWidth: 60)
            Self.checkLifecycle(Self.transitions(&edge, events), seed: seed, name: "edge pan")
            var tap = try TapRecognizer(numberOfTaps: 2)
            Self.checkLifecycle(Self.transitions(&tap, events), seed: seed, name: "double tap")
            var swipe = try SwipeRecognizer(directions: .all)
            Self.checkLifecycle(Self.transitions(&swipe, events), seed: seed, name: "swipe")

            var tracker = VelocityTracker(strategy: seed % 2 == 0 ? .leastSquares : .impulse)
            for event in events {
                guard let sample = event.sample else { continue }
                try tracker.add(sample)
                if let velocity = tracker.velocity(of: sample.pointer) { #expect(velocity.isFinite, "seed \(seed)") }
            }
        }
    }

    /// Like ``transitions(_:_:check:)``, with the host calling `reset()` at random moments (about one
    /// event in twelve), the state after each reset recorded as a transition of its own.
    static func transitionsWithResets<R: GestureRecognizer>(_ recognizer: inout R, _ events: [(sample: PointerSample?, tick: Double)],
                                                              random: inout SeededRandom) -> [GestureState] {
        var states: [GestureState] = []
        var last = recognizer.state
        func record(_ state: GestureState, continuous: Bool) {
            if state != last || (continuous && state == .changed) { states.append(state) }
            last = state
        }
        for event in events {
            if Int.random(in: 0..<12, using: &random) == 0 {
                recognizer.reset()
                record(recognizer.state, continuous: false)
            }
            let state = event.sample.map { recognizer.handle($0) } ?? recognizer.tick(at: event.tick)
            record(state, continuous: event.sample != nil)
        }
        return states
    }

    @Test func resetsAtRandomMomentsNeverLeaveAGestureWithoutItsEnd() throws {
        try withEverySeed(0..<PropertySeeds.count(default: 150)) { seed, random in
            let events = Self.randomStream(&random)
            var pan = PanRecognizer()
            Self.checkLifecycle(Self.transitionsWithResets(&pan, events, random: &random), seed: seed, name: "pan")
            var pinch = PinchRecognizer()
            Self.checkLifecycle(Self.transitionsWithResets(&pinch, events, random: &random), seed: seed, name: "pinch")
            var rotation = RotationRecognizer()
            Self.checkLifecycle(Self.transitionsWithResets(&rotation, events, random: &random), seed: seed, name: "rotation")
            var press = LongPressRecognizer()
            Self.checkLifecycle(Self.transitionsWithResets(&press, events, random: &random), seed: seed, name: "long press")
            var edge = try ScreenEdgePanRecognizer(edges: .all, bounds: Rect(x: 0, y: 0, width: 400, height: 700), edgeWidth: 60)
            Self.checkLifecycle(Self.transitionsWithResets(&edge, events, random: &random), seed: seed, name: "edge pan")
            var tap = try TapRecognizer(numberOfTaps: 2)
            Self.checkLifecycle(Self.transitionsWithResets(&tap, events, random: &random), seed: seed, name: "double tap")
        }
    }

    /// The coordinator's reported states keep the lifecycle, with or without the host resetting it at
    /// random moments.
    @Test(arguments: [false, true])
    func theCoordinatorKeepsTheLifecycle(withResets: Bool) throws {
        try withEverySeed(0..<PropertySeeds.count(default: 100)) { seed, random in
            let events = Self.randomStream(&random)
            var gestures = GestureCoordinator()
            let handles = [
                gestures.add(PanRecognizer()),
                gestures.add(PinchRecognizer()),
                gestures.add(RotationRecognizer()),
                gestures.add(LongPressRecognizer()),
                gestures.add(try TapRecognizer()),
                gestures.add(try TapRecognizer(numberOfTaps: 2)),
            ]
            gestures.recognizeSimultaneously(handles[1], handles[2])
            gestures.require(handles[4], toFail: handles[5])
            gestures.require(handles[0], toFail: handles[3])
            var logs = Array(repeating: [GestureState](), count: handles.count)
            var last = Array(repeating: GestureState.possible, count: handles.count)
            for event in events {
                if withResets, Int.random(in: 0..<12, using: &random) == 0 {
                    gestures.reset()
                    for (index, handle) in handles.enumerated() where gestures.state(of: handle) != last[index] {
                        logs[index].append(gestures.state(of: handle))
                        last[index] = gestures.state(of: handle)
                    }
                }
                if let sample = event.sample { gestures.handle(sample) } else { gestures.tick(at: event.tick) }
                var active = 0
                for (index, handle) in handles.enumerated() {
                    let state = gestures.state(of: handle)
                    if state != last[index] || (state == .changed && event.sample != nil) { logs[index].append(state) }
                    last[index] = state
                    if state.isActive, index != 1, index != 2 { active += 1 }
                }
                #expect(active <= 1, "seed \(seed): two exclusive gestures in progress at once")
            }
            gestures.tick(at: (events.last?.tick ?? 0) + 1)
            for (index, handle) in handles.enumerated() where gestures.state(of: handle) != last[index] {
                logs[index].append(gestures.state(of: handle))
            }
            for (index, log) in logs.enumerated() { Self.checkLifecycle(log, seed: seed, name: "coordinated \(index)") }
        }
    }
}
