/// The end of a nested drag: who flings, and with what.
public struct NestedScrollRelease: Hashable, Sendable {
    /// The side that took the finger's travel last, which flings with the release velocity; `nil`
    /// when neither took any (the other side, or both, stay where they are).
    public var flingOwner: NestedScrollSide?
    /// The finger's velocity along the axis at the release, points per second (0 when cancelled).
    public var velocity: Double
    /// The finger's travel along the axis over the whole drag, points.
    public var translation: Double
    /// The release's timestamp.
    public var time: Double
    /// True when the gesture was cancelled rather than lifted.
    public var wasCancelled: Bool

    public init(flingOwner: NestedScrollSide?, velocity: Double, translation: Double, time: Double, wasCancelled: Bool) {
        self.flingOwner = flingOwner
        self.velocity = velocity
        self.translation = translation
        self.time = time
        self.wasCancelled = wasCancelled
    }
}
