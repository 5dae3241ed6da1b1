import Dynamics
import Geometry
import Gestures

/// A headless UIScrollView: content larger than a viewport, dragged by a finger with a rubber band past
/// its ends, decelerating after the release with the physics of UIKit, Flutter or Android, bouncing
/// back, paging.
///
/// ```swift
/// var list = try ScrollBehavior(contentSize: Size(width: 375, height: 3000),
///                               viewportSize: Size(width: 375, height: 667))
/// // touch handlers:
/// list.handle(PointerSample(pointer: 0, x: 180, y: 500, phase: .began, time: 0))
/// list.handle(PointerSample(pointer: 0, x: 180, y: 380, phase: .moved, time: 0.05))
/// list.handle(PointerSample(pointer: 0, x: 180, y: 300, phase: .ended, time: 0.08))
/// // display link:
/// _ = list.tick(at: 0.1)        // frame.contentOffset.y, frame.velocity, frame.state
/// ```
///
/// - **Bounds.** Along each axis the offset rests between `−inset.top` (or `.left`) and
///   `max(that, content + inset.bottom − viewport)`. An axis scrolls when it is in ``axes`` and the
///   content is longer than that, or it always bounces (``alwaysBounceVertical``).
/// - **Dragging.** The offset is the offset when the drag began minus the translation (absolute, so
///   easing back is exactly the inverse of pulling); past an end it is rubber-banded against the
///   viewport's length, `(1 − 1/(x·0.55/d + 1))·d`, or resisted as ``overscrollResistance`` says; it is
///   hard-clamped without ``bounces``. With its own pan, the content catches up with the finger when the
///   pan begins (as UIScrollView does after its hysteresis).
/// - **Release.** The pan's velocity, negated, hands over to ``physics``. A release slower than the
///   profile's `ScrollPhysics.minimumFlingVelocity` (250 pt/s for UIKit) does not decelerate: the
///   content only bounces back if it is past an end. ``lastRelease`` has the velocity and the projected
///   target (where the motion would rest); a host may then choose another with
///   ``setTargetContentOffset(_:)`` (UIKit's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`),
///   and the motion lands exactly there.
/// - **Paging.** With ``isPagingEnabled`` a release faster than 300 pt/s (UIKit) goes to the next page
///   in its direction, else to the nearest page, and ends exactly on it. Pages are ``pageSize`` apart
///   (the viewport by default), from the smallest offset.
/// - **Catching.** A touch during deceleration stops the content where it was at the touch's timestamp;
///   lifting the finger without dragging leaves it there (or bounces it back if it is past an end).
/// - ``scroll(to:animated:at:)`` sets the offset, at once or with a spring; ``scrollToTop(at:)`` animates to
///   the top. Each takes the time of the input that caused it, as a release does.
/// - **Repeated flicks** (``flingAcceleration``): a flick the way the caught content moved leaves faster
///   than the finger, by the profile's rule (``FlingAcceleration``); ``ScrollRelease/carriedVelocity`` shows it.
/// - **Snapping** (``verticalSnapping``, ``horizontalSnapping``): releases land exactly on the host's
///   positions, at most as many from where the drag began as ``ScrollSnapping/limit`` allows.
/// - **Zooming.** Between ``minimumZoomScale`` and ``maximumZoomScale`` (1 and 1 by default: off), a
///   two-finger pinch zooms about its midpoint (the content point under it stays under it) and pans
///   with it; past the range the scale is rubber-banded and springs back to the limit when the fingers
///   lift. ``setZoomScale(_:animated:at:)`` and ``zoom(to:animated:at:)`` zoom from the host (a double tap).
/// - **Directional lock.** With ``isDirectionalLockEnabled``, a drag that starts within 20° of an axis
///   moves only along it, and so does its fling.
///
/// Every drag ends exactly once (``lastRelease``); every motion comes to rest, within bounds, on a page
/// with paging, on a snap position with snapping. The motion is closed form from the release's timestamp (`ScrollSimulation`, evaluated at
/// `FrameClock.elapsed`): the frame at a time depends only on that time, so displays at 60 and 120 Hz
/// show exactly the same offsets at the moments they share. Time follows `FrameClock`'s rule. Bad input
/// has a defined answer: non-finite samples are ignored, setters clamp (see each), and
/// no output is ever NaN.
public struct ScrollBehavior: Interaction {
    public typealias Output = ScrollFrame

    // MARK: Configuration

    /// The content's size, points. Negative or non-finite components are taken as 0. Changing it (or
    /// the viewport or the insets) during a deceleration whose rest falls outside the new bounds
    /// re-aims the motion from where it is, within the new bounds.
    public var contentSize: Size {
        didSet {
            contentSize = Self.sanitized(contentSize, minimum: 0, fallback: 0)
            refreshBounds()
            reboundAfterResize()
        }
    }
    /// The viewport's size (the scroll view's bounds), points. Components that are not positive and
    /// finite keep their previous value.
    public var viewportSize: Size {
        didSet {
            viewportSize = Size(width: viewportSize.width.isFinite && viewportSize.width > 0 ? viewportSize.width : oldValue.width,
                                height: viewportSize.height.isFinite && viewportSize.height > 0 ? viewportSize.height : oldValue.height)
            refreshBounds()
            reboundAfterResize()
        }
    }
    /// Extra room around the content, points. Non-finite insets are taken as 0.
    public var contentInset: EdgeInsets {
        didSet {
            func clean(_ value: Double) -> Double { value.isFinite ? value : 0 }
            contentInset = EdgeInsets(top: clean(contentInset.top), left: clean(contentInset.left),
                                      bottom: clean(contentInset.bottom), right: clean(contentInset.right))
            refreshBounds()
            reboundAfterResize()
        }
    }
    /// The axes that may scroll.
    public var axes: ScrollAxes
    /// Whether the content may go past its ends while dragged and bounce back (UIScrollView's `bounces`).
    /// The clamping profile never does.
    public var bounces: Bool
    /// Whether a vertical drag bounces even when the content is not taller than the viewport.
    public var alwaysBounceVertical: Bool
    /// Whether a horizontal drag bounces even when the content is not wider than the viewport.
    public var alwaysBounceHorizontal: Bool
    /// Whether releases settle on pages.
    public var isPagingEnabled: Bool
    /// The distance between pages; `nil` (the default) for the viewport's size. Components that are
    /// not positive and finite use the viewport's.
    public var pageSize: Size?
    /// How the content decelerates and what it does at its ends. Applies from the next release.
    public var physics: ScrollPhysics
    /// How a drag past an end is resisted; `nil` (the default) for the profile's own: UIKit's rubber
    /// band, or Flutter's friction for the Flutter bouncing profiles.
    public var overscrollResistance: OverscrollResistance?
    /// Physical pixels per point, for Flutter's tolerance (when a motion counts as done). 3 by default.
    public var devicePixelRatio: Double
    /// How a flick made while the content still moves builds on that motion; `nil` (the default) for
    /// the profile's own (``effectiveFlingAcceleration``), ``FlingAcceleration/off`` for none.
    public var flingAcceleration: FlingAcceleration? = nil
    /// Where motions along x may come to rest, and how far one swipe may go; `nil` for anywhere.
    /// Paging, when on, takes precedence.
    public var horizontalSnapping: ScrollSnapping? = nil
    /// Where motions along y may come to rest, and how far one swipe may go; `nil` for anywhere.
    /// Paging, when on, takes precedence.
    public var verticalSnapping: ScrollSnapping? = nil
    /// Whether ``scrollToTop(at:)`` scrolls (UIScrollView's `scrollsToTop`). True by default.
    public var scrollsToTop = true

