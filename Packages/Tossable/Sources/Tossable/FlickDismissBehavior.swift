import Dynamics
import Geometry
import Gestures

/// Flick a card away, or let it spring back: the TweetBot photo viewer, built from a
/// `Dynamics.DynamicsWorld`'s snap, attachment and gravity, as the original is built with UIKit Dynamics.
///
/// ```swift
/// import Tossable
///
/// var flick = try FlickDismissBehavior(container: Rect(x: 0, y: 0, width: 375, height: 667),
///                                      cardSize: Size(width: 300, height: 400))
/// // touch handlers: a fast flick up, grabbed off-centre
/// flick.handle(PointerSample(pointer: 0, x: 220, y: 400, phase: .began, time: 0))
/// flick.handle(PointerSample(pointer: 0, x: 230, y: 300, phase: .moved, time: 0.016))
/// flick.handle(PointerSample(pointer: 0, x: 240, y: 200, phase: .ended, time: 0.032))
/// // display link: position and rotation of the card, until it has left the screen
/// var frameTime = 0.032
/// while !flick.isSettled {
///     frameTime += 1.0 / 120
///     let card = flick.tick(at: frameTime)             // apply card.position and card.transform
///     _ = card
/// }
/// print(flick.state)                                   // dismissed
/// ```
///
/// - At rest the card is held at the container's centre by a snap (damping 0.7).
/// - A touch removes every behaviour and pins the card's material point under the finger to the
///   finger with a rigid attachment (`UIAttachmentBehavior(item:offsetFromCenter:attachedToAnchor:)`),
///   so a grab off the centre turns the card as it is dragged; moving the finger moves the anchor.
/// - At release the attachment goes. If the finger dragged the card more than
///   ``FlickDismissConfiguration/dismissDistance`` (60 points) and the release velocity points toward
///   the container's edges (not back toward its centre: a non-negative dot product with the card's
///   offset from the centre) and is faster than ``FlickDismissConfiguration/minimumDismissSpeed``,
///   the card is dismissed: it keeps the finger's velocity and falls under gravity in that direction
///   (magnitude 0.2, 200 points/s²), and the state becomes ``FlickState/dismissed`` at the first
///   step of the world at which its (rotated) frame no longer intersects the container: a host
///   polls ``state`` after each call. Otherwise the snap pulls it back to the centre and upright,
///   and the state ends ``FlickState/idle`` exactly there.
/// - A cancelled gesture springs back; it never dismisses.
///
/// Time: every input acts at its own timestamp. A sample first catches the world up to its time
/// (the steps due, then free motion to that instant), so the anchor moves when the finger did, the
/// fling starts at the release's timestamp from where the finger had put the card, and a touch on a
/// moving card holds it where it was at the touch. A tick shows the world at the tick's exact time
/// (see `DynamicsWorld.presentation(of:)`); a tick earlier than the last input shows the card as
/// it was at that input. The same samples give the same motion at any frame rate or on an
/// irregular display link, and the card leaves or comes home at the same instant.
///
/// The release velocity is handed to the card as it is, in points per second. The Objective-C
/// original divides it by 10 because it feeds it to a `UIPushBehavior`, whose magnitude 1 changes a
/// 100 × 100 item's velocity by 100 points/s; that factor was a units conversion (and a guess at the
/// card's mass), not a design choice. The dynamics world's item velocities are points per second, like
/// `UIDynamicItemBehavior.addLinearVelocity(_:for:)`, so the card leaves the finger at the finger's
/// speed: no jump in velocity at release, whatever the card's size.
///
/// A value type conforming to `Interaction`. Samples with non-finite values are ignored (the pan's
/// clamp); ticks follow the world's clock rules (`DynamicsWorld.tick(at:maximumSteps:)`).
public struct FlickDismissBehavior: Interaction {
    /// The container, in points: the snap point is its centre, and the card is dismissed once it has
    /// left it.
    public let container: Rect
    /// The thresholds and constants.
    public let configuration: FlickDismissConfiguration
    /// The pan recogniser the behaviour feeds with ``handle(_:)``.
    public internal(set) var pan: PanRecognizer
    /// Where the card is in its life.
    public private(set) var state: FlickState = .idle
    /// The card as the host should show it: position and rotation driven, size as given.
    public private(set) var layer: LayerState

