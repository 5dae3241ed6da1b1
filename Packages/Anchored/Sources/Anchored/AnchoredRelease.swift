/// A finger letting go of an ``AnchoredDraggable`` (or its gesture being cancelled), with the anchor the
/// release chose. Read it after the `handle(_:)` or `update(with:)` that released; to choose another
/// anchor, call ``AnchoredDraggable/animate(to:using:velocity:at:)`` then, before the next tick: the settle still
/// starts at the release's timestamp, from its offset and velocity.
///
/// ```swift
/// import Anchored
///
/// var toggle = try AnchoredDraggable(anchors: DraggableAnchors([false: 0, true: 40]), initialValue: false)
/// toggle.handle(PointerSample(pointer: 0, x: 10, y: 0, phase: .began, time: 0))
/// toggle.handle(PointerSample(pointer: 0, x: 22, y: 0, phase: .moved, time: 0.2))
/// toggle.handle(PointerSample(pointer: 0, x: 22, y: 0, phase: .ended, time: 0.4))
/// print(toggle.lastRelease!.offset, toggle.lastRelease!.target)   // 12.0 false
/// ```
public struct AnchoredRelease<Key: Hashable & Sendable>: Sendable {
    /// The offset at the release, points.
    public let offset: Double
    /// The release velocity along the axis, points per second (0 for a cancel).
    public let velocity: Double
    /// The anchor the release chose (Compose's rule; the closest for a cancel).
    public let target: Key
    /// The release's timestamp: the settle starts here.
    public let time: Double
    /// True when the gesture was cancelled rather than lifted.
    public let wasCancelled: Bool
}

extension AnchoredRelease: Equatable where Key: Equatable {}
