/// A transition driven by a percentage instead of time: UIKit's
/// `UIPercentDrivenInteractiveTransition`, headless.
///
/// A duration D and animations (of `LayerState`s or any `Interpolatable`), each with its own curve,
/// delay and duration inside D. While **interactive**, ``update(_:)`` sets the percentage p, a *time*
/// fraction: the transition's local time is L = p·D and every animation shows its curve at its own
/// time there. ``finish(velocity:at:)`` and ``cancel(velocity:at:)`` let it run to the end or back to the
/// start by itself (**completing**); at the end it is exactly at its end (**finished**, p = 1) or
/// start (**cancelled**, p = 0) and the one frame where that happens says so
/// (``TransitionFrame/didComplete``).
///
/// ```swift
/// import Transitions
///
/// var transition = try InteractiveTransition(duration: 0.5, animations: [
///     TransitionAnimation(from: 0.0, to: 100.0, curve: .easeInOut),
/// ])
/// transition.update(0.25)                 // the finger moved a quarter of the way
/// print(transition.frame[0])              // 12.9...: the ease-in-out curve at 0.25
/// transition.finish()                     // the finger let go: 0.375 s along the completion curve
/// let end = transition.step(by: 0.375)
/// print(end.didComplete == true, end[0])  // true 100.0: finished, exactly at 100
/// ```
///
/// The rules (UIKit's documented ones marked as such; the rest are UIKit's observed behaviour):
/// - ``update(_:)`` is ignored unless interactive, and clamps to 0...1 (documented); with
///   ``overshoot`` `.rubberBand` it resists beyond instead. Non-finite percentages are ignored.
/// - Completion with the curve C takes T = (1 − p)·D/s to finish and p·D/s to cancel, s the
///   ``completionSpeed`` (documented; a speed <= 0 reads as 1), and C applies to the remaining segment
///   only: finish L(τ) = p·D + (1 − p)·D·C(τ/T), cancel L(τ) = p·D·(1 − C(τ/T)).
/// - ``completionTiming`` can instead be velocity-aware or a spring that starts with the release
///   velocity; ``complete(velocity:)`` lets ``decision`` choose between finishing and cancelling.
/// - `finish()` and `cancel()` are ignored unless interactive (a second `finish()` does nothing).
/// - ``pause()`` while completing returns to interactive exactly where the transition is, so a new
///   gesture can grab it (every transition here is interruptible).
///
/// A value type: copies are independent, nothing is shared but the immutable animation list.
public struct InteractiveTransition<Value: Interpolatable>: Sendable {
    /// The duration D, in seconds: the time the whole transition takes at completion speed 1.
    public let duration: Double
    /// The animations the transition drives, in the order its frames list them.
    public internal(set) var animations: [TransitionAnimation<Value>]
    /// The curve of a curve completion, over the remaining segment (UIKit's default, ease-in-out).
    public var completionCurve: TimingCurve = .easeInOut
    /// How completion proceeds: the curve by default (UIKit's documented rule).
    public var completionTiming: CompletionTiming = .curve
    /// What an update outside 0...1 does: clamp (the default, UIKit's) or rubber-band.
    public var overshoot: PercentOvershoot = .clamp
    /// The finish-or-cancel rule ``complete(velocity:)`` applies: ``TransitionDecision/projected(threshold:)`` by default.
    public var decision: TransitionDecision = .projected()
    /// The state: interactive, completing, finished or cancelled.
    @inlinable public var state: TransitionState { _state }
    /// The percentage shown (the time fraction L/D): within 0...1 unless ``overshoot`` is `.rubberBand`.
    @inlinable public var percentComplete: Double { _percent }

    @usableFromInline var _state = TransitionState.interactive
    @usableFromInline var _percent = 0.0
    @usableFromInline var _completionSpeed = 1.0
    /// The percentage last given to ``update(_:)`` (before clamping), or the one that would show the
    /// current percentage after a pause.
    @usableFromInline var _rawPercent = 0.0
    @usableFromInline var _completion: _Completion?
    /// A cancellation by ``reset()``, to be reported by the next frame (`false`), and how many.
    @usableFromInline var _pendingReport: Bool?
    @usableFromInline var _pendingResets = 0
    @usableFromInline var _clock = FrameClock()

