import Geometry
import Gestures
import PickerWheel
import Testing
import _MotionTestSupport

/// `restore(_:)` is assignment in every way a host sees (`restoreDifference`): saved every few steps of
/// seeded gestures, run on with another finger and restored, it shows what the assigned copy shows.
@Suite struct RestoreTests {
    @Test func restoredEqualsAssigned() throws {
        for seed in UInt64(0)..<3 {
            let samples = randomGesture(seed: seed, from: Point(x: 100, y: 100), reach: 300)
            let (difference, compared) = restoreDifference(try PickerWheel(itemCount: 60, itemExtent: 32, selectedItem: 30), samples: samples)
            #expect(difference == nil, "seed \(seed): \(difference ?? "")")
            #expect(compared > 100)
        }
    }
}
