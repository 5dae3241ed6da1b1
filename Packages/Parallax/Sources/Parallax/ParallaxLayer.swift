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
///
/// **Reduce Motion** turns parallax off, as iOS does for its own parallax: with
/// `MotionPreferences.reduceMotion` the layer moves with the content (rate 1, whatever its own), so
/// nothing moves but what the finger scrolls.
///
/// ```swift
/// import Parallax
///
/// let sky = ParallaxLayer(layer: LayerState(position: Point(x: 187.5, y: 150), size: Size(width: 375, height: 300)),
///                         rate: 0.5)
/// let still = try MotionPreferences(reduceMotion: true)
/// print(sky.layer(at: Point(x: 0, y: 120), motion: still).position.y)   // 30.0: with the content
/// ```
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
    /// at rest (a documented clamp); a position beyond the finite range (rate 1e300, offsets ±1e308)
    /// saturates at ±`Double.greatestFiniteMagnitude`, on the side the layer moved to.
    ///
    /// - Parameters:
    ///   - offset: The scroll view's content offset.
    ///   - motion: The user's motion settings: with Reduce Motion the layer moves with the content
    ///     (rate 1). `.standard` by default.
    /// - Complexity: O(1), no allocation.
    @inlinable
    public func layer(at offset: Point, motion: MotionPreferences = .standard) -> LayerState {
        var shown = layer
        let rate = motion.reduceMotion ? 1 : self.rate
        guard rate.isFinite else { return shown }
        if offset.x.isFinite { shown.position.x = Self.moved(layer.position.x, by: offset.x, rate: rate) }
        if offset.y.isFinite { shown.position.y = Self.moved(layer.position.y, by: offset.y, rate: rate) }
        return shown
    }

    /// `position − offset·rate`, saturated (a product that overflows is beyond the range whatever
    /// the position, so the saturation has its sign).
    @inlinable
    static func moved(_ position: Double, by offset: Double, rate: Double) -> Double {
        let shift = offset * rate
        guard shift.isFinite else { return _saturated(-shift) }
        return _saturated(position - shift)
    }
}
