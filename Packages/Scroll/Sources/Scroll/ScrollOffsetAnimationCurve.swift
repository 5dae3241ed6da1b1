import Geometry

/// Chromium's smooth-scroll curve (`cc::ScrollOffsetAnimationCurve`, ease-in-out kind): how a browser
/// animates a mouse wheel's notch, a keyboard scroll or a smooth programmatic scroll to its target, and
/// how it retargets a running animation when another notch arrives without a jump in speed.
///
/// ```swift
/// import Geometry
/// import Scroll
///
/// // One notch of 100 px: 12 frames of 1/60 s (Chromium's inverse-delta rule), ease-in-out.
/// var curve = ScrollOffsetAnimationCurve(from: Point(x: 0, y: 0), to: Point(x: 0, y: 100))
/// print(curve.duration)                          // 0.2
/// print(curve.value(at: 0.1).y)                  // 50.0
/// // A second notch 50 ms in: the target moves on, the speed at 50 ms is kept.
/// let before = curve.velocity(at: 0.05)
/// curve.updateTarget(Point(x: 0, y: 200), at: 0.05)
/// print(abs(curve.velocity(at: 0.05).dy - before.dy) < 1e-9)   // true
/// print(curve.value(at: curve.duration).y)          // 200.0
/// ```
///
/// The rules are Chromium's (`cc/animation/scroll_offset_animation_curve.cc`):
/// - the timing is CSS's `ease-in-out`, (0.42, 0, 0.58, 1);
/// - the duration, in frames of 1/60 s, comes from the larger component of the delta `d` (``DurationBehavior``):
///   `inverseDelta` (wheels) 14 − |d|/60 clamped to 6...12, so 12 frames up to 120 px and 6 from 480 px;
///   `deltaBased` (programmatic) √|d| up to 42 (0.7 s); `constant` 9;
/// - ``updateTarget(_:at:)`` restarts from where the curve is, with a duration from the remaining delta that
///   is at most 2.5 × the time the current speed needs to cover it, and a first control point (0.42, 0.42·s)
///   whose slope `s` (clamped to ±1000) keeps the current velocity; a target within 0.01 of the old one only
///   moves the end point, and a new delta under 0.01 ends the animation there.
///
/// Times are seconds on the caller's clock; the curve starts at `startTime`. Durations are exact doubles
/// where Chromium rounds them to whole microseconds (its `TimeDelta`), a difference under 1 µs.
/// Non-finite times and points are clamped to a defined answer: a NaN time reads as the start, a non-finite
/// target is ignored by ``updateTarget(_:at:)``, and the initializer treats a non-finite point as `from`.
public struct ScrollOffsetAnimationCurve: Hashable, Sendable {
    /// How the duration of a segment follows its delta (Chromium's `DurationBehavior`).
    public enum DurationBehavior: String, Hashable, Sendable, CaseIterable {
        /// 9 frames of 1/60 s whatever the delta.
        case constant
        /// √|delta| frames, at most 0.7 s: programmatic smooth scrolls.
        case deltaBased
        /// 12 frames at 120 px or less, falling linearly to 6 at 480 px and more: wheels and keys.
        case inverseDelta
    }

    /// Chromium's distance below which two offsets are the same (`kEpsilon`, the float 0.01).
    public static let epsilon = Double(Float(0.01))

    /// Where the current segment starts.
    public private(set) var initialValue: Point
    /// Where the curve ends.
    public private(set) var targetValue: Point
    /// The time the curve started (seconds, the caller's clock).
    public let startTime: Double
    /// The curve's total duration from ``startTime``, seconds.
    public private(set) var duration: Double
    /// The rule of each segment's duration.
    public let durationBehavior: DurationBehavior
    /// The time of the last retarget, relative to ``startTime``.
    private var lastRetarget = 0.0
    private var timing = TimingCurve.easeInOut

    /// A curve from `initial` to `target` starting at `startTime`.
    ///
    /// - Parameters:
    ///   - initial: The offset at the start.
    ///   - target: The offset at the end.
    ///   - durationBehavior: `inverseDelta` (a wheel's) by default.
    ///   - delay: How late the animation starts (Chromium's `delayed_by`): the duration is shortened by it,
    ///     to no less than 0. Non-finite or negative: 0.
    ///   - startTime: The time of the input that started it (seconds); non-finite: 0.
    /// - Complexity: O(1).
    public init(from initial: Point, to target: Point, durationBehavior: DurationBehavior = .inverseDelta,
                delayedBy delay: Double = 0, at startTime: Double = 0) {
        let initial = initial.isFinite ? initial : (target.isFinite ? target : .zero)
        self.initialValue = initial
        self.targetValue = target.isFinite ? target : initial
        self.startTime = startTime.isFinite ? startTime : 0
        self.durationBehavior = durationBehavior
        self.duration = Self.segmentDuration(for: targetValue - initial, behavior: durationBehavior,
                                             delayedBy: delay.isFinite ? Swift.max(delay, 0) : 0)
    }

