import Geometry

/// A fling coasting to rest, stepped by the host's frames (UIScrollView's deceleration, Android's
/// `FlingAnimation`). Each step is exact: the velocity is multiplied by rate^(1000·dt) and the value
/// moves by the exact integral, so hitches land where they should.
///
/// ```swift
/// var fling = DecayAnimation(value: 120.0, velocity: -2400, rate: .normal)
/// fling.step(by: 1.0 / 120)
/// fling.restValue              // where it will stop
/// if fling.isSettled { /* value == restValue exactly, velocity zero */ }
/// ```
@frozen
public struct DecayAnimation<Value: Interpolatable>: Sendable {
    @usableFromInline var _value: Value
    @usableFromInline var _velocity: Value
    @usableFromInline var _isSettled: Bool
    @usableFromInline var lastTickTime: Double?
    @usableFromInline var cachedDuration: Double = -1
    @usableFromInline var cachedVelocityFactor: Double = 1
    @usableFromInline var cachedDistanceFactor: Double = 0
    /// (restThreshold·|k|)²: the squared speed below which the remaining distance is within the threshold.
    @usableFromInline let settleSpeedSquared: Double

    /// How fast the velocity decays.
    public let rate: DecelerationRate
    /// Settled once the remaining distance to rest is at most this (units). Default 0.5.
    public let restThreshold: Double

    /// - Parameters:
    ///   - value: where the fling starts.
    ///   - velocity: units per second.
    ///   - rate: default `.normal` (0.998 per millisecond).
    ///   - restThreshold: remaining distance at which the value snaps to rest; default 0.5, negative
    ///     or NaN counts as 0.
    public init(value: Value, velocity: Value, rate: DecelerationRate = .normal, restThreshold: Double = 0.5) {
        _value = value
        _velocity = velocity
        _isSettled = false
        self.rate = rate
        self.restThreshold = restThreshold.isNaN ? 0 : max(restThreshold, 0)
        let settleSpeed = self.restThreshold * -rate.decayConstant
        settleSpeedSquared = settleSpeed * settleSpeed
        settleIfClose()
    }

    /// The current value.
    @inlinable public var value: Value { _value }
    /// The current velocity, units per second.
    @inlinable public var velocity: Value { _velocity }
    /// True once the value has snapped to its rest position.
    @inlinable public var isSettled: Bool { _isSettled }
    /// Where the value comes to rest (the exact momentum projection from the current state).
    @inlinable public var restValue: Value { _value + rate.restDistance(velocity: _velocity) }

    /// Advances by `duration` seconds, exactly. Negative or non-finite durations are ignored.
    /// - Complexity: two multiply-adds per component when `duration` repeats; an `exp` otherwise.
    @inlinable
    public mutating func step(by duration: Double) {
        guard !_isSettled, duration > 0, duration.isFinite else { return }
        if duration != cachedDuration {
            let k = rate.decayConstant
            cachedVelocityFactor = Double.exp(k * duration)
            cachedDistanceFactor = Double.expm1(k * duration) / k
            cachedDuration = duration
        }
        _value = _value + _velocity * cachedDistanceFactor
        _velocity = _velocity * cachedVelocityFactor
        settleIfClose()
    }

    /// Advances to the host's clock `time`; the first tick only records it; backwards time is ignored.
    @inlinable
    public mutating func tick(at time: Double) {
        guard time.isFinite else { return }
        if let last = lastTickTime, time > last { step(by: time - last) }
        if lastTickTime.map({ time > $0 }) ?? true { lastTickTime = time }
    }

    @usableFromInline
    mutating func settleIfClose() {
        // The remaining distance |v|/|k| is within the threshold.
        if _velocity.magnitudeSquared <= settleSpeedSquared {
            _value = restValue
            _velocity = .zero
            _isSettled = true
        }
    }
}
