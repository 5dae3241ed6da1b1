import Geometry

/// A headless UIKit Dynamics: items moved by gravity, attachments, snaps, pushes and item behaviours,
/// stepped by the host's frames at a fixed internal step.
///
/// ```swift
/// import Dynamics
///
/// var world = DynamicsWorld()
/// let card = try world.addItem(DynamicItem(center: Point(x: 187.5, y: 333.5), size: Size(width: 300, height: 400)))
/// let home = world.add(SnapBehavior(item: card, point: Point(x: 187.5, y: 333.5), damping: 0.7))
///
/// // finger down 40 pt right of and 60 pt above the centre: hold the card there
/// world.remove(home)
/// let finger = Point(x: 227.5, y: 273.5)
/// let grab = world.add(AttachmentBehavior(item: card, offset: Vector(dx: 40, dy: -60), anchor: finger, length: 0))
/// world[grab].anchor = finger + Vector(dx: 10, dy: -30)  // every frame while dragging
/// world.step(by: 1.0 / 120)                         // every frame
/// let body = world[card]                            // .center, .angle
/// print(body.center, body.angle)
///
/// // released fast enough: let it fly off under gravity
/// let releaseVelocity = Vector(dx: 600, dy: -1800)
/// world.remove(grab)
/// world.setVelocity(releaseVelocity, of: card)
/// world.add(GravityBehavior(direction: releaseVelocity, magnitude: 0.2))
/// ```
///
/// ## Stepping
/// `step(by:)` runs as many fixed internal steps (`timeStep`, 1/240 s by default) as fit in the frame
/// and carries the remainder, so results do not depend on the frame rate. A hitch is capped at
/// `maximumStepsPerFrame` steps (0.125 s by default); the rest of a longer frame is dropped, so the
/// world slows down rather than blowing up, and every state stays finite.
///
/// ## Solver
/// Forces (gravity, continuous pushes) and impulses integrate with semi-implicit Euler; resistance
/// damps velocities implicitly (v /= 1 + h·resistance); attachments and snaps are soft constraints
/// solved by sequential impulses (Box2D's formulation: a spring with frequency and damping ratio,
/// unconditionally stable; rigid ones use Baumgarte correction). Items do not collide.
///
/// ## Domain
/// Every quantity lies within ``domainLimit`` (1e15) of zero: coordinates, offsets, velocities, angles
/// and magnitudes in ±1e15; sizes, densities and the time step in 1e-15...1e15; resistances, damping
/// ratios and lengths in 0...1e15; frequencies 0 or in 1e-15...1e15. Configuration outside it throws
/// (`addItem`, `init`, and the `validate()` of each behaviour); run-time writes (behaviours added or
/// changed, velocities set or added, anchors moved) are clamped into it, NaN falling back to the
/// previous value or a neutral one. Inside it, every state stays finite: no NaN and no infinity is
/// ever stored (an item that left it by itself, falling for 1e290 steps, keeps its last finite state).
///
/// Storage for items and behaviours is reserved up front (`capacity`), removal keeps ids stable, and a
/// step allocates nothing.
public struct DynamicsWorld: Sendable {
    /// The internal fixed step, seconds.
    public let timeStep: Double
    /// The most internal steps one frame may run.
    public let maximumStepsPerFrame: Int
    /// Constraint iterations per internal step.
    public let solverIterations: Int
    /// Seconds simulated so far.
    public internal(set) var time: Double = 0

    @usableFromInline var items: _Slots<DynamicItem>
    @usableFromInline var gravities: _Slots<GravityBehavior>
    @usableFromInline var attachments: _Slots<AttachmentBehavior>
    @usableFromInline var snaps: _Slots<SnapBehavior>
    @usableFromInline var pushes: _Slots<PushBehavior>
    @usableFromInline var itemBehaviors: _Slots<ItemBehavior>
    @usableFromInline var bodies: [_SolverBody]
    @usableFromInline var rows: [_ConstraintRow]
    @usableFromInline var pending: Double = 0
    /// Internal steps left in the current frame, including the one running (moving anchors are spread over them).
    @usableFromInline var stepsLeftInFrame = 1
    @usableFromInline var clock = FrameClock()

    /// The largest magnitude of any quantity in the world, and the reciprocal of the smallest positive
    /// one: 1e15 (see "Domain" above). Far beyond a screen (a double still resolves 1/8 point at 1e15),
    /// and small enough that no product the solver forms can overflow.
    public static let domainLimit = 1e15

    /// The stiffness of rigid constraints' position correction per step (Box2D's Baumgarte factor).
    static let baumgarte = 0.2

