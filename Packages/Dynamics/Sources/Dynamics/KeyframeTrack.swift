import Geometry

/// SwiftUI's `KeyframeTrack` with its initial value: a sequence of keyframes played one after another,
/// with the exact value and velocity at any time.
///
/// Build it once; then `value(at:)` and `velocity(at:)` answer for any time in any order, so a finger can
/// scrub the timeline, and a gesture can grab the value mid-flight and throw it into a spring from exactly
/// the value and velocity it had (``SpringSolution`` with `initialVelocity: track.velocity(at: t)`).
///
/// ```swift
/// let bounce = try KeyframeTrack(initialValue: 0.0, [
///     .cubic(-30, duration: 0.2),
///     .spring(0, spring: .bouncy),
/// ])
/// print(bounce.value(at: 0.2))       // -30.0: the cubic's key
/// print(bounce.velocity(at: 0.2))    // 0.0: a cubic ends at rest before a spring with no velocity of its own
/// let grabbed = SpringSolution(spring: .snappy, from: bounce.value(at: 0.3), to: 0.0,
///                              initialVelocity: bounce.velocity(at: 0.3))
/// print(grabbed.value(at: 0) == bounce.value(at: 0.3))   // true: no jump
/// ```
///
/// Before 0 the value is the initial value; from ``duration`` on it is where the last keyframe ended
/// (a spring segment that has not settled ends where it is), and the velocity outside the track is 0.
///
/// - Complexity: `init` is O(n) and allocates the segments once; `value(at:)` and `velocity(at:)` find
///   the segment by binary search, O(log n), and allocate nothing.
public struct KeyframeTrack<Value: Interpolatable>: Sendable {
    /// The value at time 0.
    public let initialValue: Value
    /// The keyframes, as given.
    public let keyframes: [Keyframe<Value>]
    @usableFromInline let segments: [_KeyframeSegment<Value>]
    /// Each segment's start time: what the per-frame search reads (kept apart from the generic segments
    /// so that the search's closure captures no generic value, which an unoptimised build would box).
    @usableFromInline let starts: [Double]

    /// The sum of the keyframes' durations, in seconds.
    public let duration: Double

    /// A track from `initialValue` through `keyframes`.
    ///
    /// - Parameters:
    ///   - initialValue: the value at time 0 (SwiftUI takes it from the timeline's initial value).
    ///   - keyframes: played in order; each starts where the previous one ended.
    /// - Throws: `ConfigurationError` naming `keyframes[i].duration` when a duration (a spring's settling
    ///   duration when it has none) is outside 0...1e150 seconds, or `initialValue`, `keyframes[i].value` or
    ///   a velocity when it is not finite or its magnitude is past 1e150 (where a difference or a velocity
    ///   times a duration could overflow a double).
    public init(initialValue: Value, _ keyframes: [Keyframe<Value>]) throws(ConfigurationError) {
        try _KeyframeLimit.check(initialValue, "initialValue")
        self.initialValue = initialValue
        self.keyframes = keyframes
        let durations = try Self.durations(of: keyframes)
        var segments: [_KeyframeSegment<Value>] = []
        segments.reserveCapacity(keyframes.count)
        var time = 0.0, value = initialValue, velocity = Value.zero
        for (index, keyframe) in keyframes.enumerated() {
            let duration = durations[index]
            let motion: _KeyframeSegment<Value>.Motion
            switch keyframe {
            case .linear(_, _, let curve):
                motion = .linear(curve)
            case .move:
                motion = .hold
            case .spring(let target, _, let spring, let startVelocity):
                motion = .spring(SpringSolution(spring: spring, from: value, to: target,
                                                initialVelocity: startVelocity ?? velocity))
            case .cubic(_, _, let startVelocity, let endVelocity):
                let end = endVelocity ?? Self.velocityAfterCubic(at: index, keyframes, durations,
                                                                  previous: value, previousTime: time,
                                                                  end: time + duration)
                // A derived velocity past the limit (a neighbour a few ulps long, or a curve steeper than
                // any motion) is a jump: the cubic ends with none.
                motion = .cubic(startVelocity: startVelocity ?? velocity, endVelocity: _KeyframeLimit.handed(end))
            }
            let segment = _KeyframeSegment(start: time, duration: duration, from: value, to: keyframe.value, motion: motion)
            segments.append(segment)
            (value, velocity) = segment.end
            // A segment a few ulps long (its time rounds away in the track), or eased by a curve steeper
            // than any motion, ends with a velocity past the limit: it is a jump, and hands the next
            // segment none.
            velocity = _KeyframeLimit.handed(velocity)
            time += duration
        }
        self.segments = segments
        starts = segments.map { $0.start }
        duration = time
    }

