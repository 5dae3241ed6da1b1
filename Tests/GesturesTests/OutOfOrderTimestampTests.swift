import Gestures
import Testing
import _MotionTestSupport

/// Issue 19, item 2: whatever a host's timestamps say (out of order, duplicated, one bogus far-future
/// stamp, non-finite), every recogniser still ends each touch and follows the next one.
@Suite struct OutOfOrderTimestampTests {
    /// Every recogniser kind, made to begin easily.
    static func recognizers() throws -> [(String, any GestureRecognizer)] {
        [("pan", try PanRecognizer(minimumDistance: 0)),
         ("swipe", try SwipeRecognizer()),
         ("tap", try TapRecognizer()),
         ("long press", try LongPressRecognizer(minimumPressDuration: 0.05, allowableMovement: 1e9)),
         ("screen edge", try ScreenEdgePanRecognizer(edges: .left, bounds: Rect(x: 0, y: 0, width: 400, height: 800))),
         ("pinch", PinchRecognizer()),
         ("rotation", RotationRecognizer())]
    }

    /// A one-finger drag (and a second finger for the two-touch recognisers) whose samples are
    /// `times`, the last one the lift; then a fresh tap at `next`.
    static func drag(_ times: [Double], liftX: Double = 60) -> [PointerSample] {
        var samples = [touch(0, 10, 100, .began, times[0]), touch(1, 200, 100, .began, times[0])]
        for (index, time) in times.dropFirst().dropLast().enumerated() {
            let x = 10 + Double(index + 1) * 10
            samples += [touch(0, x, 100, .moved, time), touch(1, 200 + x, 100, .moved, time)]
        }
        samples += [touch(1, 300, 100, .ended, times.last!), touch(0, liftX, 100, .ended, times.last!)]
        return samples
    }

    /// True when the recogniser, fed `samples`, reaches an end state and a fresh touch sequence
    /// afterwards is followed (it leaves the end state).
    static func endsAndFollowsTheNextTouch(_ recognizer: any GestureRecognizer, _ samples: [PointerSample], next: Double) -> Bool {
        var recognizer = recognizer
        for sample in samples { recognizer.handle(sample) }
        recognizer.tick(at: samples.last!.time)
        guard recognizer.state.isFinished else { return false }
        recognizer.handle(touch(0, 10, 100, .began, next))
        return !recognizer.state.isFinished
    }

    @Test func aLiftStampedJustBeforeTheLastMoveStillEndsEveryGesture() throws {
        for (name, recognizer) in try Self.recognizers() {
            let samples = Self.drag([0, 0.016, 0.032, 0.048, 0.0479])
            #expect(Self.endsAndFollowsTheNextTouch(recognizer, samples, next: 1), "\(name)")
        }
    }

    @Test func oneBogusFarFutureStampMidDragDoesNotSwallowTheRest() throws {
        for (name, recognizer) in try Self.recognizers() {
            let samples = Self.drag([0, 0.016, 1e9, 0.048, 0.064, 0.08])
            #expect(Self.endsAndFollowsTheNextTouch(recognizer, samples, next: 1), "\(name)")
        }
    }

    @Test func duplicatedAndNonFiniteStampsStillEndEveryGesture() throws {
        for (name, recognizer) in try Self.recognizers() {
            for times in [[0, 0.016, 0.016, 0.016, 0.016], [0, 0.016, .nan, 0.048, .infinity], [0, .infinity, -.infinity, 0.05, -1e300]] {
                #expect(Self.endsAndFollowsTheNextTouch(recognizer, Self.drag(times), next: 1), "\(name) \(times)")
            }
        }
    }

    @Test func aLiftWithNonFiniteCoordinatesEndsWhereTheTouchLastWas() throws {
        var pan = try PanRecognizer(minimumDistance: 0)
        pan.handle(touch(0, 10, 100, .began, 0))
        pan.handle(touch(0, 40, 100, .moved, 0.016))
        #expect(pan.handle(touch(0, .nan, .infinity, .ended, 0.032)) == .ended)
        #expect(pan.location == Point(x: 40, y: 100))
        #expect(pan.translation == Vector(dx: 30, dy: 0))
    }

    @Test func aLiftStampedJustBeforeTheLastMoveKeepsTheFlickVelocity() throws {
        var pan = try PanRecognizer(minimumDistance: 0)
        var inOrder = try PanRecognizer(minimumDistance: 0)
        for index in 0...5 {
            let sample = touch(0, Double(index) * 10, 0, index == 0 ? .began : .moved, Double(index) * 0.01)
            pan.handle(sample)
            inOrder.handle(sample)
        }
        pan.handle(touch(0, 50, 0, .ended, 0.0499))
        inOrder.handle(touch(0, 50, 0, .ended, 0.05))
        #expect(pan.state == .ended)
        #expect(pan.velocity == inOrder.velocity)
        #expect(abs(pan.velocity.dx - 1000) < 1e-9)
    }

    @Test func afterABogusStampTheVelocityComesFromTheSamplesAfterIt() throws {
        var pan = try PanRecognizer(minimumDistance: 0)
        pan.handle(touch(0, 0, 0, .began, 0))
        pan.handle(touch(0, 1000, 0, .moved, 1e9))
        for index in 1...4 { pan.handle(touch(0, 1000 + Double(index) * 5, 0, .moved, 0.01 * Double(index))) }
        pan.handle(touch(0, 1020, 0, .ended, 0.04))
        #expect(pan.state == .ended)
        #expect(abs(pan.velocity.dx - 500) < 1e-9)
        #expect(pan.snapshot.time == 0.04)
    }
}
