import Geometry
/// The thresholds and constants of flick to dismiss, validated once.
///
/// The defaults are those of the TweetBot-style photo viewer built with UIKit Dynamics:
///
/// ```swift
/// import Tossable
///
/// let standard = FlickDismissConfiguration.standard          // 60 points, snap damping 0.7, gravity 0.2
/// let stiff = try FlickDismissConfiguration(dismissDistance: 100, minimumDismissSpeed: 300)
/// print(standard.dismissDistance, stiff.dismissDistance)   // 60.0 100.0
/// ```
@frozen
public struct FlickDismissConfiguration: Hashable, Sendable {
    /// How far the finger must have dragged the card since the drag began, in points, for a release to
    /// dismiss: strictly more than this. Default 60.
    public let dismissDistance: Double
    /// The release speed, in points per second, a dismissal needs: strictly more than this. Default 0
    /// (any flick that points toward the edges).
    public let minimumDismissSpeed: Double
    /// The damping of the snap that holds the card at the centre, 0...1 (`UISnapBehavior.damping`).
    /// Default 0.7.
    public let snapDamping: Double
    /// The magnitude of the gravity added in the release velocity's direction when dismissing
    /// (`UIGravityBehavior.magnitude`: 1 = 1000 points/s²). Default 0.2.
    public let gravityMagnitude: Double

    /// A configuration.
    ///
    /// - Parameters:
    ///   - dismissDistance: Finite and not negative, 60 by default.
    ///   - minimumDismissSpeed: Finite and not negative, 0 by default.
    ///   - snapDamping: In 0...1, 0.7 by default.
    ///   - gravityMagnitude: Not negative and within the dynamics world's domain (at most 1e15), 0.2 by default.
    /// - Throws: `ConfigurationError` naming the value that is out of range.
    public init(dismissDistance: Double = 60, minimumDismissSpeed: Double = 0, snapDamping: Double = 0.7,
                gravityMagnitude: Double = 0.2) throws(ConfigurationError) {
        try ConfigurationError.check(dismissDistance, "dismissDistance", .nonNegative)
        try ConfigurationError.check(minimumDismissSpeed, "minimumDismissSpeed", .nonNegative)
        guard snapDamping >= 0, snapDamping <= 1 else {
            throw ConfigurationError(parameter: "snapDamping", value: snapDamping, requirement: "must be in 0...1")
        }
        try ConfigurationError.check(gravityMagnitude, "gravityMagnitude", .nonNegative)
        // The dynamics world's domain (±1e15): beyond it the card could never leave the container.
        try GravityBehavior.validate(magnitude: gravityMagnitude, parameter: "gravityMagnitude")
        self.init(unchecked: dismissDistance, minimumDismissSpeed, snapDamping, gravityMagnitude)
    }

    init(unchecked dismissDistance: Double, _ minimumDismissSpeed: Double, _ snapDamping: Double,
         _ gravityMagnitude: Double) {
        self.dismissDistance = dismissDistance
        self.minimumDismissSpeed = minimumDismissSpeed
        self.snapDamping = snapDamping
        self.gravityMagnitude = gravityMagnitude
    }

    /// 60 points, any outward speed, snap damping 0.7, gravity 0.2.
    public static let standard = FlickDismissConfiguration(unchecked: 60, 0, 0.7, 0.2)
}
