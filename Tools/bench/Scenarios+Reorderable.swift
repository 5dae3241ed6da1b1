import Geometry
import Gestures
import Reorderable

/// A reorderable list's per-frame work: a lifted item dragged up and down past both edges.
extension BenchModule {
    static let reorderable = BenchModule(name: "Reorderable", scenarios: [
        Scenario(
            name: "reorder.drag",
            summary: "one pointer sample and one tick of a 100-item reorderable list whose lifted item is dragged up and down past both edges (slot changes, displaced items' springs, auto-scroll), per instance",
            make: { count in reorderDrag(count: count) }),
    ], plotStyles: reorderablePlotStyles)
}

private func makeReorderableList() -> ReorderableList {
    do {
        var list = try ReorderableList(itemCount: 100, itemHeight: 72, viewportSize: Size(width: 390, height: 700))
        // Item 4 lifted by a long press before the first frame.
        list.handle(PointerSample(pointer: 0, x: 200, y: 330, phase: .began, time: -1))
        list.tick(at: -0.4)
        return list
    } catch {
        preconditionFailure("\(error)")
    }
}

/// The finger swinging ±360 points about the viewport's middle, at 120 Hz: the item passes both edges.
private func reorderDrag(count: Int) -> any FrameWorkload {
    InteractionFrames.make(count: count, make: { _ in makeReorderableList() }, sample: { frame, i, time in
        let angle = Double((frame + i) % 360) * (.pi / 180)
        return PointerSample(pointer: 0, x: 200, y: 350 + 360 * Double.sin(angle), phase: .moved, time: time + 1.0 / 240)
    }, shown: { _, frame, _, _ in frame.contentOffset + frame.draggedTop })
}
