/// Two scrollables, one inside the other, sharing one drag: the finger's travel goes to the side the
/// ``priority`` names first until it reaches its edge, then to the other, and back again within the
/// same gesture; on release the side that moved last flings with the finger's velocity and the other
/// stays. Compose's nested scrolling (`NestedScrollConnection`), UIKit's scroll view in a sheet.
///
/// ```swift
/// import Scroll
///
/// // A page that scrolls (outer) holding a list (inner) of 600 points in a 300-point viewport.
/// let page = try ScrollBehavior(contentSize: Size(width: 375, height: 1000), viewportSize: Size(width: 375, height: 667),
///                               axes: .vertical)
/// let list = try ScrollBehavior(contentSize: Size(width: 375, height: 600), viewportSize: Size(width: 375, height: 300),
///                               axes: .vertical)
/// var nested = try NestedScroll(outer: page, inner: list, priority: .innerFirst)
/// nested.handle(PointerSample(pointer: 0, x: 180, y: 600, phase: .began, time: 0))
/// nested.handle(PointerSample(pointer: 0, x: 180, y: 100, phase: .moved, time: 0.5))   // 500 points up
/// print(nested.inner.contentOffset.y, nested.outer.contentOffset.y)   // 300.0 200.0: the list to its end, then the page
/// nested.handle(PointerSample(pointer: 0, x: 180, y: 100, phase: .ended, time: 0.6))
/// print(nested.lastRelease!.flingOwner!)   // outer
/// ```
///
/// - **Sharing.** Every change of the finger's translation along ``axis`` is split: a side past its
///   edge (`NestedScrollable.nestedOverscroll`) takes a finger coming back first; then the side
///   ``priority`` names for the direction takes what its range allows
///   (`NestedScrollable.nestedScrollRoom(for:)`), the other side the rest of its range, and whatever
///   remains goes past an edge: to the second side if it may overscroll, else the first, else it is
///   not taken (``unconsumedTravel``). So at every input
///   `outerTravel + innerTravel + unconsumedTravel` equals the finger's translation (to rounding,
///   1e-12 pt over a long drag), and neither side jumps at a hand-off.
/// - **Release.** The side that took travel last flings with the finger's velocity (after a drag that
///   moved nothing, the side that would take travel in the release's direction); the other is
///   released with 0 and stays (back within its range if past an edge, onto a resting place if it has
///   ones). ``lastRelease`` says who flung. A fling that reaches its side's edge stays with that side
///   (a list bounces; the velocity is not passed to the other side), as in UIKit.
/// - **Gestures.** Every drag ends exactly once (``lastRelease``): at `ended`, `cancelled`, a `began`
///   or pointer-down without the previous end, a host recogniser back at rest, or ``reset()``.
///
/// Both sides are ticked with every frame; each moves by its own closed form from the release's
/// timestamp, so the frames do not depend on the display's rate.
public struct NestedScroll<Outer: NestedScrollable, Inner: NestedScrollable>: Interaction {
    public typealias Output = NestedScrollFrame<Outer.Frame, Inner.Frame>

    /// The container side; its configuration may be changed between inputs. (During a drag fed through
    /// ``handle(_:)``, the finger's velocity is in ``frame``; see there.)
    public var outer: Outer
    /// The side inside it.
    public var inner: Inner
    /// Who takes the travel first in each direction; may be changed between inputs.
    public var priority: NestedScrollPriority
    /// The axis the drag is read along: `.vertical` or `.horizontal`.
    public let axis: ScrollAxes
    /// The pan ``handle(_:)`` feeds.
    public internal(set) var pan: PanRecognizer
    /// True between a drag's beginning and its end.
    public private(set) var isDragging = false
    /// The finger's travel along the axis since the drag began, points.
    public private(set) var translation = 0.0
    /// What the outer side took of it.
    public private(set) var outerTravel = 0.0
    /// What the inner side took of it.
    public private(set) var innerTravel = 0.0
    /// What neither could take.
    public private(set) var unconsumedTravel = 0.0
    /// The side that took travel last in this drag, `nil` before any did.
    public private(set) var lastConsumer: NestedScrollSide?
    /// The latest release, or `nil` before the first.
    public private(set) var lastRelease: NestedScrollRelease?
    /// The timestamp of the last input with a finite one.
    var inputTime = 0.0
    /// The last tick's time (−∞ before the first): readings are shown no earlier.
    var tickTime = -Double.infinity
    @usableFromInline var outerFrame: Outer.Frame
    @usableFromInline var innerFrame: Inner.Frame
    /// Whether the sides were handed a velocity of 0 during a drag of ``pan`` (none of them needed the
    /// finger's): ``frame`` shows the pan's, estimated when read.
    @usableFromInline var velocityFollowsPan = false
    /// Both sides' events, gathered after each of their ticks.
    var log = _FeedbackLog()

