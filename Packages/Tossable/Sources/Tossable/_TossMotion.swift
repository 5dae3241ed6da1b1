import Dynamics
import Geometry
import Gestures

/// The state and logic of a ``TossBehavior`` in one value, so that a frame is one access to the
/// behaviour's storage (each access to a class's stored property costs an exclusivity check).
@usableFromInline
struct _TossMotion: Sendable {
    @usableFromInline var layer: LayerState
    @usableFromInline var velocity: Vector = .zero
    @usableFromInline var state: TossState = .idle
    @usableFromInline var animation: SpringAnimation<Point>
    @usableFromInline var clock = FrameClock()
    /// The elapsed time (`clock.elapsed`, from the release) at which the toss comes to rest: the spring's
    /// exact settling time for the leg (times the duration scale), so a toss settles at the same instant
    /// whatever the frame rate.
    @usableFromInline var settlesAt = Double.infinity
    /// The events since the previous tick (``TossBehavior/events``).
    var log = _FeedbackLog()
    /// What the next leg reads (``TossBehavior/motionPreferences``).
    var preferences = MotionPreferences.standard
    /// The spring the host configured; a leg under Reduce Motion runs it without bounce.
    var configuredSpring: Spring
    /// The running leg: its duration scale, the host time and elapsed time it started at, its settling
    /// time on the host's clock, and the next edge hit on each axis.
    @usableFromInline var legScale = 1.0
    var legStartTime = Double.nan
    var legStartElapsed = 0.0
    var settlesAtTime = Double.nan
    var edgeSearches: (x: _EdgeHitSearch?, y: _EdgeHitSearch?) = (nil, nil)
    var nextHits: (x: _EdgeHitSearch.Hit?, y: _EdgeHitSearch.Hit?) = (nil, nil) {
        didSet { updateNextHitElapsed() }
    }
    /// The elapsed time of the earliest pending edge hit (infinity when none): a frame before it pays one
    /// comparison.
    @usableFromInline var nextHitElapsed = Double.infinity
    /// Whether the log holds events: a frame with none (nearly all) does not call into it.
    @usableFromInline var hasEvents = false
    var destinations: [Point]
    var decelerationRate: DecelerationRate = .normal
    var container: Rect?
    var region: _RubberBandRegion?
    var grabbedAt: Point = .zero
    var grabOffset: Vector = .zero

    init(layer: LayerState, destination: Point, spring: Spring, container: Rect?) {
        var layer = layer
        if !layer.position.isFinite { layer.position = .zero }
        let target = _TossMotion.isInDomain(destination) ? destination : layer.position
        self.layer = layer
        self.destinations = [target]
        self.container = container
        self.configuredSpring = spring
        // The animation never settles by itself on a frame: the toss settles at its leg's settling time.
        self.animation = SpringAnimation(spring: spring, value: layer.position, target: target,
                                         threshold: .absolute(position: 0, velocity: 0))
        updateRegion()
    }

    // MARK: Frames

    /// The toss at `time`: the spring stepped by the time since the last tick, or since the release for
    /// the first tick of a toss (the clock was started at the release's timestamp).
    @inlinable
    mutating func tick(at time: Double) -> LayerState {
        let duration = clock.advance(to: time)
        guard state == .tossing, duration > 0 else { return layer }
        if clock.elapsed >= nextHitElapsed { emitEdgeHits(until: clock.elapsed) }
        if clock.elapsed >= settlesAt {
            arrive(snapped: true)
            return layer
        }
        animation.step(by: legScale == 1 ? duration : duration / legScale)
        followSpring()
        return layer
    }

    @usableFromInline
    mutating func followSpring() {
        let value = animation.value, speed = animation.velocity
        guard value.isFinite, speed.isFinite else {
            // Overflow from absurd but finite input: end where the toss was going.
            let target = animation.target
            restart(from: target, velocity: .zero, toward: target)
            layer.position = target
            velocity = .zero
            state = .idle
            emit(FeedbackEvent(.snapped, at: clock.time ?? .nan, index: destinationIndex))
            return
        }
        layer.position = value
        if animation.isSettled || clock.elapsed >= settlesAt {
            arrive(snapped: true)
        } else {
            velocity = Vector(dx: speed.x, dy: speed.y)
        }
    }

