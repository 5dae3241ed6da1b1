/// Where an ``AnchoredDraggable`` is: at rest on an anchor, following a finger, or settling.
///
/// ```swift
/// import Anchored
///
/// print(AnchoredDragState.settling)   // settling
/// ```
public enum AnchoredDragState: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// At rest exactly on an anchor (``AnchoredDraggable/settledValue``'s).
    case idle
    /// A finger moves the offset.
    case dragging
    /// Released (or sent with ``AnchoredDraggable/animate(to:using:velocity:at:)``): moving to ``AnchoredDraggable/targetValue``'s anchor.
    case settling

    public var description: String { rawValue }
}
