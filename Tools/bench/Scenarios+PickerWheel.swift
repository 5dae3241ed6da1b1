import Geometry
import Gestures
import PickerWheel
import BenchReplay

/// A picker wheel's per-frame work: spun by flicks, landing, with every visible item placed on the cylinder.
extension BenchModule {
    static let pickerWheel = BenchModule(name: "PickerWheel", scenarios: [
        Scenario(
            name: "picker.spin",
            summary: "one tick of a 1000-item picker wheel (Flutter's FixedExtentScrollPhysics) flicked every 1.5 s, and the layer of each of its visible items on Cupertino's cylinder, per instance",
            make: { count in pickerSpin(count: count) }),
    ], plotStyles: pickerWheelPlotStyles)
}

/// A flick every 180 frames (1.5 s at 120 Hz): down, 15 frames moving 12 points each, up; the wheel
/// lands in between. Instances are offset by a frame so that they are not all in the same phase.
private func pickerSpin(count: Int) -> any FrameWorkload {
    InteractionFrames.make(count: count, make: { _ in
        do {
            return try PickerWheel(itemCount: 1000, itemExtent: 32, profile: .flutter(), selectedItem: 500)
        } catch {
            preconditionFailure("\(error)")
        }
    }, sample: { frame, i, time in
        let phase = (frame + i) % 180
        guard phase <= 16 else { return nil }
        let direction = ((frame + i) / 180) % 2 == 0 ? -1.0 : 1.0
        let y = 108 + direction * 12 * Double(phase)
        return PointerSample(pointer: 0, x: 160, y: y, phase: phase == 0 ? .began : (phase == 16 ? .ended : .moved),
                             time: time)
    }, shown: { wheel, frame, _, _ in
        var sum = frame.offset
        for index in wheel.visibleItems {
            if let layer = wheel.layer(forItem: index) { sum += layer.position.y * layer.transform.scale.dy }
        }
        return sum
    })
}
