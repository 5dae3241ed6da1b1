import Geometry

/// Identifies an item in a ``DynamicsWorld``. Stale after the item is removed.
public struct DynamicItemID: Hashable, Sendable {
    @usableFromInline let index: Int
    @usableFromInline let generation: Int
}

/// Identifies a behaviour of kind `Behavior` in a ``DynamicsWorld``; subscript the world with it to
/// read or change the behaviour while it runs. Stale after the behaviour is removed.
public struct BehaviorID<Behavior>: Hashable, Sendable {
    @usableFromInline let index: Int
    @usableFromInline let generation: Int
}

/// UIKit's `UIGravityBehavior`: a constant acceleration on its items, independent of their mass.
///
/// ```swift
/// import Dynamics
///
/// let gravity = GravityBehavior(direction: Vector(dx: 0.3, dy: 1), magnitude: 0.2)   // 200 pt/s², tilted
/// print(gravity.magnitude)
/// ```
public struct GravityBehavior: Hashable, Sendable {
    /// The direction (normalised when applied; the zero vector means no gravity).
    public var direction: Vector
    /// 1.0 = 1000 points/s² (UIKit's, roughly Earth's gravity on screen).
    public var magnitude: Double
    /// The items it pulls; `nil` pulls every item in the world.
    public var items: [DynamicItemID]?

    /// - Parameters:
    ///   - direction: default straight down (0, 1).
    ///   - magnitude: default 1 (1000 points/s²).
    ///   - items: default every item.
    public init(direction: Vector = Vector(dx: 0, dy: 1), magnitude: Double = 1, items: [DynamicItemID]? = nil) {
        self.direction = direction
        self.magnitude = magnitude
        self.items = items
    }

    /// Gravity at `angle` radians from the positive x axis (toward +y, so π/2 is down), as
    /// `UIGravityBehavior.setAngle(_:magnitude:)`.
    public init(angle: Double, magnitude: Double = 1, items: [DynamicItemID]? = nil) {
        self.init(direction: Vector(angle: angle, length: 1), magnitude: magnitude, items: items)
    }

    /// Points per second squared: the unit direction times magnitude × 1000. Zero for a zero or
    /// non-finite direction or a NaN magnitude; the magnitude is clamped to ±`DynamicsWorld.domainLimit`.
    public var acceleration: Vector { direction.normalized * (_WorldDomain.signed(magnitude) * 1000) }

    /// Throws unless the gravity is in the world's domain: direction components and magnitude
    /// finite and within ±1e15 (see `DynamicsWorld.domainLimit`).
    ///
    /// ```swift
    /// import Dynamics
    ///
    /// do {
    ///     try GravityBehavior(magnitude: .greatestFiniteMagnitude).validate()
    /// } catch {
    ///     print(error.parameter)   // magnitude
    /// }
    /// ```
    /// - Throws: `ConfigurationError` naming the field.
    public func validate() throws(ConfigurationError) {
        try _WorldDomain.checkSigned(direction, "direction")
        try Self.validate(magnitude: magnitude)
    }

    /// Throws unless `magnitude` is one a gravity in the world may have (finite, within ±1e15):
    /// what a configuration that will build a gravity later checks up front.
    ///
    /// ```swift
    /// try GravityBehavior.validate(magnitude: 0.2, parameter: "gravityMagnitude")
    /// ```
    /// - Parameters:
    ///   - magnitude: The magnitude (1 = 1000 points/s²).
    ///   - parameter: The name the error gives it.
    /// - Throws: `ConfigurationError` naming `parameter`.
    public static func validate(magnitude: Double, parameter: String = "magnitude") throws(ConfigurationError) {
        try _WorldDomain.checkSigned(magnitude, parameter)
    }

    /// The behaviour brought into the domain for the world to run (NaN magnitude: no gravity).
    var sanitized: GravityBehavior {
        var gravity = self
        gravity.direction = direction.isFinite ? _WorldDomain.signed(direction) : .zero
        gravity.magnitude = _WorldDomain.signed(magnitude)
        return gravity
    }
}

