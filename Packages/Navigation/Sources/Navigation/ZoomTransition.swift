/// iOS 18's zoom transition dismissed by a drag: the presented view shrinks uniformly about the touch,
/// which stays under the finger, and the release flies it into the (possibly moving) source rectangle or
/// back to full screen.
///
/// UIKit's `UIViewController.Transition.zoom(options:sourceViewProvider:)` and SwiftUI's
/// `navigationTransition(.zoom(sourceID:in:))`, headless.
///
/// ```swift
/// import Navigation
///
/// let screen = Rect(x: 0, y: 0, width: 390, height: 844)
/// var zoom = try ZoomTransition(container: screen, source: Rect(x: 20, y: 300, width: 100, height: 100))
/// zoom.handle(PointerSample(pointer: 0, x: 200, y: 400, phase: .began, time: 0))
/// zoom.handle(PointerSample(pointer: 0, x: 200, y: 500, phase: .moved, time: 0.02))
/// let dragged = zoom.handle(PointerSample(pointer: 0, x: 200, y: 611, phase: .moved, time: 0.04))
/// print(dragged.frame.width / screen.width == dragged.frame.height / screen.height)   // true: one scale
/// zoom.handle(PointerSample(pointer: 0, x: 200, y: 611, phase: .ended, time: 0.04))   // a flick down
/// var time = 0.04
/// while !zoom.isSettled { time += 1.0 / 120; zoom.tick(at: time) }
/// print(zoom.tick(at: time).state)   // dismissed: exactly on the source rectangle
/// ```
///
/// **Dragging.** A pan (no slop: it begins on touch down) grabs the presented view. With T the finger's
/// translation and P₀ the touch-down point, the dismissal's progress is `p = clamp(T.dy / height, 0, 1)`
/// and the view is scaled by `s = 1 − (1 − minimumScale)·p` about P₀ and moved with the finger: a point
/// q of the view at rest shows at `P₀ + T + s·(q − P₀)`. Width and height scale together (the aspect
/// ratio is kept) and the touched point stays exactly under the finger. The corner radius is
/// `p·sourceCornerRadius`. Apple publishes no number for the scale; ``minimumScale`` is this library's.
///
/// **Release.** The finish-or-cancel rule of every interactive transition in this library,
/// ``decision`` (`TransitionDecision.projected()`: the release projected over
/// ``decisionDuration`` passes half way), reads the progress and its velocity (the finger's vertical
/// velocity over the height). Dismissing, the view flies from where it is into the source rectangle
/// with the source's corner radius; restoring, back to the container with square corners. The flight is
/// a ``SharedElementTransition`` on Compose's bounds spring that leaves with the finger's velocity (the
/// frame's, scale included). It lands exactly.
///
/// **A moving source.** ``moveSource(to:at:)`` (the grid scrolled under the dismissal): a flight to the
/// source re-aims at once with its position and velocity continuous and lands exactly on the moved one.
///
/// Touches are ignored while the view flies and once it is dismissed; ``reset()`` presents it again.
///
/// **Feedback events** (``events``, after each call):
/// - `thresholdActivated` when the drag's progress reaches the point from which a
///   release holding still dismisses (``decision``'s resting threshold, 0.5 by default), at that sample's
///   time; `thresholdDeactivated` when it comes back below by more than
///   ``thresholdBand`` (0.02), so jitter at the threshold reports one crossing.
/// - `dismissed` when the interactive dismissal completes (state `dismissed`),
///   stamped with the flight's exact end: the release's time plus the time its springs take to settle,
///   solved from their closed forms (re-solved when the source moves), times the duration scale. A
///   restore reports nothing.
///
/// **Motion preferences** (``motionPreferences``, read at the release): the drag follows the finger as
/// always. The duration scale S stretches the flight (at t it shows what it shows at t / S with 1); with
/// 0 the release's own frame shows the end (`dismissed` on the source, or `presented`). Reduce Motion
/// changes nothing: the flight's bounds spring is critically damped, without bounce. Prefer Cross-Fade
/// (iOS replaces the zoom with a cross-fade when it is on): a dismissal no longer flies; the view stays
/// at the frame the release left it and its ``ZoomFrame/alpha`` fades from 1 to 0 along the flight's
/// progress (1 − q, the same spring, so it ends at the same instant), then it is `dismissed`, on the
/// source rectangle with alpha 0 (the host removes it, as after any dismissal). A restore still moves
/// back to full screen (the view comes back under the person's own action; nothing fades).
public struct ZoomTransition: Interaction {
    public typealias Output = ZoomFrame

