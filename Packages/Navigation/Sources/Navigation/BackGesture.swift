/// A back gesture from a screen edge: a progress that follows the finger and, at the release, commits
/// (runs to exactly 1) or cancels (runs to exactly 0). Android's predictive back progress or iOS's
/// interactive pop, one value for either.
///
/// ```swift
/// import Navigation
///
/// var back = try BackGesture(width: 400)                   // Android, from the left edge
/// back.handle(PointerSample(pointer: 0, x: 2, y: 500, phase: .began, time: 0))
/// back.handle(PointerSample(pointer: 0, x: 202, y: 500, phase: .moved, time: 0.2))
/// print(back.rawProgress)                                  // 0.5: 200 / 400 (400 < 412 dp: linear)
/// back.handle(PointerSample(pointer: 0, x: 302, y: 500, phase: .ended, time: 0.3))
/// var time = 0.3
/// while !back.isSettled { time += 1.0 / 120; back.tick(at: time) }
/// print(back.frame.state, back.frame.progress)             // committed 1.0
/// ```
///
/// **Progress.** Measured along the edge's direction from the touch-down point, no slop subtracted; a
/// finger that goes back past where it started moves the start with it (AOSP's start threshold), so the
/// progress is never negative. ``BackGestureProfile/rawProgress(distance:width:)`` turns the distance
/// into the raw progress. Android smooths it as `BackProgressAnimator` does: a spring (stiffness 1500,
/// damping ratio 1) on progress × 100, retargeted to the raw progress at each touch event's own
/// timestamp, stepped exactly between events and frames, so the same touches give the same progress at
/// any frame rate. iOS reports the raw progress (the translation over the width).
///
/// **Release.** ``decision`` (the library's interactive-transition rule, `TransitionDecision.projected()`
/// over ``decisionDuration``) reads the raw progress and the finger's velocity toward the inside over
/// the width. Android's own commit threshold belongs to the system and is not published. Android:
/// committing, the spring carries the progress from where it is, with its velocity, to exactly 1;
/// cancelling, to exactly 0 (`BackProgressAnimator.onBackCancelled`); unsmoothed, the progress jumps
/// there. iOS: the interactive pop's completion (UIKit's velocity-aware remaining time, along its
/// ease-in-out curve) from where it is. A cancelled touch cancels.
///
/// **A host's own recogniser.** A host that recognises the gesture itself feeds its pan readings
/// (`update(with:)`) or, when it already has a progress (Android's `OnBackAnimationCallback`, Flutter's
/// `PredictiveBackEvent`), its ``BackEvent``s: their progress is the raw progress, and their commit or
/// cancel ends the gesture.
///
/// **Feedback events** (``events``, after each call):
/// - `thresholdActivated` when the raw progress reaches the point from which a
///   release holding still commits (``decision``'s resting threshold: 0.5 by default, iOS's half-width
///   rule; on Android the same rule reads `BackEvent`'s progress, as the raw progress is), stamped with the
///   touch event's time; `thresholdDeactivated` when it comes back below it by more
///   than ``thresholdBand`` (0.02 of the progress), so a finger jittering at the threshold reports one
///   crossing. What the two mean is Android's `GESTURE_THRESHOLD_ACTIVATE`/`DEACTIVATE`: a release now
///   goes back, or no longer does.
/// - `committed` when the progress arrives at 1 (state `committed`), stamped with the
///   motion's exact end: the release's time plus the spring's settling time solved from its closed form
///   (Android), the pop's remaining time (iOS), or the release itself (unsmoothed), times the duration
///   scale. A cancelled gesture reports nothing.
///
/// **Motion preferences** (``motionPreferences``, read at the release): the progress follows the finger
/// as always (the smoothing spring during the drag included). The duration scale S stretches the motion
/// after the release (at t it shows what it shows at t / S with 1); with 0 the release's own frame shows
/// the end (`committed` at 1 or `cancelled` at 0, as with 1). Reduce Motion changes nothing: both
/// profiles' motions are without bounce already (a critically damped spring, an ease-in-out curve).
/// Prefer Cross-Fade changes nothing either: the gesture reports a progress; the transform it drives is
/// the host's (``SharedElementTransition`` fades with it).
///
/// **One progress source.** Feed ``frame``'s progress to a ``SharedElementTransition`` with
/// `follow(progress:velocity:at:)` every frame, the release included: the back gesture owns the progress
/// and the element follows, so the two never fight.
public struct BackGesture: Interaction {
    public typealias Output = BackGestureFrame

