import Dynamics
import Geometry
import Gestures

/// A row of layers that react to the finger's distance: the talk's dock-like magnification.
///
/// ```swift
/// import RelativePosition
///
/// let container = Rect(x: 0, y: 0, width: 375, height: 100)
/// var dock = try DockRow(count: 5, layerSize: Size(width: 50, height: 50), spacing: 10, in: container)
/// // touches:
/// dock.handle(PointerSample(pointer: 0, x: 187.5, y: 50, phase: .began, time: 0))
/// // every frame:
/// for frame in 1...30 {
///     dock.tick(at: Double(frame) / 120)
///     for index in dock.layers.indices {
///         let layer = dock.layers[index]                 // apply to the index-th view
///         _ = layer
///     }
/// }
/// ```
///
/// It runs its own ``PositionTracker`` over the container for `handle(_: PointerSample)`; a host
/// that already tracks the finger (one tracker feeding several consumers) passes its events to
/// `follow(_:)` instead.
///
/// On `began` the layers animate into the reacting state over ``DockResponse/duration`` (0.2 s),
/// on `ended` or `cancelled` back to rest over the same time, both with a Dynamics
/// `TweenAnimation`; between the two they follow the finger directly. The tween animates one
/// number, how engaged the row is (0 at rest, 1 reacting), and every layer is the interpolation
/// `rest + (reacting − rest)·engagement`, the reacting state computed from where the finger is now:
/// a finger moving during the first 0.2 s is followed smoothly, with no jump when the animation
/// ends. A `began` during the way back starts a new 0.2 s from wherever the row is.
///
/// The finger's distance to a layer is measured along x, from the finger to the layer's resting
/// centre (the layers grow in place and do not push each other aside).
///
/// **Feedback events** (``events``, after each call): `itemTicked` when the layer
/// nearest the finger changes while it is down (the magnified item changes, as a picker's selection
/// does), with that layer's index, at the touch's time. The finger must come ``tickBand`` (2 points)
/// nearer the new layer's centre than the current one's, so a finger resting on the midpoint between
/// two layers ticks once. The layer under the touch-down is where it starts (no tick).
///
/// **Motion preferences** (``motionPreferences``, read at each `began` and end): the layers follow the
/// finger as always. The duration scale S stretches the animation in and out (at t it shows what it
/// shows at t / S with 1); with 0 the row is fully engaged (or at rest) at the event's own time. Reduce
/// Motion changes nothing: the engagement's tween does not bounce, and the magnification is what the
/// finger asks for, not decoration.
///
/// Storage is allocated once, in the initialiser. Read the layers in place (`dock.layers[i]`); a
/// copy of ``layers`` kept across frames makes the next frame copy the array.
public struct DockRow: Interaction {
    /// The container the relative positions refer to.
    public let container: Rect
    /// How the layers react.
    public let response: DockResponse
    /// The layers at rest, as given.
    public let restingLayers: [LayerState]
    /// The layers as they should be shown now.
    public internal(set) var layers: [LayerState]
    /// The finger's x in points (the last known one after the end).
    public private(set) var fingerX: Double
    /// True between a `began` and its end.
    public private(set) var isTouching = false
    @usableFromInline var engagement: TweenAnimation<Double>
    @usableFromInline var clock = FrameClock()
    /// The engagement at rest, as at creation.
    let restingEngagement: TweenAnimation<Double>
    /// The tracker behind `handle(_: PointerSample)`.
    public internal(set) var tracker: PositionTracker

    /// The user's motion settings, read at each `began` and end (see the type's discussion).
    public var motionPreferences: MotionPreferences = .standard
    /// What happened since the previous tick (see the type's discussion).
    public var events: [FeedbackEvent] { log.events }
    /// How much nearer (points) the finger must be to another layer's centre before it ticks to it: 2.
    public static let tickBand = 2.0
    /// The layer nearest the finger while it is down, or nil.
    public private(set) var selectedIndex: Int?
    var log = _FeedbackLog()
    /// The running animation's preferences.
    var running = MotionPreferences.standard

