/// A width and a height, in points.
@frozen
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    @inlinable
    public init(_ simd: SIMD2<Double>) {
        self.init(width: simd.x, height: simd.y)
    }

    public static let zero = Size(width: 0, height: 0)

    @inlinable
    public var simd: SIMD2<Double> { SIMD2(width, height) }

    /// True when both dimensions are finite.
    @inlinable
    public var isFinite: Bool { width.isFinite && height.isFinite }

    /// True when either dimension is zero or negative.
    @inlinable
    public var isEmpty: Bool { !(width > 0 && height > 0) }

    public var description: String { "\(width) × \(height)" }
}

extension Size: Interpolatable {
    @inlinable
    public static func + (lhs: Size, rhs: Size) -> Size {
        Size(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }

    @inlinable
    public static func - (lhs: Size, rhs: Size) -> Size {
        Size(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
    }

    @inlinable
    public static func * (lhs: Size, rhs: Double) -> Size {
        Size(width: lhs.width * rhs, height: lhs.height * rhs)
    }

    @inlinable
    public var magnitudeSquared: Double { width * width + height * height }
}

// Codable is synthesised, so it must be declared in this file; Embedded Swift (the WebAssembly build,
// Scripts/wasm-build) has no Codable.
#if !hasFeature(Embedded)
extension Size: Codable {}
#endif
