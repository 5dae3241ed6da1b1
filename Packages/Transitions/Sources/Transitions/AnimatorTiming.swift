/// The timing of a ``PropertyAnimator``: a cubic curve or a spring, as UIKit's
/// `UICubicTimingParameters` and `UISpringTimingParameters`.
///
/// ```swift
/// import Transitions
///
/// let timings: [AnimatorTiming] = [
///     .cubic(.easeOut),
///     try .spring(dampingRatio: 0.8, initialVelocity: 2),   // settles in the animator's duration
///     try .spring(mass: 1, stiffness: 300, damping: 30),    // its own settling time is the duration
///     try .spring(duration: 0.5, bounce: 0.3),              // iOS 17's duration and bounce
/// ]
/// let animator = try PropertyAnimator(duration: 0.4, timing: timings[1], from: 0.0, to: 1.0)
/// print(animator.state)   // inactive
/// ```
///
/// A spring's initial velocity is relative to the distance left (UIKit's unit): 1 covers the whole
/// remaining distance in a second. To hand off a gesture, divide its velocity by the distance the
/// animation has left, `Spring.uikitInitialSpringVelocity(velocity:distance:)`. (UIKit takes a
/// vector, with x and y used for positions; an animator here animates one value, so it takes one
/// number: use one animator per axis when they differ.)
public struct AnimatorTiming: Hashable, Sendable {
    @usableFromInline
    enum Kind: Hashable, Sendable {
        case cubic(TimingCurve)
        case dampingRatio(Double)
        case spring(Spring)
    }

    @usableFromInline let kind: Kind
    /// The spring's initial velocity, relative to the remaining distance per second (0 for curves).
    public let initialVelocity: Double

    init(kind: Kind, initialVelocity: Double) {
        self.kind = kind
        self.initialVelocity = initialVelocity
    }

    /// A cubic Bezier curve (`UICubicTimingParameters`).
    ///
    /// - Parameter curve: The curve, from Geometry (`.easeInOut`, `.linear`, control points...).
    public static func cubic(_ curve: TimingCurve) -> AnimatorTiming {
        AnimatorTiming(kind: .cubic(curve), initialVelocity: 0)
    }

    /// UIKit's default curve for an animator, ease-in-out.
    public static let easeInOut = cubic(.easeInOut)
    /// Linear timing.
    public static let linear = cubic(.linear)

    /// A spring with this damping ratio whose stiffness makes it settle (within 0.1 % of a unit move
    /// from rest) in the animator's duration (`UISpringTimingParameters(dampingRatio:initialVelocity:)`).
    ///
    /// - Parameters:
    ///   - dampingRatio: > 0 and finite (1 critical; below 1 it bounces).
    ///   - initialVelocity: Relative to the remaining distance per second; finite. 0 by default.
    /// - Throws: `ConfigurationError` naming the parameter.
    public static func spring(dampingRatio: Double, initialVelocity: Double = 0) throws(ConfigurationError) -> AnimatorTiming {
        try ConfigurationError.check(dampingRatio, "dampingRatio", .positive)
        try ConfigurationError.check(initialVelocity, "initialVelocity", .finite)
        return AnimatorTiming(kind: .dampingRatio(dampingRatio), initialVelocity: initialVelocity)
    }

    /// A physical spring (`UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`): the
    /// animator's duration is ignored and the spring's own settling time (0.1 % of a unit move) is used.
    ///
    /// - Parameters:
    ///   - mass: > 0.
    ///   - stiffness: > 0.
    ///   - damping: > 0 (an undamped spring would never end), enough for the spring to settle within
    ///     `PropertyAnimator.maximumDuration` (a damping of 1e-320 would take longer than the universe).
    ///   - initialVelocity: Relative to the remaining distance per second; finite.
    /// - Throws: `ConfigurationError` naming the parameter (`damping` for a spring that settles too
    ///   slowly because it bounces, `stiffness` for one too slow to get there).
    public static func spring(mass: Double, stiffness: Double, damping: Double,
                              initialVelocity: Double = 0) throws(ConfigurationError) -> AnimatorTiming {
        try ConfigurationError.check(damping, "damping", .positive)
        return try physical(Spring(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: initialVelocity,
                            names: (damping: "damping", frequency: "stiffness"))
    }

    /// Any Dynamics spring, used as a physical spring (its settling time is the duration).
    ///
    /// - Parameters:
    ///   - spring: The spring; its damping must be positive, and it must settle within
    ///     `PropertyAnimator.maximumDuration`.
    ///   - initialVelocity: Relative to the remaining distance per second; finite.
    /// - Throws: `ConfigurationError` for an undamped or too slow spring (naming `spring`) or a
    ///   non-finite velocity.
    public static func spring(_ spring: Spring, initialVelocity: Double = 0) throws(ConfigurationError) -> AnimatorTiming {
        try physical(spring, initialVelocity: initialVelocity, names: (damping: "spring", frequency: "spring"))
    }

    /// The one check of a physical spring timing: damped, settling (0.1 % of a unit move) within
    /// the animator's longest run, a finite velocity. `names` are the caller's parameters that set
    /// the damping and the frequency.
    static func physical(_ spring: Spring, initialVelocity: Double,
                         names: (damping: String, frequency: String)) throws(ConfigurationError) -> AnimatorTiming {
        guard spring.damping > 0 else {
            throw ConfigurationError(parameter: names.damping, describing: spring, requirement: "must give a positive damping (an undamped spring never ends)")
        }
        let settling = spring.settlingDuration()
        guard settling.isFinite, settling <= AnimationController.maximumDuration else {
            throw ConfigurationError(parameter: spring.dampingRatio < 1 ? names.damping : names.frequency, describing: spring,
                                     requirement: "must settle within \(AnimationController.maximumDuration) seconds (settles in \(settling))")
        }
        try ConfigurationError.check(initialVelocity, "initialVelocity", .finite)
        return AnimatorTiming(kind: .spring(spring), initialVelocity: initialVelocity)
    }

    /// iOS 17's `UISpringTimingParameters(duration:bounce:initialVelocity:)`, with SwiftUI's mapping
    /// (Dynamics' `Spring(duration:bounce:)`); the spring's settling time is the duration.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, > 0 seconds.
    ///   - bounce: In (−1, 1): 0 no bounce, negative over-damped (1, undamped, would never end).
    ///   - initialVelocity: Relative to the remaining distance per second; finite.
    /// - Throws: `ConfigurationError` naming the parameter.
    public static func spring(duration: Double, bounce: Double, initialVelocity: Double = 0) throws(ConfigurationError) -> AnimatorTiming {
        guard bounce < 1 else { throw ConfigurationError(parameter: "bounce", value: bounce, requirement: "must be in (-1, 1)") }
        return try physical(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity,
                            names: (damping: "bounce", frequency: "duration"))
    }

    /// `UISpringTimingParameters()`: mass 3, stiffness 1000, damping 500 (damping ratio 4.56).
    public static let systemSpring: AnimatorTiming = {
        do throws(ConfigurationError) { return try spring(mass: 3, stiffness: 1000, damping: 500) } catch { preconditionFailure("\(error)") }
    }()

    /// True for the spring timings.
    public var isSpring: Bool {
        if case .cubic = kind { return false }
        return true
    }

    /// The cubic curve, or nil for a spring.
    public var curve: TimingCurve? {
        if case .cubic(let curve) = kind { return curve }
        return nil
    }
}
