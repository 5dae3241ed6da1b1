import Geometry
import Gestures
import RelativePosition
import Testing
import _MotionTestSupport

private let container = Rect(x: 0, y: 0, width: 400, height: 800)

private func sample(_ x: Double, _ y: Double, _ phase: PointerPhase, _ t: Double, pointer: Int = 0) -> PointerSample {
    touch(pointer, x, y, phase, t)
}

@Suite struct PositionTrackerContainerTests {
    @Test(arguments: [
        (Rect(x: 0, y: 0, width: 0, height: 667), "container.width"),
        (Rect(x: 0, y: 0, width: 375, height: 0), "container.height"),
        (Rect(x: 0, y: 0, width: -375, height: 667), "container.width"),
        (Rect(x: .nan, y: 0, width: 375, height: 667), "container.x"),
        (Rect(x: 0, y: -.infinity, width: 375, height: 667), "container.y"),
        (Rect(x: 0, y: 0, width: .infinity, height: 667), "container.width"),
        (Rect(x: 0, y: 0, width: 375, height: .nan), "container.height"),
    ])
    func rejectsBadContainers(rect: Rect, parameter: String) throws {
        let error = #expect(throws: ConfigurationError.self) { try PositionTracker(container: rect) }
        #expect(error?.parameter == parameter)
        var tracker = try PositionTracker(container: container)
        let setError = #expect(throws: ConfigurationError.self) { try tracker.setContainer(rect) }
        #expect(setError?.parameter == parameter)
        #expect(tracker.container == container)
    }

    @Test func errorDescriptionNamesTheProblem() {
        let error = #expect(throws: ConfigurationError.self) {
            try PositionTracker(container: Rect(x: 0, y: 0, width: 0, height: 667))
        }
        #expect(error?.description == "container.width = 0.0: must be positive and finite")
    }

    @Test func rejectsBadHysteresis() {
        #expect(throws: ConfigurationError.self) { try PositionTracker(container: container, minimumDistance: -1) }
    }
}

@Suite struct PositionTrackerEventTests {
    /// x = 100 + 1000 t, y = 200 + 2000 t: 1000 and 2000 pt/s, 2.5 container sizes per second.
    @Test func beganMovedEndedWithPositionAndVelocity() throws {
        var tracker = try PositionTracker(container: container)
        let began = try required(tracker.handle(sample(100, 200, .began, 0)))
        #expect(began.phase == .began)
        #expect(began.position == Point(x: 0.25, y: 0.25))
        #expect(began.location == Point(x: 100, y: 200))
        #expect(began.velocity == .zero)
        #expect(began.time == 0)
        #expect(tracker.isTracking)

        var last = began
        for step in 1...3 {
            let t = Double(step) * 0.01
            last = try required(tracker.handle(sample(100 + 1000 * t, 200 + 2000 * t, .moved, t)))
            #expect(last.phase == .moved)
            #expect(last.time == t)
        }
        #expect(isClose(last.position.x, 0.325, absolute: 1e-12))
        #expect(isClose(last.position.y, 0.325, absolute: 1e-12))
        #expect(isClose(last.pointVelocity, Vector(dx: 1000, dy: 2000), absolute: 1e-6))
        #expect(isClose(last.velocity, Vector(dx: 2.5, dy: 2.5), absolute: 1e-9))

        let ended = try required(tracker.handle(sample(140, 280, .ended, 0.04)))
        #expect(ended.phase == .ended)
        // The event is where the finger lifted (UIKit's `.ended` location, 140 / 400); the velocity does
        // not add the lift as a sample (Android's and Flutter's rule), so it is the moves' estimate.
        #expect(ended.position.x == 0.35 && ended.location == Point(x: 140, y: 280))
        #expect(isClose(ended.velocity, Vector(dx: 2.5, dy: 2.5), absolute: 1e-9))
        #expect(!tracker.isTracking)
        #expect(tracker.lastEvent == ended)
        #expect(tracker.handle(sample(150, 300, .moved, 0.05)) == nil)
    }

