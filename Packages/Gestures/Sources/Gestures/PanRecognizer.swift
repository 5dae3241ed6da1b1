import Geometry

/// A continuous pan (drag): UIKit's `UIPanGestureRecognizer`, headless.
///
/// ```swift
/// import Gestures
///
/// let samples = [PointerSample(pointer: 0, x: 100, y: 300, phase: .began, time: 0),
///                PointerSample(pointer: 0, x: 130, y: 290, phase: .moved, time: 0.016),
///                PointerSample(pointer: 0, x: 170, y: 280, phase: .moved, time: 0.032),
///                PointerSample(pointer: 0, x: 170, y: 280, phase: .ended, time: 0.048)]
/// var layer = LayerState(position: Point(x: 100, y: 300), size: Size(width: 80, height: 80))
/// var pan = try PanRecognizer(minimumDistance: 10)
/// var grabbedAt = layer.position
/// for sample in samples {
///     let state = pan.handle(sample)
///     if state == .began { grabbedAt = layer.position }
///     if state.isActive { layer.position = grabbedAt + pan.translation }
///     if state == .ended { print("toss from", layer.position, "with", pan.velocity) }
/// }
/// ```
///
/// It begins once the centroid of between `minimumTouches` and `maximumTouches` touches has moved
/// `minimumDistance` points from where they touched down (the hysteresis), and reports `changed`
/// for every later sample, `ended` when fewer than `minimumTouches` remain, `cancelled` when a touch
/// is cancelled or the host calls ``cancel()``. More than `maximumTouches` touches before it begins
/// make it fail; after it began, extra touches are ignored. Adding or lifting a touch while panning
/// does not make the translation jump. Every `began` is followed by exactly one `ended` or
/// `cancelled`.
///
/// The translation is zero when the gesture begins ("the translation since began"); the
/// ``touchDownLocation`` says where the touches landed, before the hysteresis.
public struct PanRecognizer: GestureRecognizer {
    /// The distance, in points, the touches must move before the pan begins.
    public let minimumDistance: Double
    /// The fewest touches that make a pan.
    public let minimumTouches: Int
    /// The most touches that make a pan.
    public let maximumTouches: Int

    public private(set) var state: GestureState = .possible
    /// The centroid of the touches, in points; once the last touch lifted, where it lifted (UIKit's
    /// location at `.ended`); after a cancel, the last known one.
    public private(set) var location: Point = .zero
    /// The centroid's velocity in points per second (see ``PanSnapshot/velocity``).
    ///
    /// Estimated when read, from the history the last sample left (the mean of the touches' fits), not
    /// at every sample: a drag that reports no velocity until its release fits once.
    ///
    /// - Complexity: O(touches × the samples within the velocity horizon) when a touch moved since it
    ///   was last estimated.
    public var velocity: Vector {
        velocityIsEstimated ? Self.meanVelocity(lifted: liftedPointer, touches: touches) { tracker.velocity(of: $0) } : storedVelocity
    }
    /// Where the touches landed (their centroid when the first went down), in points.
    public private(set) var touchDownLocation: Point = .zero
    /// The time of the last sample handled, in seconds.
    public private(set) var time: Double = -Double.infinity

    @usableFromInline var touches = _TouchSet()
    @usableFromInline var tracker: VelocityTracker
    /// `location - origin` is the translation; the origin shifts when touches come and go.
    @usableFromInline var origin: Point = .zero
    /// Whether ``velocity`` is the tracker's estimate (false: it is ``storedVelocity``).
    @usableFromInline var velocityIsEstimated = false
    /// The velocity when it is not estimated: zero, or the last estimate kept when a reset clears the history.
    @usableFromInline var storedVelocity = Vector.zero
    /// The pointer the last sample lifted, whose estimate counts in the mean (Android's and UIKit's release).
    @usableFromInline var liftedPointer: Int?