    /// A transition waiting, interactive, at percentage 0.
    ///
    /// - Parameters:
    ///   - duration: D in seconds, positive and at most `AnimationController.maximumDuration` (1e9).
    ///   - animations: The animations to drive; each must fit in D (delay + duration <= D).
    /// - Throws: `ConfigurationError` for a bad duration, or naming the first animation
    ///   (`animations[2].delay`) that does not fit.
    public init(duration: Double, animations: [TransitionAnimation<Value>] = []) throws(ConfigurationError) {
        try AnimationController.checkDuration(duration, "duration")
        for (index, animation) in animations.enumerated() {
            try Self.check(animation, fitsIn: duration, name: "animations[\(index)]")
        }
        self.duration = duration
        self.animations = animations
    }

    static func check(_ animation: TransitionAnimation<Value>, fitsIn duration: Double, name: String) throws(ConfigurationError) {
        if let length = animation.duration {
            guard animation.end(inTransitionOf: duration) <= duration else {
                throw ConfigurationError(parameter: name + ".duration", value: length,
                                         requirement: "must end within the transition's duration \(duration) (delay \(animation.delay))")
            }
        } else if animation.delay >= duration {
            throw ConfigurationError(parameter: name + ".delay", value: animation.delay,
                                     requirement: "must be less than the transition's duration \(duration)")
        }
    }

    /// Adds an animation (UIKit: an animation added to the transition's animator).
    ///
    /// - Parameter animation: It must fit in the duration.
    /// - Throws: `ConfigurationError` when it does not fit.
    public mutating func addAnimation(_ animation: TransitionAnimation<Value>) throws(ConfigurationError) {
        try Self.check(animation, fitsIn: duration, name: "animations[\(animations.count)]")
        animations.append(animation)
    }

    /// The completion speed s: the completion takes (remaining percentage)·D/s. UIKit requires s > 0
    /// and reads a stored value <= 0 (or NaN, here) as 1.
    public var completionSpeed: Double {
        get { _completionSpeed > 0 && _completionSpeed.isFinite ? _completionSpeed : 1 }
        set { _completionSpeed = newValue }
    }

    /// The transition's local time L = percentComplete × D, in seconds.
    @inlinable
    public var localTime: Double { percentComplete * duration }

    /// The update that shows the current percentage: ``percentComplete`` itself within 0...1, the
    /// rubber band's inverse beyond. A gesture that grabs the transition starts from this value, so
    /// it resumes exactly where the transition is.
    @inlinable
    public var rawPercentComplete: Double { _rawPercent }

    /// The length T of the current curve completion in seconds; nil when not completing, or when a
    /// spring completes the transition.
    public var completionDuration: Double? {
        guard let completion = _completion, completion.spring == nil else { return nil }
        return completion.duration
    }

    /// How fast the percentage moves while completing, in percent per second (0 otherwise); always
    /// finite (a release speed above 1 000 percent per second is taken as 1 000).
    public var percentVelocity: Double {
        _completion?.velocity ?? 0
    }

    /// True while finishing, or once finished.
    @inlinable
    public var isFinishing: Bool {
        state == .finished || (state == .completing && (_completion?.target ?? 0) == 1)
    }

    // MARK: Interaction

    /// Sets the percentage while interactive (UIKit: `update(_:)`).
    ///
    /// - Parameter percent: The new percentage; clamped to 0...1 or rubber-banded (``overshoot``).
    ///   Ignored when not finite, or unless the state is `.interactive`.
    /// - Complexity: O(1).
    @inlinable
    public mutating func update(_ percent: Double) {
        guard state == .interactive, percent.isFinite else { return }
        _rawPercent = percent
        _percent = overshoot.apply(to: percent)
    }

    /// Runs to the end (UIKit: `finish()`), with ``completionTiming``.
    ///
    /// - Parameters:
    ///   - velocity: The gesture's velocity in percent per second, positive toward the end; used by the
    ///     velocity-aware and spring timings (0 by default). Not finite counts as 0.
    ///   - time: The timestamp of the input that caused the call (the release), on the clock
    ///     ``tick(at:)`` reads: the completion starts there, the same at any frame rate. nil: from the
    ///     last frame ticked (``step(by:)`` counts from this call).
    /// - Complexity: O(1) (a `.dampingRatio` timing solves for its spring once, here).
    public mutating func finish(velocity: Double = 0, at time: Double? = nil) {
        startCompletion(finishing: true, velocity: velocity, at: time)
    }

    /// Runs back to the start (UIKit: `cancel()`), with ``completionTiming``.
    ///
    /// - Parameters:
    ///   - velocity: As for ``finish(velocity:at:)`` (a gesture moving back has a negative one).
    ///   - time: As for ``finish(velocity:at:)``.
    /// - Complexity: O(1), as ``finish(velocity:at:)``.
    public mutating func cancel(velocity: Double = 0, at time: Double? = nil) {
        startCompletion(finishing: false, velocity: velocity, at: time)
    }

