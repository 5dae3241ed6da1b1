import Dynamics
import Geometry
import Gestures

/// A one-dimensional drag that comes to rest on one of several anchors: Compose's
/// `AnchoredDraggableState` with `Modifier.anchoredDraggable`, headless. The general form of a switch,
/// a drawer, a bottom sheet's detents, a card stack.
///
/// ```swift
/// import Anchored
///
/// enum Drawer: Hashable, Sendable { case closed, open }
/// var drawer = try AnchoredDraggable(anchors: DraggableAnchors([.closed: 0, .open: 280]), initialValue: Drawer.closed)
/// drawer.handle(PointerSample(pointer: 0, x: 20, y: 300, phase: .began, time: 0))
/// drawer.handle(PointerSample(pointer: 0, x: 60, y: 300, phase: .moved, time: 0.016))
/// drawer.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .ended, time: 0.032))
/// var time = 0.032
/// while !drawer.isSettled {
///     time += 1.0 / 120
///     let offset = drawer.tick(at: time)          // the drawer's x
///     _ = offset
/// }
/// print(drawer.settledValue, drawer.offset)       // open 280.0
/// ```
///
/// - **Drag**: the offset follows the finger along ``orientation``, from where it was (a touch on a
///   settling drag stops it where it was at the touch's timestamp). Past the outermost anchors it stops
///   (``AnchoredOverscroll/clamped``, Compose's) or rubber-bands (``AnchoredOverscroll/rubberBand(dimension:)``).
/// - **Release** (Compose foundation 1.8's rule, `computeTarget`): a release at least
///   ``velocityThreshold`` fast goes to the closest anchor at or beyond the offset in its direction; a
///   slower one goes forward only when it has passed ``positionalThreshold`` of the way from the anchor
///   behind it to the anchor ahead; a release at rest (or a cancel) goes to the closest anchor.
/// - **Settle** (``settleAnimation``): a spring, a decay that stops on the anchor, or a tween, starting at
///   the release's timestamp from its offset and velocity, and ending exactly on the anchor at a time
///   fixed then: the same frames at any display rate.
/// - **Host calls**: ``animate(to:using:velocity:at:)``, ``snap(to:)``, ``updateAnchors(_:)``; read ``currentValue``,
///   ``targetValue``, ``settledValue``, ``state`` and ``lastRelease`` after any call. No callback.
///
/// Bad input has a defined answer: configuration throws `ConfigurationError` naming the parameter;
/// samples with non-finite values are ignored (the pan's rule), a reading with a non-finite translation
/// moves nothing, release speeds are limited to ``AnchoredDraggableDefaults/maximumReleaseSpeed``, keys
/// that are not anchors are ignored by the host calls. The offset is always finite.
public struct AnchoredDraggable<Key: Hashable & Sendable>: Interaction {
    /// The pan recogniser ``handle(_:)`` feeds.
    public internal(set) var pan: PanRecognizer
    /// The anchors (change them with ``updateAnchors(_:)``).
    public private(set) var anchors: DraggableAnchors<Key> {
        didSet { bounds = anchors.minPosition...anchors.maxPosition }
    }
    /// The anchors' lowest to highest position, kept with them: every drag sample reads it.
    var bounds: ClosedRange<Double>
    /// The axis the drag follows.
    public let orientation: Orientation
    /// How far past the anchor behind it a slow release must be to go forward.
    public let positionalThreshold: PositionalThreshold
    /// The speed (points per second, along the axis) from which a release goes to the next anchor in its
    /// direction whatever its position.
    public let velocityThreshold: Double
    /// How releases and ``animate(to:using:velocity:at:)`` travel.
    public let settleAnimation: AnchoredSettleAnimation
    /// What a drag past the outermost anchors does.
    public let overscroll: AnchoredOverscroll

    /// The drag itself: the offset, its velocity, the drag position under the overscroll rule, the clock
    /// and the running settle (Dynamics' one drag core). Declared before any field whose size depends on
    /// `Key`, so that a frame reaches it at a fixed place.
    @usableFromInline var axis: DragAxis
    /// ``overscroll`` as the drag core's resistance, kept: every drag sample reads it.
    let resistance: DragResistance