    /// A pan recogniser.
    ///
    /// - Parameters:
    ///   - minimumDistance: The hysteresis in points, finite and not negative (10 by default, like
    ///     SwiftUI's `DragGesture`; UIKit's is undocumented and about the same). 0 begins on touch down.
    ///   - minimumTouches: The fewest touches, 1 by default.
    ///   - maximumTouches: The most touches, 10 by default (the most followed).
    ///   - velocityStrategy: How release velocity is estimated; least squares by default.
    /// - Throws: `ConfigurationError` for a negative or non-finite distance, or touch counts
    ///   outside `1...10` or with `maximumTouches < minimumTouches`.
    public init(minimumDistance: Double = 10, minimumTouches: Int = 1, maximumTouches: Int = 10,
                velocityStrategy: VelocityStrategy = .leastSquares) throws(ConfigurationError) {
        try ConfigurationError.check(minimumDistance, "minimumDistance", .nonNegative)
        try ConfigurationError.checkTouches(minimum: minimumTouches, maximum: maximumTouches)
        self.minimumDistance = minimumDistance
        self.minimumTouches = minimumTouches
        self.maximumTouches = maximumTouches
        self.tracker = VelocityTracker(strategy: velocityStrategy)
    }

    /// A pan with the defaults: 10 pt hysteresis, 1 to 10 touches, least-squares velocity.
    public init() {
        minimumDistance = 10
        minimumTouches = 1
        maximumTouches = 10
        tracker = VelocityTracker()
    }

    /// The translation since the gesture began (or since ``setTranslation(_:)``), in points.
    @inlinable @inline(__always)
    public var translation: Vector {
        // Not `.zero`: a global from another module is an opaque call, which makes a caller reading
        // through a pointer copy the whole recogniser first. Always inlined for the same reason: a
        // generic caller (an anchored drag) that calls the getter hands it a copy of the recogniser.
        state == .possible || state == .failed ? Vector(dx: 0, dy: 0) : location - origin
    }

    /// How many touches the pan follows.
    @inlinable
    public var numberOfTouches: Int { touches.count }

    /// Everything a frame needs, in one value.
    ///
    /// Built when read from the pan's readings, the velocity estimated then (see ``velocity``): a sample
    /// that nobody reads a snapshot of costs no snapshot.
    ///
    /// - Complexity: ``velocity``'s.
    public var snapshot: PanSnapshot {
        var reading = snapshotWithoutVelocity
        reading.velocity = velocity
        return reading
    }

    /// ``snapshot`` with a zero velocity and no estimate made: for a caller that uses the velocity only
    /// at the release (it reads ``snapshot`` then).
    @inlinable @inline(__always)
    package var snapshotWithoutVelocity: PanSnapshot {
        PanSnapshot(state: state, location: location, translation: translation, velocity: Vector(dx: 0, dy: 0),
                    numberOfTouches: touches.count, time: time)
    }

    /// ``snapshot``, keeping each touch's estimate in the tracker until that touch moves: with two or
    /// more touches down, a reading after each sample refits only the touch that moved. The same numbers.
    package mutating func estimatedSnapshot() -> PanSnapshot {
        var reading = snapshotWithoutVelocity
        reading.velocity = estimatedVelocity()
        return reading
    }

    /// ``velocity``, keeping each touch's estimate (see ``estimatedSnapshot()``).
    package mutating func estimatedVelocity() -> Vector {
        guard velocityIsEstimated else { return storedVelocity }
        let touches = self.touches
        return Self.meanVelocity(lifted: liftedPointer, touches: touches) { tracker._velocity(of: $0) }
    }

    /// Re-zeroes the translation: from now on it is `translation` plus the movement since this call
    /// (UIKit's `setTranslation(_:in:)`).
    ///
    /// - Parameter translation: The new translation; non-finite components are taken as zero.
    @inlinable
    public mutating func setTranslation(_ translation: Vector) {
        let clean = Vector(dx: translation.dx.isFinite ? translation.dx : 0, dy: translation.dy.isFinite ? translation.dy : 0)
        origin = location - clean
    }

