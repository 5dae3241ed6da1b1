import Geometry

/// How quickly a flung value slows down: its velocity is multiplied by `perMillisecond` every
/// millisecond, UIScrollView's `decelerationRate` (.normal 0.998, .fast 0.99).
///
/// ```swift
/// let rate = DecelerationRate.normal
/// print(rate.restDistance(velocity: 1000))   // 499.4998...: points, the exact distance a 1000 pt/s fling coasts
/// print(DecelerationRate.momentumProjection(velocity: 1000, rate: 0.998))   // 498.9999...: WWDC18's slide formula
/// ```
///
/// Two projections exist and both are here:
/// - ``restDistance(velocity:)`` is exact: the integral of v₀·rate^(1000t) over all time,
///   −v₀/(1000·ln rate). ``Decay`` moves exactly this far.
/// - ``momentumProjection(velocity:rate:)`` is the formula from WWDC 2018 "Designing Fluid Interfaces"
///   (slide 176), (v₀/1000)·rate/(1 − rate): the sum of the per-millisecond geometric series. It is
///   within 0.1 % (0.998) / 0.5 % (0.99) of the exact one; use it to match apps written from the talk.
@frozen
public struct DecelerationRate: Hashable, Sendable {
    /// The factor applied to the velocity every millisecond, in (0, 1).
    public let perMillisecond: Double
    /// The exponential decay constant k = 1000·ln(rate) per second (negative): v(t) = v₀·e^{kt}.
    public let decayConstant: Double

    /// - Parameter perMillisecond: in (0, 1).
    /// - Throws: `ConfigurationError` naming `rate`.
    public init(_ perMillisecond: Double) throws(ConfigurationError) {
        try ConfigurationError.check(perMillisecond, "rate", .unitOpenInterval)
        self.init(unchecked: perMillisecond)
    }

    @usableFromInline
    init(unchecked perMillisecond: Double) {
        self.perMillisecond = perMillisecond
        self.decayConstant = 1000 * Double.log(perMillisecond)
    }

    /// UIScrollView.DecelerationRate.normal: 0.998 per millisecond.
    public static let normal = DecelerationRate(unchecked: 0.998)
    /// UIScrollView.DecelerationRate.fast: 0.99 per millisecond.
    public static let fast = DecelerationRate(unchecked: 0.99)

    /// The factor applied to the velocity per second, rate^1000 (Flutter's friction `drag`; 0.135 for .normal).
    public var perSecond: Double { Double.pow(perMillisecond, 1000) }

    /// The exact distance a value launched at `velocity` (units per second) travels before it stops:
    /// −v/(1000·ln rate).
    @inlinable
    public func restDistance<Value: Interpolatable>(velocity: Value) -> Value {
        velocity * (-1 / decayConstant)
    }

    /// WWDC18's momentum projection, (v/1000)·rate/(1 − rate): where a flick "would end up". Slightly
    /// shorter than the exact ``restDistance(velocity:)``.
    @inlinable
    public func momentumProjection<Value: Interpolatable>(velocity: Value) -> Value {
        velocity * (perMillisecond / (1000 * (1 - perMillisecond)))
    }

    /// WWDC18's formula for a scalar velocity and a raw rate: `(velocity/1000)·rate/(1 − rate)`.
    public static func momentumProjection(velocity: Double, rate: Double) -> Double {
        (velocity / 1000) * rate / (1 - rate)
    }

    /// The exact rest distance for a scalar velocity and a raw rate: `−velocity/(1000·ln rate)`.
    public static func exactProjection(velocity: Double, rate: Double) -> Double {
        -velocity / (1000 * Double.log(rate))
    }
}
