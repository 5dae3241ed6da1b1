/// Where a ``FlickDismissBehavior``'s card is.
///
/// ```swift
/// import Tossable
///
/// let flick = try FlickDismissBehavior(container: Rect(x: 0, y: 0, width: 375, height: 667))
/// if flick.state == .dismissed { print("close the viewer") }
/// ```
public enum FlickState: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// At rest, snapped at the container's centre.
    case idle
    /// Held by a finger through an attachment at the grab point.
    case dragging
    /// Released without a flick: the snap pulls it back to the centre (and its angle to 0).
    case returning
    /// Flicked: flying off with the release velocity under gravity in the velocity's direction.
    case dismissing
    /// Its frame no longer intersects the container. Final until ``FlickDismissBehavior/reset()``.
    case dismissed

    public var description: String { rawValue }
}
