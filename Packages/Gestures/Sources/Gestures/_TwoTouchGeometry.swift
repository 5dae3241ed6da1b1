import Geometry


/// What pinch and rotation follow: the first two touches, their span and its angle.
@usableFromInline
struct _TwoTouchGeometry: Sendable {
    @usableFromInline var touches = _TouchSet()
    /// The span's angle, unwrapped so that it is continuous across ±π.
    @usableFromInline var angle = 0.0
    @usableFromInline var hasAngle = false
    /// Whether the span's angle is followed: a pinch measures only the span's length, and the angle's
    /// `atan2` and two remainders would be most of its per-sample geometry.
    @usableFromInline var tracksAngle = true

    @usableFromInline
    init() {}

    /// The vector from the first touch to the second, when there are two.
    @inlinable
    var span: Vector? {
        guard touches.count >= 2 else { return nil }
        return touches[1].location - touches[0].location
    }

    /// Applies a sample; only the first two touches count, later ones are ignored while two are down.
    @inlinable
    mutating func apply(_ sample: PointerSample) -> Bool {
        if sample.phase == .began, touches.count >= 2 { return false }
        let before = touches.count
        guard touches.apply(sample) else { return false }
        if touches.count != before { hasAngle = false }
        if tracksAngle, let span, span.magnitude > 0 {
            let raw = Double.atan2(span.dy, span.dx)
            if hasAngle {
                var delta = raw - Double.remainder(angle, 2 * Double.pi)
                delta = Double.remainder(delta, 2 * Double.pi)
                angle += delta
            } else {
                angle = raw
                hasAngle = true
            }
        }
        return true
    }

    @inlinable
    var centroid: Point? { touches.centroid }

    /// Forgets the touches, in place (no allocation).
    @inlinable
    mutating func removeAll() {
        touches.removeAll()
        angle = 0
        hasAngle = false
    }
}

extension _TwoTouchGeometry {
    /// Becomes `saved`, in this geometry's own touch buffer.
    mutating func restore(_ saved: _TwoTouchGeometry) {
        var touches = self.touches
        self = saved
        touches.restore(saved.touches)
        self.touches = touches
    }
}
