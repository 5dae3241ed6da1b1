/// A threshold a drag crosses, with hysteresis: it activates when the value reaches `threshold` and
/// deactivates only when the value comes back below `threshold − band`, so a finger jittering about the
/// threshold reports one crossing, not one per sample.
///
/// The direction is "at or above the threshold is active"; a threshold crossed downwards is the same
/// with the value and the threshold negated.
package struct _ThresholdCrossing: Sendable {
    package let threshold: Double
    package let band: Double
    package private(set) var isActive = false

    /// - Parameters:
    ///   - threshold: Where it activates.
    ///   - band: How far back below `threshold` it deactivates (≥ 0; a negative or NaN band is 0).
    package init(threshold: Double, band: Double) {
        self.threshold = threshold
        self.band = band >= 0 ? band : 0
    }

    /// Follows the value; returns the event kind when it activates or deactivates, else nil.
    package mutating func update(_ value: Double) -> FeedbackEvent.Kind? {
        guard !value.isNaN else { return nil }
        if !isActive, value >= threshold {
            isActive = true
            return .thresholdActivated
        }
        if isActive, value < threshold - band {
            isActive = false
            return .thresholdDeactivated
        }
        return nil
    }

    /// Back to inactive without an event (a gesture that ended).
    package mutating func reset() { isActive = false }
}

/// The time in `start...end` at which a continuous motion `position` reaches `target`, given that it is on
/// one side at `start` and has reached or passed it at `end` (monotone in between: cut a motion that turns
/// back at its turning point first): bisection to the bits of a double (at most 64 steps), so the answer
/// is the same instant however the motion's time was cut into frames.
///
/// - Returns: The crossing time; `end` when the interval or the values are not finite.
package func _crossingTime(from start: Double, to end: Double, reaching target: Double,
                           position: (Double) -> Double) -> Double {
    guard start.isFinite, end.isFinite, start < end, target.isFinite else { return end }
    let rising = position(start) < target
    var low = start, high = end
    for _ in 0..<64 {
        let middle = low + (high - low) / 2
        guard middle > low, middle < high else { break }
        let value = position(middle)
        if rising ? value >= target : value <= target { high = middle } else { low = middle }
    }
    return high
}