    /// The container: the presented view's frame at rest.
    public let container: Rect
    /// The source rectangle the view zooms from and dismisses into (it may move).
    public private(set) var source: Rect
    /// The source's corner radius (the presented view's is 0).
    public let sourceCornerRadius: Double
    /// The scale after a drag of the container's height, in (0, 1].
    public let minimumScale: Double
    /// Decides, at the release, whether the view dismisses.
    public var decision: TransitionDecision = .projected()
    /// The duration the release is projected over by ``decision``: 0.5 s, the default of the library's
    /// interactive transitions (`InteractiveTransition`'s pop).
    public static let decisionDuration = 0.5

    @usableFromInline var _pan: PanRecognizer
    @usableFromInline var _state: ZoomState = .presented
    @usableFromInline var _anchor = Point(x: 0, y: 0)
    /// What is shown: the frame (kept as a rectangle so that it lands exactly on the given ones) and the corners.
    @usableFromInline var _frame: Rect
    @usableFromInline var _cornerRadius = 0.0
    @usableFromInline var _progress = 0.0
    @usableFromInline var _releaseProgress = 0.0
    @usableFromInline var _flight: SharedElementTransition
    /// The alpha shown: below 1 only while a cross-fade dismissal runs, and after it.
    @usableFromInline var _alpha = 1.0
    /// The running motion's preferences (those read at the release).
    @usableFromInline var _running = MotionPreferences.standard

    /// The user's motion settings, read at each release (see the type's discussion).
    public var motionPreferences: MotionPreferences = .standard
    /// What happened since the previous tick (see the type's discussion).
    public var events: [FeedbackEvent] { _log.events }
    /// How far below the decision's resting threshold the progress must come back before the threshold
    /// counts as left: 0.02.
    public static let thresholdBand = 0.02
    var _log = _FeedbackLog()
    var _threshold = _ThresholdCrossing(threshold: 0.5, band: ZoomTransition.thresholdBand)

    /// A presented view, zoomed from `source`.
    ///
    /// - Parameters:
    ///   - container: The full screen; finite, with a positive size.
    ///   - source: The source rectangle; finite, with a positive size.
    ///   - sourceCornerRadius: The source's corner radius, finite and not negative; 0 by default.
    ///   - minimumScale: The scale after dragging the container's height, in (0, 1]; 0.5 by default.
    /// - Throws: `ConfigurationError` naming the parameter.
    public init(container: Rect, source: Rect, sourceCornerRadius: Double = 0, minimumScale: Double = 0.5) throws(ConfigurationError) {
        try ConfigurationError.validateContainer(container)
        try ConfigurationError.validateContainer(source, parameter: "source")
        try ConfigurationError.check(sourceCornerRadius, "sourceCornerRadius", .nonNegative)
        try ConfigurationError.check(minimumScale, "minimumScale", .positive)
        guard minimumScale <= 1 else {
            throw ConfigurationError(parameter: "minimumScale", value: minimumScale, requirement: "must be in (0, 1]")
        }
        self.container = container
        self.source = source
        self.sourceCornerRadius = sourceCornerRadius
        self.minimumScale = minimumScale
        _pan = try PanRecognizer(minimumDistance: 0)
        _frame = container
        let presented = LayerState(frame: container)
        _flight = try SharedElementTransition(from: presented, to: presented)
    }

