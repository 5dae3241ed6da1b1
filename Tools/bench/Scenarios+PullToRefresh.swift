import BenchReplay
import Geometry
import Gestures
import PullToRefresh
import Scroll

/// Pull to refresh's per-frame work, and the stretch overscroll's (registered with the Scroll module's
/// scenarios).
extension BenchModule {
    static let pullToRefresh = BenchModule(name: "PullToRefresh", scenarios: [
        Scenario(
            name: "refresh.pull",
            summary: "one pointer sample and one tick of a Compose pull to refresh on a 4000-point list, pulled to 0–320 points and released once a second (arming, refreshing for 0.3 s, springing back), per instance",
            make: { count in refreshPull(count: count) }),
    ], plotStyles: refreshPlotStyles)
}

/// `scroll.stretch`: one of the Scroll module's scenarios (Scenarios+Scroll.swift lists it).
let scrollStretchScenario = Scenario(
    name: "scroll.stretch",
    summary: "one pointer sample and one tick of Android's clamping list with the stretch overscroll, pulled 0–300 points past its top and released once a second (the stretch springs back), per instance",
    make: { count in scrollStretch(count: count) })

/// A finger down at frame 0 of every 120, released at frame 119, pulling `reach` points down from y = 100
/// between: one sample a frame, half a frame after the frame's time.
private func cyclingPull(frame: Int, instance: Int, time: Double, reach: Double) -> PointerSample {
    let phaseOfCycle = (frame + instance) % 120
    let angle = Double(phaseOfCycle) * (.pi / 60)
    let y = 100 + reach * 0.5 * (1 - Double.cos(angle))
    let phase: PointerPhase = phaseOfCycle == 0 ? .began : (phaseOfCycle == 119 ? .ended : .moved)
    return PointerSample(pointer: 0, x: 200, y: y, phase: phase, time: time + 1.0 / 240)
}

private func refreshPull(count: Int) -> any FrameWorkload {
    InteractionFrames.make(count: count, make: { _ in
        do {
            return try timedRefresh(profile: .compose, container: Size(width: 390, height: 800), refreshSeconds: 0.3)
        } catch {
            preconditionFailure("\(error)")
        }
    }, sample: { frame, i, time in cyclingPull(frame: frame, instance: i, time: time, reach: 320) },
       shown: { _, frame, _, _ in frame.offset })
}

private func scrollStretch(count: Int) -> any FrameWorkload {
    InteractionFrames.make(count: count, make: { _ in
        do {
            var list = try ScrollBehavior(contentSize: Size(width: 390, height: 4000), viewportSize: Size(width: 390, height: 800),
                                          axes: .vertical, physics: .flutterClamping)
            list.stretchesOverscroll = true
            return list
        } catch {
            preconditionFailure("\(error)")
        }
    }, sample: { frame, i, time in cyclingPull(frame: frame, instance: i, time: time, reach: 300) },
       shown: { list, frame, _, _ in frame.contentOffset.y + list.stretch })
}
