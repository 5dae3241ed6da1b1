import Dynamics
import Geometry
import Gestures
import Tossable

/// Tossable's per-frame work: a layer dragged by a finger, a layer tossed to a destination, and a
/// card flicked away in a dynamics world.
let tossableScenarios: [Scenario] = [
    Scenario(
        name: "tossable.drag",
        summary: "one pointer sample (pan + velocity tracker) and one tick of a dragged layer, per instance",
        make: { count in TossDrag(count: count) }),
    Scenario(
        name: "tossable.toss",
        summary: "one tick of a layer springing to its destination (re-tossed when it arrives), per instance",
        make: { count in TossFlight(count: count) }),
    Scenario(
        name: "flick-dismiss.fly",
        summary: "one frame of a card grabbed off-centre, flicked away under gravity, then reset, per instance",
        make: { count in FlickFly(count: count) }),
]

/// 120 Hz frame times.
private func frameTime(_ index: Int) -> Double { Double(index) / 120 }

private let container = Rect(x: 0, y: 0, width: 375, height: 667)
private let pipLayer = LayerState(position: Point(x: 80, y: 120), size: Size(width: 120, height: 68))

private final class TossDrag: FrameWorkload {
    let tosses: [TossBehavior]

    init(count: Int) {
        tosses = (0..<count).map { _ in
            let toss = TossBehavior(layer: pipLayer, destination: pipLayer.position, spring: .snappy, container: container)
            toss.handle(PointerSample(pointer: 0, location: pipLayer.position, phase: .began, time: 0))
            return toss
        }
    }

    func frame(_ index: Int) -> Double {
        let time = frameTime(index + 1)
        var sum = 0.0
        tosses.withUnsafeBufferPointer { tosses in
            for i in 0..<tosses.count {
                let toss = tosses[i]
                // A finger circling 150 points around the start, past the container's edges.
                let angle = Double((index + i) % 360) * (.pi / 180)
                let finger = pipLayer.position + Vector(angle: angle, length: 150)
                toss.handle(PointerSample(pointer: 0, location: finger, phase: .moved, time: time))
                sum += toss.tick(at: time).position.x
            }
        }
        return sum
    }
}

private final class TossFlight: FrameWorkload {
    let tosses: [TossBehavior]
    let corners = [Point(x: 80, y: 120), Point(x: 295, y: 547)]

    init(count: Int) {
        tosses = (0..<count).map { i in
            let toss = TossBehavior(layer: pipLayer, destination: pipLayer.position, spring: .snappy)
            // Released with a flick, staggered so the instances are at different points of their tosses.
            let start = Double(i % 60) * 0.008
            toss.handle(PointerSample(pointer: 0, location: pipLayer.position, phase: .began, time: start))
            toss.handle(PointerSample(pointer: 0, x: 90, y: 135, phase: .moved, time: start + 0.008))
            toss.handle(PointerSample(pointer: 0, x: 100, y: 150, phase: .moved, time: start + 0.016))
            toss.handle(PointerSample(pointer: 0, x: 100, y: 150, phase: .ended, time: start + 0.024))
            toss.destination = Point(x: 295, y: 547)
            return toss
        }
    }

    func frame(_ index: Int) -> Double {
        let time = 1 + frameTime(index)
        var sum = 0.0
        tosses.withUnsafeBufferPointer { tosses in
            for i in 0..<tosses.count {
                let toss = tosses[i]
                let layer = toss.tick(at: time)
                if toss.state == .idle {
                    toss.destination = layer.position == corners[0] ? corners[1] : corners[0]
                }
                sum += layer.position.y + toss.velocity.dy
            }
        }
        return sum
    }
}

private final class FlickFly: FrameWorkload {
    let flicks: [FlickDismissBehavior]

    init(count: Int) {
        flicks = (0..<count).map { _ in
            do { return try FlickDismissBehavior(container: container) } catch { preconditionFailure("\(error)") }
        }
    }

    /// A cycle of 90 frames: touch down off-centre, 10 frames of drag to the lower right, release,
    /// then fly (or rest once dismissed, until the card is put back for the next cycle).
    func frame(_ index: Int) -> Double {
        let time = frameTime(index)
        var sum = 0.0
        flicks.withUnsafeBufferPointer { flicks in
            for i in 0..<flicks.count {
                let flick = flicks[i]
                let phase = (index + i * 7) % 90
                let grab = container.center + Vector(dx: 60, dy: -90)
                switch phase {
                case 0:
                    flick.reset()
                    flick.handle(PointerSample(pointer: 0, location: grab, phase: .began, time: time))
                case 1...10:
                    let finger = grab + Vector(dx: 9, dy: 12) * Double(phase)
                    flick.handle(PointerSample(pointer: 0, location: finger, phase: .moved, time: time))
                case 11:
                    flick.handle(PointerSample(pointer: 0, location: grab + Vector(dx: 90, dy: 120), phase: .ended, time: time))
                default:
                    break
                }
                let layer = flick.tick(at: time)
                sum += layer.position.x + layer.transform.rotation
            }
        }
        return sum
    }
}
