/// A value that can be animated: an element of a real vector space.
///
/// Springs, tweens and decay in `Dynamics` are written once over this protocol, so a `Double`, a
/// `Point`, a `Rect` or a whole `LayerState` moves the same way, component by component.
///
/// ```swift
/// let halfway = Point(x: 0, y: 0).interpolated(to: Point(x: 10, y: 20), by: 0.5)   // (5, 10)
/// ```
///
/// Conforming types provide the vector-space operations; `magnitudeSquared` is the squared
/// Euclidean norm of the components, used for settling thresholds.
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
}

extension Interpolatable {
    /// The Euclidean norm of the components.
    @inlinable
    public var magnitude: Double { magnitudeSquared.squareRoot() }

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
}

extension SIMD3: Interpolatable where Scalar == Double {
    @inlinable
    public var magnitudeSquared: Double { (self * self).sum() }
}

extension SIMD4: Interpolatable where Scalar == Double {
    @inlinable
    public var magnitudeSquared: Double { (self * self).sum() }
}
