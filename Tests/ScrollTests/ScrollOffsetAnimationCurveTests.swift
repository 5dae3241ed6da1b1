import Geometry
import Scroll
import Testing

/// Chromium's own tests of `cc::ScrollOffsetAnimationCurve` (cc/animation/scroll_offset_animation_curve_unittest.cc),
/// with their published numbers and tolerances, and the properties the wheel relies on.
@Suite struct ScrollOffsetAnimationCurveTests {
    typealias Curve = ScrollOffsetAnimationCurve

    /// `DeltaBasedDuration`: √|d| frames of 1/60 s from the larger component, at most 0.7 s.
    @Test func deltaBasedDuration() {
        let target = Point(x: 100, y: 200)
        let cases: [(Point, Double)] = [
            (Point(x: 100, y: 200), 0), (Point(x: 136, y: 200), 0.1), (Point(x: 19, y: 200), 0.15),
            (Point(x: 100, y: 344), 0.2), (Point(x: 100, y: 191), 0.05), (Point(x: 32500, y: 500), 0.7),
            (Point(x: 150, y: 119), 0.15), (Point(x: 0, y: 14600), 0.7), (Point(x: 95, y: 191), 0.05),
        ]
        for (initial, duration) in cases {
            let curve = Curve(from: initial, to: target, durationBehavior: .deltaBased)
            #expect(curve.duration == duration, "\(initial)")
        }
    }

    /// `GetValue`: the ease-in-out timing applied to both components.
    @Test func getValue() {
        let initial = Point(x: 2, y: 40), target = Point(x: 10, y: 20)
        let curve = Curve(from: initial, to: target, durationBehavior: .deltaBased)
        let duration = curve.duration
        #expect(duration > 0 && duration < 0.1)
        #expect(curve.value(at: -1) == initial)
        #expect(curve.value(at: 0) == initial)
        let half = curve.value(at: duration * 0.5)
        #expect(abs(half.x - 6) <= 0.00025 && abs(half.y - 30) <= 0.00025)
        #expect(curve.value(at: duration) == target)
        #expect(curve.value(at: duration + 1) == target)
        let quarter = curve.value(at: duration * 0.25)
        #expect(abs(quarter.x - 3.0333) <= 0.0002)
        #expect(abs(quarter.y - 37.4168) <= 0.0002)
    }

    /// `EaseInOutUpdateTarget`: retargeting keeps the velocity; a closer target at speed is reached sooner.
    @Test func easeInOutUpdateTarget() {
        var curve = Curve(from: .zero, to: Point(x: 0, y: 3600), durationBehavior: .constant)
        let duration = 9.0 / 60
        #expect(abs(curve.duration - duration) <= 0.0002)
        #expect(abs(curve.value(at: duration / 2).y - 1800) <= 0.0002)
        #expect(abs(curve.value(at: duration).y - 3600) <= 0.0002)

        curve.updateTarget(Point(x: 0, y: 9900), at: duration / 2)
        #expect(abs(curve.duration - duration * 1.5) <= 0.0002)
        #expect(abs(curve.value(at: duration / 2).y - 1800) <= 0.0002)
        #expect(abs(curve.value(at: duration).y - 6827.6) <= 0.1)
        #expect(abs(curve.value(at: duration * 1.5).y - 9900) <= 0.0002)

        curve.updateTarget(Point(x: 0, y: 7200), at: duration)
        #expect(abs(curve.duration - duration * 1.0794) <= 0.0002)
        #expect(abs(curve.value(at: duration).y - 6827.6) <= 0.1)
        #expect(abs(curve.value(at: duration * 1.08).y - 7200) <= 0.0002)
    }

    /// `InverseDeltaDuration`: longer deltas are shorter, down to 6 frames from 480 px.
    @Test func inverseDeltaDuration() {
        var curve = Curve(from: .zero, to: Point(x: 0, y: 100))
        let small = curve.duration
        curve.updateTarget(Point(x: 0, y: 300), at: Double(Float(0.01)))
        let medium = curve.duration
        curve.updateTarget(Point(x: 0, y: 500), at: Double(Float(0.01)))
        let large = curve.duration
        #expect(small > medium)
        #expect(medium > large)
        curve.updateTarget(Point(x: 0, y: 5000), at: Double(Float(0.01)))
        #expect(curve.duration == large)
    }

