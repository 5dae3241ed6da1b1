import Dynamics
import Geometry
import Gestures
import Scroll

/// Pull to refresh bound to a scroll view: a list pulled down past its top shows an indicator, arms at the
/// profile's threshold, refreshes when released armed, holds there until the host ends the refresh, and
/// returns exactly to rest. Compose's `PullRefreshState`, Flutter's `RefreshIndicator` or
/// `CupertinoSliverRefreshControl` (``RefreshProfile``), each with its platform's numbers.
///
/// ```swift
/// import PullToRefresh
///
/// var list = try RefreshControl(scrollView: ScrollBehavior(contentSize: Size(width: 390, height: 4000),
///                                                          viewportSize: Size(width: 390, height: 800)),
///                               profile: .compose)
/// list.handle(PointerSample(pointer: 0, x: 200, y: 100, phase: .began, time: 0))
/// list.handle(PointerSample(pointer: 0, x: 200, y: 300, phase: .moved, time: 0.2))
/// print(list.state, list.offset)                 // armed 98.75: half of 200 is past 80, so 80·(1 + t − t²/4)
/// list.handle(PointerSample(pointer: 0, x: 200, y: 300, phase: .ended, time: 0.25))
/// var time = 0.25
/// while time < 1 { time += 1.0 / 120; list.tick(at: time) }
/// print(list.state, list.offset)                 // refreshing 56.0
/// list.endRefreshing(at: time)                   // the data arrived
/// while !list.isSettled { time += 1.0 / 120; list.tick(at: time) }
/// print(list.state, list.offset)                 // idle 0.0
/// ```
///
/// - **The pull.** The finger's travel past the top while it drags the list (``pull``): the list itself
///   stops dead at its top (Compose, Material) or is pulled, with Flutter's bouncing friction
///   (Cupertino). Dragging back up takes the pull back first, then scrolls the list, as Compose's nested
///   scroll does. Material counts a drag only if it began with the list at its top (Flutter's `onEdge`).
/// - **Arming.** ``progress`` is the pull over the profile's threshold; ``state`` is `armed` once a release
///   would refresh (Material arms at 1/1.5 of its travel and refreshes only from its full travel, as
///   Flutter does).
/// - **Refreshing.** A release armed starts the refresh at the release's timestamp (``refreshReleaseTime``);
///   the indicator (or, with Cupertino, the content) moves to and holds at ``RefreshProfile/restingOffset``
///   while the list scrolls, is flung and caught; Cupertino's list keeps that room above its content as an
///   inset and rests exactly on it. ``endRefreshing(at:)`` ends it; the return lands exactly on 0.
/// - **Time.** Every motion is in closed form from the timestamp of the input that started it, so the
///   same input gives the same frames at any frame rate and from a host that delivers input late.
///
/// - **Feedback events** (``events``): `thresholdActivated` and
///   `thresholdDeactivated` as the pull crosses the point where a release would refresh
///   (with ``armingHysteresis``), `committed` when a release starts the refresh, and
///   `snapped` when the indicator arrives on its refreshing offset (index 1) or back at
///   0 (index 0), at the motion's exact end.
/// - **Motion preferences** (``motionPreferences``): the duration scale plays the indicator's motions slower
///   or not at all (0: on the refreshing offset at the release, at 0 when the host ends the refresh); the
///   list (Cupertino's content) is given them too.
///
/// Bad input has a defined answer: non-finite samples are ignored (as the scroll view ignores them), and no
/// output is ever NaN.
public struct RefreshControl: Interaction {
    public typealias Output = RefreshFrame

    /// The platform whose rules apply.
    public let profile: RefreshProfile
    /// The list. Its physics are the profile's; during a Cupertino refresh its top inset holds the
    /// indicator's room.
    public internal(set) var scrollView: ScrollBehavior
    /// The refresh's state.
    public internal(set) var state: RefreshState = .idle
    /// The finger's pull past the top, points (0 when no finger pulls).
    public internal(set) var pull = 0.0
    /// The displacement shown: the indicator's (Compose, Material) or the content's (Cupertino), points.
    public internal(set) var offset = 0.0
    /// The pull over the profile's threshold: Compose's half pull over its threshold, Material's pull over a
    /// quarter of the viewport (both 0 after a release), Cupertino's content displacement over its trigger
    /// distance.
    public internal(set) var progress = 0.0
    /// The indicator's scale (Material's shrinks to 0 after a refresh; otherwise 1).
    public internal(set) var indicatorScale = 1.0
    /// The timestamp of the release that let the refresh run (a release armed; with Cupertino the first
    /// release after arming), or nil when no refresh is in progress.
    public internal(set) var refreshReleaseTime: Double?

