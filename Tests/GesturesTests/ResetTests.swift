import Geometry
import Gestures
import Testing
import _MotionTestSupport

/// `reset()` never leaves a gesture without its end: one in progress is cancelled first.
@Suite struct ResetTests {
    @Test func resetWhilePanningCancelsThenReturnsToPossible() {
        var pan = PanRecognizer()
        pan.handle(touch(0, 100, 100, .began, 0))
        pan.handle(touch(0, 100, 120, .moved, 0.01))
        #expect(pan.handle(touch(0, 100, 150, .moved, 0.02)) == .changed)
        pan.reset()
        #expect(pan.state == .cancelled)
        #expect(pan.snapshot.state == .cancelled)
        #expect(pan.snapshot.numberOfTouches == 0)
        #expect(pan.translation == Vector(dx: 0, dy: 30), "the cancelled pan keeps its last reading")
        // The forgotten finger's samples are ignored.
        #expect(pan.handle(touch(0, 100, 200, .moved, 0.03)) == .cancelled)
        #expect(pan.handle(touch(0, 100, 200, .ended, 0.04)) == .cancelled)
        pan.reset()
        #expect(pan.state == .possible)
        #expect(pan.translation == .zero)
        #expect(pan.velocity == .zero)
        #expect(pan.snapshot.state == .possible && pan.snapshot.translation == .zero)
    }

    @Test func aNewTouchSequenceAfterTheResetStartsAfresh() {
        var pan = PanRecognizer()
        pan.handle(touch(0, 0, 0, .began, 0))
        pan.handle(touch(0, 0, 30, .moved, 0.01))
        pan.reset()
        #expect(pan.state == .cancelled)
        pan.handle(touch(0, 0, 40, .moved, 0.02))       // the old finger, still down: ignored
        #expect(pan.handle(touch(1, 200, 200, .began, 0.03)) == .possible)
        #expect(pan.numberOfTouches == 1)
        #expect(pan.handle(touch(1, 200, 220, .moved, 0.04)) == .began)
        #expect(pan.handle(touch(1, 200, 230, .moved, 0.05)) == .changed)
        #expect(pan.translation == Vector(dx: 0, dy: 10))
    }

    @Test func resetOfAPossibleOrFinishedPanIsImmediate() {
        var pan = PanRecognizer()
        pan.handle(touch(0, 0, 0, .began, 0))
        pan.reset()
        #expect(pan.state == .possible, "not begun: nothing to end")
        pan.handle(touch(1, 0, 0, .began, 0.1))
        pan.handle(touch(1, 0, 30, .moved, 0.11))
        #expect(pan.handle(touch(1, 0, 30, .ended, 0.12)) == .ended)
        pan.reset()
        #expect(pan.state == .possible)
    }

    @Test func resetWhilePinchingCancels() {
        var pinch = PinchRecognizer()
        pinch.handle(touch(0, 0, 0, .began, 0))
        pinch.handle(touch(1, 100, 0, .began, 0))
        #expect(pinch.handle(touch(1, 150, 0, .moved, 0.01)) == .began)
        #expect(pinch.handle(touch(1, 200, 0, .moved, 0.02)) == .changed)
        pinch.reset()
        #expect(pinch.state == .cancelled)
        #expect(pinch.scale == 2, "the last scale is kept")
        #expect(pinch.velocity == 0)
        #expect(pinch.handle(touch(1, 300, 0, .moved, 0.03)) == .cancelled)
        pinch.reset()
        #expect(pinch.state == .possible && pinch.scale == 1)
    }

    @Test func resetWhileRotatingCancels() {
        var rotation = RotationRecognizer()
        rotation.handle(touch(0, 0, 0, .began, 0))
        rotation.handle(touch(1, 100, 0, .began, 0))
        #expect(rotation.handle(touch(1, 0, 100, .moved, 0.01)) == .began)
        rotation.reset()
        #expect(rotation.state == .cancelled)
        rotation.reset()
        #expect(rotation.state == .possible && rotation.rotation == 0)
    }