    /// The card size ``FlickDismissBehavior`` uses when none is given (and `bench replay
    /// flick-dismiss` uses): 300 × 400 points, a photo card on a 375 × 667 phone screen.
    public static let defaultCardSize = Size(width: 300, height: 400)

    /// A card further than this from the container's centre (10⁹ points) has left for good: dismissing
    /// ends dismissed, returning ends at the centre at once.
    static let farDistance = 1e9

    var world: DynamicsWorld
    let card: DynamicItemID
    /// The events since the previous tick (``events``).
    var log = _FeedbackLog()
    /// What the next release reads (``motionPreferences``).
    var preferences = MotionPreferences.standard
    /// The drag distance past which a release may dismiss, with its hysteresis (``events``).
    var armed: _ThresholdCrossing
    /// The world's clock against the host's: the identity until a motion runs at a duration scale other
    /// than 1; a grab goes back to scale 1 (the finger moves in real time) from where the world stands.
    var worldClock = ScaledClock()
    /// The card as the world stored it one step before the current one, while dismissing: the motion
    /// shown between the two steps, from which the instant the card left is solved.
    var previousStep: (item: DynamicItem, time: Double)?

    /// The band below ``FlickDismissConfiguration/dismissDistance`` a drag must come back through to
    /// disarm a dismissal (``events``): 8 points (Android's touch slop, the distance below which a
    /// finger's movement counts as noise), or the dismiss distance itself when it is shorter.
    public static let thresholdBand = 8.0

    /// The longest flight a duration scale of 0 runs at once, in world steps (2¹⁶ steps of 1/240 s,
    /// 273 s): a card flicked with no gravity at a crawl would never leave; it ends dismissed where it is.
    static let longestInstantFlight = 1 << 16

    /// A card at rest at the centre of `container`.
    ///
    /// - Parameters:
    ///   - container: The container: finite, with a positive width and height, and every edge within
    ///     the dynamics world's domain (±1e15 points, `DynamicsWorld.domainLimit`).
    ///   - cardSize: The card's size: width and height in 1e-15...1e15 points (the world's domain);
    ///     ``defaultCardSize`` by default.
    ///   - configuration: Thresholds and constants; ``FlickDismissConfiguration/standard`` by default.
    ///   - pan: The pan recogniser to feed; by default `PanRecognizer(minimumDistance: 0)`, so that a
    ///     touch grabs the card at once.
    /// - Throws: `ConfigurationError` naming the field at fault: `container.x`/`container.y` for an
    ///   origin that is not finite or lies beyond ±1e15, `container.width`/`container.height` for a size
    ///   that is not finite and positive or carries the far edge beyond ±1e15, `cardSize.width`/
    ///   `cardSize.height` for a card size outside 1e-15...1e15 (5e-324 and 2e15 included).
    public init(container: Rect, cardSize: Size = FlickDismissBehavior.defaultCardSize,
                configuration: FlickDismissConfiguration = .standard, pan: PanRecognizer? = nil) throws(ConfigurationError) {
        try FlickDismissBehavior.validate(container: container, cardSize: cardSize)
        self.container = container
        self.configuration = configuration
        self.pan = pan ?? TossBehavior.defaultPan()
        self.layer = LayerState(position: container.center, size: cardSize)
        var world = try DynamicsWorld(capacity: 4)
        do {
            card = try world.addItem(DynamicItem(center: container.center, size: cardSize))
        } catch {
            // Unreachable after the checks above; if the world's domain ever narrows, the caller still
            // gets an error naming its own parameter rather than a trap.
            throw ConfigurationError(parameter: "cardSize", value: error.value, requirement: error.requirement)
        }
        self.world = world
        self.armed = _ThresholdCrossing(threshold: configuration.dismissDistance.nextUp,
                                        band: Swift.min(Self.thresholdBand, configuration.dismissDistance))
        self.world.add(SnapBehavior(item: card, point: container.center, damping: configuration.snapDamping))
    }