    /// The edge the gesture starts from.
    public let edge: BackEdge
    /// The screen's width, in points: the iOS extent and Android's default distances.
    public let width: Double
    /// How the travel becomes a progress.
    public let profile: BackGestureProfile
    /// Decides, at the release, whether the gesture commits.
    public var decision: TransitionDecision = .projected()
    /// The duration the release is projected over by ``decision``: 0.5 s, the interactive pop's.
    public static let decisionDuration = 0.5

    @usableFromInline var _pan: PanRecognizer
    @usableFromInline var _state: BackGestureState = .idle
    @usableFromInline var _start = 0.0
    @usableFromInline var _touch = Point(x: 0, y: 0)
    @usableFromInline var _down = Point(x: 0, y: 0)
    @usableFromInline var _raw = 0.0
    /// Android: the progress × 100, smoothed.
    @usableFromInline var _spring: SpringAnimation<Double>
    /// iOS: the interactive pop's completion.
    @usableFromInline var _pop: InteractiveTransition<Double>
    @usableFromInline var _clock = FrameClock()

    /// The user's motion settings, read at each release (see the type's discussion).
    public var motionPreferences: MotionPreferences = .standard
    /// What happened since the previous tick (see the type's discussion).
    public var events: [FeedbackEvent] { _log.events }
    /// How far below the decision's resting threshold the raw progress must come back before the
    /// threshold counts as left: 0.02.
    public static let thresholdBand = 0.02

    var _log = _FeedbackLog()
    var _threshold = _ThresholdCrossing(threshold: 0.5, band: BackGesture.thresholdBand)
    /// The motion after the release: its preferences, its start and its exact end (host clock).
    @usableFromInline var _running = MotionPreferences.standard
    @usableFromInline var _releaseTime = 0.0
    @usableFromInline var _endTime = 0.0

    /// A back gesture.
    ///
    /// - Parameters:
    ///   - edge: The edge it starts from; left by default.
    ///   - width: The screen's width in points; positive and finite.
    ///   - profile: Android (the default) or iOS.
    /// - Throws: `ConfigurationError` naming `width`.
    public init(edge: BackEdge = .left, width: Double, profile: BackGestureProfile = .android) throws(ConfigurationError) {
        try ConfigurationError.check(width, "width", .positive)
        self.edge = edge
        self.width = width
        self.profile = profile
        _pan = try PanRecognizer(minimumDistance: 0)
        _spring = SpringAnimation(spring: BackGestureProfile.androidProgressSpring, value: 0, target: 0)
        _pop = try InteractiveTransition<Double>(duration: BackGesture.decisionDuration)
        _pop.completionTiming = .velocityAware
    }

    /// The phase.
    @inlinable public var state: BackGestureState { _state }

    /// The progress before smoothing (the profile's formula of the travel), in 0...1.
    @inlinable public var rawProgress: Double { _raw }

    /// Where the gesture's finger touched down (the vertical drag of a predictive-back transform is
    /// measured from it).
    @inlinable public var touchDown: Point { _down }

    /// The progress reported now.
    public var progress: Double {
        switch _state {
        case .idle, .cancelled: return 0
        case .committed: return 1
        case .dragging, .committing, .cancelling:
            if profile.kind == .ios { return _pop.percentComplete }
            // Bounded 0...1 as BackProgressAnimator's 0...100 (a critically damped spring retargeted
            // while moving may pass its target once).
            return profile.isSmoothed ? Swift.min(Swift.max(_spring.value / 100, 0), 1) : _raw
        }
    }