    @discardableResult
    public mutating func handle(_ sample: PointerSample) -> GestureState {
        // Unclamped: the velocity tracker measures speeds up to 1e308 pt/s (the touch set clamps).
        guard let sample = _admitted(sample, after: time, touches: touches, clamping: false) else { return state }
        if state.isFinished, sample.phase == .began, touches.count == 0 { reset() }
        let index = touches.index(of: sample.pointer)
        let known = index != nil
        if !known, sample.phase != .began { return state }
        if sample.phase == .began, known { return state }
        if sample.phase == .began, state.isActive, touches.count >= maximumTouches { return state }
        // Only a sample the pan uses moves its clock (and its snapshot's time).
        time = sample.time

        // Only a touch added or lifted moves the centroid without the hand moving (see below).
        let changesTouches = sample.phase == .began || sample.phase == .ended || sample.phase == .cancelled
        let before = changesTouches ? touches.centroid : nil
        // The tracker sees the same validated stream, so it cannot reject this sample.
        tracker._addRestartingClock(sample)
        switch sample.phase {
        case .began:
            guard touches.insert(pointer: sample.pointer, location: sample.location, time: sample.time) else { return state }
            if touches.count == 1 { touchDownLocation = sample.location }
        case .moved, .stationary:
            // A known touch (checked above): moved where it was found.
            if let index { touches.move(at: index, to: sample.location) }
        case .ended, .cancelled:
            _ = touches.remove(pointer: sample.pointer)
        }
        let after = touches.centroid
        if let after {
            location = after
            // A touch added or lifted moves the centroid without the hand moving: shift the origin.
            if changesTouches {
                if state == .possible {
                    // Before it begins, a change of touches restarts the hysteresis.
                    origin = after
                } else if let before {
                    origin = origin + (after - before)
                }
            }
        } else if sample.phase == .ended {
            // The last finger lifted: like UIKit's recogniser at `.ended`, the location (and so the
            // translation) is where it lifted. The velocity keeps Android's and Flutter's rule and does
            // not add the lift sample (a lift position repeats the last move or jumps by a rounding).
            location = _TouchSet.clamped(sample.location)
        }
        updateVelocity(lifted: sample.phase == .ended ? sample.pointer : nil)

        switch state {
        case .possible:
            if sample.phase == .cancelled {
                state = .failed
            } else if touches.count > maximumTouches {
                state = .failed
            } else if touches.count == 0 {
                state = .failed
            } else if touches.count >= minimumTouches, (location - origin).magnitude >= minimumDistance {
                state = .began
                origin = location
            }
        case .began, .changed:
            state = state.continuing(after: sample.phase, enoughTouches: touches.count >= minimumTouches)
        case .ended, .cancelled, .failed, .recognized:
            break
        }
        return state
    }

    @discardableResult
    public mutating func tick(at time: Double) -> GestureState { state }

    @discardableResult
    public mutating func cancel() -> GestureState {
        if state.isActive {
            state = .cancelled
        } else if state == .possible {
            state = .failed
        }
        return state
    }

    /// Fails a pan that has not reported its beginning (used by recognisers built on it).
    mutating func markFailed() {
        state = .failed
    }

    /// Back to `possible`; a pan in progress is cancelled first (see ``GestureRecognizer/reset()``).
    public mutating func reset() {
        // The last velocity is kept (a pan in progress reports its cancellation with its last readings)
        // before the history it is estimated from goes.
        storedVelocity = velocity
        velocityIsEstimated = false
        touches.removeAll()
        tracker.clear()
        if state.isActive {
            // Never a gesture left without its end: report the cancellation, keep the last readings.
            state = .cancelled
            return
        }
        state = .possible
        storedVelocity = .zero
        origin = location
    }

    /// From now on ``velocity`` is the mean of the estimates of the touches down, plus the one just lifted.
    mutating func updateVelocity(lifted: Int?) {
        liftedPointer = lifted
        velocityIsEstimated = true
    }

    /// The mean of `estimate` over the touches down and the one lifted (zero without any estimate).
    static func meanVelocity(lifted: Int?, touches: _TouchSet, _ estimate: (Int) -> Vector?) -> Vector {
        var sum = Vector.zero
        var count = 0
        if let lifted, let velocity = estimate(lifted) {
            sum += velocity
            count += 1
        }
        for index in 0..<touches.count {
            if let velocity = estimate(touches[index].pointer) {
                sum += velocity
                count += 1
            }
        }
        guard count > 0 else { return .zero }
        let share = 1 / Double(count)
        guard !sum.isFinite else { return sum * share }
        // The sum of finite estimates near the largest double overflowed (rare): the mean as Σ(v/n).
        var mean = Vector.zero
        if let lifted, let velocity = estimate(lifted) { mean += velocity * share }
        for index in 0..<touches.count {
            if let velocity = estimate(touches[index].pointer) { mean += velocity * share }
        }
        return mean.isFinite ? mean : .zero
    }
}