    /// The list's content size (forwarded to ``scrollView``; new rows after a refresh).
    public var contentSize: Size {
        get { scrollView.contentSize }
        set { scrollView.contentSize = newValue }
    }

    /// The list's own top inset (a Cupertino refresh adds its room to it).
    let baseInsetTop: Double
    /// The latest input's or frame's time.
    var now: Double?
    /// The drag the pull is measured in: the list's offset the finger's translation is subtracted from,
    /// recorded when the drag begins (or when pulls count again), and whether this drag may pull.
    var dragOrigin: Double?
    var dragMayPull = false
    var translation = 0.0
    var wasDragging = false
    /// The indicator's motion after a release (Compose, Material) and Material's shrink.
    var motion: _IndicatorMotion?
    var shrink: _IndicatorMotion?
    /// Material's indicator travel (0...1 of 1.5 × displacement) while dragged.
    var travel = 0.0
    /// Cupertino: a finished refresh's content still returning; the control stays idle through it.
    var returning = false

    /// The events since the previous tick; the pull's crossing of the point where a release refreshes; and
    /// the indicator's motion that will report its arrival.
    var log = _FeedbackLog()
    var crossing = _ThresholdCrossing(threshold: 1, band: RefreshControl.armingHysteresis)
    var arrival: _IndicatorMotion?

    /// How far back below the threshold (in ``progress``, a fraction of the threshold) the pull must go to
    /// report `thresholdDeactivated`: 5 %, 4 points of Compose's 80-point indicator
    /// travel (8 of the finger's), so a finger resting on the threshold reports one crossing.
    public static let armingHysteresis = 0.05

    /// What happened since the previous tick, in time order, each at its exact time:
    /// `thresholdActivated` when the pull reaches the point where a release refreshes
    /// (Compose's threshold; Material's full travel; Cupertino's trigger distance),
    /// `thresholdDeactivated` when it comes back below it past ``armingHysteresis``
    /// (never with Cupertino, whose control stays armed once armed), `committed` at the
    /// release that starts the refresh, and `snapped` when the indicator (Compose,
    /// Material) or the content (Cupertino) arrives on its refreshing offset (index 1) or, its return over, at
    /// rest (index 0).
    public var events: [FeedbackEvent] { log.events }

    /// The user's motion settings, read by each of the indicator's motions as it starts: the duration scale
    /// plays it slower (2: half speed) or at once (0: on the refreshing offset on the release's frame, at 0 as
    /// soon as the host ends the refresh). Reduce Motion changes nothing here: Compose's spring is critically
    /// damped and Material's motions are tweens, so none overshoots, and the pull follows the finger.
    public var motionPreferences = MotionPreferences.standard {
        // Cupertino's content moves with the list's own motion: the list reads them too.
        didSet { scrollView.motionPreferences = motionPreferences }
    }

    /// Pull to refresh on `scrollView`.
    ///
    /// - Parameters:
    ///   - scrollView: The list; it scrolls vertically. Its physics become the profile's.
    ///   - profile: Compose's (the default), Material's or Cupertino's.
    /// - Throws: `ConfigurationError` naming `scrollView.axes` when the list cannot scroll vertically.
    public init(scrollView: ScrollBehavior, profile: RefreshProfile = .compose) throws(ConfigurationError) {
        guard scrollView.axes.contains(.vertical) else {
            throw ConfigurationError(parameter: "scrollView.axes", value: "horizontal",
                                     requirement: "must contain .vertical: a list is pulled down from its top")
        }
        self.profile = profile
        self.scrollView = scrollView
        self.scrollView.physics = profile.physics
        self.baseInsetTop = scrollView.contentInset.top
    }

    /// The frame as it is now.
    public var frame: RefreshFrame {
        RefreshFrame(state: state, pull: pull, offset: offset, progress: progress, indicatorScale: indicatorScale,
                     scroll: scrollView.frame)
    }