    /// UIScrollView's `decelerationRate`. Setting it picks the profile's normal or fast variant the way
    /// UIKit's setter does: a rate below 0.994 is `.fast` (0.99), any other `.normal` (0.998). The
    /// clamping profile has one rate and ignores it.
    public var decelerationRate: DecelerationRate {
        get { physics.decelerationRate }
        set {
            let fast = newValue.perMillisecond < 0.994
            switch physics {
            case .uikit, .uikitFast: physics = fast ? .uikitFast : .uikit
            case .flutterBouncing, .flutterBouncingFast: physics = fast ? .flutterBouncingFast : .flutterBouncing
            case .flutterClamping: break
            }
        }
    }

    // MARK: State

    /// The content offset shown now, points.
    public internal(set) var contentOffset: Point
    /// The offset's velocity, points per second: while dragging, the finger's, negated, along the axes
    /// that scroll (and that the directional lock leaves free).
    ///
    /// While a drag or a pinch fed through ``handle(_:)`` moves the content, it is estimated from the pan's
    /// history when it is read, not at every sample: a frame whose velocity is not read (a discarded
    /// ``handle(_:)`` result, a host drawing only the offset and the scale) makes no fit, and the release
    /// reads it once. The same fit of the same history, so the same numbers as an estimate at each sample.
    /// (A drag whose content was caught decelerating estimates it at each sample: repeated-flick
    /// acceleration watches it.)
    ///
    /// - Complexity: O(1); while such a drag or pinch is in progress, the pan's estimate (a least-squares
    ///   fit per finger).
    public internal(set) var velocity: Vector {
        @inlinable get { velocityFollowsPan ? Self._followedVelocity(of: self) : shownVelocity }
        set {
            shownVelocity = newValue
            velocityFollowsPan = false
        }
    }
    /// ``velocity`` when it does not follow the pan.
    @usableFromInline var shownVelocity = Vector.zero
    /// Whether ``velocity`` is the pan's estimate, shown through ``fingerAxes``, worked out when read.
    @usableFromInline var velocityFollowsPan = false
    /// How the finger's velocity was last shown as the content's (the lock's and the scrolling axes then).
    @usableFromInline var fingerAxes = _FingerVelocityAxes.all
    /// Idle, dragging or decelerating.
    public internal(set) var state: ScrollState = .idle
    /// The pan recogniser ``handle(_:)`` feeds.
    public internal(set) var pan: PanRecognizer
    /// The latest release (the end of a drag), or `nil` before the first.
    public internal(set) var lastRelease: ScrollRelease?

    /// The one clock: a motion is evaluated at its `elapsed` time, counted from the input that started it.
    var clock = FrameClock()
    /// The motion on each axis (``_AxisMotion/none`` when it does not move): stored unwrapped so that
    /// a frame reads them in place.
    var motionX = _AxisMotion.none
    var motionY = _AxisMotion.none
    /// The drag: the offset the translation is measured from (before any rubber band), the last
    /// translation, and the catch-up of the pan's hysteresis.
    var dragOrigin = Point.zero
    var lastTranslation = Vector.zero
    var hysteresis = Vector.zero
    /// The offset where the drag began (snapping counts its limit from there).
    var dragStartOffset = Point.zero
    /// What fling acceleration keeps between a catch and the next release.
    var carry = _FlingCarry()
    /// The offset a ``scrollToTop(at:)`` in progress aims at.
    var scrollToTopTarget: Double?
    /// The stretch overscroll, when on (ScrollBehavior+Stretch.swift).
    var stretchEffect: _StretchEffect?
    /// `stretchEffect != nil`, kept: a drag frame asks it, and reading the optional copies the effect.
    var stretchIsOn = false

    // MARK: Feedback events and motion preferences (ScrollBehavior+Feedback.swift)

    /// The user's motion settings, read by every motion an input starts from now on (a running one keeps
    /// the duration scale it started with): the duration scale slows every released motion (the fling,
    /// the bounce back, the paging and snapping springs, an animated scroll or zoom, the stretch's relax),
    /// 0 putting it at its rest at once; Reduce Motion settles without bounce (a fling stops dead at an
    /// end, springs never overshoot) and turns Android's stretch off. See the guide's "Motion preferences".
    public var motionPreferences: MotionPreferences = .standard {
        didSet { stretchEffect?.edge.durationScale = motionPreferences.durationScale }
    }
    /// What happened since the previous tick, in time order, each at its exact time: `edgeHit` (a fling
    /// reaching an end), `snapped` (a motion at rest on a page or a snap position). See the guide's
    /// "Feedback events".
    public var events: [FeedbackEvent] { log.events }
    var log = _FeedbackLog()
    /// The duration scale the running motion started with.
    var motionScale = 1.0
    /// The page or snap position each axis's motion rests on, reported when it gets there.
    var restIndexX: Int?
    var restIndexY: Int?

    // MARK: Zooming and directional lock (ScrollBehavior+Zoom.swift, ScrollBehavior+DirectionalLock.swift)

