import BenchReplay
import Anchored
import Geometry
import Gestures

/// The anchored drag's per-frame work: dragged past its anchors, and settling on one.
extension BenchModule {
    static let anchored = BenchModule(name: "Anchored", scenarios: [
        Scenario(
            name: "anchored.drag",
            summary: "one pointer sample (pan + velocity tracker) and one tick of a three-anchor drawer dragged back and forth past its ends (rubber band), per instance",
            make: { count in anchoredDrag(count: count) }),
        Scenario(
            name: "anchored.settle",
            summary: "one tick of a drawer settling on Compose's spring (flung to the other end through recogniser readings when it rests), per instance",
            make: { count in anchoredSettle(count: count) }),
    ], plotStyles: anchoredPlotStyles)
}

private enum Drawer: Hashable, Sendable { case closed, peek, open }

private func makeDrawer(overscroll: AnchoredOverscroll) -> AnchoredDraggable<Drawer> {
    do {
        return try AnchoredDraggable(anchors: DraggableAnchors([.closed: 0, .peek: 120, .open: 300]),
                                     initialValue: .closed, overscroll: overscroll)
    } catch {
        preconditionFailure("\(error)")
    }
}

/// A finger sweeping ±200 points around the middle anchor, past both ends, at 120 Hz.
private func anchoredDrag(count: Int) -> any FrameWorkload {
    InteractionFrames.make(count: count, make: { _ in
        var drag = makeDrawer(overscroll: .rubberBand(dimension: 300))
        drag.handle(PointerSample(pointer: 0, x: 120, y: 300, phase: .began, time: 0))
        return drag
    }, sample: { frame, i, time in
        let angle = Double((frame + i) % 360) * (.pi / 180)
        return PointerSample(pointer: 0, x: 120 + 260 * Double.sin(angle), y: 300, phase: .moved, time: time + 1.0 / 120)
    }, shown: { _, offset, _, _ in offset })
}

/// Flung from rest through a host recogniser's readings (began, then ended at ±1500 points per second) and
/// settling; staggered so the instances are at different points of their motion.
private func anchoredSettle(count: Int) -> any FrameWorkload {
    InteractionFrames.make(count: count, make: { i in
        var drag = makeDrawer(overscroll: .clamped)
        flingDrawer(&drag, at: Double(i % 60) / 120 - 1)
        return drag
    }, sample: { _, _, _ in nil }, shown: { drag, offset, frame, _ in
        if drag.isSettled { flingDrawer(&drag, at: InteractionFrames.time(ofFrame: frame)) }
        return offset + drag.velocity
    })
}

/// A quick flick toward the far end from wherever the drawer rests.
private func flingDrawer(_ drag: inout AnchoredDraggable<Drawer>, at time: Double) {
    let velocity = drag.offset < 150 ? 1500.0 : -1500.0
    drag.update(with: GestureReading(state: .began, location: Point(x: 100, y: 300), translation: .zero,
                                     velocity: .zero, numberOfTouches: 1, time: time))
    drag.update(with: GestureReading(state: .ended, location: Point(x: 100, y: 300), translation: Vector(dx: velocity / 100, dy: 0),
                                     velocity: Vector(dx: velocity, dy: 0), numberOfTouches: 0, time: time))
}
