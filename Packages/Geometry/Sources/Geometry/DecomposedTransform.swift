/// An affine transform taken apart: scale, then skew, then rotation, then translation.
///
/// `AffineTransform(parts)` builds the matrix:
/// `a = sx·cos θ`, `b = sx·sin θ`, `c = sy·(k·cos θ − sin θ)`, `d = sy·(k·sin θ + cos θ)`.
/// Unlike the matrix, the parts are a vector space in which a rotation stays rigid, so they are
/// what animates (`LayerState.transform` is one).
///
/// ```swift
/// let parts = DecomposedTransform(rotation: .pi / 4, scale: Vector(dx: 2, dy: 2))
/// print(AffineTransform(parts).decomposed == parts)   // true
/// ```
@frozen
public struct DecomposedTransform: Hashable, Sendable {
    public var translation: Vector
    /// Radians; positive turns +x toward +y.
    public var rotation: Double
    public var scale: Vector
    /// The shear factor `k` of x along y (0 for scale and rotation alone).
    public var skew: Double

    @inlinable
    public init(translation: Vector = .zero, rotation: Double = 0,
                scale: Vector = Vector(dx: 1, dy: 1), skew: Double = 0) {
        self.translation = translation
        self.rotation = rotation
        self.scale = scale
        self.skew = skew
    }

    /// The parts of the identity transform.
    public static let identity = DecomposedTransform()

    /// The same scale on both axes.
    @inlinable
    public init(translation: Vector = .zero, rotation: Double = 0, uniformScale: Double) {
        self.init(translation: translation, rotation: rotation, scale: Vector(dx: uniformScale, dy: uniformScale))
    }

    /// The matrix these parts build.
    @inlinable
    public var affineTransform: AffineTransform { AffineTransform(self) }

    /// Interpolates linearly, except that the rotation takes the shorter way round (at most half a
    /// turn), as one does between two transforms whose rotations came from `atan2`.
    @inlinable
    public func interpolatedAlongShorterRotation(to end: DecomposedTransform, by fraction: Double) -> DecomposedTransform {
        var end = end
        let turn = 2 * Double.pi
        let delta = end.rotation - rotation
        end.rotation -= turn * (delta / turn).rounded()
        return interpolated(to: end, by: fraction)
    }
}

extension DecomposedTransform: Interpolatable {
    /// All parts zero (zero scale): the additive identity, not the identity transform.
    public static let zero = DecomposedTransform(translation: .zero, rotation: 0, scale: .zero, skew: 0)

    @inlinable
    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(translation: lhs.translation + rhs.translation, rotation: lhs.rotation + rhs.rotation,
             scale: lhs.scale + rhs.scale, skew: lhs.skew + rhs.skew)
    }

    @inlinable
    public static func - (lhs: Self, rhs: Self) -> Self {
        Self(translation: lhs.translation - rhs.translation, rotation: lhs.rotation - rhs.rotation,
             scale: lhs.scale - rhs.scale, skew: lhs.skew - rhs.skew)
    }

    @inlinable
    public static func * (lhs: Self, rhs: Double) -> Self {
        Self(translation: lhs.translation * rhs, rotation: lhs.rotation * rhs,
             scale: lhs.scale * rhs, skew: lhs.skew * rhs)
    }

    @inlinable
    public var magnitudeSquared: Double {
        translation.magnitudeSquared + rotation * rotation + scale.magnitudeSquared + skew * skew
    }
}

// Codable is synthesised, so it must be declared in this file; Embedded Swift (the WebAssembly build,
// Scripts/wasm-build) has no Codable.
#if !hasFeature(Embedded)
extension DecomposedTransform: Codable {}
#endif
