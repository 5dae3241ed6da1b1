import Geometry

/// Something an interaction did that a person may feel or hear: the moments an app plays a haptic or a
/// sound for (SwiftUI's `sensoryFeedback`, UIKit's feedback generators, Android's
/// `HapticFeedbackConstants`, the web's `navigator.vibrate`).
///
/// An interaction reports them in ``Interaction/events`` with the frame, never through a callback, each
/// stamped with the exact time it happened on the inputs' clock: a crossing made by the finger at the
/// sample that made it, one made by a motion at the instant solved from the motion. So the same inputs
/// give the same events at the same times at 60, 120 or 240 Hz, on a jittery display link and from a
/// late host. A threshold crossing is reported once; the finger jittering about it inside its hysteresis
/// band (each interaction documents its band) reports nothing more.
///
/// ```swift
/// import Gestures
///
/// let tick = FeedbackEvent(.itemTicked, at: 1.25, index: 3)
/// print(tick.kind.rawValue, tick.time, tick.index ?? -1)   // itemTicked 1.25 3
/// ```
///
/// The host guide maps each kind to SwiftUI's `SensoryFeedback`, UIKit's generators, Android's
/// constants and the web's vibration.
@frozen
public struct FeedbackEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The drag passed a threshold that changes what a release does (a swipe row's full swipe, a
        /// refresh armed, a back gesture that will commit).
        case thresholdActivated
        /// The drag came back across that threshold, past its hysteresis band.
        case thresholdDeactivated
        /// A sheet (or a drawer) reached a detent; ``FeedbackEvent/index`` is the detent's.
        case detentReached
        /// A motion came to rest on a snap position (a page, an anchor, a keyline); ``FeedbackEvent/index``
        /// is the position's where it has one.
        case snapped
        /// A picker or a snapping list passed an item; ``FeedbackEvent/index`` is the item now selected.
        case itemTicked
        /// The content hit an end while moving; ``FeedbackEvent/speed`` is the speed at impact and
        /// ``FeedbackEvent/edge`` the end.
        case edgeHit
        /// An item was lifted (a long press in a reorderable list).
        case lifted
        /// A lifted item was dropped; ``FeedbackEvent/index`` is its new place.
        case dropped
        /// A dismissal completed (a sheet, a card, a zoomed view).
        case dismissed
        /// A gesture's action completed (a back navigation, a swipe action, a transition).
        case committed
    }

    /// What happened.
    public var kind: Kind
    /// When it happened: seconds on the inputs' clock (the samples' and ticks' clock).
    public var time: Double
    /// The item, detent, snap position or row it concerns, where there is one.
    public var index: Int?
    /// ``Kind/edgeHit``'s impact speed, points per second (never negative), where there is one.
    public var speed: Double?
    /// ``Kind/edgeHit``'s edge (one of `RectEdges`' four), where there is one.
    public var edge: RectEdges?

    /// An event.
    ///
    /// - Parameters:
    ///   - kind: What happened.
    ///   - time: When, on the inputs' clock.
    ///   - index: The item, detent, position or row, if any.
    ///   - speed: The impact speed of an edge hit, if any.
    ///   - edge: The edge of an edge hit, if any.
    @inlinable
    public init(_ kind: Kind, at time: Double, index: Int? = nil, speed: Double? = nil, edge: RectEdges? = nil) {
        self.kind = kind
        self.time = time
        self.index = index
        self.speed = speed
        self.edge = edge
    }
}