    @Test func resetWhilePressingCancels() throws {
        var press = try LongPressRecognizer(minimumPressDuration: 0.2)
        press.handle(touch(0, 50, 50, .began, 0))
        #expect(press.tick(at: 0.25) == .began)
        press.reset()
        #expect(press.state == .cancelled)
        #expect(press.tick(at: 0.3) == .cancelled)
        #expect(press.handle(touch(0, 50, 50, .ended, 0.35)) == .cancelled)
        #expect(press.handle(touch(1, 50, 50, .began, 0.4)) == .possible)
        #expect(press.tick(at: 0.61) == .began)
    }

    @Test func resetWhileEdgePanningCancels() throws {
        var edge = try ScreenEdgePanRecognizer(edges: .left, bounds: Rect(x: 0, y: 0, width: 375, height: 667))
        edge.handle(touch(0, 5, 300, .began, 0))
        #expect(edge.handle(touch(0, 20, 302, .moved, 0.01)) == .began)
        edge.reset()
        #expect(edge.state == .cancelled)
        edge.reset()
        #expect(edge.state == .possible)
    }

    @Test func discreteRecognizersResetStraightToPossible() throws {
        var tap = try TapRecognizer(numberOfTaps: 2)
        tap.handle(touch(0, 10, 10, .began, 0))
        tap.reset()
        #expect(tap.state == .possible)
        var swipe = try SwipeRecognizer(directions: .right)
        swipe.handle(touch(0, 10, 10, .began, 0))
        swipe.reset()
        #expect(swipe.state == .possible)
    }

    @Test func coordinatorResetReportsTheCancellation() {
        var gestures = GestureCoordinator()
        let pan = gestures.add(PanRecognizer())
        let press = gestures.add(LongPressRecognizer())
        gestures.handle(touch(0, 0, 0, .began, 0))
        gestures.handle(touch(0, 0, 30, .moved, 0.05))
        #expect(gestures.state(of: pan) == .began)
        #expect(gestures.state(of: press) == .failed)
        gestures.reset()
        #expect(gestures.state(of: pan) == .cancelled, "the host saw it begin: it sees it end")
        #expect(gestures.state(of: press) == .possible)
        #expect(gestures.recognizer(pan, as: PanRecognizer.self)?.state == .cancelled)
        // The old finger goes on moving: still cancelled, nothing begins again.
        gestures.handle(touch(0, 0, 60, .moved, 0.06))
        #expect(gestures.state(of: pan) == .cancelled)
        gestures.handle(touch(0, 0, 60, .ended, 0.07))
        #expect(gestures.state(of: pan) == .cancelled)
        // A new touch sequence returns it to possible, and it pans again.
        gestures.handle(touch(1, 100, 100, .began, 1))
        #expect(gestures.state(of: pan) == .possible)
        gestures.handle(touch(1, 100, 130, .moved, 1.01))
        #expect(gestures.state(of: pan) == .began)
        // A second reset after the cancellation is a plain one.
        gestures.reset()
        #expect(gestures.state(of: pan) == .cancelled)
        gestures.reset()
        #expect(gestures.state(of: pan) == .possible)
        #expect(gestures.recognizer(pan, as: PanRecognizer.self)?.state == .possible)
    }

    @Test func coordinatorResetOfAHeldBackRecognizerNeedsNoEnd() throws {
        var gestures = GestureCoordinator()
        let pan = gestures.add(PanRecognizer())
        let press = gestures.add(try LongPressRecognizer(allowableMovement: 100))
        gestures.require(pan, toFail: press)
        gestures.handle(touch(0, 0, 0, .began, 0))
        gestures.handle(touch(0, 0, 5, .moved, 0.05))
        gestures.handle(touch(0, 0, 30, .moved, 0.1))
        // The pan began on its own but waits for the long press to fail; the host saw nothing.
        #expect(gestures.recognizer(pan, as: PanRecognizer.self)?.state.isActive == true)
        #expect(gestures.state(of: pan) == .possible)
        #expect(gestures.state(of: press) == .possible)
        gestures.reset()
        #expect(gestures.state(of: pan) == .possible)
        #expect(gestures.recognizer(pan, as: PanRecognizer.self)?.state == .possible)
    }
}
