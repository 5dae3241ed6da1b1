/// Animates values from a start to an end state over time, interruptibly: UIKit's
/// `UIViewPropertyAnimator`, headless.
///
/// Start it, pause it, scrub it with ``fractionComplete``, reverse it, continue it with new timing,
/// stop it and finish it where you like. The host steps it once per frame and reads the values.
///
/// ```swift
/// import Transitions
///
/// var animator = try PropertyAnimator(duration: 0.4, timing: .easeInOut,
///                                     from: LayerState(position: Point(x: 0, y: 300)),
///                                     to: LayerState(position: Point(x: 0, y: 0)))
/// animator.pause()                             // a finger grabbed the card: active, paused
/// animator.fractionComplete = 0.3              // it dragged the card 30 % of the way
/// // The finger lets go moving up at 900 points/s with 210 points left: hand the velocity to a spring.
/// let velocity = Spring.uikitInitialSpringVelocity(velocity: 900, distance: 210)
/// animator.continueAnimation(timing: try .spring(dampingRatio: 0.8, initialVelocity: velocity), durationFactor: 1)
/// _ = animator.step(by: 1.0 / 120)              // nil: not complete yet
/// print(animator.value.position.y)              // 200.5228...: the card, a frame later
/// if let position = animator.step(by: 1) {      // the frame it completes says where it ended
///     print("ended at", position)               // ended at end
/// }
/// ```
///
/// The behaviour, with UIKit's documented rules and the observed ones this follows:
/// - **States** (`UIViewAnimatingState`): ``state`` inactive, active, stopped; ``isRunning``.
///   ``start(afterDelay:at:)`` runs an inactive or paused animator; ``pause()``
///   pauses (an inactive animator becomes active, paused at 0); ``stop(withoutFinishing:)``
///   stops where it is, to inactive (completions dropped) or to stopped, after which
///   ``finish(at:)`` ends it at the end, the start or where it is.
/// - **Scrubbing**: ``fractionComplete`` is clamped to 0...1; setting it on an inactive animator
///   makes it active and paused, and it is honoured only while paused (while running it is the
///   "usually a no-op" of UIKit's header). With ``scrubsLinearly`` (the default) pausing swaps in a
///   linear curve at the current visual progress, so nothing jumps and scrubbing maps fraction to
///   progress one to one; without it the fraction is a time fraction on the animator's curve.
/// - **Reversing**: flipping ``isReversed`` moves nothing; the fraction reads 1 − fraction, and a
///   running animator heads back to the start over the time it has come.
/// - **Continuing** (``continueAnimation(timing:durationFactor:)``): a cubic curve resumes where it
///   shows the same progress, t' = C⁻¹(progress), over (1 − t')·f·D/(1 − fraction); a spring
///   restarts from the current value with the new timing's initial velocity.
/// - **Completion**: at the end the animator is inactive, unless ``pausesOnCompletion``, which keeps
///   it active and paused. There are no completion closures (a closure called from inside a mutating
///   method would trap when it touched the animator's owner): ``step(by:)`` / ``tick(at:)`` return
///   the final position (`.end`, or `.start` when reversed) on the frame the run completes,
///   ``finish(at:)`` returns it at once, and ``completedPosition`` keeps it until the next run.
/// - **Domain**: durations, given or made by `continueAnimation`'s factor or a physical spring's
///   settling time, are at most ``maximumDuration``, so every run completes.
///
/// Everything UIKit does not document and this chooses is listed in the module's guide.
public struct PropertyAnimator<Value: Interpolatable>: Sendable {
    /// The duration D in seconds (UIKit replaces 0 by 0.2 s, and so does this). A physical spring's
    /// own settling time replaces it when the spring runs.
    public let duration: Double
    /// The animator's timing: the one it was made with, or the last given to `continueAnimation`.
    public private(set) var timing: AnimatorTiming
    /// When true, the animator stays active and paused at its end instead of completing (false by
    /// default, as UIKit).
    public var pausesOnCompletion = false