    /// - Parameters:
    ///   - capacity: items and behaviours of each kind reserved up front (more still work; adding
    ///     beyond it allocates once).
    ///   - timeStep: the internal step, in 1e-15...1e15 seconds (default 1/240 s).
    ///   - maximumStepsPerFrame: >= 1 (default 30, an eighth of a second at 240 Hz).
    ///   - solverIterations: >= 1 (default 8).
    /// - Throws: `ConfigurationError` naming the parameter.
    public init(capacity: Int = 32, timeStep: Double = 1.0 / 240, maximumStepsPerFrame: Int = 30,
                solverIterations: Int = 8) throws(ConfigurationError) {
        try _WorldDomain.checkPositive(timeStep, "timeStep")
        try ConfigurationError.check(Double(maximumStepsPerFrame), "maximumStepsPerFrame", .positive)
        try ConfigurationError.check(Double(solverIterations), "solverIterations", .positive)
        self.timeStep = timeStep
        self.maximumStepsPerFrame = maximumStepsPerFrame
        self.solverIterations = solverIterations
        let capacity = max(capacity, 1)
        items = _Slots(capacity: capacity)
        gravities = _Slots(capacity: capacity)
        attachments = _Slots(capacity: capacity)
        snaps = _Slots(capacity: capacity)
        pushes = _Slots(capacity: capacity)
        itemBehaviors = _Slots(capacity: capacity)
        bodies = [.fixed]
        bodies.reserveCapacity(capacity + 1)
        rows = []
        rows.reserveCapacity(3 * capacity)
    }

    /// A world with the default settings (capacity 32, 1/240 s steps).
    public init() {
        do throws(ConfigurationError) { try self.init(capacity: 32) } catch { preconditionFailure("\(error)") }
    }

    // MARK: Items

    /// Adds an item and returns its id.
    /// - Throws: `ConfigurationError` naming a field outside the domain (see ``DynamicItem/validate()``):
    ///   a coordinate or velocity beyond ±1e15, a size or density outside 1e-15...1e15 (5e-324 included),
    ///   a negative, NaN or huge resistance, a negative friction, an elasticity outside 0...1.
    public mutating func addItem(_ item: DynamicItem) throws(ConfigurationError) -> DynamicItemID {
        try item.validate()
        let slot = items.insert(item)
        while bodies.count < items.elements.count + 1 { bodies.append(.fixed) }
        return DynamicItemID(index: slot.index, generation: slot.generation)
    }

    /// Removes an item; behaviours that name it stop acting on it.
    public mutating func removeItem(_ id: DynamicItemID) {
        items.remove(index: id.index, generation: id.generation)
    }

    /// Whether `id` names an item still in the world.
    public func contains(_ id: DynamicItemID) -> Bool { items.contains(index: id.index, generation: id.generation) }

    /// The number of items.
    public var itemCount: Int { items.count }

    /// An item's state: read `center`, `angle` and velocities each frame. Setting replaces the item,
    /// field by field: a non-finite value keeps the old one, a changed value outside the domain is
    /// clamped into it (an unchanged one is kept, so writing back an item that drifted far is harmless).
    /// - Precondition: `id` is in the world (see `contains(_:)`).
    public subscript(id: DynamicItemID) -> DynamicItem {
        get {
            precondition(contains(id), "DynamicsWorld: \(id) is not in the world")
            return items.elements[id.index]!
        }
        set {
            guard contains(id), let old = items.elements[id.index] else { return }
            items.elements[id.index] = newValue.sanitized(keeping: old)
        }
    }

    /// An item's state, or nil when `id` is no longer in the world (the non-trapping form of the subscript).
    public func item(_ id: DynamicItemID) -> DynamicItem? {
        contains(id) ? items.elements[id.index] : nil
    }

    /// Sets an item's linear velocity (points per second), as `UIDynamicItemBehavior.addLinearVelocity`
    /// after cancelling the old one. Non-finite velocities are ignored; components beyond ±1e15 are
    /// clamped to it (the domain).
    public mutating func setVelocity(_ velocity: Vector, of id: DynamicItemID) {
        guard contains(id), velocity.isFinite else { return }
        items.elements[id.index]!.velocity = _WorldDomain.signed(velocity)
    }

    /// Adds to an item's linear velocity, `UIDynamicItemBehavior.addLinearVelocity(_:for:)`. Non-finite
    /// velocities are ignored; the sum is clamped to ±1e15 per component (never infinite).
    public mutating func addVelocity(_ velocity: Vector, to id: DynamicItemID) {
        guard contains(id), velocity.isFinite else { return }
        let old = items.elements[id.index]!.velocity
        items.elements[id.index]!.velocity = _WorldDomain.signed(_WorldDomain.signed(old) + _WorldDomain.signed(velocity))
    }

    /// Sets an item's angular velocity (radians per second); non-finite ignored, clamped to ±1e15.
    public mutating func setAngularVelocity(_ angularVelocity: Double, of id: DynamicItemID) {
        guard contains(id), angularVelocity.isFinite else { return }
        items.elements[id.index]!.angularVelocity = _WorldDomain.signed(angularVelocity)
    }

