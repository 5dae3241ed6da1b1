/// An interactive transition driven by a gesture: pointer samples (or a host recogniser's readings)
/// move the percentage, the release finishes or cancels it, frame ticks run the completion.
///
/// ```swift
/// import Transitions
///
/// let screen = Rect(x: 0, y: 0, width: 375, height: 667)
/// var pop = try TransitionInteraction.interactivePop(in: screen)
/// pop.handle(PointerSample(pointer: 0, x: 5, y: 300, phase: .began, time: 0))
/// pop.handle(PointerSample(pointer: 0, x: 20, y: 300, phase: .moved, time: 0.05))   // past the slop: began
/// pop.handle(PointerSample(pointer: 0, x: 207.5, y: 302, phase: .moved, time: 0.1))
/// let frame = pop.tick(at: 0.1)
/// print(frame.percentComplete)   // 0.5: the finger moved half a width since the pan began
/// print(frame[0].position.x)     // 375.0: the popped screen, under the finger
/// ```
///
/// The rules:
/// - When the gesture **begins** it grabs the transition where it is: a completing transition is
///   paused there (``InteractiveTransition/pause()``), an ended one starts over from 0, and the
///   ``PercentSource`` is anchored so that the percentage continues from the current one.
/// - While it **changes**, ``InteractiveTransition/update(_:)`` follows the source's percentage.
/// - When it **ends**, the transition finishes or cancels by its ``InteractiveTransition/decision``
///   with the release velocity (in percent per second), on its ``InteractiveTransition/completionTiming``;
///   the completion's clock starts at the release's timestamp. A **cancelled** gesture cancels the
///   transition.
/// - Every transition that began ends exactly once, at exactly 0 or 1, and the frame where it ends
///   says so (``TransitionFrame/didComplete``). ``reset()`` cancels a transition in progress at once
///   (reported by the next frame).
///
/// **Feedback events** (``events``, after each call):
/// - `thresholdActivated` when the finger brings the percentage to the decision's
///   resting threshold (where a release holding still would finish: 0.5 for the default rule), stamped
///   with that sample's time; `thresholdDeactivated` when it comes back below the
///   threshold by more than ``thresholdBand`` (2 % of the transition), so a finger jittering about the
///   threshold reports one crossing.
/// - `committed` when a completion finishes the transition, stamped with the exact
///   end: the release's time plus the completion's length (a curve's T, a spring's settling time solved
///   from its closed form), times the duration scale. A cancelled transition reports nothing.
///
/// **Motion preferences** (``motionPreferences``, read at each release; a running completion keeps
/// those it started with): the finger is followed exactly as always. The duration scale S stretches the
/// completion (at t after the release it shows what it shows at t / S with 1); with 0 the first tick at
/// or after the release shows the transition at its end (finished or cancelled, as with 1) and reports
/// the end there. Reduce Motion completes without bounce: a spring timing's damping is raised to
/// critical (a `.dampingRatio` below 1 to 1); the curves are kept. Prefer Cross-Fade changes nothing
/// here: the values are the caller's (the Navigation module's zoom and shared-element transitions fade).
///
/// Ready-made ones: ``interactivePop(in:duration:parallax:edgeWidth:)``,
/// ``pullDownToDismiss(card:in:duration:minimumScale:)`` and ``pinchToClose(card:targetScale:duration:)``.
public struct TransitionInteraction<Value: Interpolatable>: Interaction {
    public typealias Output = TransitionFrame<Value>

    /// The transition (its configuration may be changed at any time: completion timing, decision...).
    public var transition: InteractiveTransition<Value>
    /// How the gesture's reading maps to the percentage.
    public private(set) var source: PercentSource