    @usableFromInline var _phase = _AnimatorPhase.inactive
    @usableFromInline var _delay = 0.0
    @usableFromInline var _reversed = false
    @usableFromInline var _scrubsLinearly = true
    /// The cubic curve in effect (linear after a linear-scrub pause); unused while `_spring` runs.
    @usableFromInline var _curve: TimingCurve
    /// The time fraction along `_curve`, 0 at the start state and 1 at the end state.
    @usableFromInline var _t = 0.0
    /// The internal duration: the time `_t` takes to cross 0...1.
    @usableFromInline var _internalDuration: Double
    @usableFromInline var _spring: _AnimatorSpringSegment?
    @usableFromInline var _entries: [_AnimatorEntry<Value>] = []
    /// After `finish(at: .end / .start)`: every animation shows that end.
    @usableFromInline var _held: AnimatingPosition?
    @usableFromInline var _completedPosition: AnimatingPosition?
    @usableFromInline var _clock = FrameClock()

    /// The longest run, in seconds (about 31.7 years): a longer duration is rejected, and a duration
    /// factor that would make the run longer is clamped to it (so ``remainingTime`` is finite and
    /// stepping by it completes the run).
    @inlinable public static var maximumDuration: Double { AnimationController.maximumDuration }

    /// An inactive animator with no animations yet.
    ///
    /// - Parameters:
    ///   - duration: Seconds, >= 0 and at most ``maximumDuration``; 0 means 0.2 s (UIKit's substitute).
    ///   - timing: Ease-in-out by default (UIKit's `UICubicTimingParameters()` default).
    /// - Throws: `ConfigurationError` for a negative, non-finite or too long duration.
    public init(duration: Double, timing: AnimatorTiming = .easeInOut) throws(ConfigurationError) {
        try ConfigurationError.check(duration, "duration", .nonNegative)
        guard duration <= Self.maximumDuration else {
            throw ConfigurationError(parameter: "duration", value: duration, requirement: "must be at most \(Self.maximumDuration) seconds")
        }
        self.duration = duration == 0 ? 0.2 : duration
        self.timing = timing
        self._curve = timing.curve ?? .linear
        self._internalDuration = self.duration
    }

    /// An inactive animator with one animation, from `from` to `to` (index 0).
    ///
    /// - Parameters:
    ///   - duration: As in ``init(duration:timing:)``.
    ///   - timing: As in ``init(duration:timing:)``.
    ///   - from: The start value.
    ///   - to: The end value.
    /// - Throws: `ConfigurationError` for a bad duration or a non-finite value.
    public init(duration: Double, timing: AnimatorTiming = .easeInOut, from: Value, to: Value) throws(ConfigurationError) {
        try self.init(duration: duration, timing: timing)
        try addAnimations(from: from, to: to)
    }

    // MARK: Reading

    /// inactive, active or stopped.
    public var state: AnimatingState {
        switch _phase {
        case .inactive: return .inactive
        case .stopped: return .stopped
        case .delayed, .running, .paused: return .active
        }
    }

    /// True while running (or waiting out a start delay).
    public var isRunning: Bool { _phase == .running || _phase == .delayed }

    /// How many animations the animator drives.
    public var animationCount: Int { _entries.count }

    /// The value animation `index` shows now (UIKit: the presentation layer's value).
    ///
    /// - Parameter index: In `0..<animationCount` (as an array index: out of range traps).
    /// - Complexity: O(1): one curve evaluation (or spring solution) and one interpolation.
    @inlinable
    public func presentationValue(of index: Int) -> Value {
        let entry = _entries[index]
        if let held = _held {
            if held == .end { return entry.to }
            if held == .start { return entry.from }
        }
        let progress = progress(of: entry, main: mainProgress)
        if progress == 0 { return entry.from }
        if progress == 1 { return entry.to }
        let value = entry.from.interpolated(to: entry.to, by: progress)
        return value.isFinite ? value : (progress < 0.5 ? entry.from : entry.to)
    }