    /// Adds to an item's angular velocity, `UIDynamicItemBehavior.addAngularVelocity(_:for:)`;
    /// non-finite ignored, the sum clamped to ±1e15.
    public mutating func addAngularVelocity(_ angularVelocity: Double, to id: DynamicItemID) {
        guard contains(id), angularVelocity.isFinite else { return }
        let old = items.elements[id.index]!.angularVelocity
        items.elements[id.index]!.angularVelocity = _WorldDomain.signed(_WorldDomain.signed(old) + _WorldDomain.signed(angularVelocity))
    }

    // MARK: Behaviours

    /// Adds gravity, clamped into the domain (a NaN magnitude or a non-finite direction pulls
    /// nothing; see ``GravityBehavior/validate()`` to reject such a configuration instead).
    /// - Complexity: O(1); allocates only beyond `capacity`.
    @discardableResult
    public mutating func add(_ gravity: GravityBehavior) -> BehaviorID<GravityBehavior> {
        let slot = gravities.insert(gravity.sanitized)
        return BehaviorID(index: slot.index, generation: slot.generation)
    }

    /// Adds an attachment, clamped into the domain (see ``AttachmentBehavior/validate()``). A `nil`
    /// length becomes the current distance between the two points.
    @discardableResult
    public mutating func add(_ attachment: AttachmentBehavior) -> BehaviorID<AttachmentBehavior> {
        var attachment = attachment.sanitized(keeping: nil)
        if attachment.length == nil {
            if let ends = attachmentEnds(attachment) {
                attachment.length = _WorldDomain.nonNegative(ends.itemPoint.distance(to: ends.anchorPoint))
            } else {
                attachment.length = 0
            }
        }
        attachment.solverAnchor = attachment.anchor
        let slot = attachments.insert(attachment)
        return BehaviorID(index: slot.index, generation: slot.generation)
    }

    /// Adds a snap, clamped into the domain (damping to 0...1; a non-finite point snaps to the item's
    /// centre; see ``SnapBehavior/validate()``).
    @discardableResult
    public mutating func add(_ snap: SnapBehavior) -> BehaviorID<SnapBehavior> {
        let slot = snaps.insert(snap.sanitized(point: item(snap.item)?.center ?? .zero))
        return BehaviorID(index: slot.index, generation: slot.generation)
    }

    /// Adds a push, clamped into the domain (see ``PushBehavior/validate()``).
    @discardableResult
    public mutating func add(_ push: PushBehavior) -> BehaviorID<PushBehavior> {
        let slot = pushes.insert(push.sanitized)
        return BehaviorID(index: slot.index, generation: slot.generation)
    }

    /// Adds an item behaviour (extra resistance), clamped into the domain (NaN or negative: 0).
    @discardableResult
    public mutating func add(_ behavior: ItemBehavior) -> BehaviorID<ItemBehavior> {
        let slot = itemBehaviors.insert(behavior.sanitized)
        return BehaviorID(index: slot.index, generation: slot.generation)
    }

    public mutating func remove(_ id: BehaviorID<GravityBehavior>) { gravities.remove(index: id.index, generation: id.generation) }
    public mutating func remove(_ id: BehaviorID<AttachmentBehavior>) { attachments.remove(index: id.index, generation: id.generation) }
    public mutating func remove(_ id: BehaviorID<SnapBehavior>) { snaps.remove(index: id.index, generation: id.generation) }
    public mutating func remove(_ id: BehaviorID<PushBehavior>) { pushes.remove(index: id.index, generation: id.generation) }
    public mutating func remove(_ id: BehaviorID<ItemBehavior>) { itemBehaviors.remove(index: id.index, generation: id.generation) }

    /// Removes every behaviour (items stay, with their velocities).
    public mutating func removeAllBehaviors() {
        for index in gravities.elements.indices { gravities.remove(index: index, generation: gravities.generations[index]) }
        for index in attachments.elements.indices { attachments.remove(index: index, generation: attachments.generations[index]) }
        for index in snaps.elements.indices { snaps.remove(index: index, generation: snaps.generations[index]) }
        for index in pushes.elements.indices { pushes.remove(index: index, generation: pushes.generations[index]) }
        for index in itemBehaviors.elements.indices { itemBehaviors.remove(index: index, generation: itemBehaviors.generations[index]) }
    }

    public func contains(_ id: BehaviorID<GravityBehavior>) -> Bool { gravities.contains(index: id.index, generation: id.generation) }
    public func contains(_ id: BehaviorID<AttachmentBehavior>) -> Bool { attachments.contains(index: id.index, generation: id.generation) }
    public func contains(_ id: BehaviorID<SnapBehavior>) -> Bool { snaps.contains(index: id.index, generation: id.generation) }
    public func contains(_ id: BehaviorID<PushBehavior>) -> Bool { pushes.contains(index: id.index, generation: id.generation) }
    public func contains(_ id: BehaviorID<ItemBehavior>) -> Bool { itemBehaviors.contains(index: id.index, generation: id.generation) }

