import Dynamics
import Geometry

/// A small function from a relative position to a change of a `LayerState`: the talk's effects.
///
/// Each effect reads one coordinate of the position (its ``axis``), passes it through its
/// ``modifiers`` (Geometry's `ProgressModifier`s, timing curves among them), and sets one property.
/// Effects compose by listing them: an array applies them in order.
///
/// ```swift
/// let container = Rect(x: 0, y: 0, width: 375, height: 667)
/// let effects: [LayerEffect] = [
///     try .slide(along: .horizontal, in: container),   // left edge = width·p − layerWidth·p
///     .fade(along: .horizontal),                       // alpha = p
///     .rotate(along: .horizontal),                     // rotation = p·2/π
/// ]
/// var card = LayerState(position: .zero, size: Size(width: 75, height: 75))
/// effects.apply(Point(x: 0.5, y: 0.5), to: &card)
/// // card.position.x == 187.5, card.alpha == 0.5, card.transform.rotation == 1 / .pi
/// ```
///
/// A modified progress that is not finite (a `.power` with a negative exponent at 0) leaves the
/// layer unchanged; an effect never writes a NaN.
@frozen
public struct LayerEffect: Hashable, Sendable {
    /// The property an effect sets, and how it maps the (modified) progress `p` onto it.
    public enum Change: Hashable, Sendable {
        /// Moves the layer's centre along the axis so that the layer stays inside the container:
        /// its leading edge is at `container.min + (containerLength − layerLength)·p` (the talk's
        /// `x = width·p − layerWidth·p`, from the container's origin), so the centre
        /// (`LayerState.position`) is that plus half the layer's length. The layer's length is
        /// its bounds size (`LayerState.size`), before its transform.
        case slide(container: Rect)
        /// `alpha = from + (to − from)·p`, clamped to 0...1.
        case fade(from: Double, to: Double)
        /// A uniform `transform.scale = from + (to − from)·p`.
        case scale(from: Double, to: Double)
        /// `transform.rotation = p·radiansPerUnit` radians.
        case rotate(radiansPerUnit: Double)
        /// `transform.translation = offset·p`.
        case translate(offset: Vector)
    }

    /// What the effect sets.
    public var change: Change
    /// Which coordinate of the relative position drives it.
    public var axis: Axis
    /// Applied in order to the coordinate before the change (empty: `p` as is).
    public var modifiers: [ProgressModifier]

    /// An effect from its parts (the static constructors below read better).
    ///
    /// - Parameters:
    ///   - change: The property and its mapping.
    ///   - axis: The driving coordinate.
    ///   - modifiers: Applied in order to the coordinate first.
    public init(_ change: Change, along axis: Axis, modifiers: [ProgressModifier] = []) {
        self.change = change
        self.axis = axis
        self.modifiers = modifiers
    }

    /// The progress the change uses: the axis coordinate through the modifiers.
    ///
    /// - Parameter position: A relative position.
    /// - Complexity: O(modifiers).
    @inlinable
    public func progress(for position: Point) -> Double {
        let coordinate = axis.coordinate(of: position)
        var progress = coordinate
        var index = 0
        while index < modifiers.count {
            progress = modifiers[index].apply(to: progress)
            index += 1
        }
        return progress
    }

    /// Sets the effect's property of `layer` for `position`.
    ///
    /// ```swift
    /// import RelativePosition
    ///
    /// var layer = LayerState(size: Size(width: 100, height: 100))
    /// LayerEffect.fade(along: .horizontal).apply(Point(x: 0.25, y: 0.9), to: &layer)  // alpha 0.25
    /// ```
    ///
    /// - Parameters:
    ///   - position: A relative position (from ``PositionTracker``; any finite point works).
    ///   - layer: The layer to change; other properties are left as they are.
    /// - Complexity: O(modifiers), no allocation.
    @inlinable
    public func apply(_ position: Point, to layer: inout LayerState) {
        let p = progress(for: position)
        guard p.isFinite else { return }
        switch change {
        case .slide(let container):
            switch axis {
            case .horizontal:
                let value = container.minX + (container.width - layer.size.width) * p + layer.size.width / 2
                if value.isFinite { layer.position.x = value }
            case .vertical:
                let value = container.minY + (container.height - layer.size.height) * p + layer.size.height / 2
                if value.isFinite { layer.position.y = value }
            }
        case let .fade(from, to):
            layer.alpha = clamp(from + (to - from) * p, to: 0...1)
        case let .scale(from, to):
            let value = from + (to - from) * p
            if value.isFinite { layer.transform.scale = Vector(dx: value, dy: value) }
        case .rotate(let radiansPerUnit):
            let value = p * radiansPerUnit
            if value.isFinite { layer.transform.rotation = value }
        case .translate(let offset):
            let value = offset * p
            if value.isFinite { layer.transform.translation = value }
        }
    }

