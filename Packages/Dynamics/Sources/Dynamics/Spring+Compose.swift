import Geometry

/// Jetpack Compose's `spring()` and the duration Compose reports for it.
extension Spring {
    /// The duration Compose's `SpringSpec` reports (`estimateAnimationDurationMillis` in
    /// SpringEstimation.kt), in whole milliseconds, truncated as Compose's `toLong()` does.
    ///
    /// `initialDisplacement` is start − target and `delta` the distance from the target that counts as
    /// arrived; Compose's `FloatSpringSpec` passes both divided by the visibility threshold (default
    /// 0.01) and `delta` 1. For ζ < 1 Compose takes the envelope: with c₁ = |x₀|, c₂ = (v₀ + αc₁)/ω_d,
    /// the time √(c₁² + c₂²)·e^(−αt) falls to delta, which is later than the motion's last exit from the
    /// band (``SpringSolution/settlingTime(threshold:)`` with `.absolute`). For ζ ≥ 1 Compose iterates
    /// Newton to 1 ms on the motion itself; this answers the exact last exit, truncated.
    ///
    /// ```swift
    /// print(Spring.composeDefault.estimatedAnimationDurationMillis(initialDisplacement: -100, delta: 1))   // 171
    /// ```
    /// - Returns: 0 when there is no motion (or it starts inside the band), and Compose's figure for an
    ///   undamped spring, `Int64.max / 1_000_000` ms (what its Float overload answers for ζ = 0).
    public func estimatedAnimationDurationMillis(initialDisplacement: Double, initialVelocity: Double = 0,
                                                 delta: Double) -> Int64 {
        let never = Int64.max / 1_000_000
        guard initialDisplacement.isFinite, initialVelocity.isFinite, delta.isFinite, delta > 0 else { return 0 }
        if initialDisplacement == 0 && initialVelocity == 0 { return 0 }
        guard damping > 0 else { return never }
        // Compose folds the sign into the velocity so that the displacement is positive.
        let velocity = initialDisplacement < 0 ? -initialVelocity : initialVelocity
        let displacement = Swift.abs(initialDisplacement)
        let seconds: Double
        if regime == .underDamped {
            let alpha = damping / (2 * mass)
            let omegaD = (stiffness / mass - alpha * alpha).squareRoot()
            let c2 = (velocity + alpha * displacement) / omegaD
            let amplitude = (displacement * displacement + c2 * c2).squareRoot()
            seconds = Double.log(amplitude / delta) / alpha
        } else {
            seconds = SpringSolution<Double>(spring: self, from: displacement, to: 0, initialVelocity: velocity)
                .settlingTime(threshold: .absolute(position: delta, velocity: .infinity))
        }
        guard seconds.isFinite else { return seconds > 0 ? never : 0 }
        return Int64(Swift.min(Swift.max(seconds * 1000, 0), Double(never)).rounded(.towardZero))
    }
}
