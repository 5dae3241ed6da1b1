extension TimingCurve {
    /// The input progress at which the curve shows `progress`: the inverse used to resume an
    /// animation on a new curve where it shows the same progress (t' = C⁻¹(y)).
    ///
    /// Progress at or below 0 answers 0, at or above 1 answers 1. For a curve whose output overshoots
    /// 0...1 (and so is not one-to-one) the answer is the earliest input showing `progress` on the
    /// rising part found by bisection. Accurate to about 1e-15; a few hundred curve evaluations, for
    /// a call at a pause or a continuation, not per frame.
    func inputProgress(showing progress: Double) -> Double {
        guard progress.isFinite else { return progress > 0 ? 1 : 0 }
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        if isLinear { return progress }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if middle <= low || middle >= high { break }
            if value(at: middle) < progress { low = middle } else { high = middle }
        }
        return Swift.abs(value(at: low) - progress) <= Swift.abs(value(at: high) - progress) ? low : high
    }
}
