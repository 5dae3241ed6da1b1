import Geometry

/// One delegate callback: a pan's place in its container, and how fast it moves.
///
/// ```swift
/// import RelativePosition
///
/// var tracker = try PositionTracker(container: Rect(x: 0, y: 0, width: 375, height: 667))
/// var layer = LayerState(size: Size(width: 100, height: 100))
/// let sample = PointerSample(pointer: 0, x: 90, y: 300, phase: .began, time: 0)
/// if let event = tracker.handle(sample) {
///     layer.alpha = event.position.x            // fade with the finger, never exactly 0
///     if event.phase == .ended { print("toss with", event.velocity) }
/// }
/// ```
@frozen
public struct TrackingEvent: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public var phase: TrackingPhase
    /// The relative position: each axis 0 at the container's minimum edge and 1 at its maximum,
    /// clamped to `relativePositionEpsilon ... 1 − relativePositionEpsilon` (inside the open
    /// interval (0, 1), as the talk clamps, so a scale or an alpha it drives never reaches 0).
    public var position: Point
    /// The velocity in relative units per second: ``pointVelocity`` divided by the container's
    /// width and height (1 means "the container's width per second"). Not clamped.
    public var velocity: Vector
    /// The finger (the centroid of the touches) in the container's coordinate space, in points,
    /// not clamped.
    public var location: Point
    /// The velocity in points per second (at `ended`, the release velocity).
    public var pointVelocity: Vector
    /// The time of the sample that produced the event, in seconds (for a host-made `cancel`,
    /// the time of the last sample).
    public var time: Double

    /// An event.
    @inlinable
    public init(phase: TrackingPhase, position: Point, velocity: Vector, location: Point, pointVelocity: Vector,
                time: Double) {
        self.phase = phase
        self.position = position
        self.velocity = velocity
        self.location = location
        self.pointVelocity = pointVelocity
        self.time = time
    }

    public var description: String {
        "\(phase) at \(position) (\(location) pt), velocity \(velocity)/s (\(pointVelocity) pt/s), t=\(time)"
    }
}