    /// Both sides' events since the previous tick, in time order (a scroll view's `edgeHit` and `snapped`,
    /// a sheet's detents when it reports them through ``NestedScrollable/nestedScrollEvents``).
    public var events: [FeedbackEvent] { log.events }

    /// The user's motion settings: setting them sets both sides' (``NestedScrollable/nestedScrollSetMotionPreferences(_:)``),
    /// which read them as they do alone. Standard until set.
    public var motionPreferences: MotionPreferences = .standard {
        didSet {
            outer.nestedScrollSetMotionPreferences(motionPreferences)
            inner.nestedScrollSetMotionPreferences(motionPreferences)
        }
    }

    /// Two sides sharing drags along `axis`.
    ///
    /// - Parameters:
    ///   - outer: The container.
    ///   - inner: The scrollable inside it.
    ///   - priority: Who goes first in each direction.
    ///   - axis: `.vertical` (by default) or `.horizontal`.
    ///   - pan: The pan ``handle(_:)`` feeds; by default one that begins at the touch.
    /// - Throws: `ConfigurationError` naming `axis` when it is not exactly one axis.
    public init(outer: Outer, inner: Inner, priority: NestedScrollPriority, axis: ScrollAxes = .vertical,
                pan: PanRecognizer? = nil) throws(ConfigurationError) {
        guard axis == .vertical || axis == .horizontal else {
            throw ConfigurationError(parameter: "axis", value: axis == .all ? "all" : "none",
                                     requirement: "must be .vertical or .horizontal")
        }
        self.outer = outer
        self.inner = inner
        self.priority = priority
        self.axis = axis
        if let pan {
            self.pan = pan
        } else {
            do { self.pan = try PanRecognizer(minimumDistance: 0) } catch { self.pan = PanRecognizer() }
        }
        var shownOuter = outer, shownInner = inner
        outerFrame = shownOuter.tick(at: .nan)
        innerFrame = shownInner.tick(at: .nan)
    }

    /// The frame as it is now.
    ///
    /// During a drag of ``pan`` (fed by ``handle(_:)``), each side's frame shows the finger's velocity
    /// estimated from the pan's history when the frame is built, not at every sample (unless a side needs
    /// it at every sample, `NestedScrollable.nestedScrollNeedsFingerVelocity`): a caller that does not read
    /// the velocity makes no fit. The same numbers as an estimate at each sample. The sides themselves
    /// (``outer``, ``inner``) were handed a velocity of 0 then, and are handed the finger's at the release.
    ///
    /// - Complexity: O(1); during such a drag, the pan's estimate (a least-squares fit).
    @inlinable
    public var frame: Output {
        guard velocityFollowsPan else {
            return NestedScrollFrame(outer: outerFrame, inner: innerFrame, outerTravel: outerTravel, innerTravel: innerTravel,
                                     unconsumedTravel: unconsumedTravel)
        }
        return frame(showingFingerVelocity: Self.fingerVelocity(of: pan, along: axis))
    }

    /// ``frame``, built by a mutating call (``handle(_:)``, ``update(with:)``, ``tick(at:)``) at its caller.
    @inlinable @inline(__always)
    mutating func _frame() -> Output {
        guard velocityFollowsPan else {
            return NestedScrollFrame(outer: outerFrame, inner: innerFrame, outerTravel: outerTravel, innerTravel: innerTravel,
                                     unconsumedTravel: unconsumedTravel)
        }
        return frame(showingFingerVelocity: Self._followedVelocity(of: &self))
    }

    /// The sides' frames with the finger's velocity `velocity` shown.
    @inlinable @inline(__always)
    func frame(showingFingerVelocity velocity: Double) -> Output {
        NestedScrollFrame(outer: outer.nestedScrollFrame(outerFrame, showingFingerVelocity: velocity),
                          inner: inner.nestedScrollFrame(innerFrame, showingFingerVelocity: velocity),
                          outerTravel: outerTravel, innerTravel: innerTravel, unconsumedTravel: unconsumedTravel)
    }

    /// The pan's velocity along `axis`, as a change of the drag hands it to the sides (0 when not finite).
    @usableFromInline
    static func fingerVelocity(of pan: PanRecognizer, along axis: ScrollAxes) -> Double {
        let velocity = pan.velocity
        let speed = axis == .vertical ? velocity.dy : velocity.dx
        return speed.isFinite ? speed : 0
    }

    /// The pan's velocity along the axis, read in place. It reads `nested` and writes nothing, which the
    /// attribute tells the caller's optimiser: a frame built where its velocity is not read makes no fit.
    /// (Passed in place: a value argument would be copied first.)
    @usableFromInline @_effects(readonly)
    static func _followedVelocity(of nested: inout Self) -> Double {
        fingerVelocity(of: nested.pan, along: nested.axis)
    }

