import Geometry

/// A body in a ``DynamicsWorld``: a rectangle with a position, a rotation and their velocities, plus
/// the material properties of UIKit's `UIDynamicItemBehavior`.
///
/// ```swift
/// var card = DynamicItem(center: Point(x: 187.5, y: 333.5), size: Size(width: 300, height: 400))
/// card.density = 1
/// print(card.mass)   // 12.0: a 100 × 100 item of density 1 has mass 1
/// card.angularResistance = 2
/// ```
///
/// Coordinates are y-down points, angles in radians with positive angles turning clockwise on screen
/// (the same as `CGAffineTransform(rotationAngle:)` in UIKit). Velocities are points per second and
/// radians per second.
@frozen
public struct DynamicItem: Hashable, Sendable {
    /// The centre (and centre of mass), points.
    public var center: Point
    /// Points per second.
    public var velocity: Vector
    /// Radians, clockwise on a y-down screen.
    public var angle: Double
    /// Radians per second.
    public var angularVelocity: Double
    /// The item's bounds size, points (> 0 each way; mass and inertia come from it).
    public var size: Size
    /// Mass per area, relative: mass = density × width × height / 10 000 (UIKit's convention, under
    /// which a push of magnitude 1 moves a 100 × 100 item of density 1 at 100 points/s²). Default 1.
    public var density: Double
    /// Linear damping per second, >= 0: the velocity decays as dv/dt = −resistance·v. Default 0.
    public var resistance: Double
    /// Angular damping per second, >= 0. Default 0.
    public var angularResistance: Double
    /// Sliding friction against collision boundaries, >= 0 (kept for boundary behaviours; the
    /// behaviours in this module do not collide). Default 0.
    public var friction: Double
    /// Restitution in collisions, 0...1 (kept for boundary behaviours). Default 0.
    public var elasticity: Double
    /// When false the item keeps its angle: attachments off-centre do not turn it. Default true.
    public var allowsRotation: Bool

    public init(center: Point, size: Size, velocity: Vector = .zero, angle: Double = 0,
                angularVelocity: Double = 0, density: Double = 1, resistance: Double = 0,
                angularResistance: Double = 0, friction: Double = 0, elasticity: Double = 0,
                allowsRotation: Bool = true) {
        self.center = center
        self.size = size
        self.velocity = velocity
        self.angle = angle
        self.angularVelocity = angularVelocity
        self.density = density
        self.resistance = resistance
        self.angularResistance = angularResistance
        self.friction = friction
        self.elasticity = elasticity
        self.allowsRotation = allowsRotation
    }

    /// density × area / 10 000.
    @inlinable
    public var mass: Double { density * size.width * size.height / 10_000 }

    /// The moment of inertia of a uniform rectangle about its centre, m(w² + h²)/12.
    @inlinable
    public var momentOfInertia: Double { mass * (size.width * size.width + size.height * size.height) / 12 }

    /// The world position of a point given in the item's own (rotating) coordinates from its centre.
    @inlinable
    public func point(atOffset offset: Vector) -> Point { center + rotated(offset) }

    /// The velocity of the material point at `offset` from the centre (item coordinates).
    @inlinable
    public func velocity(atOffset offset: Vector) -> Vector {
        let r = rotated(offset)
        return velocity + Vector(dx: -angularVelocity * r.dy, dy: angularVelocity * r.dx)
    }

    @inlinable
    func rotated(_ offset: Vector) -> Vector {
        if angle == 0 { return offset }
        let (s, c) = (_sin(angle), _cos(angle))
        return Vector(dx: offset.dx * c - offset.dy * s, dy: offset.dx * s + offset.dy * c)
    }

    /// Throws unless the item is in the world's domain (see `DynamicsWorld.domainLimit`): centre,
    /// velocity, angle and angular velocity finite and within ±1e15; width, height and density in
    /// 1e-15...1e15; resistances in 0...1e15; friction finite and not negative; elasticity in 0...1.
    /// What ``DynamicsWorld/addItem(_:)`` checks.
    ///
    /// ```swift
    /// import Dynamics
    ///
    /// do {
    ///     try DynamicItem(center: .zero, size: Size(width: .leastNonzeroMagnitude, height: 1)).validate()
    /// } catch {
    ///     print(error.parameter)   // size.width
    /// }
    /// ```
    /// - Throws: `ConfigurationError` naming the first field out of range.
    public func validate() throws(ConfigurationError) {
        try _WorldDomain.checkSigned(center, "center")
        try _WorldDomain.checkSigned(velocity, "velocity")
        try _WorldDomain.checkSigned(angle, "angle")
        try _WorldDomain.checkSigned(angularVelocity, "angularVelocity")
        try _WorldDomain.checkPositive(size.width, "size.width")
        try _WorldDomain.checkPositive(size.height, "size.height")
        try _WorldDomain.checkPositive(density, "density")
        try _WorldDomain.checkNonNegative(resistance, "resistance")
        try _WorldDomain.checkNonNegative(angularResistance, "angularResistance")
        try ConfigurationError.check(friction, "friction", .nonNegative)
        try ConfigurationError.check(elasticity, "elasticity", .unitClosedInterval)
    }

    /// The item brought into the domain field by field, for a run-time write: non-finite values are
    /// replaced by `previous`'s, finite ones clamped to the domain (a centre that drifted past 1e15
    /// while falling is kept where it is, only a new value is clamped).
    func sanitized(keeping previous: DynamicItem) -> DynamicItem {
        func signed(_ value: Double, _ old: Double) -> Double {
            guard value.isFinite else { return old }
            return value == old ? value : _WorldDomain.signed(value)
        }
        var item = self
        item.center = Point(x: signed(center.x, previous.center.x), y: signed(center.y, previous.center.y))
        item.velocity = Vector(dx: signed(velocity.dx, previous.velocity.dx),
                               dy: signed(velocity.dy, previous.velocity.dy))
        item.angle = signed(angle, previous.angle)
        item.angularVelocity = signed(angularVelocity, previous.angularVelocity)
        item.size = Size(width: _WorldDomain.positive(size.width, fallback: previous.size.width),
                         height: _WorldDomain.positive(size.height, fallback: previous.size.height))
        item.density = _WorldDomain.positive(density, fallback: previous.density)
        item.resistance = _WorldDomain.nonNegative(resistance, fallback: previous.resistance)
        item.angularResistance = _WorldDomain.nonNegative(angularResistance, fallback: previous.angularResistance)
        item.friction = friction.isFinite && friction >= 0 ? friction : previous.friction
        item.elasticity = elasticity >= 0 && elasticity <= 1 ? elasticity : previous.elasticity
        return item
    }
}
