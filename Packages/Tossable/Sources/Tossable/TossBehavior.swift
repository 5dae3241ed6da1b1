import Dynamics
import Geometry
import Gestures

/// Drag a layer, let go, and it springs to a destination carrying the finger's velocity:
/// Material Motion's Tossable interaction, headless.
///
/// ```swift
/// let toss = TossBehavior(layer: LayerState(position: Point(x: 60, y: 100), size: Size(width: 96, height: 54)),
///                         destination: Point(x: 60, y: 100), spring: .snappy)
/// toss.destinations = corners                          // or several: the toss picks one by momentum
/// // from the host's touch handlers:
/// toss.handle(PointerSample(pointer: 0, x: 70, y: 110, phase: .began, time: touchTime))
/// // from the host's display link:
/// view.apply(toss.tick(at: frameTime))
/// ```
///
/// - While a pan is active the position is the position at `began` plus the pan's translation
///   (the drag overrides the spring; beyond ``container`` it is rubber-banded when one is set).
/// - When the pan ends, a spring takes over from the current position with the pan's release
///   velocity as its initial velocity, toward the destination among ``destinations`` nearest the
///   release's momentum projection (where the velocity would coast at ``decelerationRate``, like
///   iOS's picture-in-picture corners). The first frame of a toss carries exactly the release
///   position and velocity; later frames follow the spring's exact solution.
/// - A cancelled pan springs to the destination nearest the layer, from rest: never stranded.
/// - Grabbing the layer mid-toss stops the spring where the layer is and dragging resumes, without
///   a jump. Changing the destination mid-toss bends the motion with continuous velocity.
/// - The toss ends at rest exactly at the destination, ``state`` `.idle`.
///
/// Sample times and tick times are seconds on the same clock (a `CACurrentMediaTime`, a test's
/// counter). The behaviour owns no clock: nothing moves between ticks.
///
/// A reference type with mutable state and no lock, so not `Sendable`: drive it from one isolation
/// domain (the one that renders the layer). Swift's region-based isolation still lets a host create
/// it on one thread and hand it over with `sending`. Everything it reports is a `Sendable` value.
///
/// Bad input has a defined answer: samples with non-finite coordinates or times are ignored (the
/// pan's clamp), non-finite ticks and destinations are ignored, a drag position that is not finite
/// keeps the last one, release speeds are limited to ``maximumReleaseSpeed``, and a spring state
/// that overflows ends the toss at the destination. No output is ever NaN.
public final class TossBehavior {
    /// The layer as the host should show it: ``position`` driven by the interaction, every other
    /// property as given (change them freely through ``setLayer(_:)``).
    public private(set) var layer: LayerState
    /// The layer's velocity, in points per second: the finger's while dragging, the spring's while
    /// tossing, zero at rest.
    public private(set) var velocity: Vector = .zero
    /// Idle, dragging or tossing.
    public private(set) var state: TossState = .idle
    /// The pan recogniser the behaviour feeds with ``handle(_:)``.
    public private(set) var pan: PanRecognizer
    /// The spring of every toss (any `Dynamics` parameterisation). Changing it mid-toss keeps the
    /// position and velocity.
    public var spring: Spring {
        didSet { animation.spring = spring }
    }
    /// The rate used to project the release velocity when choosing among several destinations
    /// (UIScrollView's `.normal`, 0.998 per millisecond, by default).
    public var decelerationRate: DecelerationRate = .normal
    /// The container the layer moves in. When set, dragging the layer's frame beyond it is
    /// rubber-banded (UIScrollView's constant 0.55 against the container's width or height); `nil`
    /// (the default) lets the drag follow the finger anywhere. A container that is not finite counts
    /// as `nil`.
    public var container: Rect? {
        didSet { updateRegion() }
    }
    /// Called at every release (ended or cancelled) with the toss's initial conditions: Material
    /// Motion's initial-velocity stream. Called synchronously from ``handle(_:)`` / ``update(with:)``.
    public var onRelease: ((TossRelease) -> Void)?
    /// The latest release, or `nil` before the first.
    public private(set) var lastRelease: TossRelease?
    /// The candidate destinations a release chooses among (one or more, all finite).
    public private(set) var destinations: [Point]

    /// The largest release speed handed to the spring, in points per second (a documented clamp:
    /// Android limits flings to 8 000 dp/s; this is far above any finger, and keeps absurd estimates
    /// from overflowing).
    public static let maximumReleaseSpeed = 100_000.0

    @usableFromInline var animation: SpringAnimation<Point>
    @usableFromInline var awaitingFirstTossFrame = false
    @usableFromInline var lastTickTime = -Double.infinity
    @usableFromInline var grabbedAt: Point = .zero
    @usableFromInline var grabOffset: Vector = .zero
    @usableFromInline var region: _RubberBandRegion?

