/// How a back gesture turns the finger's travel into a progress: Android's system back (AOSP's
/// `TouchTracker` and `BackProgressAnimator`) or iOS's interactive pop.
///
/// ```swift
/// import Navigation
///
/// let pixel = try BackGestureProfile.android(linearDistance: 412, maxDistance: 480)
/// print(pixel.rawProgress(distance: 200, width: 480))   // 0.46992...: 200 / (412 + 68·0.2)
/// print(BackGestureProfile.iOS.rawProgress(distance: 200, width: 480))   // 0.41666...: 200 / 480
/// ```
public struct BackGestureProfile: Hashable, Sendable {
    /// The two families.
    public enum Kind: String, Hashable, Sendable {
        case android, ios
    }

    /// Android or iOS.
    public let kind: Kind
    /// Android: the distance up to which the progress is linear, in points, or nil for AOSP's default,
    /// `min(412 dp, width)` (SystemUI's `navigation_edge_action_progress_threshold`).
    public let linearDistance: Double?
    /// Android: the distance at which the progress reaches 1, or nil for AOSP's default, the window's width.
    public let maxDistance: Double?
    /// Android: how far past the linear part the first target lies (AOSP's `back_progress_non_linear_factor`, 0.2).
    public let nonLinearFactor: Double
    /// Android: smooth the progress as `BackProgressAnimator` does (a spring on progress × 100,
    /// stiffness 1500, damping ratio 1, retargeted at each touch). False reports the raw progress.
    public let isSmoothed: Bool

    /// AOSP's `linearDistance` default, in dp (points): 412.
    public static let androidLinearDistance = 412.0
    /// AOSP's `nonLinearFactor` default: 0.2.
    public static let androidNonLinearFactor = 0.2
    /// `BackProgressAnimator`'s spring: `SpringForce.STIFFNESS_MEDIUM` (1500) and
    /// `DAMPING_RATIO_NO_BOUNCY` (1), on the progress × 100 (its `SCALE_FACTOR`).
    public static let androidProgressSpring = Spring.composeDefault

    /// Android with AOSP's defaults, smoothed.
    public static let android = BackGestureProfile(kind: .android, linearDistance: nil, maxDistance: nil,
                                                   nonLinearFactor: androidNonLinearFactor, isSmoothed: true)
    /// iOS's interactive pop: the progress is the translation over the width, unsmoothed.
    public static let iOS = BackGestureProfile(kind: .ios, linearDistance: nil, maxDistance: nil, nonLinearFactor: 0,
                                               isSmoothed: false)

    init(kind: Kind, linearDistance: Double?, maxDistance: Double?, nonLinearFactor: Double, isSmoothed: Bool) {
        self.kind = kind
        self.linearDistance = linearDistance
        self.maxDistance = maxDistance
        self.nonLinearFactor = nonLinearFactor
        self.isSmoothed = isSmoothed
    }

    /// Android with chosen thresholds (AOSP's `TouchTracker.setProgressThresholds`).
    ///
    /// - Parameters:
    ///   - linearDistance: Positive and finite, or nil for `min(412, width)`.
    ///   - maxDistance: Positive and finite, or nil for the width.
    ///   - nonLinearFactor: In 0...1; 0.2 by default.
    ///   - smoothed: Smooth as `BackProgressAnimator` does; true by default.
    /// - Throws: `ConfigurationError` naming the parameter.
    public static func android(linearDistance: Double? = nil, maxDistance: Double? = nil,
                               nonLinearFactor: Double = androidNonLinearFactor, smoothed: Bool = true) throws(ConfigurationError) -> BackGestureProfile {
        if let linearDistance { try ConfigurationError.check(linearDistance, "linearDistance", .positive) }
        if let maxDistance { try ConfigurationError.check(maxDistance, "maxDistance", .positive) }
        try ConfigurationError.check(nonLinearFactor, "nonLinearFactor", .unitClosedInterval)
        return BackGestureProfile(kind: .android, linearDistance: linearDistance, maxDistance: maxDistance,
                                  nonLinearFactor: nonLinearFactor, isSmoothed: smoothed)
    }

    /// The progress for a finger `distance` points from where the gesture started (toward the screen's
    /// inside) on a screen `width` wide, before any smoothing, in 0...1.
    ///
    /// Android (AOSP `TouchTracker.getProgress`): with L the linear distance, M the max distance and k
    /// the factor, T₀ = L + (M − L)·k; up to L the progress is `d / T₀`; past it the target slides from
    /// T₀ to M as the finger goes from L to M: `d / lerp(T₀, M, (d − L)/(M − L))`; when L ≥ M it is
    /// `d / M`. iOS: `d / width`. Negative distances are 0.
    ///
    /// - Complexity: O(1).
    public func rawProgress(distance: Double, width: Double) -> Double {
        let d = Swift.max(0, distance.isNaN ? 0 : distance)
        let progress: Double
        switch kind {
        case .ios:
            progress = width > 0 ? d / width : 0
        case .android:
            let maxDistance = self.maxDistance ?? width
            let maximum = maxDistance == 0 ? 1 : maxDistance
            let linear = linearDistance ?? Swift.min(BackGestureProfile.androidLinearDistance, width)
            if linear < maximum {
                let nonLinear = maximum - linear
                let initialTarget = linear + nonLinear * nonLinearFactor
                if d <= linear {
                    progress = d / initialTarget
                } else {
                    let amount = (d - linear) / nonLinear
                    progress = d / (initialTarget + (maximum - initialTarget) * amount)
                }
            } else {
                progress = d / maximum
            }
        }
        return progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)
    }
}