    // One recogniser is set; each is mutated in place (no copy of its buffers per sample).
    @usableFromInline var _pan: PanRecognizer?
    @usableFromInline var _edgePan: ScreenEdgePanRecognizer?
    @usableFromInline var _pinch: PinchRecognizer?
    @usableFromInline var _rotation: RotationRecognizer?
    @usableFromInline var _isTracking = false
    /// The one clock: a completion starts at the release's timestamp (`FrameClock.start(at:)`).
    @usableFromInline var _clock = FrameClock()
    /// The latest release of the gesture: the percentage and velocity the decision saw, or nil before the first.
    public private(set) var lastRelease: TransitionRelease?
    /// The user's motion settings, read by each completion when it starts (see the type's discussion).
    public var motionPreferences: MotionPreferences = .standard
    /// What happened since the previous tick (see the type's discussion).
    public var events: [FeedbackEvent] { _log.events }
    /// How far below the decision's resting threshold (a fraction of the transition) the percentage must
    /// come back before the threshold counts as left: 0.02.
    public static var thresholdBand: Double { 0.02 }

    var _log = _FeedbackLog()
    var _threshold = _ThresholdCrossing(threshold: 0.5, band: 0.02)
    /// The running completion's preferences (those of its start), start time and end time (host clock).
    @usableFromInline var _running = MotionPreferences.standard
    @usableFromInline var _completionStart = 0.0
    @usableFromInline var _completionEnd = 0.0

    /// An interaction.
    ///
    /// - Parameters:
    ///   - gesture: The recogniser to feed with ``handle(_:)``.
    ///   - source: The mapping of its reading to the percentage; it must read what the gesture
    ///     reports (a pan: translation or location; a pinch: scale; a rotation: rotation).
    ///   - transition: The transition to drive.
    /// - Throws: `ConfigurationError` (`source`) when the source does not read the gesture.
    public init(gesture: TransitionGesture, source: PercentSource, transition: InteractiveTransition<Value>) throws(ConfigurationError) {
        let fits: Bool
        switch gesture {
        case .pan(let recognizer):
            _pan = recognizer
            fits = source.readsPan
        case .screenEdgePan(let recognizer):
            _edgePan = recognizer
            fits = source.readsPan
        case .pinch(let recognizer):
            _pinch = recognizer
            fits = source.reading == .scale
        case .rotation(let recognizer):
            _rotation = recognizer
            fits = source.reading == .rotation
        }
        guard fits else {
            throw ConfigurationError(parameter: "source", describing: source.reading,
                                     requirement: "must read what the gesture reports (a pan: translation or location; a pinch: scale; a rotation: rotation)")
        }
        self.source = source
        self.transition = transition
    }

    /// The recogniser, as it is now.
    public var gesture: TransitionGesture {
        if let _pan { return .pan(_pan) }
        if let _edgePan { return .screenEdgePan(_edgePan) }
        if let _pinch { return .pinch(_pinch) }
        if let _rotation { return .rotation(_rotation) }
        return .pan(PanRecognizer())
    }

    /// True while a gesture drives the transition (between its `began` and its end).
    public var isTracking: Bool { _isTracking }

    /// True when nothing moves until the next input: no gesture driving the transition, no completion
    /// running and no end left to report.
    public var isSettled: Bool {
        !_isTracking && transition.state != .completing && transition._pendingReport == nil
    }

    // MARK: Input

    /// Feeds one pointer sample to the recogniser and follows it.
    ///
    /// - Returns: The frame after the sample (nothing advances in time).
    /// - Complexity: the recogniser's (O(touches + velocity history)) plus O(1); no allocation.
    @discardableResult
    public mutating func handle(_ sample: PointerSample) -> TransitionFrame<Value> {
        _log.beginCall()
        guard sample.isFinite else { return transition.frame }
        if _pan != nil {
            _pan?.handle(sample)
            if let snapshot = _pan?.snapshot { followPan(snapshot) }
        } else if _edgePan != nil {
            _edgePan?.handle(sample)
            if let snapshot = _edgePan?.snapshot { followPan(snapshot) }
        } else if _pinch != nil {
            _pinch?.handle(sample)
            follow(state: _pinch?.state ?? .possible, reading: _pinch?.scale ?? 1, velocity: _pinch?.velocity ?? 0,
                   time: sample.time)
        } else if _rotation != nil {
            _rotation?.handle(sample)
            follow(state: _rotation?.state ?? .possible, reading: _rotation?.rotation ?? 0,
                   velocity: _rotation?.velocity ?? 0, time: sample.time)
        }
        return transition.frame
    }

