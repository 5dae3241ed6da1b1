/// Turns the host's timestamps into the durations a driver steps by: the one clock, and the one time
/// rule, of every animation and interaction of the library.
///
/// ```swift
/// import Geometry
///
/// var clock = FrameClock()
/// print(clock.advance(to: 10.0))             // 0.0: the first tick only sets the time base
/// clock.start(at: 10.004)                    // a release stamped 10.004 s starts a motion
/// print(clock.advance(to: 10.0))             // 0.0: a frame stamped before the release shows the release
/// print(clock.advance(to: 10.004 + 1 / 120)) // 0.00833...: counted from the release, not the frame
/// print(clock.elapsed)                       // 0.00833...
/// ```
///
/// **The time rule.** A motion that starts at an input (a release, a grab, a `finish()`) starts at that
/// input's timestamp (``start(at:)``), and every tick shows the motion at (tick time − start time): the
/// first frame after a release is not frozen on the release, and the same input gives the same motion at
/// 60, 90, 120 or 240 Hz and on an irregular display link. ``elapsed`` is that time exactly, for motions in
/// closed form; ``advance(to:)`` returns the step since the last tick, for motions stepped frame by frame.
///
/// The rules for odd timestamps, the same for every driver:
/// - The first tick (and the first after ``reset()``) sets the time base and advances nothing, unless a
///   motion was started at an input's timestamp: then it counts from that timestamp.
/// - A repeated time, or one that is NaN or infinite, advances nothing.
/// - A tick stamped before the input that started the motion, by at most ``maximumInputLead``, shows the
///   motion's start (the host's frame timestamp precedes the touch's: a display link's `timestamp` is the
///   last vsync); later ticks still count from the input.
/// - Any other time earlier than the last one starts a new time base (the host's clock restarted, or one
///   far-future timestamp was a mistake): it advances nothing, and later ticks are measured from it, so
///   no single bad timestamp can freeze an animation.
/// - Display-link timestamps jitter in their last bits: a frame whose duration differs from the
///   previous one by at most one part in a million is reported as exactly the previous duration, so
///   a driver's cached per-frame transition is reused; the difference is carried into the next
///   frame, so simulated time never drifts from the host's. (``elapsed`` is never smoothed.)
///
/// Times are seconds, any origin. Durations come out finite and never negative.
@frozen
public struct FrameClock: Hashable, Sendable {
    /// The time of the last tick (or of the input that started the motion), or nil before either.
    @inlinable public var time: Double? { _time }
    /// Seconds of motion since the last ``start(at:)`` (or since the clock was created or reset): the
    /// sum of the exact times between ticks, never smoothed. A closed-form motion evaluates itself here.
    @inlinable public var elapsed: Double { _elapsed }
    @usableFromInline var _time: Double?
    @usableFromInline var _elapsed = 0.0
    /// The host time from which ``elapsed`` counts (the input's, or the last new time base), and the
    /// elapsed time there: one subtraction per tick, so the same instant gives the same bits whatever
    /// ticks came before.
    @usableFromInline var _base = 0.0
    @usableFromInline var _elapsedAtBase = 0.0
    @usableFromInline var steadyStep = 0.0
    @usableFromInline var owed = 0.0
    /// True from ``start(at:)`` until a tick passes the input's time: earlier ticks show the start.
    @usableFromInline var startsAtInput = false

    /// How far (seconds) a frame's timestamp may precede the input that started a motion and still count
    /// as the same clock: 0.25 s, fifteen frames at 60 Hz. A tick earlier than that starts a new time base.
    public static let maximumInputLead = 0.25

    /// A clock that has not ticked yet.
    @inlinable
    public init() {}

    /// Starts a motion at an input's timestamp: ``elapsed`` goes back to 0 and the next tick advances by
    /// (tick time − `time`). A non-finite `time` starts the motion at the next tick instead.
    ///
    /// - Parameter time: The input's timestamp (a release's, a grab's), seconds on the ticks' clock.
    /// - Complexity: O(1).
    @inlinable
    public mutating func start(at time: Double?) {
        _elapsed = 0
        _elapsedAtBase = 0
        owed = 0
        if let time, time.isFinite {
            _time = time
            _base = time
            startsAtInput = true
        } else {
            _time = nil
            startsAtInput = false
        }
    }

    /// Records a tick at `time` and returns the seconds to advance by.
    ///
    /// - Parameter time: The frame's timestamp, in seconds.
    /// - Returns: The duration since the previous tick (smoothed as described above), or 0.
    /// - Complexity: O(1).
    @inlinable
    @discardableResult
    public mutating func advance(to time: Double) -> Double {
        guard time.isFinite else { return 0 }
        guard let last = _time else {
            _time = time
            _base = time
            _elapsedAtBase = _elapsed
            return 0
        }
        guard time >= last else {
            if startsAtInput && last - time <= FrameClock.maximumInputLead { return 0 }
            _time = time
            _base = time
            _elapsedAtBase = _elapsed
            owed = 0
            startsAtInput = false
            return 0
        }
        guard time > last else { return 0 }
        _time = time
        _elapsed = Swift.min(_elapsedAtBase + (time - _base), .greatestFiniteMagnitude)
        let duration = time - last + owed
        if startsAtInput {
            // The first step of a motion is a part of a frame: it does not set the steady frame duration.
            startsAtInput = false
            owed = 0
            return Swift.min(duration, .greatestFiniteMagnitude)
        }
        if Swift.abs(duration - steadyStep) <= steadyStep * 1e-6 {
            owed = duration - steadyStep
            return steadyStep
        }
        owed = 0
        steadyStep = duration.isFinite ? duration : .greatestFiniteMagnitude
        return steadyStep
    }

    /// The time a motion that an input started begins at: the input's timestamp when it is finite, the last
    /// tick's time otherwise (a programmatic call without an `at:`), nil before any tick.
    ///
    /// - Parameter input: The input's timestamp, or nil.
    /// - Complexity: O(1).
    @inlinable
    public func time(ofInput input: Double?) -> Double? {
        if let input, input.isFinite { return input }
        return _time
    }

    /// Starts a motion at the last tick's time (the frame the host showed last), for a motion that no input
    /// timed: the same as `start(at: time)`; before any tick, the next tick starts it.
    ///
    /// - Complexity: O(1).
    @inlinable
    public mutating func restartAtLastTick() {
        start(at: _time)
    }

    /// True when `input` is a finite time later than the last tick: a motion that the input catches (a touch
    /// on a moving view) must first be shown at the input's time, not where the last frame showed it.
    ///
    /// - Parameter input: The input's timestamp, or nil.
    /// - Complexity: O(1).
    @inlinable
    public func isBehind(input: Double?) -> Bool {
        guard let input, input.isFinite, let last = _time else { return false }
        return input > last
    }

    /// Catches up to an input later than the last tick: ticks there and returns true, so that the caller
    /// shows the motion at the input's time before the input changes it; returns false (and changes nothing)
    /// for an input at or before the last tick, or not finite.
    ///
    /// - Parameter input: The input's timestamp, or nil.
    /// - Returns: Whether the clock ticked to `input`.
    /// - Complexity: O(1).
    @inlinable
    @discardableResult
    public mutating func catchUp(toInput input: Double?) -> Bool {
        guard isBehind(input: input), let input else { return false }
        advance(to: input)
        return true
    }

    /// Forgets the time base: the next tick only sets it again.
    @inlinable
    public mutating func reset() {
        self = FrameClock()
    }
}