    /// True when nothing moves until the next input: idle, or refreshing with the indicator (or the content)
    /// at rest on its resting offset, and the list at rest. A refresh at rest waits for the host's
    /// ``endRefreshing(at:)``; its spinner is the host's own animation.
    public var isSettled: Bool {
        guard scrollView.isSettled else { return false }
        switch state {
        case .idle: return true
        case .refreshing: return motion.map { $0.isDone(at: now ?? 0) } ?? true
        case .pulling, .armed, .finishing: return false
        }
    }

    /// Feeds one pointer sample to the list and follows it.
    ///
    /// - Returns: The frame after the sample.
    /// - Complexity: The scroll view's, plus O(1).
    @discardableResult
    public mutating func handle(_ sample: PointerSample) -> RefreshFrame {
        log.beginCall()
        if sample.phase == .began { returning = false }
        scrollView.handle(sample)
        follow(at: sample.time, translation: scrollView.pan.translation.dy)
        return frame
    }

    /// Follows a reading of a pan recogniser the host runs itself, instead of ``handle(_:)``.
    ///
    /// - Returns: The frame after the reading.
    @discardableResult
    public mutating func update(with reading: GestureReading) -> RefreshFrame {
        log.beginCall()
        if reading.state == .began { returning = false }
        scrollView.update(with: reading)
        follow(at: reading.time, translation: reading.translation.dy)
        return frame
    }

    /// Advances to the frame's time and returns what to show.
    ///
    /// - Complexity: O(1): the list's closed form and the indicator's, no allocation.
    @discardableResult
    public mutating func tick(at time: Double) -> RefreshFrame {
        log.beginCall()
        // A copy kept to solve the return's rest on: it records nothing and shares no event buffer with
        // the list, which would copy it when the tick below records an event.
        var before = scrollView
        before.stopsRecordingEvents()
        let from = now
        scrollView.tick(at: time)
        follow(at: time, translation: translation)
        if profile.platform == .cupertino, let from, before.state == .decelerating, scrollView.state == .idle,
           before.contentOffset.y < -baseInsetTop {
            // The content's return from past its top came to rest: on the refreshing room (1) or at 0 (0),
            // at the instant solved on a copy of the list.
            let index = offset == 0 ? 0 : (state == .refreshing && offset == profile.restingOffset ? 1 : -1)
            if index >= 0 {
                log.emit(FeedbackEvent(.snapped, at: _ScaledMotion().restTime(from: from, to: time, probing: before), index: index))
            }
        }
        log.endFrame()
        return frame
    }

    /// Ends the refresh in progress (the data arrived): the indicator (or the content) returns to rest,
    /// landing exactly on 0. Does nothing unless `armed` (Cupertino) or `refreshing`.
    ///
    /// - Parameter time: When the refresh ended (the completion's timestamp): the return starts there, so it
    ///   is the same at any frame rate. `nil` or not finite: the last frame's time. Material's indicator
    ///   shrinks only once its 150 ms snap is over.
    /// - Complexity: O(1) (a short search for the list's spring, Cupertino).
    public mutating func endRefreshing(at time: Double? = nil) {
        guard state == .refreshing || (state == .armed && profile.platform == .cupertino) else { return }
        log.beginCall()
        let start = time.flatMap { $0.isFinite ? $0 : nil } ?? now ?? 0
        state = .finishing
        refreshReleaseTime = nil
        let scale = motionPreferences.durationScale
        switch profile.platform {
        case .compose:
            // An indicator still on its way reports no arrival at the refreshing offset.
            arrival = nil
            motion = .composeSpring(from: motion?.value(at: start) ?? offset, to: 0, at: start, scale: scale)
        case .material:
            let from = Swift.max(start, motion?.end ?? start)
            shrink = .linear(from: 1, to: 0, duration: RefreshProfile.materialScaleDuration, at: from, scale: scale)
        case .cupertino:
            // Giving the room back re-aims a list still moving from where it is then: show it at the end's
            // instant first, so the return is the same whichever frame came last.
            if scrollView.state == .decelerating, let last = now, start > last { scrollView.tick(at: start) }
            scrollView.contentInset.top = baseInsetTop
            let top = -baseInsetTop
            if scrollView.state == .idle, scrollView.contentOffset.y < top {
                scrollView.scroll(to: Point(x: scrollView.contentOffset.x, y: top), animated: true, at: start)
            }
        }
        if let now { follow(at: now, translation: translation) }
    }