    /// True when neither side moves and no finger is down.
    public var isSettled: Bool { !isDragging && pan.numberOfTouches == 0 && outer.isSettled && inner.isSettled }

    /// Feeds one pointer sample to the pan and shares what it reports.
    ///
    /// - Returns: What a tick at the sample's time shows (each side ticked there, never before the
    ///   last tick's time).
    @discardableResult
    @inlinable
    public mutating func handle(_ sample: PointerSample) -> Output {
        _handle(sample)
        return _frame()
    }

    // The entry points are inlinable wrappers that build the frame at the caller, where the sides' types
    // are known (the generic frame's type is not looked up at run time) and where a frame the caller does
    // not use is not built at all.

    @usableFromInline
    mutating func _handle(_ sample: PointerSample) {
        log.beginCall()
        pan.handle(sample)
        // A drag's changes hand the sides the translation; the velocity is the pan's, estimated when read.
        let follows = _followsWithoutVelocity(pan.state)
        _update(with: GestureReading(follows ? pan.snapshotWithoutVelocity : pan.snapshot))
        velocityFollowsPan = follows
    }

    /// Whether a pan's reading in `state` may be followed without its velocity (a zero one instead): a
    /// drag's `began` or `changed` when neither side needs the finger's velocity at every change.
    @inline(__always)
    package func _followsWithoutVelocity(_ state: GestureState) -> Bool {
        (state == .began || state == .changed) && !outer.nestedScrollNeedsFingerVelocity && !inner.nestedScrollNeedsFingerVelocity
    }

    /// Follows a reading of a pan the host runs itself; give it every reading, including the last.
    ///
    /// `began` starts a drag (its translation applies at once); `changed` shares the change (one
    /// without a `began` starts the drag there); `ended` shares the last change and releases with the
    /// velocity; `cancelled`, `failed`, or `possible` with no touch end the drag without a fling.
    /// Readings with a non-finite translation move nothing (an end still ends the drag).
    ///
    /// - Returns: What a tick at the reading's time shows (each side ticked there, never before the
    ///   last tick's time).
    @discardableResult
    @inlinable
    public mutating func update(with reading: GestureReading) -> Output {
        _update(with: reading)
        return _frame()
    }

    @usableFromInline
    mutating func _update(with reading: GestureReading) {
        log.beginCall()
        velocityFollowsPan = false
        // A reading without a usable time counts as the last one's (a release's timestamp is never NaN).
        if reading.time.isFinite { inputTime = reading.time }
        follow(reading, at: inputTime)
        // What a tick at the reading's time shows (a reading stamped before the last tick, from a host
        // that delivers input late, is shown at the last tick's time: a side's clock never goes back).
        let shown = Swift.max(inputTime, tickTime)
        outerFrame = outer.tick(at: shown)
        innerFrame = inner.tick(at: shown)
        gatherEvents()
    }

    /// Takes the sides' events of the tick just made (each side drops them at its next call, so each is
    /// taken once).
    mutating func gatherEvents() {
        // Most frames have none: no iteration is set up for an empty list.
        // (Each call begins the log before it gathers, so the last tick's events are already dropped.)
        let outerEvents = outer.nestedScrollEvents, innerEvents = inner.nestedScrollEvents
        if !outerEvents.isEmpty { for event in outerEvents { log.emit(event) } }
        if !innerEvents.isEmpty { for event in innerEvents { log.emit(event) } }
    }

    /// Shares a reading's travel (or ends the drag it reports) at `time`, the reading's.
    mutating func follow(_ reading: GestureReading, at time: Double) {
        let travel = axis == .vertical ? reading.translation.dy : reading.translation.dx
        let speed = axis == .vertical ? reading.velocity.dy : reading.velocity.dx
        let usable = travel.isFinite
        let velocity = usable && speed.isFinite ? speed : 0
        switch reading.state {
        case .began:
            if isDragging { end(velocity: 0, at: time, cancelled: true) }
            guard usable else { return }
            begin(at: time)
            share(travel, velocity: velocity, at: time)
        case .changed:
            guard usable else { return }
            if !isDragging { begin(at: time); translation = travel }
            share(travel, velocity: velocity, at: time)
        case .ended:
            guard isDragging else { return }
            if usable { share(travel, velocity: velocity, at: time) }
            end(velocity: velocity, at: time, cancelled: false)
        case .cancelled, .failed, .recognized:
            if isDragging { end(velocity: 0, at: time, cancelled: true) }
        case .possible:
            if isDragging && reading.numberOfTouches == 0 { end(velocity: 0, at: time, cancelled: true) }
        }
    }