    /// The smallest scale a pinch rests at (UIScrollView's `minimumZoomScale`), 1 by default. Not
    /// positive and finite: the previous value is kept; above ``maximumZoomScale``: the maximum is
    /// raised to it. A scale outside the new range is brought into it at once unless a pinch is in
    /// progress (its release settles it).
    public var minimumZoomScale: Double = 1 {
        didSet {
            if !(minimumZoomScale.isFinite && minimumZoomScale > 0) {
                minimumZoomScale = oldValue
            } else if minimumZoomScale > maximumZoomScale {
                maximumZoomScale = minimumZoomScale
            }
            zoomRangeChanged()
        }
    }
    /// The largest scale a pinch rests at (UIScrollView's `maximumZoomScale`), 1 by default: with both
    /// at 1 a pinch does not zoom. Not positive and finite: the previous value is kept; below
    /// ``minimumZoomScale``: the minimum is lowered to it.
    public var maximumZoomScale: Double = 1 {
        didSet {
            if !(maximumZoomScale.isFinite && maximumZoomScale > 0) {
                maximumZoomScale = oldValue
            } else if maximumZoomScale < minimumZoomScale {
                minimumZoomScale = maximumZoomScale
            }
            zoomRangeChanged()
        }
    }
    /// Whether a pinch may take the scale past its range, rubber-banded, and animate back on release
    /// (UIScrollView's `bouncesZoom`); true by default. Without it the scale is clamped to the range.
    public var bouncesZoom: Bool = true
    /// Where the viewport's top left corner is in the samples' (and readings') coordinates: a pinch
    /// zooms about its midpoint in the viewport. The origin by default; non-finite components are 0.
    public var viewportOrigin: Point = .zero {
        didSet { viewportOrigin = Point(x: viewportOrigin.x.isFinite ? viewportOrigin.x : 0, y: viewportOrigin.y.isFinite ? viewportOrigin.y : 0) }
    }
    /// Whether a drag that starts along one axis scrolls only along it (UIScrollView's
    /// `isDirectionalLockEnabled`); false by default. See ``lockedAxes``.
    public var isDirectionalLockEnabled: Bool = false
    /// The content's scale: 1 unless zoomed (UIScrollView's `zoomScale`). The content offset and its
    /// bounds are in the scaled content's points.
    public internal(set) var zoomScale: Double = 1 {
        didSet { refreshBounds() }
    }
    /// True while a pinch zooms the content (UIScrollView's `isZooming`); the state is `dragging`.
    public internal(set) var isZooming = false
    /// True while the scale animates back into its range after a pinch (UIScrollView's
    /// `isZoomBouncing`); the state is `decelerating`.
    public internal(set) var isZoomBouncing = false
    /// The pinch recogniser ``handle(_:)`` feeds (only while zooming is possible: ``maximumZoomScale``
    /// above ``minimumZoomScale``).
    public internal(set) var pinch = PinchRecognizer()
    /// The axes the drag in progress moves along with ``isDirectionalLockEnabled``: `nil` until decided
    /// (the content holds still), then `.vertical`, `.horizontal` or `.all` until the finger lifts.
    public internal(set) var lockedAxes: ScrollAxes?
    /// The pinch: the content point (unscaled) held under its midpoint, the unbanded scale per unit of
    /// the pinch's scale, the midpoint last seen (viewport coordinates) and whether a finger left after
    /// a pinch drags on from where the pinch left the content.
    var zoomAnchor = Point.zero
    var zoomBase = 1.0
    var zoomLocation = Point.zero
    var dragResumesAfterPinch = false
    /// The pinch's last scale, and whether the pan's readings come during the pinch (they end it; a
    /// pinch a host runs alone ends the gesture when it ends).
    var pinchScale = 1.0
    var zoomFollowsPan = false
    /// The scale's animation (a bounce back or an animated zoom), or nil.
    var zoomMotion: _ZoomMotion?
    /// The translation the directional lock measures the drag's first movement from.
    var lockBase = Vector.zero

    /// A scroll view at rest.
    ///
    /// - Parameters:
    ///   - contentSize: The content's size; finite, not negative.
    ///   - viewportSize: The viewport's size; positive and finite.
    ///   - contentInset: Extra room around the content; finite. None by default.
    ///   - contentOffset: Where it starts; the smallest offset (`−inset.left`, `−inset.top`) by default.
    ///   - axes: The axes that may scroll; both by default (each scrolls only if the content is longer).
    ///   - physics: The profile; UIKit's by default.
    ///   - bounces: UIScrollView's `bounces`, true by default.
    ///   - isPagingEnabled: Settle on pages; false by default.
    ///   - pan: The pan to feed from ``handle(_:)``; by default one that begins at the first touch
    ///     (`minimumDistance` 0), so the content follows the finger from the touch. With a hysteresis,
    ///     the content catches up with the finger when the pan begins.
    /// - Throws: `ConfigurationError` naming the parameter at fault.
    public init(contentSize: Size, viewportSize: Size, contentInset: EdgeInsets = .zero,
                contentOffset: Point? = nil, axes: ScrollAxes = .all, physics: ScrollPhysics = .uikit,
                bounces: Bool = true, isPagingEnabled: Bool = false, pan: PanRecognizer? = nil) throws(ConfigurationError) {
        try ConfigurationError.check(contentSize.width, "contentSize.width", .nonNegative)
        try ConfigurationError.check(contentSize.height, "contentSize.height", .nonNegative)
        try ConfigurationError.checkPositive(viewportSize, "viewportSize")
        for (value, name) in [(contentInset.top, "top"), (contentInset.left, "left"),
                              (contentInset.bottom, "bottom"), (contentInset.right, "right")] {
            try ConfigurationError.check(value, "contentInset." + name, .finite)
        }
        if let contentOffset { try ConfigurationError.checkFinite(contentOffset, "contentOffset") }
        self.contentSize = contentSize
        self.viewportSize = viewportSize
        self.contentInset = contentInset
        self.axes = axes
        self.physics = physics
        self.bounces = bounces
        self.alwaysBounceVertical = false
        self.alwaysBounceHorizontal = false
        self.isPagingEnabled = isPagingEnabled
        self.pageSize = nil
        self.overscrollResistance = nil
        self.devicePixelRatio = 3
        self.contentOffset = contentOffset ?? Point(x: 0 - contentInset.left, y: 0 - contentInset.top)
        if let pan {
            self.pan = pan
        } else {
            do { self.pan = try PanRecognizer(minimumDistance: 0) } catch { self.pan = PanRecognizer() }
        }
        refreshBounds()
    }

    static func sanitized(_ size: Size, minimum: Double, fallback: Double) -> Size {
        Size(width: size.width.isFinite && size.width >= minimum ? size.width : fallback,
             height: size.height.isFinite && size.height >= minimum ? size.height : fallback)
    }

    // MARK: Bounds

    /// The smallest content offset at rest: (−inset.left, −inset.top).
    @inline(__always)
    public var minimumContentOffset: Point { Point(x: 0 - contentInset.left, y: 0 - contentInset.top) }

    /// The largest content offset at rest: the content's far edge (plus its inset) at the viewport's
    /// far edge, never below ``minimumContentOffset``; saturated at `Double.greatestFiniteMagnitude`
    /// when content and inset together pass it (1e308 + 1e308).
    @inline(__always)
    public var maximumContentOffset: Point { maximumOffset }

    /// ``maximumContentOffset``, kept: a drag frame reads the bounds a dozen times, so they are worked
    /// out when an input changes (the content's or the viewport's size, the insets, the zoom scale:
    /// ``refreshBounds()`` from their setters and the initialiser), not at each read.
    var maximumOffset = Point.zero

    /// Works ``maximumOffset`` out again from its inputs.
    mutating func refreshBounds() {
        maximumOffset = Self.maximumContentOffset(contentSize: contentSize, contentInset: contentInset, viewportSize: viewportSize,
                                                  zoomScale: zoomScale)
    }

    /// The largest content offset at rest with the content scaled by `scale`.
    func maximumContentOffset(zoomScale scale: Double) -> Point {
        Self.maximumContentOffset(contentSize: contentSize, contentInset: contentInset, viewportSize: viewportSize, zoomScale: scale)
    }

    /// The largest content offset at rest for these inputs (a static function: a mutating caller hands
    /// it four values, not a copy of the whole scroll view).
    static func maximumContentOffset(contentSize: Size, contentInset: EdgeInsets, viewportSize: Size, zoomScale scale: Double) -> Point {
        let low = Point(x: 0 - contentInset.left, y: 0 - contentInset.top)
        return Point(x: Swift.max(low.x, _saturated(_saturated(contentSize.width * scale) + contentInset.right - viewportSize.width)),
                     y: Swift.max(low.y, _saturated(_saturated(contentSize.height * scale) + contentInset.bottom - viewportSize.height)))
    }