    @Test func positionIsClampedInsideTheOpenInterval() throws {
        var tracker = try PositionTracker(container: Rect(x: 20, y: 40, width: 100, height: 200))
        let began = try required(tracker.handle(sample(-50, 900, .began, 0)))
        #expect(began.position == Point(x: relativePositionEpsilon, y: 1 - relativePositionEpsilon))
        #expect(began.location == Point(x: -50, y: 900))
        let moved = try required(tracker.handle(sample(70, 140, .moved, 0.01)))
        #expect(moved.position == Point(x: 0.5, y: 0.5))
    }

    @Test func ignoredSamplesProduceNoEvent() throws {
        var tracker = try PositionTracker(container: container)
        #expect(tracker.handle(sample(10, 10, .moved, 0)) == nil)          // no touch down yet
        _ = tracker.handle(sample(10, 10, .began, 1))
        #expect(tracker.handle(sample(.nan, 10, .moved, 1.1)) == nil)      // non-finite
        #expect(tracker.handle(sample(20, 10, .moved, 1.2, pointer: 7)) == nil)  // unknown pointer
        #expect(tracker.handle(sample(20, 10, .moved, 1.2))?.phase == .moved)
        // 0.5 s back in time: not ignored (every touch must be able to end), the recognisers' clock
        // restarts there (the Gestures guide's rule), so the move counts.
        #expect(tracker.handle(sample(30, 10, .moved, 0.7))?.phase == .moved)
    }

    @Test func hysteresisDelaysBegan() throws {
        var tracker = try PositionTracker(container: container, minimumDistance: 10)
        #expect(tracker.handle(sample(100, 100, .began, 0)) == nil)
        #expect(tracker.handle(sample(106, 100, .moved, 0.01)) == nil)
        let began = try required(tracker.handle(sample(110, 100, .moved, 0.02)))
        #expect(began.phase == .began)
        #expect(began.position == Point(x: 0.275, y: 0.125))
    }

    @Test func cancelledTouchCancels() throws {
        var tracker = try PositionTracker(container: container)
        _ = tracker.handle(sample(100, 100, .began, 0))
        let cancelled = try required(tracker.handle(sample(120, 100, .cancelled, 0.01)))
        #expect(cancelled.phase == .cancelled)
        #expect(!tracker.isTracking)
    }

    @Test func hostCancelEndsOnceAndTheNextTouchBeginsAgain() throws {
        var tracker = try PositionTracker(container: container)
        _ = tracker.handle(sample(100, 100, .began, 0))
        let cancelled = try required(tracker.cancel())
        #expect(cancelled.phase == .cancelled)
        #expect(cancelled.position == Point(x: 0.25, y: 0.125))
        #expect(cancelled.time == 0)
        #expect(tracker.cancel() == nil)
        #expect(tracker.handle(sample(200, 100, .moved, 0.01)) == nil)
        #expect(tracker.handle(sample(200, 100, .ended, 0.02)) == nil)
        #expect(tracker.handle(sample(200, 400, .began, 0.5))?.phase == .began)
    }

    @Test func resetMidGestureCancels() throws {
        var tracker = try PositionTracker(container: container)
        tracker.reset()
        #expect(tracker.lastEvent == nil)
        _ = tracker.handle(sample(100, 100, .began, 0))
        tracker.reset()
        #expect(tracker.lastEvent?.phase == .cancelled)
        #expect(!tracker.isTracking)
        // The finger still down is forgotten: its moves are ignored, a new touch begins.
        #expect(tracker.handle(sample(110, 100, .moved, 0.01)) == nil)
        #expect(tracker.handle(sample(50, 50, .began, 0.02, pointer: 1))?.phase == .began)
    }

    @Test func containerChangeAppliesToTheNextEvent() throws {
        var tracker = try PositionTracker(container: container)
        _ = tracker.handle(sample(100, 200, .began, 0))
        try tracker.setContainer(Rect(x: 0, y: 0, width: 200, height: 400))
        let moved = try required(tracker.handle(sample(100, 200, .moved, 0.01)))
        #expect(moved.position == Point(x: 0.5, y: 0.5))
    }
}

