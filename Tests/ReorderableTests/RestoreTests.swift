import Geometry
import Gestures
import Reorderable
import Testing
import _MotionTestSupport

/// `restore(_:)` is assignment in every way a host sees (`restoreDifference`): a list saved every few
/// steps of a long press that lifts an item and drags it (auto-scrolling near the bottom), and of seeded
/// flicks, run on with another finger and restored, shows what the assigned copy shows.
@Suite struct RestoreTests {
    /// A press held 0.6 s on item 2, then a drag down to the bottom edge and back, dropped.
    static let reorder: [PointerSample] = {
        var samples = [touch(0, 100, 125, .began, 1000), touch(0, 101, 126, .moved, 1000.2), touch(0, 100, 125, .moved, 1000.45)]
        for step in 1...60 {
            let y = 125 + 260 * Double.sin(Double(step) / 60 * .pi)
            samples.append(touch(0, 100, y, .moved, 1000.6 + Double(step) * 0.012))
        }
        samples.append(touch(0, 100, 130, .ended, 1001.4))
        return samples
    }()

    @Test func restoredEqualsAssigned() throws {
        let gestures = [Self.reorder] + (UInt64(0)..<2).map { randomGesture(seed: $0, from: Point(x: 160, y: 200), reach: 300) }
        for (index, samples) in gestures.enumerated() {
            let list = try ReorderableList(itemCount: 20, itemHeight: 50, viewportSize: Size(width: 320, height: 400))
            let (difference, compared) = restoreDifference(list, samples: samples) { list, frame in
                "\(frame) \(list.order) \(list.state)"
            }
            #expect(difference == nil, "gesture \(index): \(difference ?? "")")
            #expect(compared > 100)
        }
    }
}