    /// The checks of ``init(container:cardSize:configuration:pan:)``, in the caller's terms: the
    /// dynamics world holds the card only inside its domain (±1e15 points, sizes 1e-15...1e15), so
    /// the container's edges (and with them its centre, the snap point) and the card's size are
    /// checked against it here, before the world sees them.
    static func validate(container: Rect, cardSize: Size) throws(ConfigurationError) {
        // The world's bounds first: they name the component (container.x, container.width...), where the
        // general container check that follows names the container as a whole.
        let limit = DynamicsWorld.domainLimit
        let inside = "must keep the container within ±1e15 points (the dynamics world's domain)"
        for (origin, length, name) in [(container.origin.x, container.size.width, "x"),
                                       (container.origin.y, container.size.height, "y")] {
            guard Swift.abs(origin) <= limit else {
                throw ConfigurationError(parameter: "container.\(name)", value: origin, requirement: inside)
            }
            // origin + length may round up to infinity (1e308 + 1e308): that fails the test as well.
            guard Swift.abs(origin + length) <= limit else {
                throw ConfigurationError(parameter: name == "x" ? "container.width" : "container.height",
                                         value: length, requirement: inside)
            }
        }
        for (length, name) in [(cardSize.width, "cardSize.width"), (cardSize.height, "cardSize.height")]
        where !(length >= 1 / limit && length <= limit) {
            throw ConfigurationError(parameter: name, value: length, requirement: "must be in 1e-15...1e15 points (the dynamics world's domain)")
        }
        try ConfigurationError.validateContainer(container)
    }

    /// The card's body in the world: centre, angle and their velocities (points and radians per second).
    public var item: DynamicItem { world[card] }

    /// Feeds one pointer sample to the pan recogniser and follows it.
    ///
    /// - Returns: The card after the sample.
    /// - Complexity: the pan's plus O(1); no allocation.
    @discardableResult
    public mutating func handle(_ sample: PointerSample) -> LayerState {
        pan.handle(sample)
        return update(with: pan.snapshot)
    }

    /// What happened since the previous tick (the inputs handled since then included), in time order:
    /// - `thresholdActivated` at the sample whose drag takes the finger more than
    ///   ``FlickDismissConfiguration/dismissDistance`` from where it touched down (a flick toward the
    ///   edges released from here dismisses), and `thresholdDeactivated` at the sample that brings it back
    ///   below that distance minus ``thresholdBand``: a finger trembling about the distance reports one
    ///   crossing. The release's speed and direction are decided at the release, not felt before it.
    /// - `dismissed` at the instant the flicked card's frame stopped intersecting the container, solved
    ///   between the world's two steps about it from the motion shown between them.
    /// - `snapped` at the world's step at which a returning card is home (placed exactly at the centre).
    ///
    /// - Complexity: O(1); the buffer keeps its capacity (no allocation per frame).
    public var events: [FeedbackEvent] { log.events }

    /// The user's motion settings, read at each release: the duration scale runs the world's clock at
    /// 1/scale of the host's after the release (0: the card is at its end, dismissed where it would have
    /// left or home at the centre, on the release's frame); Reduce Motion brings a returning card home
    /// with the snap's damping raised to 1 (no bounce). The drag always follows the finger.
    public var motionPreferences: MotionPreferences {
        get { preferences }
        set { preferences = newValue }
    }

