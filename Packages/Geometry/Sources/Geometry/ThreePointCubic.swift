/// Flutter's `ThreePointCubic`: two cubic Bezier segments joined at a `midpoint` the curve passes
/// through, from (0, 0) to (1, 1). Material 3's emphasized easing is one (``emphasized``).
///
/// ```swift
/// print(ThreePointCubic.emphasized.value(at: 0.166666))   // 0.4: the midpoint (0.166666, 0.4)
/// ```
///
/// Each segment is solved exactly (as ``TimingCurve``); Flutter's `Cubic` stops its bisection when x is
/// within 0.001, so Flutter's values differ from these by up to 0.001 times the local slope.
public struct ThreePointCubic: Hashable, Sendable {
    /// The first segment's control points, the shared point, and the second segment's control points.
    public let a1: Point, b1: Point, midpoint: Point, a2: Point, b2: Point
    private let first: TimingCurve, second: TimingCurve

    /// Creates the curve (0, 0) → `a1`, `b1` → `midpoint` → `a2`, `b2` → (1, 1).
    /// - Throws: ``ConfigurationError`` naming the point when one is not finite, when `midpoint` is not
    ///   strictly inside the unit square's diagonal band (x in (0, 1), y not 0 or 1: Flutter divides by
    ///   both), or when a control point's x leaves its segment's x span (the curve would not be a
    ///   function of time).
    public init(_ a1: Point, _ b1: Point, midpoint: Point, _ a2: Point, _ b2: Point) throws(ConfigurationError) {
        for (point, name) in [(a1, "a1"), (b1, "b1"), (midpoint, "midpoint"), (a2, "a2"), (b2, "b2")] {
            try ConfigurationError.checkFinite(point, name)
        }
        guard midpoint.x > 0, midpoint.x < 1, midpoint.y != 0, midpoint.y != 1 else {
            throw ConfigurationError(parameter: "midpoint", describing: midpoint,
                                     requirement: "must have x in (0, 1) and y other than 0 and 1")
        }
        let firstWidth = midpoint.x, firstHeight = midpoint.y
        let secondWidth = 1 - midpoint.x, secondHeight = 1 - midpoint.y
        func segment(_ p: Point, _ q: Point, origin: Point, width: Double, height: Double,
                     names: (String, String)) throws(ConfigurationError) -> TimingCurve {
            do {
                return try TimingCurve(controlPoints: (p.x - origin.x) / width, (p.y - origin.y) / height,
                                       (q.x - origin.x) / width, (q.y - origin.y) / height)
            } catch {
                let isFirst = error.parameter == "x1" || error.parameter == "y1"
                throw ConfigurationError(parameter: isFirst ? names.0 : names.1, describing: isFirst ? p : q,
                                         requirement: "must lie within its segment's x span (\(error.requirement))")
            }
        }
        self.first = try segment(a1, b1, origin: Point(x: 0, y: 0), width: firstWidth, height: firstHeight, names: ("a1", "b1"))
        self.second = try segment(a2, b2, origin: midpoint, width: secondWidth, height: secondHeight, names: ("a2", "b2"))
        (self.a1, self.b1, self.midpoint, self.a2, self.b2) = (a1, b1, midpoint, a2, b2)
    }

    /// The eased progress at `progress`, clamped to 0...1 (Flutter's curves are defined there only).
    public func value(at progress: Double) -> Double {
        guard progress > 0 else { return 0 }
        guard progress < 1 else { return 1 }
        if progress < midpoint.x {
            return first.value(at: progress / midpoint.x) * midpoint.y
        }
        return second.value(at: (progress - midpoint.x) / (1 - midpoint.x)) * (1 - midpoint.y) + midpoint.y
    }

    /// Flutter's `Curves.easeInOutCubicEmphasized` and `Easing.emphasized`, Material 3's emphasized
    /// easing (Android's path `M 0,0 C 0.05,0 0.133333,0.06 0.166666,0.4 C 0.208333,0.82 0.25,1 1,1`).
    public static let emphasized: ThreePointCubic = {
        do throws(ConfigurationError) {
            return try ThreePointCubic(Point(x: 0.05, y: 0), Point(x: 0.133333, y: 0.06), midpoint: Point(x: 0.166666, y: 0.4),
                                       Point(x: 0.208333, y: 0.82), Point(x: 0.25, y: 1))
        } catch { preconditionFailure("\(error)") }
    }()
}