    /// After the content, the viewport or the insets changed: a deceleration whose rest now falls
    /// outside the bounds (content shrinking under a fling) is re-aimed, on every moving axis, from the
    /// offset and velocity last shown, with the profile's own motion against the new bounds (onto the nearest page when
    /// paging), from the last tick's time. A drag reads the bounds at every sample and content at
    /// rest is left where it is, as UIScrollView leaves it.
    mutating func reboundAfterResize() {
        guard state == .decelerating, !retargetScrollToTop() else { return }
        let low = minimumContentOffset, high = maximumContentOffset
        func outside(_ motion: _AxisMotion, _ low: Double, _ high: Double, _ axis: ScrollAxes) -> Bool {
            guard motion.isMotion else { return false }
            if !(motion.restPosition >= low && motion.restPosition <= high) { return true }
            // With snapping, a rest that is no longer a snap position (the end moved) is re-aimed too.
            return snapping(for: axis) != nil && restingPlace(near: motion.restPosition, axis: axis) != motion.restPosition
        }
        // An axis in motion, even one that no longer scrolls (a viewport now taller than its content).
        guard outside(motionX, low.x, high.x, .horizontal) || outside(motionY, low.y, high.y, .vertical) else { return }
        let start = contentOffset, speed = velocity
        func aimed(_ axis: ScrollAxes, _ position: Double, _ velocity: Double, _ low: Double, _ high: Double) -> _AxisMotion {
            if snapping(for: axis) != nil {
                return snapAfterResize(from: position, velocity: velocity, axis: axis, low: low, high: high)
            }
            if isPagingEnabled {
                let target = nearestPage(to: clamp(position, low, high), axis: axis)
                return landing(from: position, velocity: velocity, to: target, axis: axis, retuning: false) ?? .none
            }
            return naturalMotion(from: position, velocity: velocity, low: low, high: high) ?? .none
        }
        // Both moving axes restart from what is shown (the motions are memoryless: an axis still in
        // bounds follows the same path from here), since the motion clock restarts for both.
        if motionX.isMotion { motionX = aimed(.horizontal, start.x, speed.dx, low.x, high.x) }
        if motionY.isMotion { motionY = aimed(.vertical, start.y, speed.dy, low.y, high.y) }
        startMotion(at: clock.time)
    }

    /// Whether the content may go past its ends (``bounces``, unless the profile clamps).
    @inline(__always)
    public var effectiveBounces: Bool { bounces && physics.bounces }

    /// Whether a drag moves the content along x.
    @inline(__always)
    public var scrollsHorizontally: Bool {
        axes.contains(.horizontal)
            && (maximumContentOffset.x > minimumContentOffset.x || (alwaysBounceHorizontal && effectiveBounces))
    }

    /// Whether a drag moves the content along y.
    @inline(__always)
    public var scrollsVertically: Bool {
        axes.contains(.vertical)
            && (maximumContentOffset.y > minimumContentOffset.y || (alwaysBounceVertical && effectiveBounces))
    }

    /// The frame as it is now.
    @inlinable
    public var frame: ScrollFrame { ScrollFrame(contentOffset: contentOffset, velocity: velocity, state: state, zoomScale: zoomScale) }

    /// The content's velocity for a host's reading of the fingers' `finger` while a pinch zooms: negated,
    /// zero when not finite.
    static func _contentVelocity(forFinger finger: Vector) -> Vector {
        finger.isFinite ? Vector(dx: -finger.dx, dy: -finger.dy) : .zero
    }

    /// ``frame``, built by a mutating call (``handle(_:)``, ``update(with:)``, ``tick(at:)``) at its caller.
    @inlinable @inline(__always)
    mutating func _frame() -> ScrollFrame {
        ScrollFrame(contentOffset: contentOffset, velocity: velocityFollowsPan ? Self._followedVelocity(of: &self) : shownVelocity,
                    state: state, zoomScale: zoomScale)
    }

    /// ``velocity`` while it follows the pan, read in place. It reads `scroll` and writes nothing, which
    /// the attribute tells the caller's optimiser: a frame built where its velocity is not read makes no
    /// fit. (The scroll view is passed in place: a value argument would be copied first.)
    @usableFromInline @_effects(readonly)
    static func _followedVelocity(of scroll: inout ScrollBehavior) -> Vector {
        scroll.fingerAxes.contentVelocity(forFinger: scroll.pan.velocity)
    }

    /// ``velocity`` while it follows the pan, read by the getter: reads nothing but `scroll` and writes
    /// nothing, so a caller that inlines a frame whose velocity it does not read makes no fit.
    @usableFromInline @_effects(readonly)
    static func _followedVelocity(of scroll: borrowing ScrollBehavior) -> Vector {
        scroll.fingerAxes.contentVelocity(forFinger: scroll.pan.velocity)
    }

    /// True when nothing moves until the next input: idle, with no finger down.
    public var isSettled: Bool { state == .idle && pan.numberOfTouches == 0 && stretchIsSettled }

    // MARK: Input

    /// Feeds one pointer sample to the scroll view's own pan and follows it.
    ///
    /// - Returns: The frame after the sample (what a tick at its time would show, without advancing
    ///   any motion).
    /// - Complexity: the pan's, plus O(1); a release works out its motion (a short search, no allocation).
    @discardableResult
    @inlinable
    public mutating func handle(_ sample: PointerSample) -> ScrollFrame {
        _handle(sample)
        return _frame()
    }

    // `handle`, `update(with:)` and `tick(at:)` are inlinable wrappers around the work, so that their
    // frame is built at the caller: its velocity, during a pinch the pan's estimate worked out when read,
    // is not estimated at all when the caller does not read it.

    @usableFromInline
    mutating func _handle(_ sample: PointerSample) {
        // (`update(with:)` starts the call's events: nothing before it emits.)
        let before = pan.numberOfTouches
        pan.handle(sample)
        if before == 0 && pan.numberOfTouches > 0 { touchDown(at: sample.time) }
        followPinch(sample)
        // While a pinch zooms, the pan's readings only end the gesture: its velocity is read at the end.
        // A drag's readings move the offset by the translation; the velocity they show is the pan's,
        // estimated when read (below), unless repeated-flick acceleration watches it at each sample.
        let panState = pan.state
        let follows = isZooming ? panState != .ended : (panState == .began || panState == .changed) && !carry.alive
        var reading = follows ? pan.snapshotWithoutVelocity : pan.estimatedSnapshot()
        if reading.state == .began { hysteresis = pan.location - pan.touchDownLocation }
        reading.translation = reading.translation + hysteresis
        _update(with: GestureReading(reading))
        // The drag showed a zero velocity through `fingerAxes`: from now on the pan's, through the same.
        if follows && !isZooming && state == .dragging { velocityFollowsPan = true }
    }

    /// Follows a reading of a pan recogniser the host runs itself (UIKit's state, translation in the
    /// view and velocity), instead of ``handle(_:)``; give it every reading, including the last.
    ///
    /// `possible` with a touch down catches a decelerating content; `began` starts a drag (its
    /// translation applies at once, as UIKit's does); `changed` drags (one without a `began` seen starts
    /// the drag where the content is); `ended` moves to its translation and releases with its velocity;
    /// `cancelled` releases without one. Non-finite readings are ignored.
    ///
    /// - Returns: The frame after the reading.
    /// - Complexity: O(1); a release works out its motion (a short search, no allocation).
    @discardableResult
    @inlinable
    public mutating func update(with reading: GestureReading) -> ScrollFrame {
        _update(with: reading)
        return _frame()
    }

