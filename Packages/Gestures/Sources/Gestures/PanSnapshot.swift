import Geometry

/// What a pan reports at one moment: the per-frame reading interactions consume.
///
/// A plain value, free to read and copy: no allocation, no reference.
///
/// ```swift
/// import Gestures
///
/// var pan = PanRecognizer(); var layer = LayerState(); let grabbedAt = layer.position
/// pan.handle(PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 0))
/// let reading = pan.snapshot
/// if reading.state.isActive { layer.position = grabbedAt + reading.translation }
/// if reading.state == .ended { print("toss with", reading.velocity) }
/// ```
@frozen
public struct PanSnapshot: Hashable, Sendable {
    /// The recogniser's state.
    public var state: GestureState
    /// The centroid of the touches (the last known one once they lifted), in points.
    public var location: Point
    /// How far the centroid moved since the gesture began (or since `setTranslation`), in points.
    public var translation: Vector
    /// The centroid's velocity in points per second: zero while not yet estimated, at `ended` the
    /// release velocity (the mean of the lifted touches' estimates; zero when the finger had
    /// stopped for more than 40 ms).
    public var velocity: Vector
    /// How many touches the pan follows.
    public var numberOfTouches: Int
    /// The time of the last sample handled, in seconds.
    public var time: Double

    /// A snapshot.
    @inlinable
    public init(state: GestureState, location: Point, translation: Vector, velocity: Vector, numberOfTouches: Int, time: Double) {
        self.state = state
        self.location = location
        self.translation = translation
        self.velocity = velocity
        self.numberOfTouches = numberOfTouches
        self.time = time
    }
}
