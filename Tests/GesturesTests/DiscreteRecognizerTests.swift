import _MotionTestSupport
import Geometry
import Gestures
import Testing

@Suite struct TapRecognizerTests {
    @Test func singleTap() throws {
        var tap = try TapRecognizer()
        #expect(tap.handle(touch(0, 10, 10, .began, 0)) == .possible)
        #expect(tap.handle(touch(0, 14, 10, .moved, 0.05)) == .possible)
        #expect(tap.handle(touch(0, 14, 10, .ended, 0.1)) == .recognized)
        #expect(tap.location == Point(x: 14, y: 10))
        // A new sequence starts afresh.
        #expect(tap.handle(touch(0, 10, 10, .began, 1)) == .possible)
    }

    @Test func failures() throws {
        var moved = try TapRecognizer()
        moved.handle(touch(0, 10, 10, .began, 0))
        #expect(moved.handle(touch(0, 21, 10, .moved, 0.05)) == .failed)

        var held = try TapRecognizer()
        held.handle(touch(0, 10, 10, .began, 0))
        #expect(held.tick(at: 0.4) == .possible)
        #expect(held.tick(at: 0.6) == .failed)

        var twoFingers = try TapRecognizer()
        twoFingers.handle(touch(0, 10, 10, .began, 0))
        #expect(twoFingers.handle(touch(1, 50, 10, .began, 0.01)) == .failed)

        var cancelled = try TapRecognizer()
        cancelled.handle(touch(0, 10, 10, .began, 0))
        #expect(cancelled.handle(touch(0, 10, 10, .cancelled, 0.01)) == .failed)

        var host = try TapRecognizer()
        host.handle(touch(0, 10, 10, .began, 0))
        #expect(host.cancel() == .failed)
        #expect(throws: ConfigurationError.self) { _ = try TapRecognizer(numberOfTaps: 0) }
    }

    @Test func doubleTapAndItsTimeout() throws {
        var double = try TapRecognizer(numberOfTaps: 2)
        double.handle(touch(0, 10, 10, .began, 0))
        #expect(double.handle(touch(0, 10, 10, .ended, 0.05)) == .possible)
        #expect(double.tapsCompleted == 1)
        #expect(double.tick(at: 0.2) == .possible)
        double.handle(touch(0, 12, 10, .began, 0.25))
        #expect(double.handle(touch(0, 12, 10, .ended, 0.3)) == .recognized)

        var late = try TapRecognizer(numberOfTaps: 2)
        late.handle(touch(0, 10, 10, .began, 0))
        late.handle(touch(0, 10, 10, .ended, 0.05))
        #expect(late.tick(at: 0.36) == .failed)
    }

    @Test func twoFingerTap() throws {
        var tap = try TapRecognizer(numberOfTouches: 2)
        tap.handle(touch(0, 10, 10, .began, 0))
        tap.handle(touch(1, 50, 10, .began, 0.01))
        #expect(tap.handle(touch(0, 10, 10, .ended, 0.08)) == .possible)
        #expect(tap.handle(touch(1, 50, 10, .ended, 0.09)) == .recognized)
        var one = try TapRecognizer(numberOfTouches: 2)
        one.handle(touch(0, 10, 10, .began, 0))
        #expect(one.handle(touch(0, 10, 10, .ended, 0.08)) == .failed)
    }
}

@Suite struct LongPressRecognizerTests {
    @Test func firesOnATick() {
        var press = LongPressRecognizer()
        press.handle(touch(0, 50, 50, .began, 0))
        #expect(press.tick(at: 0.25) == .possible)
        #expect(press.handle(touch(0, 55, 50, .moved, 0.3)) == .possible)
        #expect(press.tick(at: 0.5) == .began)
        #expect(press.handle(touch(0, 150, 50, .moved, 0.6)) == .changed, "after it began, any movement")
        #expect(press.location == Point(x: 150, y: 50))
        #expect(press.handle(touch(0, 150, 50, .ended, 0.7)) == .ended)
    }

