import Dynamics
import Geometry

/// How a ``DockRow``'s layers react to the finger: how far the influence reaches, how much a layer
/// under the finger lifts, grows and stays opaque, and how the row animates in and out.
///
/// ```swift
/// import RelativePosition
///
/// let response = try DockResponse(radius: 120, lift: 24, scale: 1.8, alpha: 0.5)
/// print(response.radius)
/// ```
///
/// A layer at distance `d` (points, along x, from the finger to its resting centre) has the
/// influence `f = falloff(1 − d/radius)`, clamped to 0...1: 1 under the finger, 0 from `radius` on.
/// While reacting it is lifted by `lift·f`, scaled by `1 + (scale − 1)·f` and its alpha multiplied by
/// `alpha + (1 − alpha)·f` (so layers far from the finger dim to `alpha`).
public struct DockResponse: Hashable, Sendable {
    /// How far from the finger, in points, a layer still reacts.
    public let radius: Double
    /// How far up (toward −y) a layer under the finger moves, in points.
    public let lift: Double
    /// The scale of a layer under the finger (1: no growth).
    public let scale: Double
    /// The alpha factor of a layer out of reach while the row reacts (1: no fading).
    public let alpha: Double
    /// Shapes the influence `1 − d/radius` (smoothstep by default: no kink at the edge of reach).
    public let falloff: ProgressModifier
    /// Seconds to animate into the reacting state on `began`, and back to rest on `ended`.
    public let duration: Double
    /// The curve of those two animations (UIView's default ease-in-ease-out).
    public let curve: TimingCurve

    /// A response.
    ///
    /// - Parameters:
    ///   - radius: Reach in points; positive and finite.
    ///   - lift: Lift under the finger in points; finite.
    ///   - scale: Scale under the finger; positive and finite.
    ///   - alpha: Alpha factor out of reach; in 0...1.
    ///   - falloff: Shapes the influence.
    ///   - duration: The in and out animations' length in seconds (the talk's 0.2); not negative, finite.
    ///   - curve: The in and out animations' curve.
    /// - Throws: `ConfigurationError` naming the parameter out of range.
    public init(radius: Double = 120, lift: Double = 24, scale: Double = 1.8, alpha: Double = 0.5,
                falloff: ProgressModifier = .smoothstep, duration: Double = 0.2,
                curve: TimingCurve = .easeInOut) throws(ConfigurationError) {
        guard radius.isFinite, radius > 0 else { throw ConfigurationError(parameter: "radius", value: radius, requirement: "must be positive and finite") }
        guard lift.isFinite else { throw ConfigurationError(parameter: "lift", value: lift, requirement: "must be finite") }
        guard scale.isFinite, scale > 0 else { throw ConfigurationError(parameter: "scale", value: scale, requirement: "must be positive and finite") }
        guard alpha >= 0, alpha <= 1 else { throw ConfigurationError(parameter: "alpha", value: alpha, requirement: "must be in 0...1") }
        guard duration.isFinite, duration >= 0 else {
            throw ConfigurationError(parameter: "duration", value: duration, requirement: "must be non-negative and finite")
        }
        self.radius = radius
        self.lift = lift
        self.scale = scale
        self.alpha = alpha
        self.falloff = falloff
        self.duration = duration
        self.curve = curve
    }

    /// The defaults: 120 pt reach, 24 pt lift, 1.8× scale, dimming to 0.5, smoothstep, 0.2 s ease-in-out.
    public static let standard = DockResponse(unchecked: ())

    private init(unchecked: Void) {
        radius = 120
        lift = 24
        scale = 1.8
        alpha = 0.5
        falloff = .smoothstep
        duration = 0.2
        curve = .easeInOut
    }

    /// The influence of the finger on a layer `distance` points away: 0...1, never NaN.
    ///
    /// - Complexity: O(1) (a Bezier solve when the falloff is a curve).
    @inlinable
    public func influence(atDistance distance: Double) -> Double {
        let linear = 1 - Swift.abs(distance) / radius
        guard linear > 0 else { return 0 }
        return clamp(falloff.apply(to: linear), to: 0...1)
    }
}