    // MARK: Gestures

    /// Follows a pan reading; returns the release when the reading ended or cancelled the drag.
    mutating func update(with reading: GestureReading) -> TossRelease? {
        switch reading.state {
        case .began, .changed:
            if state != .dragging || reading.state == .began {
                // A grab stops a toss where it was at the touch's timestamp, not where the last frame showed it.
                if state == .tossing { _ = tick(at: reading.time) }
                beginDrag(translation: reading.translation)
            }
            drag(translation: reading.translation, velocity: reading.velocity)
            return nil
        case .ended:
            guard state == .dragging else { return nil }
            // The lift position (UIKit's location at `.ended`) is where the toss starts.
            drag(translation: reading.translation, velocity: reading.velocity)
            return release(velocity: reading.velocity, time: reading.time, cancelled: false)
        case .cancelled, .possible, .failed, .recognized:
            guard state == .dragging else { return nil }
            return release(velocity: .zero, time: reading.time, cancelled: true)
        }
    }

    mutating func beginDrag(translation: Vector) {
        // Stop the spring where the layer is shown; the finger takes over from there. Past the rubber
        // band's reach (a spring overshooting far beyond the container) the band cannot show the layer
        // where it is; that remainder is carried through the drag.
        let shown = layer.position
        let unbanded = region.map { $0.unbanded(shown) } ?? shown
        let start = unbanded - translation
        grabbedAt = start.isFinite ? start : shown
        let remainder: Vector = region.map { shown - $0.banded(unbanded) } ?? .zero
        grabOffset = remainder.isFinite ? remainder : .zero
        state = .dragging
        nextHits = (nil, nil)
    }

    mutating func drag(translation: Vector, velocity fingerVelocity: Vector) {
        let raw = grabbedAt + translation
        let placed = (region.map { $0.banded(raw) } ?? raw) + grabOffset
        if placed.isFinite { layer.position = placed }
        velocity = fingerVelocity.isFinite ? fingerVelocity : .zero
    }

    mutating func release(velocity fingerVelocity: Vector, time: Double, cancelled: Bool) -> TossRelease {
        let launch = cancelled ? .zero : _limitedVelocity(fingerVelocity, to: TossBehavior.maximumReleaseSpeed)
        let start = layer.position
        let projected = projection(from: start, velocity: launch)
        let target = _TossMotion.nearest(to: projected, in: destinations)
        restart(from: start, velocity: launch, toward: target)
        velocity = launch
        state = .tossing
        // The toss starts at the release's timestamp: the first tick after it shows the spring that far on.
        clock.start(at: time)
        startLeg(at: time)
        return TossRelease(position: start, velocity: launch, projection: projected, destination: target,
                           time: time, wasCancelled: cancelled)
    }

    // MARK: Destinations

    mutating func setDestination(_ target: Point) {
        guard _TossMotion.isInDomain(target) else { return }
        if destinations.count == 1 {
            destinations[0] = target
        } else {
            destinations.removeAll(keepingCapacity: true)
            destinations.append(target)
        }
        moveTarget(to: target)
    }

    mutating func setDestinations(_ points: [Point]) throws(ConfigurationError) {
        try _TossMotion.validate(points)
        destinations = points
        if state != .dragging {
            moveTarget(to: _TossMotion.nearest(to: projection(from: layer.position, velocity: velocity), in: destinations))
        }
    }

    /// Moves the spring's target; an idle layer starts a toss from rest.
    mutating func moveTarget(to target: Point) {
        switch state {
        case .dragging:
            animation.retarget(to: target)     // applied for real at release
        case .tossing:
            animation.retarget(to: target)
            startLeg(at: clock.time ?? .nan)
        case .idle:
            restart(from: layer.position, velocity: .zero, toward: target)
            if animation.isSettled {
                arrive(snapped: false)
            } else {
                state = .tossing
                velocity = .zero
                // No input started it: it starts at the last frame the host showed.
                clock.restartAtLastTick()
                startLeg(at: clock.time ?? .nan)
            }
        }
    }