    /// The offset along the axis, points: what the host shows.
    @inlinable public var offset: Double { axis.offset }
    /// The offset's velocity, points per second: the finger's while dragging, the animation's while
    /// settling, zero at rest.
    ///
    /// During a drag fed through ``handle(_:)`` it is the pan's velocity, estimated when read (a fit of
    /// the finger's recent samples), not at every sample.
    public private(set) var velocity: Double {
        get {
            guard velocityFollowsPan else { return axis.velocity }
            let finger = orientation == .horizontal ? pan.velocity.dx : pan.velocity.dy
            return finger.isFinite ? finger : 0
        }
        set {
            axis.velocity = newValue
            velocityFollowsPan = false
        }
    }
    /// Whether ``velocity`` is the pan's (a drag fed through ``handle(_:)``); any velocity the axis sets
    /// ends it.
    var velocityFollowsPan = false
    /// Idle, dragging or settling.
    @inlinable
    public var state: AnchoredDragState {
        switch axis.phase {
        case .idle: .idle
        case .dragging: .dragging
        case .settling: .settling
        }
    }
    /// The key of the last anchor the offset came within half a point of (Compose's `currentValue`).
    public private(set) var currentValue: Key
    /// The key of the anchor the offset last came to rest on (Compose's `settledValue`).
    public private(set) var settledValue: Key
    /// The latest release (or cancel), with the anchor it chose; nil before the first.
    public private(set) var lastRelease: AnchoredRelease<Key>?
    /// When the offset last came to rest on an anchor, seconds on the host's clock: the exact end of the
    /// settle (the release's time plus the motion's duration), not the tick that showed it; for a snap or
    /// a reset, the last tick's time. Nil before the first rest. A motion that follows a rest (Flutter's
    /// resize after a dismissal) starts here.
    public private(set) var settledAt: Double?

    /// The user's motion settings, read by every settle that starts from now on (a settle already
    /// running keeps the ones it started with): the duration scale stretches the settle's time (0 puts
    /// it on its anchor at the input that started it), Reduce Motion settles a spring without bounce
    /// (its damping raised to critical, its start no faster than reaches the anchor without passing it).
    /// The finger is followed exactly either way.
    public var motionPreferences = MotionPreferences.standard

    /// What happened since the previous tick: `FeedbackEvent.Kind.snapped` as a settle comes to rest on
    /// its anchor, stamped with the settle's exact end (its start plus its duration, times the duration
    /// scale), `FeedbackEvent.index` the anchor's place in ``DraggableAnchors/keys`` (increasing
    /// position). A snap (``snap(to:)``), a reset and new anchors at rest move without a motion and
    /// report nothing.
    @inlinable public var events: [FeedbackEvent] { log.events }
    @usableFromInline var log = _FeedbackLog()

    /// The key the settle goes to.
    @usableFromInline var settleTarget: Key
    /// Set by a module that decides every release itself (a swipe row) and then calls
    /// ``animate(to:using:velocity:at:)``: a release's own settle that has nothing to move does not report
    /// its rest (the module's settle reports the one that counts).
    package var releaseIsDecidedByOwner = false

