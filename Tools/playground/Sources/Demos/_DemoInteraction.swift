import Geometry
import Gestures

/// A demo as an `Interaction`, so the host layer's `LiveLoop` drives it as it drives any interaction.
/// Demos take pointer samples and wheel events: a reading shows the demo as it is.
struct _DemoInteraction<Demo: PlaygroundDemo>: Interaction {
    var demo: Demo
    let stage: Rect

    mutating func handle(_ sample: PointerSample) -> DemoFrame {
        demo.handle(sample)
        return demo.current
    }

    mutating func update(with reading: GestureReading) -> DemoFrame { demo.current }

    mutating func handleWheel(_ wheel: WheelSample) { demo.handle(wheel) }

    mutating func tick(at time: Double) -> DemoFrame { demo.tick(at: time) }

    var isSettled: Bool { demo.isSettled }

    /// A fresh demo on the same stage (every demo is made at rest); the old one if the stage is refused.
    mutating func reset() {
        do throws(ConfigurationError) {
            demo = try Demo(stage: stage)
        } catch {}
    }
}
