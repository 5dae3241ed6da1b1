/// A CSS / Core Animation cubic Bezier timing curve: input progress in, eased progress out.
///
/// The curve runs from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2). The x control
/// points must lie in 0...1 (so that the curve is a function of time, as CSS requires); the y control
/// points may overshoot either way.
///
/// ```swift
/// let curve = try TimingCurve(controlPoints: 0.25, 0.1, 0.25, 1)   // the same as .ease
/// print(curve.value(at: 0.5))   // 0.8024...
/// _ = TimingCurve.easeInOut.value(at: 0.25)
/// ```
///
/// `value(at:)` solves x(t) = progress for t exactly (Newton's method, with bisection when Newton
/// stalls) to within a few ulps, so y is exact to about 1e-15 for ordinary curves. Progress outside
/// 0...1 extrapolates along the end tangents, as Chromium and the CSS spec do.
@frozen
public struct TimingCurve: Hashable, Sendable {
    public let x1: Double
    public let y1: Double
    public let x2: Double
    public let y2: Double

    /// Creates the curve through (0, 0), (x1, y1), (x2, y2), (1, 1).
    /// - Throws: ``ConfigurationError`` when a point is not finite or an x lies outside 0...1 (CSS
    ///   rejects those: the curve would not be a function of time).
    public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(ConfigurationError) {
        try ConfigurationError.check(x1, "x1", .unitClosedInterval)
        try ConfigurationError.check(y1, "y1", .finite)
        try ConfigurationError.check(x2, "x2", .unitClosedInterval)
        try ConfigurationError.check(y2, "y2", .finite)
        self.init(unchecked: x1, y1, x2, y2)
    }

    @usableFromInline
    init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// Output equals input: CSS `linear`, Core Animation `linear` (control points 0, 0, 1, 1).
    public static let linear = TimingCurve(unchecked: 0, 0, 1, 1)
    /// CSS `ease`, Core Animation `default` (0.25, 0.1, 0.25, 1): the system's usual curve.
    public static let ease = TimingCurve(unchecked: 0.25, 0.1, 0.25, 1)
    /// CSS `ease-in`, Core Animation `easeIn` (0.42, 0, 1, 1).
    public static let easeIn = TimingCurve(unchecked: 0.42, 0, 1, 1)
    /// CSS `ease-out`, Core Animation `easeOut` (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(unchecked: 0, 0, 0.58, 1)
    /// CSS `ease-in-out`, Core Animation `easeInEaseOut` (0.42, 0, 0.58, 1).
    public static let easeInOut = TimingCurve(unchecked: 0.42, 0, 0.58, 1)

    /// True when the output equals the input everywhere (y1 = x1 and y2 = x2).
    @inlinable
    public var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// The eased progress at input `progress` (x in, y out).
    ///
    /// - Complexity: a handful of polynomial evaluations (usually 2 to 5 Newton steps), no allocation.
    /// - Returns: a finite number for any input: NaN answers 0 (the start); beyond 0...1, the
    ///   extrapolation saturates at ±`Double.greatestFiniteMagnitude` (±infinity included).
    @inlinable
    public func value(at progress: Double) -> Double {
        if isLinear { return progress.isNaN ? 0 : finite(progress) }
        if progress.isNaN { return 0 }
        // A flat tangent stays flat all the way out (0 × ∞ would be NaN).
        if progress < 0 { return startGradient == 0 ? 0 : finite(startGradient * progress) }
        if progress > 1 { return endGradient == 0 ? 1 : finite(1 + endGradient * (progress - 1)) }
        return finite(sampleY(solveT(forX: progress)))
    }

    /// The slope dy/dx at `progress`, clamped to 0...1 (as Chromium's `Slope`).
    @inlinable
    public func slope(at progress: Double) -> Double {
        let x = clamp(progress, to: 0...1)
        let t = solveT(forX: x)
        let dx = derivativeX(t), dy = derivativeY(t)
        if dx == 0 { return dy == 0 ? 0 : (dy > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude) }
        return finite(dy / dx)
    }

