
/// A displacement or a velocity in two dimensions: points, or points per second.
///
/// ```swift
/// let v = Vector(dx: 3, dy: 4)
/// print(v.magnitude)   // 5.0
/// print(v.normalized)   // (0.6, 0.8)
/// ```
@frozen
public struct Vector: Hashable, Sendable, CustomStringConvertible {
    public var dx: Double
    public var dy: Double

    @inlinable
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    @inlinable
    public init(_ simd: SIMD2<Double>) {
        self.init(dx: simd.x, dy: simd.y)
    }

    /// The vector of length `length` at `angle` radians from the positive x axis (toward +y).
    @inlinable
    public init(angle: Double, length: Double) {
        self.init(dx: Double.cos(angle) * length, dy: Double.sin(angle) * length)
    }

    public static let zero = Vector(dx: 0, dy: 0)

    @inlinable
    public var simd: SIMD2<Double> { SIMD2(dx, dy) }

    /// True when both components are finite.
    @inlinable
    public var isFinite: Bool { dx.isFinite && dy.isFinite }

    /// The angle from the positive x axis toward +y, in radians in -π...π; 0 for the zero vector.
    @inlinable
    public var angle: Double { Double.atan2(dy, dx) }

    /// The vector scaled to length 1; the zero vector, and a vector with a NaN or infinite
    /// component, answer zero. Exact for every finite vector, denormal or near
    /// `Double.greatestFiniteMagnitude` ones included (no overflow in the length).
    @inlinable
    public var normalized: Vector {
        let length = magnitude
        if length > 0 && length < .infinity { return Vector(dx: dx / length, dy: dy / length) }
        guard length == .infinity, isFinite else { return .zero }
        // Finite components whose length overflows: halve (exact) and normalise that.
        let half = Vector(dx: dx / 2, dy: dy / 2)
        let halfLength = half.magnitude
        return Vector(dx: half.dx / halfLength, dy: half.dy / halfLength)
    }

    /// The dot product.
    @inlinable
    public func dot(_ other: Vector) -> Double { dx * other.dx + dy * other.dy }

    /// The z component of the cross product: positive when `other` is clockwise from `self`
    /// in a y-down coordinate space.
    @inlinable
    public func cross(_ other: Vector) -> Double { dx * other.dy - dy * other.dx }

    public var description: String { "(\(dx), \(dy))" }
}

extension Vector: Interpolatable {
    @inlinable
    public static func + (lhs: Vector, rhs: Vector) -> Vector {
        Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
    }

    @inlinable
    public static func - (lhs: Vector, rhs: Vector) -> Vector {
        Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
    }

    @inlinable
    public static func * (lhs: Vector, rhs: Double) -> Vector {
        Vector(dx: lhs.dx * rhs, dy: lhs.dy * rhs)
    }

    @inlinable
    public static func * (lhs: Double, rhs: Vector) -> Vector { rhs * lhs }

    @inlinable
    public static func += (lhs: inout Vector, rhs: Vector) { lhs = lhs + rhs }

    @inlinable
    public static func -= (lhs: inout Vector, rhs: Vector) { lhs = lhs - rhs }

    @inlinable
    public static func *= (lhs: inout Vector, rhs: Double) { lhs = lhs * rhs }

    @inlinable
    public var magnitudeSquared: Double { dx * dx + dy * dy }
}

// Codable is synthesised, so it must be declared in this file; Embedded Swift (the WebAssembly build,
// Scripts/wasm-build) has no Codable.
#if !hasFeature(Embedded)
extension Vector: Codable {}
#endif
