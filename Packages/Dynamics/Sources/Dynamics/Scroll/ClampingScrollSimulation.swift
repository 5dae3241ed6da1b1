import Geometry

/// Flutter's `ClampingScrollSimulation`, the port of Android's spline fling (`OverScroller`), with
/// Flutter's `ClampingScrollPhysics` at the extents: the fling stops dead at the extent it reaches.
///
/// ```swift
/// let fling = try ClampingScrollSimulation(position: 0, velocity: 8000)
/// print(fling.restTime)   // 2.1183...: the fling's duration
/// print(fling.restPosition)   // 7186.3627...: where it stops
/// ```
///
/// With D = ln 0.78 / ln 0.9, the reference velocity v_ref = friction · 9.80665 · 39.37 · 160 · 0.84 /
/// 0.35, the duration T = D · 0.35 · (|v|/v_ref)^{1/(D − 1)} and the distance v·T/D:
/// x(t) = x₀ + distance · (1 − (1 − t/T)^D), dx(t) = v · (1 − t/T)^{D − 1}, done from T on. The
/// deceleration depends only on the velocity (the simulation is ballistic), and it travels as far as
/// Android's fling.
///
/// At the extents, as `ClampingScrollPhysics` does it: a fling that reaches an extent stops there at
/// that moment; a release below the tolerance's speed, or at an extent moving into it, does not move;
/// a release beyond an extent springs back to it with the velocity `min(0, v)` (Flutter's expression,
/// for either extent).
public struct ClampingScrollSimulation: _StateScrollSimulation {
    /// Android's `DECELERATION_RATE`: ln 0.78 / ln 0.9.
    public static let decelerationRate = Double.log(0.78) / Double.log(0.9)
    /// Android's `INFLEXION`.
    public static let inflexion = 0.35
    /// Android's physical coefficient for 160 pixels per inch, in logical pixels per second².
    public static let physicalCoefficient = 9.80665 * 39.37 * 160.0 * 0.84

    /// Where the fling starts.
    public let start: Double
    /// The release velocity, pixels per second.
    public let initialVelocity: Double
    /// Android's fling friction (`ViewConfiguration.getScrollFriction`, 0.015).
    public let friction: Double
    /// The lower extent (`-.infinity` for none).
    public let leadingExtent: Double
    /// The upper extent (`.infinity` for none).
    public let trailingExtent: Double
    /// The fling's own duration T, seconds (it may stop earlier at an extent).
    public let duration: Double
    /// The fling's own distance, signed.
    public let distance: Double
    public let restPosition: Double
    public let restTime: Double

    @usableFromInline let springBack: ScrollSpringSimulation?

    /// A fling released at `position` with `velocity`.
    ///
    /// - Parameters:
    ///   - position: Pixels; finite.
    ///   - velocity: Pixels per second; finite.
    ///   - friction: Positive and finite; Android's 0.015 by default.
    ///   - leadingExtent: The smallest in-range position (`-.infinity`, the default, for none).
    ///   - trailingExtent: The largest, not below `leadingExtent` (`.infinity`, the default, for none).
    ///   - spring: The spring back from beyond an extent (``BouncingScrollPhysics/spring``, Flutter's
    ///     default scroll spring).
    ///   - tolerance: Flutter's default tolerance by default.
    /// - Throws: `ConfigurationError` naming the parameter at fault.
    public init(position: Double, velocity: Double, friction: Double = 0.015,
                leadingExtent: Double = -.infinity, trailingExtent: Double = .infinity,
                spring: Spring = BouncingScrollPhysics.spring,
                tolerance: SimulationTolerance = .default) throws(ConfigurationError) {
        try ConfigurationError.check(position, "position", .finite)
        try ConfigurationError.check(velocity, "velocity", .finite)
        try ConfigurationError.check(friction, "friction", .positive)
        try UIKitScrollSimulation.checkExtents(leadingExtent, trailingExtent)
        start = position
        initialVelocity = velocity
        self.friction = friction
        self.leadingExtent = leadingExtent
        self.trailingExtent = trailingExtent
        let d = Self.decelerationRate
        let referenceVelocity = friction * Self.physicalCoefficient / Self.inflexion
        let duration = d * Self.inflexion * Double.pow(Swift.abs(velocity) / referenceVelocity, 1 / (d - 1))
        self.duration = duration
        distance = velocity * duration / d
        if position < leadingExtent || position > trailingExtent {
            let extent = position < leadingExtent ? leadingExtent : trailingExtent
            let back = try ScrollSpringSimulation(spring: spring, start: position, end: extent,
                                                  velocity: Swift.min(0, velocity), tolerance: tolerance)
            springBack = back
            restTime = back.restTime
            restPosition = extent
            return
        }
        springBack = nil
        let still = Swift.abs(velocity) < tolerance.velocity || duration == 0
            || (velocity > 0 && position >= trailingExtent) || (velocity < 0 && position <= leadingExtent)
        if still {
            restTime = 0
            restPosition = position
            return
        }
        let final = position + distance
        let extent = final > trailingExtent ? trailingExtent : (final < leadingExtent ? leadingExtent : final)
        guard extent != final else {
            restTime = duration
            restPosition = final
            return
        }
        // Reaches the extent when (1 − t/T)^D = 1 − (extent − x₀)/distance.
        if distance.isFinite {
            let covered = (extent - position) / distance
            restTime = duration * (1 - Double.pow(1 - covered, 1 / d))
        } else {
            // A velocity so large (near 1e308) that the spline's distance overflows: the same equation
            // with distance = v·T/D, as t = −T·expm1(ln(1 − u/T)/D), u = (extent − x₀)·D/v.
            let u = (extent - position) / velocity * d
            restTime = -duration * Double.expm1(Double.log1p(-u / duration) / d)
        }
        restPosition = extent
    }

    /// Position and velocity at `time`.
    ///
    /// - Complexity: O(1): two powers, no allocation.
    @inlinable
    public func state(at time: Double) -> (position: Double, velocity: Double) {
        let t = scrollTime(time)
        if t >= restTime { return (restPosition, 0) }
        if let springBack { return springBack.state(at: t) }
        let remaining = 1 - Swift.min(t / duration, 1)
        let d = Self.decelerationRate
        guard distance.isFinite else {
            // distance·(1 − (1 − t/T)^D) with distance = v·T/D overflowing: (v/D)·T·(1 − (1 − t/T)^D).
            let travelled = (initialVelocity / d) * (duration * -Double.expm1(d * Double.log1p(-Swift.min(t / duration, 1))))
            return (start + travelled, initialVelocity * Double.pow(remaining, d - 1))
        }
        return (start + distance * (1 - Double.pow(remaining, d)), initialVelocity * Double.pow(remaining, d - 1))
    }
}
