/// SwiftUI's `UnitCurve`: a function from progress 0...1 to eased progress, with SwiftUI's named
/// curves, Bezier curves whose control points may lie anywhere, and circular easing.
///
/// ```swift
/// print(UnitCurve.circularEaseOut.value(at: 0.5))   // 0.8660...: √0.75
/// let overshooting = try UnitCurve.bezier(startControlPoint: Point(x: 0.3, y: 1.6), endControlPoint: Point(x: 0.6, y: 1))
/// print(overshooting.value(at: 0.5))   // 1.1081...: the y control points may leave 0...1
/// ```
///
/// Progress is clamped to 0...1 as SwiftUI's `value(at:)` documents. The Bezier named curves are Core
/// Animation's (``TimingCurve``'s). The control points' x components are clamped to 0...1, as SwiftUI
/// documents for `bezier(startControlPoint:endControlPoint:)` ("clamped to the range [0,1] when the
/// curve is evaluated"), so the curve never folds back in time; their y components may be anything.
public struct UnitCurve: Hashable, Sendable {
    private enum Shape: Hashable, Sendable {
        case bezier(TimingCurve)
        case circularEaseIn, circularEaseOut, circularEaseInOut
    }

    private let shape: Shape

    private init(_ shape: Shape) { self.shape = shape }

    /// Output equals input.
    public static let linear = UnitCurve(.bezier(.linear))
    /// Bezier (0.42, 0, 1, 1).
    public static let easeIn = UnitCurve(.bezier(.easeIn))
    /// Bezier (0, 0, 0.58, 1).
    public static let easeOut = UnitCurve(.bezier(.easeOut))
    /// Bezier (0.42, 0, 0.58, 1).
    public static let easeInOut = UnitCurve(.bezier(.easeInOut))
    /// A quarter circle starting slowly: 1 − √(1 − t²).
    public static let circularEaseIn = UnitCurve(.circularEaseIn)
    /// A quarter circle ending slowly: √(1 − (1 − t)²).
    public static let circularEaseOut = UnitCurve(.circularEaseOut)
    /// Circular in the first half, circular out in the second, meeting at (0.5, 0.5).
    public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

    /// SwiftUI's `UnitCurve.bezier(startControlPoint:endControlPoint:)`: any finite control points, their
    /// x components clamped to 0...1 as SwiftUI clamps them when the curve is evaluated.
    ///
    /// ```swift
    /// let clamped = try UnitCurve.bezier(startControlPoint: Point(x: -0.5, y: 2), endControlPoint: Point(x: 1.5, y: -1))
    /// print(clamped.velocity(at: 0.5))   // -1.0: the curve of (0, 2), (1, -1)
    /// ```
    /// - Throws: ``ConfigurationError`` naming the control point that is not finite.
    public static func bezier(startControlPoint: Point, endControlPoint: Point) throws(ConfigurationError) -> UnitCurve {
        try ConfigurationError.checkFinite(startControlPoint, "startControlPoint")
        try ConfigurationError.checkFinite(endControlPoint, "endControlPoint")
        func unit(_ x: Double) -> Double { Swift.min(Swift.max(x, 0), 1) }
        return UnitCurve(.bezier(TimingCurve(unchecked: unit(startControlPoint.x), startControlPoint.y,
                                             unit(endControlPoint.x), endControlPoint.y)))
    }

    /// The eased progress at `progress` (clamped to 0...1; NaN answers 0).
    public func value(at progress: Double) -> Double {
        let t = progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)
        switch shape {
        case .bezier(let curve): return curve.value(at: t)
        case .circularEaseIn: return 1 - (1 - t * t).squareRoot()
        case .circularEaseOut: return ((2 - t) * t).squareRoot()
        case .circularEaseInOut:
            if t < 0.5 { return (1 - (1 - 4 * t * t).squareRoot()) / 2 }
            let u = 2 * t - 2
            return ((1 - u * u).squareRoot() + 1) / 2
        }
    }

    /// The slope dy/dx at `progress` (clamped to 0...1): the curve's true derivative, so a keyframe that
    /// ends on `.easeIn` hands on the speed it really ends with. The circular curves are vertical at one
    /// end; there the slope answers `Double.greatestFiniteMagnitude` rather than infinity.
    public func velocity(at progress: Double) -> Double {
        let t = progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)
        switch shape {
        case .bezier(let curve): return Self.slope(of: curve, at: t)
        case .circularEaseIn: return finite(t / (1 - t * t).squareRoot())
        case .circularEaseOut: return finite((1 - t) / ((2 - t) * t).squareRoot())
        case .circularEaseInOut:
            if t < 0.5 { return finite(2 * t / (1 - 4 * t * t).squareRoot()) }
            let u = 2 * t - 2
            return finite(-u / (1 - u * u).squareRoot())
        }
    }

    /// A Bezier's slope, with the limit where a control point sits on its end point (`.linear` at both
    /// ends, `.easeIn` at 1, `.easeOut` at 0): there the curve's derivative vanishes, and ``TimingCurve``
    /// answers 0 as Chromium's `Slope` does, but the curve still arrives along the line from the other
    /// control point, whose slope is the limit (l'Hôpital on the second derivatives).
    static func slope(of curve: TimingCurve, at t: Double) -> Double {
        if curve.isLinear { return 1 }
        if t == 0, curve.x1 == 0, curve.y1 == 0 {
            return curve.x2 == 0 ? (curve.y2 == 0 ? 0 : .greatestFiniteMagnitude) : finite(curve.y2 / curve.x2)
        }
        if t == 1, curve.x2 == 1, curve.y2 == 1 {
            return curve.x1 == 1 ? (curve.y1 == 1 ? 0 : .greatestFiniteMagnitude) : finite((curve.y1 - 1) / (curve.x1 - 1))
        }
        return curve.slope(at: t)
    }
}
