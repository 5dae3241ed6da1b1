import Dynamics
import Geometry

/// Keyframe timelines (Dynamics' `KeyframeTrack` and `KeyframesWithSplineSpec`): the value and velocity
/// of a scrubbed timeline per instance per frame, at a time that sweeps the timeline.
let keyframeScenarios: [Scenario] = [
    Scenario(
        name: "dynamics.keyframe-track",
        summary: "value and velocity of a SwiftUI keyframe track (linear, cubic, spring, cubic) of a Point, per instance",
        make: { count in TrackScrub(count: count) }),
    Scenario(
        name: "dynamics.keyframes-spline",
        summary: "value and velocity of Compose's keyframesWithSpline (monotone spline, 6 keys), per instance",
        make: { count in SplineScrub(count: count) }),
]

private final class TrackScrub: FrameWorkload {
    let track: KeyframeTrack<Point>
    let count: Int

    init(count: Int) {
        self.count = count
        track = try! KeyframeTrack(initialValue: Point(x: 0, y: 0), [
            .linear(Point(x: 40, y: -20), duration: 0.15, timingCurve: .easeOut),
            .cubic(Point(x: 120, y: 10), duration: 0.2),
            .spring(Point(x: 100, y: 0), duration: 0.35, spring: .bouncy),
            .cubic(Point(x: 0, y: 0), duration: 0.3),
        ])
    }

    func frame(_ index: Int) -> Double {
        var sum = 0.0
        for i in 0..<count {
            let time = Double((index + i) % 121) / 120
            sum += track.value(at: time).x + track.velocity(at: time).y
        }
        return sum
    }
}

private final class SplineScrub: FrameWorkload {
    let spec: KeyframesWithSplineSpec
    let count: Int

    init(count: Int) {
        self.count = count
        spec = try! KeyframesWithSplineSpec(duration: 1, from: 0, to: 300, keyframes: [
            .init(80, at: 0.2), .init(60, at: 0.4), .init(200, at: 0.6, easing: .easeInOut), .init(250, at: 0.8),
        ])
    }

    func frame(_ index: Int) -> Double {
        var sum = 0.0
        for i in 0..<count {
            let time = Double((index + i) % 121) / 120
            sum += spec.value(at: time) + spec.velocity(at: time)
        }
        return sum
    }
}
