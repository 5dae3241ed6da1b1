import Geometry
import Gestures
import Scroll

/// `scroll.wheel`: one wheel event and one tick per instance and frame. Even instances take a notched
/// wheel (a notch every 8 frames, retargeting Chromium's curve while it runs, down for 2 s then up);
/// odd ones a trackpad swipe (a phased delta every frame, lifted every 120 frames into the physics' fling
/// and touched again 40 frames later).
let scrollWheelScenario = Scenario(
    name: "scroll.wheel",
    summary: "one wheel or trackpad event and one tick of a WheelScrollBehavior (even instances: notches retargeting Chromium's smooth-scroll curve; odd: phased trackpad deltas, lifted into the physics' fling), per instance",
    make: { count in ScrollWheel(count: count) })

private final class ScrollWheel: FrameWorkload {
    var views: [WheelScrollBehavior]

    init(count: Int) {
        views = (0..<count).map { _ in WheelScrollBehavior(makeBenchList()) }
    }

    func frame(_ index: Int) -> Double {
        let time = Double(index + 1) / 120
        var sum = 0.0
        views.withUnsafeMutableBufferPointer { views in
            for i in 0..<views.count {
                let step = index + i * 13
                if i % 2 == 0 {
                    if step % 8 == 0 {
                        let down = (step / 240) % 2 == 0
                        views[i].handle(WheelSample(delta: Vector(dx: 0, dy: down ? -120 : 120), time: time))
                    }
                } else {
                    let cycle = step % 160
                    let dy = -6 - 4 * Double.sin(Double(step) * 0.1)
                    if cycle == 0 {
                        views[i].handle(WheelSample(delta: Vector(dx: 0, dy: dy), phase: .began, time: time))
                    } else if cycle < 120 {
                        views[i].handle(WheelSample(delta: Vector(dx: 0, dy: (step / 640) % 2 == 0 ? dy : -dy), phase: .changed, time: time))
                    } else if cycle == 120 {
                        views[i].handle(WheelSample(delta: .zero, phase: .ended, time: time))
                    }
                }
                let frame = views[i].tick(at: time)
                sum += frame.contentOffset.y + frame.velocity.dy
            }
        }
        return sum
    }
}
