/// What a transition does with a percentage outside 0...1.
///
/// ```swift
/// import Transitions
///
/// print(PercentOvershoot.clamp.apply(to: 1.2))          // 1.0
/// print(PercentOvershoot.rubberBand.apply(to: 1.2))     // 1.0990...: resists, never reaches 2
/// ```
///
/// UIKit's percent-driven transition clamps every `update(_:)` to 0...1; its navigation "fluid"
/// transitions rubber-band the part beyond the end instead, with UIScrollView's formula
/// `(1 − 1/(x·0.55/d + 1))·d` (here d = 1: the whole transition).
public enum PercentOvershoot: Hashable, Sendable {
    /// Clamp to 0...1 (UIKit's default). The transition's percentage never leaves 0...1, during
    /// completion either (a bouncing spring completion is cut at the bounds, as Flutter's
    /// `AnimationController` clamps its value).
    case clamp
    /// Rubber-band beyond 0 and 1 with UIScrollView's constant 0.55 over one whole transition;
    /// completions are shown as they move (a spring's overshoot is visible).
    case rubberBand

    /// The percentage shown for an update of `percent`. NaN answers 0.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func apply(to percent: Double) -> Double {
        switch self {
        case .clamp: return Geometry.clamp(percent, to: 0...1)
        case .rubberBand: return Geometry.rubberBand(value: percent, in: 0...1, dimension: 1)
        }
    }

    /// The update that shows `percent`: the inverse of ``apply(to:)`` (the identity in 0...1), used
    /// to resume a gesture exactly where a transition is: Geometry's `rubberBandInverse(value:in:dimension:constant:)`
    /// over one whole transition. Beyond the band's reach the answer is capped as that function caps it
    /// (a band past 99.9 % of a whole transition is read at 99.9 %); NaN answers 0.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func inverse(of percent: Double) -> Double {
        guard !percent.isNaN else { return 0 }
        switch self {
        case .clamp:
            return Geometry.clamp(percent, to: 0...1)
        case .rubberBand:
            return Geometry.rubberBandInverse(value: percent, in: 0...1, dimension: 1)
        }
    }
}
