import Geometry

/// A continuous two-finger rotation: UIKit's `UIRotationGestureRecognizer`, headless.
///
/// ```swift
/// import Gestures
///
/// let samples = [PointerSample(pointer: 0, x: 100, y: 100, phase: .began, time: 0),
///                PointerSample(pointer: 1, x: 200, y: 100, phase: .began, time: 0),
///                PointerSample(pointer: 1, x: 200, y: 150, phase: .moved, time: 0.016)]
/// var layer = LayerState(size: Size(width: 100, height: 100))
/// let startAngle = layer.transform.rotation
/// var rotation = RotationRecognizer()
/// for sample in samples where rotation.handle(sample).isActive {
///     layer.transform.rotation = startAngle + rotation.rotation
/// }
/// ```
///
/// ``rotation`` is the angle, in radians (positive clockwise in y-down screen coordinates, as in
/// UIKit), the line through the first two touches turned since they landed, unwrapped so that it
/// keeps counting past half a turn. It begins once that angle passed `minimumRotation`, ends when
/// fewer than two touches remain, and is cancelled by a cancelled touch or ``cancel()``.
public struct RotationRecognizer: GestureRecognizer {
    @usableFromInline var engine: _TwoTouchGesture

    /// A rotation recogniser.
    ///
    /// - Parameter minimumRotation: The angle in radians the touches must turn before the gesture
    ///   begins; finite and not negative, 0.05 (about 3°) by default.
    /// - Throws: `ConfigurationError` for a negative or non-finite value.
    public init(minimumRotation: Double = 0.05) throws(ConfigurationError) {
        try ConfigurationError.check(minimumRotation, "minimumRotation", .nonNegative)
        engine = _TwoTouchGesture(measure: .angle, threshold: minimumRotation)
    }

    /// A rotation with the default 0.05 rad threshold.
    public init() {
        engine = _TwoTouchGesture(measure: .angle, threshold: 0.05)
    }

    public var state: GestureState { engine.state }
    /// The rotation in radians since the touches landed (0 before).
    public var rotation: Double { engine.value }
    /// How fast the rotation changes, in radians per second (0 without an estimate or once cancelled).
    public var velocity: Double { engine.velocity }
    /// The midpoint of the two touches, in points.
    public var location: Point { engine.location }
    /// How many touches are down (at most two count).
    public var numberOfTouches: Int { engine.geometry.touches.count }

    /// Re-bases the rotation so that it reads `rotation` now (UIKit's `rotation = 0` idiom).
    ///
    /// - Parameter rotation: The new rotation in radians; a non-finite value is ignored.
    public mutating func setRotation(_ rotation: Double) {
        guard rotation.isFinite, engine.hasBase else { return }
        engine.rebase(keeping: rotation)
        engine.valueBeforeChange = rotation
    }

    @discardableResult
    public mutating func handle(_ sample: PointerSample) -> GestureState { engine.handle(sample) }

    @discardableResult
    public mutating func tick(at time: Double) -> GestureState { engine.state }

    @discardableResult
    public mutating func cancel() -> GestureState { engine.cancel() }

    public mutating func reset() { engine.reset() }
}