    /// A row of `layers` reacting to positions relative to `container`.
    ///
    /// - Parameters:
    ///   - layers: The layers at rest; every one finite.
    ///   - container: The container of the relative positions; finite, positive size.
    ///   - response: How the layers react.
    /// - Throws: `ConfigurationError` for the container, `ConfigurationError` (`layers[i]`) for a
    ///   non-finite layer.
    public init(layers: [LayerState], in container: Rect, response: DockResponse = .standard) throws(ConfigurationError) {
        try ConfigurationError.validateContainer(container)
        for (index, layer) in layers.enumerated() where !layer.isFinite {
            throw ConfigurationError(parameter: "layers[\(index)]", value: .nan, requirement: "must be finite in every property")
        }
        self.container = container
        self.response = response
        tracker = try PositionTracker(container: container)
        restingLayers = layers
        self.layers = layers
        fingerX = container.midX
        // A finished leg at 0: the row rests until the first `began`.
        engagement = try TweenAnimation(from: 0.0, to: 0.0, duration: 0, curve: response.curve)
        restingEngagement = engagement
    }

    /// A row of `count` layers of `layerSize`, `spacing` points apart, centred in `container`.
    ///
    /// - Throws: as ``init(layers:in:response:)``, and `ConfigurationError` for a negative count or
    ///   a non-finite size or spacing.
    public init(count: Int, layerSize: Size, spacing: Double, in container: Rect,
                response: DockResponse = .standard) throws(ConfigurationError) {
        guard count >= 0 else { throw ConfigurationError(parameter: "count", value: Double(count), requirement: "must be not negative") }
        guard layerSize.isFinite, !layerSize.isEmpty else {
            throw ConfigurationError(parameter: "layerSize", value: layerSize.isFinite ? 0 : .nan, requirement: "must be positive and finite")
        }
        guard spacing.isFinite else { throw ConfigurationError(parameter: "spacing", value: spacing, requirement: "must be finite") }
        let pitch = layerSize.width + spacing
        let rowWidth = Double(count) * layerSize.width + Double(max(count - 1, 0)) * spacing
        let firstCentre = container.midX - rowWidth / 2 + layerSize.width / 2
        let layers = (0..<count).map { index in
            LayerState(position: Point(x: firstCentre + Double(index) * pitch, y: container.midY), size: layerSize)
        }
        try self.init(layers: layers, in: container, response: response)
    }

    /// How engaged the row is: 0 at rest, 1 following the finger, in between while animating.
    public var engagementLevel: Double { engagement.value }

    /// True while the row animates in or out.
    public var isAnimating: Bool {
        // A leg whose ends coincide moves nothing (Dynamics' zero-length tween is not yet
        // finished at its start instant).
        !engagement.isFinished && engagement.tween.start != engagement.tween.end
    }

    /// True when no finger is down and nothing animates: the layers are at rest.
    public var isSettled: Bool { !isTouching && !isAnimating }

    /// Feeds one pointer sample to the row's own tracker and follows the event it produces.
    ///
    /// - Returns: The layers after the sample.
    /// - Complexity: O(layers), no allocation.
    @discardableResult
    public mutating func handle(_ sample: PointerSample) -> [LayerState] {
        log.beginCall()
        if let event = tracker.handle(sample) { follow(event) }
        return layers
    }

    /// Follows a reading of a pan recogniser the host runs itself.
    ///
    /// - Returns: The layers after the reading.
    @discardableResult
    public mutating func update(with reading: GestureReading) -> [LayerState] {
        log.beginCall()
        if let event = tracker.update(with: reading) { follow(event) }
        return layers
    }

    /// Ends a touch in progress (as cancelled, once) and puts the layers at rest at once.
    public mutating func reset() {
        tracker.reset()
        isTouching = false
        selectedIndex = nil
        engagement = restingEngagement
        log.removeAll()
        updateLayers()
    }