    /// The first animation's value now (`Value.zero` when there is none).
    @inlinable
    public var value: Value { _entries.isEmpty ? .zero : presentationValue(of: 0) }

    /// The fraction of the animation done, in 0...1, measured in the current direction (so reversing
    /// reads 1 − fraction). Cubic timings: the time fraction on the curve in effect (after a pause
    /// with ``scrubsLinearly`` that curve is linear, so it is the visual progress); springs: the
    /// progress. Setting it (clamped) makes an inactive animator active and paused, and is honoured
    /// only while paused; non-finite values are ignored.
    public var fractionComplete: Double {
        get {
            let raw = _spring == nil ? _t : mainProgress
            return clamp(_reversed ? 1 - raw : raw, to: 0...1)
        }
        set {
            guard newValue.isFinite else { return }
            if _phase == .inactive { pause() }
            guard _phase == .paused else { return }
            let fraction = clamp(newValue, to: 0...1)
            _t = _reversed ? 1 - fraction : fraction
        }
    }

    /// Whether the animation runs toward its start. Flipping it moves nothing: the fraction is
    /// re-expressed in the new direction, and a running animator heads back over the time it has come
    /// (a spring turns around from its current value and velocity). Ignored while stopped.
    public var isReversed: Bool {
        get { _reversed }
        set {
            guard newValue != _reversed, _phase != .stopped else { return }
            if let segment = _spring {
                rebase()
                let solution = SpringSolution(spring: segment.solution.spring, from: segment.value,
                                              to: newValue ? 0.0 : 1.0, initialVelocity: segment.velocity)
                _spring = _AnimatorSpringSegment(solution: solution, end: solution.settlingTime(threshold: .relative()))
            }
            _reversed = newValue
        }
    }

    /// Whether pausing swaps in a linear curve at the current progress (true by default, UIKit's).
    /// Setting it while paused is ignored (UIKit asserts).
    public var scrubsLinearly: Bool {
        get { _scrubsLinearly }
        set { if _phase != .paused { _scrubsLinearly = newValue } }
    }

    /// Seconds until the animator completes if it runs from now (its start delay included); 0 when
    /// inactive or stopped.
    public var remainingTime: Double {
        switch _phase {
        case .inactive, .stopped: return 0
        case .delayed, .running, .paused:
            let motion: Double
            if let segment = _spring {
                motion = Swift.max(0, segment.end - segment.elapsed)
            } else {
                motion = (_reversed ? _t : 1 - _t) * _internalDuration
            }
            return (_phase == .delayed ? _delay : 0) + Swift.max(0, motion)
        }
    }

    // MARK: Configuring

    /// Adds an animation from `from` to `to` (UIKit: `addAnimations(_:delayFactor:)`).
    ///
    /// On an inactive animator the animation starts at `delayFactor`·D and runs for
    /// (1 − delayFactor)·D on the animator's timing; a factor outside (0, 1) means no delay (UIKit's
    /// rule). On an active or stopped animator it starts from where the animator is and arrives with it.
    ///
    /// - Parameters:
    ///   - from: The start value.
    ///   - to: The end value.
    ///   - delayFactor: The delay as a fraction of the duration, honoured in (0, 1).
    /// - Returns: The animation's index, for ``presentationValue(of:)``.
    /// - Throws: `ConfigurationError` for a non-finite value.
    @discardableResult
    public mutating func addAnimations(from: Value, to: Value, delayFactor: Double = 0) throws(ConfigurationError) -> Int {
        guard from.isFinite else {
            throw ConfigurationError(parameter: "from", describing: from, requirement: "must be finite")
        }
        guard to.isFinite else {
            throw ConfigurationError(parameter: "to", describing: to, requirement: "must be finite")
        }
        var entry = _AnimatorEntry(from: from, to: to, delay: delayFactor > 0 && delayFactor < 1 ? delayFactor : 0)
        if _phase != .inactive {
            entry.pivotMain = mainProgress
            entry.pivotOwn = 0
        }
        _entries.append(entry)
        return _entries.count - 1
    }

