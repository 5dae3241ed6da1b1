import Geometry
import Gestures
import Testing
import _MotionTestSupport

/// Regression tests for issue 14 in Gestures: a pointer id reused after every pointer lifted,
/// velocities at ±1e308, and recognisers fed touches near the largest doubles.
@Suite struct ExtremeInputTests {
    @Test func aPointerThatTouchesDownAgainAfterEveryPointerLiftedIsFollowed() throws {
        var tracker = VelocityTracker()
        // A tap with pointer 0...
        try tracker.add(touch(0, 10, 10, .began, 0))
        try tracker.add(touch(0, 10, 10, .ended, 0.05))
        // ...then a new gesture with the same id: its moves and lift were rejected as unknownPointer.
        try tracker.add(touch(0, 0, 0, .began, 1))
        try tracker.add(touch(0, 5, 0, .moved, 1.01))
        try tracker.add(touch(0, 10, 0, .moved, 1.02))
        #expect(tracker.isDown(0))
        let during = try #require(tracker.velocity(of: 0))
        #expect(isClose(during.dx, 500, relative: 1e-12) && during.dy == 0)
        try tracker.add(touch(0, 12, 0, .ended, 1.025))
        #expect(!tracker.isDown(0))
        let released = try #require(tracker.velocity(of: 0))
        #expect(isClose(released.dx, 500, relative: 1e-12))
    }

    @Test func reusedIdsAcrossGesturesWithOtherPointersInBetween() throws {
        var tracker = VelocityTracker(strategy: .impulse)
        try tracker.add(touch(3, 0, 0, .began, 0))
        try tracker.add(touch(7, 0, 0, .began, 0.01))
        try tracker.add(touch(3, 0, 0, .ended, 0.02))
        try tracker.add(touch(7, 0, 0, .ended, 0.03))
        for (pointer, start) in [(7, 1.0), (3, 2.0)] {
            try tracker.add(touch(pointer, 0, 0, .began, start))
            try tracker.add(touch(pointer, 0, 4, .moved, start + 0.01))
            #expect(isClose(try #require(tracker.velocity(of: pointer)), Vector(dx: 0, dy: 400), absolute: 1e-9))
            try tracker.add(touch(pointer, 0, 4, .ended, start + 0.02))
        }
    }

