/// Springs matching the platforms' documented defaults (Tests/Vectors/apple_documented.json).
extension Spring {
    /// CASpringAnimation's defaults: mass 1, stiffness 100, damping 10 (ζ = 0.5).
    public static let coreAnimationDefault = Spring(unchecked: 1, stiffness: 100, damping: 10)

    /// SwiftUI `Animation.spring()`: response 0.5 s, damping fraction 0.825.
    public static let `default` = spring(response: 0.5, dampingRatio: 0.825)

    /// SwiftUI `Animation.interactiveSpring()`: response 0.15 s, damping fraction 0.86.
    public static let interactive = spring(response: 0.15, dampingRatio: 0.86)

    /// SwiftUI `Spring.smooth` / `Spring(duration: 0.5, bounce: 0)`: critically damped, 0.5 s.
    public static let smooth = spring(duration: 0.5, bounce: 0)

    /// SwiftUI `Spring.snappy`: duration 0.5 s, bounce 0.15.
    public static let snappy = spring(duration: 0.5, bounce: 0.15)

    /// SwiftUI `Spring.bouncy`: duration 0.5 s, bounce 0.3.
    public static let bouncy = spring(duration: 0.5, bounce: 0.3)

    /// Android's default spring today, Jetpack Compose's `spring()`: stiffness 1500
    /// (`Spring.StiffnessMedium`), damping ratio 1 (`Spring.DampingRatioNoBouncy`). The same as
    /// ``composeDefault``; the View system's older `SpringForce()` default is ``springForceDefault``.
    public static let androidDefault = composeDefault

    /// Jetpack Compose `spring()`'s defaults: stiffness 1500, damping ratio 1 (critically damped).
    public static let composeDefault = Spring(unchecked: 1, stiffness: 1500, damping: 2 * 1500.0.squareRoot())

    /// androidx.dynamicanimation `SpringForce()`'s defaults: stiffness 1500 (`STIFFNESS_MEDIUM`),
    /// damping ratio 0.5 (`DAMPING_RATIO_MEDIUM_BOUNCY`).
    public static let springForceDefault = Spring(unchecked: 1, stiffness: 1500, damping: 0.5 * 2 * 1500.0.squareRoot())

    /// POP's `POPSpringAnimation` default feel: bounciness 4, speed 12.
    public static let popDefault: Spring = {
        do throws(ConfigurationError) { return try Spring(bounciness: 4, speed: 12) } catch { preconditionFailure("\(error)") }
    }()

    private static func spring(response: Double, dampingRatio: Double) -> Spring {
        do throws(ConfigurationError) { return try Spring(response: response, dampingRatio: dampingRatio) } catch { preconditionFailure("\(error)") }
    }

    private static func spring(duration: Double, bounce: Double) -> Spring {
        do throws(ConfigurationError) { return try Spring(duration: duration, bounce: bounce) } catch { preconditionFailure("\(error)") }
    }
}