    /// Cancels a drag in progress (it ends, once, as cancelled), stops every motion and returns to rest:
    /// no refresh, the list within its own bounds.
    public mutating func reset() {
        scrollView.contentInset.top = baseInsetTop
        scrollView.reset()
        state = .idle
        pull = 0
        offset = 0
        progress = 0
        indicatorScale = 1
        refreshReleaseTime = nil
        dragOrigin = nil
        dragMayPull = false
        translation = 0
        wasDragging = false
        motion = nil
        shrink = nil
        travel = 0
        returning = false
        log.removeAll()
        crossing.reset()
        arrival = nil
    }

    // MARK: Following the list

    /// Follows the list after an input or a frame; `translation` is the drag's (the scroll view's own pan's,
    /// or the host recogniser's reading's), kept for the frames between inputs.
    mutating func follow(at given: Double, translation newTranslation: Double) {
        let time = given.isFinite ? given : (now ?? 0)
        if let shift = ScaledClock.restartShift(from: now, to: time) {
            // A new time base (the host's clock restarted): the indicator's motions continue from where they
            // were, so every return ends.
            motion = motion?.shifted(by: shift)
            shrink = shrink?.shifted(by: shift)
            arrival = arrival?.shifted(by: shift)
            refreshReleaseTime = refreshReleaseTime.map { $0 + shift }
        }
        now = time
        let dragging = scrollView.state == .dragging
        // The list's top now (a Cupertino refresh holds its room above it).
        let top = scrollView.minimumContentOffset.y
        if newTranslation.isFinite { translation = newTranslation }
        if dragging && !wasDragging {
            dragOrigin = nil
            dragMayPull = profile.platform != .material || (state == .idle && scrollView.contentOffset.y <= top)
        }
        let released = wasDragging && !dragging
        wasDragging = dragging
        // The finger's travel past the top: the list's unclamped offset (where the list would be without
        // its top) below the top.
        var fingerPull = 0.0
        if dragging && translation.isFinite {
            if dragOrigin == nil { dragOrigin = scrollView.contentOffset.y + translation }
            if let origin = dragOrigin {
                // Clamped to 1e15 points: a translation near the largest double would make the pull, and the
                // progress over the threshold, infinite (found by the interaction fuzzer).
                let travel = top - (origin - translation)
                fingerPull = travel > 0 ? Swift.min(travel, Self.largestPull) : 0
            }
        }
        switch profile.platform {
        case .compose, .material:
            followIndicator(fingerPull: fingerPull, dragging: dragging, released: released, at: time)
        case .cupertino:
            followContent(fingerPull: fingerPull, released: released, at: time)
        }
    }

    /// Compose and Material: the indicator follows the pull; a release starts its motion.
    mutating func followIndicator(fingerPull: Double, dragging: Bool, released: Bool, at time: Double) {
        switch state {
        case .idle, .pulling, .armed:
            if dragging && dragMayPull {
                if state == .idle && fingerPull == 0 { return }
                setPull(fingerPull, at: time)
            } else if released && state != .idle {
                release(at: time)
            }
        case .finishing where dragging && dragMayPull && fingerPull > 0 && profile.platform == .compose:
            // Compose pulls again while its indicator returns.
            motion = nil
            setPull(fingerPull, at: time)
        case .refreshing, .finishing:
            // Pulls do not move a refreshing indicator (nor Material's returning one); a drag measures its
            // pull afresh afterwards. Compose's returning indicator is pulled again from where the drag began.
            if dragging && (state == .refreshing || profile.platform == .material) { dragOrigin = nil }
            showMotion(at: time)
        }
    }

    /// The largest pull followed, points (a documented clamp for a translation beyond any screen).
    static let largestPull = 1e15

    mutating func setPull(_ fingerPull: Double, at time: Double) {
        defer {
            // The point where a release would refresh: Compose's threshold, Material's full travel.
            if let kind = crossing.update(progress) { log.emit(FeedbackEvent(kind, at: time)) }
        }
        pull = fingerPull
        switch profile.platform {
        case .compose:
            let adjusted = fingerPull * RefreshProfile.composeDragMultiplier
            let threshold = profile.threshold
            progress = adjusted / threshold
            if adjusted <= threshold {
                offset = adjusted
            } else {
                let t = Swift.min(Swift.max(progress - 1, 0), 2)
                offset = threshold * (1 + t - t * t / 4)
            }
            state = fingerPull > 0 ? (adjusted > threshold ? .armed : .pulling) : .idle
        case .material:
            let extent = scrollView.viewportSize.height * RefreshProfile.materialDragContainerExtentPercentage
            progress = fingerPull / extent
            let armedTravel = 1 / RefreshProfile.materialDragSizeFactorLimit
            travel = Swift.min(Swift.max(state == .armed ? Swift.max(progress, armedTravel) : progress, 0), 1)
            offset = travel * RefreshProfile.materialDragSizeFactorLimit * profile.restingOffset
            if state != .armed { state = travel >= armedTravel ? .armed : (fingerPull > 0 ? .pulling : .idle) }
        case .cupertino:
            break
        }
    }

