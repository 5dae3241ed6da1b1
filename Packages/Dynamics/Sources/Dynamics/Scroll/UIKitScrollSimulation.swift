import Geometry

/// UIScrollView's deceleration and bounce, in closed form: a content offset released at a position and
/// velocity between two extents (either may be unbounded).
///
/// ```swift
/// let fling = try UIKitScrollSimulation(position: 0, velocity: 2000, rate: .normal,
///                                       leadingExtent: 0, trailingExtent: 5000)
/// print(fling.restPosition)   // 994.0046...: where it stops, the target a delegate is shown
/// print(fling.position(at: 0.5))   // 631.8560...: the offset half a second after the release
/// let pastTheEnd = try UIKitScrollSimulation(position: 4900, velocity: 3000, leadingExtent: 0, trailingExtent: 5000)
/// print(pastTheEnd.restPosition)   // 5000.0: it bounces past the end and settles on it
/// ```
///
/// The model, with λ = −1000·ln(rate) and times in seconds:
/// - **Between the extents** the velocity is multiplied by the rate every millisecond, continuously:
///   v(t) = v₀·e^{−λt}, x(t) = x₀ + v₀·(1 − e^{−λt})/λ. It stops where the speed falls to
///   ``stopSpeed`` (10 pt/s): at x₀ + sign(v₀)·(|v₀| − 10)/λ, after ln(|v₀|/10)/λ seconds. That stop
///   point is UIKit's projected `targetContentOffset`.
/// - **Beyond an extent** the displacement y from the extent and a momentum m evolve as
///   y(t) = e^{−λb·t}·(y₀ + m₀·(1 − e^{−λt})/λ), m(t) = m₀·e^{−(λ + λb)t}, dx/dt = −λb·y + m, with
///   λb = −1000·ln 0.99 whatever the rate: the widely reproduced reconstruction of UIScrollView's bounce,
///   a first-order return that never oscillates. It snaps to the extent the first time |y| < 0.5 pt and
///   |dx/dt| < 10 pt/s.
/// - Crossing an extent switches model at the exact crossing time (a fling that runs past the end, or
///   a release beyond an extent moving back inside fast enough to re-enter).
/// - Without ``bounces`` the motion stops dead at the extent it reaches (UIKit's hard clamp).
///
/// A landing on a chosen target (``init(position:velocity:target:rate:)``) is UIKit's answer to a
/// delegate that changes `targetContentOffset`.
public struct UIKitScrollSimulation: _StateScrollSimulation, Hashable {
    /// The speed at which a coast stops: 10 points per second (UIKit's 0.01 points per millisecond).
    public static let stopSpeed = 10.0
    /// How close to the extent a bounce must be (with a speed under ``stopSpeed``) to snap: 0.5 point.
    public static let snapDistance = 0.5
    /// λb: how fast a displacement beyond an extent decays, per second: −1000·ln 0.99 (≈ 10.05).
    public static let bounceDecay = -DecelerationRate.fast.decayConstant

    /// The rate the motion decelerates at between the extents (the landing initialiser adjusts its own).
    public let rate: DecelerationRate
    /// The lower extent (`-.infinity` for none).
    public let leadingExtent: Double
    /// The upper extent (`.infinity` for none).
    public let trailingExtent: Double
    /// Whether the motion bounces beyond an extent (true) or stops dead at it.
    public let bounces: Bool
    /// The velocity the motion starts with, points per second (a landing may choose its own).
    public let initialVelocity: Double
    public let restPosition: Double
    public let restTime: Double

    /// λ, the coast's decay per second.
    @usableFromInline let decay: Double
    @usableFromInline let first: _UIKitScrollSegment
    @usableFromInline let second: _UIKitScrollSegment
    @usableFromInline let third: _UIKitScrollSegment

    /// A release at `position` with `velocity` between the extents.
    ///
    /// - Parameters:
    ///   - position: The content offset at the release, points; finite.
    ///   - velocity: The offset's velocity at the release, points per second (the negated finger
    ///     velocity); finite.
    ///   - rate: The deceleration rate per millisecond, `.normal` (0.998) by default.
    ///   - leadingExtent: The smallest offset at rest; `-.infinity` (the default) for none.
    ///   - trailingExtent: The largest offset at rest, not below `leadingExtent`; `.infinity` (the
    ///     default) for none.
    ///   - bounces: Whether the motion bounces beyond an extent (the default) or stops at it. A release
    ///     beyond an extent without bouncing starts at rest on the extent.
    /// - Throws: `ConfigurationError` for a non-finite position or velocity, NaN or crossed extents,
    ///   or a motion so large its rest position overflows.
    public init(position: Double, velocity: Double, rate: DecelerationRate = .normal,
                leadingExtent: Double = -.infinity, trailingExtent: Double = .infinity,
                bounces: Bool = true) throws(ConfigurationError) {
        try ConfigurationError.check(position, "position", .finite)
        try ConfigurationError.check(velocity, "velocity", .finite)
        try Self.checkExtents(leadingExtent, trailingExtent)
        let decay = -rate.decayConstant
        var builder = _UIKitScrollPlan(decay: decay, bounceDecay: Self.bounceDecay)
        builder.run(position: position, velocity: velocity, leading: leadingExtent, trailing: trailingExtent,
                    bounces: bounces)
        try self.init(rate: rate, leading: leadingExtent, trailing: trailingExtent, bounces: bounces,
                      velocity: velocity, decay: decay, builder: builder)
    }