    /// Follows a pan reading from a recogniser the host runs itself. Call it with every reading,
    /// including `ended`; the reading's `time` is the input's timestamp (on the ticks' clock).
    ///
    /// - Returns: The card after the reading, as shown at its time.
    /// - Complexity: O(steps due since the last call); no allocation.
    @discardableResult
    public mutating func update(with reading: GestureReading) -> LayerState {
        log.beginCall()
        guard state != .dismissed else { return layer }
        // Catch the world up to the input's instant first: the card may leave or come home before it.
        if reading.time.isFinite {
            let worldTime = worldTime(at: reading.time)
            if state == .idle {
                // At rest on its snap (`settle()`: at the centre, upright, still), the card's steps change
                // nothing but the world's clock: run the clock alone, to the same time on the same grid.
                while world.advanceAtRest(to: worldTime, maximumSteps: 1) > 0 {}
            } else {
                while world.advance(to: worldTime, maximumSteps: 1) > 0 {
                    if motionEnded() { break }
                }
            }
        }
        guard state != .dismissed else { return layer }
        switch reading.state {
        case .began, .changed:
            guard reading.location.isFinite else { break }
            if state != .dragging || reading.state == .began {
                if reading.time.isFinite { worldClock.rescale(at: reading.time, durationScale: 1, step: world.timeStep) }
                grab(at: reading.location)
                armed.reset()
            } else if let attachment = grabID {
                world[attachment].anchor = reading.location
            }
            if let kind = armed.update(reading.translation.magnitude) { log.emit(FeedbackEvent(kind, at: reading.time)) }
        case .ended:
            if state == .dragging {
                release(velocity: reading.velocity, translation: reading.translation, cancelled: false, at: reading.time)
            }
        case .cancelled, .possible, .failed, .recognized:
            if state == .dragging { release(velocity: .zero, translation: .zero, cancelled: true, at: reading.time) }
        }
        showPresentation()
        return layer
    }

    /// The world's time at host time `time` (the clock's mapping: the identity at scale 1 from the start).
    func worldTime(at time: Double) -> Double {
        worldClock.time(at: time)
    }

    /// The host's time at world time `time`.
    func hostTime(at time: Double) -> Double {
        worldClock.hostTime(at: time)
    }

    /// Advances the world to the host's clock `time` (seconds) and returns the card to show there.
    ///
    /// The world runs its fixed 1/240 s steps due by `time` and the card is shown at exactly `time`
    /// (extrapolated from the last step), so what a frame shows does not depend on when the earlier
    /// frames fell. A non-finite time advances nothing; nothing moves once dismissed or at rest.
    ///
    /// - Complexity: O(steps × solver iterations), about two steps of one constraint at 120 Hz; no allocation.
    @discardableResult
    public mutating func tick(at time: Double) -> LayerState {
        log.beginCall()
        defer { log.endFrame() }
        guard state != .idle, state != .dismissed else { return layer }
        // The host's clock restarted, or an anchor is so far out that a step no longer changes it (a wild
        // timestamp): the world follows the host's clock from here at the same rate, instead of mapping every
        // new time to one far from its own (found by the interaction fuzzer: the card never settled).
        worldClock.follow(to: time, step: world.timeStep)
        let worldTime = worldTime(at: time)
        while world.tick(at: worldTime, maximumSteps: 1) > 0 {
            if motionEnded() { return layer }
        }
        showPresentation()
        return layer
    }
    /// True when nothing moves until the next touch: the card rests at the centre, or has been dismissed.
    public var isSettled: Bool { state == .idle || state == .dismissed }

    /// Puts the card back at rest at the centre, upright, as at creation (after a dismissal, to show
    /// the next photo). An active pan is cancelled (it ends, once).
    public mutating func reset() {
        pan.reset()
        settle()
        armed.reset()
        log.removeAll()
    }

    // MARK: - Internals

    var grabID: BehaviorID<AttachmentBehavior>?

    mutating func grab(at finger: Point) {
        world.removeAllBehaviors()
        let body = world[card]
        // The offset is in the card's own (rotating) coordinates, as UIKit's offsetFromCenter.
        let fromCenter: Vector = finger - body.center
        let (sine, cosine) = (Double.sin(-body.angle), Double.cos(-body.angle))
        let offset = Vector(dx: fromCenter.dx * cosine - fromCenter.dy * sine,
                            dy: fromCenter.dx * sine + fromCenter.dy * cosine)
        grabID = world.add(AttachmentBehavior(item: card, offset: offset, anchor: finger, length: 0))
        state = .dragging
    }