/// UIKit's `UIAttachmentBehavior`: ties a point of an item (at `offset` from its centre, in the
/// item's own rotating coordinates) to an anchor point or to a point of another item.
///
/// With `frequency` 0 the attachment is rigid (a rod of `length`, or a pin when `length` is 0);
/// with a positive frequency it is a spring with that frequency (Hz) and damping ratio `damping`.
/// Grabbing an item off-centre and moving the anchor makes it swing and turn, the TweetBot flick.
///
/// ```swift
/// import Dynamics
///
/// var world = DynamicsWorld()
/// let card = try world.addItem(DynamicItem(center: Point(x: 187.5, y: 333.5), size: Size(width: 300, height: 400)))
/// let grab = AttachmentBehavior(item: card, offset: Vector(dx: 40, dy: -60), anchor: Point(x: 227.5, y: 273.5))
/// let grabID = world.add(grab)
/// world[grabID].anchor = Point(x: 240, y: 260)              // every frame while dragging
/// ```
public struct AttachmentBehavior: Hashable, Sendable {
    /// The attached item.
    public var item: DynamicItemID
    /// Where on the item, from its centre, in item coordinates (rotates with the item).
    public var offset: Vector
    /// The anchor point in the world, when attached to a point (movable every frame).
    public var anchor: Point
    /// The other item, when attached item to item (then `anchor` is ignored).
    public var otherItem: DynamicItemID?
    /// Where on the other item, from its centre, in its coordinates.
    public var otherOffset: Vector
    /// The rest distance between the two points; `nil` when adding means "the current distance".
    public var length: Double?
    /// Damping ratio of the spring, >= 0 (used when `frequency` > 0).
    public var damping: Double
    /// Oscillation frequency in Hz; 0 makes the attachment rigid.
    public var frequency: Double

    /// Where the solver's anchor is. A moved `anchor` is reached by gliding there at constant speed
    /// over the time since the previous move (a finger's path between two samples), with the
    /// matching velocity fed to the solver, so a finger sampled at any rate drags the item at the
    /// finger's speed instead of in jumps, whatever the display's frame rate.
    @usableFromInline var solverAnchor: Point?
    /// Seconds of glide left before `solverAnchor` reaches `anchor`.
    @usableFromInline var glideRemaining = 0.0
    /// Seconds of world time since `anchor` last moved (at most `DynamicsWorld.longestGlide`).
    @usableFromInline var sinceAnchorMoved = 0.0

    /// An attachment of `item`'s point at `offset` to a world `anchor`.
    public init(item: DynamicItemID, offset: Vector = .zero, anchor: Point, length: Double? = nil,
                damping: Double = 0, frequency: Double = 0) {
        self.item = item
        self.offset = offset
        self.anchor = anchor
        self.otherItem = nil
        self.otherOffset = .zero
        self.length = length
        self.damping = damping
        self.frequency = frequency
    }

    /// An attachment between two items' points.
    public init(item: DynamicItemID, offset: Vector = .zero, to otherItem: DynamicItemID,
                offset otherOffset: Vector = .zero, length: Double? = nil, damping: Double = 0, frequency: Double = 0) {
        self.init(item: item, offset: offset, anchor: .zero, length: length, damping: damping, frequency: frequency)
        self.otherItem = otherItem
        self.otherOffset = otherOffset
    }

    /// Throws unless the attachment is in the world's domain (see `DynamicsWorld.domainLimit`):
    /// offsets and anchor finite and within ±1e15, length (when given) and damping in 0...1e15,
    /// frequency 0 or in 1e-15...1e15.
    ///
    /// ```swift
    /// import Dynamics
    ///
    /// var world = DynamicsWorld()
    /// let card = try world.addItem(DynamicItem(center: Point(x: 187.5, y: 333.5), size: Size(width: 100, height: 100)))
    /// do {
    ///     try AttachmentBehavior(item: card, anchor: Point(x: 200, y: 300), frequency: 1e-300).validate()
    /// } catch {
    ///     print(error.parameter)   // frequency
    /// }
    /// ```
    /// - Throws: `ConfigurationError` naming the field.
    public func validate() throws(ConfigurationError) {
        try _WorldDomain.checkSigned(offset, "offset")
        try _WorldDomain.checkSigned(anchor, "anchor")
        try _WorldDomain.checkSigned(otherOffset, "otherOffset")
        if let length { try _WorldDomain.checkNonNegative(length, "length") }
        try _WorldDomain.checkNonNegative(damping, "damping")
        try _WorldDomain.checkFrequency(frequency, "frequency")
    }