    /// An anchored drag resting on `initialValue`'s anchor.
    ///
    /// - Parameters:
    ///   - anchors: The anchors.
    ///   - initialValue: Where it starts; one of the anchors' keys.
    ///   - orientation: The axis (`.horizontal` by default).
    ///   - positionalThreshold: Compose's half of the distance to the next anchor by default.
    ///   - velocityThreshold: Compose's 125 points per second by default; finite, not negative.
    ///   - settleAnimation: Material 3's `spring()` (damping ratio 1, stiffness 1500) by default; a spring
    ///     must be damped (an undamped one never rests).
    ///   - overscroll: `.clamped` (Compose's) by default.
    ///   - pan: The recogniser ``handle(_:)`` feeds; `PanRecognizer(minimumDistance: 0)` by default, so a
    ///     touch grabs at once (give one with hysteresis to let taps through).
    /// - Throws: `ConfigurationError` naming `initialValue`, `velocityThreshold`, `positionalThreshold`,
    ///   `settleAnimation` or `overscroll`.
    public init(anchors: DraggableAnchors<Key>, initialValue: Key, orientation: Orientation = .horizontal,
                positionalThreshold: PositionalThreshold = AnchoredDraggableDefaults.positionalThreshold,
                velocityThreshold: Double = AnchoredDraggableDefaults.velocityThreshold,
                settleAnimation: AnchoredSettleAnimation = AnchoredDraggableDefaults.settleAnimation,
                overscroll: AnchoredOverscroll = .clamped, pan: PanRecognizer? = nil) throws(ConfigurationError) {
        guard let start = anchors.position(of: initialValue) else {
            throw ConfigurationError(parameter: "initialValue", value: "", requirement: "must be one of the anchors' keys")
        }
        try ConfigurationError.check(velocityThreshold, "velocityThreshold", .nonNegative)
        try positionalThreshold.validate("positionalThreshold")
        try settleAnimation.validate("settleAnimation")
        try overscroll.validate("overscroll")
        if let pan { self.pan = pan } else { self.pan = try PanRecognizer(minimumDistance: 0) }
        self.anchors = anchors
        self.bounds = anchors.minPosition...anchors.maxPosition
        self.orientation = orientation
        self.positionalThreshold = positionalThreshold
        self.velocityThreshold = velocityThreshold
        self.settleAnimation = settleAnimation
        self.overscroll = overscroll
        self.resistance = overscroll.resistance
        self.axis = DragAxis(offset: start)
        self.currentValue = initialValue
        self.settledValue = initialValue
        self.settleTarget = initialValue
    }

    /// The key of the anchor the offset is heading for: the settle's target while settling, the closest
    /// anchor while dragging (where a release at rest would go), ``settledValue`` at rest.
    public var targetValue: Key {
        switch state {
        case .idle: settledValue
        case .dragging: anchors.closest(to: offset)
        case .settling: settleTarget
        }
    }

    /// True when nothing moves until the next input: no finger down, no settle running.
    @inlinable
    public var isSettled: Bool { axis.phase == .idle }

    /// The anchor Compose's rule (foundation 1.8's `computeTarget`) chooses for a release at `offset`
    /// moving at `velocity` points per second.
    ///
    /// - Complexity: O(anchors), no allocation.
    public func target(forOffset offset: Double, velocity: Double) -> Key {
        anchors.target(forOffset: offset, velocity: velocity, positionalThreshold: positionalThreshold,
                       velocityThreshold: velocityThreshold)
    }

    // MARK: Input

    /// Feeds one pointer sample to ``pan`` and follows it.
    ///
    /// - Returns: The offset after the sample.
    @discardableResult
    public mutating func handle(_ sample: PointerSample) -> Double {
        // The log's call begins in `update(with:)`, or below for a drag's sample.
        pan.handle(sample)
        let panState = pan.state
        guard panState == .began || panState == .changed else { return update(with: GestureReading(pan.snapshot)) }
        // A drag's samples move the offset by the pan's translation, read straight from the pan (no reading
        // built for `update(with:)`, which would take its velocity as zero); the finger's velocity is read
        // from the pan when asked for (the release reads it from the `ended` snapshot above).
        log.beginCall()
        let translation = pan.translation
        follow(panState, translation: orientation == .horizontal ? translation.dx : translation.dy, velocity: 0,
               time: pan.time)
        if state == .dragging { velocityFollowsPan = true }
        return offset
    }

