import Dynamics
import Geometry
import Gestures
import Parallax

/// Parallax's per-frame work: a scroll view dragged, a scroll view decelerating, and a scroll frame
/// driving parallax layers and a stretchy header.
extension BenchModule {
    static let parallax = BenchModule(name: "Parallax", scenarios: parallaxScenarios, replayers: [.scroll],
                                      probes: [ScrollSimProbe.self], plotStyles: parallaxPlotStyles)
}

private let parallaxScenarios: [Scenario] = [
    Scenario(
        name: "scroll.drag",
        summary: "one pointer sample (pan + velocity tracker) and one tick of a dragged scroll view, rubber-banded past its top, per instance",
        make: { count in ScrollDrag(count: count) }),
    Scenario(
        name: "scroll.decelerate",
        summary: "one tick of a scroll view coasting and bouncing (UIKit physics; flung again through its recogniser readings when it rests), per instance",
        make: { count in ScrollDecelerate(count: count) }),
    Scenario(
        name: "parallax.layers",
        summary: "one tick of a decelerating scroll view driving 20 parallax layers and a stretchy header, per instance",
        make: { count in ParallaxLayers(count: count) }),
]

private let viewport = Size(width: 375, height: 667)

private func makeList() -> ScrollBehavior {
    do {
        return try ScrollBehavior(contentSize: Size(width: 375, height: 4000), viewportSize: viewport, axes: .vertical)
    } catch {
        preconditionFailure("\(error)")
    }
}

/// Flings `scroll` through a host recogniser's readings: began, a move, and a release at `velocity`
/// (the finger's, points per second), at `time`.
private func fling(_ scroll: inout ScrollBehavior, velocity: Double, at time: Double) {
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
            var scroll = makeList()
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
        scrolls = Array(repeating: makeList(), count: count)
        flingIndex = (0..<count).map { $0 % flings.count }
        for i in 0..<count {
            scrolls[i].scroll(to: Point(x: 0, y: 1600), animated: false)
            fling(&scrolls[i], velocity: flings[flingIndex[i]], at: -Double(i % 60) / 120)
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
                        fling(&scrolls[i], velocity: flings[flingIndex[i]], at: time)
                    }
                    sum += frame.contentOffset.y + frame.velocity.dy
                }
            }
        }
        return sum
    }
}

private final class ParallaxLayers: FrameWorkload {
    var scrolls: [ScrollBehavior]
    let layers: [ParallaxLayer]
    let header: StretchyHeader
    let fade = ScrollProgress(from: 0, to: 240)
    let modifiers: [ProgressModifier] = [.clamped(lower: 0, upper: 1), .reversed]
    var shown: [LayerState]

    init(count: Int) {
        scrolls = Array(repeating: makeList(), count: count)
        for i in 0..<count { fling(&scrolls[i], velocity: i % 2 == 0 ? 2500 : -6000, at: -Double(i % 60) / 120) }
        layers = (0..<20).map { index in
            ParallaxLayer(layer: LayerState(position: Point(x: 187.5, y: Double(index) * 90), size: Size(width: 375, height: 80)),
                          rate: Double(index % 5) * 0.25 + 0.25)
        }
        do { header = try StretchyHeader(height: 240) } catch { preconditionFailure("\(error)") }
        shown = Array(repeating: LayerState(), count: 20)
    }

    func frame(_ index: Int) -> Double {
        let time = Double(index) / 120
        var sum = 0.0
        scrolls.withUnsafeMutableBufferPointer { scrolls in
            layers.withUnsafeBufferPointer { layers in
                shown.withUnsafeMutableBufferPointer { shown in
                    for i in 0..<scrolls.count {
                        let frame = scrolls[i].tick(at: time)
                        if frame.state == .idle { fling(&scrolls[i], velocity: i % 2 == 0 ? 2500 : -6000, at: time) }
                        let offset = frame.contentOffset
                        let alpha = fade.progress(at: offset.y, modifiers: modifiers)
                        for j in 0..<layers.count {
                            shown[j] = layers[j].layer(at: offset)
                            shown[j].alpha = alpha
                        }
                        let layout = header.layout(at: offset.y)
                        sum += shown[i % 20].position.y + layout.height + layout.imageScale
                    }
                }
            }
        }
        return sum
    }
}
