/// A scroll view as either side of a ``NestedScroll``: along y, or along x when it scrolls only across
/// (`axes == .horizontal`). Driven through its host-reading path (`update(with:)`), so its drag, rubber
/// band, release physics and catching are exactly those of a scroll view dragged alone.
extension ScrollBehavior: NestedScrollable {
    // The readings are inlined into their witnesses: a witness called through the generic `NestedScroll`
    // holds the scroll view's address, and an out-of-line call would first copy the whole value
    // (kilobytes) to pass it.

    @inline(__always)
    var nestedIsHorizontal: Bool { axes == .horizontal }

    /// Where the drag would put the offset without the rubber band, and the range it rests in.
    @inline(__always)
    var nestedPosition: (unbanded: Double, low: Double, high: Double) {
        let horizontal = nestedIsHorizontal
        let low = horizontal ? minimumContentOffset.x : minimumContentOffset.y
        let high = horizontal ? maximumContentOffset.x : maximumContentOffset.y
        let offset = horizontal ? contentOffset.x : contentOffset.y
        let unbanded = state == .dragging ? (horizontal ? dragOrigin.x - lastTranslation.dx : dragOrigin.y - lastTranslation.dy)
            : self.unbanded(offset, axis: horizontal ? .horizontal : .vertical)
        return (unbanded, low, Swift.max(low, high))
    }

    @inline(__always)
    var nestedScrolls: Bool { nestedIsHorizontal ? scrollsHorizontally : scrollsVertically }

    /// The finger's travel past an end: the offset is below its smallest (pulled down) when positive.
    @inline(__always)
    public var nestedOverscroll: Double {
        guard nestedScrolls else { return 0 }
        let (position, low, high) = nestedPosition
        if position < low { return low - position }
        if position > high { return low <= high ? 0 - (position - high) : 0 }
        return 0
    }

    /// A finger moving down (positive) scrolls toward the top: room down to the smallest offset; up,
    /// room to the largest.
    @inline(__always)
    public func nestedScrollRoom(for delta: Double) -> Double {
        guard nestedScrolls, delta.isFinite else { return 0 }
        let (position, low, high) = nestedPosition
        let at = Swift.min(Swift.max(position, low), high)
        return delta > 0 ? Swift.min(delta, at - low) : Swift.max(delta, 0 - (high - at))
    }

    /// A scroll view that bounces overscrolls both ways.
    @inline(__always)
    public func nestedScrollCanOverscroll(toward delta: Double) -> Bool { nestedScrolls && effectiveBounces }

    public mutating func nestedScrollBegan(at time: Double) {
        _update(with: GestureReading(state: .began, location: .zero, translation: .zero, velocity: .zero, numberOfTouches: 1,
                                     time: time))
    }

    public mutating func nestedScrollChanged(translation: Double, velocity: Double, at time: Double) {
        _update(with: nestedReading(.changed, translation: translation, velocity: velocity, touches: 1, time: time))
    }

    /// Only after a touch caught the content decelerating: repeated-flick acceleration watches the finger.
    @inline(__always)
    public var nestedScrollNeedsFingerVelocity: Bool { carry.alive }

    /// `frame` with the finger's velocity shown as the drag showed it (``velocity``'s rule, as at the change).
    @inlinable
    public func nestedScrollFrame(_ frame: ScrollFrame, showingFingerVelocity velocity: Double) -> ScrollFrame {
        var shown = frame
        shown.velocity = fingerAxes.contentVelocity(forFinger: axes == .horizontal ? Vector(dx: velocity, dy: 0)
                                                                                  : Vector(dx: 0, dy: velocity))
        return shown
    }

    public mutating func nestedScrollEnded(velocity: Double, at time: Double, cancelled: Bool) {
        let moved = nestedIsHorizontal ? lastTranslation.dx : lastTranslation.dy
        _update(with: nestedReading(cancelled ? .cancelled : .ended, translation: moved, velocity: velocity, touches: 0,
                                    time: time))
    }

    func nestedReading(_ state: GestureState, translation: Double, velocity: Double, touches: Int, time: Double) -> GestureReading {
        let travel = nestedIsHorizontal ? Vector(dx: translation, dy: 0) : Vector(dx: 0, dy: translation)
        let speed = nestedIsHorizontal ? Vector(dx: velocity, dy: 0) : Vector(dx: 0, dy: velocity)
        return GestureReading(state: state, location: .zero, translation: travel, velocity: speed, numberOfTouches: touches,
                              time: time)
    }
}
