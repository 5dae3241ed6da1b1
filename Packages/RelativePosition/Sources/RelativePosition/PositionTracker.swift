import Geometry
import Gestures

/// Turns a pan over a container into relative positions and the talk's delegate callbacks:
/// `began`, `moved`, `ended` (or `cancelled`), each with the position in (0, 1) and the velocity.
///
/// ```swift
/// var tracker = try PositionTracker(container: Rect(x: 0, y: 0, width: 375, height: 667))
/// for sample in samples {
///     guard let event = tracker.handle(sample) else { continue }
///     layer.alpha = event.position.x
///     if event.phase == .ended { print(event.velocity) }   // container widths per second
/// }
/// ```
///
/// A ``PanRecognizer`` underneath decides when the pan begins and ends (its hysteresis, touch
/// counts, cancellation) and estimates the velocity (least squares by default, as Android's and
/// Flutter's trackers do). With the default `minimumDistance` of 0 the pan begins on touch down, as
/// a control that follows the finger should; pass 10 for `UIPanGestureRecognizer`-like hysteresis.
///
/// Every `began` is followed by exactly one `ended` or `cancelled`: when the touches lift or are
/// cancelled, when the host calls ``cancel()``, and also when it calls ``reset()`` mid-gesture.
/// Samples with a non-finite location or time, or going back in time, are ignored (the pan's
/// documented clamp), so no event ever carries a NaN.
public struct PositionTracker: Sendable {
    /// The rectangle positions are relative to, in the samples' coordinate space. Always finite,
    /// with a positive width and height.
    public private(set) var container: Rect
    @usableFromInline var pan: PanRecognizer
    /// The last event handed out, if any.
    public private(set) var lastEvent: TrackingEvent?

    /// A tracker over `container`.
    ///
    /// - Parameters:
    ///   - container: The container's rectangle; finite, with a positive width and height.
    ///   - minimumDistance: The pan's hysteresis in points (0: begin on touch down).
    ///   - velocityStrategy: How the velocity is estimated.
    /// - Throws: ``ConfigurationError`` for an empty, negative or non-finite container;
    ///   `ConfigurationError` for a negative or non-finite distance.
    public init(container: Rect, minimumDistance: Double = 0,
                velocityStrategy: VelocityStrategy = .leastSquares) throws {
        try ConfigurationError.validateContainer(container)
        self.container = container
        pan = try PanRecognizer(minimumDistance: minimumDistance, velocityStrategy: velocityStrategy)
    }

    /// True between a `began` and its `ended` or `cancelled`.
    @inlinable
    public var isTracking: Bool { pan.state.isActive }

    /// Where the finger is (or was last), relative to the container, in (0, 1) on each axis.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var position: Point { relativePosition(of: pan.location, in: container) }

    /// Moves or resizes the container. Takes effect from the next event; an ongoing pan goes on.
    ///
    /// - Parameter container: The new rectangle; finite, with a positive width and height.
    /// - Throws: ``ConfigurationError``, leaving the current container in place.
    public mutating func setContainer(_ container: Rect) throws(ConfigurationError) {
        try ConfigurationError.validateContainer(container)
        self.container = container
    }

    /// Feeds one pointer sample and returns the event it produces, if any.
    ///
    /// - Parameter sample: The next sample of the touch stream, in the container's coordinate space.
    /// - Returns: `began`, `moved`, `ended` or `cancelled`; nil when the sample changes nothing a
    ///   delegate sees (before the pan begins, a sample the pan ignores, touches after the end).
    /// - Complexity: O(velocity history), no allocation.
    public mutating func handle(_ sample: PointerSample) -> TrackingEvent? {
        let before = pan.snapshot
        let state = pan.handle(sample)
        let phase: TrackingPhase
        switch state {
        case .began:
            // The pan stays `began` through a sample it ignores right after beginning.
            guard !before.state.isActive else { return nil }
            phase = .began
        case .changed:
            // A sample the pan ignored (unknown pointer, non-finite, backwards) leaves it unchanged.
            guard pan.snapshot != before else { return nil }
            phase = .moved
        case .ended, .cancelled:
            guard before.state.isActive else { return nil }
            phase = state == .ended ? .ended : .cancelled
        case .possible, .failed, .recognized:
            return nil
        }
        return emit(phase, time: pan.time)
    }

    /// The host takes the gesture away (an alert, a competing gesture): an ongoing pan ends with
    /// `cancelled`.
    ///
    /// - Returns: The `cancelled` event, or nil when nothing was being tracked.
    /// - Complexity: O(1).
    @discardableResult
    public mutating func cancel() -> TrackingEvent? {
        let wasTracking = isTracking
        pan.cancel()
        return wasTracking ? emit(.cancelled, time: pan.time) : nil
    }

    /// Forgets the touches, ready for a new gesture. An ongoing pan is cancelled first, so its
    /// `began` still gets its end.
    ///
    /// - Returns: The `cancelled` event of an ongoing pan, or nil.
    /// - Complexity: O(1).
    @discardableResult
    public mutating func reset() -> TrackingEvent? {
        let event = cancel()
        pan.reset()
        return event
    }

    mutating func emit(_ phase: TrackingPhase, time: Double) -> TrackingEvent {
        // A velocity that overflowed is reported as zero rather than handed on as a NaN or infinity.
        func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
        let points = Vector(dx: finite(pan.velocity.dx), dy: finite(pan.velocity.dy))
        let relative = Vector(dx: finite(points.dx / container.size.width), dy: finite(points.dy / container.size.height))
        let event = TrackingEvent(phase: phase, position: position, velocity: relative,
                                  location: pan.location, pointVelocity: points, time: time)
        lastEvent = event
        return event
    }
}
