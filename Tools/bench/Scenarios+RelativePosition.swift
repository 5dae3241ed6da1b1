import Geometry
import Gestures
import RelativePosition

/// RelativePosition's per-frame work: a tracker with an effect, and a dock-like row of 50 layers.
let relativePositionScenarios: [Scenario] = [
    Scenario(
        name: "relative-position.track",
        summary: "one pointer sample through a PositionTracker, then a slide+fade effect on a layer, per instance",
        make: { count in TrackerWithEffect(count: count) }),
    Scenario(
        name: "relative-position.dock",
        summary: "a DockRow of 50 layers following a finger (animating in and out each cycle), per instance",
        make: { count in DockFrames(count: count) }),
]

/// The frame's pointer phase in a 120-frame cycle: down, moving, up.
private func cyclePhase(_ frame: Int, length: Int) -> PointerPhase {
    let step = frame % length
    return step == 0 ? .began : step == length - 1 ? .ended : .moved
}

private final class TrackerWithEffect: FrameWorkload {
    let container = Rect(x: 0, y: 0, width: 375, height: 667)
    var trackers: [PositionTracker]
    var layers: [LayerState]
    let effects: [LayerEffect]

    init(count: Int) {
        // Setup may throw only on a programming error in these constants.
        let tracker = try! PositionTracker(container: container)
        trackers = Array(repeating: tracker, count: count)
        layers = Array(repeating: LayerState(position: Point(x: 0, y: 300), size: Size(width: 75, height: 75)), count: count)
        effects = [try! .slide(along: .horizontal, in: container), .fade(along: .vertical)]
    }

    func frame(_ index: Int) -> Double {
        let phase = cyclePhase(index, length: 120)
        let time = Double(index) / 120
        let step = Double(index % 120)
        var sum = 0.0
        for i in trackers.indices {
            let sample = PointerSample(pointer: 0, x: 20 + 3 * step + Double(i % 7), y: 600 - 4 * step, phase: phase, time: time)
            if let event = trackers[i].handle(sample) {
                effects.apply(event.position, to: &layers[i])
            }
            sum += layers[i].position.x + layers[i].alpha
        }
        return sum
    }
}

private final class DockFrames: FrameWorkload {
    static let layerCount = 50
    let container = Rect(x: 0, y: 0, width: 2200, height: 120)
    var docks: [DockRow]

    init(count: Int) {
        let dock = try! DockRow(count: Self.layerCount, layerSize: Size(width: 40, height: 40), spacing: 4, in: container)
        docks = Array(repeating: dock, count: count)
    }

    func frame(_ index: Int) -> Double {
        // A 240-frame cycle: finger down, sweeping for 180 frames, lifted, 60 frames settling.
        let step = index % 240
        let time = Double(index) / 120
        let p = 0.05 + 0.9 * Double(min(step, 179)) / 179
        let phase: TrackingPhase? = step == 0 ? .began : step < 179 ? .moved : step == 179 ? .ended : nil
        var sum = 0.0
        for i in docks.indices {
            if let phase {
                docks[i].handle(TrackingEvent(phase: phase, position: Point(x: p, y: 0.5), velocity: .zero,
                                              location: .zero, pointVelocity: .zero, time: time))
            }
            docks[i].tick(at: time)
            sum += docks[i].layers[(index + i) % Self.layerCount].position.y
        }
        return sum
    }
}
