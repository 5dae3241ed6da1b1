import Dynamics
import Geometry
import Gestures
import Scroll

/// The scroll view's per-frame work: dragged, and decelerating.
extension BenchModule {
    static let scroll = BenchModule(name: "Scroll", scenarios: scrollScenarios, replayers: [.scroll],
                                    probes: [ScrollSimProbe.self], plotStyles: scrollPlotStyles)
}

private let scrollScenarios: [Scenario] = [
    Scenario(
        name: "scroll.drag",
        summary: "one pointer sample (pan + velocity tracker) and one tick of a dragged scroll view, rubber-banded past its top, per instance",
        make: { count in ScrollDrag(count: count) }),
    Scenario(
        name: "scroll.decelerate",
        summary: "one tick of a scroll view coasting and bouncing (UIKit physics; flung again through its recogniser readings when it rests), per instance",
        make: { count in ScrollDecelerate(count: count) }),
]

private let benchViewport = Size(width: 375, height: 667)

func makeBenchList() -> ScrollBehavior {
    do {
        return try ScrollBehavior(contentSize: Size(width: 375, height: 4000), viewportSize: benchViewport, axes: .vertical)
    } catch {
        preconditionFailure("\(error)")
    }
}

/// Flings `scroll` through a host recogniser's readings: began, a move, and a release at `velocity`
/// (the finger's, points per second), at `time`.
func flingBenchList(_ scroll: inout ScrollBehavior, velocity: Double, at time: Double) {
    let location = Point(x: 180, y: 400)
    scroll.update(with: PanSnapshot(state: .began, location: location, translation: .zero, velocity: .zero,
                                    numberOfTouches: 1, time: time))
    scroll.update(with: PanSnapshot(state: .changed, location: location, translation: Vector(dx: 0, dy: velocity / 100),
                                    velocity: Vector(dx: 0, dy: velocity), numberOfTouches: 1, time: time))
    scroll.update(with: PanSnapshot(state: .ended, location: location, translation: Vector(dx: 0, dy: velocity / 100),
                                    velocity: Vector(dx: 0, dy: velocity), numberOfTouches: 0, time: time))
}

private final class ScrollDrag: FrameWorkload {
    var scrolls: [ScrollBehavior]

    init(count: Int) {
        scrolls = (0..<count).map { _ in
            var scroll = makeBenchList()
            scroll.handle(PointerSample(pointer: 0, x: 180, y: 300, phase: .began, time: 0))
            return scroll
        }
    }

    func frame(_ index: Int) -> Double {
        let time = Double(index + 1) / 120
        var sum = 0.0
        scrolls.withUnsafeMutableBufferPointer { scrolls in
            for i in 0..<scrolls.count {
                // A finger going up and down 250 points around where it landed: past the top on the way down.
                let angle = Double((index + i * 17) % 240) * (.pi / 120)
                let y = 300 + 250 * Double.sin(angle)
                scrolls[i].handle(PointerSample(pointer: 0, x: 180, y: y, phase: .moved, time: time))
                let frame = scrolls[i].tick(at: time)
                sum += frame.contentOffset.y + frame.velocity.dy
            }
        }
        return sum
    }
}

/// Fling velocities (the finger's, points per second) that cycle: short coasts, long ones, and ones
/// past the end that bounce.
private let flings: [Double] = [-1200, -4500, 2600, -9000, 7000, -2000, 9000]

private final class ScrollDecelerate: FrameWorkload {
    var scrolls: [ScrollBehavior]
    var flingIndex: [Int]

    init(count: Int) {
        scrolls = Array(repeating: makeBenchList(), count: count)
        flingIndex = (0..<count).map { $0 % flings.count }
        for i in 0..<count {
            scrolls[i].scroll(to: Point(x: 0, y: 1600), animated: false)
            flingBenchList(&scrolls[i], velocity: flings[flingIndex[i]], at: -Double(i % 60) / 120)
        }
    }

    func frame(_ index: Int) -> Double {
        let time = Double(index) / 120
        var sum = 0.0
        scrolls.withUnsafeMutableBufferPointer { scrolls in
            flingIndex.withUnsafeMutableBufferPointer { flingIndex in
                for i in 0..<scrolls.count {
                    let frame = scrolls[i].tick(at: time)
                    if frame.state == .idle {
                        flingIndex[i] = (flingIndex[i] + 1) % flings.count
                        flingBenchList(&scrolls[i], velocity: flings[flingIndex[i]], at: time)
                    }
                    sum += frame.contentOffset.y + frame.velocity.dy
                }
            }
        }
        return sum
    }
}

