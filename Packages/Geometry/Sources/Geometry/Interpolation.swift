/// The value `fraction` of the way from `start` to `end` (extrapolated outside 0...1).
///
/// ```swift
/// print(lerp(10.0, 20.0, 0.25))   // 12.5
/// ```
@inlinable
public func lerp<Value: Interpolatable>(_ start: Value, _ end: Value, _ fraction: Double) -> Value {
    start.interpolated(to: end, by: fraction)
}

/// Where `value` lies in `range`: 0 at the lower bound, 1 at the upper, unclamped (negative below,
/// above 1 beyond). A range of zero length answers 0.
///
/// ```swift
/// print(progress(of: 150, in: 100...200))   // 0.5
/// print(progress(of: 250, in: 100...200))   // 1.5
/// ```
///
/// Finite for every finite input: a range or a distance wider than `Double.greatestFiniteMagnitude`
/// is measured in halves (no overflow to ∞/∞), and a ratio beyond the finite doubles saturates at
/// ±`Double.greatestFiniteMagnitude`. NaN in, NaN out. - Complexity: O(1).
@inlinable
public func progress(of value: Double, in range: ClosedRange<Double>) -> Double {
    let length = range.upperBound - range.lowerBound
    guard length != 0 else { return 0 }
    let offset = value - range.lowerBound
    if length.isFinite && offset.isFinite { return finite(offset / length) }
    guard value.isFinite else { return value.isNaN ? value : (value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude) }
    return finite((value / 2 - range.lowerBound / 2) / (range.upperBound / 2 - range.lowerBound / 2))
}

/// `progress(of:in:)` clamped to 0...1.
@inlinable
public func clampedProgress(of value: Double, in range: ClosedRange<Double>) -> Double {
    clamp(progress(of: value, in: range), to: 0...1)
}

/// Maps `value` from one range onto another, linearly and unclamped: the lower bound of `source` to
/// the lower bound of `destination`. A destination may run backwards (`1...0` is written `reversed:`).
///
/// ```swift
/// print(map(0.5, from: 0...1, to: 100...300))   // 200.0
/// ```
///
/// Finite for every finite input (it saturates at ±`Double.greatestFiniteMagnitude`, and a
/// destination wider than the finite doubles is measured in halves). - Complexity: O(1).
@inlinable
public func map(_ value: Double, from source: ClosedRange<Double>, to destination: ClosedRange<Double>,
                reversed: Bool = false) -> Double {
    let fraction = progress(of: value, in: source)
    let from = reversed ? destination.upperBound : destination.lowerBound
    let to = reversed ? destination.lowerBound : destination.upperBound
    let mapped = from + (to - from) * fraction
    if mapped.isFinite || fraction.isNaN { return mapped }
    // Overflowed on the way (a huge span, or a far fraction): halve the span, then saturate.
    return finite(from + ((to / 2 - from / 2) * fraction) * 2)
}

/// `value` limited to `range`. NaN clamps to the lower bound, so a clamped value is always in range.
@inlinable
public func clamp<Value: Comparable>(_ value: Value, to range: ClosedRange<Value>) -> Value {
    // Written so that an unordered value (NaN) fails both comparisons and lands on the lower bound.
    if value > range.lowerBound {
        return value < range.upperBound ? value : range.upperBound
    }
    return range.lowerBound
}

/// The smallest distance from 0 and 1 a relative position keeps: positions lie in
/// `relativePositionEpsilon ... 1 - relativePositionEpsilon`, inside the open interval (0, 1), so a
/// scale or an alpha driven by one never reaches exactly 0 (the talk's clamp).
public let relativePositionEpsilon = 0.0001

/// Where `point` lies in `rect`, each axis normalised to 0...1 from the minimum edge and clamped to
/// the open interval (0, 1) (see `relativePositionEpsilon`). A rect of zero width or height, or a
/// non-finite input, answers 0.5 on that axis.
///
/// ```swift
/// print(relativePosition(of: Point(x: 50, y: 150), in: Rect(x: 0, y: 100, width: 100, height: 100)))   // (0.5, 0.5)
/// ```
@inlinable
public func relativePosition(of point: Point, in rect: Rect) -> Point {
    Point(x: relativeCoordinate(point.x, rect.minX, rect.maxX),
          y: relativeCoordinate(point.y, rect.minY, rect.maxY))
}

@usableFromInline
func relativeCoordinate(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
    let length = upper - lower
    guard length > 0, length.isFinite, value.isFinite else { return 0.5 }
    return clamp((value - lower) / length, to: relativePositionEpsilon...(1 - relativePositionEpsilon))
}

/// The rule for a layout number that overflowed: ±∞ saturates to ±`greatestFiniteMagnitude`
/// (the true value is beyond it, and the sign is right), NaN reads 0. Every output of Parallax's layout
/// helpers (`ScrollProgress`, `ParallaxLayer`, `StretchyHeader`) and the scroll view's bounds go through it.
@inlinable
package func _saturated(_ value: Double) -> Double {
    if value.isFinite { return value }
    if value.isNaN { return 0 }
    return value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
}
