/// A location in a two-dimensional coordinate space, in points.
///
/// ```swift
/// print(Point(x: 10, y: 20) + Vector(dx: 5, dy: 0))   // (15.0, 20.0)
/// ```
@frozen
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    @inlinable
    public init(_ simd: SIMD2<Double>) {
        self.init(x: simd.x, y: simd.y)
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The coordinates as a SIMD vector.
    @inlinable
    public var simd: SIMD2<Double> { SIMD2(x, y) }

    /// True when both coordinates are finite (neither NaN nor infinite).
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The straight-line distance to `other`, without overflow in between: finite for any two finite
    /// points whose distance is at most `Double.greatestFiniteMagnitude` (points at ±1e308 included).
    ///
    /// ```swift
    /// print(Point(x: 0, y: 0).distance(to: Point(x: 3, y: 4)))   // 5.0
    /// print(Point(x: -1e308, y: 0).distance(to: Point(x: 1e308, y: 0)))   // inf: the distance overflows
    /// ```
    /// - Complexity: O(1).
    @inlinable
    public func distance(to other: Point) -> Double {
        let offset = Vector(dx: other.x - x, dy: other.y - y)
        if offset.dx.isFinite && offset.dy.isFinite { return offset.magnitude }
        // The difference overflowed: halve first (exact), measure, double back.
        return Vector(dx: other.x / 2 - x / 2, dy: other.y / 2 - y / 2).magnitude * 2
    }

    /// The point moved by `offset`.
    @inlinable
    public static func + (lhs: Point, rhs: Vector) -> Point {
        Point(x: lhs.x + rhs.dx, y: lhs.y + rhs.dy)
    }

    /// The point moved by the opposite of `offset`.
    @inlinable
    public static func - (lhs: Point, rhs: Vector) -> Point {
        Point(x: lhs.x - rhs.dx, y: lhs.y - rhs.dy)
    }

    /// The displacement from `rhs` to `lhs`.
    @inlinable
    public static func - (lhs: Point, rhs: Point) -> Vector {
        Vector(dx: lhs.x - rhs.x, dy: lhs.y - rhs.y)
    }

    @inlinable
    public static func += (lhs: inout Point, rhs: Vector) { lhs = lhs + rhs }

    @inlinable
    public static func -= (lhs: inout Point, rhs: Vector) { lhs = lhs - rhs }

    public var description: String { "(\(x), \(y))" }
}

extension Point: Interpolatable {
    /// Component-wise sum, treating both points as vectors from the origin (the vector-space view
    /// animation needs; to move a point by an offset use `point + vector`).
    @inlinable
    public static func + (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    /// Component-wise difference as points, for the vector-space view; see `+`.
    @_disfavoredOverload
    @inlinable
    public static func - (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    @inlinable
    public static func * (lhs: Point, rhs: Double) -> Point {
        Point(x: lhs.x * rhs, y: lhs.y * rhs)
    }

    @inlinable
    public var magnitudeSquared: Double { x * x + y * y }
}

// Codable is synthesised, so it must be declared in this file; Embedded Swift (the WebAssembly build,
// Scripts/wasm-build) has no Codable.
#if !hasFeature(Embedded)
extension Point: Codable {}
#endif