    @usableFromInline
    mutating func _update(with reading: GestureReading) {
        log.beginCall()
        // A reading with a non-finite translation moves nothing, but an end still ends the drag where it
        // is (every drag ends once), and so does a host recogniser back at rest without reporting its end.
        let usable = reading.translation.isFinite
        let time = clock.time(ofInput: reading.time) ?? 0
        if isZooming {
            // The pinch moves the content; the pan's readings only end the gesture.
            panWhileZooming(reading, at: time)
            return
        }
        switch reading.state {
        case .possible:
            // A recogniser at rest: a drag it was reporting is over (a host that never reported its end, or
            // reports a new touch before it), and a finger down is a new touch.
            if state == .dragging {
                endGesture(velocity: .zero, at: time, cancelled: true, location: reading.location)
            }
            if reading.numberOfTouches > 0 {
                touchDown(at: time)
            } else {
                settleIfNeeded(at: time)
            }
        case .began:
            guard usable else { return }
            touchDown(at: time)
            beginDrag(translation: reading.translation, resuming: false)
            followDrag(reading, at: time)
        case .changed:
            guard usable else { return }
            if state != .dragging || dragResumesAfterPinch {
                touchDown(at: time)
                beginDrag(translation: reading.translation, resuming: true)
            }
            followDrag(reading, at: time)
        case .ended:
            if state == .dragging {
                var velocity = usable && reading.velocity.isFinite ? reading.velocity : .zero
                if usable {
                    drag(to: lockedTranslation(reading.translation))
                    showFingerVelocity(velocity)
                }
                velocity = lockedVelocity(velocity)
                endGesture(velocity: velocity, at: time, cancelled: false, location: reading.location)
            } else if reading.numberOfTouches == 0 {
                settleIfNeeded(at: time)
            }
        case .cancelled:
            if state == .dragging {
                endGesture(velocity: .zero, at: time, cancelled: true, location: reading.location)
            } else if reading.numberOfTouches == 0 {
                settleIfNeeded(at: time)
            }
        case .failed, .recognized:
            if state == .dragging {
                endGesture(velocity: .zero, at: time, cancelled: true, location: reading.location)
            } else if reading.numberOfTouches == 0 {
                settleIfNeeded(at: time)
            }
        }
    }

    /// Advances to the frame's time (seconds, the samples' clock) and returns what to show.
    ///
    /// - Complexity: O(1): the motion's closed form on each moving axis (an exponential or two), no
    ///   allocation.
    @discardableResult
    @inlinable
    public mutating func tick(at time: Double) -> ScrollFrame {
        _tick(at: time)
        return _frame()
    }

    @usableFromInline
    mutating func _tick(at time: Double) {
        log.beginCall()
        defer { log.endFrame() }
        if stretchIsOn, let shift = ScaledClock.restartShift(from: clock.time, to: time) {
            // A new time base (the host's clock restarted): the stretch's motion moves onto it with the clock.
            shiftStretchTimes(by: shift)
        }
        clock.advance(to: time)
        guard state == .decelerating else { return }
        showMotion()
        if motionScale == 0 && state == .decelerating { showChainedMotionsAtOnce() }
    }

    /// A duration scale of 0: a motion that another's end started (a zoom's bounce, then the offset's
    /// settle) rests on this frame too.
    @inline(never)
    mutating func showChainedMotionsAtOnce() {
        var chained = 0
        while state == .decelerating && motionScale == 0 && chained < 4 {
            showMotion()
            chained += 1
        }
    }

    /// Cancels a drag in progress (it ends, once, as cancelled), stops any motion and puts the content
    /// at rest within its bounds.
    public mutating func reset() {
        if state == .dragging {
            lastRelease = ScrollRelease(velocity: .zero, contentOffset: contentOffset, projectedTarget: clampedToBounds(contentOffset),
                                        target: clampedToBounds(contentOffset), wasCancelled: true)
        }
        pan.reset()      // a pan in progress ends, as cancelled...
        pan.reset()      // ...and is then ready for the next touch
        pinch.reset()
        pinch.reset()
        isZooming = false
        dragResumesAfterPinch = false
        lockedAxes = nil
        stopMotion()
        if zoomScale < minimumZoomScale || zoomScale > maximumZoomScale {
            zoomAtOnce(to: Swift.min(Swift.max(zoomScale, minimumZoomScale), maximumZoomScale), about: zoomLocation)
        }
        contentOffset = clampedToBounds(contentOffset)
        velocity = .zero
        state = .idle
        clock.reset()
        hysteresis = .zero
        carry.forgetCatch()
        stretchEffect?.edge.reset()
        log.removeAll()
    }

    /// Sets the content offset: at once, or animated with a spring (UIKit's paging spring for the
    /// viewport's length, or the Flutter profile's spring) from the current velocity, landing exactly.
    ///
    /// While a drag is in progress the offset changes at once and the drag continues from it. Non-finite
    /// components keep the current offset.
    ///
    /// - Parameters:
    ///   - offset: The new content offset (not clamped to the bounds, as UIKit does not).
    ///   - animated: Whether to animate.
    ///   - time: The timestamp of the input that caused the call (a tap, a button): the motion starts
    ///     there, from where a motion in progress is at that time, so it is the same at any frame rate.
    ///     `nil` (or not finite): the last tick's time.
    /// - Complexity: O(1) at once; animated, a short search for the spring's rest (no allocation).
    public mutating func scroll(to offset: Point, animated: Bool, at time: Double? = nil) {
        let start = programmaticStart(at: time)
        let target = Point(x: offset.x.isFinite ? offset.x : contentOffset.x, y: offset.y.isFinite ? offset.y : contentOffset.y)
        if state == .dragging {
            contentOffset = target
            dragOrigin = Point(x: unbanded(target.x, axis: .horizontal) + lastTranslation.dx,
                               y: unbanded(target.y, axis: .vertical) + lastTranslation.dy)
            if isZooming { anchorZoom(at: zoomLocation) }
            return
        }
        stopMotion()
        guard animated else {
            contentOffset = target
            velocity = .zero
            state = .idle
            return
        }
        let from = contentOffset, speed = velocity
        motionX = settleMotion(from: from.x, velocity: speed.dx, to: target.x, length: viewportSize.width, retuning: false) ?? .none
        motionY = settleMotion(from: from.y, velocity: speed.dy, to: target.y, length: viewportSize.height, retuning: false) ?? .none
        startMotion(at: start)
    }

    /// When a motion the host starts begins: `time`, the input's (a motion in progress is first shown
    /// there, so the new one starts from where and how fast the content is at that instant); the last
    /// frame's time without one.
    mutating func programmaticStart(at time: Double?) -> Double? {
        if state == .decelerating, clock.catchUp(toInput: time) { showMotion() }
        return clock.time(ofInput: time)
    }

    // MARK: Drag

    /// A finger down at `time`: a decelerating content stops where it was at that time (the motion is
    /// evaluated there first; a touch stamped before the last frame stops it where that frame showed it).
    mutating func touchDown(at time: Double) {
        defer { catchStretch(at: time) }
        guard state == .decelerating else { return }
        if clock.catchUp(toInput: time) {
            showMotion()
            guard state == .decelerating else { return }
        }
        catchForAcceleration(at: time)
        stopMotion()
        velocity = .zero
        state = .idle
    }