    mutating func release(at time: Double) {
        let from = offset
        let scale = motionPreferences.durationScale
        pull = 0
        progress = 0
        crossing.reset()
        switch profile.platform {
        case .compose:
            if state == .armed {
                state = .refreshing
                refreshReleaseTime = time
                motion = .composeSpring(from: from, to: profile.restingOffset, at: time, scale: scale)
            } else {
                state = .finishing
                motion = .composeSpring(from: from, to: 0, at: time, scale: scale)
            }
        case .material:
            // Flutter refreshes only from the indicator's full travel; armed short of it, it cancels.
            if state == .armed && travel >= 1 {
                state = .refreshing
                refreshReleaseTime = time
                motion = .linear(from: from, to: profile.restingOffset, duration: RefreshProfile.materialSnapDuration, at: time, scale: scale)
            } else {
                state = .finishing
                motion = .linear(from: from, to: 0, duration: RefreshProfile.materialScaleDuration, at: time, scale: scale)
            }
            travel = 0
        case .cupertino:
            break
        }
        if state == .refreshing {
            log.emit(FeedbackEvent(.committed, at: time))
            arrival = motion
        }
        showMotion(at: time)
    }

    /// The indicator's motion at `time`; a return that is over leaves the control idle, exactly at 0.
    mutating func showMotion(at time: Double) {
        if let motion { offset = motion.value(at: time) }
        if let shrink { indicatorScale = shrink.value(at: time) }
        if let arrival, arrival.isDone(at: time) {
            self.arrival = nil
            log.emit(FeedbackEvent(.snapped, at: arrival.end, index: 1))
        }
        guard state == .finishing else { return }
        let ending = shrink ?? motion
        let done = ending.map { $0.isDone(at: time) } ?? true
        if done {
            log.emit(FeedbackEvent(.snapped, at: ending?.end ?? time, index: 0))
            state = .idle
            offset = 0
            indicatorScale = 1
            motion = nil
            shrink = nil
        }
    }

    /// Cupertino: the content is the indicator; its displacement below its top drives the states
    /// (Flutter's `transitionNextState`).
    mutating func followContent(fingerPull: Double, released: Bool, at time: Double) {
        let top = -baseInsetTop
        let shown = Swift.max(0, top - scrollView.contentOffset.y)
        pull = fingerPull
        offset = shown
        progress = shown / profile.threshold
        if released && (state == .armed || state == .refreshing) && refreshReleaseTime == nil {
            refreshReleaseTime = time
            log.emit(FeedbackEvent(.committed, at: time))
        }
        switch state {
        case .idle:
            if returning {
                if shown == 0 { returning = false }
                return
            }
            if shown > 0 { state = .pulling }
            arm(shown: shown, at: time)
        case .pulling:
            if shown == 0 { state = .idle } else { arm(shown: shown, at: time) }
        case .armed:
            if shown <= profile.restingOffset { state = .refreshing }
        case .refreshing:
            break
        case .finishing:
            if shown <= profile.threshold * RefreshProfile.cupertinoInactiveResetFraction {
                state = .idle
                returning = shown > 0
            }
        }
    }

    /// Cupertino arms at the trigger distance and keeps the indicator's room open above the content.
    mutating func arm(shown: Double, at time: Double) {
        guard state == .pulling, shown >= profile.threshold else { return }
        state = .armed
        log.emit(FeedbackEvent(.thresholdActivated, at: time))
        let held = baseInsetTop + profile.restingOffset
        scrollView.contentInset.top = held
        if scrollView.state == .decelerating {
            // A fling that overscrolled past the trigger comes back to the held room, not to the top.
            scrollView.scroll(to: Point(x: scrollView.contentOffset.x, y: -held), animated: true, at: time)
        }
    }
}
