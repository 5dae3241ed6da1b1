import _MotionTestSupport
import Gestures
import Testing
@testable import RelativePosition

/// The time rule, property-tested: a tracker and a dock row show the same thing at 60, 90, 120, 144 and
/// 240 Hz and on jittered display links, at every instant any of them shows.
@Suite struct RelativePositionRateIndependenceTests {
    let container = Rect(x: 0, y: 0, width: 375, height: 100)

    @Test func seededGesturesGiveTheSameDockRowAtEveryFrameRate() throws {
        try withEverySeed(0..<PropertySeeds.count(default: 12)) { seed, random in
            let samples = seededGestureTrace(&random, container: container)
            let dock = try DockRow(count: 5, layerSize: Size(width: 50, height: 50), spacing: 10, in: container)
            let worst = try largestRateDifference(dock, samples: samples) { layers, _ in
                layers.flatMap { [$0.position.y, $0.transform.scale.dx * 100, $0.alpha * 100] }
            }
            // Measured: at most 5.3e-13 over these seeds.
            #expect(worst.difference <= 1e-9, "seed \(seed): \(worst.difference) at t = \(worst.at), \(worst.rates)")
        }
    }

    @Test func seededGesturesGiveTheSameTrackerEventAtEveryFrameRate() throws {
        try withEverySeed(0..<PropertySeeds.count(default: 12)) { seed, random in
            let samples = seededGestureTrace(&random, container: container)
            let tracker = try PositionTracker(container: container)
            let worst = try largestRateDifference(tracker, samples: samples) { event, _ in
                guard let event else { return [-1] }
                return [event.position.x * 375, event.position.y * 100, event.phase == .ended ? 1 : 0]
            }
            #expect(worst.difference == 0, "seed \(seed): \(worst.difference) at t = \(worst.at), \(worst.rates)")
        }
    }
}
