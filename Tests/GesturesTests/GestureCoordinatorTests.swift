import Geometry
import Gestures
import Testing
import _MotionTestSupport

@Suite struct GestureCoordinatorTests {
    @Test func doubleTapDelaysTheSingleTapUntilItFails() throws {
        var gestures = GestureCoordinator()
        let single = gestures.add(try TapRecognizer())
        let double = gestures.add(try TapRecognizer(numberOfTaps: 2))
        gestures.require(single, toFail: double)
        gestures.handle(touch(0, 10, 10, .began, 0))
        gestures.handle(touch(0, 10, 10, .ended, 0.05))
        #expect(gestures.state(of: single) == .possible, "held back while the double tap may still come")
        #expect(gestures.recognizer(single, as: TapRecognizer.self)?.state == .recognized)
        gestures.tick(at: 0.2)
        #expect(gestures.state(of: single) == .possible)
        gestures.tick(at: 0.36)
        #expect(gestures.state(of: double) == .failed)
        #expect(gestures.state(of: single) == .recognized)
    }

    @Test func aDoubleTapFailsTheSingleTap() throws {
        var gestures = GestureCoordinator()
        let single = gestures.add(try TapRecognizer())
        let double = gestures.add(try TapRecognizer(numberOfTaps: 2))
        gestures.require(single, toFail: double)
        for sample in [touch(0, 10, 10, .began, 0), touch(0, 10, 10, .ended, 0.05),
                       touch(0, 11, 10, .began, 0.2), touch(0, 11, 10, .ended, 0.25)] {
            gestures.handle(sample)
        }
        #expect(gestures.state(of: double) == .recognized)
        #expect(gestures.state(of: single) == .failed)
    }

    @Test func aPanExcludesALongPressUnlessSimultaneous() throws {
        var exclusive = GestureCoordinator()
        let pan = exclusive.add(PanRecognizer())
        let press = exclusive.add(LongPressRecognizer())
        exclusive.handle(touch(0, 0, 0, .began, 0))
        exclusive.handle(touch(0, 0, 30, .moved, 0.05))
        #expect(exclusive.state(of: pan) == .began)
        #expect(exclusive.state(of: press) == .failed)

        var together = GestureCoordinator()
        let pinch = together.add(PinchRecognizer())
        let rotation = together.add(RotationRecognizer())
        together.recognizeSimultaneously(pinch, rotation)
        together.handle(touch(0, 0, 0, .began, 0))
        together.handle(touch(1, 100, 0, .began, 0))
        together.handle(touch(1, 0, 150, .moved, 0.02))   // farther apart and turned 90°
        #expect(together.state(of: pinch) == .began)
        #expect(together.state(of: rotation) == .began)
    }

    @Test func aLongPressInProgressPreventsALaterPan() throws {
        var gestures = GestureCoordinator()
        let press = gestures.add(LongPressRecognizer())
        let pan = gestures.add(PanRecognizer())
        gestures.handle(touch(0, 0, 0, .began, 0))
        gestures.tick(at: 0.5)
        #expect(gestures.state(of: press) == .began)
        gestures.handle(touch(0, 0, 40, .moved, 0.6))
        #expect(gestures.state(of: press) == .changed)
        #expect(gestures.state(of: pan) == .failed)
        gestures.handle(touch(0, 0, 40, .ended, 0.7))
        #expect(gestures.state(of: press) == .ended)
    }

    @Test func aHeldBackPanReportsBeganBeforeItsLaterStates() throws {
        var gestures = GestureCoordinator()
        let pan = gestures.add(PanRecognizer())
        let tap = gestures.add(try TapRecognizer())
        gestures.require(pan, toFail: tap)
        gestures.handle(touch(0, 0, 0, .began, 0))
        gestures.handle(touch(0, 0, 5, .moved, 0.01))
        // 12 pt: the tap fails (moved too far) and the pan begins on the same sample.
        gestures.handle(touch(0, 0, 12, .moved, 0.02))
        #expect(gestures.state(of: tap) == .failed)
        #expect(gestures.state(of: pan) == .began)
        gestures.handle(touch(0, 0, 20, .moved, 0.03))
        #expect(gestures.state(of: pan) == .changed)
    }

    @Test func aCancelledSampleCancelsEveryActiveRecogniser() throws {
        var gestures = GestureCoordinator()
        let pinch = gestures.add(PinchRecognizer())
        let rotation = gestures.add(RotationRecognizer())
        let tap = gestures.add(try TapRecognizer(numberOfTouches: 2))
        gestures.recognizeSimultaneously(pinch, rotation)
        gestures.handle(touch(0, 0, 0, .began, 0))
        gestures.handle(touch(1, 100, 0, .began, 0))
        gestures.handle(touch(1, 0, 150, .moved, 0.02))
        #expect(gestures.state(of: pinch) == .began && gestures.state(of: rotation) == .began)
        // Only pointer 0 is cancelled, yet the whole stream is.
        gestures.handle(touch(0, 0, 0, .cancelled, 0.03))
        #expect(gestures.state(of: pinch) == .cancelled)
        #expect(gestures.state(of: rotation) == .cancelled)
        #expect(gestures.state(of: tap) == .failed)
    }

    @Test func hostCancelAndReset() {
        var gestures = GestureCoordinator()
        let pan = gestures.add(PanRecognizer())
        gestures.handle(touch(0, 0, 0, .began, 0))
        gestures.handle(touch(0, 0, 30, .moved, 0.01))
        gestures.cancelAll()
        #expect(gestures.state(of: pan) == .cancelled)
        gestures.reset()
        #expect(gestures.state(of: pan) == .possible)
        gestures.handle(touch(0, 0, 0, .began, 1))
        gestures.handle(touch(0, 0, 30, .moved, 1.01))
        #expect(gestures.state(of: pan) == .began)
    }
}
