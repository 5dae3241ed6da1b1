/// Compose's `ArcMode.ArcAbove` / `ArcBelow` between two points (animation-core's `ArcSpline.Arc`):
/// a quarter of the ellipse whose axes are the move's horizontal and vertical legs, travelled at
/// constant speed.
///
/// The ellipse's centre is the corner of the move's bounding box the arc bulges away from: for an arc
/// that leaves vertically (`ArcAbove` moving up, `ArcBelow` moving down) the corner below/above the start
/// level with the end, else the corner level with the start below/above the end. Compose makes the speed
/// constant with a table: the quarter is cut into 90 one-degree chords, their cumulative lengths give the
/// angle at 101 evenly spaced fractions of the length, and a progress reads that table linearly. This
/// type builds the same table (in doubles), so its points are Compose's.
struct _QuarterEllipse: Sendable {
    /// Compose's `Epsilon`: a leg shorter than this makes the arc a straight line.
    static let epsilon = 0.001

    let centerX: Double, centerY: Double
    /// The signed semi-axes: x = centerX + a·sin θ, y = centerY + b·cos θ.
    let a: Double, b: Double
    /// True when the arc leaves vertically: the angle then runs from 90° down to 0°.
    let isVertical: Bool
    /// The length of the 90 chords: the speed per unit of progress.
    let length: Double
    let table: _ArcLengthTable

    /// The arc from `from` to `to`, or nil when Compose moves in a straight line (a leg under
    /// `epsilon`, or an arc too long to measure in doubles).
    init?(from: Point, to: Point, above: Bool) {
        let dx = to.x - from.x, dy = to.y - from.y
        guard Swift.abs(dx) >= Self.epsilon, Swift.abs(dy) >= Self.epsilon else { return nil }
        isVertical = above ? dy < 0 : dy > 0
        a = isVertical ? -dx : dx
        b = isVertical ? dy : -dy
        centerX = isVertical ? to.x : from.x
        centerY = isVertical ? from.y : to.y
        var measured = 0.0
        table = _ArcLengthTable(a: dx, b: -dy, length: &measured)
        guard measured.isFinite, measured > 0 else { return nil }
        length = measured
    }

    /// The angle at progress `t` in 0...1 (Compose's `setPoint`).
    func angle(at t: Double) -> Double {
        .pi / 2 * table.lookup(isVertical ? 1 - t : t)
    }

    func point(at t: Double) -> Point {
        if t < 0 || t > 1 {
            // Compose extrapolates along the tangent at the nearer end.
            let end: Double = t > 1 ? 1 : 0
            let base = point(at: end)
            let slope = velocity(at: end)
            return Point(x: base.x + (t - end) * slope.dx, y: base.y + (t - end) * slope.dy)
        }
        let theta = angle(at: t)
        return Point(x: centerX + a * Double.sin(theta), y: centerY + b * Double.cos(theta))
    }

    /// Compose's `calcDX`/`calcDY`: the unit tangent times the arc's length, turned back for a
    /// vertical start (its angle decreases). Outside 0...1 the slope at the nearer end.
    func velocity(at t: Double) -> Vector {
        let theta = angle(at: clamp(t, to: 0...1))
        let vx = a * Double.cos(theta), vy = -b * Double.sin(theta)
        let norm = length / Double.hypot(vx, vy)
        return isVertical ? Vector(dx: -vx * norm, dy: -vy * norm) : Vector(dx: vx * norm, dy: vy * norm)
    }
}