    /// The attachment brought into the domain for the world to run: non-finite anchor or offsets
    /// keep `previous`'s (zero when added), numbers are clamped, NaN damping is 0, a NaN frequency
    /// is rigid, a NaN length "the current distance".
    func sanitized(keeping previous: AttachmentBehavior?) -> AttachmentBehavior {
        var attachment = self
        attachment.offset = offset.isFinite ? _WorldDomain.signed(offset) : previous?.offset ?? .zero
        attachment.otherOffset = otherOffset.isFinite ? _WorldDomain.signed(otherOffset) : previous?.otherOffset ?? .zero
        attachment.anchor = anchor.isFinite ? _WorldDomain.signed(anchor) : previous?.anchor ?? .zero
        attachment.length = length.flatMap { $0.isNaN ? previous?.length : _WorldDomain.nonNegative($0) }
        attachment.damping = _WorldDomain.nonNegative(damping)
        attachment.frequency = _WorldDomain.frequency(frequency)
        return attachment
    }

}

/// UIKit's `UISnapBehavior`: pulls an item's centre to `point` and its angle back to 0 with a
/// springy, damped motion.
///
/// `damping` 0...1 is the spring's damping ratio (0.5 by default, as UIKit); the spring's frequency is
/// 2 Hz (a 0.5 s response), which settles a damping of 0.7 in about half a second.
///
/// ```swift
/// import Dynamics
///
/// var world = DynamicsWorld()
/// let card = try world.addItem(DynamicItem(center: Point(x: 100, y: 100), size: Size(width: 300, height: 400)))
/// let home = world.add(SnapBehavior(item: card, point: Point(x: 187.5, y: 333.5), damping: 0.7))
/// world.step(by: 1.0 / 120)
/// world.remove(home)
/// ```
public struct SnapBehavior: Hashable, Sendable {
    public var item: DynamicItemID
    /// Where the centre goes.
    public var point: Point
    /// 0...1, clamped when applied. Default 0.5.
    public var damping: Double
    /// The spring frequency, Hz. Default 2.
    public var frequency: Double


    public init(item: DynamicItemID, point: Point, damping: Double = 0.5, frequency: Double = 2) {
        self.item = item
        self.point = point
        self.damping = damping
        self.frequency = frequency
    }

    /// Throws unless the snap is in the world's domain: point finite and within ±1e15, damping in
    /// 0...1 (UIKit's range; the world clamps other values), frequency in 1e-15...1e15.
    ///
    /// ```swift
    /// import Dynamics
    ///
    /// var world = DynamicsWorld()
    /// let card = try world.addItem(DynamicItem(center: Point(x: 187.5, y: 333.5), size: Size(width: 100, height: 100)))
    /// do {
    ///     try SnapBehavior(item: card, point: Point(x: 187.5, y: 333.5), damping: .nan).validate()
    /// } catch {
    ///     print(error.parameter)   // damping
    /// }
    /// ```
    /// - Throws: `ConfigurationError` naming the field.
    public func validate() throws(ConfigurationError) {
        try _WorldDomain.checkSigned(point, "point")
        try ConfigurationError.check(damping, "damping", .unitClosedInterval)
        try _WorldDomain.checkPositive(frequency, "frequency")
    }

    /// The snap brought into the domain for the world to run: a non-finite point keeps `previous`'s
    /// (the item's centre when added), damping clamped to 0...1
    /// (NaN: UIKit's 0.5), frequency clamped (NaN or not positive: 2 Hz).
    func sanitized(point fallback: Point) -> SnapBehavior {
        var snap = self
        snap.point = point.isFinite ? _WorldDomain.signed(point) : fallback
        snap.damping = damping.isNaN ? 0.5 : Swift.min(Swift.max(damping, 0), 1)
        snap.frequency = frequency > 0 ? _WorldDomain.positive(frequency, fallback: 2) : 2
        return snap
    }

}

/// UIKit's `UIPushBehavior`: a force on an item, once (an impulse) or every step.
///
/// Magnitude 1 on a 100 × 100 item of density 1 (mass 1) gives 100 points/s² when continuous, and a
/// change of velocity of 100 points/s when instantaneous; heavier items move proportionally less.
/// A push at an `offset` from the centre also turns the item.
///
/// ```swift
/// import Dynamics
///
/// var world = DynamicsWorld()
/// let card = try world.addItem(DynamicItem(center: Point(x: 187.5, y: 333.5), size: Size(width: 100, height: 100)))
/// world.add(PushBehavior(item: card, mode: .instantaneous, direction: Vector(dx: 0, dy: 1), magnitude: 3))
/// ```
public struct PushBehavior: Hashable, Sendable {
    /// How the force is applied.
    public enum Mode: Hashable, Sendable {
        /// A force every step while active.
        case continuous
        /// One impulse at the next step, then `isActive` turns false (set it true to push again).
        case instantaneous
    }

