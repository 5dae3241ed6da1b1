/// A shared element moving between a source and a destination: its frame (on a chosen path), corner
/// radius, opacity and the rest of its layer, driven by any progress source and retargetable at any instant.
///
/// SwiftUI's `matchedGeometryEffect`, Compose's `sharedElement`/`sharedBounds` and Flutter's `Hero`, headless.
///
/// ```swift
/// import Navigation
///
/// let cell = LayerState(frame: Rect(x: 20, y: 300, width: 100, height: 100), cornerRadius: 12)
/// let screen = LayerState(frame: Rect(x: 0, y: 0, width: 390, height: 844))
/// var hero = try SharedElementTransition(from: cell, to: screen, path: .material)   // Flutter's arc
/// hero.animate(at: 0)                                    // time drives it: Compose's bounds spring
/// hero.moveSource(to: LayerState(frame: Rect(x: 20, y: 250, width: 100, height: 100), cornerRadius: 12),
///                 at: 0.05)                              // the grid scrolled: no jump, no kink
/// var time = 0.0
/// while !hero.isSettled { time += 1.0 / 120; hero.tick(at: time) }
/// print(hero.value == screen)                            // true: exactly on the destination
/// ```
///
/// **The progress.** The element's frame is `RectPath(source, destination, path)` at p: p = 0 shows the
/// source, 1 the destination, exactly (straight lines, Flutter's `MaterialRectArcTween` or Compose's
/// arcs); every other part of the layer (corner radius, alpha, transform, z) moves linearly with p. p comes from one place at a
/// time, so a gesture and an animation never fight:
/// - ``animate(toDestination:velocity:at:)``: a spring carries p to 1 (or back to 0) from where it is,
///   with its velocity; by default Compose's bounds spring (stiffness 400, damping ratio 1:
///   `spring(stiffness = StiffnessMediumLow)`, the default `BoundsTransform` of `SharedTransitionScope`).
/// - ``follow(progress:velocity:at:)``: a host's progress source sets p (a pan's translation over a
///   distance, a pinch's scale, a ``BackGesture``'s progress, a scroll offset); the spring waits.
///
/// **Retargeting.** The source or the destination may move at any instant (the grid scrolls under a
/// dismissal, the list reflows): ``moveSource(to:at:)`` and ``moveDestination(to:at:)`` re-plan from where
/// the element is. The element keeps its position and its velocity at that instant: the difference
/// between the old plan and the new one, in value and in velocity, becomes an offset that a spring with
/// the same constants carries to exactly zero, while p keeps its own course. It lands exactly on the
/// moved target. Several retargets add their offsets (springs are linear).
///
/// **Time.** Every change takes the timestamp of the input that made it (`at:`); a tick shows the motion
/// at the tick's time (`FrameClock`'s rule), so 60, 120 and 240 Hz show the same motion at the instants
/// they share. Nothing allocates.
///
/// **Motion preferences** (``motionPreferences``, read by each call that starts a motion: an `animate`
/// or a move): the duration scale S stretches the springs (at t after the call they show what they show
/// at t / S with 1); with 0 the element is at rest at the call's own time (the progress on its end, the
/// offsets at zero), where it would have landed with 1. Reduce Motion raises the spring's damping to
/// critical (the default bounds spring is critical already: no change). Prefer Cross-Fade turns the move
/// into a fade, as iOS does for its zoom and matched transitions with that setting: ``value`` is the layer
/// of the end the element is heading for (the destination, unless an animation runs back to the source)
/// exactly at that end's frame, with its alpha times the progress toward it (p, or 1 − p going back);
/// at rest on either end it is exactly that end. The progress, and when the element rests, are the same.
public struct SharedElementTransition: Sendable {
    /// Where the element is at progress 0.
    public private(set) var source: LayerState
    /// Where the element is at progress 1.
    public private(set) var destination: LayerState
    /// The path the frame follows.
    public var path: MotionPath.Kind { _path.kind }
    /// The spring of the progress and of the retarget offsets.
    public let spring: Spring

