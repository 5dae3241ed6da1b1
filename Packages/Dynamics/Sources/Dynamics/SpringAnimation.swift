import Geometry

/// A spring in motion, stepped by the host's frames: a value, its velocity and a target that can move.
///
/// The stateful counterpart of ``SpringSolution`` (b3ll/Motion's `SpringAnimation`, Android's
/// `SpringAnimation`, POP's `POPSpringAnimation`). Each step is the exact closed-form solution over the
/// frame's duration (the ``SpringStep`` map is cached for a repeated duration), so a frame hitch of half
/// a second lands exactly where the spring would be, and retargeting mid-flight keeps the position and
/// the velocity continuous.
///
/// A struct with mutating steps rather than a class: it is `Sendable`, costs no reference counting per
/// frame and can sit inline in an array of thousands; the interaction that owns it provides identity.
/// For thousands of springs that share their constants, ``SpringBatch`` is cheaper still.
///
/// ```swift
/// var animation = SpringAnimation(spring: .snappy, value: Point(x: 0, y: 0), target: Point(x: 300, y: 0),
///                                 velocity: Vector(dx: 1500, dy: 0))       // the release velocity
/// animation.step(by: 1.0 / 120)                                        // once per display frame
/// animation.retarget(to: Point(x: 100, y: 50))                          // continuous, no jump
/// if animation.isSettled { /* value == target exactly */ }
/// ```
///
/// Input that is not finite has a defined answer rather than a NaN motion: the initialiser starts a
/// spring whose value is not finite settled on its target (on its value when the target is not finite,
/// on zero when neither is), and treats a non-finite velocity as zero; ``retarget(to:)`` and
/// ``reset(value:velocity:)`` ignore non-finite input. "Finite" means that the squared magnitude is
/// finite, so a value beyond ±1.3e154 counts as infinite.
@frozen
public struct SpringAnimation<Value: Interpolatable>: ValueAnimation {
    // The per-frame state first: what `step(by:)` and `value` touch.
    /// value − target: what the step map acts on.
    @usableFromInline var _offset: Value
    @usableFromInline var _velocity: Value
    @usableFromInline var _target: Value
    /// The duration a frame takes the fast path for: `_stepDuration` while the spring moves, NaN
    /// once it has settled (so a frame tests one number).
    @usableFromInline var _movingStepDuration: Double = .nan
    /// The map for `_stepDuration`; `_stepDuration` is -1 while none is cached.
    @usableFromInline var _step: SpringStep = .identity
    @usableFromInline var _stepDuration: Double = -1
    @usableFromInline var _elapsed: Double = 0
    /// The elapsed time before which the settle test cannot pass (see `scheduleSettleCheck`), so a
    /// frame far from rest pays one comparison; NaN once settled.
    @usableFromInline var _settleCheckTime: Double = 0
    @usableFromInline var _positionLimitSquared: Double = 0
    @usableFromInline var _velocityLimitSquared: Double = 0
    // Configuration, read only when a leg starts or the frame duration changes.
    @usableFromInline var _spring: Spring
    @usableFromInline var _threshold: SettlingThreshold

    /// The clock ``tick(at:)`` reads.
    public var clock = FrameClock()

    /// Creates a spring motion from `value` toward `target`.
    ///
    /// ```swift
    /// _ = SpringAnimation(spring: .default, value: 0.0, target: 300, velocity: 2400)
    /// ```
    ///
    /// - Parameters:
    ///   - spring: the constants.
    ///   - value: where the motion starts. Not finite: the motion starts settled on the target.
    ///   - target: where the spring pulls. Not finite: the value is used (the motion starts settled).
    ///   - velocity: units per second at the start (a release velocity). Default zero; not finite counts as zero.
    ///   - threshold: when the motion counts as settled. Default `.relative()` (0.1 % of the leg).
    public init(spring: Spring, value: Value, target: Value, velocity: Value = .zero,
                threshold: SettlingThreshold = .relative()) {
        let valueIsFinite = value.magnitudeSquared.isFinite
        let targetIsFinite = target.magnitudeSquared.isFinite
        let start = valueIsFinite ? value : (targetIsFinite ? target : .zero)
        let end = targetIsFinite ? target : start
        let startVelocity = valueIsFinite && targetIsFinite && velocity.magnitudeSquared.isFinite ? velocity : .zero
        _offset = start - end
        _velocity = startVelocity
        _target = end
        _spring = spring
        _threshold = threshold
        startLeg()
    }

    /// The spring's constants. Changing them keeps the current value and velocity.
    public var spring: Spring {
        get { _spring }
        set {
            _spring = newValue
            _stepDuration = -1
            _movingStepDuration = .nan
            if !isSettled { scheduleSettleCheck() }
        }
    }

    /// When the motion counts as settled (recomputed against each new leg's distance). Changing it
    /// applies the new limits to the current leg, measured from the current state.
    public var threshold: SettlingThreshold {
        get { _threshold }
        set {
            _threshold = newValue
            if !isSettled {
                updateLimits()
                scheduleSettleCheck()
            }
        }
    }

    /// The current value.
    @inlinable public var value: Value { _target + _offset }
    /// The current velocity, units per second.
    @inlinable public var velocity: Value { _velocity }
    /// The value the spring pulls toward.
    @inlinable public var target: Value { _target }
    /// True once the value is within the threshold of the target and slow enough; the value is then
    /// exactly the target and the velocity exactly zero, and steps do nothing until a retarget.
    @inlinable public var isSettled: Bool { _settleCheckTime.isNaN }
    /// Seconds of motion simulated since creation or the last ``retarget(to:)`` / ``reset(value:velocity:)``.
    @inlinable public var elapsed: Double { _elapsed }

