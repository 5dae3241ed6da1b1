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

/// The overshoot whose band is `banded`: the inverse of ``rubberBand(offset:dimension:constant:)``,
/// `x = b·d / (c·(d − b))`, so that a drag that catches banded content (a spring overshooting its end)
/// starts where the content is instead of jumping.
///
/// The band approaches `dimension` and never reaches it, so a band at or past 99.9 % of `dimension`
/// (content moved there by an animation, not a finger) is taken at 99.9 %: the one cap every banded
/// interaction of the library uses.
///
/// ```swift
/// let banded = rubberBand(offset: 100, dimension: 960)             // 52.0197...
/// let pulled = rubberBandInverse(banded: banded, dimension: 960)
/// print((pulled * 1e9).rounded() / 1e9)                            // 100.0
/// ```
///
/// - Parameters:
///   - banded: How far past the edge the content shows.
///   - dimension: The extent the band is measured against; must be positive.
///   - constant: The stiffness `c`; 0.55 is UIScrollView's.
/// - Returns: The finger's overshoot. Documented clamp for bad input: a `dimension` that is not positive
///   and finite, a `constant` that is not positive and finite, or a NaN `banded` answer 0; a negative
///   `banded` answers the negative of its inverse (the function is odd).
/// - Complexity: O(1).
@inlinable
public func rubberBandInverse(banded: Double, dimension: Double, constant: Double = 0.55) -> Double {
    guard dimension > 0, dimension.isFinite, constant > 0, constant.isFinite, !banded.isNaN else { return 0 }
    let band = Swift.min(Swift.abs(banded), dimension * rubberBandInverseCap)
    let pulled = band * dimension / (constant * (dimension - band))
    return banded < 0 ? -pulled : pulled
}

/// `value` unchanged inside `range`, and past either end the value whose band shows it: the inverse of
/// ``rubberBand(value:in:dimension:constant:)``, with ``rubberBandInverse(banded:dimension:constant:)``'s cap.
///
/// ```swift
/// let shown = rubberBand(value: 120, in: 0...100, dimension: 400)
/// let value = rubberBandInverse(value: shown, in: 0...100, dimension: 400)
/// print((value * 1e9).rounded() / 1e9)                                  // 120.0
/// ```
///
/// - Complexity: O(1).
@inlinable
public func rubberBandInverse(value: Double, in range: ClosedRange<Double>, dimension: Double,
                              constant: Double = 0.55) -> Double {
    if value > range.upperBound {
        return range.upperBound + rubberBandInverse(banded: value - range.upperBound, dimension: dimension, constant: constant)
    }
    if value < range.lowerBound {
        return range.lowerBound + rubberBandInverse(banded: value - range.lowerBound, dimension: dimension, constant: constant)
    }
    return value.isNaN ? range.lowerBound : value
}

/// The fraction of its reach at which a band is inverted when it is at or past it (99.9 %).
public let rubberBandInverseCap = 0.999
