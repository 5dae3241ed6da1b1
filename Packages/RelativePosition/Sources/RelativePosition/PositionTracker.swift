import Geometry
import Gestures

/// Turns a pan over a container into relative positions and the talk's delegate callbacks:
/// `began`, `moved`, `ended` (or `cancelled`), each with the position in (0, 1) and the velocity.
///
/// ```swift
/// import RelativePosition
///
/// var tracker = try PositionTracker(container: Rect(x: 0, y: 0, width: 375, height: 667))
/// var layer = LayerState(position: Point(x: 187.5, y: 333.5), size: Size(width: 100, height: 100))
/// let samples = [PointerSample(pointer: 0, x: 100, y: 300, phase: .began, time: 0),
///                PointerSample(pointer: 0, x: 200, y: 310, phase: .moved, time: 0.016),
///                PointerSample(pointer: 0, x: 300, y: 320, phase: .ended, time: 0.032)]
/// for sample in samples {
///     guard let event = tracker.handle(sample) else { continue }
///     layer.alpha = event.position.x
///     if event.phase == .ended { print(event.velocity) }   // container sizes per second
/// }
/// ```
///
/// A `PanRecognizer` underneath decides when the pan begins and ends (its hysteresis, touch
/// counts, cancellation) and estimates the velocity (least squares by default, as Android's and
/// Flutter's trackers do). With the default `minimumDistance` of 0 the pan begins on touch down, as
/// a control that follows the finger should; pass 10 for `UIPanGestureRecognizer`-like hysteresis.
///
/// Every `began` is followed by exactly one `ended` or `cancelled`: when the touches lift or are
/// cancelled, when the host calls ``cancel()``, and also when it calls ``reset()`` mid-gesture.
///
/// Nothing here moves with time: the tracker is a pure function of its input. Every event comes back
/// from the ``handle(_:)`` or ``update(with:)`` that produced it (that is where a host reacts to a
/// `began` or an `ended`); as an `Interaction`, ``tick(at:)`` shows the latest event at that time
/// (``lastEvent``: what a frame at that time shows, whatever the frame rate), and ``isSettled`` is true
/// whenever no gesture is in progress.
/// Samples with a non-finite location or time are ignored (a lift still ends the touch), and samples
/// going back in time follow the recognisers' one rule (the Gestures guide's Domain section), so no
/// event ever carries a NaN and every touch ends.
public struct PositionTracker: Interaction {
    /// The rectangle positions are relative to, in the samples' coordinate space. Always finite,
    /// with a positive width and height.
    public private(set) var container: Rect
    @usableFromInline var pan: PanRecognizer
    /// The last event handed out, if any.
    public private(set) var lastEvent: TrackingEvent?

    /// Always empty: the tracker reports where the finger is and nothing a person feels on its own; what
    /// its consumers make of the position reports theirs (a ``DockRow``'s item ticks, a
    /// ``ScrollBinding``'s edge hits).
    public var events: [FeedbackEvent] { [] }

    /// Stored and read by nothing: the tracker has no motion of its own (it follows the finger, which
    /// motion preferences never change).
    public var motionPreferences: MotionPreferences = .standard

    /// A tracker over `container`.
    ///
    /// - Parameters:
    ///   - container: The container's rectangle; finite, with a positive width and height.
    ///   - minimumDistance: The pan's hysteresis in points (0: begin on touch down).
    ///   - velocityStrategy: How the velocity is estimated.
    /// - Throws: `ConfigurationError` for an empty, negative or non-finite container, or a negative
    ///   or non-finite distance.
    public init(container: Rect, minimumDistance: Double = 0,
                velocityStrategy: VelocityStrategy = .leastSquares) throws(ConfigurationError) {
        try ConfigurationError.validateContainer(container)
        self.container = container
        pan = try PanRecognizer(minimumDistance: minimumDistance, velocityStrategy: velocityStrategy)
    }

    /// True between a `began` and its `ended` or `cancelled`.
    @inlinable
    public var isTracking: Bool { pan.state.isActive || hostTracking }
    /// True between a host reading's `began` and its end (``update(with:)``).
    @usableFromInline var hostTracking = false

    /// Where the finger is (or was last), relative to the container, in (0, 1) on each axis.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var position: Point { relativePosition(of: pan.location, in: container) }

