import Geometry

/// A spring in motion, stepped by the host's frames: a value, its velocity and a target that can move.
///
/// The stateful counterpart of ``SpringSolution`` (b3ll/Motion's `SpringAnimation`, Android's
/// `SpringAnimation`, POP's `POPSpringAnimation`). Each step is the exact closed-form solution over the
/// frame's duration (the transition map is cached for a repeated `dt`), so a frame hitch of half a
/// second lands exactly where the spring would be, and retargeting mid-flight keeps the position and
/// the velocity continuous.
///
/// A struct with mutating steps rather than a class: it is `Sendable`, costs no reference counting per
/// frame and can sit inline in an array of thousands; the interaction that owns it provides identity.
///
/// ```swift
/// var animation = SpringAnimation(spring: .snappy, value: Point(x: 0, y: 0), target: Point(x: 300, y: 0),
///                                 velocity: Point(x: 1500, y: 0))       // the release velocity
/// animation.step(by: 1.0 / 120)                                        // once per display frame
/// animation.retarget(to: Point(x: 100, y: 50))                          // continuous, no jump
/// if animation.isSettled { /* value == target exactly */ }
/// ```
@frozen
public struct SpringAnimation<Value: Interpolatable>: Sendable {
    /// The spring's constants. Changing them keeps the current value and velocity.
    public var spring: Spring {
        didSet { cachedDuration = -1 }
    }
    /// The current value.
    @inlinable public var value: Value { _target + _offset }
    /// The current velocity, units per second.
    @inlinable public var velocity: Value { _velocity }
    /// The value the spring pulls toward.
    @inlinable public var target: Value { _target }
    @usableFromInline var _target: Value
    /// When the motion counts as settled (recomputed against each new leg's distance).
    public var threshold: SettlingThreshold {
        didSet { updateLimits() }
    }
    /// True once the value is within the threshold of the target and slow enough; the value is then
    /// exactly the target and the velocity exactly zero, and steps do nothing until a retarget.
    @inlinable public var isSettled: Bool { _isSettled }
    /// Seconds of motion simulated since creation or the last ``retarget(to:)`` / ``reset(value:velocity:)``.
    @inlinable public var elapsed: Double { _elapsed }

    /// value − target: what the transition map acts on.
    @usableFromInline var _offset: Value
    @usableFromInline var _velocity: Value
    @usableFromInline var _isSettled: Bool
    @usableFromInline var _elapsed: Double

    @usableFromInline var positionLimitSquared: Double = 0
    @usableFromInline var velocityLimitSquared: Double = 0
    @usableFromInline var cachedDuration: Double = -1
    @usableFromInline var cachedTransition: SpringTransition = .identity
    @usableFromInline var lastTickTime: Double?

    /// - Parameters:
    ///   - spring: the constants.
    ///   - value: where the motion starts.
    ///   - target: where the spring pulls.
    ///   - velocity: units per second at the start (a release velocity). Default zero.
    ///   - threshold: when the motion counts as settled. Default `.relative()` (0.1 % of the leg).
    public init(spring: Spring, value: Value, target: Value, velocity: Value = .zero,
                threshold: SettlingThreshold = .relative()) {
        self.spring = spring
        self._offset = value - target
        self._target = target
        self._velocity = velocity
        self.threshold = threshold
        self._isSettled = false
        self._elapsed = 0
        updateLimits()
        settleIfWithinLimits()
    }

    /// The exact solution of the current leg, from the current state (for projections and drawing).
    public var solution: SpringSolution<Value> {
        SpringSolution(spring: spring, from: value, to: target, initialVelocity: velocity)
    }

    /// Advances the motion by `duration` seconds, exactly.
    ///
    /// Non-finite or negative durations are ignored (a documented clamp, never a NaN).
    /// - Complexity: four multiply-adds per component when `duration` repeats (the common fixed frame
    ///   rate); otherwise one exponential and a sine/cosine first. No allocation.
    @inlinable
    public mutating func step(by duration: Double) {
        guard !isSettled, duration > 0, duration.isFinite else { return }
        if duration != cachedDuration {
            cachedTransition = SpringTransition(spring: spring, duration: duration)
            cachedDuration = duration
        }
        let (offset, newVelocity) = cachedTransition.apply(offset: _offset, velocity: _velocity)
        _offset = offset
        _velocity = newVelocity
        _elapsed += duration
        settleIfWithinLimits()
    }

    /// Advances to the host's clock `time` (seconds, any origin). The first tick only records the time.
    /// A time that goes backwards or repeats advances nothing.
    ///
    /// - Complexity: as ``step(by:)``.
    @inlinable
    public mutating func tick(at time: Double) {
        guard time.isFinite else { return }
        if let last = lastTickTime, time > last { step(by: time - last) }
        if lastTickTime.map({ time > $0 }) ?? true { lastTickTime = time }
    }

    /// Moves the target, keeping the current value and velocity: the motion bends toward the new
    /// target with no jump in position or velocity. A non-finite target is ignored.
    ///
    /// - Complexity: O(1), no allocation.
    public mutating func retarget(to newTarget: Value) {
        guard newTarget.magnitudeSquared.isFinite else { return }
        _offset = value - newTarget
        _target = newTarget
        _isSettled = false
        _elapsed = 0
        updateLimits()
        settleIfWithinLimits()
    }

    /// Replaces the current value and velocity (a finger grabbed the layer, or the host moved it).
    /// Non-finite inputs are ignored.
    public mutating func reset(value newValue: Value, velocity newVelocity: Value = .zero) {
        guard newValue.magnitudeSquared.isFinite, newVelocity.magnitudeSquared.isFinite else { return }
        _offset = newValue - _target
        _velocity = newVelocity
        _isSettled = false
        _elapsed = 0
        updateLimits()
        settleIfWithinLimits()
    }

    @usableFromInline
    mutating func updateLimits() {
        let limits = threshold.limits(distance: _offset.magnitude, speed: _velocity.magnitude, spring: spring)
        positionLimitSquared = limits.position * limits.position
        velocityLimitSquared = limits.velocity * limits.velocity
    }

    @inlinable
    mutating func settleIfWithinLimits() {
        if _offset.magnitudeSquared <= positionLimitSquared && _velocity.magnitudeSquared <= velocityLimitSquared {
            _offset = .zero
            _velocity = .zero
            _isSettled = true
        }
    }
}