    /// Where the last run ended (UIKit's completion argument), for a host to poll right after a
    /// call: set by the step that completes a run and by ``finish(at:)``; nil while a run is in
    /// progress, before any ends, after `stop(withoutFinishing: true)` and while paused on completion.
    /// A new run (``start(afterDelay:at:)`` or ``pause()`` of an inactive animator) clears it.
    public var completedPosition: AnimatingPosition? { _completedPosition }

    // MARK: Controlling

    /// Runs the animator: from the start when inactive, on from where it is when paused (the same as
    /// `continueAnimation(timing: nil, durationFactor: 0)`).
    ///
    /// - Parameters:
    ///   - delay: Seconds to wait first (non-finite or negative counts as 0).
    ///   - time: The timestamp of the input that caused the call, on the clock ``tick(at:)`` reads: the
    ///     run (or its delay) starts there, so it is the same at any frame rate. nil: it counts from the
    ///     last frame ticked (``step(by:)`` counts from this call).
    public mutating func start(afterDelay delay: Double = 0, at time: Double? = nil) {
        switch _phase {
        case .inactive:
            prepareFreshRun()
            _phase = .running
        case .paused:
            continueAnimation(timing: nil, durationFactor: 0)
        case .delayed, .running, .stopped:
            return
        }
        // The next tick advances by the time since the input, not since the last frame.
        if let time, time.isFinite { _clock.start(at: time) }
        if delay > 0, delay.isFinite {
            _phase = .delayed
            _delay = delay
        }
    }

    /// Pauses a running animator where it is; makes an inactive one active and paused at its start.
    /// With ``scrubsLinearly`` (or a spring) the curve becomes linear at the current progress. A spring
    /// flung so far past an end that a linear run could not come back within ``maximumDuration``
    /// (an initial velocity near the largest double) is held at that reach instead, so
    /// ``remainingTime`` stays finite; ``stop(withoutFinishing:)`` holds it the same way.
    public mutating func pause() {
        switch _phase {
        case .inactive:
            prepareFreshRun()
        case .running, .delayed:
            break
        case .paused, .stopped:
            return
        }
        _phase = .paused
        _delay = 0
        if let segment = _spring {
            rebase()
            holdSpringProgress(segment.value)
            _curve = .linear
            _spring = nil
        } else if _scrubsLinearly, !_curve.isLinear {
            rebase()
            _t = mainProgress
            _curve = .linear
        }
    }

    /// Runs a paused animator on with new timing (UIKit: `continueAnimation(withTimingParameters:durationFactor:)`).
    ///
    /// With fc the fraction complete and D the duration: a factor f > 0 sets the internal duration to
    /// f·D/(1 − fc) (so a linear continuation takes exactly f·D); 0 keeps it. A cubic curve C resumes
    /// at t' = C⁻¹(progress), where it shows the progress the animator shows, and takes (1 − t') of
    /// the internal duration (t' when reversed). A spring restarts from the current progress with the
    /// new timing's initial velocity (relative to the remaining distance), over the remaining time.
    /// Ignored unless paused.
    ///
    /// - Parameters:
    ///   - newTiming: The new timing, which becomes the animator's; nil keeps the animator's own
    ///     (not the linear scrubbing curve).
    ///   - durationFactor: f, >= 0 (negative or non-finite counts as 0).
    public mutating func continueAnimation(timing newTiming: AnimatorTiming?, durationFactor: Double) {
        guard _phase == .paused else { return }
        let factor = durationFactor.isFinite && durationFactor > 0 ? durationFactor : 0
        let remaining = 1 - fractionComplete
        if factor > 0 {
            let scaled = factor * duration / remaining
            _internalDuration = scaled.isFinite ? scaled : factor * duration
        }
        if let newTiming { timing = newTiming }
        _internalDuration = Swift.min(_internalDuration, Self.maximumDuration)
        let progress = mainProgress
        switch timing.kind {
        case .cubic(let curve):
            if curve != _curve {
                rebase()
                _t = curve.inputProgress(showing: progress)
                _curve = curve
            }
        case .dampingRatio(let ratio):
            rebase()
            let segment = remaining * _internalDuration
            if let spring = try? Spring(exactSettlingDuration: segment, dampingRatio: ratio) {
                startSpring(spring, from: progress, end: segment)
            } else {
                // No spring settles in that time with that ratio (1e-320: its stiffness would
                // overflow): run on linearly over the same time, as a fresh run does, never jumping.
                _t = progress
                _curve = .linear
            }
        case .spring(let spring):
            rebase()
            startSpring(spring, from: progress, end: spring.settlingDuration())
        }
        _phase = .running
    }

