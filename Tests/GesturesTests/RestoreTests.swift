import Geometry
import Gestures
import Testing
import _MotionTestSupport

/// The recognisers' and the velocity tracker's `restore(_:)` (the building blocks of every interaction's):
/// saved at every sample of a two-finger gesture, run on with other samples and restored, each reads
/// exactly what a copy assigned the saved value reads, sample after sample.
@Suite struct RestoreTests {
    /// Two fingers down, moving apart and around, one lifted and put down again, both lifted.
    static let samples: [PointerSample] = {
        var samples = [touch(0, 150, 400, .began, 0), touch(1, 224, 400, .began, 0.004)]
        for step in 1...24 {
            let time = 0.004 + Double(step) * 0.008
            let spread = 37 + 50 * Double.sin(Double(step) * 0.2)
            samples.append(touch(0, 187 - spread, 400 + 3 * Double(step), .moved, time))
            samples.append(touch(1, 187 + spread, 400 - 2 * Double(step), .moved, time + 0.001))
            if step == 12 { samples.append(touch(1, 187 + spread, 376, .ended, time + 0.002)) }
            if step == 14 { samples.append(touch(1, 230, 370, .began, time + 0.002)) }
        }
        samples.append(touch(1, 240, 350, .ended, 0.21))
        samples.append(touch(0, 120, 480, .moved, 0.22))
        samples.append(touch(0, 110, 490, .ended, 0.23))
        return samples
    }()

    /// Saves `recognizer` before each sample, runs it through 4 samples moved 37 points, restores, and
    /// compares it with the saved copy assigned over the remaining samples.
    func check<R>(_ name: String, _ recognizer: R, handle: (inout R, PointerSample) -> Void, restore: (inout R, R) -> Void,
                  read: (R) -> String) {
        var base = recognizer
        for start in Self.samples.indices {
            let saved = base
            var restored = base
            for var sample in Self.samples[start..<Swift.min(start + 4, Self.samples.count)] {
                sample.location.x += 37
                handle(&restored, sample)
            }
            restore(&restored, saved)
            var assigned = saved
            #expect(read(restored) == read(assigned), "\(name): restored before sample \(start)")
            for (offset, sample) in Self.samples[start...].enumerated() {
                handle(&restored, sample)
                handle(&assigned, sample)
                let shown = read(restored), expected = read(assigned)
                #expect(shown == expected, "\(name): restored before sample \(start), \(offset) samples on")
                if shown != expected { return }
            }
            handle(&base, Self.samples[start])
        }
    }

    @Test func recognizers() throws {
        check("pan", PanRecognizer(), handle: { $0.handle($1) }, restore: { $0.restore($1) }) { "\($0.state) \($0.snapshot)" }
        check("pinch", PinchRecognizer(), handle: { $0.handle($1) }, restore: { $0.restore($1) }) {
            "\($0.state) \($0.scale) \($0.velocity) \($0.location) \($0.numberOfTouches)"
        }
        check("rotation", RotationRecognizer(), handle: { $0.handle($1) }, restore: { $0.restore($1) }) {
            "\($0.state) \($0.rotation) \($0.velocity) \($0.location) \($0.numberOfTouches)"
        }
        check("swipe", try SwipeRecognizer(directions: .right, numberOfTouches: 2), handle: { $0.handle($1) },
              restore: { $0.restore($1) }) { "\($0.state) \($0.direction) \($0.location)" }
        check("tap", try TapRecognizer(numberOfTouches: 2), handle: { $0.handle($1) }, restore: { $0.restore($1) }) {
            "\($0.state) \($0.location) \($0.tapsCompleted)"
        }
        check("long press", try LongPressRecognizer(numberOfTouches: 2), handle: { $0.handle($1) }, restore: { $0.restore($1) }) {
            "\($0.state) \($0.location)"
        }
        check("edge pan", try ScreenEdgePanRecognizer(edges: .left, bounds: Rect(x: 0, y: 0, width: 375, height: 667), edgeWidth: 200),
              handle: { $0.handle($1) }, restore: { $0.restore($1) }) { "\($0.state) \($0.edge) \($0.snapshot)" }
    }

    @Test func velocityTracker() {
        check("tracker", VelocityTracker(), handle: { try? $0.add($1) }, restore: { $0.restore($1) }) {
            "\($0.velocity(of: 0) as Any) \($0.velocity(of: 1) as Any)"
        }
    }

    /// An interaction with no restore of its own gets the default: assignment.
    @Test func theDefaultAssigns() {
        struct Follower: Interaction {
            var location = Point.zero
            mutating func handle(_ sample: PointerSample) -> Point { location = sample.location; return location }
            mutating func update(with reading: GestureReading) -> Point { location }
            mutating func tick(at time: Double) -> Point { location }
            var isSettled: Bool { true }
            mutating func reset() {}
        }
        var follower = Follower(location: Point(x: 3, y: 4))
        follower.restore(Follower(location: Point(x: 5, y: 6)))
        #expect(follower.location == Point(x: 5, y: 6))
    }
}
