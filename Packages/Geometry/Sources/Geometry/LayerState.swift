/// What a host applies to a view or a layer: the output of every interaction.
///
/// `position` is the centre (UIKit's `center`, Core Animation's `position` with the default anchor),
/// `size` the bounds size, `transform` the transform about the centre, in parts so that it animates
/// rigidly. `cornerRadius` rounds the bounds' corners (Core Animation's `cornerRadius`, in points, before
/// the transform), so a card can morph into a full screen. Interpolating two layer states interpolates
/// each property.
///
/// ```swift
/// var card = LayerState(position: Point(x: 100, y: 100), size: Size(width: 80, height: 40))
/// card.transform.rotation = .pi / 2
/// print(card.frame)   // (80.0, 60.0, 40.0000..., 80.0): x, y, width and height, turned a quarter
/// ```
@frozen
public struct LayerState: Hashable, Sendable {
    public var position: Point
    public var size: Size
    public var alpha: Double
    public var transform: DecomposedTransform
    public var zPosition: Double
    /// The radius of the bounds' rounded corners, in points (0: square corners). A host clamps it to
    /// half the shorter side when it draws, as Core Animation does.
    public var cornerRadius: Double

    @inlinable
    public init(position: Point = .zero, size: Size = .zero, alpha: Double = 1,
                transform: DecomposedTransform = .identity, zPosition: Double = 0, cornerRadius: Double = 0) {
        self.position = position
        self.size = size
        self.alpha = alpha
        self.transform = transform
        self.zPosition = zPosition
        self.cornerRadius = cornerRadius
    }

    /// The layer at rest: a `frame`'s centre and size, opaque, untransformed, with `cornerRadius`.
    @inlinable
    public init(frame: Rect, cornerRadius: Double = 0) {
        self.init(position: frame.center, size: frame.standardized.size, cornerRadius: cornerRadius)
    }

    /// The bounds, centred on the origin: the rectangle the transform applies to.
    @inlinable
    public var bounds: Rect { Rect(center: .zero, size: size) }

    /// The axis-aligned rectangle the layer covers in its parent, transform included (UIKit's `frame`).
    @inlinable
    public var frame: Rect {
        transform.affineTransform.apply(to: bounds).offsetBy(Vector(dx: position.x, dy: position.y))
    }

    /// True when every property is finite: what an interaction checks before handing a state out.
    @inlinable
    public var isFinite: Bool {
        position.isFinite && size.isFinite && alpha.isFinite && zPosition.isFinite
            && transform.translation.isFinite && transform.rotation.isFinite
            && transform.scale.isFinite && transform.skew.isFinite && cornerRadius.isFinite
    }
}

extension LayerState: Interpolatable {
    public static let zero = LayerState(position: .zero, size: .zero, alpha: 0, transform: .zero, zPosition: 0,
                                        cornerRadius: 0)

    @inlinable
    public static func + (lhs: LayerState, rhs: LayerState) -> LayerState {
        LayerState(position: lhs.position + rhs.position, size: lhs.size + rhs.size, alpha: lhs.alpha + rhs.alpha,
                   transform: lhs.transform + rhs.transform, zPosition: lhs.zPosition + rhs.zPosition,
                   cornerRadius: lhs.cornerRadius + rhs.cornerRadius)
    }

    @inlinable
    public static func - (lhs: LayerState, rhs: LayerState) -> LayerState {
        LayerState(position: lhs.position - rhs.position as Point, size: lhs.size - rhs.size,
                   alpha: lhs.alpha - rhs.alpha, transform: lhs.transform - rhs.transform,
                   zPosition: lhs.zPosition - rhs.zPosition, cornerRadius: lhs.cornerRadius - rhs.cornerRadius)
    }

    @inlinable
    public static func * (lhs: LayerState, rhs: Double) -> LayerState {
        LayerState(position: lhs.position * rhs, size: lhs.size * rhs, alpha: lhs.alpha * rhs,
                   transform: lhs.transform * rhs, zPosition: lhs.zPosition * rhs, cornerRadius: lhs.cornerRadius * rhs)
    }

    @inlinable
    public var magnitudeSquared: Double {
        position.magnitudeSquared + size.magnitudeSquared + alpha * alpha
            + transform.magnitudeSquared + zPosition * zPosition + cornerRadius * cornerRadius
    }
}

// Codable is written here, beside the stored properties; Embedded Swift (the WebAssembly build,
// Scripts/wasm-build) has no Codable. `cornerRadius` may be absent (0): states encoded before it existed
// still decode.
#if !hasFeature(Embedded)
extension LayerState: Codable {
    private enum CodingKeys: String, CodingKey {
        case position, size, alpha, transform, zPosition, cornerRadius
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(position: try container.decode(Point.self, forKey: .position),
                  size: try container.decode(Size.self, forKey: .size),
                  alpha: try container.decode(Double.self, forKey: .alpha),
                  transform: try container.decode(DecomposedTransform.self, forKey: .transform),
                  zPosition: try container.decode(Double.self, forKey: .zPosition),
                  cornerRadius: try container.decodeIfPresent(Double.self, forKey: .cornerRadius) ?? 0)
    }
}
#endif
