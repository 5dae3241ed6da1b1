import Geometry

/// A headless UIKit Dynamics: items moved by gravity, attachments, snaps, pushes and item behaviours,
/// simulated on a fixed grid of internal steps, whatever the display's frame rate.
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
/// world.advance(to: 0.008)                         // a finger sample at t = 0.008 s: catch up to it first,
/// world[grab].anchor = finger + Vector(dx: 10, dy: -30)  // then move the anchor
/// world.tick(at: 1.0 / 60)                          // every display frame, with its timestamp
/// let body = world.presentation(of: card)           // .center, .angle at exactly t = 1/60 s
/// print(body?.center ?? .zero, body?.angle ?? 0)
///
/// // released fast enough (at t = 0.02 s): let it fly off under gravity
/// let releaseVelocity = Vector(dx: 600, dy: -1800)
/// world.advance(to: 0.02)
/// world.remove(grab)
/// world.setVelocity(releaseVelocity, of: card)
/// world.add(GravityBehavior(direction: releaseVelocity, magnitude: 0.2))
/// ```
///
/// ## Time ("fix your timestep")
/// The world runs fixed internal steps of `timeStep` (1/240 s by default) on its own clock, the
/// host's timestamps, and the display never changes them:
/// - An input (a grab, an anchor moved, a release, a velocity set) is applied at its own timestamp:
///   call ``advance(to:maximumSteps:)`` with it first. The world runs the steps due before it, then moves freely
///   (positions with their velocities) for the remainder, so it stands exactly where it was shown at
///   that instant; the grid of steps continues from there.
/// - A display frame calls ``tick(at:maximumSteps:)``: it runs the steps due by the frame's timestamp and no more,
///   and ``presentation(of:)`` extrapolates the items from the last step to that exact time (less
///   than a step: the item's velocity times the time since the step). Extrapolated rather than
///   interpolated, because interpolating between two steps either shows the world one step late or
///   runs a step ahead that a touch arriving before it would have to undo.
/// - So the same inputs give the same steps and the same shown motion at 60, 90, 120, 144 or 240 Hz
///   and on an irregular display link. UIKit's `UIDynamicAnimator` steps once per display frame
///   instead, and its motion changes with the frame rate.
/// - ``step(by:)`` remains for hosts that count frame durations instead of timestamps: the same
///   grid, on a clock that starts at 0.
///
/// The first timestamp sets the time base; a frame timestamp earlier than the previous frame's
/// starts a new one (the host's clock restarted), as does one more than `maximumStepsPerFrame`
/// steps earlier than the last input; a gap longer than `maximumStepsPerFrame` steps (0.125 s by
/// default: a hitch, a bogus timestamp) runs that many and skips the rest, so the world slows down
/// rather than blowing up, and every state stays finite.
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
    /// The most internal steps one tick, step or advance may run; a longer gap skips the excess.
    public let maximumStepsPerFrame: Int
    /// Constraint iterations per internal step.
    public let solverIterations: Int
    /// The time of the items' stored states (what `world[id]` reads), on the host's clock: a whole
    /// number of steps after the last input, or 0 plus the steps run by ``step(by:)``.
    public internal(set) var time: Double = 0
    /// The time ``presentation(of:)`` shows: the latest frame's or input's timestamp, at most one step
    /// after ``time``.
    public internal(set) var presentationTime: Double = 0

    @usableFromInline var items: _Slots<DynamicItem>
    @usableFromInline var gravities: _Slots<GravityBehavior>
    @usableFromInline var attachments: _Slots<AttachmentBehavior>
    @usableFromInline var snaps: _Slots<SnapBehavior>
    @usableFromInline var pushes: _Slots<PushBehavior>
    @usableFromInline var itemBehaviors: _Slots<ItemBehavior>
    @usableFromInline var bodies: [_SolverBody]
    @usableFromInline var rows: [_ConstraintRow]
    /// Whether a timestamp (or a `step(by:)`, from 0) has set the time base.
    @usableFromInline var hasTimeBase = false
    /// The latest frame's timestamp, nil before the first: a frame earlier than it restarts the clock.
    @usableFromInline var lastFrameTime: Double?

    /// The largest magnitude of any quantity in the world, and the reciprocal of the smallest positive
    /// one: 1e15 (see "Domain" above). Far beyond a screen (a double still resolves 1/8 point at 1e15),
    /// and small enough that no product the solver forms can overflow.
    public static let domainLimit = 1e15

    /// The stiffness of rigid constraints' position correction per step (Box2D's Baumgarte factor).
    static let baumgarte = 0.2

    /// The longest glide of a moved anchor, seconds: the time since the previous move, up to this
    /// (a finger still for a while, then moving, is followed within two 60 Hz frames).
    static let longestGlide = 1.0 / 30

    /// A millionth of a step of slack when counting the steps due, so that 1/60 s is 4 steps of
    /// 1/240 s despite rounding.
    static let stepSlack = 1e-6

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
        attachment.glideRemaining = 0
        attachment.sinceAnchorMoved = 0
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

    /// Reads or changes a running attachment (move its `anchor` with every finger sample, after
    /// ``advance(to:maximumSteps:)`` to the sample's time). A moved anchor is reached by gliding there over the time
    /// since its previous move (one step at least, 1/30 s at most), as a finger travels between two
    /// samples. Setting a removed id does nothing; a non-finite anchor or offset keeps the old one,
    /// numbers are clamped into the domain.
    public subscript(id: BehaviorID<AttachmentBehavior>) -> AttachmentBehavior {
        get { precondition(contains(id), "DynamicsWorld: stale attachment id"); return attachments.elements[id.index]! }
        set {
            guard contains(id), let old = attachments.elements[id.index] else { return }
            var attachment = newValue.sanitized(keeping: old)
            attachment.solverAnchor = old.solverAnchor
            attachment.glideRemaining = old.glideRemaining
            attachment.sinceAnchorMoved = old.sinceAnchorMoved
            if attachment.anchor != old.anchor {
                attachment.glideRemaining = Swift.min(Swift.max(old.sinceAnchorMoved, timeStep), DynamicsWorld.longestGlide)
                attachment.sinceAnchorMoved = 0
            }
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

    /// Runs the steps due by the display frame at `time` (seconds, the host's clock) and shows the
    /// items at exactly that time through ``presentation(of:)``.
    ///
    /// The first timestamp only sets the time base; a non-finite one is ignored; one earlier than
    /// the previous frame's (or more than `maximumStepsPerFrame` steps earlier than the last input)
    /// starts a new time base; a gap of more than `maximumStepsPerFrame` steps runs that many and
    /// skips the rest.
    ///
    /// - Parameters:
    ///   - time: The frame's timestamp, seconds.
    ///   - maximumSteps: Run at most this many steps now (1 to look at the world after each step);
    ///     calling again with the same time runs the rest.
    /// - Returns: The number of steps run.
    /// - Complexity: O(steps × (items + iterations × constraints)); no allocation.
    @discardableResult
    public mutating func tick(at time: Double, maximumSteps: Int = .max) -> Int {
        guard time.isFinite else { return 0 }
        let span = Double(maximumStepsPerFrame) * timeStep
        if !hasTimeBase || time < (lastFrameTime ?? -.infinity) || time < self.time - span {
            rebase(to: time)
            lastFrameTime = time
            return 0
        }
        lastFrameTime = time
        presentationTime = time
        return runSteps(until: time, maximumSteps: maximumSteps)
    }

    /// Catches up to an input at `time` (a grab, an anchor moved, a release), before it is applied:
    /// runs the steps due before it, then moves the items freely (with their velocities) for the
    /// rest, so the world stands at exactly `time`, where ``presentation(of:)`` showed it. Later
    /// steps follow at whole steps from `time`.
    ///
    /// An input earlier than ``time`` (delivered after a later frame) is applied at ``time``; the first
    /// timestamp only sets the time base; a non-finite one is ignored.
    ///
    /// - Parameters:
    ///   - time: The input's timestamp, seconds.
    ///   - maximumSteps: Run at most this many steps now (1 to look at the world after each step);
    ///     the free motion to `time` happens in the call that has no step left to run.
    /// - Returns: The number of steps run.
    /// - Complexity: as ``tick(at:maximumSteps:)``; no allocation.
    @discardableResult
    public mutating func advance(to time: Double, maximumSteps: Int = .max) -> Int {
        advance(to: time, maximumSteps: maximumSteps, moving: true)
    }

    /// ``advance(to:maximumSteps:)`` for a world in which nothing moves: every item at rest (zero
    /// velocities) where its behaviours hold it (a snap at its point and angle, no gravity, push or
    /// attachment pulling). Its steps would change nothing but the clock, so only the clock runs: the
    /// same steps counted and the same time reached, at a few instructions a step instead of a solve.
    /// The caller knows the world is at rest (a card resting on its snap); for any other world the
    /// items would not move when they should.
    ///
    /// - Returns: The number of steps the clock ran.
    @discardableResult
    package mutating func advanceAtRest(to time: Double, maximumSteps: Int = .max) -> Int {
        advance(to: time, maximumSteps: maximumSteps, moving: false)
    }

    /// ``advance(to:maximumSteps:)``; `moving` false runs the steps' clock alone (see ``advanceAtRest(to:maximumSteps:)``).
    mutating func advance(to time: Double, maximumSteps: Int, moving: Bool) -> Int {
        guard time.isFinite else { return 0 }
        guard hasTimeBase else {
            rebase(to: time)
            return 0
        }
        let steps = runSteps(until: time, maximumSteps: maximumSteps, moving: moving)
        if steps < maximumSteps {
            drift(by: Swift.min(time - self.time, timeStep))
        }
        presentationTime = Swift.max(presentationTime, time)
        return steps
    }

    /// Advances the host's clock by a frame of `duration` seconds, for hosts that count durations
    /// rather than timestamps: the clock starts at 0, and the frame runs the steps due, as
    /// ``tick(at:maximumSteps:)`` at the sum of the durations so far (the remainder carried, so
    /// 60 frames of 1/60 s run exactly 240 steps of 1/240 s). Non-finite or negative durations are
    /// ignored; a frame of any finite length (1e17 s, the largest double) runs at most
    /// `maximumStepsPerFrame` steps and skips the rest.
    ///
    /// - Returns: The number of steps run.
    /// - Complexity: O(steps × (items + iterations × constraints)); no allocation.
    @discardableResult
    public mutating func step(by duration: Double) -> Int {
        guard duration > 0, duration.isFinite else { return 0 }
        if !hasTimeBase {
            hasTimeBase = true
            lastFrameTime = time
            presentationTime = time
        }
        let now = Swift.max(lastFrameTime ?? time, time)
        let target = now + duration
        return tick(at: target.isFinite ? target : .greatestFiniteMagnitude)
    }

    /// The item as shown at ``presentationTime``: its stored state moved on with its velocity and
    /// angular velocity for the time since the last step (less than one step), so that what a frame
    /// shows depends on the frame's timestamp only, not on when earlier frames fell. Nil when `id` is
    /// no longer in the world. Read `world[id]` for the stored state itself.
    public func presentation(of id: DynamicItemID) -> DynamicItem? {
        guard var item = item(id) else { return nil }
        let ahead = Swift.min(Swift.max(presentationTime - time, 0), timeStep)
        guard ahead > 0 else { return item }
        let center = item.center + item.velocity * ahead
        let angle = item.angle + item.angularVelocity * ahead
        if center.isFinite, angle.isFinite {
            item.center = center
            item.angle = angle
        }
        return item
    }

    /// Runs the internal steps due by `limit` (at most `maximumStepsPerFrame` of them in all: the
    /// clock skips the excess first; at most `maximumSteps` now). The count is formed in floating
    /// point and compared before any conversion: it may be far beyond Int's range.
    mutating func runSteps(until limit: Double, maximumSteps: Int, moving: Bool = true) -> Int {
        let cap = Double(maximumStepsPerFrame)
        var due = ((limit - time) / timeStep + DynamicsWorld.stepSlack).rounded(.down)
        guard due >= 1, maximumSteps >= 1 else { return 0 }
        if !(due <= cap) {
            time = limit - cap * timeStep
            due = cap
        }
        let steps = Swift.min(Int(due), maximumSteps)
        let start = time
        if moving {
            for _ in 0..<steps { runStep() }
        } else {
            // The clock of `runStep`, alone: the same additions, so the same times.
            for _ in 0..<steps { time += timeStep }
        }
        // Past about 3.7e13 s a step no longer changes the clock (it is below half the doubles'
        // spacing there): count the time as reached, so a caller looping until no step is due ends.
        if !(time > start) { time = Swift.max(time, limit) }
        return steps
    }

    /// Starts a new time base at `time`: the stored states are taken to be at that time.
    mutating func rebase(to time: Double) {
        hasTimeBase = true
        self.time = time
        presentationTime = time
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