    /// Follows a reading of a recogniser the host runs itself (every reading, including the last,
    /// `ended` or `cancelled`): the ``source`` reads its translation or location (a pan), its scale (a
    /// pinch), its rotation (a rotation) or its raw value (a scroll offset), with that part's velocity.
    ///
    /// ```swift
    /// import Transitions
    ///
    /// var close = try TransitionInteraction.pinchToClose(card: LayerState(size: Size(width: 375, height: 500)))
    /// close.update(with: .pinch(state: .began, scale: 1, velocity: 0, time: 0))
    /// close.update(with: .pinch(state: .changed, scale: 0.75, velocity: -1, time: 0.1))
    /// print(close.transition.percentComplete)   // 0.5
    /// ```
    ///
    /// - Returns: The frame after the reading.
    /// - Complexity: O(1).
    @discardableResult
    public mutating func update(with reading: GestureReading) -> TransitionFrame<Value> {
        _log.beginCall()
        switch source.reading {
        case .scale:
            follow(state: reading.state, reading: reading.scale, velocity: reading.scaleVelocity, time: reading.time)
        case .rotation:
            follow(state: reading.state, reading: reading.rotation, velocity: reading.rotationVelocity, time: reading.time)
        case .offset:
            follow(state: reading.state, reading: reading.value, velocity: reading.valueVelocity, time: reading.time)
        case .translation, .location:
            followPan(reading.pan)
        }
        return transition.frame
    }

    mutating func followPan(_ snapshot: PanSnapshot) {
        follow(state: snapshot.state, reading: source.reading(of: snapshot), velocity: source.readingVelocity(of: snapshot),
               time: snapshot.time)
    }

    mutating func follow(state: GestureState, reading: Double, velocity: Double, time: Double) {
        switch state {
        case .began:
            begin(at: reading, time: time)
        case .changed:
            if _isTracking {
                transition.update(source.percent(for: reading))
                crossThreshold(at: time)
            } else {
                begin(at: reading, time: time)
            }
        case .ended:
            guard _isTracking else { return }
            if reading.isFinite {
                transition.update(source.percent(for: reading))
                crossThreshold(at: time)
            }
            _isTracking = false
            let percentVelocity = source.velocity(for: velocity.isFinite ? velocity : 0)
            lastRelease = TransitionRelease(percentComplete: transition.percentComplete, velocity: percentVelocity,
                                            duration: transition.duration)
            startCompletion(at: time) { $0.complete(velocity: percentVelocity) }
        case .cancelled, .possible, .failed, .recognized:
            // A recogniser back at rest (or failed) without reporting its end ends the gesture as
            // cancelled: every began ends once (found by the fuzz replay mixing samples and readings).
            guard _isTracking else { return }
            _isTracking = false
            lastRelease = TransitionRelease(percentComplete: transition.percentComplete, velocity: 0,
                                            duration: transition.duration)
            startCompletion(at: time) { $0.cancel() }
        }
    }

    mutating func begin(at reading: Double, time: Double) {
        guard reading.isFinite else { return }
        // A grab stops a completion where it was at the touch's timestamp, not where the last frame showed it.
        if transition.state == .completing, _clock.isBehind(input: time) {
            advanceCompletion(to: time)
        }
        switch transition.state {
        case .completing: transition.pause()
        case .finished, .cancelled: transition.reset()
        case .interactive: break
        }
        source.begin(at: transition.rawPercentComplete, reading: reading)
        _isTracking = true
        transition.update(source.percent(for: reading))
        // The threshold starts on the side the transition is on: a grab is not a crossing.
        _threshold = _ThresholdCrossing(threshold: transition.decision.restingThreshold, band: Self.thresholdBand)
        _ = _threshold.update(transition.percentComplete)
    }

    /// Reports the finger's crossing of the decision's resting threshold, at the input's time.
    mutating func crossThreshold(at time: Double) {
        if let kind = _threshold.update(transition.percentComplete) { _log.emit(FeedbackEvent(kind, at: time)) }
    }

