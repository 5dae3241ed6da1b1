import Dynamics
import Geometry
import Gestures

/// Drag a layer, let go, and it springs to a destination carrying the finger's velocity:
/// Material Motion's Tossable interaction, headless.
///
/// ```swift
/// import Tossable
///
/// let corners = [Point(x: 60, y: 100), Point(x: 315, y: 100), Point(x: 60, y: 567), Point(x: 315, y: 567)]
/// var toss = try TossBehavior(layer: LayerState(position: corners[0], size: Size(width: 96, height: 54)),
///                             destinations: corners, spring: .snappy)
/// // from the host's touch handlers:
/// toss.handle(PointerSample(pointer: 0, x: 70, y: 110, phase: .began, time: 0))
/// toss.handle(PointerSample(pointer: 0, x: 120, y: 150, phase: .moved, time: 0.016))
/// toss.handle(PointerSample(pointer: 0, x: 180, y: 200, phase: .ended, time: 0.032))
/// // from the host's display link, until it rests in the corner the fling points at:
/// var frameTime = 0.032
/// while !toss.isSettled {
///     frameTime += 1.0 / 120
///     let layer = toss.tick(at: frameTime)             // apply layer.position to the view
///     _ = layer
/// }
/// ```
///
/// - While a pan is active the position is the position at `began` plus the pan's translation
///   (the drag overrides the spring; beyond ``container`` it is rubber-banded when one is set).
/// - When the pan ends, a spring takes over from the current position with the pan's release
///   velocity as its initial velocity, toward the destination among ``destinations`` nearest the
///   release's momentum projection (where the velocity would coast at ``decelerationRate``, like
///   iOS's picture-in-picture corners). The toss starts at the release's timestamp: every frame
///   shows the spring's exact solution at (frame time − release time), whatever the frame rate.
/// - A cancelled pan springs to the destination nearest the layer, from rest: never stranded.
/// - Grabbing the layer mid-toss stops the spring where it was at the touch's timestamp and dragging
///   resumes from there. Changing the destination mid-toss bends the motion with continuous velocity.
/// - The toss ends at rest exactly at the destination, ``state`` `.idle`, at the spring's exact settling
///   time (within 0.1 % of the leg in distance and speed for good), the same instant at any frame rate.
///
/// Sample times and tick times are seconds on the same clock (a `CACurrentMediaTime`, a test's
/// counter). The behaviour owns no clock: nothing moves between ticks; time follows `FrameClock`'s
/// rule (a motion starts at the input that started it; odd timestamps have defined answers).
///
/// A value type conforming to `Interaction`: the host owns the one it drives (`var toss`), and a
/// copy is an independent toss.
///
/// Bad input has a defined answer: samples with non-finite coordinates or times are ignored (the
/// pan's clamp), non-finite ticks and destinations are ignored, a drag position that is not finite
/// keeps the last one, release speeds are limited to ``maximumReleaseSpeed``, and a spring state
/// that overflows ends the toss at the destination. No output is ever NaN.
public struct TossBehavior: Interaction {
    /// The pan recogniser the behaviour feeds with ``handle(_:)``.
    public internal(set) var pan: PanRecognizer
    /// The latest release (ended or cancelled) with the toss's initial conditions, or `nil` before the
    /// first: Material Motion's initial-velocity stream, polled. A host reads it after the
    /// ``handle(_:)`` or ``update(with:)`` that released (its `time` tells a new release from the last);
    /// it may change ``destination`` then, before the next tick, and the toss bends from the release itself.
    public private(set) var lastRelease: TossRelease?

    @usableFromInline var motion: _TossMotion

    /// The largest release speed handed to the spring, in points per second (a documented clamp:
    /// Android limits flings to 8 000 dp/s; this is far above any finger, and keeps absurd estimates
    /// from overflowing).
    public static let maximumReleaseSpeed = 100_000.0

    /// The largest destination coordinate, in points (10¹⁵): the domain where a spring's arithmetic
    /// (squared distances, sub-point settling) is exact. A destination beyond it is rejected by
    /// ``setDestinations(_:)`` and the initialisers (`ConfigurationError`) and ignored by
    /// ``destination``'s setter, like a non-finite one.
    public static let maximumCoordinate = 1e15

