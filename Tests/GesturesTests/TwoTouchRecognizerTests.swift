import Geometry
import Gestures
import Testing
import _MotionTestSupport

@Suite struct PinchRecognizerTests {
    @Test func scaleIsRelativeToTheTouchDownSpan() {
        var pinch = PinchRecognizer()
        #expect(pinch.handle(touch(0, 100, 100, .began, 0)) == .possible)
        #expect(pinch.handle(touch(1, 200, 100, .began, 0)) == .possible)
        #expect(pinch.scale == 1)
        #expect(pinch.handle(touch(1, 205, 100, .moved, 0.01)) == .possible)
        #expect(pinch.handle(touch(1, 210, 100, .moved, 0.02)) == .began)
        #expect(isClose(pinch.scale, 1.1, relative: 1e-12))
        #expect(pinch.location == Point(x: 155, y: 100))
        #expect(pinch.handle(touch(1, 300, 100, .moved, 0.03)) == .changed)
        #expect(isClose(pinch.scale, 2, relative: 1e-12))
        #expect(pinch.velocity > 0)
        pinch.setScale(1)
        #expect(isClose(pinch.scale, 1, relative: 1e-12))
        pinch.handle(touch(1, 400, 100, .moved, 0.04))
        #expect(isClose(pinch.scale, 1.5, relative: 1e-12))
        #expect(pinch.handle(touch(0, 100, 100, .ended, 0.05)) == .ended)
    }

    @Test func scaleVelocityOfASteadyPinch() throws {
        var pinch = try PinchRecognizer(minimumSpanChange: 0)
        pinch.handle(touch(0, 0, 0, .began, 0))
        pinch.handle(touch(1, 100, 0, .began, 0))
        for step in 1...8 {
            let t = Double(step) * 0.01
            pinch.handle(touch(1, 100 + 200 * t, 0, .moved, t))   // span grows 200 pt/s: scale 2/s
        }
        #expect(isClose(pinch.velocity, 2, relative: 1e-9))
    }

    @Test func failsAndCancels() {
        var lifted = PinchRecognizer()
        lifted.handle(touch(0, 0, 0, .began, 0))
        #expect(lifted.handle(touch(0, 0, 0, .ended, 0.1)) == .failed)
        var cancelled = PinchRecognizer()
        cancelled.handle(touch(0, 0, 0, .began, 0))
        cancelled.handle(touch(1, 100, 0, .began, 0))
        cancelled.handle(touch(1, 150, 0, .moved, 0.01))
        #expect(cancelled.state == .began)
        #expect(cancelled.handle(touch(1, 150, 0, .cancelled, 0.02)) == .cancelled)
        #expect(cancelled.velocity == 0)
        cancelled.reset()
        #expect(cancelled.state == .possible && cancelled.scale == 1)
        #expect(throws: ConfigurationError.self) { _ = try PinchRecognizer(minimumSpanChange: -1) }
    }
}

@Suite struct RotationRecognizerTests {
    @Test func rotationUnwrapsPastHalfATurn() {
        var rotation = RotationRecognizer()
        rotation.handle(touch(0, 0, 0, .began, 0))
        rotation.handle(touch(1, 100, 0, .began, 0))
        #expect(rotation.state == .possible)
        var states: [GestureState] = []
        for step in 1...40 {
            let angle = Double(step) * 0.1   // to 4 rad, past π
            states.append(rotation.handle(touch(1, 100 * Double.cos(angle), 100 * Double.sin(angle), .moved, Double(step) * 0.01)))
        }
        #expect(states.first == .began)
        #expect(states.dropFirst().allSatisfy { $0 == .changed })
        #expect(isClose(rotation.rotation, 4, relative: 1e-9))
        #expect(isClose(rotation.velocity, 10, relative: 1e-6))
        rotation.setRotation(0)
        #expect(abs(rotation.rotation) < 1e-12)
        #expect(rotation.handle(touch(1, 0, 0, .ended, 0.5)) == .ended)
    }

    @Test func hostCancel() {
        var rotation = RotationRecognizer()
        rotation.handle(touch(0, 0, 0, .began, 0))
        #expect(rotation.cancel() == .failed)
        #expect(throws: ConfigurationError.self) { _ = try RotationRecognizer(minimumRotation: .infinity) }
    }
}