    mutating func release(velocity: Vector, translation: Vector, cancelled: Bool, at time: Double) {
        armed.reset()
        if let grabID { world.remove(grabID) }
        grabID = nil
        let body = world[card]
        let outward: Vector = body.center - container.center
        let launch = _limitedVelocity(velocity, to: TossBehavior.maximumReleaseSpeed)
        let speed = launch.magnitude
        let flicked = !cancelled && speed > 0 && speed > configuration.minimumDismissSpeed
            && translation.magnitude > configuration.dismissDistance && launch.dot(outward) >= 0
        if flicked {
            world.setVelocity(launch, of: card)
            world.add(GravityBehavior(direction: launch, magnitude: configuration.gravityMagnitude))
            state = .dismissing
            previousStep = (world[card], world.time)
        } else {
            let damping = preferences.reduceMotion ? 1 : configuration.snapDamping
            world.add(SnapBehavior(item: card, point: container.center, damping: damping))
            state = .returning
        }
        guard time.isFinite else { return }
        if preferences.endsMotionsAtOnce {
            finishAtOnce(releasedAt: time)
        } else if preferences.durationScale != worldClock.durationScale {
            // A world clock so far out that one of its steps no longer changes it follows the host's from here.
            worldClock.rescale(at: time, durationScale: preferences.durationScale, step: world.timeStep)
        }
    }

    /// A duration scale of 0: the motion the release started ends now, where it would have ended (a
    /// returning card at the centre; a flicked one run through the world's steps, all at once, to the
    /// step at which it left), its events stamped with the release's time. The world's clock is then
    /// anchored so that the host's release time is the world's time where the motion ended.
    mutating func finishAtOnce(releasedAt time: Double) {
        if state == .returning {
            settle()
            log.emit(FeedbackEvent(.snapped, at: time))
            return
        }
        // The flight's events belong to the release: every world time maps to it while the flight runs.
        worldClock = ScaledClock(hostAnchor: time, anchor: world.time, durationScale: 0)
        var steps = 0
        while state == .dismissing, steps < Self.longestInstantFlight {
            // One step at a time, on the same grid a run at scale 1 would step.
            guard world.advance(to: world.time + world.timeStep, maximumSteps: 1) > 0 else { break }
            steps += 1
            _ = motionEnded()
        }
        if state == .dismissing {
            // A flight that would not end (no gravity, a crawl): dismissed where it is.
            dismiss(shown: world[card], at: world.time)
        }
        worldClock = ScaledClock(hostAnchor: time, anchor: world.time, durationScale: 1)
    }

    /// Looks at the world after one of its steps: the card has left the container (dismissed, shown
    /// where it was at that step) or is home (idle at the centre). Checked after every step rather
    /// than every frame, so the instant the motion ends, and the place, do not depend on the frames.
    /// - Returns: True when the motion ended.
    mutating func motionEnded() -> Bool {
        var body = world[card]
        // Past any sensible distance (absurd input can throw the card a billion points away, where
        // the world's impulses would overflow and freeze it): a documented clamp ends the motion.
        let far = !((body.center - container.center as Vector).magnitude < FlickDismissBehavior.farDistance)
        switch state {
        case .dismissing:
            // While the centre is inside the container the card certainly still overlaps it: skip the
            // rotated frame (a sine and a cosine) for most of the flight.
            if !far, container.contains(body.center) {
                previousStep = (body, world.time)
                return false
            }
            guard far || !overlaps(center: body.center, angle: body.angle) else {
                previousStep = (body, world.time)
                return false
            }
            dismiss(shown: body, at: far ? world.time : leavingTime())
            return true
        case .returning:
            if far || isHome(body) {
                settle()
                log.emit(FeedbackEvent(.snapped, at: hostTime(at: world.time)))
                return true
            }
            if Swift.abs(body.angle) > Double.pi {
                // A card spun many turns comes back upright the short way (the snap pulls the angle to
                // 0): the same orientation, its angle within one turn.
                body.angle = Double.remainder(body.angle, 2 * Double.pi)
                world[card] = body
            }
            return false
        case .idle, .dragging, .dismissed:
            return false
        }
    }