    /// A reading of the drag in progress: the offset follows its translation (with the directional lock's
    /// axes), and repeated-flick acceleration watches it.
    mutating func followDrag(_ reading: GestureReading, at time: Double) {
        let translation = lockedTranslation(reading.translation)
        drag(to: translation)
        showFingerVelocity(reading.velocity)
        observeDragForAcceleration(translation: translation, fingerVelocity: reading.velocity, at: time)
        followStretch(at: time)
    }

    /// Shows the finger's velocity `fingerVelocity` (the reading's) as the offset's: along the locked axes,
    /// negated along the axes that scroll. Keeps how (``fingerAxes``), for a velocity estimated when read.
    @inline(__always)
    mutating func showFingerVelocity(_ fingerVelocity: Vector) {
        // `lockedVelocity(_:)`'s components.
        let takes: (x: Bool, y: Bool)
        switch lockedAxes {
        case nil: takes = (false, false)
        case .vertical?: takes = (false, true)
        case .horizontal?: takes = (true, false)
        default: takes = (true, true)
        }
        let axes = _FingerVelocityAxes(takesX: takes.x, takesY: takes.y, showsX: scrollsHorizontally, showsY: scrollsVertically)
        fingerAxes = axes
        shownVelocity = axes.contentVelocity(forFinger: fingerVelocity)
        velocityFollowsPan = false
    }

    mutating func beginDrag(translation: Vector, resuming: Bool) {
        if state == .decelerating { touchDown(at: .nan) }
        stopMotion()
        state = .dragging
        dragStartOffset = contentOffset
        beginDirectionalLock(from: resuming ? translation : .zero)
        // Measured in the unbanded offset, so that grabbing banded content does not make it jump.
        dragOrigin = Point(x: unbanded(contentOffset.x, axis: .horizontal), y: unbanded(contentOffset.y, axis: .vertical))
        if resuming {
            dragOrigin = dragOrigin + translation
            lastTranslation = translation
        } else {
            lastTranslation = .zero
        }
    }

    /// Moves the offset to follow `translation` (the velocity is set by the caller).
    mutating func drag(to translation: Vector) {
        let low = minimumContentOffset, high = maximumContentOffset
        var offset = contentOffset
        if scrollsHorizontally {
            offset.x = dragged(axis: .horizontal, origin: dragOrigin.x, translation: translation.dx,
                               delta: translation.dx - lastTranslation.dx, current: offset.x, low: low.x, high: high.x,
                               length: viewportSize.width)
        }
        if scrollsVertically {
            offset.y = dragged(axis: .vertical, origin: dragOrigin.y, translation: translation.dy,
                               delta: translation.dy - lastTranslation.dy, current: offset.y, low: low.y, high: high.y,
                               length: viewportSize.height)
        }
        lastTranslation = translation
        if offset.isFinite { contentOffset = offset }
    }

    @inline(__always)
    var resistance: OverscrollResistance {
        if let overscrollResistance { return overscrollResistance }
        switch physics {
        case .flutterBouncing, .flutterBouncingFast: return .flutter
        case .uikit, .uikitFast, .flutterClamping: return .uikit
        }
    }

    func dragged(axis: ScrollAxes, origin: Double, translation: Double, delta: Double, current: Double,
                 low: Double, high: Double, length: Double) -> Double {
        guard effectiveBounces else { return Swift.min(Swift.max(origin - translation, low), high) }
        switch resistance {
        case .rubberBand(let constant):
            return rubberBand(value: origin - translation, in: low...high, dimension: length, constant: constant)
        case .flutter:
            return current - BouncingScrollPhysics.applyPhysicsToUserOffset(
                delta, pixels: current, minScrollExtent: low, maxScrollExtent: high, viewportDimension: length,
                fast: physics == .flutterBouncingFast)
        }
    }

    /// The offset before the rubber band that shows `offset` (Geometry's one inverse,
    /// `rubberBandInverse`, with its one cap: a band at 99.9 % of the viewport's length or more is taken
    /// there), for a drag that starts on banded content.
    @inline(__always)
    func unbanded(_ offset: Double, axis: ScrollAxes) -> Double {
        guard effectiveBounces, case .rubberBand(let constant) = resistance, constant > 0, constant.isFinite else { return offset }
        let low = axis == .horizontal ? minimumContentOffset.x : minimumContentOffset.y
        let high = axis == .horizontal ? maximumContentOffset.x : maximumContentOffset.y
        let length = axis == .horizontal ? viewportSize.width : viewportSize.height
        // Past an end only (the bounds are never crossed, but a range built from them would check).
        if offset < low { return low + rubberBandInverse(banded: offset - low, dimension: length, constant: constant) }
        if offset > high { return high + rubberBandInverse(banded: offset - high, dimension: length, constant: constant) }
        return offset
    }

    // MARK: Release

    mutating func release(velocity fingerVelocity: Vector, at time: Double, cancelled: Bool) {
        var release = Vector(dx: scrollsHorizontally ? -fingerVelocity.dx : 0, dy: scrollsVertically ? -fingerVelocity.dy : 0)
        if !release.isFinite { release = .zero }
        let speed = release.magnitudeSquared.squareRoot()
        if speed < physics.minimumFlingVelocity {
            release = .zero
        } else if speed > physics.maximumFlingVelocity {
            release = release * (physics.maximumFlingVelocity / speed)
        }
        let dragVelocity = release
        let carried = carriedVelocity(forRelease: release, at: time, cancelled: cancelled)
        release = release + carried
        let start = contentOffset
        let low = minimumContentOffset, high = maximumContentOffset
        var naturalX = scrollsHorizontally ? naturalMotion(from: start.x, velocity: release.dx, low: low.x, high: high.x)
                                           : backInside(from: start.x, low: low.x, high: high.x)
        var naturalY = scrollsVertically ? naturalMotion(from: start.y, velocity: release.dy, low: low.y, high: high.y)
                                         : backInside(from: start.y, low: low.y, high: high.y)
        var projected = Point(x: naturalX.map { clamp($0.restPosition, low.x, high.x) } ?? start.x,
                              y: naturalY.map { clamp($0.restPosition, low.y, high.y) } ?? start.y)
        if isPagingEnabled {
            projected = Point(x: scrollsHorizontally ? page(for: start.x, velocity: release.dx, axis: .horizontal) : projected.x,
                              y: scrollsVertically ? page(for: start.y, velocity: release.dy, axis: .vertical) : projected.y)
        }
        if isPagingEnabled {
            naturalX = scrollsHorizontally ? landing(from: start.x, velocity: release.dx, to: projected.x, axis: .horizontal,
                                                     retuning: false) : naturalX
            naturalY = scrollsVertically ? landing(from: start.y, velocity: release.dy, to: projected.y, axis: .vertical,
                                                   retuning: false) : naturalY
        }
        if let target = snapTarget(projected: projected.x, axis: .horizontal) {
            naturalX = snapMotion(naturalX, from: start.x, velocity: release.dx, to: target, axis: .horizontal)
            projected.x = target
        }
        if let target = snapTarget(projected: projected.y, axis: .vertical) {
            naturalY = snapMotion(naturalY, from: start.y, velocity: release.dy, to: target, axis: .vertical)
            projected.y = target
        }
        lastRelease = ScrollRelease(velocity: release, contentOffset: start, projectedTarget: projected, target: projected,
                                    wasCancelled: cancelled, carriedVelocity: carried, dragVelocity: dragVelocity)
        motionX = naturalX ?? .none
        motionY = naturalY ?? .none
        velocity = release
        startMotion(at: clock.time(ofInput: time))
        releaseStretch(at: time)
    }

