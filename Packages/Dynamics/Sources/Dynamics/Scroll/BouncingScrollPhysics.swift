import Geometry

/// The constants and the drag friction of Flutter's `BouncingScrollPhysics` (its imitation of iOS), in
/// Flutter's terms, so that a Flutter developer finds the numbers they know.
///
/// ```swift
/// print(BouncingScrollPhysics.frictionFactor(0.4))   // 0.1872
/// // A finger moving 10 px further into a 20 px overscroll of a 100 px viewport moves the content:
/// let moved = BouncingScrollPhysics.applyPhysicsToUserOffset(10, pixels: -20, minScrollExtent: 0,
///                                                            maxScrollExtent: 1000, viewportDimension: 100)
/// print(moved)   // 3.3280...
/// ```
public enum BouncingScrollPhysics {
    /// The bounce spring: mass 0.5, stiffness 100, damping ratio 1.1 (`ScrollPhysics`' default spring).
    public static let spring = Spring(unchecked: 0.5, stiffness: 100, damping: 1.1 * 2 * (0.5 * 100.0).squareRoot())
    /// The bounce spring of `ScrollDecelerationRate.fast`: mass 0.3, stiffness 75, damping ratio 1.3.
    public static let fastSpring = Spring(unchecked: 0.3, stiffness: 75, damping: 1.3 * 2 * (0.3 * 75.0).squareRoot())
    /// The constant deceleration added to the friction for `ScrollDecelerationRate.fast`: 1400 px/s².
    public static let fastConstantDeceleration = 1400.0
    /// The coasting friction: the velocity is multiplied by 0.135 every second (0.998¹⁰⁰⁰).
    public static let drag = 0.135
    /// The largest velocity carried from a coast into the bounce spring: 5000 px/s (applied with
    /// `min`, so it limits only a positive velocity, as Flutter writes it).
    public static let maxSpringTransferVelocity = 5000.0
    /// Slower releases do not fling: 100 px/s (twice `kMinFlingVelocity`).
    public static let minFlingVelocity = 100.0

    /// Faster releases are limited to this: 8000 px/s, eight times that with the fast rate.
    ///
    /// - Parameter fast: Whether `ScrollDecelerationRate.fast` is used.
    public static func maxFlingVelocity(fast: Bool = false) -> Double {
        fast ? 64_000 : 8_000
    }

    /// How much of a drag moves the content while overscrolled: `0.52·(1 − f)²` (`0.26·(1 − f)²` fast).
    ///
    /// - Parameters:
    ///   - overscrollFraction: How far past the edge, as a fraction of the viewport.
    ///   - fast: Whether `ScrollDecelerationRate.fast` is used.
    /// - Returns: The factor (NaN in, 0 out: a documented clamp).
    public static func frictionFactor(_ overscrollFraction: Double, fast: Bool = false) -> Double {
        guard !overscrollFraction.isNaN else { return 0 }
        let remaining = 1 - overscrollFraction
        return remaining * remaining * (fast ? 0.26 : 0.52)
    }

    /// Flutter's `applyPhysicsToUserOffset`: the part of a drag delta that moves the content.
    ///
    /// In range the delta passes unchanged. Overscrolled, it is reduced by ``frictionFactor(_:fast:)`` of
    /// the overscroll (less when easing back toward the content; not at all when easing back with the
    /// fast rate), incrementally: the caller subtracts the result from the pixels at every sample, so
    /// unlike UIKit's rubber band the mapping depends on the path.
    ///
    /// - Parameters:
    ///   - offset: The drag delta (positive pulls the content toward `minScrollExtent`: pixels decrease).
    ///   - pixels: The scroll position now.
    ///   - minScrollExtent: The smallest in-range position.
    ///   - maxScrollExtent: The largest in-range position.
    ///   - viewportDimension: The viewport's length along the axis.
    ///   - fast: Whether `ScrollDecelerationRate.fast` is used.
    /// - Returns: The delta to subtract from `pixels`. Non-finite input, a zero delta or a viewport that
    ///   is not positive answer the delta unchanged (0 for a NaN delta).
    public static func applyPhysicsToUserOffset(_ offset: Double, pixels: Double, minScrollExtent: Double,
                                                maxScrollExtent: Double, viewportDimension: Double,
                                                fast: Bool = false) -> Double {
        guard offset.isFinite else { return 0 }
        guard offset != 0, pixels.isFinite, viewportDimension > 0, viewportDimension.isFinite else { return offset }
        let pastStart = Swift.max(minScrollExtent - pixels, 0)
        let pastEnd = Swift.max(pixels - maxScrollExtent, 0)
        guard pastStart > 0 || pastEnd > 0 else { return offset }
        let past = Swift.max(pastStart, pastEnd)
        let easing = (pastStart > 0 && offset < 0) || (pastEnd > 0 && offset > 0)
        let magnitude = Swift.abs(offset)
        let friction = frictionFactor((easing ? past - magnitude : past) / viewportDimension, fast: fast)
        let direction: Double = offset < 0 ? -1 : 1
        if easing && fast { return offset }
        // Flutter's _applyFriction: friction up to the overscroll's edge, then one to one beyond it.
        let toLimit = past / friction
        if magnitude < toLimit { return direction * magnitude * friction }
        return direction * (past + (magnitude - toLimit))
    }

    /// Flutter's `toleranceFor` a scrollable on a display of `devicePixelRatio`.
    ///
    /// - Parameter devicePixelRatio: Physical pixels per logical pixel.
    /// - Returns: See ``SimulationTolerance/scrollPhysics(devicePixelRatio:)``.
    public static func tolerance(devicePixelRatio: Double) -> SimulationTolerance {
        .scrollPhysics(devicePixelRatio: devicePixelRatio)
    }
}