    /// A toss to one destination.
    ///
    /// - Parameters:
    ///   - layer: The layer at rest where it starts (its size is used for the container's rubber band).
    ///   - destination: Where a toss goes. A non-finite destination is taken as the layer's position.
    ///   - spring: The toss spring; SwiftUI's default spring (response 0.5 s, damping 0.825) by default.
    ///   - container: The container for rubber banding, `nil` (no banding) by default.
    ///   - pan: The pan recogniser to feed; by default `PanRecognizer(minimumDistance: 0)`, so that a
    ///     touch grabs the layer at once and the layer stays under the finger.
    public init(layer: LayerState, destination: Point, spring: Spring = .default, container: Rect? = nil,
                pan: PanRecognizer? = nil) {
        let position = layer.position.isFinite ? layer.position : .zero
        var layer = layer
        layer.position = position
        let target = destination.isFinite ? destination : position
        self.layer = layer
        self.destinations = [target]
        self.spring = spring
        self.container = container
        self.pan = pan ?? TossBehavior.defaultPan()
        self.animation = SpringAnimation(spring: spring, value: position, target: target)
        updateRegion()
    }

    /// A toss that chooses among several destinations at each release.
    ///
    /// - Parameters:
    ///   - destinations: The candidates, at least one, all finite.
    ///   - others: As in ``init(layer:destination:spring:container:pan:)``.
    /// - Throws: ``TossConfigurationError`` for an empty list, a non-finite destination, or a layer
    ///   position that is not finite.
    public convenience init(layer: LayerState, destinations: [Point], spring: Spring = .default,
                            container: Rect? = nil, pan: PanRecognizer? = nil) throws(TossConfigurationError) {
        try TossBehavior.validate(destinations)
        try TossConfigurationError.finite(layer.position.x, "layer.position.x")
        try TossConfigurationError.finite(layer.position.y, "layer.position.y")
        let nearest = TossBehavior.nearest(to: layer.position, in: destinations)
        self.init(layer: layer, destination: nearest, spring: spring, container: container, pan: pan)
        self.destinations = destinations
    }

    /// The layer's position, in points.
    @inlinable
    public var position: Point { layer.position }

    /// The destination the layer is (or will be) tossed to. Setting it makes it the only candidate
    /// and retargets a running toss with continuous position and velocity; an idle layer away from it
    /// springs there from rest; during a drag it applies at release. A non-finite value is ignored.
    ///
    /// - Complexity: O(1), no allocation when there was one destination.
    public var destination: Point {
        get { animation.target }
        set {
            guard newValue.isFinite else { return }
            if destinations.count == 1 {
                destinations[0] = newValue
            } else {
                destinations.removeAll(keepingCapacity: true)
                destinations.append(newValue)
            }
            moveTarget(to: newValue)
        }
    }

    /// Replaces the candidate destinations. A running toss (or an idle layer) retargets to the
    /// candidate nearest its current momentum projection, with continuous velocity.
    ///
    /// - Throws: ``TossConfigurationError`` for an empty list or a non-finite point (nothing changes).
    public func setDestinations(_ points: [Point]) throws(TossConfigurationError) {
        try TossBehavior.validate(points)
        destinations = points
        if state != .dragging {
            moveTarget(to: TossBehavior.nearest(to: projection(from: position, velocity: velocity), in: destinations))
        }
    }

    /// Replaces the layer's other properties (size, alpha, transform...) keeping the driven position.
    public func setLayer(_ newLayer: LayerState) {
        let position = layer.position
        layer = newLayer
        layer.position = position
        updateRegion()
    }

    /// Feeds one pointer sample to the pan recogniser and follows it.
    ///
    /// - Returns: The layer after the sample.
    /// - Complexity: the pan's (O(touches + velocity history)) plus O(1); no allocation.
    @discardableResult
    public func handle(_ sample: PointerSample) -> LayerState {
        pan.handle(sample)
        return update(with: pan.snapshot)
    }

    /// Follows a pan reading from a recogniser the host runs itself (a UIKit recogniser's state,
    /// translation and velocity, for example). Call it with every reading, including `ended`.
    ///
    /// `began`/`changed` drag (a `changed` without a `began` seen starts the drag where the layer is),
    /// `ended` tosses with the reading's velocity, `cancelled` (or a reset pan while dragging) springs
    /// to the nearest destination from rest.
    ///
    /// - Returns: The layer after the reading.
    /// - Complexity: O(destinations) at a release, O(1) otherwise; no allocation.
    @discardableResult
    public func update(with reading: PanSnapshot) -> LayerState {
        switch reading.state {
        case .began, .changed:
            if state != .dragging || reading.state == .began { beginDrag(translation: reading.translation) }
            drag(translation: reading.translation, velocity: reading.velocity)
        case .ended:
            if state == .dragging { release(velocity: reading.velocity, time: reading.time, cancelled: false) }
        case .cancelled, .possible, .failed, .recognized:
            if state == .dragging { release(velocity: .zero, time: reading.time, cancelled: true) }
        }
        return layer
    }