    /// Makes the deceleration the last release started come to rest exactly on `target`: UIKit's
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, called by the host after the
    /// ``handle(_:)`` or ``update(with:)`` that released (``lastRelease`` has the velocity and the projected
    /// target).
    ///
    /// Before the next tick the motion is planned again from the release itself, at the release's
    /// timestamp, as if the target had been chosen at the release: UIKit's retuned deceleration (a spring
    /// with paging, or for the Flutter profiles). Later it lands from where the content is, with its velocity.
    /// The target is clamped to the bounds (and put on the nearest page with paging on); non-finite
    /// components keep the projected target. Does nothing unless decelerating after a drag.
    ///
    /// ```swift
    /// import Scroll
    ///
    /// var list = try ScrollBehavior(contentSize: Size(width: 375, height: 3000),
    ///                               viewportSize: Size(width: 375, height: 667))
    /// list.handle(PointerSample(pointer: 0, x: 180, y: 500, phase: .began, time: 0))
    /// list.handle(PointerSample(pointer: 0, x: 180, y: 460, phase: .moved, time: 0.016))
    /// list.handle(PointerSample(pointer: 0, x: 180, y: 420, phase: .moved, time: 0.032))
    /// list.handle(PointerSample(pointer: 0, x: 180, y: 380, phase: .ended, time: 0.048))
    /// print(list.lastRelease!.projectedTarget.y)           // 1363.7...: where it would coast to
    /// list.setTargetContentOffset(Point(x: 0, y: 880))    // land on a row boundary instead
    /// var time = 0.048
    /// while !list.isSettled { time += 1.0 / 120; list.tick(at: time) }
    /// print(list.contentOffset.y)                         // 880.0
    /// ```
    ///
    /// - Complexity: O(1), a short search for the landing (no allocation).
    public mutating func setTargetContentOffset(_ target: Point) {
        guard state == .decelerating, zoomMotion == nil, var release = lastRelease else { return }
        let low = minimumContentOffset, high = maximumContentOffset
        var chosen = Point(x: target.x.isFinite && scrollsHorizontally ? clamp(target.x, low.x, high.x) : release.projectedTarget.x,
                           y: target.y.isFinite && scrollsVertically ? clamp(target.y, low.y, high.y) : release.projectedTarget.y)
        chosen = Point(x: scrollsHorizontally ? restingPlace(near: chosen.x, axis: .horizontal) : chosen.x,
                       y: scrollsVertically ? restingPlace(near: chosen.y, axis: .vertical) : chosen.y)
        let fromRelease = clock.elapsed == 0
        let start = fromRelease ? release.contentOffset : contentOffset
        let speed = fromRelease ? release.velocity : velocity
        func axisMotion(_ axis: ScrollAxes, _ current: _AxisMotion, from position: Double, velocity: Double,
                        to end: Double, projected: Double) -> _AxisMotion {
            let scrolls = axis == .horizontal ? scrollsHorizontally : scrollsVertically
            guard scrolls, isPagingEnabled || end != projected || !fromRelease else { return current }
            return landing(from: position, velocity: velocity, to: end, axis: axis, retuning: !isPagingEnabled) ?? .none
        }
        motionX = axisMotion(.horizontal, motionX, from: start.x, velocity: speed.dx, to: chosen.x, projected: release.projectedTarget.x)
        motionY = axisMotion(.vertical, motionY, from: start.y, velocity: speed.dy, to: chosen.y, projected: release.projectedTarget.y)
        release.target = chosen
        lastRelease = release
        // Before any tick past the release the clock's time is the release's own, so the new motion starts
        // at the release; later, at the last frame shown.
        startClock(at: clock.time)
        if !motionX.isMotion && !motionY.isMotion {
            contentOffset = chosen
            velocity = .zero
            state = .idle
        }
    }

    /// After a touch that did not drag: content left past an end (or off a page) settles.
    mutating func settleIfNeeded(at time: Double) {
        relaxCaughtStretch(at: time)
        carry.forgetCatch()
        guard state == .idle else { return }
        if zoomScale < minimumZoomScale || zoomScale > maximumZoomScale {
            bounceZoom(at: time, about: zoomLocation, releasing: false, cancelled: false)
            return
        }
        let clamped = clampedToBounds(contentOffset)
        var target = clamped
        if isPagingEnabled {
            target = Point(x: scrollsHorizontally ? nearestPage(to: target.x, axis: .horizontal) : target.x,
                           y: scrollsVertically ? nearestPage(to: target.y, axis: .vertical) : target.y)
        }
        guard target != contentOffset || snapping(for: .horizontal) != nil || snapping(for: .vertical) != nil else { return }
        let start = contentOffset
        if isPagingEnabled {
            motionX = (target.x != start.x ? landing(from: start.x, velocity: 0, to: target.x, axis: .horizontal, retuning: false) : nil) ?? .none
            motionY = (target.y != start.y ? landing(from: start.y, velocity: 0, to: target.y, axis: .vertical, retuning: false) : nil) ?? .none
        } else if snapping(for: .horizontal) != nil || snapping(for: .vertical) != nil {
            // Snapping: onto the nearest position; back inside with the profile's own motion when the
            // end is the nearest.
            func settle(_ axis: ScrollAxes, _ position: Double, _ inside: Double, _ low: Double, _ high: Double) -> _AxisMotion {
                let place = restingPlace(near: inside, axis: axis)
                if place == position { return .none }
                if place == inside { return naturalMotion(from: position, velocity: 0, low: low, high: high) ?? .none }
                return landing(from: position, velocity: 0, to: place, axis: axis, retuning: true) ?? .none
            }
            motionX = settle(.horizontal, start.x, clamped.x, minimumContentOffset.x, maximumContentOffset.x)
            motionY = settle(.vertical, start.y, clamped.y, minimumContentOffset.y, maximumContentOffset.y)
            if !motionX.isMotion && !motionY.isMotion { return }
        } else {
            motionX = (target.x != start.x ? naturalMotion(from: start.x, velocity: 0, low: minimumContentOffset.x, high: maximumContentOffset.x) : nil) ?? .none
            motionY = (target.y != start.y ? naturalMotion(from: start.y, velocity: 0, low: minimumContentOffset.y, high: maximumContentOffset.y) : nil) ?? .none
        }
        velocity = .zero
        startMotion(at: clock.time(ofInput: time))
    }

