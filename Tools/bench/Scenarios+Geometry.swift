import Geometry

/// Geometry's per-frame work: what every interaction does at the end of a frame.
extension BenchModule {
    static let geometry = BenchModule(name: "Geometry", scenarios: geometryScenarios + pathScenarios, probes: [Curve.self, RubberBandProbe.self, ArcProbe.self])
}

private let geometryScenarios: [Scenario] = [
    Scenario(
        name: "geometry.layer-curve",
        summary: "a LayerState interpolated along the ease-in-out curve, per instance",
        make: { count in LayerAlongCurve(count: count) }),
    Scenario(
        name: "geometry.rubberband",
        summary: "a finger position rubber-banded past both ends of a range, per instance",
        make: { count in RubberBandDrag(count: count) }),
]

private final class LayerAlongCurve: FrameWorkload {
    let from = LayerState(position: Point(x: 20, y: 40), size: Size(width: 100, height: 60), alpha: 0.2,
                          transform: DecomposedTransform(rotation: -0.3, uniformScale: 0.5))
    let to = LayerState(position: Point(x: 300, y: 500), size: Size(width: 120, height: 90), alpha: 1,
                        transform: DecomposedTransform(rotation: 0.4, uniformScale: 1.2), zPosition: 1)
    var outputs: [LayerState]

    init(count: Int) {
        outputs = Array(repeating: LayerState(), count: count)
    }

    func frame(_ index: Int) -> Double {
        var sum = 0.0
        outputs.withUnsafeMutableBufferPointer { layers in
            for i in layers.indices {
                let time = Double((index + i) % 240) / 240
                let state = from.interpolated(to: to, by: TimingCurve.easeInOut.value(at: time))
                layers[i] = state
                sum += state.position.x
            }
        }
        return sum
    }
}

private final class RubberBandDrag: FrameWorkload {
    let count: Int

    init(count: Int) {
        self.count = count
    }

    func frame(_ index: Int) -> Double {
        var sum = 0.0
        for i in 0..<count {
            let finger = Double((index + i) % 1_000) - 250
            sum += rubberBand(value: finger, in: 0...500, dimension: 667)
        }
        return sum
    }
}
