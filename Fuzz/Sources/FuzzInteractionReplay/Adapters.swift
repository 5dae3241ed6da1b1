import Geometry
import Gestures

// Every interaction conforms to `Interaction` and is fuzzed as it is; a recogniser is not an
// interaction, so the pan is seen through this adapter.

/// A pan recogniser as an interaction: its snapshot is the output.
struct PanInteraction: Interaction {
    var pan = PanRecognizer()

    mutating func handle(_ sample: PointerSample) -> PanSnapshot {
        pan.handle(sample)
        return pan.snapshot
    }

    mutating func update(with reading: GestureReading) -> PanSnapshot { pan.snapshot }

    mutating func tick(at time: Double) -> PanSnapshot {
        pan.tick(at: time)
        return pan.snapshot
    }

    var isSettled: Bool { pan.numberOfTouches == 0 && !pan.state.isActive }

    mutating func reset() { pan.reset() }
}