    /// The rule itself: 12 frames up to 120 px, 6 from 480 px, linear between, by the larger component.
    @Test func inverseDeltaRule() {
        let cases: [(Double, Double)] = [(0, 12), (60, 12), (120, 12), (300, 9), (480, 6), (-480, 6), (10_000, 6), (.infinity, 6)]
        for (delta, frames) in cases {
            #expect(Curve.segmentDuration(for: Vector(dx: 1, dy: delta), behavior: .inverseDelta) == frames / 60, "\(delta)")
        }
        #expect(Curve.segmentDuration(for: Vector(dx: 300, dy: 10), behavior: .inverseDelta) == 9.0 / 60)
        #expect(Curve.segmentDuration(for: Vector(dx: .nan, dy: .nan), behavior: .inverseDelta) == 12.0 / 60)
    }

    /// `CurveWithDelay`: a delay shortens the duration; a retarget keeps the new target.
    @Test func curveWithDelay() {
        var curve = Curve(from: .zero, to: Point(x: 0, y: 100), delayedBy: 0.02)
        let expected = 12.0 / 60 - 0.02
        #expect(abs(curve.duration - expected) <= 0.0002)
        curve.updateTarget(Point(x: 0, y: 500), at: Double(Float(0.01)))
        #expect(curve.duration < expected)
        #expect(curve.targetValue == Point(x: 0, y: 500))
    }

    /// `CurveWithLargeDelay`: a delay longer than the segment leaves it no time; retargets before the last
    /// one are shortened by the difference.
    @Test func curveWithLargeDelay() {
        var curve = Curve(from: .zero, to: Point(x: 0, y: 100), delayedBy: 0.2)
        #expect(curve.duration == 0)
        curve.updateTarget(Point(x: 0, y: 300), at: -0.01)
        #expect(curve.duration == Curve.segmentDuration(for: Vector(dx: 0, dy: 200), behavior: .inverseDelta, delayedBy: 0.01))
        curve.updateTarget(Point(x: 0, y: 500), at: -0.01)
        #expect(curve.duration == Curve.segmentDuration(for: Vector(dx: 0, dy: 500), behavior: .inverseDelta, delayedBy: 0.01))
        #expect(curve.value(at: 1) == Point(x: 0, y: 500))
    }

    /// A retarget keeps the velocity at its instant and lands exactly on the new target.
    @Test func retargetKeepsVelocityAndLandsExactly() {
        for at in [0.03, 0.05, 0.1, 0.15] {
            var curve = Curve(from: Point(x: 0, y: 0), to: Point(x: 0, y: 100), at: 2)
            let before = curve.velocity(at: 2 + at)
            let position = curve.value(at: 2 + at)
            curve.updateTarget(Point(x: 0, y: 250), at: 2 + at)
            #expect(abs(curve.velocity(at: 2 + at).dy - before.dy) <= 1e-9 * abs(before.dy), "\(at)")
            #expect(abs(curve.value(at: 2 + at).y - position.y) <= 1e-12, "\(at)")
            #expect(curve.value(at: 2 + curve.duration) == Point(x: 0, y: 250))
            #expect(curve.isFinished(at: 2 + curve.duration))
        }
    }

    /// Bad input: non-finite points and times have a defined answer, never NaN.
    @Test func nonFiniteInput() {
        let curve = Curve(from: Point(x: .nan, y: 0), to: Point(x: 0, y: 100))
        #expect(curve.initialValue == Point(x: 0, y: 100))
        #expect(curve.value(at: 0.1) == Point(x: 0, y: 100))   // no delta: 12 frames standing still, as Chromium's
        var moving = Curve(from: .zero, to: Point(x: 0, y: .infinity))
        #expect(moving.targetValue == .zero)
        moving = Curve(from: .zero, to: Point(x: 0, y: 100))
        moving.updateTarget(Point(x: 0, y: .nan), at: 0.05)
        moving.updateTarget(Point(x: 0, y: 200), at: .nan)
        #expect(moving.targetValue == Point(x: 0, y: 100))
        #expect(moving.value(at: .nan) == .zero)
        #expect(moving.velocity(at: .nan) == .zero)
    }
}