    /// Follows a reading of a recogniser the host runs itself: its translation along ``orientation``
    /// moves the offset, `ended` releases with its velocity, `cancelled` settles on the closest anchor.
    ///
    /// - Returns: The offset after the reading.
    @discardableResult
    public mutating func update(with reading: GestureReading) -> Double {
        log.beginCall()
        let translation = orientation == .horizontal ? reading.translation.dx : reading.translation.dy
        let speed = orientation == .horizontal ? reading.velocity.dx : reading.velocity.dy
        switch reading.state {
        case .began, .changed:
            follow(reading.state, translation: translation, velocity: speed, time: reading.time)
        case .ended:
            guard state == .dragging else { break }
            drag(translation: translation, velocity: speed)
            release(velocity: speed, time: reading.time, cancelled: false)
        case .cancelled, .possible, .failed, .recognized:
            guard state == .dragging else { break }
            release(velocity: 0, time: reading.time, cancelled: true)
        }
        return offset
    }

    /// Advances to the host's clock `time` (seconds) and returns the offset to show.
    ///
    /// - Complexity: O(anchors) (``currentValue``'s check) plus one closed-form evaluation; no allocation.
    @discardableResult
    public mutating func tick(at time: Double) -> Double {
        log.beginCall()
        advance(to: time)
        log.endFrame()
        return offset
    }

    /// Shows the settle at `time` (a tick's work, also done where an input stops or bends the settle
    /// at its own time: the events stay in the log for the next tick to report).
    @usableFromInline
    mutating func advance(to time: Double) {
        follow(axis.advance(to: time))
    }

    /// Reports what the axis's settle did: a move updates ``currentValue``, an arrival rests on the key.
    @inline(__always)
    mutating func follow(_ step: DragAxis.Step) {
        switch step {
        case .none: return
        case .moved:
            velocityFollowsPan = false
            noteCurrentValue()
        case .arrived: arrive(at: axis.arrivedAt)
        }
    }

    /// Cancels a drag in progress (the pan ends, once, as cancelled) and rests on the anchor the offset
    /// was heading for (``targetValue``).
    public mutating func reset() {
        let key = targetValue
        pan.reset()
        rest(on: key)
        log.removeAll()
    }

    // MARK: Host calls

    /// Settles on `key`'s anchor with ``settleAnimation`` (or `animation`), from the current offset and
    /// velocity: Compose's `animateTo`. Called after a release and before the next tick, it replaces the
    /// release's choice and still starts at the release's timestamp; while settling, it bends the motion
    /// with continuous offset and velocity; at rest, it starts at `time`. During a drag the finger has
    /// priority and the call does nothing, as for a key that is not an anchor.
    ///
    /// ```swift
    /// import Anchored
    ///
    /// var drawer = try AnchoredDraggable(anchors: DraggableAnchors(keys: ["closed", "open"], positions: [0, 300]),
    ///                                    initialValue: "closed")
    /// drawer.animate(to: "open", at: 2.0)    // a button tapped at t = 2 s
    /// print(drawer.tick(at: 2.0))            // 0.0: the motion starts at the tap, whenever the next frame comes
    /// ```
    ///
    /// - Parameters:
    ///   - key: The anchor to settle on.
    ///   - animation: This motion's animation instead of ``settleAnimation`` (a tween's duration must be
    ///     finite and not negative, a spring damped; otherwise ``settleAnimation`` is used).
    ///   - velocity: The motion's initial velocity in points per second instead of the current one
    ///     (Compose's `animateTo(targetValue, velocity)`); a non-finite one is ignored, a faster one than
    ///     ``AnchoredDraggableDefaults/maximumReleaseSpeed`` limited.
    ///   - time: The timestamp of the input that caused the call (the host's clock, as ``tick(at:)``):
    ///     a settle in progress is bent where it is at that time, a rest starts moving then, so the motion
    ///     is the same at any frame rate. `nil` (or not finite): the last tick's time.
    public mutating func animate(to key: Key, using animation: AnchoredSettleAnimation? = nil, velocity: Double? = nil,
                                 at time: Double? = nil) {
        log.beginCall()
        guard axis.phase != .dragging, let position = anchors.position(of: key) else { return }
        var chosen = settleAnimation
        if let animation, AnchoredDraggable.isValid(animation) { chosen = animation }
        startProgrammaticMotion(velocity: velocity, at: time)
        settle(to: key, position: position, animation: chosen)
    }

