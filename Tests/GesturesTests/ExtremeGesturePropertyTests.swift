import Geometry
import Gestures
import Testing
import _MotionTestSupport

/// The seeded property loops of `GesturePropertyTests`, over the whole finite range: coordinates
/// from denormals to ±`Double.greatestFiniteMagnitude`, time steps of zero, a denormal, a frame or
/// 1e300 seconds, pointer ids reused across gestures, and now and then a NaN or infinite sample
/// (which every recogniser ignores, except a lift or cancel, which still ends its touch). No trap,
/// no NaN or infinity out, every gesture that began ends
/// exactly once. `MOTION_PROPERTY_SEEDS=100000` runs the long version.
@Suite struct ExtremeGesturePropertyTests {
    typealias Event = (sample: PointerSample?, tick: Double)

    /// A stream that is valid for a `GestureTrace` except for the samples marked non-finite.
    static func extremeStream(_ random: inout SeededRandom) -> (events: [Event], nonFinite: Set<Int>) {
        var events: [Event] = []
        var nonFinite: Set<Int> = []
        var down: [Int: Point] = [:]
        var time = Bool.random(using: &random) ? random.extremeDouble() : random.double(in: 0...10)
        func coordinate(_ random: inout SeededRandom, near base: Double) -> Double {
            if Bool.random(using: &random) { return random.extremeDouble() }
            let moved = base + random.double(in: -40...40)
            return moved.isFinite ? moved : base
        }
        for _ in 0..<Int.random(in: 10...90, using: &random) {
            let next = time + (Int.random(in: 0..<3, using: &random) == 0 ? random.extremeDuration()
                                                                        : [0, 0.004, 0.008, 0.05, 0.3].randomElement(using: &random)!)
            if next.isFinite { time = next }
            let roll = Int.random(in: 0..<100, using: &random)
            if roll < 8 {
                events.append((nil, time))
                continue
            }
            if roll < 12 {
                // A sample no recogniser may use: a NaN or infinite coordinate or time.
                let bad = [Double.nan, .infinity, -.infinity].randomElement(using: &random)!
                let pointer = Int.random(in: 0..<4, using: &random)
                let phase = PointerPhase.allCases.randomElement(using: &random)!
                let sample = switch Int.random(in: 0..<3, using: &random) {
                case 0: PointerSample(pointer: pointer, x: bad, y: 0, phase: phase, time: time)
                case 1: PointerSample(pointer: pointer, x: 0, y: bad, phase: phase, time: time)
                default: PointerSample(pointer: pointer, x: 0, y: 0, phase: phase, time: bad)
                }
                nonFinite.insert(events.count)
                events.append((sample, time))
                continue
            }
            let free = (0..<4).filter { down[$0] == nil }
            if down.isEmpty || (roll < 25 && !free.isEmpty) {
                // Ids are reused: pointer 0 often touches down again after every pointer lifted.
                let pointer = free.randomElement(using: &random)!
                let point = Point(x: coordinate(&random, near: 200), y: coordinate(&random, near: 300))
                down[pointer] = point
                events.append((PointerSample(pointer: pointer, location: point, phase: .began, time: time), time))
            } else if roll < 40 {
                let pointer = down.keys.sorted().randomElement(using: &random)!
                let location = down.removeValue(forKey: pointer)!
                events.append((PointerSample(pointer: pointer, location: location, phase: .ended, time: time), time))
            } else if roll < 43 {
                for pointer in down.keys.sorted() {
                    events.append((PointerSample(pointer: pointer, location: down[pointer]!, phase: .cancelled, time: time), time))
                }
                down.removeAll()
            } else {
                let pointer = down.keys.sorted().randomElement(using: &random)!
                let location = Point(x: coordinate(&random, near: down[pointer]!.x), y: coordinate(&random, near: down[pointer]!.y))
                down[pointer] = location
                events.append((PointerSample(pointer: pointer, location: location, phase: roll < 50 ? .stationary : .moved, time: time), time))
            }
        }
        for pointer in down.keys.sorted() {
            events.append((PointerSample(pointer: pointer, location: down[pointer]!, phase: .ended, time: time), time))
        }
        return (events, nonFinite)
    }

    static var seeds: Range<UInt64> { 0..<PropertySeeds.count(default: 300) }

