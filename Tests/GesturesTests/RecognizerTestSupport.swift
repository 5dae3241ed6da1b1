import _MotionTestSupport
import Gestures


/// Records every state a recogniser reports, collapsing repeats.
struct StateLog {
    var states: [GestureState] = [.possible]
    mutating func record(_ state: GestureState) {
        if state != states.last || state == .changed { states.append(state) }
    }
}