    /// A toss to one destination.
    ///
    /// - Parameters:
    ///   - layer: The layer at rest where it starts (its size is used for the container's rubber band).
    ///     A non-finite position is taken as the origin.
    ///   - destination: Where a toss goes. A destination that is not finite or beyond
    ///     ``maximumCoordinate`` is taken as the layer's position.
    ///   - spring: The toss spring; SwiftUI's default spring (response 0.5 s, damping 0.825) by default.
    ///   - container: The container for rubber banding, `nil` (no banding) by default.
    ///   - pan: The pan recogniser to feed; by default `PanRecognizer(minimumDistance: 0)`, so that a
    ///     touch grabs the layer at once and the layer stays under the finger.
    public init(layer: LayerState, destination: Point, spring: Spring = .default, container: Rect? = nil,
                pan: PanRecognizer? = nil) {
        self.pan = pan ?? TossBehavior.defaultPan()
        self.motion = _TossMotion(layer: layer, destination: destination, spring: spring, container: container)
    }

    /// A toss that chooses among several destinations at each release.
    ///
    /// - Parameters:
    ///   - layer: The layer at rest where it starts; its position must be finite.
    ///   - destinations: The candidates, at least one, all finite. The layer's first destination is
    ///     the one nearest its position.
    ///   - spring: The toss spring; SwiftUI's default spring by default.
    ///   - container: The container for rubber banding, `nil` (no banding) by default.
    ///   - pan: The pan recogniser to feed; `PanRecognizer(minimumDistance: 0)` by default.
    /// - Throws: `ConfigurationError` for an empty list, a non-finite destination, or a layer
    ///   position that is not finite.
    public init(layer: LayerState, destinations: [Point], spring: Spring = .default,
                            container: Rect? = nil, pan: PanRecognizer? = nil) throws(ConfigurationError) {
        try _TossMotion.validate(destinations)
        try ConfigurationError.check(layer.position.x, "layer.position.x", .finite)
        try ConfigurationError.check(layer.position.y, "layer.position.y", .finite)
        let nearest = _TossMotion.nearest(to: layer.position, in: destinations)
        self.init(layer: layer, destination: nearest, spring: spring, container: container, pan: pan)
        motion.destinations = destinations
    }

    /// The layer as the host should show it: `position` driven by the interaction, every other
    /// property as given (change them with ``setLayer(_:)``).
    @inlinable
    public var layer: LayerState { motion.layer }

    /// The layer's position, in points.
    @inlinable
    public var position: Point { motion.layer.position }

    /// The layer's velocity, in points per second: the finger's while dragging, the spring's while
    /// tossing (exactly the release velocity on the first frame of a toss), zero at rest.
    @inlinable
    public var velocity: Vector { motion.velocity }

    /// Idle, dragging or tossing.
    @inlinable
    public var state: TossState { motion.state }

    /// The spring of every toss (any `Dynamics` parameterisation). Changing it mid-toss keeps the
    /// position and velocity.
    public var spring: Spring {
        get { motion.configuredSpring }
        set { motion.setSpring(newValue) }
    }

    /// The rate used to project the release velocity when choosing among several destinations
    /// (UIScrollView's `.normal`, 0.998 per millisecond, by default).
    public var decelerationRate: DecelerationRate {
        get { motion.decelerationRate }
        set { motion.decelerationRate = newValue }
    }

    /// The container the layer moves in. When set, dragging the layer's frame beyond it is
    /// rubber-banded (UIScrollView's constant 0.55 against the container's width or height; a
    /// layer larger than the container is banded around its centre); `nil` (the default) lets the
    /// drag follow the finger anywhere. A container that is not finite counts as `nil`.
    public var container: Rect? {
        get { motion.container }
        set { motion.setContainer(newValue) }
    }

    /// The candidate destinations a release chooses among (one or more, all finite).
    public var destinations: [Point] { motion.destinations }

    /// The destination the layer is (or will be) tossed to. Setting it makes it the only candidate
    /// and retargets a running toss with continuous position and velocity; an idle layer away from it
    /// springs there from rest; during a drag it applies at release. A value that is not finite or is
    /// beyond ``maximumCoordinate`` is ignored.
    ///
    /// - Complexity: O(1), no allocation when there was one destination.
    public var destination: Point {
        get { motion.animation.target }
        set { motion.setDestination(newValue) }
    }