    /// The progress's velocity, per second: what a follower continues with.
    public var progressVelocity: Double {
        switch _state {
        case .idle, .cancelled, .committed: return 0
        case .dragging, .committing, .cancelling:
            if profile.kind == .ios { return _state == .dragging ? 0 : _pop.percentVelocity }
            return profile.isSmoothed ? _spring.velocity / 100 : 0
        }
    }

    /// What to show now.
    public var frame: BackGestureFrame {
        BackGestureFrame(state: _state, progress: progress, touchX: _touch.x, touchY: _touch.y, edge: edge)
    }

    public var isSettled: Bool { _state == .idle || _state == .committed || _state == .cancelled }

    // MARK: Input

    /// Feeds one pointer sample (an edge swipe's).
    ///
    /// - Complexity: the recogniser's plus O(1); no allocation.
    @discardableResult
    public mutating func handle(_ sample: PointerSample) -> BackGestureFrame {
        _log.beginCall()
        guard sample.isFinite else { return frame }
        if _state == .committing || _state == .cancelling { return frame }
        _pan.handle(sample)
        follow(_pan.snapshot)
        return frame
    }

    /// Follows a pan reading of the host's own edge recogniser.
    ///
    /// - Complexity: O(1).
    @discardableResult
    public mutating func update(with reading: GestureReading) -> BackGestureFrame {
        _log.beginCall()
        if _state == .committing || _state == .cancelling { return frame }
        let pan = reading.pan
        guard pan.location.isFinite, pan.translation.isFinite, pan.time.isFinite else { return frame }
        follow(pan)
        return frame
    }

    /// Follows a host's back event: its progress is the raw progress (smoothed as the profile says), and
    /// its commit or cancel ends the gesture as a release would, without ``decision``. Events out of
    /// order (a progress before a start, an end without a gesture) are ignored, as are non-finite ones.
    ///
    /// - Complexity: O(1).
    @discardableResult
    public mutating func handle(_ event: BackEvent) -> BackGestureFrame {
        _log.beginCall()
        switch event {
        case .started(let touch, let time):
            guard touch.isFinite, time.isFinite, _state != .dragging else { return frame }
            let touch = PanSnapshot(state: .began, location: touch, translation: Vector(dx: 0, dy: 0), velocity: Vector(dx: 0, dy: 0),
                                    numberOfTouches: 1, time: time)._clamped.location
            _pan.reset()
            begin(at: touch, time: time)
        case .progressed(let progress, let touch, let time):
            guard _state == .dragging, touch.isFinite, time.isFinite, !progress.isNaN else { return frame }
            let touch = PanSnapshot(state: .changed, location: touch, translation: Vector(dx: 0, dy: 0), velocity: Vector(dx: 0, dy: 0),
                                    numberOfTouches: 1, time: time)._clamped.location
            move(to: touch, raw: Swift.min(Swift.max(progress, 0), 1), at: time)
        case .committed(let time), .cancelled(let time):
            guard _state == .dragging, time.isFinite else { return frame }
            if case .committed = event {
                release(velocity: 0, at: time, commit: true)
            } else {
                release(velocity: 0, at: time, commit: false)
            }
        }
        return frame
    }

    /// Advances the progress to the frame's timestamp and returns the frame.
    ///
    /// - Complexity: O(1); no allocation.
    @discardableResult
    public mutating func tick(at time: Double) -> BackGestureFrame {
        _log.beginCall()
        advance(to: time)
        _log.endFrame()
        return frame
    }

    /// Ends what is in progress at once: a gesture being dragged or completing is cancelled (progress 0).
    public mutating func reset() {
        _pan.reset()
        if _state != .idle && _state != .committed { _state = .cancelled }
        _spring.reset(value: 0)
        _spring.retarget(to: 0)
        _raw = 0
        _pop.reset()
        _threshold.reset()
        _log.removeAll()
    }

    // MARK: Internals