    /// The value at `time` seconds from the start (NaN reads as 0).
    ///
    /// - Complexity: O(log n), no allocation.
    @inlinable
    public func value(at time: Double) -> Value {
        let t = time.isNaN ? 0 : time
        guard let segment = segment(at: t) else { return t < 0 ? initialValue : finalValue }
        return segment.value(at: t)
    }

    /// The velocity at `time`, in units per second: the derivative of ``value(at:)``; zero where it is
    /// too large to represent (inside a segment a few ulps long, which is a jump).
    ///
    /// - Complexity: O(log n), no allocation.
    @inlinable
    public func velocity(at time: Double) -> Value {
        let t = time.isNaN ? 0 : time
        guard let velocity = segment(at: t)?.velocity(at: t), velocity.isFinite else { return .zero }
        return velocity
    }

    /// Where the last keyframe ended.
    @inlinable
    var finalValue: Value { segments.isEmpty ? initialValue : segments[segments.count - 1].end.value }

    /// The segment playing at `time`, nil before 0 and from the end on. At a boundary the later segment
    /// plays (its start is the earlier one's end).
    @inlinable
    func segment(at time: Double) -> _KeyframeSegment<Value>? {
        guard time >= 0, time < duration else { return nil }
        let starts = self.starts
        return segments[_segmentIndex(of: time, last: starts.count - 1) { starts[$0] }]
    }

    /// The checked durations: a spring's nil is its settling duration.
    static func durations(of keyframes: [Keyframe<Value>]) throws(ConfigurationError) -> [Double] {
        var durations: [Double] = []
        durations.reserveCapacity(keyframes.count)
        for (index, keyframe) in keyframes.enumerated() {
            let duration: Double
            var velocities: [Value?] = []
            switch keyframe {
            case .linear(_, let given, _), .move(_, let given): duration = given
            case .cubic(_, let given, let start, let end):
                duration = given
                velocities = [start, end]
            case .spring(_, let given, let spring, let start):
                duration = given ?? spring.settlingDuration()
                velocities = [start]
            }
            try ConfigurationError.check(duration, "keyframes[\(index)].duration", .nonNegative)
            try _KeyframeLimit.checkDuration(duration, "keyframes[\(index)].duration")
            try _KeyframeLimit.check(keyframe.value, "keyframes[\(index)].value")
            for case let velocity? in velocities {
                try _KeyframeLimit.check(velocity, "keyframes[\(index)] velocity")
            }
            durations.append(duration)
        }
        return durations
    }

    /// The end velocity of the cubic keyframe at `index` when it gives none: the next keyframe's start
    /// velocity when it has its own (a linear keyframe's, a spring's or a cubic's given one; a move's 0),
    /// else (a cubic or a spring that inherits) the Catmull-Rom tangent through the key before and the
    /// key after; 0 at the track's end.
    static func velocityAfterCubic(at index: Int, _ keyframes: [Keyframe<Value>], _ durations: [Double],
                                   previous: Value, previousTime: Double, end: Double) -> Value {
        guard index + 1 < keyframes.count else { return .zero }
        let next = keyframes[index + 1], nextDuration = durations[index + 1]
        let current = keyframes[index].value
        switch next {
        case .move:
            return .zero
        case .linear(let target, _, let curve):
            guard nextDuration > 0 else { return .zero }
            return (target - current) * (curve.velocity(at: 0) / nextDuration)
        case .spring(_, _, _, let given?), .cubic(_, _, let given?, _):
            return given
        case .spring(let target, _, _, nil), .cubic(let target, _, nil, _):
            let span = end + nextDuration - previousTime
            guard span > 0 else { return .zero }
            return (target - previous) * (1 / span)
        }
    }
}