    /// The layer with the effect applied (see ``apply(_:to:)``).
    @inlinable
    public func applied(_ position: Point, to layer: LayerState) -> LayerState {
        var copy = layer
        apply(position, to: &copy)
        return copy
    }

    /// The same effect with more modifier stages, applied after the existing ones.
    ///
    /// ```swift
    /// import RelativePosition
    ///
    /// let opaqueInTheMiddle = LayerEffect.fade(along: .horizontal).modified(by: .mirrored)
    /// print(opaqueInTheMiddle)
    /// ```
    public func modified(by modifiers: ProgressModifier...) -> LayerEffect {
        LayerEffect(change, along: axis, modifiers: self.modifiers + modifiers)
    }
}

extension LayerEffect {
    /// Slides the layer along `axis`, keeping it inside `container` (see ``Change/slide(container:)``).
    ///
    /// - Throws: `ConfigurationError` for an empty or non-finite container.
    public static func slide(along axis: Axis, in container: Rect) throws(ConfigurationError) -> LayerEffect {
        try ConfigurationError.validateContainer(container)
        return LayerEffect(.slide(container: container), along: axis)
    }

    /// `alpha = p`: the talk's fade (never exactly 0, since the position is never 0).
    public static func fade(along axis: Axis) -> LayerEffect {
        LayerEffect(.fade(from: 0, to: 1), along: axis)
    }

    /// `alpha` from `from` at p = 0 to `to` at p = 1, clamped to 0...1.
    ///
    /// - Throws: `ConfigurationError` for a value outside 0...1.
    public static func fade(along axis: Axis, from: Double, to: Double) throws(ConfigurationError) -> LayerEffect {
        try check(from, "from", unit: true)
        try check(to, "to", unit: true)
        return LayerEffect(.fade(from: from, to: to), along: axis)
    }

    /// A uniform scale equal to `p`: the talk's scale.
    public static func scale(along axis: Axis) -> LayerEffect {
        LayerEffect(.scale(from: 0, to: 1), along: axis)
    }

    /// A uniform scale from `from` at p = 0 to `to` at p = 1.
    ///
    /// - Throws: `ConfigurationError` for a non-finite value.
    public static func scale(along axis: Axis, from: Double, to: Double) throws(ConfigurationError) -> LayerEffect {
        try check(from, "from")
        try check(to, "to")
        return LayerEffect(.scale(from: from, to: to), along: axis)
    }

    /// The talk's rotation: `p·2/π` radians (about 36.5° at the far edge).
    public static func rotate(along axis: Axis) -> LayerEffect {
        LayerEffect(.rotate(radiansPerUnit: 2 / .pi), along: axis)
    }

    /// A rotation of `p·radiansPerUnit` radians (`.pi / 2` turns a quarter over the container).
    ///
    /// - Throws: `ConfigurationError` for a non-finite value.
    public static func rotate(along axis: Axis, radiansPerUnit: Double) throws(ConfigurationError) -> LayerEffect {
        try check(radiansPerUnit, "radiansPerUnit")
        return LayerEffect(.rotate(radiansPerUnit: radiansPerUnit), along: axis)
    }

    /// A transform translation of `offset·p` points.
    ///
    /// - Throws: `ConfigurationError` for a non-finite component.
    public static func translate(along axis: Axis, by offset: Vector) throws(ConfigurationError) -> LayerEffect {
        try check(offset.dx, "offset.dx")
        try check(offset.dy, "offset.dy")
        return LayerEffect(.translate(offset: offset), along: axis)
    }

    static func check(_ value: Double, _ name: String, unit: Bool = false) throws(ConfigurationError) {
        if unit {
            guard value >= 0, value <= 1 else { throw ConfigurationError(parameter: name, value: value, requirement: "must be in 0...1") }
        } else {
            guard value.isFinite else { throw ConfigurationError(parameter: name, value: value, requirement: "must be finite") }
        }
    }
}

extension Array where Element == LayerEffect {
    /// Applies every effect in order to `layer` (a later effect setting the same property wins).
    ///
    /// - Complexity: O(effects × modifiers), no allocation (an index loop: an unoptimised
    ///   build's for-in iterator would allocate).
    @inlinable
    public func apply(_ position: Point, to layer: inout LayerState) {
        var index = 0
        while index < count {
            self[index].apply(position, to: &layer)
            index += 1
        }
    }

    /// The layer with every effect applied in order.
    @inlinable
    public func applied(_ position: Point, to layer: LayerState) -> LayerState {
        var copy = layer
        apply(position, to: &copy)
        return copy
    }
}