    @Test func failsOnMovementOrEarlyLift() {
        var moved = LongPressRecognizer()
        moved.handle(touch(0, 50, 50, .began, 0))
        #expect(moved.handle(touch(0, 50, 60.5, .moved, 0.1)) == .failed)
        #expect(moved.tick(at: 1) == .failed)
        var lifted = LongPressRecognizer()
        lifted.handle(touch(0, 50, 50, .began, 0))
        #expect(lifted.handle(touch(0, 50, 50, .ended, 0.3)) == .failed)
    }

    @Test func cancellation() throws {
        var press = try LongPressRecognizer(minimumPressDuration: 0.2)
        press.handle(touch(0, 50, 50, .began, 0))
        #expect(press.handle(touch(0, 50, 50, .stationary, 0.2)) == .began)
        #expect(press.handle(touch(0, 50, 50, .cancelled, 0.3)) == .cancelled)
        press.reset()
        #expect(press.state == .possible)
        #expect(throws: ConfigurationError.self) { _ = try LongPressRecognizer(allowableMovement: -1) }
    }
}

@Suite struct SwipeRecognizerTests {
    static func fling(dx: Double, dy: Double, into swipe: inout SwipeRecognizer) -> [GestureState] {
        var states = [swipe.handle(touch(0, 100, 100, .began, 0))]
        for step in 1...10 {
            let t = Double(step) * 0.01
            states.append(swipe.handle(touch(0, 100 + dx * t, 100 + dy * t, .moved, t)))
        }
        states.append(swipe.handle(touch(0, 100 + dx * 0.1, 100 + dy * 0.1, .ended, 0.11)))
        return states
    }

    @Test func recognisesAFastSwipeInItsDirection() throws {
        var swipe = try SwipeRecognizer(directions: [.left, .right])
        let states = Self.fling(dx: -1000, dy: 100, into: &swipe)
        #expect(states.contains(.recognized))
        #expect(swipe.direction == .left)
    }

    @Test func failsTheWrongWayOrTooSlow() throws {
        var wrongWay = try SwipeRecognizer(directions: .right)
        #expect(Self.fling(dx: 0, dy: 1000, into: &wrongWay).last == .failed)
        var slow = try SwipeRecognizer(directions: .right, requiredVelocity: 2000)
        #expect(Self.fling(dx: 1000, dy: 0, into: &slow).last == .failed)
        #expect(throws: ConfigurationError.self) { _ = try SwipeRecognizer(directions: []) }
    }
}

@Suite struct ScreenEdgePanRecognizerTests {
    let screen = Rect(x: 0, y: 0, width: 375, height: 667)

    @Test func beginsFromTheEdgeMovingAway() throws {
        var edge = try ScreenEdgePanRecognizer(edges: .left, bounds: screen)
        edge.handle(touch(0, 5, 300, .began, 0))
        #expect(edge.edge == .left)
        #expect(edge.handle(touch(0, 20, 302, .moved, 0.01)) == .began)
        #expect(edge.handle(touch(0, 60, 302, .moved, 0.02)) == .changed)
        #expect(edge.translation == Vector(dx: 40, dy: 0))
        #expect(edge.handle(touch(0, 60, 302, .ended, 0.03)) == .ended)
    }

    @Test func failsAwayFromTheEdgeOrAlongIt() throws {
        var middle = try ScreenEdgePanRecognizer(edges: .left, bounds: screen)
        #expect(middle.handle(touch(0, 100, 300, .began, 0)) == .failed)
        var along = try ScreenEdgePanRecognizer(edges: .left, bounds: screen)
        along.handle(touch(0, 5, 300, .began, 1))
        #expect(along.handle(touch(0, 6, 330, .moved, 1.01)) == .failed)
        #expect(throws: ConfigurationError.self) { _ = try ScreenEdgePanRecognizer(edges: .left, bounds: .zero) }
    }
}