    /// Flutter's `AnimationController.fling` to `key`'s anchor: `spring` from the offset with `velocity`,
    /// aimed `overshoot` points past the anchor and done as it crosses it (Flutter's fling tolerance).
    /// Otherwise as ``animate(to:using:velocity:at:)``. For the modules built on this one (a Dismissible row).
    package mutating func fling(to key: Key, spring: Spring, velocity: Double, overshoot: Double, at time: Double? = nil) {
        log.beginCall()
        guard axis.phase != .dragging, let position = anchors.position(of: key) else { return }
        startProgrammaticMotion(velocity: velocity, at: time)
        settleTarget = key
        // Flutter's fling stops as it crosses its bound: it passes nothing, so Reduce Motion leaves it.
        let from = axis.offset, speed = axis.velocity, startsAt = axis.clock.elapsed
        let settle = DragSettle.fling(spring, from: from, velocity: speed, to: position, overshoot: overshoot,
                                      startsAt: startsAt, maximumDuration: AnchoredDraggableDefaults.maximumDuration)
            ?? AnchoredSettleAnimation.spring(spring).settle(from: from, velocity: speed, to: position, startsAt: startsAt)
        follow(axis.start(settle, durationScale: motionPreferences.durationScale))
    }

    /// The clock and velocity for a motion the host starts at `time`: a settle in progress is first shown
    /// at that time (where it bends), a rest starts then (the last tick's time without one).
    mutating func startProgrammaticMotion(velocity newVelocity: Double?, at time: Double?) {
        // A settle in progress is shown at the input's time; a rest starts there (or at the last frame the
        // host showed): no release started it.
        follow(axis.beginMotion(at: time.flatMap { $0.isFinite ? $0 : nil }))
        velocityFollowsPan = false
        if let newVelocity, newVelocity.isFinite {
            let limit = AnchoredDraggableDefaults.maximumReleaseSpeed
            self.velocity = Swift.min(Swift.max(newVelocity, -limit), limit)
        }
    }

    /// Puts the offset on `key`'s anchor at once (Compose's `snapTo`): a settle stops there and the
    /// state is idle; during a drag the finger keeps moving the offset from there. A key that is not
    /// an anchor does nothing.
    public mutating func snap(to key: Key) {
        log.beginCall()
        guard let position = anchors.position(of: key) else { return }
        if axis.phase == .dragging {
            axis.place(at: position)
            noteCurrentValue()
            return
        }
        rest(on: key)
    }

    /// Replaces the anchors (the layout changed: a drawer's width, a sheet's content height). Settling, the
    /// motion bends to its key's new position (or, if that key is gone, the closest new anchor's) with
    /// continuous offset and velocity; at rest, the offset moves to the settled key's new position (or the
    /// closest new anchor's); dragging, the drag continues within the new bounds.
    public mutating func updateAnchors(_ newAnchors: DraggableAnchors<Key>) {
        log.beginCall()
        anchors = newAnchors
        switch state {
        case .dragging:
            drag(translation: axis.lastTranslation, velocity: velocity)
        case .settling:
            let key = newAnchors.hasAnchor(for: settleTarget) ? settleTarget
                : newAnchors.closest(to: axis.settle?.target ?? offset)
            settle(to: key, position: newAnchors.position(of: key) ?? offset, animation: settleAnimation)
        case .idle:
            rest(on: newAnchors.hasAnchor(for: settledValue) ? settledValue : newAnchors.closest(to: offset))
        }
        if !newAnchors.hasAnchor(for: currentValue) { currentValue = newAnchors.closest(to: offset) }
    }

    // MARK: Internals

    mutating func beginDrag(translation: Double, time: Double) {
        // A grab stops a settle where it was at the touch's timestamp, not where the last frame showed it.
        let caught = axis.grab(translation: translation, at: time, in: bounds, resistance: resistance)
        if caught == .arrived { arrive(at: axis.arrivedAt) }
    }

