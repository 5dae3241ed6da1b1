import Geometry

/// How items are drawn on a picker's wheel: Flutter's `RenderListWheelViewport` cylinder, with
/// `CupertinoPicker`'s numbers by default.
///
/// ```swift
/// import PickerWheel
///
/// let wheel = WheelProjection.cupertino
/// let viewport = Size(width: 320, height: 216)
/// print(wheel.layer(distance: 0, itemExtent: 32, viewport: viewport)!.position)   // (160.0, 108.0)
/// let next = wheel.layer(distance: 32, itemExtent: 32, viewport: viewport)!
/// print(next.position.y > 108, next.position.y < 108 + 32, next.transform.scale.dy < 1)   // true true true
/// print(wheel.layer(distance: 400, itemExtent: 32, viewport: viewport) == nil)   // true
/// ```
///
/// An item whose centre lies `distance` points below the wheel's centre line on the flat list turns by
/// the angle `−(distance / H) · 2 · asin(1 / diameterRatio) / squeeze` (H the viewport's height;
/// π/2 in place of the arcsine when the ratio is below 1) about a cylinder of radius
/// `H · diameterRatio / 2`, seen with Flutter's perspective matrix (`MatrixUtils.createCylindricalProjectionTransform`:
/// w = 1 + perspective · radius · (1 − cos θ) − perspective · sin θ · y). Items turned past a quarter turn
/// are on the back of the wheel and not drawn.
///
/// A layer is a flat rectangle, so the projection is given by its edges: the item's top and bottom edges
/// are exactly where the cylinder puts them (the layer's centre half way between, its vertical scale
/// their distance over the extent), and its width is the projected width of its centre line (the
/// perspective makes the real outline a trapezoid, narrower on the side turned away; a 2D layer
/// leaves that out).
///
/// Flutter draws the part of each item inside the centre band (one item tall, ``centerBand(itemExtent:viewport:)``)
/// flat and opaque, and everything outside it on the cylinder at ``offCenterOpacity``: the layer's
/// `alpha` is that opacity, and a host that dims the wheel draws the items crossing the band once more,
/// clipped to the band, unturned at their flat place.
public struct WheelProjection: Hashable, Sendable {
    /// The cylinder's diameter over the viewport's height (Flutter's `diameterRatio`).
    public let diameterRatio: Double
    /// The perspective matrix's entry (Flutter's `perspective`, in (0, 0.01]).
    public let perspective: Double
    /// How many flat items fit in one item's turn of the wheel (Flutter's `squeeze`): above 1, the items
    /// sit closer together on the cylinder.
    public let squeeze: Double
    /// The opacity of the wheel outside the centre band (Flutter's `overAndUnderCenterOpacity`).
    public let offCenterOpacity: Double

    /// `CupertinoPicker`'s wheel: diameter ratio 1.07, perspective 0.003, squeeze 1.45, opacity 0.447
    /// outside the centre band (Flutter's `_kDefaultDiameterRatio`, `_kDefaultPerspective`, `_kSqueeze`,
    /// `_kOverAndUnderCenterOpacity`, "eyeballed values comparing with a native picker").
    public static let cupertino = WheelProjection(unchecked: 1.07, perspective: 0.003, squeeze: 1.45, offCenterOpacity: 0.447)

    /// A wheel.
    ///
    /// - Throws: `ConfigurationError` naming `diameterRatio` or `squeeze` unless positive and finite,
    ///   `perspective` unless in (0, 0.01] (Flutter's assertion), `offCenterOpacity` unless in 0...1.
    public init(diameterRatio: Double, perspective: Double, squeeze: Double, offCenterOpacity: Double = 1) throws(ConfigurationError) {
        try ConfigurationError.check(diameterRatio, "diameterRatio", .positive)
        guard perspective > 0 && perspective <= 0.01 else {
            throw ConfigurationError(parameter: "perspective", value: perspective, requirement: "must be in (0, 0.01]")
        }
        try ConfigurationError.check(squeeze, "squeeze", .positive)
        try ConfigurationError.check(offCenterOpacity, "offCenterOpacity", .unitClosedInterval)
        self.init(unchecked: diameterRatio, perspective: perspective, squeeze: squeeze, offCenterOpacity: offCenterOpacity)
    }

    init(unchecked diameterRatio: Double, perspective: Double, squeeze: Double, offCenterOpacity: Double) {
        self.diameterRatio = diameterRatio
        self.perspective = perspective
        self.squeeze = squeeze
        self.offCenterOpacity = offCenterOpacity
    }

    /// The largest angle an item at the viewport's edge turns by before the squeeze: asin(1 / ratio), or
    /// a quarter turn for a cylinder narrower than the viewport.
    var maximumVisibleAngle: Double {
        diameterRatio < 1 ? Double.pi / 2 : Double.asin(1 / diameterRatio)
    }

    /// The angle (radians) of an item `distance` points below the centre line: positive turns it up,
    /// as Flutter's `rotationX` does to items above the centre.
    public func angle(distance: Double, viewportHeight: Double) -> Double {
        -(distance / viewportHeight) * 2 * maximumVisibleAngle / squeeze
    }

    /// How far from the centre line (points, on the flat list) an item may be and still face the viewer:
    /// the distance whose angle is a quarter turn.
    public func visibleDistance(viewportHeight: Double) -> Double {
        Double.pi / 2 * viewportHeight * squeeze / (2 * maximumVisibleAngle)
    }

    /// The layer of an item `distance` points below the centre line on the flat list (its index times the
    /// extent minus the scroll offset), in the viewport's coordinates; nil when it is on the back of the
    /// wheel (or, for an item taller than the perspective allows, behind the eye).
    ///
    /// - Complexity: O(1), no allocation.
    public func layer(distance: Double, itemExtent: Double, viewport: Size) -> LayerState? {
        let height = viewport.height
        let theta = angle(distance: distance, viewportHeight: height)
        guard theta.isFinite, Swift.abs(theta) <= Double.pi / 2 else { return nil }
        let radius = height * diameterRatio / 2
        let sine = Double.sin(theta), cosine = Double.cos(theta)
        let centerW = 1 + perspective * radius * (1 - cosine)
        let half = itemExtent / 2
        // y' = cos θ · y − sin θ · r, w = w₀ − perspective · sin θ · y, for the top (y = −E/2) and bottom edges.
        let topW = centerW + perspective * sine * half, bottomW = centerW - perspective * sine * half
        guard topW > 0, bottomW > 0 else { return nil }
        let top = (-cosine * half - sine * radius) / topW
        let bottom = (cosine * half - sine * radius) / bottomW
        var layer = LayerState(position: Point(x: viewport.width / 2, y: height / 2 + (top + bottom) / 2),
                               size: Size(width: viewport.width, height: itemExtent), alpha: offCenterOpacity)
        layer.transform.scale = Vector(dx: 1 / centerW, dy: (bottom - top) / itemExtent)
        return layer.isFinite ? layer : nil
    }

    /// The band across the middle of the viewport, one item tall, where Flutter draws items flat and
    /// opaque (the selection overlay's place).
    public func centerBand(itemExtent: Double, viewport: Size) -> Rect {
        Rect(x: 0, y: viewport.height / 2 - itemExtent / 2, width: viewport.width, height: itemExtent)
    }
}
