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
    /// exact settling time for the leg, so a toss settles at the same instant whatever the frame rate.
    @usableFromInline var settlesAt = Double.infinity
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
        if clock.elapsed >= settlesAt {
            arrive()
            return layer
        }
        animation.step(by: duration)
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
            return
        }
        layer.position = value
        if animation.isSettled || clock.elapsed >= settlesAt {
            arrive()
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
        planSettling()
        if animation.isSettled { arrive() }
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
            planSettling()
            if animation.isSettled { followSpring() }
        case .idle:
            restart(from: layer.position, velocity: .zero, toward: target)
            if animation.isSettled {
                arrive()
            } else {
                state = .tossing
                velocity = .zero
                // No input started it: it starts at the last frame the host showed.
                clock.start(at: clock.time)
                planSettling()
            }
        }
    }

    /// A new leg for the spring, keeping its cached frame transition.
    mutating func restart(from start: Point, velocity launch: Vector, toward target: Point) {
        animation.retarget(to: target)
        animation.reset(value: start, velocity: Point(x: launch.dx, y: launch.dy))
    }

    /// Works out when the current leg settles: its exact settling time (0.1 % of the leg, the library's
    /// default threshold) after now. Once per leg, never per frame.
    mutating func planSettling() {
        let solution = SpringSolution(spring: animation.spring, from: animation.value, to: animation.target,
                                      initialVelocity: animation.velocity)
        let time = solution.settlingTime()
        settlesAt = time.isNaN ? 0 : clock.elapsed + time
    }

    /// Changes the spring mid-toss: a new leg from the current position and velocity.
    mutating func setSpring(_ spring: Spring) {
        animation.spring = spring
        if state == .tossing { planSettling() }
    }

    /// Ends any drag or toss at rest at the current destination.
    mutating func rest() {
        restart(from: animation.target, velocity: .zero, toward: animation.target)
        arrive()
    }

    @usableFromInline
    mutating func arrive() {
        layer.position = animation.target
        velocity = .zero
        state = .idle
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
