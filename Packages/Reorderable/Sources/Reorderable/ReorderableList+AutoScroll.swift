import Geometry

// The auto-scroll: piecewise linear in time, each piece started by an event (a lift, a finger's move,
// the end of one of Flutter's steps, an end of the list reached), never by a frame.
extension ReorderableList {
    /// The largest offset, points.
    var maximumOffset: Double { Swift.max(0, Double(itemCount) * itemHeight - viewportSize.height) }

    /// The lifted item's overdrag past the viewport's top (positive) or bottom (negative) edge with the
    /// direction the list may still move in, Flutter's order: the top first, then the bottom; 0 when
    /// neither applies.
    func overdrag(offset: Double) -> Double {
        let top = fingerY - grab                         // the item's top in the viewport
        let bottom = top + itemHeight
        if top < 0, offset > 0 { return top }            // past the top: scroll toward 0
        if bottom > viewportSize.height, offset < maximumOffset { return bottom - viewportSize.height }
        return 0
    }

    /// Starts a new piece at `time` after the finger moved (or the item was lifted).
    mutating func startAutoScroll(at time: Double) {
        switch autoScroll {
        case .none:
            return
        case .continuous(let speedPerPoint, let maximumSpeed):
            let d = overdrag(offset: contentOffset)
            let speed = Swift.min(speedPerPoint * Swift.abs(d), maximumSpeed)
            guard d != 0, speed > 0 else {
                stopAutoScroll()
                return
            }
            let end = d < 0 ? 0 : maximumOffset
            beginSegment(at: time, to: end, speed: speed)
        case .flutter(let velocityScalar):
            // A chain in progress goes on; a finger's move starts one only when none runs.
            guard scrollSpeed == 0 else { return }
            flutterStep(at: time, velocityScalar: velocityScalar)
        }
    }

    /// Flutter's `_scroll()`: one linear step of min(overdrag, 20) points over round(1000 / scalar) ms
    /// from `time`, unless it would move less than 1 point.
    mutating func flutterStep(at time: Double, velocityScalar: Double) {
        let offset = contentOffset
        let d = overdrag(offset: offset)
        let step = Swift.min(Swift.abs(d), ReorderAutoScroll.flutterMaximumStep)
        let target = d < 0 ? Swift.max(0, offset - step) : Swift.min(maximumOffset, offset + step)
        guard d != 0, Swift.abs(target - offset) >= ReorderAutoScroll.flutterMinimumStep else {
            stopAutoScroll()
            return
        }
        let duration = ReorderAutoScroll.flutterStepDuration(velocityScalar: velocityScalar)
        scrollSpeed = (target - offset) / duration
        segmentStart = time
        segmentOffset = offset
        segmentEnd = time + duration
        segmentEndOffset = target
    }

    /// A piece from the current offset toward `end` at `speed` points per second, from `time`.
    mutating func beginSegment(at time: Double, to end: Double, speed: Double) {
        let offset = contentOffset
        let distance = end - offset
        guard distance != 0 else {
            stopAutoScroll()
            return
        }
        scrollSpeed = distance > 0 ? speed : -speed
        segmentStart = time
        segmentOffset = offset
        segmentEnd = time + Swift.abs(distance) / speed
        segmentEndOffset = end
    }

    mutating func stopAutoScroll() {
        scrollSpeed = 0
        segmentEnd = .infinity
    }

    /// The offset of the current piece at `time` (within it).
    func segmentOffset(at time: Double) -> Double {
        if !(time < segmentEnd) { return segmentEndOffset }
        let offset = segmentOffset + scrollSpeed * (time - segmentStart)
        return scrollSpeed > 0 ? Swift.min(offset, segmentEndOffset) : Swift.max(offset, segmentEndOffset)
    }

    /// Runs the auto-scroll from ``now`` to `time`, moving the lifted item's target at the exact
    /// instants its edge crosses a midpoint.
    mutating func runAutoScroll(until time: Double) {
        var from = now
        while scrollSpeed != 0, from < time {
            let to = Swift.min(time, segmentEnd)
            crossSlots(until: to)
            setOffset(segmentOffset(at: to))
            from = to
            guard to == segmentEnd else { break }
            // The piece reached an end of the list: the edge is hit at the piece's speed.
            if (scrollSpeed < 0 && segmentEndOffset <= 0) || (scrollSpeed > 0 && segmentEndOffset >= maximumOffset) {
                log.emit(FeedbackEvent(.edgeHit, at: to, speed: Swift.abs(scrollSpeed), edge: scrollSpeed < 0 ? .top : .bottom))
            }
            // The piece ended: Flutter chains the next step; a continuous piece has reached an end.
            if case .flutter(let velocityScalar) = autoScroll {
                stopAutoScroll()
                flutterStep(at: to, velocityScalar: velocityScalar)
            } else {
                stopAutoScroll()
            }
        }
    }

    /// Moves the target one slot at a time at each crossing instant of the current piece up to `end`.
    mutating func crossSlots(until end: Double) {
        let base = fingerY - grab                      // the item's top in the viewport
        let wanted = slot(forTop: base + segmentOffset(at: end))
        while wanted != targetIndex {
            let next = wanted > targetIndex ? targetIndex + 1 : targetIndex - 1
            // The boundary between the two slots: an item's top + H/2 among the other items.
            let boundary = Double(Swift.min(targetIndex, next)) * itemHeight + itemHeight / 2
            let instant = segmentStart + (boundary - base - segmentOffset) / scrollSpeed
            moveTarget(to: next, at: Swift.min(Swift.max(instant, segmentStart), end))
        }
    }

    /// Sets the list's offset (the scroll view holds it).
    mutating func setOffset(_ offset: Double) {
        scroll.scroll(to: Point(x: scroll.contentOffset.x, y: offset), animated: false)
    }
}