    /// Advances the toss to the host's clock `time` (seconds) and returns the layer to show.
    ///
    /// The first tick after a release shows the release itself (position and velocity); each later
    /// tick steps the spring exactly by the time since the previous tick. Ticks that do not move
    /// forward, or are not finite, advance nothing.
    ///
    /// - Complexity: O(1): four multiply-adds per axis at a steady frame rate; no allocation.
    @inlinable
    @discardableResult
    public func tick(at time: Double) -> LayerState {
        guard time.isFinite else { return layer }
        if state == .tossing {
            if awaitingFirstTossFrame {
                awaitingFirstTossFrame = false
            } else if time > lastTickTime {
                animation.step(by: time - lastTickTime)
                followSpring()
            }
        }
        if time > lastTickTime { lastTickTime = time }
        return layer
    }

    // MARK: - Internals

    @usableFromInline
    func followSpring() {
        let value = animation.value, speed = animation.velocity
        guard value.isFinite, speed.isFinite else {
            // Overflow from absurd but finite input: end where the toss was going.
            let target = animation.target
            animation = SpringAnimation(spring: spring, value: target, target: target)
            layer.position = target
            velocity = .zero
            state = .idle
            return
        }
        layer.position = value
        if animation.isSettled {
            velocity = .zero
            state = .idle
        } else {
            velocity = Vector(dx: speed.x, dy: speed.y)
        }
    }

    func beginDrag(translation: Vector) {
        // Stop the spring where the layer is shown; the finger takes over from there.
        // Past the rubber band's reach (a spring overshooting far beyond the container) the band
        // cannot show the layer where it is; the remainder is carried through the drag.
        let shown = layer.position
        let unbanded = region.map { $0.unbanded(shown) } ?? shown
        let start = unbanded - translation
        grabbedAt = start.isFinite ? start : shown
        let remainder: Vector = region.map { shown - $0.banded(unbanded) } ?? .zero
        grabOffset = remainder.isFinite ? remainder : .zero
        awaitingFirstTossFrame = false
        state = .dragging
    }

    func drag(translation: Vector, velocity fingerVelocity: Vector) {
        let raw = grabbedAt + translation
        let placed = (region.map { $0.banded(raw) } ?? raw) + grabOffset
        if placed.isFinite { layer.position = placed }
        velocity = fingerVelocity.isFinite ? fingerVelocity : .zero
    }

    func release(velocity fingerVelocity: Vector, time: Double, cancelled: Bool) {
        let speed = fingerVelocity.magnitude
        var launch = fingerVelocity.isFinite && !cancelled ? fingerVelocity : .zero
        if speed > TossBehavior.maximumReleaseSpeed, speed.isFinite {
            launch = launch * (TossBehavior.maximumReleaseSpeed / speed)
        }
        let start = layer.position
        let projected = projection(from: start, velocity: launch)
        let target = TossBehavior.nearest(to: projected, in: destinations)
        animation = SpringAnimation(spring: spring, value: start, target: target,
                                    velocity: Point(x: launch.dx, y: launch.dy))
        velocity = launch
        state = .tossing
        awaitingFirstTossFrame = true
        if animation.isSettled {
            layer.position = target
            velocity = .zero
            state = .idle
            awaitingFirstTossFrame = false
        }
        let release = TossRelease(position: start, velocity: launch, projection: projected, destination: target,
                                  time: time, wasCancelled: cancelled)
        lastRelease = release
        onRelease?(release)
    }

    /// Moves the spring's target; an idle layer starts a toss from rest.
    func moveTarget(to target: Point) {
        switch state {
        case .dragging:
            animation.retarget(to: target)     // applied for real at release
        case .tossing:
            animation.retarget(to: target)
            if animation.isSettled { followSpring() }
        case .idle:
            animation = SpringAnimation(spring: spring, value: layer.position, target: target)
            if animation.isSettled {
                layer.position = target
            } else {
                state = .tossing
                velocity = .zero
                awaitingFirstTossFrame = true
            }
        }
    }

    func projection(from point: Point, velocity: Vector) -> Point {
        let projected = point + decelerationRate.momentumProjection(velocity: velocity)
        return projected.isFinite ? projected : point
    }

    func updateRegion() {
        if let container, container.isFinite, layer.size.isFinite {
            region = _RubberBandRegion(container: container, layerSize: layer.size)
        } else {
            region = nil
        }
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

    static func validate(_ points: [Point]) throws(TossConfigurationError) {
        guard !points.isEmpty else {
            throw TossConfigurationError(parameter: "destinations", requirement: "must not be empty")
        }
        for (index, point) in points.enumerated() where !point.isFinite {
            throw TossConfigurationError(parameter: "destinations[\(index)]", requirement: "must be finite, got \(point)")
        }
    }

    static func defaultPan() -> PanRecognizer {
        do { return try PanRecognizer(minimumDistance: 0) } catch { preconditionFailure("\(error)") }
    }
}
