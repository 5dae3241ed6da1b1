/// Where a tracked pan is: the four callbacks of the talk's relative-position delegate.
///
/// Every `began` is followed by `moved` events and exactly one `ended` or `cancelled`.
///
/// ```swift
/// import RelativePosition
///
/// var tracker = try PositionTracker(container: Rect(x: 0, y: 0, width: 375, height: 100))
/// var dock = try DockRow(count: 5, layerSize: Size(width: 50, height: 50), spacing: 10, in: tracker.container)
/// if let event = tracker.handle(PointerSample(pointer: 0, x: 90, y: 50, phase: .began, time: 0)),
///    event.phase == .began {
///     dock.follow(event)
/// }
/// ```
public enum TrackingPhase: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The pan began: the finger is in the container and the layers should start reacting.
    case began
    /// The finger moved (or a sample confirmed it is still there).
    case moved
    /// The finger lifted; the event's velocity is the release velocity.
    case ended
    /// The system or the host took the gesture away; treat it as "back to rest", not as a throw.
    case cancelled

    /// True for `ended` and `cancelled`.
    @inlinable
    public var isFinal: Bool { self == .ended || self == .cancelled }

    public var description: String { rawValue }
}
