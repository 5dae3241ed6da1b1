import Geometry
import Gestures
import Navigation
import Testing
import _MotionTestSupport

/// `restore(_:)` is assignment in every way a host sees (`restoreDifference`): a back gesture and a zoom
/// transition, saved every few steps of seeded gestures, run on with another finger and restored.
@Suite struct RestoreTests {
    @Test(arguments: [BackGestureProfile.android, .iOS])
    func backGesture(profile: BackGestureProfile) throws {
        for seed in UInt64(0)..<2 {
            let samples = randomGesture(seed: seed, from: Point(x: 5, y: 400), reach: 300)
            let (difference, compared) = restoreDifference(try BackGesture(width: 400, profile: profile), samples: samples)
            #expect(difference == nil, "seed \(seed): \(difference ?? "")")
            #expect(compared > 100)
        }
    }

    @Test func zoomTransition() throws {
        for seed in UInt64(0)..<2 {
            let samples = randomGesture(seed: seed, from: Point(x: 187, y: 300), reach: 300)
            let zoom = try ZoomTransition(container: Rect(x: 0, y: 0, width: 375, height: 667),
                                          source: Rect(x: 20, y: 100, width: 100, height: 100))
            let (difference, compared) = restoreDifference(zoom, samples: samples)
            #expect(difference == nil, "seed \(seed): \(difference ?? "")")
            #expect(compared > 100)
        }
    }
}
