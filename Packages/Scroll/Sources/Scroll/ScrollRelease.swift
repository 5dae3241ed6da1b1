import Geometry

/// What happened when a drag ended: the velocity handed to the physics, where the motion would have
/// stopped, and where it goes.
///
/// ```swift
/// import Scroll
///
/// let scroll = try ScrollBehavior(contentSize: Size(width: 375, height: 3000),
///                                 viewportSize: Size(width: 375, height: 667))
/// if let release = scroll.lastRelease {
///     print(release.velocity, release.projectedTarget, release.target)
/// }
/// ```
@frozen
public struct ScrollRelease: Hashable, Sendable {
    /// The content offset's velocity at the release, points per second, after the profile's minimum
    /// (a slower release does not fling) and maximum, with any ``carriedVelocity`` added. UIKit's
    /// delegate is given this divided by 1000.
    public var velocity: Vector
    /// The content offset when the finger lifted.
    public var contentOffset: Point
    /// Where the motion would come to rest on its own (the paging target with paging on), within the
    /// content's bounds: UIKit's `targetContentOffset` before the delegate.
    public var projectedTarget: Point
    /// Where it comes to rest: the projected target, or the one the host chose with
    /// ``ScrollBehavior/setTargetContentOffset(_:)`` (within bounds, on a page with paging on).
    public var target: Point
    /// True when the drag was cancelled rather than ended.
    public var wasCancelled: Bool
    /// What fling acceleration added to the finger's velocity (``ScrollBehavior/flingAcceleration``):
    /// zero unless the drag began on moving content and flicked on the way it moved.
    public var carriedVelocity: Vector

    /// The finger's velocity alone (negated, after the profile's minimum and maximum): what
    /// ``velocity`` would be without acceleration.
    public var dragVelocity: Vector

    /// A release.
    ///
    /// `dragVelocity` is `velocity − carriedVelocity` when not given.
    @inlinable
    public init(velocity: Vector, contentOffset: Point, projectedTarget: Point, target: Point, wasCancelled: Bool,
                carriedVelocity: Vector = .zero, dragVelocity: Vector? = nil) {
        self.velocity = velocity
        self.contentOffset = contentOffset
        self.projectedTarget = projectedTarget
        self.target = target
        self.wasCancelled = wasCancelled
        self.carriedVelocity = carriedVelocity
        self.dragVelocity = dragVelocity ?? velocity - carriedVelocity
    }
}