    @Test func everyRecogniserEndsOnceAndStaysFinite() throws {
        try withEverySeed(Self.seeds) { seed, random in
            let (events, _) = Self.extremeStream(&random)
            var pan = PanRecognizer()
            GesturePropertyTests.checkLifecycle(GesturePropertyTests.transitions(&pan, events) { pan in
                #expect(pan.location.isFinite && pan.translation.isFinite && pan.snapshot.location.isFinite, "seed \(seed): pan \(pan.snapshot)")
            }, seed: seed, name: "pan")
            var pinch = PinchRecognizer()
            GesturePropertyTests.checkLifecycle(GesturePropertyTests.transitions(&pinch, events) { pinch in
                #expect(pinch.scale.isFinite && pinch.velocity.isFinite && pinch.location.isFinite, "seed \(seed): pinch")
            }, seed: seed, name: "pinch")
            var rotation = RotationRecognizer()
            GesturePropertyTests.checkLifecycle(GesturePropertyTests.transitions(&rotation, events) { rotation in
                #expect(rotation.rotation.isFinite && rotation.velocity.isFinite && rotation.location.isFinite, "seed \(seed): rotation")
            }, seed: seed, name: "rotation")
            var press = LongPressRecognizer()
            GesturePropertyTests.checkLifecycle(GesturePropertyTests.transitions(&press, events) { press in
                #expect(press.location.isFinite, "seed \(seed): long press")
            }, seed: seed, name: "long press")
            var edge = try ScreenEdgePanRecognizer(edges: .all, bounds: Rect(x: 0, y: 0, width: 400, height: 700), edgeWidth: 60)
            GesturePropertyTests.checkLifecycle(GesturePropertyTests.transitions(&edge, events) { edge in
                #expect(edge.location.isFinite && edge.translation.isFinite, "seed \(seed): edge pan")
            }, seed: seed, name: "edge pan")
            var tap = try TapRecognizer(numberOfTaps: 2)
            GesturePropertyTests.checkLifecycle(GesturePropertyTests.transitions(&tap, events) { tap in
                #expect(tap.location.isFinite, "seed \(seed): tap")
            }, seed: seed, name: "double tap")
            var swipe = try SwipeRecognizer(directions: .all)
            GesturePropertyTests.checkLifecycle(GesturePropertyTests.transitions(&swipe, events) { swipe in
                #expect(swipe.location.isFinite, "seed \(seed): swipe")
            }, seed: seed, name: "swipe")
        }
    }

    @Test func aValidStreamIsNeverRejectedAndVelocitiesAreFiniteOrNil() throws {
        try withEverySeed(Self.seeds) { seed, random in
            let (events, nonFinite) = Self.extremeStream(&random)
            var trace = GestureTrace()
            var tracker = VelocityTracker(strategy: seed % 2 == 0 ? .leastSquares : .impulse)
            for (index, event) in events.enumerated() {
                guard let sample = event.sample else { continue }
                if nonFinite.contains(index) {
                    #expect(throws: PointerSampleError.self) { try tracker.add(sample) }
                    continue
                }
                try trace.append(sample)
                do {
                    try tracker.add(sample)
                } catch {
                    Issue.record("seed \(seed): \(sample) rejected: \(error)")
                }
                for pointer in 0..<4 {
                    if let velocity = tracker.velocity(of: pointer) {
                        #expect(velocity.isFinite, "seed \(seed): pointer \(pointer) velocity \(velocity)")
                    }
                }
                #expect(tracker.isDown(sample.pointer) == trace.pointersDown.contains(sample.pointer), "seed \(seed): \(sample)")
            }
        }
    }

    @Test func theCoordinatorKeepsTheLifecycleAtTheExtremes() throws {
        try withEverySeed(Self.seeds) { seed, random in
            let (events, _) = Self.extremeStream(&random)
            var gestures = GestureCoordinator()
            let handles = [
                gestures.add(PanRecognizer()),
                gestures.add(PinchRecognizer()),
                gestures.add(RotationRecognizer()),
                gestures.add(LongPressRecognizer()),
                gestures.add(try TapRecognizer(numberOfTaps: 2)),
            ]
            gestures.recognizeSimultaneously(handles[1], handles[2])
            var logs = Array(repeating: [GestureState](), count: handles.count)
            var last = Array(repeating: GestureState.possible, count: handles.count)
            for event in events {
                if let sample = event.sample { gestures.handle(sample) } else { gestures.tick(at: event.tick) }
                for (index, handle) in handles.enumerated() {
                    let state = gestures.state(of: handle)
                    if state != last[index] || (state == .changed && event.sample != nil) { logs[index].append(state) }
                    last[index] = state
                }
            }
            // A change reported during the last call (a long press that fired and lifted in one
            // sample) shows on the next one.
            gestures.tick(at: events.last?.tick ?? 0)
            for (index, handle) in handles.enumerated() where gestures.state(of: handle) != last[index] {
                logs[index].append(gestures.state(of: handle))
            }
            for (index, log) in logs.enumerated() {
                GesturePropertyTests.checkLifecycle(log, seed: seed, name: "coordinated \(index)")
            }
        }
    }
}