    /// Finishes or cancels as ``decision`` says for a release with this velocity.
    ///
    /// - Parameter velocity: The gesture's velocity in percent per second, positive toward the end.
    /// - Returns: True when the transition finishes (or already was finishing).
    /// - Complexity: O(1) for the built-in rules.
    @discardableResult
    public mutating func complete(velocity: Double) -> Bool {
        guard state == .interactive else { return isFinishing }
        let finishing = decision.shouldFinish(TransitionRelease(percentComplete: percentComplete, velocity: velocity,
                                                                duration: duration))
        startCompletion(finishing: finishing, velocity: velocity)
        return finishing
    }

    mutating func startCompletion(finishing: Bool, velocity: Double, at time: Double? = nil) {
        guard state == .interactive else { return }
        // The next tick advances by the time since the input, not since the last frame.
        if let time, time.isFinite { _clock.start(at: time) }
        _completion = _Completion(from: percentComplete, to: finishing ? 1 : 0, velocity: velocity, timing: completionTiming,
                                  curve: completionCurve, speed: completionSpeed, transitionDuration: duration)
        _state = .completing
    }

    /// Stops a completion where it is and returns to interactive there (UIKit: pausing an
    /// interruptible transition). Does nothing unless completing.
    public mutating func pause() {
        guard state == .completing, let completion = _completion else { return }
        _percent = shown(completion.current.percent)
        _rawPercent = overshoot.inverse(of: percentComplete)
        _completion = nil
        _state = .interactive
    }

    /// Starts over: interactive at percentage 0. A transition in progress (interactive or completing)
    /// is cancelled first, and the next frame reports that once (``TransitionFrame/resetCancellations``,
    /// and ``TransitionFrame/didComplete`` false); a newer transition that reaches its end on that same
    /// frame shows its end there, still completing, and ends on the frame after it, so every end reaches
    /// ``TransitionFrame/didComplete`` on a frame of its own, in order.
    public mutating func reset() {
        if state == .interactive || state == .completing {
            _pendingReport = false
            _pendingResets += 1
        }
        _state = .interactive
        _percent = 0
        _rawPercent = 0
        _completion = nil
    }

    // MARK: Frames

    /// Advances a completion by `seconds` and returns the frame to show.
    ///
    /// - Parameter seconds: The time since the previous frame; negative or non-finite counts as 0.
    ///   A completion whose time is up (or that has nothing left to do) ends even on a 0 step.
    /// - Returns: The frame; its ``TransitionFrame/didComplete`` is set on the frame the transition ends.
    /// - Complexity: O(1): one curve evaluation, or four multiply-adds of the spring.
    @inlinable
    @discardableResult
    public mutating func step(by seconds: Double) -> TransitionFrame<Value> {
        var report = _pendingReport
        let resets = _pendingResets
        _pendingReport = nil
        _pendingResets = 0
        if state == .completing, var completion = _completion {
            if seconds > 0, seconds.isFinite { completion.advance(by: seconds) }
            let (percent, isDone) = completion.current
            if isDone && report != nil {
                // This frame reports a reset's cancellation: the newer transition, at its end, ends on
                // the next frame (with any step), so every end reaches `didComplete` on a frame of its
                // own, in order; a reset before then cancels it as any transition in progress.
                _percent = completion.target
                _completion = completion
            } else if isDone {
                _state = completion.target == 1 ? .finished : .cancelled
                _percent = completion.target
                _rawPercent = completion.target
                _completion = nil
                report = state == .finished
            } else {
                _percent = shown(percent)
                _completion = completion
            }
        }
        return TransitionFrame(state: state, percentComplete: percentComplete, duration: duration, didComplete: report,
                               resetCancellations: resets, animations: animations)
    }

    /// Advances to the host's frame time (seconds; `FrameClock`'s rules for the first, repeated,
    /// backwards and non-finite times) and returns the frame to show.
    ///
    /// - Complexity: O(1), as ``step(by:)``.
    @inlinable
    @discardableResult
    public mutating func tick(at time: Double) -> TransitionFrame<Value> {
        step(by: _clock.advance(to: time))
    }

    /// The frame showing the transition now, without advancing it (``TransitionFrame/didComplete`` nil).
    @inlinable
    public var frame: TransitionFrame<Value> {
        TransitionFrame(state: state, percentComplete: percentComplete, duration: duration, didComplete: nil,
                        animations: animations)
    }

    /// A completion's percentage as shown: clamped to 0...1 unless rubber-banding.
    @inlinable
    func shown(_ percent: Double) -> Double {
        overshoot == .clamp ? clamp(percent, to: 0...1) : percent
    }
}
