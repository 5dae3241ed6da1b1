import Dynamics
import Geometry
import Gestures
import Parallax

/// Parallax's per-frame work: a scroll frame driving parallax layers and a stretchy header.
extension BenchModule {
    static let parallax = BenchModule(name: "Parallax", scenarios: parallaxScenarios)
}

private let parallaxScenarios: [Scenario] = [
    Scenario(
        name: "parallax.layers",
        summary: "one tick of a decelerating scroll view driving 20 parallax layers and a stretchy header, per instance",
        make: { count in ParallaxLayers(count: count) }),
]

private final class ParallaxLayers: FrameWorkload {
    var scrolls: [ScrollBehavior]
    let layers: [ParallaxLayer]
    let header: StretchyHeader
    let fade = ScrollProgress(from: 0, to: 240)
    let modifiers: [ProgressModifier] = [.clamped(lower: 0, upper: 1), .reversed]
    var shown: [LayerState]

    init(count: Int) {
        scrolls = Array(repeating: makeBenchList(), count: count)
        for i in 0..<count { flingBenchList(&scrolls[i], velocity: i % 2 == 0 ? 2500 : -6000, at: -Double(i % 60) / 120) }
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
                        if frame.state == .idle { flingBenchList(&scrolls[i], velocity: i % 2 == 0 ? 2500 : -6000, at: time) }
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