    /// Whether the card's frame (its bounding box), at `center` turned by `angle`, intersects the container:
    /// the box turned by θ has half extents (|cos θ|·w + |sin θ|·h)/2 and (|sin θ|·w + |cos θ|·h)/2, so
    /// the test needs one sine and cosine, not the layer's transform applied to its four corners.
    func overlaps(center: Point, angle: Double) -> Bool {
        let width = layer.size.width, height = layer.size.height
        // Turned by any angle, the half extents are at least half the shorter side (|cos θ| + |sin θ| ≥ 1;
        // the margin covers the sine's and cosine's rounding): a centre that close to the container
        // overlaps it, and most of a flight past the edge is decided without a sine or a cosine.
        let least = Swift.min(width, height) * (0.5 - 1e-9)
        if center.x - least < container.maxX && container.minX < center.x + least
            && center.y - least < container.maxY && container.minY < center.y + least {
            return true
        }
        let cosine = Swift.abs(Double.cos(angle)), sine = Swift.abs(Double.sin(angle))
        let halfWidth = (cosine * width + sine * height) / 2, halfHeight = (sine * width + cosine * height) / 2
        return center.x - halfWidth < container.maxX && container.minX < center.x + halfWidth
            && center.y - halfHeight < container.maxY && container.minY < center.y + halfHeight
    }

    /// The world time at which the card shown between the previous step and this one (the previous step's
    /// state moved on with its velocities, as `DynamicsWorld.presentation(of:)` shows it) stopped
    /// intersecting the container: bisected to the bits of a double; this step's time when the shown
    /// motion still touched the container up to it.
    func leavingTime() -> Double {
        let end = world.time
        guard let (before, start) = previousStep, start < end else { return end }
        let step = end - start
        let leaves = _crossingTime(from: 0, to: step, reaching: 1) { ahead in
            overlaps(center: before.center + before.velocity * ahead, angle: before.angle + before.angularVelocity * ahead) ? 0 : 1
        }
        let shownLeaves = !overlaps(center: before.center + before.velocity * step,
                                    angle: before.angle + before.angularVelocity * step)
        return shownLeaves ? start + leaves : end
    }

    /// The card has left: shown as the world stored it at this step, `dismissed` reported at `worldTime`.
    mutating func dismiss(shown body: DynamicItem, at worldTime: Double) {
        layer.position = body.center
        layer.transform.rotation = body.angle
        state = .dismissed
        previousStep = nil
        world.removeAllBehaviors()
        log.emit(FeedbackEvent(.dismissed, at: hostTime(at: worldTime)))
    }

    /// The layer as the world shows the card at the latest tick's or input's time.
    mutating func showPresentation() {
        guard state != .idle, state != .dismissed, let body = world.presentation(of: card) else { return }
        layer.position = body.center
        layer.transform.rotation = body.angle
    }

    /// Close enough to the centre, upright and slow enough to show it exactly there.
    ///
    /// Far from the origin the doubles are coarse (1/8 point at 1e15): a step's travel, velocity ×
    /// 1/240 s, can round to no move at all, and the snap then holds a constant velocity at a
    /// constant distance forever. So the tolerances grow with the spacing of the doubles at the
    /// centre: within 16 of those spacings, moving less than 16 of them per step, counts as home. At
    /// screen coordinates the spacing is below 1e-12 and the tolerances are the plain ones.
    func isHome(_ body: DynamicItem) -> Bool {
        let spacing = Swift.max(container.center.x.magnitude.ulp, container.center.y.magnitude.ulp)
        let distance = Swift.max(0.1, 16 * spacing)
        let speed = Swift.max(1, 16 * spacing / world.timeStep)
        return (body.center - container.center as Vector).magnitude < distance
            && Swift.abs(Double.remainder(body.angle, 2 * Double.pi)) < 0.001
            && body.velocity.magnitude < speed && Swift.abs(body.angularVelocity) < 0.01
    }

    mutating func settle() {
        world.removeAllBehaviors()
        grabID = nil
        var body = world[card]
        body.center = container.center
        body.angle = 0
        body.velocity = .zero
        body.angularVelocity = 0
        world[card] = body
        world.add(SnapBehavior(item: card, point: container.center, damping: configuration.snapDamping))
        layer.position = container.center
        layer.transform.rotation = 0
        state = .idle
    }
}