    public var item: DynamicItemID
    public var mode: Mode
    /// The direction (normalised when applied).
    public var direction: Vector
    /// 1 = 100 points/s² on a mass-1 item (see above).
    public var magnitude: Double
    /// Where the force acts, from the centre in item coordinates. Default the centre.
    public var offset: Vector
    /// Whether the push acts; an instantaneous push clears it after acting.
    public var isActive: Bool

    public init(item: DynamicItemID, mode: Mode, direction: Vector, magnitude: Double, offset: Vector = .zero,
                isActive: Bool = true) {
        self.item = item
        self.mode = mode
        self.direction = direction
        self.magnitude = magnitude
        self.offset = offset
        self.isActive = isActive
    }

    /// The force (continuous) or impulse (instantaneous) vector, mass-1 units × 100 points. Zero
    /// for a zero or non-finite direction or a NaN magnitude; the magnitude is clamped to ±1e15.
    public var force: Vector { direction.normalized * (_WorldDomain.signed(magnitude) * 100) }

    /// Throws unless the push is in the world's domain: direction, magnitude and offset finite and
    /// within ±1e15 (see `DynamicsWorld.domainLimit`).
    ///
    /// ```swift
    /// import Dynamics
    ///
    /// var world = DynamicsWorld()
    /// let card = try world.addItem(DynamicItem(center: Point(x: 187.5, y: 333.5), size: Size(width: 100, height: 100)))
    /// do {
    ///     try PushBehavior(item: card, mode: .instantaneous, direction: Vector(dx: 0, dy: 1), magnitude: .infinity).validate()
    /// } catch {
    ///     print(error.parameter)   // magnitude
    /// }
    /// ```
    /// - Throws: `ConfigurationError` naming the field.
    public func validate() throws(ConfigurationError) {
        try _WorldDomain.checkSigned(direction, "direction")
        try _WorldDomain.checkSigned(magnitude, "magnitude")
        try _WorldDomain.checkSigned(offset, "offset")
    }

    /// The push brought into the domain for the world to run (non-finite direction or offset: zero,
    /// NaN magnitude: no push).
    var sanitized: PushBehavior {
        var push = self
        push.direction = direction.isFinite ? _WorldDomain.signed(direction) : .zero
        push.magnitude = _WorldDomain.signed(magnitude)
        push.offset = offset.isFinite ? _WorldDomain.signed(offset) : .zero
        return push
    }
}

/// UIKit's `UIDynamicItemBehavior` while installed: extra linear and angular resistance for an item
/// (a card that should slow down once flung), on top of the item's own.
///
/// ```swift
/// import Dynamics
///
/// var world = DynamicsWorld()
/// let card = try world.addItem(DynamicItem(center: Point(x: 187.5, y: 333.5), size: Size(width: 100, height: 100)))
/// world.add(ItemBehavior(item: card, resistance: 4))
/// ```
public struct ItemBehavior: Hashable, Sendable {
    public var item: DynamicItemID
    /// Added linear damping per second, >= 0 (negative counts as 0).
    public var resistance: Double
    /// Added angular damping per second, >= 0.
    public var angularResistance: Double

    public init(item: DynamicItemID, resistance: Double = 0, angularResistance: Double = 0) {
        self.item = item
        self.resistance = resistance
        self.angularResistance = angularResistance
    }

    /// Throws unless both resistances are in 0...1e15 (see `DynamicsWorld.domainLimit`).
    ///
    /// ```swift
    /// import Dynamics
    ///
    /// var world = DynamicsWorld()
    /// let card = try world.addItem(DynamicItem(center: Point(x: 187.5, y: 333.5), size: Size(width: 100, height: 100)))
    /// do {
    ///     try ItemBehavior(item: card, resistance: .nan).validate()
    /// } catch {
    ///     print(error.parameter)   // resistance
    /// }
    /// ```
    /// - Throws: `ConfigurationError` naming the field.
    public func validate() throws(ConfigurationError) {
        try _WorldDomain.checkNonNegative(resistance, "resistance")
        try _WorldDomain.checkNonNegative(angularResistance, "angularResistance")
    }

    /// The behaviour brought into the domain for the world to run (NaN or negative: 0).
    var sanitized: ItemBehavior {
        var behavior = self
        behavior.resistance = _WorldDomain.nonNegative(resistance)
        behavior.angularResistance = _WorldDomain.nonNegative(angularResistance)
        return behavior
    }
}
