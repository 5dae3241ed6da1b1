import Geometry

/// A fling coasting to rest, stepped by the host's frames (UIScrollView's deceleration, Android's
/// `FlingAnimation`). Each step is exact: the velocity is multiplied by rate^(1000·dt) and the value
/// moves by the exact integral, so hitches land where they should.
///
/// ```swift
/// var fling = DecayAnimation(value: 120.0, velocity: -2400, rate: .normal)
/// fling.step(by: 1.0 / 120)
/// print(fling.restValue)   // -1078.7995...: where it will stop (also `target`)
/// if fling.isSettled { /* value == restValue exactly, velocity zero */ }
/// ```
///
/// Input that is not finite has a defined answer: a velocity that is not finite counts as zero (the
/// fling starts settled where it is), and a value that is not finite starts it settled at zero.
@frozen
public struct DecayAnimation<Value: Interpolatable>: ValueAnimation {
    @usableFromInline var _value: Value
    @usableFromInline var _velocity: Value
    @usableFromInline var _isSettled: Bool
    @usableFromInline var cachedDuration: Double = -1
    @usableFromInline var cachedVelocityFactor: Double = 1
    @usableFromInline var cachedDistanceFactor: Double = 0
    /// (restThreshold·|k|)²: the squared speed below which the remaining distance is within the threshold.
    @usableFromInline let settleSpeedSquared: Double

    /// The clock ``tick(at:)`` reads.
    public var clock = FrameClock()

    /// How fast the velocity decays.
    public let rate: DecelerationRate
    /// Settled once the remaining distance to rest is at most this (units). Default 0.5.
    public let restThreshold: Double

    /// Creates a fling from `value` at `velocity`.
    ///
    /// ```swift
    /// _ = DecayAnimation(value: 0.0, velocity: 1800, rate: .fast)
    /// ```
    ///
    /// - Parameters:
    ///   - value: where the fling starts; not finite: the fling starts settled at zero.
    ///   - velocity: units per second; not finite counts as zero.
    ///   - rate: default `.normal` (0.998 per millisecond).
    ///   - restThreshold: remaining distance at which the value snaps to rest; default 0.5, negative
    ///     or NaN counts as 0.
    public init(value: Value, velocity: Value, rate: DecelerationRate = .normal, restThreshold: Double = 0.5) {
        let valueIsFinite = value.magnitudeSquared.isFinite
        _value = valueIsFinite ? value : .zero
        _velocity = valueIsFinite && velocity.magnitudeSquared.isFinite ? velocity : .zero
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
    /// Where the value comes to rest: ``restValue``.
    @inlinable public var target: Value { restValue }

    /// Advances by `duration` seconds, exactly.
    ///
    /// ```swift
    /// var fling = DecayAnimation(value: 0.0, velocity: 900)
    /// fling.step(by: 1.0 / 60)
    /// ```
    ///
    /// - Parameter duration: Seconds. Zero, negative and NaN durations do nothing; any other, infinity
    ///   included, lands where the fling is after that long (at rest for a long one).
    /// - Complexity: two multiplications and two additions per component when `duration` repeats;
    ///   an `exp` otherwise. No allocation.
    @inlinable
    public mutating func step(by duration: Double) {
        guard duration > 0, !_isSettled else { return }
        if duration != cachedDuration { cacheFactors(for: duration) }
        _value = _value + _velocity * cachedDistanceFactor
        _velocity = _velocity * cachedVelocityFactor
        settleIfClose()
    }

    /// The factors for a new frame duration (k·duration may be −∞: the factors are then 0 and −1/k).
    @usableFromInline
    mutating func cacheFactors(for duration: Double) {
        let k = rate.decayConstant
        cachedVelocityFactor = Double.exp(k * duration)
        cachedDistanceFactor = Double.expm1(k * duration) / k
        cachedDuration = duration
    }

    @inlinable
    mutating func settleIfClose() {
        // The remaining distance |v|/|k| is within the threshold.
        if _velocity.magnitudeSquared <= settleSpeedSquared {
            _value = restValue
            _velocity = .zero
            _isSettled = true
        }
    }
}
