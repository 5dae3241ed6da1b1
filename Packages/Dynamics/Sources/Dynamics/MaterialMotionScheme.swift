import Geometry

/// Material 3 Expressive's spring tokens, as Compose Material 3's `MotionScheme.standard()` and
/// `MotionScheme.expressive()` give them (`StandardMotionTokens`, `ExpressiveMotionTokens`): spatial
/// springs move things (position, size, rotation), effects springs change how they look (colour,
/// opacity) and never overshoot. Mass 1; the damping ratio and stiffness are the tokens'.
///
/// ```swift
/// let spring = MaterialMotionScheme.expressive.defaultSpatial
/// print(spring.dampingRatio, spring.stiffness)   // 0.8 380.0
/// ```
public struct MaterialMotionScheme: Hashable, Sendable {
    /// For large, emphasised movement (Compose `slowSpatialSpec()`).
    public let slowSpatial: Spring
    /// For most movement (Compose `defaultSpatialSpec()`).
    public let defaultSpatial: Spring
    /// For small components (Compose `fastSpatialSpec()`).
    public let fastSpatial: Spring
    /// Colour and opacity over large areas (Compose `slowEffectsSpec()`).
    public let slowEffects: Spring
    /// Colour and opacity (Compose `defaultEffectsSpec()`).
    public let defaultEffects: Spring
    /// Colour and opacity of small components (Compose `fastEffectsSpec()`).
    public let fastEffects: Spring

    /// The standard scheme: spatial ζ 0.9 with stiffness 300 / 700 / 1400 (slow / default / fast).
    public static let standard = MaterialMotionScheme(spatialRatios: (0.9, 0.9, 0.9), spatialStiffness: (300, 700, 1400))

    /// The expressive scheme: spatial ζ 0.8 / 0.8 / 0.6 with stiffness 200 / 380 / 800 (slow / default / fast).
    public static let expressive = MaterialMotionScheme(spatialRatios: (0.8, 0.8, 0.6), spatialStiffness: (200, 380, 800))

    /// Both schemes share the effects springs: ζ 1 with stiffness 800 / 1600 / 3800.
    private init(spatialRatios: (Double, Double, Double), spatialStiffness: (Double, Double, Double)) {
        func spring(_ ratio: Double, _ stiffness: Double) -> Spring {
            Spring(unchecked: 1, stiffness: stiffness, damping: ratio * 2 * stiffness.squareRoot())
        }
        slowSpatial = spring(spatialRatios.0, spatialStiffness.0)
        defaultSpatial = spring(spatialRatios.1, spatialStiffness.1)
        fastSpatial = spring(spatialRatios.2, spatialStiffness.2)
        slowEffects = spring(1, 800)
        defaultEffects = spring(1, 1600)
        fastEffects = spring(1, 3800)
    }
}
