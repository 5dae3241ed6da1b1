import Dynamics

/// How a drag past the ends of the content is resisted.
///
/// ```swift
/// import Scroll
///
/// var scroll = try ScrollBehavior(contentSize: Size(width: 375, height: 3000),
///                                 viewportSize: Size(width: 375, height: 667))
/// scroll.overscrollResistance = .uikit          // UIScrollView's rubber band
/// scroll.overscrollResistance = .flutter        // BouncingScrollPhysics' friction
/// ```
public enum OverscrollResistance: Hashable, Sendable {
    /// UIScrollView's rubber band, absolute: the offset past an end is `(1 − 1/(x·c/d + 1))·d` for a
    /// drag of x past it, with d the viewport's length. Easing back is exactly the inverse of pulling.
    /// A constant that is negative or not finite holds the content at the end (a documented clamp).
    case rubberBand(constant: Double)
    /// Flutter's `BouncingScrollPhysics.applyPhysicsToUserOffset`, incremental: each drag delta past an
    /// end moves the content by `0.52·(1 − f)²` of it (`0.26·(1 − f)²` with the fast rate, which also
    /// eases back without resistance), f the overscroll as a fraction of the viewport.
    case flutter

    /// UIScrollView's: a rubber band with the constant 0.55.
    public static let uikit = OverscrollResistance.rubberBand(constant: 0.55)
}