    /// A new leg for the spring, keeping its cached frame transition.
    mutating func restart(from start: Point, velocity launch: Vector, toward target: Point) {
        animation.retarget(to: target)
        animation.reset(value: start, velocity: Point(x: launch.dx, y: launch.dy))
    }

    /// Starts a leg of the toss from the spring's current state at host time `time` (the release's, or the
    /// last frame's for a programmatic change), with the preferences as they are now: the spring (without
    /// bounce under Reduce Motion), the duration scale, the exact settling time and the first edge hits.
    /// With a duration scale of 0 the leg ends at once, its events stamped `time`. Once per leg, never
    /// per frame.
    mutating func startLeg(at time: Double) {
        let spring = preferences.reduceMotion ? configuredSpring.withoutBounce : configuredSpring
        if animation.spring != spring { animation.spring = spring }   // keeps the cached frame step otherwise
        legScale = preferences.durationScale
        legStartTime = time
        legStartElapsed = clock.elapsed
        // The exact settling time (0.1 % of the leg, the library's default threshold), in the leg's time.
        let solution = SpringSolution(spring: animation.spring, from: animation.value, to: animation.target,
                                      initialVelocity: animation.velocity)
        let settling = animation.isSettled ? 0 : solution.settlingTime()
        let motionEnd = settling.isNaN ? 0 : settling
        settlesAt = clock.elapsed + scaled(motionEnd)
        settlesAtTime = time + scaled(motionEnd)
        planEdgeHits(solution, end: motionEnd)
        if legScale == 0 || animation.isSettled {
            // At rest at once: what the leg would have shown on the way is reported at its start.
            emitEdgeHits(until: .infinity)
            arrive(snapped: true)
        }
    }

    /// Changes the spring mid-toss: a new leg from the current position and velocity.
    mutating func setSpring(_ spring: Spring) {
        configuredSpring = spring
        animation.spring = spring
        if state == .tossing { startLeg(at: clock.time ?? .nan) }
    }

    /// Ends any drag or toss at rest at the current destination (a reset: no event).
    mutating func rest() {
        restart(from: animation.target, velocity: .zero, toward: animation.target)
        arrive(snapped: false)
    }

    /// Puts the layer at rest exactly on its destination; a toss that arrives reports `snapped` at the
    /// leg's exact end (its start plus its settling time, scaled by the duration scale).
    @usableFromInline
    mutating func arrive(snapped: Bool) {
        if snapped && state == .tossing {
            let time = clock.time(ofInput: settlesAtTime) ?? .nan
            emit(FeedbackEvent(.snapped, at: time, index: destinationIndex))
        }
        layer.position = animation.target
        velocity = .zero
        state = .idle
        nextHits = (nil, nil)
    }

    /// A duration of the leg's motion on the host's clock: times the leg's duration scale (0 when it is 0).
    func scaled(_ motionTime: Double) -> Double {
        legScale == 1 ? motionTime : (legScale == 0 ? 0 : motionTime * legScale)
    }

    /// The destination's place among ``destinations``. A loop rather than `firstIndex(of:)`, whose generic
    /// path allocates in a debug build (the bench's allocation rule holds there too).
    var destinationIndex: Int? {
        let target = animation.target
        var index = 0
        while index < destinations.count {
            if destinations[index] == target { return index }
            index += 1
        }
        return nil
    }

    // MARK: Edge hits

    /// Sets up the search for the leg's edge hits (with a container only) and finds the first on each axis.
    mutating func planEdgeHits(_ solution: SpringSolution<Point>, end: Double) {
        guard let region else {
            edgeSearches = (nil, nil)
            nextHits = (nil, nil)
            return
        }
        let spring = solution.spring
        edgeSearches.x = _EdgeHitSearch(spring: spring, start: solution.start.x, velocity: solution.initialVelocity.x,
                                        target: solution.target.x, band: region.horizontal, end: end,
                                        edges: (.left, .right))
        edgeSearches.y = _EdgeHitSearch(spring: spring, start: solution.start.y, velocity: solution.initialVelocity.y,
                                        target: solution.target.y, band: region.vertical, end: end,
                                        edges: (.top, .bottom))
        nextHits = (edgeSearches.x?.next(), edgeSearches.y?.next())
    }

