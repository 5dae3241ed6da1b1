/// One side of a nested scroll: something that takes its part of a drag along one axis (a list, a
/// sheet, a pager), so that an outer and an inner one can share one finger (``NestedScroll``).
///
/// All distances are the finger's travel along the axis, in points, positive toward increasing screen
/// coordinates (down, or right): a finger moving up by 30 points is −30, whichever side takes it. What
/// that travel does is the side's own business (a list's offset grows by 30, a sheet grows by 30).
///
/// The coordinator asks before it gives: ``nestedOverscroll`` and ``nestedScrollRoom(for:)`` describe
/// the side as it is, and ``nestedScrollChanged(translation:velocity:at:)`` then hands it the total
/// travel it has taken since the drag began (absolute, as UIKit's pan translation is, so rounding
/// never accumulates and easing back is the exact inverse of pulling out). Compose splits the same
/// decision into `onPreScroll` / `onPostScroll` / `onPreFling` / `onPostFling` callbacks; here the
/// coordinator makes it from these answers and no closure runs inside a call.
///
/// `ScrollBehavior` conforms (the vertical axis, or the horizontal one when it scrolls only across).
public protocol NestedScrollable: Sendable {
    /// What a frame of this side shows.
    associatedtype Frame: Sendable

    /// The travel this side has taken past its edge in the current drag (a rubber band, a pull past
    /// the last detent): negative when the finger went past it moving up (or left), positive moving
    /// down (or right), 0 within its range. The coordinator hands a finger coming back to this side
    /// first, until the overscroll is gone.
    var nestedOverscroll: Double { get }

    /// How much of a finger travel `delta` this side can take within its range from where it is (as
    /// if any overscroll had been taken back first): the same sign as `delta`, no longer than it; 0 at
    /// the edge `delta` moves toward.
    func nestedScrollRoom(for delta: Double) -> Double

    /// Whether this side may take travel past its edge in the direction of `delta` (a list that
    /// bounces, a sheet that rubber-bands above its largest detent).
    func nestedScrollCanOverscroll(toward delta: Double) -> Bool

    /// A drag begins at `time` (the touch's timestamp): a side in motion stops where it was then.
    mutating func nestedScrollBegan(at time: Double)

    /// The drag moved: `translation` is the total travel given to this side since the drag began,
    /// `velocity` the finger's along the axis (points per second), `time` the input's timestamp.
    mutating func nestedScrollChanged(translation: Double, velocity: Double, at time: Double)

    /// Whether this side needs the finger's velocity at every change of a drag (a side whose behaviour
    /// during the drag depends on it). A ``NestedScroll`` following its own pan estimates the finger's
    /// velocity only when something reads it: when neither side needs it, the changes hand each side a
    /// velocity of 0, and the coordinator's frames show the finger's through
    /// ``nestedScrollFrame(_:showingFingerVelocity:)``. True by default (the velocity at every change).
    var nestedScrollNeedsFingerVelocity: Bool { get }

    /// `frame`, a frame this side showed after a change of the drag that handed it a velocity of 0, as it
    /// shows with the finger's velocity `velocity` (along the axis) instead: what a change that handed it
    /// `velocity` would have shown. `frame` itself by default (a frame that shows no velocity).
    func nestedScrollFrame(_ frame: Frame, showingFingerVelocity velocity: Double) -> Frame

    /// The drag ended at `time`: this side flings with `velocity` (the finger's along the axis), or,
    /// given 0 because the other side flings, stays where it is (going back within its range if it
    /// is past an edge, to a resting place if it has ones). `cancelled` when the gesture was cancelled.
    mutating func nestedScrollEnded(velocity: Double, at time: Double, cancelled: Bool)

    /// Advances to the frame's time and returns what to show.
    mutating func tick(at time: Double) -> Frame

    /// True when nothing moves until the next input.
    var isSettled: Bool { get }

    /// Cancels what is in progress and returns to rest.
    mutating func reset()

    /// What happened on this side since its previous tick, for ``NestedScroll/events``: a side that is an
    /// `Interaction` gives its `events` (the default for one); any other side none unless it says.
    var nestedScrollEvents: [FeedbackEvent] { get }

    /// Gives this side the user's motion settings, from ``NestedScroll/motionPreferences``: a side that is
    /// an `Interaction` takes them as its `motionPreferences` (the default for one); any other side
    /// ignores them unless it says.
    mutating func nestedScrollSetMotionPreferences(_ preferences: MotionPreferences)

    /// Becomes `saved` (a copy of this side kept earlier), reusing its own storage, as
    /// `Interaction.restore(_:)` does (a ``NestedScroll`` restores both its sides so). The default assigns.
    mutating func restore(_ saved: Self)
}

extension NestedScrollable {
    /// True: the finger's velocity at every change of a drag.
    public var nestedScrollNeedsFingerVelocity: Bool { true }

    /// `frame`: a frame that shows no velocity.
    @inlinable
    public func nestedScrollFrame(_ frame: Frame, showingFingerVelocity velocity: Double) -> Frame { frame }

    /// No events (a side that is not an `Interaction`).
    public var nestedScrollEvents: [FeedbackEvent] { [] }

    /// Ignored (a side that is not an `Interaction`).
    public mutating func nestedScrollSetMotionPreferences(_ preferences: MotionPreferences) {}
}

extension NestedScrollable where Self: Interaction {
    /// The side's own `events`.
    public var nestedScrollEvents: [FeedbackEvent] { events }

    /// Sets the side's own `motionPreferences`.
    public mutating func nestedScrollSetMotionPreferences(_ preferences: MotionPreferences) { motionPreferences = preferences }
}