    /// Moves or resizes the container. Takes effect from the next event; an ongoing pan goes on.
    ///
    /// - Parameter container: The new rectangle; finite, with a positive width and height.
    /// - Throws: `ConfigurationError`, leaving the current container in place.
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
    @discardableResult
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

    /// Follows a reading of a pan recogniser the host runs itself (its state, location and velocity),
    /// instead of ``handle(_:)``: `began` begins, `changed` moves, `ended` / `cancelled` end a gesture in
    /// progress; anything else, or a reading with a non-finite location, changes nothing.
    ///
    /// - Returns: The event the reading produced, or nil.
    /// - Complexity: O(1), no allocation.
    @discardableResult
    public mutating func update(with reading: GestureReading) -> TrackingEvent? {
        // A reading with a non-finite location or time moves nothing, but an end still ends (at the
        // last finite location and time): every began gets its end.
        let usable = reading.location.isFinite && reading.time.isFinite
        guard usable || (hostTracking && !reading.state.isActive) else { return nil }
        let location = usable ? reading.location : (lastEvent?.location ?? container.center)
        let time = usable ? reading.time : (lastEvent?.time ?? 0)
        let phase: TrackingPhase
        switch reading.state {
        case .began: phase = hostTracking ? .moved : .began
        case .changed: phase = hostTracking ? .moved : .began
        case .ended, .cancelled:
            guard hostTracking else { return nil }
            phase = reading.state == .ended ? .ended : .cancelled
        case .possible, .failed, .recognized:
            // A host recogniser that went back to rest without reporting its end: cancelled.
            guard hostTracking else { return nil }
            phase = .cancelled
        }
        if phase == .began, isTracking { cancel() }
        hostTracking = !phase.isFinal
        return emit(phase, time: time, location: location, pointVelocity: usable ? reading.velocity : .zero)
    }

    /// What a display frame at `time` shows: the latest event (``lastEvent``), nil before the first.
    /// The tracker does not move with time; the frame's time changes nothing.
    ///
    /// - Complexity: O(1), no allocation.
    @discardableResult
    public mutating func tick(at time: Double) -> TrackingEvent? {
        lastEvent
    }

    /// True when no gesture is in progress: nothing changes until the next input.
    public var isSettled: Bool { !isTracking }

    /// The host takes the gesture away (an alert, a competing gesture): an ongoing pan ends with
    /// `cancelled`.
    ///
    /// - Returns: The `cancelled` event, or nil when nothing was being tracked.
    /// - Complexity: O(1).
    @discardableResult
    public mutating func cancel() -> TrackingEvent? {
        let wasTracking = isTracking
        let time = hostTracking ? (lastEvent?.time ?? pan.time) : pan.time
        pan.cancel()
        hostTracking = false
        return wasTracking ? emit(.cancelled, time: time) : nil
    }

    /// Forgets the touches, ready for a new gesture. An ongoing pan is cancelled first, so its
    /// `began` still gets its end (``lastEvent`` is then that `cancelled` event, and the next tick
    /// shows it).
    ///
    /// - Complexity: O(1).
    public mutating func reset() {
        cancel()
        pan.reset()
    }

    mutating func emit(_ phase: TrackingPhase, time: Double) -> TrackingEvent {
        emit(phase, time: time, location: pan.location, pointVelocity: pan.velocity)
    }

    mutating func emit(_ phase: TrackingPhase, time: Double, location rawLocation: Point, pointVelocity: Vector) -> TrackingEvent {
        // Touches near ±1.8e308 can average to an infinite centroid: the last finite location stands.
        let location = rawLocation.isFinite ? rawLocation : (lastEvent?.location ?? container.center)
        // A velocity that overflowed is reported as zero rather than handed on as a NaN or infinity.
        func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
        let points = Vector(dx: finite(pointVelocity.dx), dy: finite(pointVelocity.dy))
        let relative = Vector(dx: finite(points.dx / container.size.width), dy: finite(points.dy / container.size.height))
        let event = TrackingEvent(phase: phase, position: relativePosition(of: location, in: container), velocity: relative,
                                  location: location, pointVelocity: points, time: time)
        lastEvent = event
        return event
    }
}
