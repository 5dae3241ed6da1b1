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

    /// The finger-driven point whose banded position is `point`: the inverse of ``banded(_:)`` (Geometry's
    /// `rubberBandInverse`), so that grabbing a layer that is past the edge does not make it jump. Positions
    /// at or beyond 99.9 % of the band's reach (the container's extent past the edge, which the band never
    /// reaches: only a spring overshooting far puts the layer there) map to that cap, `rubberBandInverseCap`.
    @inlinable
    func unbanded(_ point: Point) -> Point {
        Point(x: rubberBandInverse(value: point.x, in: horizontal, dimension: width, constant: Self.constant),
              y: rubberBandInverse(value: point.y, in: vertical, dimension: height, constant: Self.constant))
    }
}
