import Dynamics
import Geometry
import Gestures

/// Zooming: UIScrollView's `zoomScale` between `minimumZoomScale` and `maximumZoomScale`, followed
/// from a two-finger pinch about its midpoint, rubber-banded past the range and animated back.
extension ScrollBehavior {
    /// The content's size at the current ``zoomScale``: ``contentSize`` (the unscaled content) times
    /// the scale, saturated at `Double.greatestFiniteMagnitude`. The offset's bounds follow it.
    public var zoomedContentSize: Size {
        Size(width: _saturated(contentSize.width * zoomScale), height: _saturated(contentSize.height * zoomScale))
    }

    /// Sets the range of the zoom scale at once, checked: both positive and finite, the minimum not
    /// above the maximum. (The properties themselves clamp instead of throwing.)
    ///
    /// ```swift
    /// import Scroll
    ///
    /// var photo = try ScrollBehavior(contentSize: Size(width: 4000, height: 3000),
    ///                                viewportSize: Size(width: 400, height: 300))
    /// try photo.setZoomScaleLimits(minimum: 0.1, maximum: 1)
    /// do {
    ///     try photo.setZoomScaleLimits(minimum: 2, maximum: 1)
    /// } catch {
    ///     print(error.parameter)   // maximumZoomScale
    /// }
    /// print(photo.zoomScale)       // 1.0
    /// ```
    ///
    /// - Throws: `ConfigurationError` naming `minimumZoomScale` or `maximumZoomScale`.
    public mutating func setZoomScaleLimits(minimum: Double, maximum: Double) throws(ConfigurationError) {
        try ConfigurationError.check(minimum, "minimumZoomScale", .positive)
        try ConfigurationError.check(maximum, "maximumZoomScale", .positive)
        guard minimum <= maximum else {
            throw ConfigurationError(parameter: "maximumZoomScale", value: maximum,
                                     requirement: "must not be below minimumZoomScale (\(minimum))")
        }
        minimumZoomScale = minimum
        maximumZoomScale = maximum
    }

    /// Sets the zoom scale (UIScrollView's `setZoomScale(_:animated:)`), clamped to the range, about the
    /// viewport's centre: the content point at the centre stays there, then the offset is brought within
    /// the new bounds. Animated, the scale follows a spring that never passes its target (UIKit's paging
    /// spring critically damped, or the Flutter profile's) and lands exactly; during a drag or a pinch the scale changes at once and the gesture continues
    /// from it. Not positive and finite: ignored.
    ///
    /// - Parameters:
    ///   - scale: The new scale.
    ///   - animated: Whether to animate.
    ///   - time: The timestamp of the input that caused the call: an animated zoom starts there (from
    ///     where a motion in progress is then), so it is the same at any frame rate; `nil` (or not
    ///     finite): the last tick's time.
    /// - Complexity: O(1); animated, a short search for the spring's rest (no allocation).
    public mutating func setZoomScale(_ scale: Double, animated: Bool, at time: Double? = nil) {
        guard scale.isFinite, scale > 0 else { return }
        let start = animated && state != .dragging ? programmaticStart(at: time) : clock.time
        let target = Swift.min(Swift.max(scale, minimumZoomScale), maximumZoomScale)
        let centre = Point(x: viewportSize.width / 2, y: viewportSize.height / 2)
        guard animated, state != .dragging else {
            zoomAtOnce(to: target, about: centre)
            return
        }
        animateZoom(to: target, offset: zoomedOffset(about: centre, to: target), at: start, bouncing: false)
    }

