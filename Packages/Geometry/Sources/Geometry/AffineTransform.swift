
/// A 2-D affine transform in Core Graphics' convention.
///
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`. Positive rotation turns the +x axis
/// toward +y (clockwise on a y-down screen, as `CGAffineTransform` on iOS). `t1.concatenating(t2)`
/// applies `t1` first, then `t2`.
///
/// ```swift
/// let t = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 10, y: 0))
/// print(t.apply(to: Point(x: 1, y: 1)))   // (12.0, 2.0)
/// print(t.inverted()?.apply(to: Point(x: 12, y: 2)) ?? .zero)   // (1.0, 1.0)
/// ```
@frozen
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that leaves every point where it is.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (`x`, `y`).
    @inlinable
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale about the origin.
    @inlinable
    public init(scaleX x: Double, y: Double) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation about the origin by `angle` radians.
    @inlinable
    public init(rotationAngle angle: Double) {
        let cosine = Double.cos(angle), sine = Double.sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// True when this is exactly the identity.
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// The determinant of the linear part; zero for a transform that cannot be inverted.
    @inlinable
    public var determinant: Double { a * d - b * c }

    /// `self` followed by `other`.
    @inlinable
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation applied before `self` (Core Graphics' `translatedBy`).
    @inlinable
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before `self` (Core Graphics' `scaledBy`).
    @inlinable
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before `self` (Core Graphics' `rotated(by:)`).
    @inlinable
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// True when all six entries are finite.
    @inlinable
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The transform that undoes this one, or `nil` when there is none to give: the transform is
    /// singular, not finite, or its inverse has an entry beyond `Double.greatestFiniteMagnitude`
    /// (a determinant of 1e-320 with unit entries). Every entry of a returned inverse is finite.
    ///
    /// The linear part is scaled by its largest entry before the determinant is taken, so a
    /// transform whose determinant alone under- or overflows (entries of 1e-170 or 1e170) still
    /// inverts exactly.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func inverted() -> AffineTransform? {
        guard isFinite else { return nil }
        let largest = Swift.max(Swift.max(Swift.abs(a), Swift.abs(b)), Swift.max(Swift.abs(c), Swift.abs(d)))
        guard largest > 0 else { return nil }
        // M = s·M', |entries of M'| ≤ 1, so det(M') neither overflows nor loses the matrix; M⁻¹ = adj(M')/(det(M')·s).
        let sa = a / largest, sb = b / largest, sc = c / largest, sd = d / largest
        let scaledDeterminant = sa * sd - sb * sc
        guard scaledDeterminant != 0 else { return nil }
        let ia = sd / scaledDeterminant / largest, ib = -sb / scaledDeterminant / largest
        let ic = -sc / scaledDeterminant / largest, id = sa / scaledDeterminant / largest
        let inverse = AffineTransform(a: ia, b: ib, c: ic, d: id,
                                      tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
        return inverse.isFinite ? inverse : nil
    }

    /// The image of `point`.
    @inlinable
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The image of a displacement (the translation does not apply to it).
    @inlinable
    public func apply(to vector: Vector) -> Vector {
        Vector(dx: a * vector.dx + c * vector.dy, dy: b * vector.dx + d * vector.dy)
    }

    /// The smallest axis-aligned rectangle containing the image of `rect`'s four corners.
    @inlinable
    public func apply(to rect: Rect) -> Rect {
        let r = rect.standardized
        let p0 = apply(to: Point(x: r.minX, y: r.minY)), p1 = apply(to: Point(x: r.maxX, y: r.minY))
        let p2 = apply(to: Point(x: r.minX, y: r.maxY)), p3 = apply(to: Point(x: r.maxX, y: r.maxY))
        let x0 = Swift.min(Swift.min(p0.x, p1.x), Swift.min(p2.x, p3.x))
        let x1 = Swift.max(Swift.max(p0.x, p1.x), Swift.max(p2.x, p3.x))
        let y0 = Swift.min(Swift.min(p0.y, p1.y), Swift.min(p2.y, p3.y))
        let y1 = Swift.max(Swift.max(p0.y, p1.y), Swift.max(p2.y, p3.y))
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}

extension AffineTransform {
    /// Builds the transform from its parts: scale, then skew, then rotation, then translation.
    @inlinable
    public init(_ parts: DecomposedTransform) {
        let cosine = Double.cos(parts.rotation), sine = Double.sin(parts.rotation)
        let sx = parts.scale.dx, sy = parts.scale.dy, k = parts.skew
        self.init(a: sx * cosine, b: sx * sine,
                  c: sy * (k * cosine - sine), d: sy * (k * sine + cosine),
                  tx: parts.translation.dx, ty: parts.translation.dy)
    }

    /// Takes the transform apart. A reflection shows as a negative y scale. A singular transform
    /// decomposes to parts that rebuild the same matrix where such parts exist (x scale 0 keeps the
    /// y axis's rotation and length; y scale 0 drops the skew).
    ///
    /// Lengths and the y scale are computed without overflow (entries up to
    /// `Double.greatestFiniteMagnitude` decompose to finite parts, unless a scale itself exceeds it).
    @inlinable
    public var decomposed: DecomposedTransform {
        let translation = Vector(dx: tx, dy: ty)
        let sx = Vector(dx: a, dy: b).magnitude
        guard sx > 0 else {
            let sy = Vector(dx: c, dy: d).magnitude
            return DecomposedTransform(translation: translation, rotation: sy > 0 ? Double.atan2(-c, d) : 0,
                                       scale: Vector(dx: 0, dy: sy), skew: 0)
        }
        // With (u, v) = (cos θ, sin θ) = (a, b)/sx: sy = u·d − v·c and sy·k = u·c + v·d, the same as
        // det/sx and (ac + bd)/det but with no product of two entries (no overflow).
        let u = a / sx, v = b / sx
        let sy = u * d - v * c
        let skew = sy != 0 ? (u * c + v * d) / sy : 0
        return DecomposedTransform(translation: translation, rotation: Double.atan2(b, a),
                                   scale: Vector(dx: sx, dy: sy), skew: skew)
    }
}

/// Transforms form a vector space over their six matrix entries, which is what a spring's linear
/// combinations need. Interpolation between two transforms, though, goes by parts
/// (`interpolated(to:by:)` below), so a rotation stays rigid halfway instead of shrinking.
/// To spring a rotation or a scale, animate a `DecomposedTransform` (as `LayerState` does).
extension AffineTransform: Interpolatable {
    /// The zero matrix.
    public static let zero = AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)

    @inlinable
    public static func + (lhs: AffineTransform, rhs: AffineTransform) -> AffineTransform {
        AffineTransform(a: lhs.a + rhs.a, b: lhs.b + rhs.b, c: lhs.c + rhs.c, d: lhs.d + rhs.d,
                        tx: lhs.tx + rhs.tx, ty: lhs.ty + rhs.ty)
    }

    @inlinable
    public static func - (lhs: AffineTransform, rhs: AffineTransform) -> AffineTransform {
        AffineTransform(a: lhs.a - rhs.a, b: lhs.b - rhs.b, c: lhs.c - rhs.c, d: lhs.d - rhs.d,
                        tx: lhs.tx - rhs.tx, ty: lhs.ty - rhs.ty)
    }

    @inlinable
    public static func * (lhs: AffineTransform, rhs: Double) -> AffineTransform {
        AffineTransform(a: lhs.a * rhs, b: lhs.b * rhs, c: lhs.c * rhs, d: lhs.d * rhs,
                        tx: lhs.tx * rhs, ty: lhs.ty * rhs)
    }

    @inlinable
    public var magnitudeSquared: Double { a * a + b * b + c * c + d * d + tx * tx + ty * ty }

    /// Interpolates by parts: translation, scale and skew linearly, the rotation along the shorter
    /// way round. A quarter turn is a rigid eighth turn halfway.
    ///
    /// - Complexity: two decompositions and one composition (a few trigonometric calls), no allocation.
    @inlinable
    public func interpolated(to end: AffineTransform, by fraction: Double) -> AffineTransform {
        AffineTransform(decomposed.interpolatedAlongShorterRotation(to: end.decomposed, by: fraction))
    }
}

// Codable is synthesised, so it must be declared in this file; Embedded Swift (the WebAssembly build,
// Scripts/wasm-build) has no Codable.
#if !hasFeature(Embedded)
extension AffineTransform: Codable {}
#endif
