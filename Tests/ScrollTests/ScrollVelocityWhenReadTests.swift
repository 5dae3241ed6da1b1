import Testing
import _MotionTestSupport
@testable import Scroll

/// A pinch fed through `handle` shows the fingers' velocity estimated when the frame's velocity is read,
/// not fitted at every sample, with the same numbers; and a drag through `handle` (whose frames are built at
/// the caller) shows exactly what a scroll view given the pan's readings shows, velocity included, at every
/// sample (`update(with:)`, the host's path, which takes the velocity as given).
@Suite struct ScrollVelocityWhenReadTests {
    /// Feeds `samples` to `scroll` through `handle` and to `twin` through the readings of a pan of its
    /// own (a host's recogniser), ticking both after each sample; every frame, every `velocity` read
    /// and the release must be the same.
    func expectSameAsHostReadings(_ scroll: inout ScrollBehavior, _ twin: inout ScrollBehavior, _ samples: [PointerSample],
                                  sourceLocation: SourceLocation = #_sourceLocation) throws {
        var pan = try PanRecognizer(minimumDistance: 0)
        var moving = 0
        for sample in samples {
            let frame = scroll.handle(sample)
            pan.handle(sample)
            let expected = twin.update(with: pan.snapshot)
            #expect(frame == expected, "\(sample)", sourceLocation: sourceLocation)
            #expect(scroll.velocity == twin.velocity && scroll.frame == twin.frame, sourceLocation: sourceLocation)
            if scroll.state == .dragging && frame.velocity != .zero { moving += 1 }
            let time = sample.time + 0.004
            #expect(scroll.tick(at: time) == twin.tick(at: time), "\(sample)", sourceLocation: sourceLocation)
        }
        #expect(moving > samples.count / 2, "the drag shows a velocity", sourceLocation: sourceLocation)
        #expect(scroll.lastRelease == twin.lastRelease, sourceLocation: sourceLocation)
        for frame in 1...120 {
            let time = samples[samples.count - 1].time + Double(frame) / 120
            #expect(scroll.tick(at: time) == twin.tick(at: time), sourceLocation: sourceLocation)
        }
    }

    /// A finger going up, pausing, coming back down past the top (rubber band), at uneven intervals.
    func wiggle(from start: Point, direction: Vector) -> [PointerSample] {
        var samples = [PointerSample(pointer: 0, location: start, phase: .began, time: 0)]
        let steps: [Double] = [-14, -22, -30, -31, -12, 0, 0, 18, 40, 66, 80, 75, 40, 90, 120, 60, 30]
        var location = start, time = 0.0
        for (index, step) in steps.enumerated() {
            time += index % 3 == 0 ? 0.011 : 0.0075
            location = location + direction * step
            samples.append(PointerSample(pointer: 0, location: location, phase: .moved, time: time))
        }
        samples.append(PointerSample(pointer: 0, location: location, phase: .ended, time: time + 0.008))
        return samples
    }

    @Test func aDraggedListShowsThePansVelocityExactlyAsAHostReadingGivesIt() throws {
        var list = try phoneList(), twin = try phoneList()
        try expectSameAsHostReadings(&list, &twin, wiggle(from: Point(x: 180, y: 400), direction: Vector(dx: 0.1, dy: 1)))
    }

    @Test func underTheDirectionalLockOnlyTheLockedAxisShowsTheFingersVelocity() throws {
        for direction in [Vector(dx: 0.2, dy: 1), Vector(dx: 1, dy: 0.15), Vector(dx: 0.8, dy: 0.7)] {
            var map = try lockedMap(), twin = try lockedMap()
            try expectSameAsHostReadings(&map, &twin, wiggle(from: Point(x: 200, y: 400), direction: direction))
        }
    }

    @Test func aPinchShowsTheFingersVelocityNegatedOnBothAxes() throws {
        var photo = try zoomablePhoto()
        let samples = pinchSamples(from: Point(x: 150, y: 150), Point(x: 250, y: 150), to: Point(x: 60, y: 110),
                                   Point(x: 380, y: 170), steps: 12)
        var zooming = 0
        for sample in samples {
            let frame = photo.handle(sample)
            guard photo.isZooming else { continue }
            zooming += 1
            let finger = photo.pan.velocity
            #expect(frame.velocity == Vector(dx: -finger.dx, dy: -finger.dy) && finger != .zero)
            #expect(photo.velocity == frame.velocity)
        }
        #expect(zooming >= 20)
    }
}