    /// Ticks both sides at the frame's time and returns what to show.
    @discardableResult
    @inlinable
    public mutating func tick(at time: Double) -> Output {
        _tick(at: time)
        return _frame()
    }

    @usableFromInline
    mutating func _tick(at time: Double) {
        log.beginCall()
        if time.isFinite { tickTime = time }
        outerFrame = outer.tick(at: time)
        innerFrame = inner.tick(at: time)
        gatherEvents()
        log.endFrame()
    }

    /// Cancels a drag in progress (it ends, once, as cancelled) and puts both sides at rest.
    public mutating func reset() {
        if isDragging { end(velocity: 0, at: inputTime, cancelled: true) }
        velocityFollowsPan = false
        pan.reset()      // a pan in progress ends, as cancelled...
        pan.reset()      // ...and is then ready for the next touch
        outer.reset()
        inner.reset()
        tickTime = -Double.infinity
        outerFrame = outer.tick(at: .nan)
        innerFrame = inner.tick(at: .nan)
        log.removeAll()
    }

    // MARK: Sharing

    mutating func begin(at time: Double) {
        isDragging = true
        translation = 0
        outerTravel = 0
        innerTravel = 0
        unconsumedTravel = 0
        lastConsumer = nil
        outer.nestedScrollBegan(at: time)
        inner.nestedScrollBegan(at: time)
    }

    /// Splits the change from the last translation to `travel` between the sides, then hands each its
    /// total.
    mutating func share(_ travel: Double, velocity: Double, at time: Double) {
        var split = _TravelSplit(travel - translation)
        translation = travel
        split.takeBack(outer.nestedOverscroll, by: .outer)
        split.takeBack(inner.nestedOverscroll, by: .inner)
        if split.remaining != 0 {
            let first = priority.first(forTravel: split.remaining)
            let second: NestedScrollSide = first == .outer ? .inner : .outer
            split.give(room(of: first, for: split.remaining), to: first)
            if split.remaining != 0 { split.give(room(of: second, for: split.remaining), to: second) }
            if split.remaining != 0 {
                if canOverscroll(second, toward: split.remaining) {
                    split.give(split.remaining, to: second)
                } else if canOverscroll(first, toward: split.remaining) {
                    split.give(split.remaining, to: first)
                }
            }
        }
        outerTravel += split.toOuter
        innerTravel += split.toInner
        // What is left is counted so that the sum stays the finger's translation exactly.
        unconsumedTravel = translation - outerTravel - innerTravel
        if let last = split.last { lastConsumer = last }
        outer.nestedScrollChanged(translation: outerTravel, velocity: velocity, at: time)
        inner.nestedScrollChanged(translation: innerTravel, velocity: velocity, at: time)
    }

    func room(of side: NestedScrollSide, for delta: Double) -> Double {
        let room = side == .outer ? outer.nestedScrollRoom(for: delta) : inner.nestedScrollRoom(for: delta)
        // A side's answer is trusted only within the travel on offer and in its direction.
        guard room.isFinite else { return 0 }
        return delta < 0 ? Swift.min(0, Swift.max(room, delta)) : Swift.max(0, Swift.min(room, delta))
    }

    func canOverscroll(_ side: NestedScrollSide, toward delta: Double) -> Bool {
        side == .outer ? outer.nestedScrollCanOverscroll(toward: delta) : inner.nestedScrollCanOverscroll(toward: delta)
    }

    /// The side that would take a finger travel `delta` now: one past its edge coming back, else the
    /// first with room in the priority's order. For a release after a drag that moved nothing.
    func taker(of delta: Double) -> NestedScrollSide? {
        guard delta != 0 else { return nil }
        if outer.nestedOverscroll * delta < 0 { return .outer }
        if inner.nestedOverscroll * delta < 0 { return .inner }
        let first = priority.first(forTravel: delta)
        let second: NestedScrollSide = first == .outer ? .inner : .outer
        if room(of: first, for: delta) != 0 { return first }
        if room(of: second, for: delta) != 0 { return second }
        return nil
    }

    mutating func end(velocity: Double, at time: Double, cancelled: Bool) {
        isDragging = false
        let owner = cancelled ? nil : (lastConsumer ?? taker(of: velocity))
        lastRelease = NestedScrollRelease(flingOwner: owner, velocity: cancelled ? 0 : velocity, translation: translation,
                                          time: time, wasCancelled: cancelled)
        outer.nestedScrollEnded(velocity: owner == .outer ? velocity : 0, at: time, cancelled: cancelled)
        inner.nestedScrollEnded(velocity: owner == .inner ? velocity : 0, at: time, cancelled: cancelled)
    }
}