    @usableFromInline var _progress: SpringAnimation<Double>
    @usableFromInline var _offset: SpringAnimation<LayerState>
    /// The frames' path from the source's to the destination's, rebuilt when either moves.
    @usableFromInline var _path: RectPath
    @usableFromInline var _isFollowing = false
    @usableFromInline var _clock = FrameClock()

    /// The user's motion settings, read by each call that starts a motion (see the type's discussion).
    public var motionPreferences: MotionPreferences = .standard
    /// The running motion's preferences (those of the call that started it).
    @usableFromInline var _running = MotionPreferences.standard
    /// True while the progress's spring runs back to the source (cross-fade: which end is shown).
    @usableFromInline var _headingToSource = false
    /// When the progress's and the offsets' current legs come to rest, host clock (solved at their start).
    @usableFromInline var _progressRest = -Double.infinity
    @usableFromInline var _offsetRest = -Double.infinity

    /// Compose's default bounds spring for shared elements: stiffness 400 (`Spring.StiffnessMediumLow`),
    /// damping ratio 1 (`spring()`'s default, no bounce), mass 1, so damping 2·√400 = 40.
    public static let composeBoundsSpring: Spring = {
        do throws(ConfigurationError) { return try Spring(mass: 1, stiffness: 400, damping: 40) } catch { preconditionFailure("\(error)") }
    }()

    /// A shared element at rest on its source (progress 0).
    ///
    /// - Parameters:
    ///   - source: The element at progress 0; finite, its position and size within ±1e150
    ///     (`PointerSample.coordinateLimit`).
    ///   - destination: The element at progress 1; the same.
    ///   - path: The path of the frame (the untransformed bounds around the position); straight lines by default.
    ///   - spring: The progress's and the offsets' spring; ``composeBoundsSpring`` by default.
    /// - Throws: `ConfigurationError` naming `source` or `destination` when it is not finite or beyond ±1e150.
    public init(from source: LayerState, to destination: LayerState, path: MotionPath.Kind = .linear,
                spring: Spring = SharedElementTransition.composeBoundsSpring) throws(ConfigurationError) {
        guard source._isWithinCoordinateLimit else {
            throw ConfigurationError(parameter: "source", value: source.bounds.description, requirement: "must be finite, its position and size within ±1e150")
        }
        guard destination._isWithinCoordinateLimit else {
            throw ConfigurationError(parameter: "destination", value: destination.bounds.description,
                                     requirement: "must be finite, its position and size within ±1e150")
        }
        self.source = source
        self.destination = destination
        _path = try RectPath(from: Self.bounds(source), to: Self.bounds(destination), kind: path)
        self.spring = spring
        _progress = SpringAnimation(spring: spring, value: 0, target: 0)
        _offset = SpringAnimation(spring: spring, value: .zero, target: .zero)
    }

    // MARK: Reading

    /// The progress: 0 on the source, 1 on the destination.
    @inlinable public var progress: Double { _progress.value }
    /// The progress's velocity, per second.
    @inlinable public var progressVelocity: Double { _progress.velocity }