    /// Reads or changes a running gravity, clamped into the domain as ``add(_:)-(GravityBehavior)`` does.
    /// Setting a removed id does nothing.
    public subscript(id: BehaviorID<GravityBehavior>) -> GravityBehavior {
        get { precondition(contains(id), "DynamicsWorld: stale gravity id"); return gravities.elements[id.index]! }
        set { if contains(id) { gravities.elements[id.index] = newValue.sanitized } }
    }

    /// Reads or changes a running attachment (move its `anchor` every frame). Setting a removed id
    /// does nothing; a non-finite anchor or offset keeps the old one, numbers are clamped into the domain.
    public subscript(id: BehaviorID<AttachmentBehavior>) -> AttachmentBehavior {
        get { precondition(contains(id), "DynamicsWorld: stale attachment id"); return attachments.elements[id.index]! }
        set {
            guard contains(id), let old = attachments.elements[id.index] else { return }
            var attachment = newValue.sanitized(keeping: old)
            attachment.solverAnchor = old.solverAnchor
            attachments.elements[id.index] = attachment
        }
    }

    /// Reads or changes a running snap (move its `point`). Setting a removed id does nothing; a
    /// non-finite point keeps the old one, numbers are clamped into the domain.
    public subscript(id: BehaviorID<SnapBehavior>) -> SnapBehavior {
        get { precondition(contains(id), "DynamicsWorld: stale snap id"); return snaps.elements[id.index]! }
        set {
            guard contains(id), let old = snaps.elements[id.index] else { return }
            snaps.elements[id.index] = newValue.sanitized(point: old.point)
        }
    }

    /// Reads or changes a push (set `isActive` to push again), clamped into the domain. Setting a
    /// removed id does nothing.
    public subscript(id: BehaviorID<PushBehavior>) -> PushBehavior {
        get { precondition(contains(id), "DynamicsWorld: stale push id"); return pushes.elements[id.index]! }
        set { if contains(id) { pushes.elements[id.index] = newValue.sanitized } }
    }

    /// Reads or changes an item behaviour, clamped into the domain. Setting a removed id does nothing.
    public subscript(id: BehaviorID<ItemBehavior>) -> ItemBehavior {
        get { precondition(contains(id), "DynamicsWorld: stale item behavior id"); return itemBehaviors.elements[id.index]! }
        set { if contains(id) { itemBehaviors.elements[id.index] = newValue.sanitized } }
    }

    // MARK: Time

    /// Advances by a frame of `duration` seconds: as many fixed internal steps as fit (at most
    /// `maximumStepsPerFrame`), carrying the remainder to the next frame. Non-finite or negative
    /// durations are ignored; a frame of any finite length (1e17 s, the largest double) runs at most
    /// `maximumStepsPerFrame` steps and drops the rest.
    ///
    /// - Complexity: O(steps × (items + iterations × constraints)); no allocation.
    public mutating func step(by duration: Double) {
        guard duration > 0, duration.isFinite else { return }
        pending += duration
        // A millionth of a step of slack so that 1/60 s is 4 steps of 1/240 s despite rounding. The
        // count is compared in floating point first: it may be far beyond Int's range (1e17 s of
        // 1/240 s steps), and an Int conversion of it would trap.
        let fitting = ((pending + timeStep * 1e-6) / timeStep).rounded(.down)
        let steps: Int
        if !(fitting < Double(maximumStepsPerFrame)) {
            steps = maximumStepsPerFrame
            pending = 0
        } else {
            steps = Int(fitting)
            pending = max(pending - fitting * timeStep, 0)
        }
        for step in 0..<steps {
            stepsLeftInFrame = steps - step
            advance()
        }
        stepsLeftInFrame = 1
    }

    /// Advances to the host's clock `time`, by the library's `FrameClock` rules: the first tick only
    /// records it; a repeated or non-finite time advances nothing; a time earlier than the last
    /// starts a new time base (so one far-future timestamp cannot freeze the world).
    public mutating func tick(at time: Double) {
        step(by: clock.advance(to: time))
    }

    /// True when every item moves slower than `speed` points/s and turns slower than `angularSpeed`
    /// radians/s (UIDynamicAnimator's "paused" state).
    public func isResting(speed: Double = 1, angularSpeed: Double = 0.01) -> Bool {
        for case let item? in items.elements
        where item.velocity.magnitude >= speed || abs(item.angularVelocity) >= angularSpeed {
            return false
        }
        return true
    }
}