    /// The exact solution of the current leg, from the current state (for projections and drawing).
    public var solution: SpringSolution<Value> {
        SpringSolution(spring: spring, from: value, to: target, initialVelocity: velocity)
    }

    /// Advances the motion by `duration` seconds, exactly.
    ///
    /// ```swift
    /// var drop = SpringAnimation(spring: .bouncy, value: 0.0, target: 1)
    /// drop.step(by: 1.0 / 120)
    /// ```
    ///
    /// - Parameter duration: Seconds. Zero, negative and NaN durations do nothing; any other, infinity
    ///   included, lands where the spring is after that long (on the target for a long one).
    /// - Complexity: four multiplications and two additions per component when `duration` repeats
    ///   (the common fixed frame rate); otherwise one exponential and a sine/cosine first. The settle
    ///   test runs only once the motion could have settled. No allocation.
    @inlinable
    public mutating func step(by duration: Double) {
        if duration != _movingStepDuration {
            // Settled, a new frame duration, or no duration at all: rare.
            guard duration > 0, !isSettled else { return }
            if duration != _stepDuration { cacheStep(for: duration) }
            _movingStepDuration = _stepDuration
        }
        let offset = _offset
        _offset = offset * _step.a + _velocity * _step.b
        _velocity = offset * _step.c + _velocity * _step.d
        _elapsed += _stepDuration
        if _elapsed >= _settleCheckTime { settleIfWithinLimits() }
    }

    /// Moves the target, keeping the current value and velocity: the motion bends toward the new
    /// target with no jump in position or velocity.
    ///
    /// ```swift
    /// var follow = SpringAnimation(spring: .interactive, value: 0.0, target: 100)
    /// follow.retarget(to: 40)
    /// ```
    ///
    /// - Parameter newTarget: The new target; a non-finite one is ignored.
    /// - Complexity: O(1), a logarithm; no allocation.
    @inlinable
    public mutating func retarget(to newTarget: Value) {
        guard newTarget.magnitudeSquared.isFinite else { return }
        _offset = value - newTarget
        _target = newTarget
        startLeg()
    }

    /// Replaces the current value and velocity (a finger grabbed the layer, or the host moved it).
    ///
    /// ```swift
    /// var layer = SpringAnimation(spring: .snappy, value: 0.0, target: 100)
    /// layer.reset(value: 30, velocity: -800)
    /// ```
    ///
    /// - Parameters:
    ///   - newValue: The value now; ignored, with `newVelocity`, unless finite.
    ///   - newVelocity: The velocity now, units per second; ignored, with `newValue`, unless finite.
    /// - Complexity: O(1), a logarithm; no allocation.
    @inlinable
    public mutating func reset(value newValue: Value, velocity newVelocity: Value = .zero) {
        guard newValue.magnitudeSquared.isFinite, newVelocity.magnitudeSquared.isFinite else { return }
        _offset = newValue - _target
        _velocity = newVelocity
        startLeg()
    }

    // MARK: Cold paths (not inlined into the caller's frame loop)

    /// Computes the step map for a new frame duration: once per frame-rate change.
    @usableFromInline
    mutating func cacheStep(for duration: Double) {
        // NaN never gets here (`duration > 0` failed); infinity steps by the longest finite duration.
        _stepDuration = Swift.min(duration, .greatestFiniteMagnitude)
        _step = SpringStep(spring: _spring, duration: _stepDuration)
    }

    /// A new leg from the current state: limits against its distance and speed, elapsed time from 0.
    /// Inlinable, as `reset(value:velocity:)`, so that a client's code is specialised for its value type
    /// (a generic call per component would cost several times the arithmetic when many springs restart).
    @inlinable
    mutating func startLeg() {
        _elapsed = 0
        _settleCheckTime = 0
        updateLimits()
        settleIfWithinLimits()
        if !isSettled { scheduleSettleCheck() }
    }

    /// The threshold's limits for a leg with the current distance and speed.
    @inlinable
    mutating func updateLimits() {
        let limits = _threshold.limits(distance: _offset.magnitude, speed: _velocity.magnitude, spring: _spring)
        _positionLimitSquared = limits.position * limits.position
        _velocityLimitSquared = limits.velocity * limits.velocity
    }

    /// The settle test: within both limits, the motion snaps exactly onto the target.
    @inlinable
    mutating func settleIfWithinLimits() {
        if _offset.magnitudeSquared <= _positionLimitSquared && _velocity.magnitudeSquared <= _velocityLimitSquared {
            _offset = .zero
            _velocity = .zero
            _settleCheckTime = .nan
            _movingStepDuration = .nan
        }
    }

    /// Sets `_settleCheckTime` to the earliest elapsed time at which the settle test could pass;
    /// earlier frames skip the test (see `_SettleBound`).
    @inlinable
    mutating func scheduleSettleCheck() {
        let alpha = _spring.damping / (2 * _spring.mass)
        _settleCheckTime = _elapsed + _SettleBound.unsettledDuration(
            spring: _spring, offsetSquared: _offset.magnitudeSquared, velocitySquared: _velocity.magnitudeSquared,
            shiftedVelocitySquared: (_velocity + _offset * alpha).magnitudeSquared,
            positionLimitSquared: _positionLimitSquared, velocityLimitSquared: _velocityLimitSquared)
    }
}
