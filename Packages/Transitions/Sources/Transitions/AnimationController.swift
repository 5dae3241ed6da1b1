/// A value that runs between two bounds over time: Flutter's `AnimationController`, headless.
///
/// ```swift
/// import Transitions
///
/// var controller = try AnimationController(duration: 0.1, reverseDuration: 0.05)
/// controller.forward()
/// print(controller.tick(at: 0.010))   // 0.0: the first frame starts the clock
/// print(controller.tick(at: 0.030))   // 0.1999...
/// controller.fling(velocity: -1)    // a critically damped spring aimed 0.01 past the lower bound
/// ```
///
/// Flutter's rules, kept (its own tests' numbers hold: Tests/Vectors/flutter_animation_controller.json):
/// - The value is clamped to `lowerBound...upperBound` at every frame.
/// - `forward()` / `reverse()` run linearly to the bound over `duration` / `reverseDuration` (the
///   latter defaulting to the former), scaled by the share of the range left; `animateTo` /
///   `animateBack` run to any value, over a given duration or that scaled one, on a curve.
/// - `fling(velocity:)` runs a spring (mass 1, stiffness 500, critically damped by default) from the
///   value with the velocity toward the bound it points at, aimed 0.01 past it; it is done once within
///   0.01 of that aim, which the clamp turns into exactly the bound.
/// - `repeat` cycles between `min` and `max` (ping-pong with `reverse`), `count` times or forever.
/// - Time is measured from the first frame after a start. `velocity` is the simulation's (a central
///   difference for the timed runs). With ``disableAnimations`` and the `.normal` behaviour, timed
///   runs take 5 % of their time and flings go 200 times faster.
///
/// Where it differs from Flutter: there is no ticker, the host calls ``tick(at:)``; a frame time
/// earlier than the previous one starts a new time base (`FrameClock`'s rule) instead of rewinding.
/// Nothing is ever infinite or NaN: an unbounded side (a bound of ±infinity, Flutter's
/// `AnimationController.unbounded`) can be flung or animated toward a finite value, but
/// `forward()`/`reverse()`/`toggle()` toward it have no end to run to and stop where they are, and
/// non-finite values and targets are ignored. Durations are at most ``maximumDuration``, so every
/// run ends. There are no status listeners: the host reads ``status`` after each call (a closure
/// called from inside a mutating method would trap when it touched the controller's owner).
public struct AnimationController: Sendable {
    /// The smallest value (may be −infinity for an unbounded controller).
    public let lowerBound: Double
    /// The largest value (may be +infinity).
    public let upperBound: Double
    /// The longest run, in seconds (about 31.7 years; Dart's `Duration` counts microseconds, exact up
    /// to 9e15 µs): longer durations are rejected by the initialiser and clamped by the setters, so
    /// every run ends and its microsecond count is exact.
    public static let maximumDuration = 1e9

    /// Seconds for a full run forward (and backward, unless ``reverseDuration`` is set); nil when the
    /// controller only flings or animates with explicit durations. Setting a value above
    /// ``maximumDuration`` (infinity included) stores ``maximumDuration``; zero, negative or NaN
    /// stores nil (a documented clamp: a setter cannot throw).
    public var duration: Double? {
        get { _duration }
        set { _duration = Self.clampedDuration(newValue) }
    }
    /// Seconds for a full run backward; nil uses ``duration``. Clamped as ``duration`` is.
    public var reverseDuration: Double? {
        get { _reverseDuration }
        set { _reverseDuration = Self.clampedDuration(newValue) }
    }
    var _duration: Double?
    var _reverseDuration: Double?
    /// What reduced motion does to this controller (`.normal` by default).
    public var animationBehavior: AnimationBehavior
    /// The platform's reduced-motion setting (Flutter's `SemanticsBinding.disableAnimations`): false by default.
    public var disableAnimations = false

    /// The current value, always within the bounds.
    public private(set) var value: Double
    /// dismissed, forward, reverse or completed.
    public private(set) var status: AnimationStatus
    var headsForward = true
    var simulation: _ControllerSimulation?
    var startTime: Double?
    /// The input time a host call gave for the run it starts (consumed by `start`).
    var startAt: Double?
    var elapsed = 0.0
    var clock = FrameClock()

