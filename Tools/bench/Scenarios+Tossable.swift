import Dynamics
import Geometry
import Gestures
import Tossable
import BenchReplay

/// Tossable's per-frame work: a layer dragged by a finger, a layer tossed to a destination, and a
/// card flicked away in a dynamics world.
extension BenchModule {
    static let tossable = BenchModule(name: "Tossable", scenarios: [
        Scenario(
            name: "tossable.drag",
            summary: "one pointer sample (pan + velocity tracker) and one tick of a dragged layer, per instance",
            make: { count in tossDrag(count: count) }),
        Scenario(
            name: "tossable.toss",
            summary: "one tick of a layer springing to its destination (re-tossed when it arrives), per instance",
            make: { count in tossFlight(count: count) }),
        Scenario(
            name: "flick-dismiss.fly",
            summary: "one frame of a card grabbed off-centre, flicked away under gravity, then reset, per instance",
            make: { count in flickFly(count: count) }),
    ], plotStyles: tossablePlotStyles)
}

private let container = Rect(x: 0, y: 0, width: 375, height: 667)
private let pipLayer = LayerState(position: Point(x: 80, y: 120), size: Size(width: 120, height: 68))
private let corners = [Point(x: 80, y: 120), Point(x: 295, y: 547)]

/// A finger circling 150 points around the start, past the container's edges.
private func tossDrag(count: Int) -> any FrameWorkload {
    InteractionFrames.make(count: count, make: { _ in
        var toss = TossBehavior(layer: pipLayer, destination: pipLayer.position, spring: .snappy, container: container)
        toss.handle(PointerSample(pointer: 0, location: pipLayer.position, phase: .began, time: 0))
        return toss
    }, sample: { frame, i, time in
        let angle = Double((frame + i) % 360) * (.pi / 180)
        return PointerSample(pointer: 0, location: pipLayer.position + Vector(angle: angle, length: 150),
                             phase: .moved, time: time + 1.0 / 120)
    }, shown: { _, layer, _, _ in layer.position.x })
}

/// Released with a flick, staggered so the instances are at different points of their tosses; each
/// is sent to the other corner when it arrives.
private func tossFlight(count: Int) -> any FrameWorkload {
    InteractionFrames.make(count: count, make: { i in
        var toss = TossBehavior(layer: pipLayer, destination: pipLayer.position, spring: .snappy)
        let start = Double(i % 60) * 0.008 - 1
        toss.handle(PointerSample(pointer: 0, location: pipLayer.position, phase: .began, time: start))
        toss.handle(PointerSample(pointer: 0, x: 90, y: 135, phase: .moved, time: start + 0.008))
        toss.handle(PointerSample(pointer: 0, x: 100, y: 150, phase: .moved, time: start + 0.016))
        toss.handle(PointerSample(pointer: 0, x: 100, y: 150, phase: .ended, time: start + 0.024))
        toss.destination = corners[1]
        return toss
    }, sample: { _, _, _ in nil }, shown: { toss, layer, _, _ in
        if toss.state == .idle { toss.destination = layer.position == corners[0] ? corners[1] : corners[0] }
        return layer.position.y + toss.velocity.dy
    })
}

/// A cycle of 90 frames: touch down off-centre, 10 frames of drag to the lower right, release, then
/// fly (or rest once dismissed, until the card is put back for the next cycle).
private func flickFly(count: Int) -> any FrameWorkload {
    let grab = container.center + Vector(dx: 60, dy: -90)
    return InteractionFrames.make(count: count, make: { _ in
        do { return try FlickDismissBehavior(container: container) } catch { preconditionFailure("\(error)") }
    }, sample: { frame, i, time in
        let phase = (frame + i * 7) % 90
        switch phase {
        case 0: return PointerSample(pointer: 0, location: grab, phase: .began, time: time)
        case 1...10: return PointerSample(pointer: 0, location: grab + Vector(dx: 9, dy: 12) * Double(phase), phase: .moved, time: time)
        case 11: return PointerSample(pointer: 0, location: grab + Vector(dx: 90, dy: 120), phase: .ended, time: time)
        default: return nil
        }
    }, shown: { flick, layer, frame, i in
        // Put the card back at the end of its cycle, for the next grab.
        if (frame + 1 + i * 7) % 90 == 0 { flick.reset() }
        return layer.position.x + layer.transform.rotation
    })
}
