import Geometry

/// One reading of a recogniser the host runs itself (a `UIPanGestureRecognizer`, a
/// `UIPinchGestureRecognizer`, a `UIRotationGestureRecognizer`, a SwiftUI `DragGesture` or
/// `MagnifyGesture`): the one type every ``Interaction`` takes in ``Interaction/update(with:)``.
///
/// A pan fills the centroid's location, translation and velocity; a pinch also its scale, a rotation its
/// angle; a raw reading (a scroll offset, any one number a host tracks) its ``value``. Each interaction
/// reads what it follows (a toss the translation, a pinch-to-close transition the scale) and takes a
/// missing part as the identity: scale 1, rotation 0, value 0, no translation.
///
/// ```swift
/// import Gestures
///
/// let drag = GestureReading(state: .changed, location: Point(x: 120, y: 300), translation: Vector(dx: 40, dy: 0),
///                           velocity: Vector(dx: 900, dy: 0), numberOfTouches: 1, time: 0.1)
/// let pinch = GestureReading.pinch(state: .changed, scale: 0.8, velocity: -1.5,
///                                  location: Point(x: 180, y: 300), numberOfTouches: 2, time: 0.1)
/// print(drag.scale, pinch.scale)   // 1.0 0.8
/// ```
@frozen
public struct GestureReading: Hashable, Sendable {
    /// The recogniser's state: `began` grabs, `changed` follows, `ended` releases, `cancelled` cancels.
    public var state: GestureState
    /// The centroid of the touches, in points.
    public var location: Point
    /// How far the centroid moved since `began`, in points.
    public var translation: Vector
    /// The centroid's velocity, in points per second.
    public var velocity: Vector
    /// A pinch's scale (1 at `began`); 1 for other gestures.
    public var scale: Double
    /// The scale's velocity, per second.
    public var scaleVelocity: Double
    /// A rotation's angle since `began`, radians; 0 for other gestures.
    public var rotation: Double
    /// The angle's velocity, radians per second.
    public var rotationVelocity: Double
    /// A raw reading: one number the host tracks itself (a scroll offset, in points); 0 otherwise.
    public var value: Double
    /// The raw reading's velocity, per second.
    public var valueVelocity: Double
    /// How many touches the recogniser follows.
    public var numberOfTouches: Int
    /// The reading's timestamp, seconds on the ticks' clock (a release's starts the motion after it).
    public var time: Double

    /// A reading of a pan (or of any gesture's centroid).
    @inlinable
    public init(state: GestureState, location: Point, translation: Vector, velocity: Vector, numberOfTouches: Int,
                time: Double) {
        self.state = state
        self.location = location
        self.translation = translation
        self.velocity = velocity
        self.scale = 1
        self.scaleVelocity = 0
        self.rotation = 0
        self.rotationVelocity = 0
        self.value = 0
        self.valueVelocity = 0
        self.numberOfTouches = numberOfTouches
        self.time = time
    }

    /// A pan recogniser's reading.
    @inlinable
    public init(_ pan: PanSnapshot) {
        self.init(state: pan.state, location: pan.location, translation: pan.translation, velocity: pan.velocity,
                  numberOfTouches: pan.numberOfTouches, time: pan.time)
    }

    /// A pinch recogniser's reading: its scale and the scale's velocity (UIKit's
    /// `UIPinchGestureRecognizer.scale` and `velocity`), at the touches' centroid.
    @inlinable
    public static func pinch(state: GestureState, scale: Double, velocity: Double, location: Point = .zero,
                             numberOfTouches: Int = 2, time: Double) -> GestureReading {
        var reading = GestureReading(state: state, location: location, translation: .zero, velocity: .zero,
                                     numberOfTouches: numberOfTouches, time: time)
        reading.scale = scale
        reading.scaleVelocity = velocity
        return reading
    }

    /// A rotation recogniser's reading: its angle since `began` and the angle's velocity, radians
    /// (UIKit's `UIRotationGestureRecognizer.rotation` and `velocity`).
    @inlinable
    public static func rotation(state: GestureState, rotation: Double, velocity: Double, location: Point = .zero,
                                numberOfTouches: Int = 2, time: Double) -> GestureReading {
        var reading = GestureReading(state: state, location: location, translation: .zero, velocity: .zero,
                                     numberOfTouches: numberOfTouches, time: time)
        reading.rotation = rotation
        reading.rotationVelocity = velocity
        return reading
    }

    /// A raw reading of one number the host tracks itself (a scroll offset driving a transition), with
    /// its velocity per second.
    @inlinable
    public static func value(_ value: Double, velocity: Double, state: GestureState, time: Double) -> GestureReading {
        var reading = GestureReading(state: state, location: .zero, translation: .zero, velocity: .zero,
                                     numberOfTouches: 0, time: time)
        reading.value = value
        reading.valueVelocity = velocity
        return reading
    }

    /// The reading as a pan's: state, location, translation, velocity, touches and time.
    @inlinable
    public var pan: PanSnapshot {
        PanSnapshot(state: state, location: location, translation: translation, velocity: velocity,
                    numberOfTouches: numberOfTouches, time: time)
    }
}