    /// A controller at `value` (the lower bound by default).
    ///
    /// - Parameters:
    ///   - value: The starting value, clamped to the bounds.
    ///   - duration: Seconds, positive and at most ``maximumDuration``, or nil.
    ///   - reverseDuration: Seconds, positive and at most ``maximumDuration``, or nil (then `duration`).
    ///   - lowerBound: Not NaN, at most `upperBound` (0 by default; −infinity is allowed).
    ///   - upperBound: Not NaN (1 by default; +infinity is allowed).
    ///   - animationBehavior: `.normal` by default.
    /// - Throws: `ConfigurationError` naming the parameter.
    public init(value: Double? = nil, duration: Double? = nil, reverseDuration: Double? = nil,
                lowerBound: Double = 0, upperBound: Double = 1,
                animationBehavior: AnimationBehavior = .normal) throws(ConfigurationError) {
        if let duration { try Self.checkDuration(duration, "duration") }
        if let reverseDuration { try Self.checkDuration(reverseDuration, "reverseDuration") }
        guard !lowerBound.isNaN, !upperBound.isNaN, lowerBound <= upperBound, lowerBound < .infinity, upperBound > -.infinity else {
            throw ConfigurationError(parameter: "upperBound", value: upperBound,
                                     requirement: "must be at least lowerBound \(lowerBound), neither NaN")
        }
        if let value { try ConfigurationError.check(value, "value", .finite) }
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self._duration = duration
        self._reverseDuration = reverseDuration
        self.animationBehavior = animationBehavior
        self.value = 0
        self.status = .dismissed
        setValueKeepingDirection(value ?? (lowerBound.isFinite ? lowerBound : 0))
    }

    /// True while a simulation runs.
    public var isAnimating: Bool { simulation != nil }

    /// The simulation's velocity at the last frame, in units per second; 0 when not animating.
    public var velocity: Double {
        guard let simulation else { return 0 }
        let velocity = simulation.dx(elapsed)
        return velocity.isFinite ? velocity : 0
    }

    // MARK: Driving

    /// Stops and jumps to `newValue` (clamped); the status follows the value (dismissed at the lower
    /// bound, completed at the upper, else the last direction). Flutter's `value =`. NaN is ignored,
    /// and so is an infinity the bounds do not clamp (the value is always finite).
    public mutating func setValue(_ newValue: Double) {
        guard clamp(newValue, to: lowerBound...upperBound).isFinite else { return }
        stop()
        setValueKeepingDirection(newValue)
    }

    mutating func setValueKeepingDirection(_ newValue: Double) {
        value = clamp(newValue, to: lowerBound...upperBound)
        if value == lowerBound {
            status = .dismissed
        } else if value == upperBound {
            status = .completed
        } else {
            status = headsForward ? .forward : .reverse
        }
    }

    /// Runs to the upper bound over the remaining share of ``duration``.
    ///
    /// - Parameters:
    ///   - from: A value to jump to first (nil: from where it is).
    ///   - time: The timestamp of the input that caused it: the run's time 0, so it is the same at any
    ///     frame rate (see ``tick(at:)``). nil: the next frame, as Flutter's ticker starts.
    public mutating func forward(from: Double? = nil, at time: Double? = nil) {
        startAt = time
        headsForward = true
        if let from { setValue(from) }
        animate(to: upperBound, duration: nil, curve: .linear)
    }

    /// Runs to the lower bound over the remaining share of ``reverseDuration`` (or ``duration``).
    ///
    /// - Parameters:
    ///   - from: A value to jump to first (nil: from where it is).
    ///   - time: As for ``forward(from:at:)``.
    public mutating func reverse(from: Double? = nil, at time: Double? = nil) {
        startAt = time
        headsForward = false
        if let from { setValue(from) }
        animate(to: lowerBound, duration: nil, curve: .linear)
    }

    /// Runs toward the other bound: backward when running or done forward, else forward.
    ///
    /// - Parameters:
    ///   - from: A value to jump to first (nil: from where it is).
    ///   - time: As for ``forward(from:at:)``.
    public mutating func toggle(from: Double? = nil, at time: Double? = nil) {
        startAt = time
        headsForward = !(status == .forward || status == .completed)
        if let from { setValue(from) }
        animate(to: headsForward ? upperBound : lowerBound, duration: nil, curve: .linear)
    }

