/// The rubber-band resistance UIScrollView applies past its edges: `(1 − 1/(x·c/d + 1))·d`.
///
/// For an overshoot `offset` (points past the edge) and a `dimension` (the scroll view's extent on
/// that axis), the result grows with slope `constant` at the edge and approaches `dimension`, never
/// reaching it. A negative offset bands the other way (the function is odd).
///
/// ```swift
/// print(rubberBand(offset: 100, dimension: 960))   // 52.0197...
/// ```
///
/// - Parameters:
///   - offset: how far past the edge the finger has pulled.
///   - dimension: the extent the band is measured against; must be positive.
///   - constant: the stiffness `c`; 0.55 is UIScrollView's.
/// - Returns: the banded distance. Documented clamp for bad input: a `dimension` that is not positive
///   and finite, a negative or non-finite `constant`, or a NaN `offset` answer 0 (no movement);
///   an infinite `offset` answers ±`dimension`, the limit.
@inlinable
public func rubberBand(offset: Double, dimension: Double, constant: Double = 0.55) -> Double {
    guard dimension > 0, dimension.isFinite, constant >= 0, constant.isFinite, !offset.isNaN else { return 0 }
    let distance = Swift.abs(offset)
    let banded = (1 - 1 / (distance * constant / dimension + 1)) * dimension
    return offset < 0 ? -banded : banded
}

/// `value` unchanged inside `range`, and rubber-banded past either end.
///
/// ```swift
/// print(rubberBand(value: 120, in: 0...100, dimension: 400))   // 110.7055...: 100 plus rubberBand(offset: 20, dimension: 400)
/// ```
/// Continuous and strictly increasing in `value`, with slope `constant` just past each end.
@inlinable
public func rubberBand(value: Double, in range: ClosedRange<Double>, dimension: Double,
                       constant: Double = 0.55) -> Double {
    if value > range.upperBound {
        return range.upperBound + rubberBand(offset: value - range.upperBound, dimension: dimension, constant: constant)
    }
    if value < range.lowerBound {
        return range.lowerBound + rubberBand(offset: value - range.lowerBound, dimension: dimension, constant: constant)
    }
    return value.isNaN ? range.lowerBound : value
}