    /// Replaces the candidate destinations. A running toss (or an idle layer) retargets to the
    /// candidate nearest its current momentum projection, with continuous velocity.
    ///
    /// - Throws: `ConfigurationError` for an empty list or a non-finite point (nothing changes).
    public mutating func setDestinations(_ points: [Point]) throws(ConfigurationError) {
        try motion.setDestinations(points)
    }

    /// Replaces the layer's other properties (size, alpha, transform...) keeping the driven position.
    public mutating func setLayer(_ newLayer: LayerState) {
        motion.setLayer(newLayer)
    }

    /// Feeds one pointer sample to the pan recogniser and follows it.
    ///
    /// - Returns: The layer after the sample.
    /// - Complexity: the pan's (O(touches + velocity history)) plus O(1), O(destinations) at a
    ///   release; no allocation.
    @discardableResult
    public mutating func handle(_ sample: PointerSample) -> LayerState {
        pan.handle(sample)
        return update(with: pan.snapshot)
    }

    /// What happened since the previous tick (the inputs handled since then included), in time order:
    /// `snapped` when a toss comes to rest on its destination (`FeedbackEvent.index` the destination's
    /// place in ``destinations``), stamped with the spring's exact settling instant; `edgeHit` when a toss
    /// carries the layer's frame out across the ``container``'s edge, stamped with the instant solved from
    /// the spring's closed form, with the speed along the edge's normal and the edge.
    ///
    /// - Complexity: O(1); the buffer keeps its capacity (no allocation per frame).
    public var events: [FeedbackEvent] { motion.log.events }

    /// The user's motion settings, read by each toss when it starts (a release, a new destination or
    /// spring): the duration scale stretches the spring's time (0: at rest at once, on the release's
    /// frame), Reduce Motion runs the spring with its damping ratio raised to 1 (`Spring.withoutBounce`).
    /// A toss already running keeps the settings it started with; the drag always follows the finger.
    public var motionPreferences: MotionPreferences {
        get { motion.preferences }
        set { motion.preferences = newValue }
    }

    /// Follows a pan reading from a recogniser the host runs itself (a UIKit recogniser's state,
    /// translation and velocity, for example). Call it with every reading, including `ended`.
    ///
    /// `began`/`changed` drag (a `changed` without a `began` seen starts the drag where the layer is),
    /// `ended` tosses with the reading's velocity, `cancelled` (or a reset pan while dragging) springs
    /// to the destination nearest the layer, from rest.
    ///
    /// - Returns: The layer after the reading.
    /// - Complexity: O(destinations) at a release, O(1) otherwise; no allocation.
    @discardableResult
    public mutating func update(with reading: GestureReading) -> LayerState {
        motion.beginCall()
        if let release = motion.update(with: reading) { lastRelease = release }
        return motion.layer
    }

    /// Advances the toss to the host's clock `time` (seconds) and returns the layer to show.
    ///
    /// A toss starts at the release's timestamp: each tick shows the spring's exact solution at (tick
    /// time − release time), stepped from the previous tick. A tick stamped before the release shows the
    /// release itself; ticks that do not move forward, or are not finite, advance nothing (`FrameClock`).
    ///
    /// - Complexity: O(1): four multiply-adds per axis at a steady frame rate; no allocation.
    @inlinable
    @discardableResult
    public mutating func tick(at time: Double) -> LayerState {
        // The log is called only when it holds events (a frame with none has nothing to drop or sort).
        if motion.hasEvents { motion.beginCall() }
        let layer = motion.tick(at: time)
        if motion.hasEvents { motion.endFrame() }
        return layer
    }

    /// True when the layer is at rest and no finger holds it (``state`` is ``TossState/idle``).
    @inlinable
    public var isSettled: Bool { motion.state == .idle }

    /// Cancels a drag in progress (the pan ends, once, as cancelled) and puts the layer at rest at its
    /// destination, the place a toss would have taken it.
    ///
    /// - Complexity: O(1), no allocation.
    public mutating func reset() {
        pan.reset()
        motion.rest()
        motion.removeEvents()
    }

    static func defaultPan() -> PanRecognizer {
        do throws(ConfigurationError) { return try PanRecognizer(minimumDistance: 0) } catch { preconditionFailure("\(error)") }
    }
}
