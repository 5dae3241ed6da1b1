import Geometry

/// A flung value coasting to rest, its velocity multiplied by the rate every millisecond
/// (UIScrollView's deceleration, Android's `FlingAnimation` with friction −1000·ln rate): exact
/// position, velocity, rest position and time to come to rest.
///
/// ```swift
/// let fling = Decay(from: 100.0, velocity: 2000, rate: .normal)
/// print(fling.value(at: 0.25))   // 493.3790...: where it is after 250 ms
/// print(fling.restValue)   // 1098.9996...: where it stops (the momentum projection)
/// print(fling.time(toWithin: 0.5))   // 3.7961...: seconds until it is within half a point of rest
/// ```
///
/// With k = 1000·ln(rate): v(t) = v₀·e^{kt}, x(t) = x₀ + v₀·(e^{kt} − 1)/k (evaluated with `expm1`,
/// so exact for tiny t too), rest = x₀ − v₀/k.
@frozen
public struct Decay<Value: Interpolatable>: Sendable {
    /// The value at time 0.
    public var start: Value
    /// The velocity at time 0, units per second.
    public var initialVelocity: Value
    /// How fast the velocity decays.
    public var rate: DecelerationRate

    @inlinable
    public init(from start: Value, velocity: Value, rate: DecelerationRate = .normal) {
        self.start = start
        self.initialVelocity = velocity
        self.rate = rate
    }

    /// The value at `time` seconds (times before 0 answer the start).
    /// - Complexity: one `expm1`, no allocation.
    @inlinable
    public func value(at time: Double) -> Value {
        let t = time > 0 ? time : 0
        let k = rate.decayConstant
        return start + initialVelocity * (Double.expm1(k * t) / k)
    }

    /// The velocity at `time` seconds, v₀·rate^(1000t).
    /// - Complexity: one `exp`, no allocation.
    @inlinable
    public func velocity(at time: Double) -> Value {
        let t = time > 0 ? time : 0
        return initialVelocity * Double.exp(rate.decayConstant * t)
    }

    /// Where the value comes to rest: start − v₀/(1000·ln rate) (the exact momentum projection).
    @inlinable
    public var restValue: Value { start + rate.restDistance(velocity: initialVelocity) }

    /// The time after which the value stays within `distance` of ``restValue`` (0 if it starts there).
    public func time(toWithin distance: Double) -> Double {
        let k = rate.decayConstant
        let remaining = initialVelocity.magnitude / -k     // distance to rest at t = 0
        guard distance > 0 else { return remaining == 0 ? 0 : .infinity }
        guard remaining > distance else { return 0 }
        return Double.log(distance / remaining) / k
    }

    /// The time after which the speed stays below `speed` units per second (0 if it starts below).
    public func time(toSpeed speed: Double) -> Double {
        let initialSpeed = initialVelocity.magnitude
        guard speed > 0 else { return initialSpeed == 0 ? 0 : .infinity }
        guard initialSpeed > speed else { return 0 }
        return Double.log(speed / initialSpeed) / rate.decayConstant
    }
}
