import Geometry
import Gestures

/// A ``ScrollBehavior`` that also takes wheel and trackpad input (`WheelSample`): a notched wheel
/// animates by Chromium's smooth-scroll curve, a trackpad drags the content one to one with a finger's
/// rubber band, its fling is the OS's momentum or the scroll physics' own, and a ctrl-wheel zooms.
///
/// ```swift
/// import Gestures
/// import Scroll
///
/// let list = try ScrollBehavior(contentSize: Size(width: 320, height: 2000), viewportSize: Size(width: 320, height: 480))
/// var view = WheelScrollBehavior(list)
/// // Two notches down (a browser's deltaY +100 each), 50 ms apart: one animation, retargeted.
/// view.handle(WheelSample(delta: Vector(dx: 0, dy: -100), time: 0))
/// view.handle(WheelSample(delta: Vector(dx: 0, dy: -100), time: 0.05))
/// print(view.tick(at: 0.05).state)            // decelerating
/// print(view.tick(at: 1).contentOffset.y)     // 200.0
/// ```
///
/// The rules:
/// - **Notched wheel** (no phases): the target moves by the delta (`line` deltas × ``lineHeight``, `page`
///   deltas × 0.875 of the viewport, Blink's steps) from the running animation's target, clamped to the
///   content's bounds as a browser clamps it; a ``ScrollOffsetAnimationCurve`` (`inverseDelta`) starts at
///   the event's own timestamp from where the content is then, or is retargeted there, keeping its speed.
///   It lands exactly on the target. A fling or bounce in progress stops where it is at the notch's time.
/// - **Trackpad** (`phase` began, changed, ended): the deltas are summed into a translation that drags the
///   scroll view as a finger would (``ScrollBehavior/update(with:)``: one to one, the same rubber band past
///   the edges); at `ended` the release is the ``Momentum`` rule's.
/// - **OS momentum** (`momentumPhase` began, changed, ended): ``Momentum/os`` follows its deltas one to one
///   (shown as `decelerating`, rubber-banded past an edge and settled back when it ends); ``Momentum/own``
///   ignores them, the fling having been the scroll physics' own from the velocity at lift.
/// - **Ctrl-wheel** (a browser's trackpad pinch, or ctrl with a wheel): zooms about the pointer (the
///   sample's location, the viewport's centre without one) by `exp(dy / 100)` per event, the inverse of
///   Chromium's pinch-to-wheel mapping (`deltaY = −100 · ln scale` in DOM terms); only when the scroll view's
///   zoom range is not a single scale. A phased pinch stays one gesture until its `ended`.
/// - A wheel event while a finger drags is ignored (the finger owns the view); a touch down stops a
///   running wheel animation where it is at the touch's time. A wheel event with a non-finite time or
///   delta is ignored; a non-finite location counts as none.
///
/// Cost: O(1) per event and per frame, no allocation.
public struct WheelScrollBehavior: Interaction {
    public typealias Output = ScrollFrame

    /// What follows a trackpad gesture's lift.
    public enum Momentum: String, Hashable, Sendable, CaseIterable {
        /// The OS momentum events move the content (AppKit's `momentumPhase`), one to one.
        case os
        /// The scroll physics' own fling from the velocity at lift: the same fling as a finger's, whatever
        /// the device; the OS momentum events are ignored.
        case own
    }

    /// Blink's line step for `line` deltas, points (`kPixelsPerLineStep`).
    public static let defaultLineHeight = 40.0
    /// Blink's page step: this fraction of the viewport's length (`kMinFractionToStepWhenPaging`).
    public static let pageFraction = 0.875

    /// The scroll view.
    public var scroll: ScrollBehavior
    /// What follows a trackpad gesture's lift.
    public var momentum: Momentum
    /// The length of a `line` delta, points.
    public var lineHeight = WheelScrollBehavior.defaultLineHeight
    /// The running notched-wheel animation, if any.
    public private(set) var animation: ScrollOffsetAnimationCurve?

    /// The user's motion settings: the scroll view's (``ScrollBehavior/motionPreferences``), which the notched
    /// wheel's animation reads too: it runs at the duration scale in force when it started (0: the content
    /// goes to the target at once).
    public var motionPreferences: MotionPreferences {
        get { scroll.motionPreferences }
        set { scroll.motionPreferences = newValue }
    }

