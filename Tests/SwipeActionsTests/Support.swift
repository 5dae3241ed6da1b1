import Gestures

/// A pan reading along x with the given translation and velocity (and a cross-axis velocity).
func pan(_ state: GestureState, _ dx: Double, velocity: Double = 0, across: Double = 0, at time: Double) -> GestureReading {
    GestureReading(state: state, location: Point(x: dx, y: 0), translation: Vector(dx: dx, dy: 0),
                   velocity: Vector(dx: velocity, dy: across), numberOfTouches: state == .ended ? 0 : 1, time: time)
}
