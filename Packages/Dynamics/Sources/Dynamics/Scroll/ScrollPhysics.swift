import Geometry

/// The scroll physics profiles, named as the command line spells them: how a released scroll view
/// decelerates and what it does at its ends.
///
/// ```swift
/// let physics = ScrollPhysics(rawValue: "flutter-bouncing")!
/// let motion = try physics.simulation(position: 120, velocity: -2400, leadingExtent: 0, trailingExtent: 3000)
/// print(motion.restPosition)   // 0.0: the fling runs past the top and springs back
/// ```
public enum ScrollPhysics: String, CaseIterable, Hashable, Sendable {
    /// UIScrollView with `decelerationRate = .normal` (0.998 per millisecond): ``UIKitScrollSimulation``.
    case uikit = "uikit"
    /// UIScrollView with `decelerationRate = .fast` (0.99 per millisecond).
    case uikitFast = "uikit-fast"
    /// Flutter's `BouncingScrollPhysics` (its iOS imitation): ``BouncingScrollSimulation``.
    case flutterBouncing = "flutter-bouncing"
    /// `BouncingScrollPhysics(decelerationRate: .fast)`: a constant deceleration of 1400 px/s² on top
    /// of the friction and a stiffer spring (mass 0.3, stiffness 75, ratio 1.3).
    case flutterBouncingFast = "flutter-bouncing-fast"
    /// Flutter's `ClampingScrollPhysics` (Android's fling): ``ClampingScrollSimulation``.
    case flutterClamping = "flutter-clamping"

    /// `.fast` for the fast variants, `.normal` otherwise.
    public var decelerationRate: DecelerationRate {
        switch self {
        case .uikitFast, .flutterBouncingFast: .fast
        case .uikit, .flutterBouncing, .flutterClamping: .normal
        }
    }

    /// True for the UIKit profiles.
    public var isUIKit: Bool { self == .uikit || self == .uikitFast }

    /// Whether the content may go past its ends (false only for the clamping profile).
    public var bounces: Bool { self != .flutterClamping }

    /// The spring the profile settles with in Flutter (bounce back, page snapping):
    /// ``BouncingScrollPhysics/fastSpring`` for the fast variant, else ``BouncingScrollPhysics/spring``.
    public var spring: Spring {
        self == .flutterBouncingFast ? BouncingScrollPhysics.fastSpring : BouncingScrollPhysics.spring
    }

    /// Releases slower than this (points per second) do not fling: 250 for UIKit (its 0.25 pt/ms
    /// floor), 100 for Flutter's bouncing physics, 50 for its clamping physics (`kMinFlingVelocity`).
    public var minimumFlingVelocity: Double {
        switch self {
        case .uikit, .uikitFast: 250
        case .flutterBouncing, .flutterBouncingFast: BouncingScrollPhysics.minFlingVelocity
        case .flutterClamping: 50
        }
    }

    /// Releases faster than this are limited to it (points per second): Flutter's 8000 (64 000 for
    /// the fast bouncing variant); UIKit has no limit, and 100 000 stands for one so that an absurd
    /// estimate cannot overflow a motion.
    public var maximumFlingVelocity: Double {
        switch self {
        case .uikit, .uikitFast: 100_000
        case .flutterBouncing, .flutterClamping: BouncingScrollPhysics.maxFlingVelocity()
        case .flutterBouncingFast: BouncingScrollPhysics.maxFlingVelocity(fast: true)
        }
    }

    /// The motion of a release at `position` with `velocity` between the extents.
    ///
    /// - Parameters:
    ///   - position: Where the release happens (points); finite.
    ///   - velocity: Points per second (the content offset's, the negated finger velocity); finite.
    ///   - leadingExtent: The smallest in-range offset (`-.infinity` for none).
    ///   - trailingExtent: The largest in-range offset (`.infinity` for none).
    ///   - tolerance: For the Flutter profiles: when a phase is done; Flutter's default by default.
    /// - Returns: The simulation.
    /// - Throws: `ConfigurationError` naming a non-finite value or crossed extents.
    public func simulation(position: Double, velocity: Double, leadingExtent: Double = -.infinity,
                           trailingExtent: Double = .infinity,
                           tolerance: SimulationTolerance = .default) throws(ConfigurationError) -> AnyScrollSimulation {
        switch self {
        case .uikit, .uikitFast:
            return .uikit(try UIKitScrollSimulation(position: position, velocity: velocity, rate: decelerationRate,
                                                    leadingExtent: leadingExtent, trailingExtent: trailingExtent))
        case .flutterBouncing, .flutterBouncingFast:
            return .bouncing(try BouncingScrollSimulation(
                position: position, velocity: velocity, leadingExtent: leadingExtent, trailingExtent: trailingExtent,
                spring: spring, constantDeceleration: self == .flutterBouncingFast ? BouncingScrollPhysics.fastConstantDeceleration : 0,
                tolerance: tolerance))
        case .flutterClamping:
            return .clamping(try ClampingScrollSimulation(position: position, velocity: velocity,
                                                          leadingExtent: leadingExtent, trailingExtent: trailingExtent,
                                                          spring: spring, tolerance: tolerance))
        }
    }
}
