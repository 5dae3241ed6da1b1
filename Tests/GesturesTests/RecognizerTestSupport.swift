import Gestures

func touch(_ pointer: Int, _ x: Double, _ y: Double, _ phase: PointerPhase, _ t: Double) -> PointerSample {
    PointerSample(pointer: pointer, x: x, y: y, phase: phase, time: t)
}

/// Records every state a recogniser reports, collapsing repeats.
struct StateLog {
    var states: [GestureState] = [.possible]
    mutating func record(_ state: GestureState) {
        if state != states.last || state == .changed { states.append(state) }
    }
}
