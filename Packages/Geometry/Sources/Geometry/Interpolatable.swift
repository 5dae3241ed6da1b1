/// A value that can be animated: an element of a real vector space.
///
/// Springs, tweens and decay in `Dynamics` are written once over this protocol, so a `Double`, a
/// `Point`, a `Rect` or a whole `LayerState` moves the same way, component by component.
///
/// ```swift
/// print(Point(x: 0, y: 0).interpolated(to: Point(x: 10, y: 20), by: 0.5))   // (5.0, 10.0)
/// ```
///
/// Conforming types provide the vector-space operations; `magnitudeSquared` is the squared
/// Euclidean norm of the components. It overflows to infinity once a component passes about 1.3e154
/// (its square does); ``magnitude`` does not (it rescales), and ``isFinite`` is the test to use for
/// "every component is finite" (never `magnitudeSquared.isFinite`, which is false for 1e200).
public protocol Interpolatable: Sendable, Equatable {
    /// The additive identity.
    static var zero: Self { get }
    /// Component-wise sum.
    static func + (lhs: Self, rhs: Self) -> Self
    /// Component-wise difference.
    static func - (lhs: Self, rhs: Self) -> Self
    /// Every component multiplied by `rhs`.
    static func * (lhs: Self, rhs: Double) -> Self
    /// The sum of the squares of the components.
    var magnitudeSquared: Double { get }
    /// The value `fraction` of the way to `end`: `self` at 0, `end` at 1, extrapolated outside.
    /// The default is the straight line `self + (end - self) * fraction`; a type whose straight
    /// line is wrong to look at (a rotation matrix) interpolates its own way.
    func interpolated(to end: Self, by fraction: Double) -> Self
    /// True when every component is finite (neither NaN nor infinite).
    ///
    /// The default, `self * 0 == .zero`, holds exactly when every component is finite (a finite
    /// component times 0 is ±0, an infinite or NaN one is NaN); a type with stored components can
    /// answer directly, as `Point` and `LayerState` do.
    var isFinite: Bool { get }
}

extension Interpolatable {
    /// The Euclidean norm of the components, without overflow or underflow in between (as `hypot`):
    /// exact to rounding for every finite value, infinite only when a component is, or when the norm
    /// itself exceeds `Double.greatestFiniteMagnitude`; NaN when a component is NaN.
    ///
    /// ```swift
    /// print(Vector(dx: 3e200, dy: 4e200).magnitude)   // 4.9999...e+200: 5e200 to rounding, the squares would overflow
    /// print(Vector(dx: 3e-200, dy: 4e-200).magnitude)   // 5e-200: the squares would underflow
    /// ```
    ///
    /// - Complexity: one `magnitudeSquared` and a square root; a second pass, scaled by a power of
    ///   two, only when the first overflowed or fell below the normal range.
    @inlinable
    public var magnitude: Double {
        let squared = magnitudeSquared
        if squared < .infinity && squared >= .leastNormalMagnitude { return squared.squareRoot() }
        return _rescaledMagnitude(squared)
    }

    /// The slow path of ``magnitude``: the norm computed on the value scaled by 2⁻⁶⁰⁰ (when the
    /// squares overflowed) or 2⁶⁰⁰ (when they fell below the normal range), then scaled back. Scaling
    /// by a power of two is exact, so the result is as accurate as the plain formula.
    @inlinable
    func _rescaledMagnitude(_ squared: Double) -> Double {
        if squared.isNaN { return squared }
        if squared == .infinity {
            return (self * 0x1p-600).magnitudeSquared.squareRoot() * 0x1p600
        }
        if squared == 0, self == .zero { return 0 }
        return (self * 0x1p600).magnitudeSquared.squareRoot() * 0x1p-600
    }

    /// `self * 0 == .zero`: true exactly when every component is finite.
    @inlinable
    public var isFinite: Bool { self * 0 == .zero }

    /// Every component divided by `rhs`.
    @inlinable
    public static func / (lhs: Self, rhs: Double) -> Self { lhs * (1 / rhs) }

    /// The additive inverse.
    @inlinable
    public static prefix func - (value: Self) -> Self { .zero - value }

    /// Linear interpolation: `self` at `fraction` 0, `end` at 1, extrapolated outside 0...1.
    ///
    /// - Complexity: O(components), no allocation.
    @inlinable
    public func interpolated(to end: Self, by fraction: Double) -> Self {
        self + (end - self) * fraction
    }
}

extension Double: Interpolatable {
    @inlinable
    public var magnitudeSquared: Double { self * self }
}

extension SIMD2: Interpolatable where Scalar == Double {
    @inlinable
    public var magnitudeSquared: Double { (self * self).sum() }
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension SIMD3: Interpolatable where Scalar == Double {
    @inlinable
    public var magnitudeSquared: Double { (self * self).sum() }
}

extension SIMD4: Interpolatable where Scalar == Double {
    @inlinable
    public var magnitudeSquared: Double { (self * self).sum() }
}