    /// Starts a completion at the input's time with the preferences set now (Reduce Motion: no bounce),
    /// and records when it will end.
    mutating func startCompletion(at time: Double, _ start: (inout InteractiveTransition<Value>) -> Void) {
        _running = motionPreferences
        let timing = transition.completionTiming
        if _running.reduceMotion { transition.completionTiming = timing.withoutBounce }
        start(&transition)
        transition.completionTiming = timing
        _clock.start(at: time)
        _completionStart = _clock.time ?? time
        _completionEnd = _completionStart + _running.hostDuration(transition._completion?.restTime ?? 0)
    }

    /// Advances a completion to the host's `time` at the duration scale it started with (0: to its end
    /// at once, from its start on), and reports a finish.
    @discardableResult
    mutating func advanceCompletion(to time: Double) -> TransitionFrame<Value> {
        let step = _clock.advance(to: time)
        let frame: TransitionFrame<Value>
        if transition.state == .completing && _running.endsMotionsAtOnce {
            frame = transition.step(by: time >= _completionStart ? .greatestFiniteMagnitude : 0)
        } else {
            frame = transition.step(by: transition.state == .completing ? _running.scaled(step) : step)
        }
        if frame.didComplete == true { _log.emit(FeedbackEvent(.committed, at: _completionEnd)) }
        return frame
    }

    /// Finishes (`true`) or cancels (`false`) the completion the last release started, instead of what
    /// ``InteractiveTransition/decision`` chose: a host's own rule, applied after the ``handle(_:)`` or
    /// ``update(with:)`` that released (``lastRelease`` has what the decision saw). Before the next tick
    /// the new completion starts from the release itself, at its timestamp, with its velocity; later,
    /// from where the completion is. Does nothing unless a completion is running.
    ///
    /// ```swift
    /// import Transitions
    ///
    /// var pop = try TransitionInteraction.interactivePop(in: Rect(x: 0, y: 0, width: 375, height: 667))
    /// pop.handle(PointerSample(pointer: 0, x: 5, y: 300, phase: .began, time: 0))
    /// pop.handle(PointerSample(pointer: 0, x: 20, y: 300, phase: .moved, time: 0.05))
    /// pop.handle(PointerSample(pointer: 0, x: 120, y: 300, phase: .moved, time: 0.1))
    /// pop.handle(PointerSample(pointer: 0, x: 120, y: 300, phase: .ended, time: 0.2))
    /// if let release = pop.lastRelease, release.percentComplete > 0.25 {   // Hero's examples' threshold
    ///     pop.complete(finishing: true)
    /// }
    /// var time = 0.2
    /// while !pop.isSettled { time += 1.0 / 60; pop.tick(at: time) }
    /// print(pop.transition.state)   // finished
    /// ```
    ///
    /// - Complexity: O(1).
    public mutating func complete(finishing: Bool) {
        guard transition.state == .completing else { return }
        let velocity = _clock.elapsed == 0 ? (lastRelease?.velocity ?? 0) : 0
        transition.pause()
        // Before any tick past the release the clock's time is the release's own.
        let start = _clock.time ?? _completionStart
        startCompletion(at: start) { transition in
            if finishing { transition.finish(velocity: velocity) } else { transition.cancel(velocity: velocity) }
        }
    }

    // MARK: Frames

    /// Advances to the frame's timestamp (the samples' clock) and returns what to show. A completion
    /// starts at the release's timestamp: each frame shows it at (frame time − release time), whatever
    /// the frame rate (`FrameClock`'s time rule).
    ///
    /// - Complexity: O(1); no allocation.
    @discardableResult
    public mutating func tick(at time: Double) -> TransitionFrame<Value> {
        _log.beginCall()
        let frame = advanceCompletion(to: time)
        _log.endFrame()
        return frame
    }

    /// Cancels what is in progress: the gesture ends (once, as cancelled), and a transition being
    /// driven or completing is cancelled at once (the next frame reports it); then nothing moves.
    public mutating func reset() {
        _pan?.reset()
        _edgePan?.reset()
        _pinch?.reset()
        _rotation?.reset()
        if _isTracking || transition.state == .completing { transition.reset() }
        _isTracking = false
        _threshold.reset()
        _log.removeAll()
    }
}