    /// What happened since the previous tick, in time order: the scroll view's (``ScrollBehavior/events``)
    /// and a notched wheel's `edgeHit` when its animation lands on an end its notches asked to pass (speed 0:
    /// Chromium's curve eases out onto its target).
    public var events: [FeedbackEvent] { log.events }

    var log = _FeedbackLog()
    /// The duration scale the running animation started with.
    private var animationScale = 1.0
    /// The ends the running animation lands on because its notches asked to go past them.
    private var animationEdges: RectEdges = []
    private enum Gesture { case none, trackpad, osMomentum, pinch }
    private var gesture = Gesture.none
    private var translation = Vector.zero
    var tracker = VelocityTracker()
    private var pinchScale = 1.0
    private var pinchLocation = Point.zero
    private var lastFrameTime: Double?

    /// A scroll view taking wheel input.
    ///
    /// - Parameters:
    ///   - scroll: The scroll view, configured.
    ///   - momentum: What follows a trackpad's lift (`own` by default).
    public init(_ scroll: ScrollBehavior, momentum: Momentum = .own) {
        self.scroll = scroll
        self.momentum = momentum
    }

    /// What to show now.
    public var frame: ScrollFrame {
        var frame = scroll.frame
        if let animation, let time = lastFrameTime.map({ curveTime($0, of: animation) }), !animation.isFinished(at: time) {
            frame.state = .decelerating
            let speed = animation.velocity(at: time)
            frame.velocity = animationScale == 1 ? speed : Vector(dx: speed.dx / animationScale, dy: speed.dy / animationScale)
        } else if gesture == .osMomentum {
            frame.state = .decelerating
        }
        return frame
    }

    /// True when nothing moves until the next input.
    public var isSettled: Bool { animation == nil && gesture == .none && scroll.isSettled }

    /// A finger's sample: a touch down stops a wheel animation where it is at the sample's time.
    @discardableResult
    public mutating func handle(_ sample: PointerSample) -> ScrollFrame {
        log.beginCall()
        if sample.phase == .began { stopAnimation(at: sample.time) }
        _ = scroll.handle(sample)
        takeScrollEvents()
        return frame
    }

    /// A host recogniser's reading, as ``ScrollBehavior/update(with:)``.
    @discardableResult
    public mutating func update(with reading: GestureReading) -> ScrollFrame {
        log.beginCall()
        if reading.state == .began || reading.state == .possible { stopAnimation(at: reading.time) }
        _ = scroll.update(with: reading)
        takeScrollEvents()
        return frame
    }

    /// A wheel or trackpad event (the rules above).
    ///
    /// - Returns: The frame after the event (without advancing any motion).
    /// - Complexity: O(1), no allocation.
    @discardableResult
    public mutating func handle(_ wheel: WheelSample) -> ScrollFrame {
        log.beginCall()
        defer { takeScrollEvents() }
        guard wheel.time.isFinite, wheel.delta.isFinite, scroll.state != .dragging || gesture != .none else { return frame }
        if wheel.ctrlKey || gesture == .pinch {
            zoom(wheel)
        } else if wheel.phase != .none {
            followTrackpad(wheel, phase: wheel.phase, release: momentum == .own)
        } else if wheel.momentumPhase != .none {
            if momentum == .os { followTrackpad(wheel, phase: wheel.momentumPhase, release: false) }
        } else {
            notch(wheel)
        }
        return frame
    }

    /// Advances to the frame's time and returns what to show.
    ///
    /// - Complexity: O(1), no allocation.
    @discardableResult
    public mutating func tick(at time: Double) -> ScrollFrame {
        log.beginCall()
        scroll._tick(at: time)
        lastFrameTime = time
        if let animation {
            let curve = curveTime(time, of: animation)
            let finished = animation.isFinished(at: curve)
            scroll.scroll(to: finished ? animation.targetValue : animation.value(at: curve), animated: false)
            if finished {
                // It lands at its end, scaled: the same instant whatever the frames.
                emitEdgeHits(animationEdges, at: animation.startTime + animationScale * animation.duration)
                self.animation = nil
                animationEdges = []
            }
        }
        takeScrollEvents()
        log.endFrame()
        return frame
    }