    /// The phase.
    @inlinable public var state: ZoomState { _state }

    /// What to show now.
    @inlinable
    public var frame: ZoomFrame {
        ZoomFrame(state: _state, frame: _frame, cornerRadius: _cornerRadius, progress: _progress, alpha: _alpha)
    }

    public var isSettled: Bool { _state == .presented || _state == .dismissed }

    // MARK: Input

    /// Feeds one pointer sample to the pan.
    ///
    /// - Complexity: the recogniser's plus O(1); no allocation.
    @discardableResult
    public mutating func handle(_ sample: PointerSample) -> ZoomFrame {
        _log.beginCall()
        guard sample.isFinite, _state == .presented || _state == .dragging else { return frame }
        _pan.handle(sample)
        follow(_pan.snapshot)
        return frame
    }

    /// Follows a pan reading of the host's own recogniser.
    ///
    /// - Complexity: O(1).
    @discardableResult
    public mutating func update(with reading: GestureReading) -> ZoomFrame {
        _log.beginCall()
        guard _state == .presented || _state == .dragging else { return frame }
        let pan = reading.pan
        guard pan.location.isFinite, pan.translation.isFinite, pan.time.isFinite else { return frame }
        follow(pan)
        return frame
    }

    /// Moves the source rectangle (the grid scrolled): a flight into it re-aims at `time` with no jump
    /// in position or velocity. Ignored unless finite, within ±1e150 and with a positive size.
    ///
    /// - Complexity: O(1).
    public mutating func moveSource(to newSource: Rect, at time: Double) {
        guard LayerState(frame: newSource)._isWithinCoordinateLimit, newSource.width > 0, newSource.height > 0 else { return }
        source = newSource
        switch _state {
        case .dismissing:
            _flight.moveDestination(to: LayerState(frame: newSource, cornerRadius: sourceCornerRadius), at: time)
            show(_flight.value)
            if _flight.isSettled { arrive() }
        case .dismissed:
            _frame = newSource
        case .presented, .dragging, .restoring:
            break
        }
    }

    /// Advances the flight to the frame's timestamp and returns what to show.
    ///
    /// - Complexity: O(1); no allocation.
    @discardableResult
    public mutating func tick(at time: Double) -> ZoomFrame {
        _log.beginCall()
        defer { _log.endFrame() }
        guard _state == .dismissing || _state == .restoring else { return frame }
        show(_flight.tick(at: time))
        if _flight.isSettled { arrive() }
        return frame
    }

    /// The flight has settled: at rest on its end, a dismissal reported at the flight's exact end.
    mutating func arrive() {
        if _state == .dismissing { _log.emit(FeedbackEvent(.dismissed, at: _flight.restTime)) }
        _state = _state == .dismissing ? .dismissed : .presented
        land()
    }

    /// Presents the view again at once, full screen (a drag in progress ends, as cancelled).
    public mutating func reset() {
        _pan.reset()
        _state = .presented
        _threshold.reset()
        _log.removeAll()
        land()
    }

    // MARK: Internals

    mutating func follow(_ reading: PanSnapshot) {
        let pan = reading._clamped
        switch pan.state {
        case .began, .changed:
            if _state == .presented {
                _anchor = pan.location - pan.translation
                _state = .dragging
                _threshold = _ThresholdCrossing(threshold: decision.restingThreshold, band: Self.thresholdBand)
            }
            drag(pan.translation)
            if let kind = _threshold.update(_progress) { _log.emit(FeedbackEvent(kind, at: pan.time)) }
        case .ended:
            guard _state == .dragging else { return }
            drag(pan.translation)
            if let kind = _threshold.update(_progress) { _log.emit(FeedbackEvent(kind, at: pan.time)) }
            release(velocity: pan.velocity, at: pan.time)
        case .cancelled, .failed, .possible, .recognized:
            guard _state == .dragging else { return }
            release(velocity: Vector(dx: 0, dy: 0), at: pan.time, dismissing: false)
        }
    }