    /// A release that lands exactly on `target`: UIKit's response to a `scrollViewWillEndDragging`
    /// delegate that changes `targetContentOffset`.
    ///
    /// ```swift
    /// // The finger let go at 1 200 pt/s; the delegate wants the row boundary at 440.
    /// let landing = try UIKitScrollSimulation(position: 100, velocity: 1200, target: 440)
    /// print(landing.restPosition)   // 440.0: exactly
    /// ```
    ///
    /// With Δ = target − position, as UIKit does it:
    /// - Moving toward the target faster than ``stopSpeed``: the deceleration is retuned so the coast
    ///   stops there, λ' = (|v| − 10)/|Δ|. UIKit keeps the rate at or below 0.999 per millisecond; when
    ///   the target is too far for that, the speed is raised to 10 + |Δ|·λ(0.999) instead so the
    ///   landing stays exact.
    /// - Otherwise (the target is behind the motion, or the release too slow): the motion restarts
    ///   toward the target at sign(Δ)·10 + Δ·λ, with the given rate; if that is under 250 pt/s, UIKit
    ///   uses the rate 0.985 instead.
    ///
    /// - Parameters:
    ///   - position: The content offset at the release; finite.
    ///   - velocity: The release velocity, points per second; finite.
    ///   - target: Where the motion must stop; finite.
    ///   - rate: The profile's deceleration rate, `.normal` by default.
    /// - Throws: `ConfigurationError` for a non-finite input or an overflowing motion.
    public init(position: Double, velocity: Double, target: Double,
                rate: DecelerationRate = .normal) throws(ConfigurationError) {
        try ConfigurationError.check(position, "position", .finite)
        try ConfigurationError.check(velocity, "velocity", .finite)
        try ConfigurationError.check(target, "target", .finite)
        let normalDecay = -rate.decayConstant
        let distance = target - position
        var decay = normalDecay
        var start = velocity
        if distance != 0 {
            let direction: Double = distance > 0 ? 1 : -1
            let stop = Self.stopSpeed
            if velocity * direction > stop {
                decay = (Swift.abs(velocity) - stop) / Swift.abs(distance)
                if decay < Self.slowestLandingDecay {
                    decay = Self.slowestLandingDecay
                    start = direction * (stop + Swift.abs(distance) * decay)
                }
            } else {
                start = direction * stop + distance * normalDecay
                if Swift.abs(start) < Self.slowLandingSpeed {
                    decay = Self.slowLandingDecay
                    start = direction * stop + distance * decay
                }
            }
        }
        var builder = _UIKitScrollPlan(decay: decay, bounceDecay: Self.bounceDecay)
        builder.land(position: position, velocity: distance == 0 ? 0 : start, target: target)
        try self.init(rate: rate, leading: -.infinity, trailing: .infinity, bounces: true,
                      velocity: distance == 0 ? 0 : start, decay: decay, builder: builder)
    }

    private init(rate: DecelerationRate, leading: Double, trailing: Double, bounces: Bool, velocity: Double,
                 decay: Double, builder: _UIKitScrollPlan) throws(ConfigurationError) {
        guard builder.restPosition.isFinite, builder.restTime.isFinite, decay.isFinite, decay > 0 else {
            throw ConfigurationError(parameter: "velocity", value: velocity,
                                     requirement: "must keep the motion finite (the rest position overflows)")
        }
        self.rate = rate
        self.leadingExtent = leading
        self.trailingExtent = trailing
        self.bounces = bounces
        self.initialVelocity = velocity
        self.decay = decay
        self.restPosition = builder.restPosition
        self.restTime = builder.restTime
        let still = _UIKitScrollSegment.still(at: builder.restPosition)
        first = builder.count > 0 ? builder.segments.0 : still
        second = builder.count > 1 ? builder.segments.1 : first
        third = builder.count > 2 ? builder.segments.2 : second
    }

    static func checkExtents(_ leading: Double, _ trailing: Double) throws(ConfigurationError) {
        guard !leading.isNaN, leading < .infinity else {
            throw ConfigurationError(parameter: "leadingExtent", value: leading, requirement: "must be a number below infinity")
        }
        guard !trailing.isNaN, trailing > -.infinity, trailing >= leading else {
            throw ConfigurationError(parameter: "trailingExtent", value: trailing,
                                     requirement: "must be a number at least leadingExtent (\(leading))")
        }
    }

    /// UIKit's cap on a landing's rate: 0.999 per millisecond.
    static let slowestLandingDecay = -1000 * Double.log(0.999)
    /// Below this restart speed a landing uses ``slowLandingDecay``: 250 pt/s.
    static let slowLandingSpeed = 250.0
    /// The rate of a slow landing: 0.985 per millisecond.
    static let slowLandingDecay = -1000 * Double.log(0.985)

    /// Position and velocity at `time` seconds after the release.
    ///
    /// - Complexity: O(1): one or two exponentials, no allocation.
    @inlinable
    public func state(at time: Double) -> (position: Double, velocity: Double) {
        let t = scrollTime(time)
        if t >= restTime { return (restPosition, 0) }
        let segment = t < first.end ? first : (t < second.end ? second : third)
        return segment.state(after: t - segment.start, decay: decay, bounceDecay: Self.bounceDecay)
    }
}
