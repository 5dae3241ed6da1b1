import Geometry
import Gestures
import PullToRefresh
import Scroll
import Testing
import _MotionTestSupport

/// `restore(_:)` is assignment in every way a host sees (`restoreDifference`): saved every few steps of
/// seeded gestures, run on with another finger and restored, it shows what the assigned copy shows.
@Suite struct RestoreTests {
    static func list() throws -> RefreshControl {
        try RefreshControl(scrollView: ScrollBehavior(contentSize: Size(width: 390, height: 4000), viewportSize: Size(width: 390, height: 700)))
    }

    @Test func restoredEqualsAssigned() throws {
        for seed in UInt64(0)..<3 {
            let samples = randomGesture(seed: seed, from: Point(x: 195, y: 300), reach: 300)
            let (difference, compared) = restoreDifference(try Self.list(), samples: samples)
            #expect(difference == nil, "seed \(seed): \(difference ?? "")")
            #expect(compared > 100)
        }
    }

    @Test func aTimedRefreshRestoredEqualsAssigned() throws {
        for seed in UInt64(3)..<5 {
            let samples = randomGesture(seed: seed, from: Point(x: 195, y: 300), reach: 300)
            let (difference, compared) = restoreDifference(try TimedRefreshControl(Self.list(), refreshDuration: 0.2), samples: samples)
            #expect(difference == nil, "seed \(seed): \(difference ?? "")")
            #expect(compared > 100)
        }
    }
}