    /// Takes a tracker event: `began` starts animating in, `moved` moves the finger, `ended` and
    /// `cancelled` start animating back to rest. Updates ``layers``.
    ///
    /// - Parameter event: The event. An input starts a motion at its own timestamp (`FrameClock`'s time
    ///   rule): the animation is first advanced to the event's time, so the frames after it do not depend
    ///   on when the display's frames fell.
    /// - Complexity: O(layers), no allocation.
    public mutating func follow(_ event: TrackingEvent) {
        log.beginCall()
        advance(to: event.time)
        // A began or an end starts the way in or out at the event's own timestamp.
        if event.phase != .moved { clock.start(at: event.time) }
        let x = container.minX + event.position.x * container.width
        if x.isFinite { fingerX = x }
        switch event.phase {
        case .began:
            isTouching = true
            selectedIndex = nearestLayer(to: fingerX, from: nil)
            engage(1)
        case .moved:
            if isTouching, let index = nearestLayer(to: fingerX, from: selectedIndex), index != selectedIndex {
                selectedIndex = index
                log.emit(FeedbackEvent(.itemTicked, at: event.time, index: index))
            }
        case .ended, .cancelled:
            isTouching = false
            selectedIndex = nil
            engage(0)
        }
        updateLayers()
    }

    /// Starts the animation in (1) or out (0) with the preferences set now; a duration scale of 0 puts
    /// the row there at once.
    mutating func engage(_ target: Double) {
        running = motionPreferences
        if running.endsMotionsAtOnce,
           let there = try? TweenAnimation(from: target, to: target, duration: 0, curve: response.curve) {
            engagement = there
        } else {
            engagement.retarget(to: target, duration: response.duration)
        }
    }

    /// The layer whose resting centre is nearest `x`; staying on `current` unless another is nearer by
    /// more than ``tickBand``.
    func nearestLayer(to x: Double, from current: Int?) -> Int? {
        guard x.isFinite, !restingLayers.isEmpty else { return current }
        var best = 0
        var bestDistance = Double.infinity
        for index in restingLayers.indices {
            let distance = Swift.abs(restingLayers[index].position.x - x)
            if distance < bestDistance { best = index; bestDistance = distance }
        }
        guard let current, current < restingLayers.count else { return best }
        let currentDistance = Swift.abs(restingLayers[current].position.x - x)
        return bestDistance < currentDistance - Self.tickBand ? best : current
    }

    /// Advances the animation to the host's clock and returns the layers to show (also in ``layers``).
    ///
    /// Times follow `FrameClock`'s rule: the animation in or out starts at the event that started it.
    ///
    /// - Parameter time: Seconds, on the same clock as the events.
    /// - Returns: ``layers``. Read them in place, or drop the returned array before the next frame:
    ///   an array kept across frames makes the next frame copy it.
    /// - Complexity: O(layers), no allocation.
    @discardableResult
    public mutating func tick(at time: Double) -> [LayerState] {
        log.beginCall()
        advance(to: time)
        updateLayers()
        log.endFrame()
        return layers
    }

    mutating func advance(to time: Double) {
        let duration = clock.advance(to: time)
        if duration > 0 { engagement.step(by: running.scaled(duration)) }
    }

    mutating func updateLayers() {
        let engaged = engagement.value
        let response = response
        let finger = fingerX
        restingLayers.withUnsafeBufferPointer { rest in
            layers.withUnsafeMutableBufferPointer { out in
                if engaged == 0 {
                    for index in rest.indices { out[index] = rest[index] }
                    return
                }
                let dimming = 1 - response.alpha
                for index in rest.indices {
                    let resting = rest[index]
                    // The reacting state's influence, then each property interpolated from rest by `engaged`.
                    let influence = response.influence(atDistance: finger - resting.position.x)
                    let f = engaged * influence
                    let grow = 1 + (response.scale - 1) * f
                    var layer = resting
                    layer.position.y = resting.position.y - response.lift * f
                    layer.transform.scale = Vector(dx: resting.transform.scale.dx * grow, dy: resting.transform.scale.dy * grow)
                    layer.alpha = resting.alpha * (1 - engaged * dimming * (1 - influence))
                    out[index] = layer
                }
            }
        }
    }
}