    /// The view under the finger: scaled by one factor about the touch-down point, moved with the finger.
    mutating func drag(_ translation: Vector) {
        let p = Swift.min(Swift.max(translation.dy / container.height, 0), 1)
        let scale = 1 - (1 - minimumScale) * p
        let finger = _anchor + translation
        let origin = Point(x: finger.x + (container.origin.x - _anchor.x) * scale,
                           y: finger.y + (container.origin.y - _anchor.y) * scale)
        _frame = Rect(origin: origin, size: Size(width: container.width * scale, height: container.height * scale))
        _cornerRadius = sourceCornerRadius * p
        _progress = p
    }

    mutating func release(velocity: Vector, at time: Double, dismissing: Bool? = nil) {
        let p = _progress
        let progressVelocity = velocity.dy / container.height
        let dismiss = dismissing ?? decision.shouldFinish(TransitionRelease(percentComplete: p, velocity: progressVelocity,
                                                                         duration: ZoomTransition.decisionDuration))
        // The view's velocity at the release: the touched point moves with the finger, the scale with
        // the progress while the progress is inside its clamp.
        let moving = (p > 0 || progressVelocity > 0) && (p < 1 || progressVelocity < 0)
        let rate = moving ? progressVelocity : 0
        let scaleRate = -(1 - minimumScale) * rate
        // The centre moves with the touched point plus the scale's pull toward it.
        var layerVelocity = LayerState.zero
        layerVelocity.position = Point(x: velocity.dx + (container.midX - _anchor.x) * scaleRate,
                                       y: velocity.dy + (container.midY - _anchor.y) * scaleRate)
        layerVelocity.size = Size(width: container.width * scaleRate, height: container.height * scaleRate)
        layerVelocity.cornerRadius = sourceCornerRadius * rate
        let target = dismiss ? LayerState(frame: source, cornerRadius: sourceCornerRadius) : LayerState(frame: container)
        _releaseProgress = p
        _state = dismiss ? .dismissing : .restoring
        _running = motionPreferences
        do throws(ConfigurationError) {
            _flight = try SharedElementTransition(from: LayerState(frame: _frame, cornerRadius: _cornerRadius), to: target)
            // The cross-fade is the zoom's own (the view fades where it is), not the shared element's.
            var flightPreferences = _running
            flightPreferences.prefersCrossFadeTransitions = false
            _flight.motionPreferences = flightPreferences
            _flight.animate(velocity: layerVelocity, at: time)
            if _flight.isSettled { arrive() }
        } catch {
            // The shown state is built from finite samples; were it not, the view lands at once.
            _state = dismiss ? .dismissed : .presented
            land()
        }
    }

    /// Shows the flight's layer, with the dismissal's progress from the release's to its end.
    mutating func show(_ layer: LayerState) {
        let q = _flight.progress
        if _state == .dismissing && _running.prefersCrossFadeTransitions {
            // Cross-fade: the view stays where the release left it and fades out along the progress.
            _alpha = Swift.min(Swift.max(1 - q, 0), 1)
            _progress = _releaseProgress + (1 - _releaseProgress) * q
            return
        }
        _frame = Rect(center: layer.position, size: layer.size)
        _cornerRadius = layer.cornerRadius
        _progress = _state == .dismissing ? _releaseProgress + (1 - _releaseProgress) * q : _releaseProgress * (1 - q)
    }

    /// At rest: exactly the source rectangle (dismissed) or the container (presented).
    mutating func land() {
        let dismissed = _state == .dismissed
        _frame = dismissed ? source : container
        _cornerRadius = dismissed ? sourceCornerRadius : 0
        _progress = dismissed ? 1 : 0
        _alpha = dismissed && _running.prefersCrossFadeTransitions ? 0 : 1
    }
}
