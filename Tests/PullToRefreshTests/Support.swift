import Geometry
import Gestures
import PullToRefresh
import Scroll
import _MotionTestSupport

/// A list 390 × 800 with 4000 points of content, under `profile`.
func makeList(_ profile: RefreshProfile) throws -> RefreshControl {
    try RefreshControl(scrollView: ScrollBehavior(contentSize: Size(width: 390, height: 4000),
                                                  viewportSize: Size(width: 390, height: 800)),
                       profile: profile)
}

/// A slow vertical drag from `from` to `to` (y, points) in `steps` moves over `duration`, starting at
/// `start`, held still for `hold` seconds, then lifted.
func pullSamples(from: Double, to: Double, start: Double = 0, duration: Double = 0.5, steps: Int = 20,
                 hold: Double = 0.2) -> [PointerSample] {
    var samples = [touch(0, 200, from, .began, start)]
    for step in 1...steps {
        let f = Double(step) / Double(steps)
        samples.append(touch(0, 200, from + (to - from) * f, .moved, start + duration * f))
    }
    samples.append(touch(0, 200, to, .moved, start + duration + hold))
    samples.append(touch(0, 200, to, .ended, start + duration + hold + 0.01))
    return samples
}

/// Feeds `samples` with a 120 Hz display's ticks between them, then ticks until `until` seconds.
func run(_ control: inout RefreshControl, _ samples: [PointerSample], until: Double,
         each: (RefreshControl) -> Void = { _ in }) {
    var time = samples.first?.time ?? 0
    for sample in samples {
        while time < sample.time {
            control.tick(at: time)
            each(control)
            time += 1.0 / 120
        }
        control.handle(sample)
        each(control)
    }
    while time < until {
        control.tick(at: time)
        each(control)
        time += 1.0 / 120
    }
}
