import Geometry
import Gestures
import Host
import BenchReplay

/// The host layer's per-frame work: a list of swipe rows sharing a finger.
extension BenchModule {
    static let host = BenchModule(name: "Host", scenarios: [
        Scenario(
            name: "swipe-list.scroll",
            summary: "one pointer sample (arbitration, the list's pan) and one tick of a 100-row swipe list scrolled up and down by a finger, with one row open, per instance",
            make: { count in swipeListScroll(count: count) }),
    ], plotStyles: hostPlotStyles)
}

private func makeList() -> SwipeList {
    do {
        let actions = try SwipeActionsConfiguration(count: 2, performsFirstActionWithFullSwipe: false)
        var list = try SwipeList(rowCount: 100, rowHeight: 72, viewport: Size(width: 390, height: 700), leading: actions, trailing: actions)
        // Row 1 open: a slow swipe left, at rest.
        let swipe = [PointerSample(pointer: 0, x: 300, y: 100, phase: .began, time: -2),
                     PointerSample(pointer: 0, x: 150, y: 104, phase: .moved, time: -1.8),
                     PointerSample(pointer: 0, x: 150, y: 104, phase: .ended, time: -1.5)]
        for sample in swipe { list.handle(sample) }
        var time = -1.5
        while !list.isSettled, time < 0 { time += 1.0 / 120; list.tick(at: time) }
        // A finger down, past the slop vertically: the list owns the touch from here on.
        list.handle(PointerSample(pointer: 0, x: 200, y: 400, phase: .began, time: 0))
        list.handle(PointerSample(pointer: 0, x: 200, y: 380, phase: .moved, time: 0.004))
        return list
    } catch {
        preconditionFailure("\(error)")
    }
}

/// A finger moving the list ±150 points, at 120 Hz.
private func swipeListScroll(count: Int) -> any FrameWorkload {
    InteractionFrames.make(count: count, make: { _ in makeList() }, sample: { frame, i, time in
        let angle = Double((frame + i) % 360) * (.pi / 180)
        return PointerSample(pointer: 0, x: 200, y: 380 + 150 * Double.sin(angle), phase: .moved, time: time + 1.0 / 240)
    }, shown: { _, frame, _, _ in frame.offset })
}

