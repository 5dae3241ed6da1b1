import Geometry

/// The scale's animation from one zoomed view to another (a bounce back into the range, or an animated
/// ``ScrollBehavior/setZoomScale(_:animated:at:)`` or ``ScrollBehavior/zoom(to:animated:at:)``): a spring on the
/// scale, and the offset that makes the whole motion a scaling about one fixed point of the viewport.
///
/// With `s` the scale on its way from `s₀` to `s₁` and `p = (s − s₀)/(s₁ − s₀)`, the offset is
/// `o₀·s/s₀ + (o₁ − o₀·s₁/s₀)·p`: affine in `s`, so every content point moves on a straight line
/// through the transform's fixed point, and at `s = s₁` it is `o₁`. (The fixed point itself,
/// `(o₁ − o₀·s₁/s₀)/(s₁/s₀ − 1)`, is never formed: it is far away when the scale hardly changes.)
///
/// The spring runs on `s·extent` (the unscaled content's longer side), so that its tolerance in points
/// (when it counts as landed) is about what the content's far edge is from its resting place.
struct _ZoomMotion: Sendable {
    let scale: _AxisMotion
    let extent: Double
    let fromScale: Double
    let toScale: Double
    let toOffset: Point
    /// `o₀/s₀`, per axis.
    let offsetPerScale: Point
    /// `o₁ − o₀·s₁/s₀`, per axis.
    let shift: Point

    init(scale: _AxisMotion, extent: Double, from start: (scale: Double, offset: Point), to end: (scale: Double, offset: Point)) {
        self.scale = scale
        self.extent = extent
        fromScale = start.scale
        toScale = end.scale
        toOffset = end.offset
        offsetPerScale = Point(x: start.offset.x / start.scale, y: start.offset.y / start.scale)
        shift = Point(x: end.offset.x - offsetPerScale.x * end.scale, y: end.offset.y - offsetPerScale.y * end.scale)
    }

    /// Scale, offset, offset velocity (points per second) and whether it still moves, `time` seconds
    /// after the motion started; at rest exactly the end.
    func frame(at time: Double) -> (scale: Double, offset: Point, velocity: Vector, moving: Bool) {
        let (position, speed, moving) = scale.frame(at: time)
        guard moving else { return (toScale, toOffset, .zero, false) }
        let s = position / extent, rate = speed / extent
        let progress = (s - fromScale) / (toScale - fromScale)
        let progressRate = rate / (toScale - fromScale)
        return (s,
                Point(x: offsetPerScale.x * s + shift.x * progress, y: offsetPerScale.y * s + shift.y * progress),
                Vector(dx: offsetPerScale.x * rate + shift.x * progressRate, dy: offsetPerScale.y * rate + shift.y * progressRate),
                true)
    }
}