    /// Runs forward to `target` (status forward).
    ///
    /// - Parameters:
    ///   - target: The value to reach (clamped when shown).
    ///   - duration: Seconds; nil scales ``duration`` by the share of the range to cover.
    ///   - curve: The curve over the run (linear by default).
    ///   - time: As for ``forward(from:at:)``.
    public mutating func animateTo(_ target: Double, duration: Double? = nil, curve: TimingCurve = .linear,
                                   at time: Double? = nil) {
        startAt = time
        headsForward = true
        animate(to: target, duration: duration, curve: curve)
    }

    /// Runs backward to `target` (status reverse).
    ///
    /// - Parameters: As ``animateTo(_:duration:curve:at:)``, with ``reverseDuration`` for the scaled time.
    public mutating func animateBack(_ target: Double, duration: Double? = nil, curve: TimingCurve = .linear,
                                     at time: Double? = nil) {
        startAt = time
        headsForward = false
        animate(to: target, duration: duration, curve: curve)
    }

    /// Flings the value with a spring toward the bound the velocity points at.
    ///
    /// - Parameters:
    ///   - velocity: Units per second (1 by default); negative flings toward the lower bound.
    ///     Non-finite counts as 1.
    ///   - spring: The spring; Flutter's default (mass 1, stiffness 500, damping ratio 1) when nil.
    ///   - behavior: Overrides the controller's for this fling.
    ///   - time: As for ``forward(from:at:)``.
    public mutating func fling(velocity: Double = 1, spring: Spring? = nil, animationBehavior behavior: AnimationBehavior? = nil,
                               at time: Double? = nil) {
        startAt = time
        let velocity = velocity.isFinite ? velocity : 1
        headsForward = !(velocity < 0)
        let target = velocity < 0 ? lowerBound - 0.01 : upperBound + 0.01
        let scale = (behavior ?? animationBehavior) == .normal && disableAnimations ? 200.0 : 1
        let constants = spring ?? AnimationController.flingSpring
        guard target.isFinite else { return }
        start(.spring(SpringSolution(spring: constants, from: value, to: target, initialVelocity: velocity * scale), tolerance: 0.01))
    }

    /// Flutter's fling spring: mass 1, stiffness 500, critically damped.
    public static let flingSpring: Spring = {
        do throws(ConfigurationError) { return try Spring(mass: 1, stiffness: 500, dampingRatio: 1) } catch { preconditionFailure("\(error)") }
    }()

    /// Cycles between `min` and `max`: each period runs from `min` to `max` (then back, with
    /// `reverse`), from where the value is; `count` periods, or forever when nil.
    ///
    /// - Parameters:
    ///   - min: The low end, within the bounds (the lower bound by default).
    ///   - max: The high end, at least `min`, within the bounds (the upper bound by default).
    ///   - reverse: Ping-pong instead of jumping back to `min`.
    ///   - period: Seconds per cycle, positive (``duration`` by default).
    ///   - count: Periods to run, positive, or nil for forever.
    ///   - time: As for ``forward(from:at:)``.
    /// - Throws: `ConfigurationError` for ends outside the bounds or reversed, a missing or bad period, or a count below 1.
    public mutating func `repeat`(min: Double? = nil, max: Double? = nil, reverse: Bool = false, period: Double? = nil,
                                  count: Int? = nil, at time: Double? = nil) throws(ConfigurationError) {
        startAt = time
        let low = min ?? lowerBound, high = max ?? upperBound
        guard low >= lowerBound, low.isFinite else { throw ConfigurationError(parameter: "min", value: low, requirement: "must be finite and at least lowerBound") }
        guard high <= upperBound, high >= low, high.isFinite else {
            throw ConfigurationError(parameter: "max", value: high, requirement: "must be finite, at least min and at most upperBound")
        }
        guard let period = period ?? duration else {
            throw ConfigurationError(parameter: "period", value: "nil", requirement: "must be given when the controller has no duration")
        }
        try Self.checkDuration(period, "period")
        if let count, count < 1 { throw ConfigurationError(parameter: "count", describing: count, requirement: "must be at least 1") }
        // At least a microsecond: Dart's `Duration` of a shorter period rounds to a division by zero.
        let seconds = Swift.max(Self.microseconds(period), 1e-6)
        let initialT = high == low ? 0 : (clamp(value, to: low...high) - low) / (high - low) * seconds
        headsForward = true
        start(.repeating(min: low, max: high, reverse: reverse, period: seconds, initialT: initialT, count: count))
    }