@Suite struct PositionTrackerPropertyTests {
    /// Random streams of finite samples (huge coordinates, random phases, several pointers, host
    /// cancels and resets): every position is finite and inside (0, 1), every velocity finite, and
    /// every `began` gets exactly one end before the next `began`.
    @Test func positionsStayInsideAndEveryBeganEndsOnce() throws {
        try withEverySeed(0..<200) { seed, random in
            let width = random.double(in: 1e-3...1e4), height = random.double(in: 1e-3...1e4)
            var tracker = try PositionTracker(container: Rect(x: random.double(in: -1e3...1e3), y: random.double(in: -1e3...1e3),
                                                            width: width, height: height),
                                              minimumDistance: random.double(in: 0...20))
            var open = false
            var began = 0, ends = 0
            var t = 0.0
            func check(_ event: TrackingEvent?) {
                guard let event else { return }
                let p = event.position
                #expect(p.x > 0 && p.x < 1 && p.y > 0 && p.y < 1, "seed \(seed): \(event)")
                #expect(event.velocity.isFinite && event.pointVelocity.isFinite && event.location.isFinite, "seed \(seed)")
                switch event.phase {
                case .began:
                    #expect(!open, "seed \(seed): began twice")
                    open = true
                    began += 1
                case .moved:
                    #expect(open, "seed \(seed): moved outside a gesture")
                case .ended, .cancelled:
                    #expect(open, "seed \(seed): end without began")
                    open = false
                    ends += 1
                }
            }
            for _ in 0..<300 {
                t += random.double(in: 0...0.02)
                let scale = [1.0, 1e3, 1e150, 1e300][Int.random(in: 0..<4, using: &random)]
                let x = random.double(in: -scale...scale), y = random.double(in: -scale...scale)
                let roll = Int.random(in: 0..<100, using: &random)
                let phase: PointerPhase = roll < 10 ? .began : roll < 80 ? .moved : roll < 85 ? .stationary : roll < 95 ? .ended : .cancelled
                check(tracker.handle(PointerSample(pointer: Int.random(in: 0..<3, using: &random), x: x, y: y, phase: phase, time: t)))
                if roll == 0 { check(tracker.cancel()) }
                if roll == 1 { check(tracker.cancel()); tracker.reset() }
            }
            check(tracker.cancel())
            tracker.reset()
            #expect(!open && began == ends, "seed \(seed): \(began) began, \(ends) ends")
        }
    }
}

@Suite struct PositionTrackerHostReadingTests {
    let container = Rect(x: 0, y: 0, width: 375, height: 667)

    func reading(_ state: GestureState, _ x: Double, _ y: Double, _ t: Double) -> PanSnapshot {
        PanSnapshot(state: state, location: Point(x: x, y: y), translation: .zero, velocity: Vector(dx: 100, dy: 0),
                    numberOfTouches: state.isActive ? 1 : 0, time: t)
    }

    @Test func hostReadingsBeginMoveAndEnd() throws {
        var tracker = try PositionTracker(container: container)
        #expect(tracker.update(with: reading(.began, 75, 133.4, 0))?.phase == .began)
        #expect(tracker.update(with: reading(.changed, 150, 133.4, 0.016))?.phase == .moved)
        let end = tracker.update(with: reading(.ended, 187.5, 133.4, 0.032))
        #expect(end?.phase == .ended && end?.position.x == 0.5)
        #expect(!tracker.isTracking)
        // A frame shows the latest event, whatever its time; nothing is in progress.
        #expect(tracker.tick(at: 0.04) == end)
        #expect(tracker.tick(at: 0.06) == end && tracker.isSettled)
    }

    @Test func anEndWithANonFiniteLocationStillEndsAtTheLastFiniteOne() throws {
        var tracker = try PositionTracker(container: container)
        _ = tracker.update(with: reading(.began, 75, 133.4, 0))
        #expect(tracker.update(with: reading(.changed, .infinity, 0, 0.016)) == nil)
        let end = tracker.update(with: reading(.ended, .nan, .nan, .nan))
        #expect(end?.phase == .ended && end?.location == Point(x: 75, y: 133.4) && end?.time == 0)
        #expect(!tracker.isTracking)
    }

    @Test func aHostRecogniserBackAtRestWithoutItsEndCancels() throws {
        var tracker = try PositionTracker(container: container)
        _ = tracker.update(with: reading(.began, 75, 133.4, 0))
        #expect(tracker.update(with: reading(.possible, 80, 133.4, 0.02))?.phase == .cancelled)
        #expect(!tracker.isTracking)
    }
}
