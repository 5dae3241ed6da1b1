import BenchReplay
import Dynamics
import Geometry
import Gestures
import Scroll

/// The scroll view's per-frame work: dragged, and decelerating.
extension BenchModule {
    static let scroll = BenchModule(name: "Scroll", scenarios: scrollScenarios,
                                    probes: [ScrollSimProbe.self], plotStyles: scrollPlotStyles)
}

private let scrollScenarios: [Scenario] = [
    Scenario(
        name: "scroll.drag",
        summary: "one pointer sample (pan + velocity tracker's history) and one tick of a dragged scroll view, rubber-banded past its top, drawn from its offset (the velocity is estimated when read: at the release), per instance",
        make: { count in ScrollDrag(count: count) }),
    Scenario(
        name: "scroll.decelerate",
        summary: "one tick of a scroll view coasting and bouncing (UIKit physics; flung again through its recogniser readings when it rests), per instance",
        make: { count in ScrollDecelerate(count: count) }),
    Scenario(
        name: "scroll.zoom",
        summary: "two pointer samples (pan and pinch recognisers) and one tick of a pinched photo, zoomed about the fingers' midpoint and rubber-banded past its range, per instance",
        make: { count in ScrollZoom(count: count) }),
    Scenario(
        name: "scroll.nested",
        summary: "one pointer sample and one tick of a list inside an outer scroll view sharing the drag (NestedScroll, inner first), handed over at the list's ends both ways, per instance",
        make: { count in ScrollNested(count: count) }),
    scrollStretchScenario,
    scrollWheelScenario,
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
    let storage: InstanceStorage<ScrollBehavior>

    init(count: Int) {
        storage = InstanceStorage((0..<count).map { _ in
            var scroll = makeBenchList()
            scroll.handle(PointerSample(pointer: 0, x: 180, y: 300, phase: .began, time: 0))
            return scroll
        })
    }

    func frame(_ index: Int) -> Double {
        let time = Double(index + 1) / 120
        var sum = 0.0
        let scrolls = storage.values
        for i in 0..<scrolls.count {
            // A finger going up and down 250 points around where it landed: past the top on the way down.
            let angle = Double((index + i * 17) % 240) * (.pi / 120)
            let y = 300 + 250 * Double.sin(angle)
            scrolls[i].handle(PointerSample(pointer: 0, x: 180, y: y, phase: .moved, time: time))
            // A host draws a drag from the offset; the finger's velocity is read at the release.
            let frame = scrolls[i].tick(at: time)
            sum += frame.contentOffset.y
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


/// A photo pinched open and closed for ever: two fingers 60 to 540 points apart about a midpoint that
/// circles, so the scale (0.25 to 2 allowed) passes both ends of its range and is rubber-banded there.
private final class ScrollZoom: FrameWorkload {
    let storage: InstanceStorage<ScrollBehavior>

    init(count: Int) {
        var photo: ScrollBehavior
        do {
            photo = try ScrollBehavior(contentSize: Size(width: 1500, height: 1000), viewportSize: benchViewport)
            try photo.setZoomScaleLimits(minimum: 0.25, maximum: 2)
        } catch {
            preconditionFailure("\(error)")
        }
        storage = InstanceStorage((0..<count).map { i in
            var scroll = photo
            let (a, b) = pinchFingers(frame: -1, instance: i)
            scroll.handle(PointerSample(pointer: 0, location: a, phase: .began, time: 0))
            scroll.handle(PointerSample(pointer: 1, location: b, phase: .began, time: 0))
            return scroll
        })
    }

    func frame(_ index: Int) -> Double {
        let time = Double(index + 1) / 120
        var sum = 0.0
        let scrolls = storage.values
        for i in 0..<scrolls.count {
            let (a, b) = pinchFingers(frame: index, instance: i)
            scrolls[i].handle(PointerSample(pointer: 0, location: a, phase: .moved, time: time))
            scrolls[i].handle(PointerSample(pointer: 1, location: b, phase: .moved, time: time))
            let frame = scrolls[i].tick(at: time)
            sum += frame.contentOffset.x + frame.contentOffset.y + frame.zoomScale
        }
        return sum
    }
}

/// The two fingers of instance `instance` at frame `frame`: 60 to 540 points apart over a 4-second
/// cycle, about a midpoint circling 80 points around the viewport's centre every 3 seconds.
@inline(__always)
private func pinchFingers(frame: Int, instance: Int) -> (Point, Point) {
    let phase = Double((frame + instance * 37) % 480) * (.pi / 240)
    let half = 150 + 120 * Double.sin(phase)
    let turn = Double((frame + instance * 11) % 360) * (.pi / 180)
    let centre = Point(x: 187.5 + 80 * Double.cos(turn), y: 333.5 + 80 * Double.sin(turn))
    return (Point(x: centre.x - half, y: centre.y), Point(x: centre.x + half, y: centre.y))
}

/// A 1200-point list in a 600-point viewport inside an outer scroll view with 800 points of range: the
/// inner takes the drag until its end, then the outer, and back.
private func makeNestedLists() -> NestedScroll<ScrollBehavior, ScrollBehavior> {
    do {
        let outer = try ScrollBehavior(contentSize: Size(width: 375, height: 1467), viewportSize: benchViewport, axes: .vertical)
        let inner = try ScrollBehavior(contentSize: Size(width: 375, height: 1200), viewportSize: Size(width: 375, height: 600),
                                       axes: .vertical)
        return try NestedScroll(outer: outer, inner: inner, priority: .innerFirst)
    } catch {
        preconditionFailure(error.description)
    }
}

private final class ScrollNested: FrameWorkload {
    let storage: InstanceStorage<NestedScroll<ScrollBehavior, ScrollBehavior>>

    init(count: Int) {
        storage = InstanceStorage((0..<count).map { _ in
            var pair = makeNestedLists()
            pair.handle(PointerSample(pointer: 0, x: 180, y: 300, phase: .began, time: 0))
            return pair
        })
    }

    func frame(_ index: Int) -> Double {
        let time = Double(index + 1) / 120
        var sum = 0.0
        let nested = storage.values
        for i in 0..<nested.count {
            // A finger travelling 1600 points up and back: through the list's 600 points of range
            // into the outer's 800, and back through both.
            let angle = Double((index + i * 17) % 480) * (.pi / 240)
            let y = 300 - 800 * (1 - Double.cos(angle))
            let frame = nested[i].handle(PointerSample(pointer: 0, x: 180, y: y, phase: .moved, time: time))
            _ = nested[i].tick(at: time)
            sum += frame.outer.contentOffset.y + frame.inner.contentOffset.y
        }
        return sum
    }
}