    /// Stops where it is (status unchanged).
    public mutating func stop() {
        simulation = nil
        startTime = nil
        elapsed = 0
    }

    /// Stops and jumps to the lower bound (status dismissed).
    public mutating func reset() {
        setValue(lowerBound.isFinite ? lowerBound : 0)
    }

    /// Advances to the host's frame time and returns the value. The first frame after a start is
    /// time 0 of the run; non-finite times are ignored; a time before the previous frame starts a new
    /// time base (nothing advances on that frame).
    ///
    /// - Complexity: O(1).
    @discardableResult
    public mutating func tick(at time: Double) -> Double {
        let previous = clock.time
        let step = clock.advance(to: time)
        guard time.isFinite, let simulation else { return value }
        if let start = startTime {
            if step == 0, let previous, time < previous {
                startTime = time - elapsed
            } else {
                // A frame before the input that started the run (a host call given a later time) shows time 0.
                elapsed = Swift.max(time - start, 0)
            }
        } else {
            startTime = time
            elapsed = 0
        }
        let (x, backwards) = simulation.x(elapsed)
        if let backwards, backwards != !headsForward {
            headsForward = !backwards
            status = headsForward ? .forward : .reverse
        }
        let shown = clamp(x, to: lowerBound...upperBound)
        if shown.isFinite { value = shown }
        if simulation.isDone(elapsed) {
            status = headsForward ? .completed : .dismissed
            stop()
        }
        return value
    }

    // MARK: Internals

    /// The initialiser's duration check: positive, finite, at most ``maximumDuration``.
    static func checkDuration(_ seconds: Double, _ parameter: String) throws(ConfigurationError) {
        try ConfigurationError.check(seconds, parameter, .positive)
        guard seconds <= maximumDuration else {
            throw ConfigurationError(parameter: parameter, value: seconds, requirement: "must be at most \(maximumDuration) seconds")
        }
    }

    /// The setters' clamp: above ``maximumDuration`` is the maximum, not positive (or NaN) is nil.
    static func clampedDuration(_ seconds: Double?) -> Double? {
        guard let seconds, seconds > 0 else { return nil }
        return Swift.min(seconds, maximumDuration)
    }

    /// Dart's `Duration`: whole microseconds.
    static func microseconds(_ seconds: Double) -> Double {
        (seconds * 1_000_000).rounded() / 1_000_000
    }

    mutating func animate(to target: Double, duration given: Double?, curve: TimingCurve) {
        // A target the bounds leave infinite (forward() of an unbounded controller) has no end to
        // run to: stop where it is. A NaN target is ignored the same way.
        guard clamp(target, to: lowerBound...upperBound).isFinite else {
            stop()
            return
        }
        let scale = animationBehavior == .normal && disableAnimations ? 0.05 : 1
        // Whole microseconds, as Dart's `Duration` (and its `*` rounds), then scaled.
        var micros: Double
        if let given, given.isFinite, given >= 0 {
            micros = target == value ? 0 : (Swift.min(given, Self.maximumDuration) * 1_000_000).rounded()
        } else {
            let range = upperBound - lowerBound
            let remaining = range.isFinite && range > 0 ? Swift.abs(target - value) / range : 1
            let full = (!headsForward ? reverseDuration ?? duration : duration) ?? 0
            micros = ((full * 1_000_000).rounded() * (remaining.isFinite ? remaining : 1)).rounded()
        }
        // A scaled duration is at most the longest run too (a target far past a bound scales the
        // remaining share beyond 1: 1e53 full durations).
        micros = Swift.min(micros, Self.maximumDuration * 1_000_000)
        stop()
        if micros == 0 || !target.isFinite {
            if target != value { value = clamp(target, to: lowerBound...upperBound) }
            status = headsForward ? .completed : .dismissed
            return
        }
        start(.interpolation(begin: value, end: target, duration: micros * scale / 1_000_000, curve: curve))
    }

    mutating func start(_ newSimulation: _ControllerSimulation) {
        stop()
        // A host call given its input's time starts the run there; otherwise at the next frame.
        if let time = startAt, time.isFinite { startTime = time }
        startAt = nil
        simulation = newSimulation
        let (x, backwards) = newSimulation.x(0)
        if let backwards { headsForward = !backwards }
        let shown = clamp(x, to: lowerBound...upperBound)
        if shown.isFinite { value = shown }
        status = headsForward ? .forward : .reverse
    }
}