    /// What the element shows now.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var value: LayerState {
        guard _running.prefersCrossFadeTransitions else { return plan(progress) + _offset.value }
        var shown = _headingToSource ? source : destination
        shown.alpha *= Swift.min(Swift.max(_headingToSource ? 1 - progress : progress, 0), 1)
        return shown
    }

    /// How fast each part of the element changes now, per second (with Prefer Cross-Fade only its alpha
    /// changes).
    @inlinable
    public var velocity: LayerState {
        guard _running.prefersCrossFadeTransitions else { return planRate(progress) * progressVelocity + _offset.velocity }
        var rate = LayerState.zero
        rate.alpha = (_headingToSource ? source.alpha * -progressVelocity : destination.alpha * progressVelocity)
        return rate
    }

    /// The host time at which the element comes to rest (its progress's spring and its offsets settled),
    /// solved from the springs' closed forms when their motions start (times the duration scale), so it
    /// is the same instant at any frame rate; minus infinity when nothing has moved.
    public var restTime: Double { Swift.max(_progressRest, _offsetRest) }

    /// True when nothing moves until the next input: the progress is not followed, its spring and the
    /// retarget offsets have settled (exactly on 0 or 1, and exactly zero).
    @inlinable
    public var isSettled: Bool { !_isFollowing && _progress.isSettled && _offset.isSettled }

    /// True while ``follow(progress:velocity:at:)`` sets the progress.
    @inlinable public var isFollowing: Bool { _isFollowing }

    // MARK: Driving

    /// Animates the progress to the destination (1) or back to the source (0) from where it is, with its
    /// velocity, on ``spring``, starting at `time`.
    ///
    /// - Parameters:
    ///   - toDestination: True for 1 (the default), false for 0.
    ///   - velocity: The element's velocity at `time` (a release's), per second, or nil to keep the
    ///     current one. What the progress's spring does not carry, the offset spring does, so the element
    ///     leaves with exactly this velocity whatever its direction.
    ///   - time: The input's timestamp.
    /// - Complexity: O(1); no allocation.
    public mutating func animate(toDestination: Bool = true, velocity: LayerState? = nil, at time: Double) {
        advance(to: time)
        startMotion()
        _isFollowing = false
        _headingToSource = !toDestination
        _progress.retarget(to: toDestination ? 1 : 0)
        _progressRest = time + settlingDuration(_progress)
        if let velocity, velocity._isWithinCoordinateLimit {
            let carried = planRate(progress) * progressVelocity
            _offset.reset(value: _offset.value, velocity: velocity - carried)
            _offsetRest = time + settlingDuration(_offset)
        }
        if _running.endsMotionsAtOnce { landAtOnce() }
    }

    /// Sets the progress from a host's progress source (a gesture): the element follows it at once; the
    /// retarget offsets keep decaying in time. Ignored unless `progress` and `velocity` are finite;
    /// both are clamped to ±1e6 (a path far outside 0...1 extrapolates to a far but finite place).
    ///
    /// - Parameters:
    ///   - progress: The progress (not clamped: a path extrapolates).
    ///   - velocity: Its velocity, per second: what ``animate(toDestination:velocity:at:)`` continues with.
    ///   - time: The input's timestamp.
    /// - Complexity: O(1); no allocation.
    public mutating func follow(progress: Double, velocity: Double = 0, at time: Double) {
        guard progress.isFinite, velocity.isFinite else { return }
        advance(to: time)
        _isFollowing = true
        _headingToSource = false
        _progress.reset(value: Swift.min(Swift.max(progress, -1e6), 1e6), velocity: Swift.min(Swift.max(velocity, -1e6), 1e6))
    }

    /// Moves the source (the grid scrolled): the motion re-plans from where the element is, with its
    /// position and velocity continuous, and lands exactly on the moved source if it returns there.
    /// Ignored unless `newSource` is finite and within ±1e150.
    ///
    /// - Complexity: O(1); no allocation.
    public mutating func moveSource(to newSource: LayerState, at time: Double) {
        guard newSource._isWithinCoordinateLimit else { return }
        advance(to: time)
        startMotion()
        let before = (plan(progress), planRate(progress))
        source = newSource
        replan()
        absorb(before)
        _offsetRest = time + settlingDuration(_offset)
        if _running.endsMotionsAtOnce { landAtOnce() }
    }

    /// Moves the destination: as ``moveSource(to:at:)``, for the other end.
    ///
    /// - Complexity: O(1); no allocation.
    public mutating func moveDestination(to newDestination: LayerState, at time: Double) {
        guard newDestination._isWithinCoordinateLimit else { return }
        advance(to: time)
        startMotion()
        let before = (plan(progress), planRate(progress))
        destination = newDestination
        replan()
        absorb(before)
        _offsetRest = time + settlingDuration(_offset)
        if _running.endsMotionsAtOnce { landAtOnce() }
    }

    /// Advances to the frame's timestamp and returns what the element shows.
    ///
    /// - Complexity: O(1); no allocation.
    @discardableResult
    public mutating func tick(at time: Double) -> LayerState {
        advance(to: time)
        return value
    }

    /// Puts the element at rest at `progress` 0 or 1 at once (no offset, no motion).
    public mutating func reset(toDestination: Bool = false) {
        _isFollowing = false
        _progress.reset(value: toDestination ? 1 : 0)
        _progress.retarget(to: toDestination ? 1 : 0)
        _offset.reset(value: .zero)
    }

    // MARK: Internals

    /// The element on the path at progress `p`: exactly the source at 0 and the destination at 1.
    @inlinable
    func plan(_ p: Double) -> LayerState {
        if p == 0 { return source }
        if p == 1 { return destination }
        let frame = _path.rect(at: p)
        var layer = source.interpolated(to: destination, by: p)
        layer.position = frame.center
        layer.size = frame.size
        return layer
    }

    /// The plan's rate of change with the progress at `p`.
    @inlinable
    func planRate(_ p: Double) -> LayerState {
        let frame = _path.velocity(at: p)
        var rate = destination - source
        rate.position = Point(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2)
        rate.size = frame.size
        return rate
    }

    /// A layer's untransformed bounds in its parent: the rectangle its path moves.
    @inlinable
    static func bounds(_ layer: LayerState) -> Rect { Rect(center: layer.position, size: layer.size) }

    /// Rebuilds the frames' path after the source or the destination moved (finite: checked by the callers).
    mutating func replan() {
        do throws(ConfigurationError) {
            _path = try RectPath(from: Self.bounds(source), to: Self.bounds(destination), kind: _path.kind)
        } catch {
            preconditionFailure("finite layers make a path: \(error)")
        }
    }

    /// The old plan's value and rate at the current progress, absorbed into the offset so that what is
    /// shown and its velocity do not change.
    mutating func absorb(_ before: (value: LayerState, rate: LayerState)) {
        let p = progress
        let velocityChange = (before.rate - planRate(p)) * progressVelocity
        _offset.reset(value: _offset.value + (before.value - plan(p)), velocity: _offset.velocity + velocityChange)
    }

    /// A motion starts: the preferences set now are its own (Reduce Motion: a critically damped spring).
    mutating func startMotion() {
        _running = motionPreferences
        var spring = self.spring
        if _running.reduceMotion, spring.dampingRatio < 1,
           let critical = try? Spring(mass: spring.mass, stiffness: spring.stiffness,
                                      damping: 2 * (spring.stiffness * spring.mass).squareRoot()) {
            spring = critical
        }
        if _progress.spring != spring { _progress.spring = spring }
        if _offset.spring != spring { _offset.spring = spring }
    }

    /// Host seconds until `animation`'s current leg rests (its settling time, scaled).
    func settlingDuration<Value>(_ animation: SpringAnimation<Value>) -> Double {
        guard !animation.isSettled else { return 0 }
        let settling = animation.solution.settlingTime(threshold: animation.threshold)
        return _running.hostDuration(settling.isFinite ? settling : 0)
    }

    /// A duration scale of 0: the motion is at its rest at the call's own time.
    mutating func landAtOnce() {
        if !_isFollowing { _progress.reset(value: _progress.target) }
        _offset.reset(value: .zero)
    }

    mutating func advance(to time: Double) {
        var step = _clock.advance(to: time)
        guard step > 0 else { return }
        step = _running.scaled(step)
        if !_isFollowing { _progress.step(by: step) }
        _offset.step(by: step)
    }
}
