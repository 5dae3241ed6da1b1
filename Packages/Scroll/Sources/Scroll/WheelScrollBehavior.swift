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

    private enum Gesture { case none, trackpad, osMomentum, pinch }
    private var gesture = Gesture.none
    private var translation = Vector.zero
    private var tracker = VelocityTracker()
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
        if let animation, let time = lastFrameTime, !animation.isFinished(at: time) {
            frame.state = .decelerating
            frame.velocity = animation.velocity(at: time)
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
        if sample.phase == .began { stopAnimation(at: sample.time) }
        _ = scroll.handle(sample)
        return frame
    }

    /// A host recogniser's reading, as ``ScrollBehavior/update(with:)``.
    @discardableResult
    public mutating func update(with reading: GestureReading) -> ScrollFrame {
        if reading.state == .began || reading.state == .possible { stopAnimation(at: reading.time) }
        _ = scroll.update(with: reading)
        return frame
    }

    /// A wheel or trackpad event (the rules above).
    ///
    /// - Returns: The frame after the event (without advancing any motion).
    /// - Complexity: O(1), no allocation.
    @discardableResult
    public mutating func handle(_ wheel: WheelSample) -> ScrollFrame {
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
        _ = scroll.tick(at: time)
        lastFrameTime = time
        if let animation {
            let finished = animation.isFinished(at: time)
            scroll.scroll(to: finished ? animation.targetValue : animation.value(at: time), animated: false)
            if finished { self.animation = nil }
        }
        return frame
    }

    /// Stops everything: a trackpad gesture ends as cancelled, the animation stops, the scroll view resets.
    public mutating func reset() {
        animation = nil
        gesture = .none
        translation = .zero
        tracker.clear()
        pinchScale = 1
        lastFrameTime = nil
        scroll.reset()
    }

    // MARK: Notched wheel

    private mutating func notch(_ wheel: WheelSample) {
        if scroll.state == .decelerating {
            // A fling or bounce stops where it is at the notch's time (its closed form there), whatever the frames.
            _ = scroll.tick(at: wheel.time)
            scroll.scroll(to: scroll.contentOffset, animated: false)
        }
        let delta = points(wheel)
        let from = animation?.value(at: wheel.time) ?? scroll.contentOffset
        let base = animation?.targetValue ?? scroll.contentOffset
        let target = clamped(Point(x: base.x - delta.dx, y: base.y - delta.dy))
        if var running = animation, !running.isFinished(at: wheel.time) {
            running.updateTarget(target, at: wheel.time)
            animation = running
        } else if target != from {
            animation = ScrollOffsetAnimationCurve(from: from, to: target, at: wheel.time)
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
        scroll.scroll(to: running.value(at: time.isFinite ? time : (lastFrameTime ?? running.startTime)), animated: false)
        animation = nil
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