    /// Stops a running or paused animator where it is (UIKit: `stopAnimation(_:)`).
    ///
    /// - Parameter withoutFinishing: true: inactive at once, completions dropped, values kept.
    ///   false: stopped, values kept, `isReversed` reset; call ``finish(at:)`` next.
    public mutating func stop(withoutFinishing: Bool) {
        guard _phase == .running || _phase == .paused || _phase == .delayed else { return }
        if let segment = _spring {
            holdSpringProgress(segment.value)
            rebase()
            _curve = .linear
            _spring = nil
        }
        _delay = 0
        if withoutFinishing {
            _phase = .inactive
        } else {
            _phase = .stopped
            _reversed = false
        }
    }

    /// Ends a stopped animator (UIKit: `finish(at:)`): the values jump to the end or the
    /// start, or stay (`.current`). Ignored unless stopped.
    ///
    /// - Parameter position: Where the values end.
    /// - Returns: `position` (also kept in ``completedPosition``), or nil when ignored. No later step
    ///   reports it again, so it never leaks into the next run.
    @discardableResult
    public mutating func finish(at position: AnimatingPosition) -> AnimatingPosition? {
        guard _phase == .stopped else { return nil }
        _phase = .inactive
        _held = position == .current ? nil : position
        _completedPosition = position
        return position
    }

    // MARK: Frames

    /// Advances a running animator by `seconds`.
    ///
    /// - Parameter seconds: Time since the previous frame; negative or non-finite counts as 0.
    /// - Returns: The final position on the frame the animator completes, nil otherwise.
    /// - Complexity: O(1) per step.
    @inlinable
    @discardableResult
    public mutating func step(by seconds: Double) -> AnimatingPosition? {
        var dt = seconds.isFinite && seconds > 0 ? seconds : 0
        if _phase == .delayed {
            if dt < _delay {
                _delay -= dt
                return nil
            }
            dt -= _delay
            _delay = 0
            _phase = .running
        }
        guard _phase == .running else { return nil }
        if _spring != nil {
            _spring?.advance(by: dt)
            if let segment = _spring, segment.elapsed >= segment.end - 1e-12 {
                return reachEnd(segment.solution.target == 1 ? .end : .start)
            }
            return nil
        }
        // Within a picosecond of the end is the end (rounding of the summed frame times).
        let rate = _internalDuration > 0 ? dt / _internalDuration : .infinity
        let slack = _internalDuration > 0 ? 1e-12 / _internalDuration : 0
        if _reversed {
            _t -= rate
            if !(_t > slack) {
                _t = 0
                return reachEnd(.start)
            }
        } else {
            _t += rate
            if !(_t < 1 - slack) {
                _t = 1
                return reachEnd(.end)
            }
        }
        return nil
    }

    /// Advances to the host's frame time (`FrameClock`'s rules) and returns what ``step(by:)`` does.
    ///
    /// - Complexity: O(1), as ``step(by:)``.
    @inlinable
    @discardableResult
    public mutating func tick(at time: Double) -> AnimatingPosition? {
        step(by: _clock.advance(to: time))
    }

