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
    @usableFromInline var lastTickTime: Double?

    /// The stiffness of rigid constraints' position correction per step (Box2D's Baumgarte factor).
    static let baumgarte = 0.2

    /// - Parameters:
    ///   - capacity: items and behaviours of each kind reserved up front (more still work; adding
    ///     beyond it allocates once).
    ///   - timeStep: the internal step, > 0 (default 1/240 s).
    ///   - maximumStepsPerFrame: >= 1 (default 30, an eighth of a second at 240 Hz).
    ///   - solverIterations: >= 1 (default 8).
    /// - Throws: `ConfigurationError` naming the parameter.
    public init(capacity: Int = 32, timeStep: Double = 1.0 / 240, maximumStepsPerFrame: Int = 30,
                solverIterations: Int = 8) throws(ConfigurationError) {
        try ConfigurationError.check(timeStep, "timeStep", .positive)
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
        do { try self.init(capacity: 32) } catch { preconditionFailure("\(error)") }
    }

    // MARK: Items

    /// Adds an item and returns its id.
    /// - Throws: `ConfigurationError` naming a non-finite coordinate, a non-positive size or density, a
    ///   negative resistance or friction, or an elasticity outside 0...1.
    public mutating func addItem(_ item: DynamicItem) throws(ConfigurationError) -> DynamicItemID {
        try item.validated()
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

    /// An item's state: read `center`, `angle` and velocities each frame. Setting replaces the item
    /// (non-finite values in the new state are ignored, keeping the old one).
    /// - Precondition: `id` is in the world (see `contains(_:)`).
    public subscript(id: DynamicItemID) -> DynamicItem {
        get {
            precondition(contains(id), "DynamicsWorld: \(id) is not in the world")
            return items.elements[id.index]!
        }
        set {
            guard contains(id), (try? newValue.validated()) != nil else { return }
            items.elements[id.index] = newValue
        }
    }

    /// An item's state, or nil when `id` is no longer in the world (the non-trapping form of the subscript).
    public func item(_ id: DynamicItemID) -> DynamicItem? {
        contains(id) ? items.elements[id.index] : nil
    }

    /// Sets an item's linear velocity (points per second), as `UIDynamicItemBehavior.addLinearVelocity`
    /// after cancelling the old one. Non-finite velocities are ignored.
    public mutating func setVelocity(_ velocity: Vector, of id: DynamicItemID) {
        guard contains(id), velocity.isFinite else { return }
        items.elements[id.index]!.velocity = velocity
    }

    /// Adds to an item's linear velocity, `UIDynamicItemBehavior.addLinearVelocity(_:for:)`.
    public mutating func addVelocity(_ velocity: Vector, to id: DynamicItemID) {
        guard contains(id), velocity.isFinite else { return }
        items.elements[id.index]!.velocity += velocity
    }

    /// Sets an item's angular velocity (radians per second).
    public mutating func setAngularVelocity(_ angularVelocity: Double, of id: DynamicItemID) {
        guard contains(id), angularVelocity.isFinite else { return }
        items.elements[id.index]!.angularVelocity = angularVelocity
    }

    /// Adds to an item's angular velocity, `UIDynamicItemBehavior.addAngularVelocity(_:for:)`.
    public mutating func addAngularVelocity(_ angularVelocity: Double, to id: DynamicItemID) {
        guard contains(id), angularVelocity.isFinite else { return }
        items.elements[id.index]!.angularVelocity += angularVelocity
    }

    // MARK: Behaviours

    /// Adds gravity. - Complexity: O(1); allocates only beyond `capacity`.
    @discardableResult
    public mutating func add(_ gravity: GravityBehavior) -> BehaviorID<GravityBehavior> {
        let slot = gravities.insert(gravity)
        return BehaviorID(index: slot.index, generation: slot.generation)
    }

    /// Adds an attachment. A `nil` length becomes the current distance between the two points.
    @discardableResult
    public mutating func add(_ attachment: AttachmentBehavior) -> BehaviorID<AttachmentBehavior> {
        var attachment = attachment
        if attachment.length == nil {
            if let ends = attachmentEnds(attachment) {
                attachment.length = (ends.itemPoint - ends.anchorPoint).magnitude
            } else {
                attachment.length = 0
            }
        }
        attachment.solverAnchor = attachment.anchor
        let slot = attachments.insert(attachment)
        return BehaviorID(index: slot.index, generation: slot.generation)
    }

    /// Adds a snap.
    @discardableResult
    public mutating func add(_ snap: SnapBehavior) -> BehaviorID<SnapBehavior> {
        let slot = snaps.insert(snap)
        return BehaviorID(index: slot.index, generation: slot.generation)
    }

    /// Adds a push.
    @discardableResult
    public mutating func add(_ push: PushBehavior) -> BehaviorID<PushBehavior> {
        let slot = pushes.insert(push)
        return BehaviorID(index: slot.index, generation: slot.generation)
    }

    /// Adds an item behaviour (extra resistance).
    @discardableResult
    public mutating func add(_ behavior: ItemBehavior) -> BehaviorID<ItemBehavior> {
        let slot = itemBehaviors.insert(behavior)
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

    /// Reads or changes a running gravity. Setting a removed id does nothing.
    public subscript(id: BehaviorID<GravityBehavior>) -> GravityBehavior {
        get { precondition(contains(id), "DynamicsWorld: stale gravity id"); return gravities.elements[id.index]! }
        set { if contains(id) { gravities.elements[id.index] = newValue } }
    }

    /// Reads or changes a running attachment (move its `anchor` every frame). Setting a removed id
    /// does nothing; a non-finite anchor is ignored.
    public subscript(id: BehaviorID<AttachmentBehavior>) -> AttachmentBehavior {
        get { precondition(contains(id), "DynamicsWorld: stale attachment id"); return attachments.elements[id.index]! }
        set {
            guard contains(id), newValue.anchor.isFinite else { return }
            attachments.elements[id.index] = newValue
        }
    }

    /// Reads or changes a running snap (move its `point`). Setting a removed id does nothing.
    public subscript(id: BehaviorID<SnapBehavior>) -> SnapBehavior {
        get { precondition(contains(id), "DynamicsWorld: stale snap id"); return snaps.elements[id.index]! }
        set { if contains(id) && newValue.point.isFinite { snaps.elements[id.index] = newValue } }
    }

    /// Reads or changes a push (set `isActive` to push again). Setting a removed id does nothing.
    public subscript(id: BehaviorID<PushBehavior>) -> PushBehavior {
        get { precondition(contains(id), "DynamicsWorld: stale push id"); return pushes.elements[id.index]! }
        set { if contains(id) { pushes.elements[id.index] = newValue } }
    }

    /// Reads or changes an item behaviour. Setting a removed id does nothing.
    public subscript(id: BehaviorID<ItemBehavior>) -> ItemBehavior {
        get { precondition(contains(id), "DynamicsWorld: stale item behavior id"); return itemBehaviors.elements[id.index]! }
        set { if contains(id) { itemBehaviors.elements[id.index] = newValue } }
    }

    // MARK: Time

    /// Advances by a frame of `duration` seconds: as many fixed internal steps as fit (at most
    /// `maximumStepsPerFrame`), carrying the remainder to the next frame. Non-finite or negative
    /// durations are ignored.
    ///
    /// - Complexity: O(steps × (items + iterations × constraints)); no allocation.
    public mutating func step(by duration: Double) {
        guard duration > 0, duration.isFinite else { return }
        pending += duration
        // A millionth of a step of slack so that 1/60 s is 4 steps of 1/240 s despite rounding.
        var steps = Int(((pending + timeStep * 1e-6) / timeStep).rounded(.down))
        if steps > maximumStepsPerFrame {
            steps = maximumStepsPerFrame
            pending = 0
        } else {
            pending = max(pending - Double(steps) * timeStep, 0)
        }
        for step in 0..<steps {
            stepsLeftInFrame = steps - step
            advance()
        }
        stepsLeftInFrame = 1
    }

    /// Advances to the host's clock `time`; the first tick only records it, and time going backwards
    /// or repeating advances nothing.
    public mutating func tick(at time: Double) {
        guard time.isFinite else { return }
        if let last = lastTickTime, time > last { step(by: time - last) }
        if lastTickTime.map({ time > $0 }) ?? true { lastTickTime = time }
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
