import Geometry
import Gestures
import Testing
import _MotionTestSupport

@Suite struct PanRecognizerTests {

    @Test func beginsAfterTheHysteresisWithZeroTranslation() {
        var pan = PanRecognizer()
        #expect(pan.handle(touch(0, 100, 100, .began, 0)) == .possible)
        #expect(pan.handle(touch(0, 105, 100, .moved, 0.01)) == .possible)
        #expect(pan.handle(touch(0, 109.9, 100, .moved, 0.02)) == .possible)
        #expect(pan.handle(touch(0, 110, 100, .moved, 0.03)) == .began)
        #expect(pan.translation == .zero)
        #expect(pan.touchDownLocation == Point(x: 100, y: 100))
        #expect(pan.handle(touch(0, 130, 90, .moved, 0.04)) == .changed)
        #expect(pan.translation == Vector(dx: 20, dy: -10))
        #expect(pan.location == Point(x: 130, y: 90))
        #expect(pan.handle(touch(0, 130, 90, .stationary, 0.05)) == .changed)
        #expect(pan.handle(touch(0, 131, 90, .ended, 0.06)) == .ended)
        // UIKit reports the lift location at `.ended`: the translation includes the last 1 pt.
        #expect(pan.location == Point(x: 131, y: 90))
        #expect(pan.translation == Vector(dx: 21, dy: -10))
    }

    /// Touches and velocity history are shared copy-on-write: a copy of a pan in progress is its own.
    @Test func copiesAreIndependent() {
        var pan = PanRecognizer()
        pan.handle(touch(0, 100, 100, .began, 0))
        pan.handle(touch(0, 120, 100, .moved, 0.01))
        pan.handle(touch(0, 140, 100, .moved, 0.02))
        var copy = pan
        #expect(copy.handle(touch(0, 140, 200, .moved, 0.03)) == .changed)
        #expect(copy.handle(touch(1, 0, 0, .began, 0.035)) == .changed)
        #expect(copy.numberOfTouches == 2)
        #expect(pan.numberOfTouches == 1)
        #expect(pan.handle(touch(0, 160, 100, .moved, 0.03)) == .changed)
        #expect(pan.translation == Vector(dx: 40, dy: 0))
        #expect(isClose(pan.velocity.dx, 2000, relative: 1e-9) && abs(pan.velocity.dy) < 1e-6)
        #expect(pan.handle(touch(0, 160, 100, .ended, 0.035)) == .ended)
        #expect(copy.state == .changed)
    }