    /// Zooms so that `rect`, in the unscaled content's points, fills the viewport (UIScrollView's
    /// `zoom(to:animated:)`): the scale is the largest at which the whole rectangle shows, clamped to
    /// the range, and the rectangle's centre goes to the viewport's centre as far as the bounds allow.
    /// A rectangle with no width or height zooms to the maximum about its centre; a non-finite one is
    /// ignored. Animated as ``setZoomScale(_:animated:at:)``, from `time`, the input's timestamp.
    ///
    /// Double-tap to zoom is this call from the host's tap recogniser:
    ///
    /// ```swift
    /// import Scroll
    ///
    /// var photo = try ScrollBehavior(contentSize: Size(width: 1200, height: 900),
    ///                                viewportSize: Size(width: 400, height: 300))
    /// photo.minimumZoomScale = 1.0 / 3
    /// photo.maximumZoomScale = 2
    /// photo.setZoomScale(1.0 / 3, animated: false)     // the whole photo in view
    /// // A double tap at (100, 150) in the viewport: zoom in on the content point under it.
    /// let tap = Point(x: 100, y: 150)
    /// let point = Point(x: (photo.contentOffset.x + tap.x) / photo.zoomScale,
    ///                   y: (photo.contentOffset.y + tap.y) / photo.zoomScale)
    /// photo.zoom(to: Rect(center: point, size: Size(width: 200, height: 150)), animated: true, at: 0)
    /// var time = 0.0
    /// while !photo.isSettled { time += 1.0 / 120; photo.tick(at: time) }
    /// print(photo.zoomScale, photo.contentOffset)   // 2.0 (400.0, 750.0)
    /// ```
    public mutating func zoom(to rect: Rect, animated: Bool, at time: Double? = nil) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let start = animated && state != .dragging ? programmaticStart(at: time) : clock.time
        let width = Swift.max(rect.width, 0), height = Swift.max(rect.height, 0)
        let fit = Swift.min(viewportSize.width / width, viewportSize.height / height)
        let target = Swift.min(Swift.max(fit.isNaN ? maximumZoomScale : fit, minimumZoomScale), maximumZoomScale)
        let centre = Point(x: rect.origin.x + width / 2, y: rect.origin.y + height / 2)
        let offset = clampedToZoomBounds(Point(x: centre.x * target - viewportSize.width / 2,
                                               y: centre.y * target - viewportSize.height / 2), zoomScale: target)
        guard offset.isFinite else { return }
        guard animated, state != .dragging else {
            zoomScale = target
            scroll(to: offset, animated: false)
            return
        }
        animateZoom(to: target, offset: offset, at: start, bouncing: false)
    }

    /// Follows a reading of a pinch recogniser the host runs itself (UIKit's `UIPinchGestureRecognizer`:
    /// its state, `scale`, and the touches' midpoint as `location`), beside its pan's readings in
    /// ``update(with:)``. The content point under the midpoint when the pinch begins stays under it
    /// while the scale follows the reading's (times the scale when it began) and the midpoint moves.
    /// A pinch that ends with a finger still down hands the drag to the pan's next reading; one that
    /// ends with none (or that the host runs without a pan) releases. Non-finite, zero or negative
    /// scales and non-finite locations are ignored; nothing happens while zooming is off
    /// (``maximumZoomScale`` not above ``minimumZoomScale``).
    ///
    /// ```swift
    /// import Scroll
    ///
    /// var photo = try ScrollBehavior(contentSize: Size(width: 400, height: 300),
    ///                                viewportSize: Size(width: 400, height: 300))
    /// photo.maximumZoomScale = 3
    /// let midpoint = Point(x: 100, y: 100)
    /// photo.updateZoom(with: .pinch(state: .began, scale: 1, velocity: 0, location: midpoint, time: 0))
    /// photo.updateZoom(with: .pinch(state: .changed, scale: 2, velocity: 4, location: midpoint, time: 0.1))
    /// print(photo.zoomScale, photo.contentOffset)   // 2.0 (100.0, 100.0)
    /// photo.updateZoom(with: .pinch(state: .ended, scale: 2, velocity: 0, location: midpoint,
    ///                               numberOfTouches: 0, time: 0.12))
    /// print(photo.state, photo.zoomScale)           // idle 2.0
    /// ```
    ///
    /// - Returns: The frame after the reading.
    @discardableResult
    @inlinable
    public mutating func updateZoom(with reading: GestureReading) -> ScrollFrame {
        _updateZoom(with: reading, velocityFromPan: false)
        return _frame()
    }

    /// ``updateZoom(with:)``; with `velocityFromPan`, a `began` or `changed` reading carries no velocity:
    /// the content's is the pan's, estimated when read.
    @usableFromInline
    mutating func _updateZoom(with reading: GestureReading, velocityFromPan: Bool) {
        log.beginCall()
        let time = clock.time(ofInput: reading.time) ?? 0
        switch reading.state {
        case .began, .changed:
            guard maximumZoomScale > minimumZoomScale || isZooming, reading.scale.isFinite, reading.scale > 0,
                  reading.location.isFinite else { return }
            if !isZooming { beginZoom(scale: reading.scale, location: reading.location, at: time) }
            followZoom(scale: reading.scale, location: reading.location, fingerVelocity: velocityFromPan ? nil : reading.velocity)
        case .ended, .cancelled, .failed, .recognized, .possible:
            guard isZooming else { return }
            isZooming = false
            if reading.numberOfTouches > 0 && zoomFollowsPan {
                // A finger is still down: the pan drags on from here at its next reading.
                dragResumesAfterPinch = true
                velocity = .zero
            } else {
                let released = reading.state == .ended && reading.velocity.isFinite ? reading.velocity : .zero
                endGesture(velocity: released, at: time, cancelled: reading.state != .ended, location: reading.location)
            }
        }
    }

    // MARK: Following the pinch

    /// Feeds `sample` to the pinch (while zooming is possible) and follows it.
    mutating func followPinch(_ sample: PointerSample) {
        guard maximumZoomScale > minimumZoomScale || isZooming || pinch.numberOfTouches > 0 else { return }
        let wasActive = pinch.state.isActive
        pinch.handle(sample)
        guard wasActive || pinch.state.isActive else { return }
        // The pinch's own velocity (its scale's) is not read: the content's velocity is the fingers', the
        // pan's, read now only when the pinch ends (a zooming frame estimates it when its velocity is read).
        var reading = GestureReading.pinch(state: pinch.state, scale: pinch.scale, velocity: 0,
                                           location: pinch.location, numberOfTouches: pinch.numberOfTouches, time: sample.time)
        let following = pinch.state == .began || pinch.state == .changed
        if !following { reading.velocity = pan.estimatedVelocity() }
        _updateZoom(with: reading, velocityFromPan: following)
    }

    /// A pan reading while a pinch zooms: the pinch moves the content, so only an end matters (the last
    /// finger lifted, or the pan was cancelled), which ends the pinch and the gesture.
    mutating func panWhileZooming(_ reading: GestureReading, at time: Double) {
        zoomFollowsPan = true
        switch reading.state {
        case .ended, .cancelled, .failed, .recognized:
            break
        case .possible where reading.numberOfTouches == 0:
            break
        case .possible, .began, .changed:
            return
        }
        isZooming = false
        let released = reading.state == .ended && reading.velocity.isFinite ? reading.velocity : .zero
        endGesture(velocity: released, at: time, cancelled: reading.state != .ended, location: reading.location)
    }

    mutating func beginZoom(scale: Double, location: Point, at time: Double) {
        if state == .decelerating { touchDown(at: time) }
        stopMotion()
        state = .dragging
        isZooming = true
        zoomFollowsPan = false
        dragResumesAfterPinch = false
        // The pinch's scale is relative to the fingers' landing: the content catches up with them when
        // the pinch begins (as it catches up with a pan's hysteresis).
        pinchScale = 1
        anchorZoom(at: Point(x: location.x - viewportOrigin.x, y: location.y - viewportOrigin.y))
    }

    /// Holds the content point now under `midpoint` (viewport coordinates) under the pinch's midpoint,
    /// and measures the pinch's scale from the scale shown now.
    mutating func anchorZoom(at midpoint: Point) {
        zoomLocation = midpoint
        zoomAnchor = Point(x: (contentOffset.x + midpoint.x) / zoomScale, y: (contentOffset.y + midpoint.y) / zoomScale)
        zoomBase = unbandedZoom(zoomScale) / pinchScale
    }

    /// `fingerVelocity` nil: the pan's, estimated when read.
    mutating func followZoom(scale: Double, location: Point, fingerVelocity: Vector?) {
        let midpoint = Point(x: location.x - viewportOrigin.x, y: location.y - viewportOrigin.y)
        let raw = zoomBase * scale
        guard raw.isFinite, raw > 0 else { return }
        let shown = bandedZoom(raw)
        var offset = Point(x: zoomAnchor.x * shown - midpoint.x, y: zoomAnchor.y * shown - midpoint.y)
        if !effectiveBounces { offset = clampedToZoomBounds(offset, zoomScale: shown) }
        guard shown.isFinite, shown > 0, offset.isFinite else { return }
        zoomScale = shown
        contentOffset = offset
        zoomLocation = midpoint
        pinchScale = scale
        if let fingerVelocity {
            velocity = Self._contentVelocity(forFinger: fingerVelocity)
        } else {
            // From now on ``velocity`` is the pan's, negated, estimated when read.
            fingerAxes = .all
            velocityFollowsPan = true
        }
    }

    /// The end of a drag or a pinch (every finger up, or cancelled): a scale past the range animates
    /// back to its limit about `location`; otherwise the release goes to the scroll physics.
    mutating func endGesture(velocity fingerVelocity: Vector, at time: Double, cancelled: Bool, location: Point) {
        dragResumesAfterPinch = false
        if zoomScale < minimumZoomScale || zoomScale > maximumZoomScale {
            let midpoint = Point(x: location.x - viewportOrigin.x, y: location.y - viewportOrigin.y)
            bounceZoom(at: time, about: midpoint.isFinite ? midpoint : zoomLocation, releasing: true, cancelled: cancelled)
        } else {
            release(velocity: fingerVelocity, at: time, cancelled: cancelled)
        }
    }

    // MARK: Animating the scale

    /// Animates a scale past the range back to its limit, about `midpoint` (viewport coordinates),
    /// from `time`, the offset brought within the bounds at the limit; a release is recorded when it
    /// ends a gesture (no fling: the pan's momentum gives way to the bounce).
    mutating func bounceZoom(at time: Double, about midpoint: Point, releasing: Bool, cancelled: Bool) {
        let target = Swift.min(Swift.max(zoomScale, minimumZoomScale), maximumZoomScale)
        let offset = zoomedOffset(about: midpoint, to: target)
        if releasing {
            lastRelease = ScrollRelease(velocity: .zero, contentOffset: contentOffset, projectedTarget: offset, target: offset,
                                        wasCancelled: cancelled)
        }
        animateZoom(to: target, offset: offset, at: time, bouncing: true)
    }

    /// The offset, within the bounds at `scale`, that keeps the content point under `midpoint`
    /// (viewport coordinates) there as far as those bounds allow.
    func zoomedOffset(about midpoint: Point, to scale: Double) -> Point {
        let anchor = Point(x: (contentOffset.x + midpoint.x) / zoomScale, y: (contentOffset.y + midpoint.y) / zoomScale)
        return clampedToZoomBounds(Point(x: anchor.x * scale - midpoint.x, y: anchor.y * scale - midpoint.y), zoomScale: scale)
    }

    /// `offset` within the bounds at `scale`, on both axes (a zoom moves the offset along both,
    /// whatever ``axes`` allows a drag).
    func clampedToZoomBounds(_ offset: Point, zoomScale scale: Double) -> Point {
        let low = minimumContentOffset, high = maximumContentOffset(zoomScale: scale)
        return Point(x: clamp(offset.x, low.x, high.x), y: clamp(offset.y, low.y, high.y))
    }

    /// The scale set at once about `midpoint` (viewport coordinates), the offset within the new bounds.
    mutating func zoomAtOnce(to scale: Double, about midpoint: Point) {
        let offset = zoomedOffset(about: midpoint, to: scale)
        guard offset.isFinite else { return }
        zoomScale = scale
        scroll(to: offset, animated: false)   // during a drag or a pinch, it goes on from here
    }

    /// Starts the scale's spring to `scale`, the offset landing on `target`, at `time` (nil: the next tick).
    mutating func animateZoom(to scale: Double, offset target: Point, at time: Double?, bouncing: Bool) {
        guard scale != zoomScale else {
            scroll(to: target, animated: true, at: time)
            return
        }
        // The spring runs on the scaled content's longer side, in points, so its tolerance is in points.
        let extent = Swift.max(contentSize.width, contentSize.height, 1)
        let start = (scale: zoomScale, offset: contentOffset)
        guard let spring = zoomSpring(from: zoomScale * extent, to: scale * extent) else {
            // No spring to run (nothing to animate, or a content so long that its scaled side is not
            // finite): the scale is set at once, and a gesture that ended here is over.
            stopMotion()
            zoomScale = scale
            state = .idle
            scroll(to: target, animated: false)
            return
        }
        stopMotion()
        zoomMotion = _ZoomMotion(scale: spring, extent: extent, from: start, to: (scale, target))
        isZoomBouncing = bouncing
        velocity = .zero
        state = .decelerating
        startClock(at: time)
    }

    /// The scale's spring, from rest, on `from`/`to` in points: never past its target, so the scale stays
    /// within the range while it animates. With the UIKit profiles, UIKit's paging spring for the
    /// viewport's width made critically damped (the same ω ≈ 17 rad/s for 375 points, ζ 1 instead of
    /// ≈ 0.88) and snapped within half a point; with the Flutter profiles, their own (overdamped) spring.
    func zoomSpring(from start: Double, to end: Double) -> _AxisMotion? {
        guard start.isFinite, end.isFinite, start != end else { return nil }
        do {
            let simulation: ScrollSpringSimulation
            if physics.isUIKit {
                let paging = _UIKitPaging.spring(pageLength: viewportSize.width)
                let critical = try Spring(mass: 1, stiffness: paging.stiffness, damping: 2 * paging.stiffness.squareRoot())
                simulation = try ScrollSpringSimulation(spring: critical, start: start, end: end, velocity: 0,
                                                        tolerance: _UIKitPaging.tolerance)
            } else {
                simulation = try ScrollSpringSimulation(spring: physics.spring, start: start, end: end, velocity: 0,
                                                        tolerance: tolerance)
            }
            let motion = _AxisMotion(.spring(simulation))
            return motion.isMotion ? motion : nil
        } catch {
            return nil
        }
    }

    /// The scale's animation at the clock's time; at its end exactly its target, then (if the bounds
    /// changed under it) settled within them from the instant it landed.
    mutating func showZoomMotion() {
        guard let motion = zoomMotion else { return }
        let (scale, offset, speed, moving) = motion.frame(at: motionTime)
        if moving, scale.isFinite, scale > 0, offset.isFinite {
            zoomScale = scale
            contentOffset = offset
            let shown = hostVelocity(speed)
            velocity = shown.isFinite ? shown : .zero
            return
        }
        zoomScale = motion.toScale
        contentOffset = motion.toOffset
        velocity = .zero
        zoomMotion = nil
        isZoomBouncing = false
        state = .idle
        if clock.time != nil { settleIfNeeded(at: hostTime(ofMotionTime: motion.scale.restTime)) }
    }

    /// After the range changed: a scale outside it (or an animation heading outside it) is brought into
    /// it at once about the viewport's centre, unless a pinch is in progress (its release settles it).
    mutating func zoomRangeChanged() {
        guard !isZooming else { return }
        let heading = zoomMotion?.toScale ?? zoomScale
        guard heading < minimumZoomScale || heading > maximumZoomScale else { return }
        zoomAtOnce(to: Swift.min(Swift.max(heading, minimumZoomScale), maximumZoomScale),
                   about: Point(x: viewportSize.width / 2, y: viewportSize.height / 2))
    }

    // MARK: The scale's rubber band

    /// How far past its range a pinch can take the scale: a factor of 2 at most, approached as the
    /// offset's rubber band approaches a viewport's length.
    static let zoomBandDimension = Double.log(2)

    /// The scale shown for a pinch's unbanded scale `raw`: itself within the range; past it, the
    /// offset's rubber band (`(1 − 1/(x·0.55/d + 1))·d`) on the logarithm of the scale, d = ln 2;
    /// clamped without ``bouncesZoom``.
    func bandedZoom(_ raw: Double) -> Double {
        let low = minimumZoomScale, high = maximumZoomScale
        if raw >= low && raw <= high { return raw }
        guard bouncesZoom else { return Swift.min(Swift.max(raw, low), high) }
        let limit = raw > high ? high : low
        let beyond = Double.log(raw / limit)
        let banded = rubberBand(offset: beyond, dimension: Self.zoomBandDimension)
        return limit * Double.exp(banded)
    }

    /// The inverse of ``bandedZoom(_:)``: the pinch's scale that shows `shown`. Geometry's one inverse
    /// (`rubberBandInverse`, with its one cap) on the logarithm of the scale, as the band is.
    func unbandedZoom(_ shown: Double) -> Double {
        let low = minimumZoomScale, high = maximumZoomScale
        if shown >= low && shown <= high || !bouncesZoom { return shown }
        let limit = shown > high ? high : low
        return limit * Double.exp(rubberBandInverse(banded: Double.log(shown / limit), dimension: Self.zoomBandDimension))
    }
}