    /// Records an event in the log.
    mutating func emit(_ event: FeedbackEvent) {
        log.emit(event)
        hasEvents = !log.events.isEmpty
    }

    /// Starts a call (an input or a tick): drops what the previous tick reported.
    @usableFromInline
    mutating func beginCall() {
        log.beginCall()
        hasEvents = !log.events.isEmpty
    }

    /// Ends a tick: the events in time order, reported until the next call.
    @usableFromInline
    mutating func endFrame() {
        log.endFrame()
    }

    /// Forgets every event (a reset).
    mutating func removeEvents() {
        log.removeAll()
        hasEvents = false
    }

    /// Keeps ``nextHitElapsed`` with the pending hits (the leg's start and scale are set before its hits).
    mutating func updateNextHitElapsed() {
        let first = Swift.min(nextHits.x?.time ?? .infinity, nextHits.y?.time ?? .infinity)
        nextHitElapsed = first == .infinity ? .infinity : legStartElapsed + scaled(first)
    }

    /// Reports the edge hits of the running leg up to `elapsed` (the clock's elapsed time), in time order,
    /// each at its exact host time.
    @usableFromInline
    mutating func emitEdgeHits(until elapsed: Double) {
        while true {
            let hitX = nextHits.x, hitY = nextHits.y
            let useX: Bool
            switch (hitX, hitY) {
            case (nil, nil): return
            case (let x?, let y?): useX = x.time <= y.time
            case (.some, nil): useX = true
            case (nil, .some): useX = false
            }
            guard let hit = useX ? hitX : hitY else { return }
            let offset = scaled(hit.time)
            guard legScale == 0 || legStartElapsed + offset <= elapsed else { return }
            emit(FeedbackEvent(.edgeHit, at: legStartTime + offset, speed: hit.speed, edge: hit.edge))
            if useX { nextHits.x = edgeSearches.x?.next() } else { nextHits.y = edgeSearches.y?.next() }
        }
    }

    // MARK: Configuration

    mutating func setLayer(_ newLayer: LayerState) {
        let position = layer.position
        layer = newLayer
        layer.position = position
        updateRegion()
    }

    mutating func setContainer(_ newContainer: Rect?) {
        container = newContainer
        updateRegion()
    }

    mutating func updateRegion() {
        if let container, container.isFinite, layer.size.isFinite {
            region = _RubberBandRegion(container: container, layerSize: layer.size)
        } else {
            region = nil
        }
    }

    func projection(from point: Point, velocity: Vector) -> Point {
        let projected = point + decelerationRate.momentumProjection(velocity: velocity)
        return projected.isFinite ? projected : point
    }

    static func nearest(to point: Point, in candidates: [Point]) -> Point {
        var best = candidates[0]
        var bestDistance = Double.infinity
        for candidate in candidates {
            let distance = (candidate - point).magnitudeSquared
            if distance < bestDistance {
                bestDistance = distance
                best = candidate
            }
        }
        return best
    }

    /// The coordinates a destination may have: finite and within ±``TossBehavior/maximumCoordinate``.
    static func isInDomain(_ point: Point) -> Bool {
        Swift.abs(point.x) <= TossBehavior.maximumCoordinate && Swift.abs(point.y) <= TossBehavior.maximumCoordinate
    }

    static func validate(_ points: [Point]) throws(ConfigurationError) {
        guard !points.isEmpty else {
            throw ConfigurationError(parameter: "destinations", value: "[]", requirement: "must not be empty")
        }
        for (index, point) in points.enumerated() where !isInDomain(point) {
            throw ConfigurationError(parameter: "destinations[\(index)]", describing: point,
                                     requirement: "must be finite, each coordinate within ±1e15 points")
        }
    }
}