    @Test func velocityAcrossTheWholeRangeIsFiniteOrNil() throws {
        for strategy in [VelocityStrategy.leastSquares, .impulse] {
            var tracker = VelocityTracker(strategy: strategy)
            // -1e308 to +1e308 in 10 ms: 2e310 pt/s is beyond the doubles.
            try tracker.add(touch(0, -1e308, 1e308, .began, 0))
            try tracker.add(touch(0, 1e308, -1e308, .moved, 0.01))
            if let velocity = tracker.velocity(of: 0) { #expect(velocity.isFinite, "\(strategy): \(velocity)") }
            try tracker.add(touch(0, -1e308, 1e308, .moved, 0.02))
            try tracker.add(touch(0, 1e308, -1e308, .ended, 0.03))
            if let velocity = tracker.velocity(of: 0) { #expect(velocity.isFinite, "\(strategy): \(velocity)") }
            // Two samples a denormal time apart.
            try tracker.add(touch(1, 0, 0, .began, 1))
            try tracker.add(touch(1, 1e300, 0, .moved, 1 + 2.220446049250313e-16))
            if let velocity = tracker.velocity(of: 1) { #expect(velocity.isFinite, "\(strategy): \(velocity)") }
        }
    }

    @Test func aSlowFingerFarFromTheOriginHasAnExactVelocity() throws {
        // Near 1.5e308 the plain least-squares sums overflowed (three positions of 1.5e308): no velocity.
        var tracker = VelocityTracker()
        try tracker.add(touch(0, 1.5e308, 0, .began, 0))
        try tracker.add(touch(0, 1.5e308 - 1e304, 0, .moved, 0.01))
        try tracker.add(touch(0, 1.5e308 - 2e304, 0, .moved, 0.02))
        let velocity = try #require(tracker.velocity(of: 0))
        #expect(isClose(velocity.dx, -1e306, relative: 1e-9))
        // At 1e15 (a position's last bit is 1/8 pt) the velocity is exact too.
        var far = VelocityTracker()
        try far.add(touch(0, 1e15, 0, .began, 0))
        try far.add(touch(0, 1e15 + 5, 0, .moved, 0.01))
        try far.add(touch(0, 1e15 + 10, 0, .moved, 0.02))
        #expect(isClose(try #require(far.velocity(of: 0)).dx, 500, relative: 1e-9))
    }

    @Test func theCoordinateClamp() {
        let far = PointerSample(pointer: 2, x: 1e308, y: -Double.greatestFiniteMagnitude, phase: .moved, time: 3)
        let clamped = far.clampedToCoordinateLimit
        #expect(clamped.location == Point(x: 1e150, y: -1e150))
        #expect(clamped.pointer == 2 && clamped.phase == .moved && clamped.time == 3)
        let near = PointerSample(pointer: 0, x: -1e150, y: 20, phase: .began, time: 0)
        #expect(near.clampedToCoordinateLimit == near)
        #expect(PointerSample(pointer: 0, x: .nan, y: 1e200, phase: .began, time: 0).clampedToCoordinateLimit.location.x.isNaN)
    }

    @Test func aTapAt1e308IsRecognisedWithAFiniteLocation() throws {
        var tap = try TapRecognizer()
        tap.handle(touch(0, 1e308, -1e308, .began, 0))
        #expect(tap.handle(touch(0, 1e308, -1e308, .ended, 0.1)) == .recognized)
        #expect(tap.location == Point(x: 1e150, y: -1e150))
    }

    @Test func aLongPressAcrossTheWholeRangeBeginsAndEndsOnce() {
        var press = LongPressRecognizer()
        var log = StateLog()
        log.record(press.handle(touch(0, 1e308, 1e308, .began, 0)))
        log.record(press.tick(at: 0.6))
        #expect(press.state == .began)
        log.record(press.handle(touch(0, -1e308, -1e308, .moved, 0.7)))
        #expect(press.location.isFinite && press.location == Point(x: -1e150, y: -1e150))
        log.record(press.handle(touch(0, -Double.greatestFiniteMagnitude, 0, .ended, 0.8)))
        #expect(log.states == [.possible, .began, .changed, .ended])
        #expect(press.location.isFinite)
    }

    @Test func twoTouchesAt1e308HaveAFiniteCentroid() throws {
        // (1e308 + 1e308) / 2 overflowed to infinity.
        var press = try LongPressRecognizer(numberOfTouches: 2)
        press.handle(touch(0, 1e308, 1e308, .began, 0))
        press.handle(touch(1, 1e308, 1e308, .began, 0))
        #expect(press.tick(at: 0.5) == .began)
        #expect(press.location == Point(x: 1e150, y: 1e150))
        var tap = try TapRecognizer(numberOfTouches: 2)
        tap.handle(touch(0, 1.7e308, 0, .began, 0))
        tap.handle(touch(1, 1.7e308, 0, .began, 0))
        tap.handle(touch(0, 1.7e308, 0, .moved, 0.05))
        #expect(tap.location.isFinite)
    }

    @Test func aSwipeAcrossTheWholeRange() throws {
        var swipe = try SwipeRecognizer(directions: .right)
        swipe.handle(touch(0, -1e308, 0, .began, 0))
        #expect(swipe.handle(touch(0, 1e308, 0, .moved, 0.01)) == .recognized)
        #expect(swipe.location.isFinite)
    }

    @Test func pinchAndRotationOfTouches1e200Apart() {
        var pinch = PinchRecognizer()
        pinch.handle(touch(0, 0, 0, .began, 0))
        pinch.handle(touch(1, 1e-300, 0, .began, 0))
        pinch.handle(touch(1, 1e200, 1e200, .moved, 0.01))
        #expect(pinch.state == .began)
        #expect(pinch.scale.isFinite && pinch.velocity.isFinite, "scale \(pinch.scale), velocity \(pinch.velocity)")
        pinch.handle(touch(1, -1e308, 1e308, .moved, 0.02))
        #expect(pinch.scale.isFinite && pinch.velocity.isFinite && pinch.location.isFinite)
        #expect(pinch.handle(touch(1, -1e308, 1e308, .ended, 0.03)) == .ended)

        var rotation = RotationRecognizer()
        rotation.handle(touch(0, -1e200, 0, .began, 0))
        rotation.handle(touch(1, 1e200, 0, .began, 0))
        rotation.handle(touch(1, 1e200, 1e200, .moved, 0.01))
        #expect(rotation.state == .began)
        // Clamped to ±1e150: the span goes from (2e150, 0) to (2e150, 1e150), atan(1/2).
        #expect(isClose(rotation.rotation, 0.463_647_609_000_806_1, relative: 1e-12))
        #expect(rotation.velocity.isFinite && rotation.location.isFinite)
    }

    @Test func thePanSeesFiniteLocationsAndTranslationsAt1e308() {
        var pan = PanRecognizer()
        pan.handle(touch(0, -1e308, -1e308, .began, 0))
        pan.handle(touch(0, 1e308, 1e308, .moved, 0.01))
        #expect(pan.state == .began)
        #expect(pan.location.isFinite && pan.translation.isFinite)
        pan.handle(touch(1, 1e308, -1e308, .began, 0.02))
        pan.handle(touch(1, -1e308, 1e308, .moved, 0.03))
        #expect(pan.location.isFinite && pan.translation.isFinite)
    }
}
