import Geometry

/// What happened at one release: the toss's initial conditions.
///
/// A ``TossBehavior`` keeps the latest in ``TossBehavior/lastRelease`` (Material Motion's "initial
/// velocity stream"), for the host to read after the sample that released.
///
/// ```swift
/// import Tossable
///
/// var toss = TossBehavior(layer: LayerState(size: Size(width: 96, height: 54)), destination: Point(x: 60, y: 100))
/// toss.handle(PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 0))
/// toss.handle(PointerSample(pointer: 0, x: 0, y: 0, phase: .ended, time: 0.1))
/// if let release = toss.lastRelease {
///     print(release.destination)   // (60.0, 100.0)
/// }
/// ```
@frozen
public struct TossRelease: Hashable, Sendable {
    /// Where the layer was let go, in points.
    public var position: Point
    /// The spring's initial velocity, in points per second: the pan's release velocity (zero when
    /// the gesture was cancelled), limited to ``TossBehavior/maximumReleaseSpeed``.
    public var velocity: Vector
    /// Where the release velocity would carry the layer if it coasted at the deceleration rate
    /// (`position` plus the momentum projection).
    public var projection: Point
    /// The destination the toss chose: the candidate nearest `projection`.
    public var destination: Point
    /// The pan's time of the release, in seconds.
    public var time: Double
    /// True when the gesture was cancelled rather than ended.
    public var wasCancelled: Bool

    /// A release.
    @inlinable
    public init(position: Point, velocity: Vector, projection: Point, destination: Point, time: Double,
                wasCancelled: Bool) {
        self.position = position
        self.velocity = velocity
        self.projection = projection
        self.destination = destination
        self.time = time
        self.wasCancelled = wasCancelled
    }
}
