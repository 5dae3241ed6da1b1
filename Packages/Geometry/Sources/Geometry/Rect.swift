/// An axis-aligned rectangle: an origin (the minimum corner in a y-down space) and a size.
///
/// ```swift
/// let container = Rect(x: 0, y: 0, width: 375, height: 667)
/// print(container.center)   // (187.5, 333.5)
/// print(container.contains(Point(x: 10, y: 10)))   // true
/// ```
///
/// Geometric queries treat a negative size as extending the other way (`standardized`).
@frozen
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle of `size` centred on `center`.
    @inlinable
    public init(center: Point, size: Size) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2,
                  width: size.width, height: size.height)
    }

    /// The smallest rectangle containing both points.
    @inlinable
    public init(corner a: Point, corner b: Point) {
        self.init(x: Swift.min(a.x, b.x), y: Swift.min(a.y, b.y),
                  width: Swift.abs(a.x - b.x), height: Swift.abs(a.y - b.y))
    }

    public static let zero = Rect(origin: .zero, size: .zero)

    @inlinable public var width: Double { size.width }
    @inlinable public var height: Double { size.height }
    @inlinable public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    @inlinable public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    @inlinable public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    @inlinable public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    @inlinable public var midY: Double { origin.y + size.height / 2 }

    /// The centre point.
    @inlinable
    public var center: Point { Point(x: midX, y: midY) }

    /// The same rectangle with a non-negative size.
    @inlinable
    public var standardized: Rect {
        Rect(x: minX, y: minY, width: Swift.abs(size.width), height: Swift.abs(size.height))
    }

    /// True when the rectangle has no area (either dimension is zero or not a number).
    @inlinable
    public var isEmpty: Bool { !(Swift.abs(size.width) > 0 && Swift.abs(size.height) > 0) }

    /// True when origin and size are finite.
    @inlinable
    public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// True when `point` lies inside or on the minimum edges (half-open, as CGRect does).
    @inlinable
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// True when the interiors of the two rectangles overlap.
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The overlap of the two rectangles, or `nil` when they do not overlap.
    @inlinable
    public func intersection(_ other: Rect) -> Rect? {
        guard intersects(other) else { return nil }
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing both.
    @inlinable
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle moved by `offset`.
    @inlinable
    public func offsetBy(_ offset: Vector) -> Rect {
        Rect(origin: origin + offset, size: size)
    }

    /// The rectangle shrunk by `insets` (grown by negative insets), standardized first.
    @inlinable
    public func inset(by insets: EdgeInsets) -> Rect {
        let r = standardized
        return Rect(x: r.origin.x + insets.left, y: r.origin.y + insets.top,
                    width: r.size.width - insets.horizontal, height: r.size.height - insets.vertical)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
    @inlinable
    public func insetBy(dx: Double, dy: Double) -> Rect {
        inset(by: EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
    }

    /// The point of the rectangle closest to `point` (itself when inside).
    @inlinable
    public func clamping(_ point: Point) -> Point {
        Point(x: Swift.min(Swift.max(point.x, minX), maxX), y: Swift.min(Swift.max(point.y, minY), maxY))
    }

    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

extension Rect: Interpolatable {
    @inlinable
    public static func + (lhs: Rect, rhs: Rect) -> Rect {
        Rect(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size)
    }

    @inlinable
    public static func - (lhs: Rect, rhs: Rect) -> Rect {
        Rect(origin: lhs.origin - rhs.origin as Point, size: lhs.size - rhs.size)
    }

    @inlinable
    public static func * (lhs: Rect, rhs: Double) -> Rect {
        Rect(origin: lhs.origin * rhs, size: lhs.size * rhs)
    }

    @inlinable
    public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }
}

// Codable is synthesised, so it must be declared in this file; Embedded Swift (the WebAssembly build,
// Scripts/wasm-build) has no Codable.
#if !hasFeature(Embedded)
extension Rect: Codable {}
#endif
