import Geometry

/// A layer that moves with the scroll at its own rate: 0 stays fixed, 0.5 is a background at half
/// speed, 1 moves with the content, more than 1 is a foreground that moves faster.
///
/// ```swift
/// import Parallax
///
/// let sky = ParallaxLayer(layer: LayerState(position: Point(x: 187.5, y: 150), size: Size(width: 375, height: 300)),
///                         rate: 0.5)
/// let shown = sky.layer(at: Point(x: 0, y: 120))   // moved up 60 points for 120 points of scrolling
/// print(shown.position)
/// ```
///
/// The layer is placed in the viewport: at a content offset o its position is the position at rest
/// minus `o · rate` (on both axes). Every other property is as given.
@frozen
public struct ParallaxLayer: Hashable, Sendable {
    /// The layer at content offset zero.
    public var layer: LayerState
    /// Points the layer moves per point of scrolling.
    public var rate: Double

    /// A layer moving at `rate`.
    @inlinable
    public init(layer: LayerState, rate: Double) {
        self.layer = layer
        self.rate = rate
    }

    /// The layer at content offset `offset`. A non-finite rate or offset leaves the layer where it is
    /// at rest (a documented clamp).
    ///
    /// - Parameter offset: The scroll view's content offset.
    /// - Complexity: O(1), no allocation.
    @inlinable
    public func layer(at offset: Point) -> LayerState {
        var shown = layer
        let dx = offset.x * rate, dy = offset.y * rate
        if dx.isFinite { shown.position.x -= dx }
        if dy.isFinite { shown.position.y -= dy }
        return shown
    }
}