    /// The duration Chromium gives a segment of `delta` (`EaseInOutSegmentDuration`), seconds.
    ///
    /// ```swift
    /// import Geometry
    /// import Scroll
    ///
    /// print(ScrollOffsetAnimationCurve.segmentDuration(for: Vector(dx: 0, dy: 300), behavior: .inverseDelta))   // 0.15
    /// ```
    /// - Parameters:
    ///   - delta: The segment's delta; its larger component counts.
    ///   - behavior: The rule.
    ///   - delay: Subtracted from the result, which stays at least 0.
    /// - Complexity: O(1).
    public static func segmentDuration(for delta: Vector, behavior: DurationBehavior, delayedBy delay: Double = 0) -> Double {
        let distance = Swift.abs(largerComponent(delta))
        let frames: Double
        switch behavior {
        case .constant: frames = 9
        case .deltaBased: frames = Swift.min(distance.squareRoot(), 0.7 * 60)
        case .inverseDelta:
            // 12 frames at 120 px, 6 at 480 px: slope −6/360 = −1/60 frame per px, through (120, 12).
            let slope = (6.0 - 12.0) / (480.0 - 120.0)
            frames = Swift.min(Swift.max((12 - 120 * slope) + distance * slope, 6), 12)
        }
        let seconds = (frames.isNaN ? 12 : frames) / 60 - (delay.isFinite ? delay : 0)
        return Swift.max(seconds, 0)
    }

    /// The offset at `time`: the initial value before the start, the target from the end on (exactly).
    ///
    /// - Complexity: O(1) (the cubic's solve).
    public func value(at time: Double) -> Point {
        let t = (time.isNaN ? startTime : time) - startTime - lastRetarget
        let segment = duration - lastRetarget
        if segment <= 0 || t >= segment { return targetValue }
        if t <= 0 { return initialValue }
        let progress = timing.value(at: t / segment)
        return Point(x: initialValue.x + (targetValue.x - initialValue.x) * progress,
                     y: initialValue.y + (targetValue.y - initialValue.y) * progress)
    }

    /// The velocity at `time`, points per second (0 outside the running segment).
    ///
    /// - Complexity: O(1).
    public func velocity(at time: Double) -> Vector {
        let t = (time.isNaN ? startTime : time) - startTime - lastRetarget
        let segment = duration - lastRetarget
        guard segment > 0, t >= 0, t < segment else { return .zero }
        let slope = timing.slope(at: t / segment)
        return Vector(dx: slope * (targetValue.x - initialValue.x) / segment, dy: slope * (targetValue.y - initialValue.y) / segment)
    }

    /// True from the end of the curve on.
    public func isFinished(at time: Double) -> Bool {
        // The test `value(at:)` makes (so a finished curve shows its target), or the end's own instant.
        let segment = duration - lastRetarget
        return segment <= 0 || time - startTime - lastRetarget >= segment || time >= startTime + duration
    }

    /// Moves the target at `time` (Chromium's `UpdateTarget`), keeping the current velocity.
    ///
    /// A time before the last retarget counts as the last retarget, and shortens the new segment by the
    /// difference, as Chromium does. A non-finite target or time changes nothing.
    ///
    /// - Complexity: O(1).
    public mutating func updateTarget(_ newTarget: Point, at time: Double) {
        guard newTarget.isFinite, time.isFinite else { return }
        var t = time - startTime
        let delay = Swift.max(0, lastRetarget - t)
        t = Swift.max(t, lastRetarget)
        if Swift.abs(Self.largerComponent(targetValue - newTarget)) < Self.epsilon {
            // The same target: a shorter delta would lengthen the animation, so only the end point moves.
            targetValue = newTarget
            return
        }
        let current = value(at: startTime + t)
        let newDelta: Vector = newTarget - current
        if Swift.abs(Self.largerComponent(newDelta)) < Self.epsilon {
            lastRetarget = t
            duration = t
            targetValue = newTarget
            return
        }
        if duration - lastRetarget == 0 {
            // The last segment took no time (a delay longer than it): the new one starts where it did.
            duration = Self.segmentDuration(for: newDelta, behavior: durationBehavior, delayedBy: delay)
            targetValue = newTarget
            return
        }
        let speed = scalarVelocity(at: t)
        var newDuration = Self.segmentDuration(for: newDelta, behavior: durationBehavior, delayedBy: delay)
        // At most 2.5 × the time the current speed needs to cover the new delta (less bounce when a fast
        // animation gets a short delta); no bound when nearly still or moving away.
        if Swift.abs(speed) >= Self.epsilon {
            let bound = Self.largerComponent(newDelta) / speed * Double(Float(2.5))
            if bound >= 0 { newDuration = Swift.min(newDuration, bound) }
        }
        if newDuration < Self.epsilon {
            targetValue = newTarget
            duration = t
            return
        }
        var slope = speed * (newDuration / Self.largerComponent(newDelta))
        slope = slope.isFinite ? Swift.min(Swift.max(slope, -1000), 1000) : 0
        timing = (try? TimingCurve(controlPoints: 0.42, slope * 0.42, 0.58, 1)) ?? .easeInOut
        initialValue = current
        targetValue = newTarget
        duration = t + newDuration
        lastRetarget = t
    }

    /// Chromium's `CalculateVelocity`: the speed along the larger component of the segment's delta.
    private func scalarVelocity(at t: Double) -> Double {
        let segment = duration - lastRetarget
        let slope = timing.slope(at: (t - lastRetarget) / segment)
        return slope * (Self.largerComponent(targetValue - initialValue) / segment)
    }

    /// Chromium's `MaximumDimension`: the component with the larger magnitude, with its sign (y on a tie).
    static func largerComponent(_ delta: Vector) -> Double {
        Swift.abs(delta.dx) > Swift.abs(delta.dy) ? delta.dx : delta.dy
    }
}