    /// The lowest and highest output over inputs 0...1 (at least 0...1; wider when y overshoots).
    public var range: ClosedRange<Double> {
        var low = 0.0, high = 1.0
        // y'(t) = 3a t² + 2b t + c; its roots in (0, 1) are the extremes.
        let coefficients = Coefficients(y1, y2)
        let (a, b, c) = (coefficients.a, coefficients.b, coefficients.c)
        var roots: [Double] = []
        if a == 0 {
            if b != 0 { roots.append(-c / (2 * b)) }
        } else {
            let discriminant = 4 * b * b - 12 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots.append((-2 * b + root) / (6 * a))
                roots.append((-2 * b - root) / (6 * a))
            }
        }
        for t in roots where t > 0 && t < 1 {
            let y = sampleY(t)
            low = Swift.min(low, y)
            high = Swift.max(high, y)
        }
        return low...high
    }

    // MARK: Polynomial form: x(t) = ((a t + b) t + c) t with c = 3 x1, b = 3 (x2 − x1) − c, a = 1 − c − b.

    @usableFromInline
    struct Coefficients: Sendable {
        @usableFromInline let a: Double
        @usableFromInline let b: Double
        @usableFromInline let c: Double

        @inlinable
        init(_ p1: Double, _ p2: Double) {
            // Clamped so that control points near the largest double stay finite (Chromium does the same).
            let c = finite(3 * p1)
            let b = finite(3 * (p2 - p1) - c)
            self.a = finite(1 - c - b)
            self.b = b
            self.c = c
        }
    }

    @inlinable var coefficientsX: Coefficients { Coefficients(x1, x2) }

    @inlinable
    func sampleX(_ t: Double) -> Double {
        let k = coefficientsX
        return ((k.a * t + k.b) * t + k.c) * t
    }

    /// y(t) in Bernstein form, `3ut(u·y1 + t·y2) + t³` with u = 1 − t: every product stays finite even
    /// for control points near the largest double (the polynomial form would overflow to inf − inf).
    @inlinable
    func sampleY(_ t: Double) -> Double {
        let u = 1 - t
        return 3 * u * t * (u * y1 + t * y2) + t * t * t
    }

    @inlinable
    func derivativeX(_ t: Double) -> Double {
        let k = coefficientsX
        return (3 * k.a * t + 2 * k.b) * t + k.c
    }

    /// y'(t) = 3(y1·u(u − 2t) + y2·t(2u − t) + t²), arranged so that no term overflows (see `sampleY`).
    @inlinable
    func derivativeY(_ t: Double) -> Double {
        let u = 1 - t
        return finite(3 * (y1 * (u * (u - 2 * t)) + y2 * (t * (2 * u - t)) + t * t))
    }

    /// The parameter t in 0...1 with x(t) = x, for x in 0...1. x(t) is non-decreasing there because
    /// both x control points lie in 0...1, so bisection always converges; Newton usually gets there first.
    @inlinable
    func solveT(forX x: Double) -> Double {
        let tolerance = 1e-14
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if Swift.abs(error) <= tolerance { return t }
            let slope = derivativeX(t)
            if Swift.abs(slope) < 1e-7 { break }
            t -= error / slope
            if !(0...1).contains(t) { break }
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<80 {
            let value = sampleX(t)
            if Swift.abs(value - x) <= tolerance { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
            if high - low <= .ulpOfOne { break }
        }
        return t
    }

    /// The slope of the straight line the curve continues along below 0 (Chromium's rule).
    @inlinable
    var startGradient: Double {
        if x1 > 0 { return y1 / x1 }
        if y1 == 0 && x2 > 0 { return y2 / x2 }
        if y1 == 0 && y2 == 0 { return 1 }
        return 0
    }

    /// The slope of the straight line the curve continues along above 1 (Chromium's rule).
    @inlinable
    var endGradient: Double {
        if x2 < 1 { return (y2 - 1) / (x2 - 1) }
        if y2 == 1 && x1 < 1 { return (y1 - 1) / (x1 - 1) }
        if y2 == 1 && y1 == 1 { return 1 }
        return 0
    }
}

/// The value clamped to the finite doubles (NaN stays NaN).
@inlinable
func finite(_ value: Double) -> Double {
    Swift.min(Swift.max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
}