    @Test func releaseVelocityIsTheTrackersEstimate() throws {
        var pan = PanRecognizer()
        var tracker = VelocityTracker()
        var samples = [touch(0, 0, 0, .began, 0)]
        for step in 1...10 {
            let t = Double(step) * 0.008
            samples.append(touch(0, 1200 * t, -600 * t + 3000 * t * t, .moved, t))
        }
        samples.append(touch(0, 0, 0, .ended, 0.085))
        for sample in samples {
            pan.handle(sample)
            try tracker.add(sample)
        }
        #expect(pan.state == .ended)
        let expected = try #require(tracker.velocity(of: 0))
        #expect(pan.velocity == expected)
        #expect(isClose(pan.velocity.dx, 1200, relative: 1e-9))
        #expect(isClose(pan.velocity.dy, -600 + 6000 * 0.08, relative: 1e-9))
        // The location is the lift's (UIKit's `.ended` location); the velocity ignores it (Android's rule).
        #expect(pan.snapshot == PanSnapshot(state: .ended, location: Point(x: 0, y: 0), translation: pan.translation,
                                            velocity: expected, numberOfTouches: 0, time: 0.085))
    }

    @Test func aFingerThatStoppedReleasesWithZeroVelocity() {
        var pan = PanRecognizer()
        pan.handle(touch(0, 0, 0, .began, 0))
        pan.handle(touch(0, 20, 0, .moved, 0.01))
        pan.handle(touch(0, 40, 0, .moved, 0.02))
        #expect(pan.handle(touch(0, 40, 0, .ended, 0.2)) == .ended)
        #expect(pan.velocity == .zero)
    }

    @Test func setTranslationRezeroes() {
        var pan = PanRecognizer()
        pan.handle(touch(0, 0, 0, .began, 0))
        pan.handle(touch(0, 0, 20, .moved, 0.01))
        pan.handle(touch(0, 0, 30, .moved, 0.02))
        pan.setTranslation(.zero)
        #expect(pan.translation == .zero)
        pan.handle(touch(0, 5, 35, .moved, 0.03))
        #expect(pan.translation == Vector(dx: 5, dy: 5))
        pan.setTranslation(Vector(dx: 100, dy: 0))
        #expect(pan.translation == Vector(dx: 100, dy: 0))
        #expect(pan.snapshot.translation == Vector(dx: 100, dy: 0), "the snapshot follows setTranslation")
        pan.cancel()
        #expect(pan.snapshot.state == .cancelled)
    }

    @Test func cancelledTouchCancels() {
        var pan = PanRecognizer()
        pan.handle(touch(0, 0, 0, .began, 0))
        pan.handle(touch(0, 0, 20, .moved, 0.01))
        #expect(pan.handle(touch(0, 0, 20, .cancelled, 0.02)) == .cancelled)
    }

    @Test func hostCancelCancelsOrFails() {
        var active = PanRecognizer()
        active.handle(touch(0, 0, 0, .began, 0))
        active.handle(touch(0, 0, 20, .moved, 0.01))
        #expect(active.cancel() == .cancelled)
        #expect(active.handle(touch(0, 0, 40, .moved, 0.02)) == .cancelled, "finished until the next sequence")
        var waiting = PanRecognizer()
        waiting.handle(touch(0, 0, 0, .began, 0))
        #expect(waiting.cancel() == .failed)
    }

    @Test func liftWithoutMovingFails() {
        var pan = PanRecognizer()
        pan.handle(touch(0, 0, 0, .began, 0))
        pan.handle(touch(0, 3, 0, .moved, 0.01))
        #expect(pan.handle(touch(0, 3, 0, .ended, 0.02)) == .failed)
        // The next touch sequence starts afresh.
        #expect(pan.handle(touch(0, 0, 0, .began, 1)) == .possible)
        #expect(pan.handle(touch(0, 0, 50, .moved, 1.01)) == .began)
    }

    @Test func touchCounts() throws {
        var two = try PanRecognizer(minimumDistance: 10, minimumTouches: 2, maximumTouches: 2)
        two.handle(touch(0, 0, 0, .began, 0))
        #expect(two.handle(touch(0, 0, 50, .moved, 0.01)) == .possible, "one touch is not enough")
        two.handle(touch(1, 100, 50, .began, 0.02))
        #expect(two.handle(touch(1, 100, 60, .moved, 0.03)) == .possible)
        #expect(two.handle(touch(0, 0, 65, .moved, 0.04)) == .began)
        #expect(two.numberOfTouches == 2)
        #expect(two.location == Point(x: 50, y: 62.5))
        #expect(two.handle(touch(1, 100, 60, .ended, 0.05)) == .ended, "below the minimum ends the pan")

        var one = try PanRecognizer(maximumTouches: 1)
        one.handle(touch(0, 0, 0, .began, 0))
        #expect(one.handle(touch(1, 0, 0, .began, 0.01)) == .failed)
    }

    @Test func liftingOneOfTwoFingersDoesNotJump() {
        var pan = PanRecognizer()
        pan.handle(touch(0, 0, 0, .began, 0))
        pan.handle(touch(1, 100, 0, .began, 0))
        pan.handle(touch(0, 0, 20, .moved, 0.01))
        pan.handle(touch(1, 100, 20, .moved, 0.01))
        #expect(pan.state == .changed)
        let translation = pan.translation
        #expect(pan.handle(touch(1, 100, 20, .ended, 0.02)) == .changed)
        #expect(pan.translation == translation)
        pan.handle(touch(0, 0, 30, .moved, 0.03))
        #expect(pan.translation == translation + Vector(dx: 0, dy: 10))
    }

    @Test func configurationErrors() {
        #expect(throws: ConfigurationError(parameter: "minimumDistance", value: -1, requirement: "must be non-negative and finite")) {
            _ = try PanRecognizer(minimumDistance: -1)
        }
        #expect(throws: ConfigurationError.self) { _ = try PanRecognizer(minimumDistance: .nan) }
        #expect(throws: ConfigurationError.self) { _ = try PanRecognizer(minimumTouches: 0) }
        #expect(throws: ConfigurationError.self) { _ = try PanRecognizer(minimumTouches: 3, maximumTouches: 2) }
        #expect(throws: ConfigurationError.self) { _ = try PanRecognizer(maximumTouches: 11) }
    }

    @Test func badSamplesAreIgnored() {
        var pan = PanRecognizer()
        pan.handle(touch(0, 0, 0, .began, 1))
        #expect(pan.handle(touch(0, .nan, 50, .moved, 1.01)) == .possible)
        #expect(pan.handle(touch(3, 0, 50, .moved, 1.02)) == .possible, "an unknown pointer is ignored")
        #expect(pan.handle(touch(0, 0, 50, .moved, 1.03)) == .began)
        #expect(pan.location.isFinite && pan.velocity.isFinite)
    }
}

@Suite struct PanVelocityOverflowTests {
    @Test func twoFingersFlingingNearTheLargestSpeedAverageWithoutOverflow() throws {
        var pan = try PanRecognizer(minimumDistance: 0)
        // Two fingers each moving 1e306 points in 10 ms: each estimate is finite (1e308 pt/s), their
        // plain sum is not.
        pan.handle(touch(0, 0, 0, .began, 0))
        pan.handle(touch(1, 0, 10, .began, 0))
        pan.handle(touch(0, 0.5e306, 0, .moved, 0.005))
        pan.handle(touch(1, 0.5e306, 10, .moved, 0.005))
        pan.handle(touch(0, 1e306, 0, .moved, 0.01))
        pan.handle(touch(1, 1e306, 10, .moved, 0.01))
        #expect(pan.velocity.isFinite)
        #expect(pan.velocity.dx > 1e307)
    }
}