    mutating func follow(_ reading: PanSnapshot) {
        let pan = reading._clamped
        switch pan.state {
        case .began, .changed:
            if _state != .dragging { begin(at: pan.location - pan.translation, time: pan.time) }
            move(to: pan.location, raw: nil, at: pan.time)
        case .ended:
            guard _state == .dragging else { return }
            move(to: pan.location, raw: nil, at: pan.time)
            release(velocity: pan.velocity.dx, at: pan.time, commit: nil)
        case .cancelled, .failed, .possible, .recognized:
            guard _state == .dragging else { return }
            release(velocity: 0, at: pan.time, commit: false)
        }
    }

    mutating func begin(at down: Point, time: Double) {
        _state = .dragging
        _start = down.x
        _touch = down
        _down = down
        _raw = 0
        _spring.reset(value: 0)
        _spring.retarget(to: 0)
        _pop.reset()
        _clock.start(at: time)
        _threshold = _ThresholdCrossing(threshold: decision.restingThreshold, band: Self.thresholdBand)
    }

    /// A touch event at its own timestamp: the spring runs to it, then aims at the new raw progress
    /// (the profile's of the travel, or the host's).
    mutating func move(to location: Point, raw: Double?, at time: Double) {
        advance(to: time)
        let x = location.x
        // AOSP: a finger back past the start moves the start with it.
        if (edge == .left && x < _start) || (edge == .right && x > _start) { _start = x }
        _touch = location
        _raw = raw ?? profile.rawProgress(distance: edge == .left ? x - _start : _start - x, width: width)
        _spring.retarget(to: _raw * 100)
        _pop.update(_raw)
        if let kind = _threshold.update(_raw) { _log.emit(FeedbackEvent(kind, at: time)) }
    }

    mutating func release(velocity: Double, at time: Double, commit: Bool?) {
        let inward = (edge == .left ? velocity : -velocity) / width
        let commits = commit ?? decision.shouldFinish(TransitionRelease(percentComplete: _raw, velocity: inward,
                                                                      duration: BackGesture.decisionDuration))
        advance(to: time)
        _running = motionPreferences
        _releaseTime = time
        if profile.kind == .ios {
            _state = commits ? .committing : .cancelling
            if commits { _pop.finish(velocity: inward) } else { _pop.cancel(velocity: inward) }
            _clock.start(at: time)
            _endTime = time + _running.hostDuration(_pop.completionDuration ?? 0)
            if _running.endsMotionsAtOnce {
                _ = _pop.step(by: 0)   // the begin's reset is reported first, so the end is not held a frame
                _ = _pop.step(by: .greatestFiniteMagnitude)
            }
        } else if profile.isSmoothed {
            _state = commits ? .committing : .cancelling
            _spring.retarget(to: commits ? 100 : 0)
            let settling = _spring.isSettled ? 0 : _spring.solution.settlingTime(threshold: _spring.threshold)
            _endTime = time + _running.hostDuration(settling.isFinite ? settling : 0)
            if _running.endsMotionsAtOnce { _spring.reset(value: commits ? 100 : 0) }
        } else {
            _state = commits ? .committing : .cancelling
            _endTime = time
        }
        settleIfDone()
    }

    mutating func advance(to time: Double) {
        var step = _clock.advance(to: time)
        guard step > 0 else { return }
        switch _state {
        case .committing, .cancelling:
            // The motion after the release runs at the duration scale it started with.
            step = _running.scaled(step)
        case .idle, .dragging, .committed, .cancelled:
            break
        }
        switch _state {
        case .dragging, .committing, .cancelling:
            if profile.kind == .ios {
                if _state != .dragging { _ = _pop.step(by: step) }
            } else if profile.isSmoothed {
                _spring.step(by: step)
            }
            settleIfDone()
        case .idle, .committed, .cancelled:
            break
        }
    }

    mutating func settleIfDone() {
        switch _state {
        case .committing, .cancelling:
            let done = profile.kind == .ios ? _pop.state.isEnded : (!profile.isSmoothed || _spring.isSettled)
            guard done else { return }
            if _state == .committing { _log.emit(FeedbackEvent(.committed, at: _endTime)) }
            _state = _state == .committing ? .committed : .cancelled
        case .idle, .dragging, .committed, .cancelled:
            break
        }
    }
}
