/// Where a ``TossBehavior`` is: at rest, following a finger, or springing to its destination.
///
/// ```swift
/// import Tossable
///
/// let toss = TossBehavior(layer: LayerState(size: Size(width: 96, height: 54)), destination: Point(x: 60, y: 100))
/// if toss.state == .idle { print("at rest exactly at", toss.destination) }
/// ```
public enum TossState: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// At rest: the spring has settled (exactly at the destination) or has not started.
    case idle
    /// A pan is active: the position is the position at began plus the translation.
    case dragging
    /// Released: the spring carries the layer to the destination.
    case tossing

    public var description: String { rawValue }
}
