import _MotionTestSupport
import Testing
@testable import PickerWheel

/// Flicks a wheel: down at y 150, moving `distance` points up over `duration`, released.
func flick(_ wheel: inout PickerWheel, distance: Double, duration: Double = 0.05, at start: Double = 0) {
    wheel.handle(PointerSample(pointer: 0, x: 160, y: 150, phase: .began, time: start))
    wheel.handle(PointerSample(pointer: 0, x: 160, y: 150 - distance / 2, phase: .moved, time: start + duration / 2))
    wheel.handle(PointerSample(pointer: 0, x: 160, y: 150 - distance, phase: .ended, time: start + duration))
}

func settle(_ wheel: inout PickerWheel, from start: Double, fps: Double = 120) -> Double {
    var time = start
    while !wheel.isSettled && time < start + 30 { time += 1 / fps; wheel.tick(at: time) }
    return time
}

@Suite struct PickerWheelLandingTests {
    @Test(arguments: [PickerWheelProfile.uikit, .flutter(), .flutter(parent: .flutterClamping)])
    func everyFlickRestsExactlyOnAnItem(profile: PickerWheelProfile) throws {
        for distance in stride(from: -400.0, through: 400, by: 7.3) {
            for duration in [0.03, 0.08, 0.3] {
                var wheel = try PickerWheel(itemCount: 60, itemExtent: 32, profile: profile, selectedItem: 30)
                flick(&wheel, distance: distance, duration: duration)
                _ = settle(&wheel, from: duration)
                #expect(wheel.isSettled)
                #expect(wheel.offset == Double(wheel.selectedItem) * 32, "\(profile) \(distance) \(duration): \(wheel.offset)")
            }
        }
    }
}