    /// The animation's own time at host time `time`: from its start, over the duration scale it started with.
    private func curveTime(_ time: Double, of curve: ScrollOffsetAnimationCurve) -> Double {
        animationScale == 1 || animationScale == 0 ? time : curve.startTime + (time - curve.startTime) / animationScale
    }

    /// Moves the scroll view's events into this view's (each once: the scroll view's log is emptied).
    private mutating func takeScrollEvents() {
        // By index, holding no copy of the scroll view's buffer, so that emptying it keeps its storage
        // (no allocation).
        let count = scroll.log.events.count
        guard count > 0 else { return }
        for index in 0..<count { log.emit(scroll.log.events[index]) }
        scroll.log.removeAll()
    }

    private mutating func emitEdgeHits(_ edges: RectEdges, at time: Double) {
        // Edge by edge, with no list built (no allocation in a frame).
        if edges.contains(.top) { log.emit(FeedbackEvent(.edgeHit, at: time, speed: 0, edge: .top)) }
        if edges.contains(.left) { log.emit(FeedbackEvent(.edgeHit, at: time, speed: 0, edge: .left)) }
        if edges.contains(.bottom) { log.emit(FeedbackEvent(.edgeHit, at: time, speed: 0, edge: .bottom)) }
        if edges.contains(.right) { log.emit(FeedbackEvent(.edgeHit, at: time, speed: 0, edge: .right)) }
    }

    /// Stops everything: a trackpad gesture ends as cancelled, the animation stops, the scroll view resets.
    public mutating func reset() {
        animation = nil
        animationEdges = []
        gesture = .none
        translation = .zero
        tracker.clear()
        pinchScale = 1
        lastFrameTime = nil
        scroll.reset()
        log.removeAll()
    }

    // MARK: Notched wheel

    private mutating func notch(_ wheel: WheelSample) {
        if scroll.state == .decelerating {
            // A fling or bounce stops where it is at the notch's time (its closed form there), whatever the frames.
            scroll._tick(at: wheel.time)
            scroll.scroll(to: scroll.contentOffset, animated: false)
        }
        if let landed = animation, landed.isFinished(at: curveTime(wheel.time, of: landed)) {
            // An animation that landed before this notch and was not yet shown landing reports it now.
            emitEdgeHits(animationEdges, at: landed.startTime + animationScale * landed.duration)
            animationEdges = []
        }
        let delta = points(wheel)
        let from = animation.map { $0.value(at: curveTime(wheel.time, of: $0)) } ?? scroll.contentOffset
        let base = animation?.targetValue ?? scroll.contentOffset
        let requested = Point(x: base.x - delta.dx, y: base.y - delta.dy)
        let target = clamped(requested)
        // The ends the notches asked to go past (the target clamped there).
        var edges: RectEdges = []
        if scroll.scrollsHorizontally && target.x != requested.x { edges.insert(requested.x < target.x ? .left : .right) }
        if scroll.scrollsVertically && target.y != requested.y { edges.insert(requested.y < target.y ? .top : .bottom) }
        if motionPreferences.endsMotionsAtOnce {
            // A duration scale of 0: at the target at once, on the notch's own frame.
            animation = nil
            animationEdges = []
            guard target != scroll.contentOffset else { return }
            scroll.scroll(to: target, animated: false)
            emitEdgeHits(edges, at: wheel.time)
            return
        }
        if var running = animation, !running.isFinished(at: curveTime(wheel.time, of: running)) {
            running.updateTarget(target, at: curveTime(wheel.time, of: running))
            animation = running
            animationEdges = edges
        } else if target != from {
            animation = ScrollOffsetAnimationCurve(from: from, to: target, at: wheel.time)
            animationScale = motionPreferences.durationScale
            animationEdges = edges
        }
    }

    /// The delta in points: lines by ``lineHeight``, pages by ``pageFraction`` of the viewport.
    private func points(_ wheel: WheelSample) -> Vector {
        switch wheel.deltaMode {
        case .pixel: return wheel.delta
        case .line: return Vector(dx: wheel.delta.dx * lineHeight, dy: wheel.delta.dy * lineHeight)
        case .page:
            return Vector(dx: wheel.delta.dx * scroll.viewportSize.width * Self.pageFraction,
                          dy: wheel.delta.dy * scroll.viewportSize.height * Self.pageFraction)
        }
    }

