/// One animation of a ``PropertyAnimator``: a value from `from` to `to`, possibly delayed.
@usableFromInline
struct _AnimatorEntry<Value: Interpolatable>: Sendable {
    @usableFromInline var from: Value
    @usableFromInline var to: Value
    /// The delay factor, in (0, 1), or 0.
    @usableFromInline var delay: Double
    /// After the animator's timing changed: the main progress and this animation's progress at that
    /// moment. The animation then moves proportionally: linearly in the main progress through
    /// (0, 0), (pivot.main, pivot.own) and (1, 1), so it neither jumps nor loses its place.
    @usableFromInline var pivotMain: Double?
    @usableFromInline var pivotOwn: Double

    @usableFromInline
    init(from: Value, to: Value, delay: Double) {
        self.from = from
        self.to = to
        self.delay = delay
        self.pivotMain = nil
        self.pivotOwn = 0
    }

    /// The progress through the pivot for main progress `main`: piecewise linear through (0, 0),
    /// (1, 1) and (pivot, pivotOwn), extrapolating the outer pieces. A pivot outside 0...1 (the
    /// timing changed during a spring's overshoot) sits on the far side of an end, so the animation
    /// still passes through exactly 0 and 1 where the main progress does and never jumps.
    @inlinable
    func progressThroughPivot(_ main: Double, pivot: Double) -> Double {
        if pivot > 1 {
            return main <= 1 ? main : 1 + (pivotOwn - 1) * (main - 1) / (pivot - 1)
        }
        if pivot < 0 {
            return main >= 0 ? main : pivotOwn * main / pivot
        }
        if main >= pivot {
            if pivot < 1 { return pivotOwn + (1 - pivotOwn) * (main - pivot) / (1 - pivot) }
            return main >= 1 ? 1 : pivotOwn
        }
        return pivot > 0 ? pivotOwn * main / pivot : pivotOwn
    }
}
