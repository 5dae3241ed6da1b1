import BenchReplay
import Geometry
import Gestures
import RelativePosition

/// RelativePosition's per-frame work: a tracker with an effect, and a dock-like row of 50 layers.
extension BenchModule {
    static let relativePosition = BenchModule(name: "RelativePosition", scenarios: [
        Scenario(
            name: "relative-position.track",
            summary: "one pointer sample through a PositionTracker, then a slide+fade effect on a layer, per instance",
            make: { count in TrackerWithEffect(count: count) }),
        Scenario(
            name: "relative-position.dock",
            summary: "a DockRow of 50 layers following a finger (animating in and out each cycle), per instance",
            make: { count in dockFrames(count: count) }),
    ], plotStyles: relativePositionPlotStyles)
}

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

/// A 240-frame cycle: finger down, sweeping for 180 frames, lifted, 60 frames settling.
private func dockFrames(count: Int) -> any FrameWorkload {
    let layerCount = 50
    let container = Rect(x: 0, y: 0, width: 2200, height: 120)
    return InteractionFrames.make(count: count, make: { _ in
        try! DockRow(count: layerCount, layerSize: Size(width: 40, height: 40), spacing: 4, in: container)
    }, sample: { frame, _, time in
        let step = frame % 240
        let x = container.width * (0.05 + 0.9 * Double(min(step, 179)) / 179)
        let phase: PointerPhase? = step == 0 ? .began : step < 179 ? .moved : step == 179 ? .ended : nil
        return phase.map { PointerSample(pointer: 0, x: x, y: 60, phase: $0, time: time) }
    }, shown: { dock, _, frame, i in
        dock.layers[(frame + i) % layerCount].position.y
    })
}
