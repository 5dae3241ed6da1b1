import Geometry

/// The region a layer's centre may be dragged in freely inside a container, and the rubber band
/// beyond it (UIScrollView's resistance, constant 0.55, measured against the container's extent).
@usableFromInline
struct _RubberBandRegion: Sendable {
    @usableFromInline let horizontal: ClosedRange<Double>
    @usableFromInline let vertical: ClosedRange<Double>
    @usableFromInline let width: Double
    @usableFromInline let height: Double
    @usableFromInline static let constant = 0.55

    /// The centres that keep a layer of `size` inside `container` (the container's centre on an
    /// axis where the layer is larger than the container).
    @usableFromInline
    init(container: Rect, layerSize: Size) {
        let box = container.standardized
        let halfWidth = Swift.max(Swift.abs(layerSize.width), 0) / 2
        let halfHeight = Swift.max(Swift.abs(layerSize.height), 0) / 2
        let x0 = box.minX + halfWidth, x1 = box.maxX - halfWidth
        let y0 = box.minY + halfHeight, y1 = box.maxY - halfHeight
        horizontal = x0 <= x1 ? x0...x1 : box.midX...box.midX
        vertical = y0 <= y1 ? y0...y1 : box.midY...box.midY
        width = box.width
        height = box.height
    }

    /// The banded position of a finger-driven `point`.
    @inlinable
    func banded(_ point: Point) -> Point {
        Point(x: rubberBand(value: point.x, in: horizontal, dimension: width, constant: Self.constant),
              y: rubberBand(value: point.y, in: vertical, dimension: height, constant: Self.constant))
    }

    /// The finger-driven point whose banded position is `point`: the inverse of ``banded(_:)``, so that
    /// grabbing a layer that is past the edge does not make it jump. Positions at or beyond the band's
    /// limit (the container's extent past the edge, which the band never reaches) map to just inside it.
    @inlinable
    func unbanded(_ point: Point) -> Point {
        Point(x: Self.unband(point.x, in: horizontal, dimension: width),
              y: Self.unband(point.y, in: vertical, dimension: height))
    }

    @inlinable
    static func unband(_ value: Double, in range: ClosedRange<Double>, dimension: Double) -> Double {
        if value > range.upperBound {
            return range.upperBound + inverse(value - range.upperBound, dimension: dimension)
        }
        if value < range.lowerBound {
            return range.lowerBound - inverse(range.lowerBound - value, dimension: dimension)
        }
        return value
    }

    /// x such that (1 − 1/(x·c/d + 1))·d = banded, for 0 ≤ banded < d.
    @inlinable
    static func inverse(_ banded: Double, dimension: Double) -> Double {
        guard dimension > 0, dimension.isFinite else { return 0 }
        let b = Swift.min(banded, dimension * 0.999)
        return b * dimension / (constant * (dimension - b))
    }
}