    /// Within the content's bounds on the axes that scroll; unchanged on the others.
    private func clamped(_ offset: Point) -> Point {
        let low = scroll.minimumContentOffset, high = scroll.maximumContentOffset
        let current = animation?.targetValue ?? scroll.contentOffset
        func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
            value.isFinite ? Swift.min(Swift.max(value, lower), Swift.max(lower, upper)) : lower
        }
        return Point(x: scroll.scrollsHorizontally ? clamp(offset.x, low.x, high.x) : current.x,
                     y: scroll.scrollsVertically ? clamp(offset.y, low.y, high.y) : current.y)
    }

    private mutating func stopAnimation(at time: Double) {
        guard let running = animation else { return }
        scroll.scroll(to: running.value(at: curveTime(time.isFinite ? time : (lastFrameTime ?? running.startTime), of: running)),
                      animated: false)
        animation = nil
        animationEdges = []
    }

    // MARK: Trackpad

    private mutating func followTrackpad(_ wheel: WheelSample, phase: WheelSample.Phase, release: Bool) {
        let delta = points(wheel)
        let location = Self.finiteLocation(wheel) ?? .zero
        switch phase {
        case .began, .changed:
            let starting = phase == .began || gesture == .none
            if starting {
                stopAnimation(at: wheel.time)
                translation = .zero
                tracker.clear()
            }
            translation = translation + delta
            try? tracker.add(PointerSample(pointer: 0, location: Point(x: translation.dx, y: translation.dy),
                                           phase: starting ? .began : .moved, time: wheel.time))
            gesture = wheel.phase != .none ? .trackpad : .osMomentum
            _ = scroll.update(with: GestureReading(state: starting ? .began : .changed, location: location,
                                                   translation: translation, velocity: .zero, numberOfTouches: 1, time: wheel.time))
        case .ended:
            guard gesture != .none else { return }
            translation = translation + delta
            try? tracker.add(PointerSample(pointer: 0, location: Point(x: translation.dx, y: translation.dy),
                                           phase: .ended, time: wheel.time))
            let velocity = release ? (tracker.velocity(of: 0) ?? .zero) : .zero
            gesture = .none
            _ = scroll.update(with: GestureReading(state: .ended, location: location, translation: translation,
                                                   velocity: velocity, numberOfTouches: 0, time: wheel.time))
        case .none:
            break
        }
    }

    /// The event's location when it is finite (a non-finite one counts as unknown).
    private static func finiteLocation(_ wheel: WheelSample) -> Point? {
        guard let location = wheel.location, location.isFinite else { return nil }
        return location
    }

    // MARK: Pinch

    private mutating func zoom(_ wheel: WheelSample) {
        guard scroll.maximumZoomScale > scroll.minimumZoomScale else {
            if wheel.phase == .ended || wheel.phase == .none { gesture = .none }
            return
        }
        if gesture != .pinch {
            stopAnimation(at: wheel.time)
            pinchScale = 1
            pinchLocation = Self.finiteLocation(wheel) ?? Point(x: scroll.viewportOrigin.x + scroll.viewportSize.width / 2,
                                                    y: scroll.viewportOrigin.y + scroll.viewportSize.height / 2)
            gesture = .pinch
            _ = scroll.updateZoom(with: .pinch(state: .began, scale: 1, velocity: 0, location: pinchLocation, time: wheel.time))
        }
        if let location = Self.finiteLocation(wheel) { pinchLocation = location }
        let factor = Double.exp(points(wheel).dy / 100)
        if factor.isFinite, factor > 0 { pinchScale = Swift.min(Swift.max(pinchScale * factor, 1e-6), 1e6) }
        _ = scroll.updateZoom(with: .pinch(state: .changed, scale: pinchScale, velocity: 0, location: pinchLocation, time: wheel.time))
        if wheel.phase == .none || wheel.phase == .ended {
            gesture = .none
            _ = scroll.updateZoom(with: .pinch(state: .ended, scale: pinchScale, velocity: 0, location: pinchLocation,
                                               numberOfTouches: 0, time: wheel.time))
        }
    }
}