    /// A drag's reading (`began` or `changed`): a new drag begins at its first, then the offset follows.
    @inline(__always)
    mutating func follow(_ panState: GestureState, translation: Double, velocity: Double, time: Double) {
        if axis.phase != .dragging || panState == .began { beginDrag(translation: translation, time: time) }
        drag(translation: translation, velocity: velocity)
    }

    mutating func drag(translation: Double, velocity fingerVelocity: Double) {
        // Compose clamps every step (`.clamped`), so moving back moves the offset at once.
        axis.drag(translation: translation, velocity: fingerVelocity, in: bounds, resistance: resistance)
        velocityFollowsPan = false
        noteCurrentValue()
    }

    mutating func release(velocity fingerVelocity: Double, time: Double, cancelled: Bool) {
        let limit = AnchoredDraggableDefaults.maximumReleaseSpeed
        let launch = cancelled || !fingerVelocity.isFinite ? 0 : Swift.min(Swift.max(fingerVelocity, -limit), limit)
        let key = target(forOffset: offset, velocity: launch)
        lastRelease = AnchoredRelease(offset: offset, velocity: launch, target: key, time: time, wasCancelled: cancelled)
        // The settle starts at the release's timestamp: the first tick after it shows the motion that far on.
        axis.release(velocity: launch, at: time)
        velocityFollowsPan = false
        settle(to: key, position: anchors.position(of: key) ?? offset, animation: settleAnimation,
               reporting: !releaseIsDecidedByOwner)
    }

    /// A new leg from the current offset and velocity, at the clock's elapsed time; one with nothing to
    /// move rests at once (reporting it unless told not to).
    mutating func settle(to key: Key, position: Double, animation: AnchoredSettleAnimation, reporting: Bool = true) {
        settleTarget = key
        velocityFollowsPan = false
        let settle = animation.settle(from: axis.offset, velocity: axis.velocity, to: position,
                                      startsAt: axis.clock.elapsed, reduceMotion: motionPreferences.reduceMotion)
        if axis.start(settle, durationScale: motionPreferences.durationScale) == .arrived {
            arrive(at: axis.arrivedAt, emitting: reporting)
        }
    }

    /// Rests on the settle's key: the axis's settle ended (or was caught ending) at `end`, its exact end on
    /// the host's clock; one that ends (`emitting`) reports `FeedbackEvent.Kind.snapped` there. An axis at
    /// rest is put on the key's anchor; one already dragging again (a grab that found the settle ended) goes
    /// on from where it rested.
    @usableFromInline
    mutating func arrive(at end: Double?, emitting: Bool = true) {
        settledAt = end
        if emitting, let end, let index = anchors.index(of: settleTarget) {
            log.emit(FeedbackEvent(.snapped, at: end, index: index))
        }
        if axis.phase == .idle, let position = anchors.position(of: settleTarget) { axis.rest(at: position) }
        velocityFollowsPan = false
        settledValue = settleTarget
        currentValue = settleTarget
    }

    /// Rests on `key` at once (a snap, a reset, new anchors at rest), reporting nothing.
    mutating func rest(on key: Key) {
        settleTarget = key
        let end = axis.arrivalTime
        axis.rest(at: axis.offset)
        arrive(at: end, emitting: false)
    }

    @usableFromInline
    mutating func noteCurrentValue() {
        // Most offsets are near no anchor: then the closest is not near either, and nothing changes,
        // without the closest-anchor search and its tie rule (once a sample).
        let tolerance = AnchoredDraggableDefaults.currentValueTolerance
        let positions = anchors.positions
        var near = false
        for position in positions.indices where Swift.abs(positions[position] - offset) <= tolerance {
            near = true
            break
        }
        guard near else { return }
        let index = anchors.closestIndex(to: offset)
        if Swift.abs(anchors.positions[index] - offset) <= AnchoredDraggableDefaults.currentValueTolerance {
            currentValue = anchors.keys[index]
        }
    }

    static func isValid(_ animation: AnchoredSettleAnimation) -> Bool {
        do throws(ConfigurationError) {
            try animation.validate("animation")
            return true
        } catch {
            return false
        }
    }
}
