/// Flutter's `MaterialPointArcTween` (material/arc.dart), computed once from the end points: the circle,
/// its radius and the angles swept, positive angles turning clockwise in y-down coordinates.
///
/// The radius is the one whose circle passes through both points with its centre level (same y) with
/// the end point when the move is taller than wide, else level (same x) with the start point, so the
/// sweep never exceeds 90°. Flutter skips the arc (a straight line) unless both |dx| and |dy| exceed 2.
struct _MaterialArc: Sendable {
    /// Flutter's `_kOnAxisDelta`: how far from an axis (in points, on each axis) a move must be to arc.
    static let onAxisDelta = 2.0

    let center: Point
    let radius: Double
    let beginAngle: Double
    let endAngle: Double

    /// The arc from `begin` to `end`, or nil when Flutter moves in a straight line: the move is within
    /// `onAxisDelta` of an axis, or so large that its circle is not representable (a radius past the
    /// largest double), where a straight line is the only finite answer.
    init?(from begin: Point, to end: Point) {
        let dx = end.x - begin.x, dy = end.y - begin.y
        let deltaX = Swift.abs(dx), deltaY = Swift.abs(dy)
        guard deltaX > Self.onAxisDelta, deltaY > Self.onAxisDelta else { return nil }
        let distance = (dx * dx + dy * dy).squareRoot()
        let center: Point, radius: Double, beginAngle: Double, endAngle: Double
        if deltaX < deltaY {
            // Taller than wide: the centre is level with the end, on the start's side of it.
            radius = distance * distance / deltaX / 2
            center = Point(x: end.x + radius * _sign(begin.x - end.x), y: end.y)
            let sweep = 2 * Double.asin(distance / (2 * radius))
            if begin.x < end.x {
                beginAngle = sweep * _sign(begin.y - end.y)
                endAngle = 0
            } else {
                beginAngle = .pi + sweep * _sign(end.y - begin.y)
                endAngle = .pi
            }
        } else {
            // Wider than tall: the centre is directly above or below the start.
            radius = distance * distance / deltaY / 2
            center = Point(x: begin.x, y: begin.y + _sign(end.y - begin.y) * radius)
            let sweep = 2 * Double.asin(distance / (2 * radius))
            if begin.y < end.y {
                beginAngle = -.pi / 2
                endAngle = beginAngle + sweep * _sign(end.x - begin.x)
            } else {
                beginAngle = .pi / 2
                endAngle = beginAngle + sweep * _sign(begin.x - end.x)
            }
        }
        guard radius.isFinite, center.isFinite, beginAngle.isFinite, endAngle.isFinite else { return nil }
        self.center = center
        self.radius = radius
        self.beginAngle = beginAngle
        self.endAngle = endAngle
    }

    /// The point at `t` (0 and 1 are answered exactly by the caller, as Flutter's `lerp` does).
    func point(at t: Double) -> Point {
        let angle = beginAngle + (endAngle - beginAngle) * t
        return Point(x: center.x + Double.cos(angle) * radius, y: center.y + Double.sin(angle) * radius)
    }

    /// The derivative of `point(at:)`: the radius times the angle's rate, along the tangent.
    func velocity(at t: Double) -> Vector {
        let rate = endAngle - beginAngle
        let angle = beginAngle + rate * t
        return Vector(dx: -Double.sin(angle) * radius * rate, dy: Double.cos(angle) * radius * rate)
    }
}

/// Dart's `double.sign`: −1, 0 or 1 (0 for ±0).
func _sign(_ value: Double) -> Double {
    value > 0 ? 1 : value < 0 ? -1 : 0
}