    // MARK: Internals

    /// The progress of a delay-free animation: 0 at the start values, 1 at the end values.
    @inlinable
    var mainProgress: Double {
        if let segment = _spring { return segment.value }
        if _t == 0 || _t == 1 { return _t }
        return _curve.value(at: _t)
    }

    /// The progress of `entry` when the delay-free animations show `main`.
    @inlinable
    func progress(of entry: _AnimatorEntry<Value>, main: Double) -> Double {
        if let pivot = entry.pivotMain { return entry.progressThroughPivot(main, pivot: pivot) }
        guard entry.delay > 0 else { return main }
        if let segment = _spring {
            // The same spring, started later and run faster, arriving together.
            return segment.value(at: (segment.elapsed - entry.delay * segment.end) / (1 - entry.delay))
        }
        let u = clamp((_t - entry.delay) / (1 - entry.delay), to: 0...1)
        return u == 0 || u == 1 ? u : _curve.value(at: u)
    }

    /// Before the timing changes: pins every delayed (or late-added) animation to where it is, so it
    /// moves on proportionally from there instead of jumping.
    @usableFromInline
    mutating func rebase() {
        let main = mainProgress
        for index in _entries.indices where _entries[index].delay > 0 || _entries[index].pivotMain != nil {
            let own = progress(of: _entries[index], main: main)
            _entries[index].pivotMain = main
            _entries[index].pivotOwn = own
        }
    }

    /// Holds a spring's progress as the linear run's position (at a pause or a stop), within the
    /// reach of a linear run: a spring flung far past an end (its initial velocity near the largest
    /// double) is brought back to where a linear run of the internal duration reaches either end
    /// within ``maximumDuration``, so ``remainingTime`` stays finite and stepping by it completes the
    /// run. Any progress a spring of sane constants shows is kept as it is.
    mutating func holdSpringProgress(_ progress: Double) {
        let reach = Self.maximumDuration / _internalDuration
        _t = clamp(progress, to: (1 - reach)...reach)
    }

    /// Back to the start of a run (the end when reversed), on the animator's own timing.
    mutating func prepareFreshRun() {
        _held = nil
        _completedPosition = nil
        _delay = 0
        for index in _entries.indices { _entries[index].pivotMain = nil }
        _t = _reversed ? 1 : 0
        _internalDuration = duration
        _spring = nil
        switch timing.kind {
        case .cubic(let curve):
            _curve = curve
        case .dampingRatio(let ratio):
            _curve = .linear
            if let spring = try? Spring(exactSettlingDuration: duration, dampingRatio: ratio) {
                startSpring(spring, from: _t, end: duration)
            }
        case .spring(let spring):
            _curve = .linear
            let end = spring.settlingDuration()
            _internalDuration = end
            startSpring(spring, from: _t, end: end)
        }
    }

    /// A spring stretch from `start` toward the end (the start when reversed), with the timing's
    /// initial velocity relative to the distance left.
    mutating func startSpring(_ spring: Spring, from start: Double, end: Double) {
        let target = _reversed ? 0.0 : 1.0
        let velocity = timing.initialVelocity * (target - start)
        let solution = SpringSolution(spring: spring, from: start, to: target, initialVelocity: velocity.isFinite ? velocity : 0)
        _spring = _AnimatorSpringSegment(solution: solution, end: end)
    }

    /// The end of a run: pause there, or complete (inactive, completions run once).
    @usableFromInline
    mutating func reachEnd(_ position: AnimatingPosition) -> AnimatingPosition? {
        if let segment = _spring {
            rebase()
            _t = segment.solution.target
            _curve = .linear
            _spring = nil
        }
        if pausesOnCompletion {
            _phase = .paused
            return nil
        }
        _phase = .inactive
        _completedPosition = position
        return position
    }
}
