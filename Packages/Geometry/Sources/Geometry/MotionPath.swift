/// The way a point travels from one place to another as a progress runs from 0 to 1: a straight line,
/// Flutter's Material arc, or one of Compose's quarter-ellipse arcs.
///
/// A shared element, a hero or a card flying into a screen moves on a path; the timing (a spring, a
/// curve, a finger) drives the progress. `point(at:)` and `velocity(at:)` are exact for any progress, so
/// a motion can be scrubbed, reversed and handed to a spring without a jump.
///
/// ```swift
/// let path = try MotionPath(from: Point(x: 0, y: 0), to: Point(x: 300, y: 300), kind: .arcAbove)
/// print(path.point(at: 0.5))      // (212.1320..., 87.8679...): above the straight line's (150, 150)
/// print(path.velocity(at: 0))     // (471.2329..., 0.0): Compose's arc leaves horizontally
/// let flutter = try MotionPath(from: Point(x: 0, y: 0), to: Point(x: 1, y: 10), kind: .material)
/// print(flutter.point(at: 0.5))   // (0.5, 5.0): within 2 points of an axis, Flutter moves straight
/// ```
///
/// Outside 0...1 each kind continues as its platform does: the line extends, Flutter's arc continues
/// around its circle, Compose's arcs continue along the tangent at their ends. A NaN progress reads as 0.
///
/// - Complexity: `init` is O(1); a Compose arc also builds its 101-entry arc-length table there
///   (about 200 square roots, no allocation: the table is stored inline). `point(at:)` and
///   `velocity(at:)` are O(1), allocation-free: a sine and a cosine at most.
public struct MotionPath: Hashable, Sendable {
    /// Which path: the shape between the two points.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The straight line (Flutter's `Tween<Offset>`, Compose's `ArcMode.ArcLinear`).
        case linear
        /// Flutter's `MaterialPointArcTween`: an arc of a circle of at most 90°, whose centre is level with
        /// the end point when the move is taller than wide (else with the start point). Within 2 points
        /// of a horizontal or vertical line it is the straight line (Flutter's `_kOnAxisDelta`).
        case material
        /// Compose's `ArcMode.ArcAbove`: a quarter ellipse that bulges upward (towards smaller y),
        /// travelled at constant speed through Compose's arc-length table.
        case arcAbove = "arc-above"
        /// Compose's `ArcMode.ArcBelow`: the quarter ellipse that bulges downward (towards larger y).
        case arcBelow = "arc-below"
    }

    /// The point at progress 0.
    public let from: Point
    /// The point at progress 1.
    public let to: Point
    /// The shape between them.
    public let kind: Kind
    let geometry: _PathGeometry

    /// A path from `from` to `to`.
    ///
    /// - Parameters:
    ///   - from: the start, at progress 0.
    ///   - to: the end, at progress 1.
    ///   - kind: the shape; ``Kind/linear`` by default.
    /// - Throws: ``ConfigurationError`` naming `from` or `to` when a coordinate is not finite.
    public init(from: Point, to: Point, kind: Kind = .linear) throws(ConfigurationError) {
        guard from.isFinite else { throw ConfigurationError(parameter: "from", describing: from, requirement: "must be finite") }
        guard to.isFinite else { throw ConfigurationError(parameter: "to", describing: to, requirement: "must be finite") }
        self.init(checkedFrom: from, to: to, kind: kind)
    }

    /// The path between two finite points (the rectangle path's corners, already checked).
    init(checkedFrom from: Point, to: Point, kind: Kind) {
        self.from = from
        self.to = to
        self.kind = kind
        switch kind {
        case .linear:
            geometry = .line
        case .material:
            geometry = _MaterialArc(from: from, to: to).map(_PathGeometry.circle) ?? .line
        case .arcAbove, .arcBelow:
            geometry = _QuarterEllipse(from: from, to: to, above: kind == .arcAbove).map(_PathGeometry.ellipse) ?? .line
        }
    }

    /// The point at `progress`: `from` at 0, `to` at 1 (exactly), on the path between.
    ///
    /// - Parameter progress: 0 at the start, 1 at the end; outside 0...1 the path continues (see the type).
    /// - Returns: a finite point (a coordinate past the largest double saturates).
    /// - Complexity: O(1), allocation-free.
    public func point(at progress: Double) -> Point {
        let t = progress.isNaN ? 0 : progress
        let point: Point
        switch geometry {
        // Both ends exactly, even when `to - from` overflows (0 × ∞ would read NaN).
        case .line: point = t == 0 ? from : t == 1 ? to : from.interpolated(to: to, by: t)
        case .circle(let arc): point = t == 0 ? from : t == 1 ? to : arc.point(at: t)
        case .ellipse(let arc): point = t == 0 ? from : t == 1 ? to : arc.point(at: t)
        }
        return Point(x: _saturated(point.x), y: _saturated(point.y))
    }

    /// How fast the point moves per unit of progress at `progress` (multiply by the progress's own
    /// velocity for points per second).
    ///
    /// The straight line's is `to - from`; Flutter's arc's is the derivative of its circle; Compose's
    /// arcs report what Compose's `ArcSpline.getSlope` does: the arc's length per unit of progress along
    /// the tangent, constant in size, and the end tangent outside 0...1. Compose's table makes the
    /// points' own speed match it to a fraction of a percent when the legs are within about 1:3 of each
    /// other; on a thin arc (legs 12:1) the points' speed strays by up to 30% from it, as on Android.
    ///
    /// - Complexity: O(1), allocation-free.
    public func velocity(at progress: Double) -> Vector {
        let t = progress.isNaN ? 0 : progress
        let velocity: Vector
        switch geometry {
        case .line: velocity = to - from
        case .circle(let arc): velocity = arc.velocity(at: t)
        case .ellipse(let arc): velocity = arc.velocity(at: t)
        }
        return Vector(dx: _saturated(velocity.dx), dy: _saturated(velocity.dy))
    }

    public static func == (lhs: MotionPath, rhs: MotionPath) -> Bool {
        lhs.from == rhs.from && lhs.to == rhs.to && lhs.kind == rhs.kind
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(from)
        hasher.combine(to)
        hasher.combine(kind)
    }
}