    func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        Swift.min(Swift.max(value, low), high)
    }

    /// `offset` within the bounds on both axes: an axis that does not scroll (not in ``axes``, or no
    /// longer longer than the viewport) rests within its bounds too (a pinch or a resize can leave it out).
    func clampedToBounds(_ offset: Point) -> Point {
        let low = minimumContentOffset, high = maximumContentOffset
        return Point(x: clamp(offset.x, low.x, high.x), y: clamp(offset.y, low.y, high.y))
    }

    /// The motion that brings an axis a drag does not move back within its bounds (a pinch moved it, or
    /// the content shrank under it), or nil when it is inside.
    func backInside(from position: Double, low: Double, high: Double) -> _AxisMotion? {
        guard position < low || position > high else { return nil }
        return naturalMotion(from: position, velocity: 0, low: low, high: high)
    }

    var tolerance: SimulationTolerance { .scrollPhysics(devicePixelRatio: devicePixelRatio) }

    /// The profile's own motion from a release on one axis, stopped dead at the ends without bouncing.
    func naturalMotion(from position: Double, velocity: Double, low: Double, high: Double) -> _AxisMotion? {
        var motion: _AxisMotion
        // Reduce Motion: a fling from inside stops dead at the end it reaches (no bounce past it); content
        // released past an end still goes back (without overshoot: UIKit's return is first order,
        // Flutter's spring overdamped).
        let flingBounces = !(motionPreferences.reduceMotion && position >= low && position <= high)
        do {
            if (effectiveBounces && flingBounces) || physics == .flutterClamping {
                motion = _AxisMotion(try physics.simulation(position: position, velocity: velocity, leadingExtent: low,
                                                            trailingExtent: high, tolerance: tolerance))
            } else if position < low || position > high {
                // Past an end without bouncing (the bounds changed): straight to the end.
                motion = _AxisMotion(.uikit(try UIKitScrollSimulation(position: position, velocity: 0, leadingExtent: low,
                                                                      trailingExtent: high, bounces: false)))
            } else {
                let free = try physics.simulation(position: position, velocity: velocity, tolerance: tolerance)
                if free.restPosition > high {
                    motion = _AxisMotion(free, stoppingAt: high)
                } else if free.restPosition < low {
                    motion = _AxisMotion(free, stoppingAt: low)
                } else {
                    motion = _AxisMotion(free)
                }
            }
        } catch {
            return nil
        }
        // A fling from strictly inside that rests on the end it moves toward has hit it (an `edgeHit`).
        if position > low && position < high && velocity != 0 {
            motion.planEdgeHit(toward: velocity > 0 ? high : low, leading: velocity < 0)
        }
        return motion.restTime > 0 || motion.restPosition != position ? motion : nil
    }

    /// A motion from `position` with `velocity` that comes to rest exactly on `target`.
    func landing(from position: Double, velocity: Double, to target: Double, axis: ScrollAxes, retuning: Bool) -> _AxisMotion? {
        let length = axis == .horizontal ? pageLength.width : pageLength.height
        return settleMotion(from: position, velocity: velocity, to: target, length: length, retuning: retuning)
    }

    /// A motion that lands exactly on `target`: with `retuning`, UIKit's retuned deceleration (a
    /// delegate's target); otherwise a spring (UIKit's paging spring for `length`, or Flutter's).
    func settleMotion(from position: Double, velocity: Double, to target: Double, length: Double,
                      retuning: Bool) -> _AxisMotion? {
        guard target != position || velocity != 0 else { return nil }
        do {
            let simulation: AnyScrollSimulation
            if physics.isUIKit && retuning {
                // UIKit retunes its deceleration to land on a delegate's target.
                simulation = .uikit(try UIKitScrollSimulation(position: position, velocity: velocity, target: target,
                                                              rate: physics.decelerationRate))
            } else if physics.isUIKit {
                simulation = .spring(try ScrollSpringSimulation(spring: settling(_UIKitPaging.spring(pageLength: length)), start: position,
                                                                end: target, velocity: velocity, tolerance: _UIKitPaging.tolerance))
            } else {
                simulation = .spring(try ScrollSpringSimulation(spring: settling(physics.spring), start: position, end: target,
                                                                velocity: velocity, tolerance: tolerance))
            }
            return _AxisMotion(simulation)
        } catch {
            return nil
        }
    }

    // MARK: Paging

    /// The distance between pages along each axis.
    public var pageLength: Size {
        let size = pageSize ?? viewportSize
        return Size(width: size.width.isFinite && size.width > 0 ? size.width : viewportSize.width,
                    height: size.height.isFinite && size.height > 0 ? size.height : viewportSize.height)
    }

    /// The page a release at `position` with `velocity` settles on, as the profile chooses it.
    func page(for position: Double, velocity: Double, axis: ScrollAxes) -> Double {
        let origin = axis == .horizontal ? minimumContentOffset.x : minimumContentOffset.y
        let high = axis == .horizontal ? maximumContentOffset.x : maximumContentOffset.y
        let stride = axis == .horizontal ? pageLength.width : pageLength.height
        let q = (position - origin) / stride
        var page: Double
        if physics.isUIKit {
            // UIKit: faster than 0.3 pt/ms goes on in its direction, else to the nearest page.
            if velocity > 300 {
                page = q.rounded(.up)
            } else if velocity < -300 {
                page = q.rounded(.down)
            } else {
                page = (q + 0.5).rounded(.down)
            }
        } else {
            // Flutter's PageScrollPhysics: half a page on in the direction of any fling, then round.
            let limit = tolerance.velocity
            page = (q + (velocity > limit ? 0.5 : (velocity < -limit ? -0.5 : 0))).rounded()
        }
        return clamp(origin + page * stride, origin, high)
    }

    func nearestPage(to position: Double, axis: ScrollAxes) -> Double {
        let origin = axis == .horizontal ? minimumContentOffset.x : minimumContentOffset.y
        let high = axis == .horizontal ? maximumContentOffset.x : maximumContentOffset.y
        let stride = axis == .horizontal ? pageLength.width : pageLength.height
        // UIKit re-snaps a delegate's target with floor(q + 0.5); the end itself is a resting place.
        if position >= high { return high }
        return clamp(origin + ((position - origin) / stride + 0.5).rounded(.down) * stride, origin, high)
    }

    // MARK: Motion

    /// A motion starts at an input's timestamp (nil: at the next tick): `FrameClock`'s time rule.
    mutating func startMotion(at time: Double?) {
        noteStretchMotionStart(at: time)
        startClock(at: time)
        if !motionX.isMotion && !motionY.isMotion {
            state = .idle
            velocity = .zero
            return
        }
        state = .decelerating
    }

    mutating func stopMotion() {
        absorbStretchImpact()
        motionX = .none
        motionY = .none
        restIndexX = nil
        restIndexY = nil
        zoomMotion = nil
        isZoomBouncing = false
    }

    mutating func showMotion() {
        if zoomMotion != nil {
            showZoomMotion()
            return
        }
        var offset = contentOffset, speed = Vector.zero
        var moving = false
        let time = motionTime
        if motionX.isMotion {
            let (x, v, more) = motionX.frame(at: time)
            offset.x = x
            speed.dx = v
            moving = more
        }
        if motionY.isMotion {
            let (y, v, more) = motionY.frame(at: time)
            offset.y = y
            speed.dy = v
            moving = moving || more
        }
        if motionScale != 1 { speed = hostVelocity(speed) }
        emitMotionEvents(upTo: time)
        if offset.isFinite { contentOffset = offset }
        velocity = speed.isFinite ? speed : .zero
        if !moving {
            stopMotion()
            velocity = .zero
            state = .idle
        }
    }
}
