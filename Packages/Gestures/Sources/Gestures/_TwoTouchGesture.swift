import Geometry

/// The state machine pinch and rotation share: two touches, a measure (the span's length or its
/// angle) that must change by a threshold before the gesture begins, then follows it with a
/// velocity estimated by a `VelocityTracker` over the measure.
@usableFromInline
struct _TwoTouchGesture: Sendable {
    @usableFromInline enum Measure: Sendable { case span, angle }

    @usableFromInline let measure: Measure
    /// The change of the measure (points of span, or radians) before the gesture begins.
    @usableFromInline let threshold: Double
    @usableFromInline var geometry = _TwoTouchGeometry()
    @usableFromInline var state: GestureState = .possible
    /// The measure when the two touches landed (or was re-based by the host).
    @usableFromInline var base = 0.0
    @usableFromInline var hasBase = false
    @usableFromInline var current = 0.0
    @usableFromInline var location: Point = .zero
    @usableFromInline var time = -Double.infinity
    @usableFromInline var tracker = VelocityTracker()
    @usableFromInline var trackerDown = false
    /// Whether ``velocity`` is the tracker's estimate (false: zero, after a cancel or a reset).
    @usableFromInline var velocityIsEstimated = false

    /// The measure's velocity: estimated when read (a pinch driving a scroll view never reads it while
    /// zooming), from the tracker as the last sample left it, which is what the recogniser reports
    /// until the next sample.
    @usableFromInline
    var velocity: Double {
        velocityIsEstimated ? tracker.velocity(of: 0)?.dx ?? 0 : 0
    }

    @usableFromInline
    init(measure: Measure, threshold: Double) {
        self.measure = measure
        self.threshold = threshold
        geometry.tracksAngle = measure == .angle
    }

    @usableFromInline
    func read() -> Double? {
        guard let span = geometry.span else { return nil }
        switch measure {
        case .span: return span.magnitude
        case .angle: return geometry.hasAngle ? geometry.angle : nil
        }
    }

    /// The scale (span over base span) or the rotation (angle minus base angle).
    @usableFromInline
    var value: Double {
        switch measure {
        // Saturates: two touches landing a denormal distance apart and spreading to 1e150 would
        // otherwise give an infinite scale.
        case .span: return hasBase && base > 0 ? Swift.min(current / base, .greatestFiniteMagnitude) : 1
        case .angle: return hasBase ? current - base : 0
        }
    }

    @usableFromInline
    mutating func handle(_ sample: PointerSample) -> GestureState {
        guard let sample = _admitted(sample, after: time, touches: geometry.touches) else { return state }
        if state.isFinished, sample.phase == .began, geometry.touches.count == 0 { reset() }
        let hadTwo = geometry.touches.count >= 2
        guard geometry.apply(sample) else { return state }
        time = sample.time
        if let centroid = geometry.centroid { location = centroid }
        let hasTwo = geometry.touches.count >= 2

        if hasTwo, let measured = read() {
            current = measured
            if !hadTwo {
                // A new pair: the measure starts here (as UIKit's scale is relative to touch-down).
                if state == .possible || !hasBase {
                    base = measured
                    hasBase = true
                } else {
                    // The pair changed while active: keep the value continuous.
                    rebase(keeping: valueBeforeChange)
                }
                tracker.clear()
                trackerDown = false
            }
            feedTracker(phase: trackerDown ? .moved : .began)
        } else if hadTwo, trackerDown {
            feedTracker(phase: .ended)
        }

        switch state {
        case .possible:
            if sample.phase == .cancelled || geometry.touches.count == 0 {
                state = .failed
            } else if hasTwo, hasBase, abs(current - base) >= threshold {
                state = .began
            }
        case .began, .changed:
            state = state.continuing(after: sample.phase, enoughTouches: hasTwo)
            if state == .cancelled { velocityIsEstimated = false }
        case .ended, .cancelled, .failed, .recognized:
            break
        }
        if hasTwo { valueBeforeChange = value }
        return state
    }

    @usableFromInline var valueBeforeChange = 0.0

    @usableFromInline
    mutating func rebase(keeping value: Double) {
        switch measure {
        case .span: base = value > 0 && value.isFinite ? current / value : current
        case .angle: base = current - value
        }
        hasBase = true
    }

    @usableFromInline
    mutating func feedTracker(phase: PointerPhase) {
        let sample = PointerSample(pointer: 0, x: value, y: 0, phase: phase, time: time)
        if tracker._addRestartingClock(sample) {
            trackerDown = phase != .ended
        }
        velocityIsEstimated = true
    }

    @usableFromInline
    mutating func cancel() -> GestureState {
        if state.isActive {
            state = .cancelled
            velocityIsEstimated = false
        } else if state == .possible {
            state = .failed
        }
        return state
    }

    @usableFromInline
    mutating func reset() {
        geometry.removeAll()
        tracker.clear()
        trackerDown = false
        if state.isActive {
            // Never a gesture left without its end: cancelled, the last scale or rotation kept.
            state = .cancelled
            velocityIsEstimated = false
            return
        }
        state = .possible
        hasBase = false
        velocityIsEstimated = false
        valueBeforeChange = 0
    }
}

extension _TwoTouchGesture {
    /// Becomes `saved`, in this gesture's own buffers (its touches and velocity history).
    mutating func restore(_ saved: _TwoTouchGesture) {
        var geometry = self.geometry, tracker = self.tracker
        self = saved
        geometry.restore(saved.geometry)
        tracker.restore(saved.tracker)
        self.geometry = geometry
        self.tracker = tracker
    }
}
