import Geometry

/// A continuous two-finger pinch: UIKit's `UIPinchGestureRecognizer`, headless.
///
/// ```swift
/// import Gestures
///
/// let samples = [PointerSample(pointer: 0, x: 100, y: 100, phase: .began, time: 0),
///                PointerSample(pointer: 1, x: 200, y: 200, phase: .began, time: 0),
///                PointerSample(pointer: 1, x: 250, y: 250, phase: .moved, time: 0.016)]
/// var layer = LayerState(size: Size(width: 100, height: 100))
/// let startScale = layer.transform.scale
/// var pinch = PinchRecognizer()
/// for sample in samples where pinch.handle(sample).isActive {
///     layer.transform.scale = startScale * pinch.scale
/// }
/// ```
///
/// ``scale`` is the distance between the first two touches over their distance when both landed
/// (UIKit's definition), so it is not exactly 1 when the gesture begins. The pinch begins once that
/// distance changed by `minimumSpanChange` points, ends when fewer than two touches remain, and is
/// cancelled by a cancelled touch or ``cancel()``. Further touches are ignored.
public struct PinchRecognizer: GestureRecognizer {
    @usableFromInline var engine: _TwoTouchGesture

    /// A pinch recogniser.
    ///
    /// - Parameter minimumSpanChange: How many points the distance between the touches must change
    ///   before the pinch begins; finite and not negative, 10 by default.
    /// - Throws: `ConfigurationError` for a negative or non-finite value.
    public init(minimumSpanChange: Double = 10) throws(ConfigurationError) {
        try ConfigurationError.check(minimumSpanChange, "minimumSpanChange", .nonNegative)
        engine = _TwoTouchGesture(measure: .span, threshold: minimumSpanChange)
    }

    /// A pinch with the default 10 pt threshold.
    public init() {
        engine = _TwoTouchGesture(measure: .span, threshold: 10)
    }

    public var state: GestureState { engine.state }
    /// The scale factor: the touches' distance over their distance when they landed (1 before).
    public var scale: Double { engine.value }
    /// How fast the scale changes, per second (0 without an estimate or once cancelled).
    public var velocity: Double { engine.velocity }
    /// The midpoint of the two touches, in points.
    public var location: Point { engine.location }
    /// How many touches are down (at most two count).
    public var numberOfTouches: Int { engine.geometry.touches.count }

    /// Re-bases the scale so that it reads `scale` now (UIKit's `scale = 1` idiom).
    ///
    /// - Parameter scale: The new scale, positive and finite; anything else is ignored.
    public mutating func setScale(_ scale: Double) {
        guard scale.isFinite, scale > 0, engine.hasBase else { return }
        engine.rebase(keeping: scale)
        engine.valueBeforeChange = scale
    }

    @discardableResult
    public mutating func handle(_ sample: PointerSample) -> GestureState { engine.handle(sample) }

    @discardableResult
    public mutating func tick(at time: Double) -> GestureState { engine.state }

    @discardableResult
    public mutating func cancel() -> GestureState { engine.cancel() }

    public mutating func reset() { engine.reset() }
}
