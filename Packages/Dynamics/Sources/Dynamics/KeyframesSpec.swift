import Geometry

/// Compose's `keyframes { }` (`KeyframesSpec`): values at given times, straight lines between them, each
/// segment eased by the easing of the keyframe that starts it.
///
/// The value at 0 is the animation's initial value and at `duration` its target, unless a keyframe is
/// given at that time (Compose's rule). Times are in seconds (Compose's milliseconds / 1000).
///
/// ```swift
/// let spec = try KeyframesSpec(duration: 0.375, from: 0.0, to: 1.0, keyframes: [
///     .init(0.4, at: 0.1, easing: .easeOut),
///     .init(0.6, at: 0.25),
/// ])
/// print(spec.value(at: 0.05))   // 0.2: the first segment is linear (the start's easing)
/// print(spec.velocity(at: 0.3)) // 3.2: units per second on the last segment
/// ```
///
/// Compose reports a keyframe animation's velocity as a 1 ms difference of its values; `velocity(at:)`
/// here is the exact derivative (the two agree to the curve's change over a millisecond).
///
/// - Complexity: `init` sorts the keyframes (O(n log n), one allocation); `value(at:)` and `velocity(at:)`
///   are O(log n) and allocate nothing.
public struct KeyframesSpec<Value: Interpolatable>: Sendable {
    /// A value at a time, and the easing of the segment that starts there (Compose's
    /// `value at timeMillis using easing`).
    public struct Keyframe: Sendable {
        public var value: Value
        /// Seconds from the start.
        public var time: Double
        /// How the segment from this keyframe to the next is eased. Compose's default: linear.
        public var easing: UnitCurve

        public init(_ value: Value, at time: Double, easing: UnitCurve = .linear) {
            self.value = value
            self.time = time
            self.easing = easing
        }
    }

    /// The length in seconds.
    public let duration: Double
    /// Every keyframe in time order, the start (time 0) and the end (`duration`) included.
    public let keyframes: [Keyframe]
    /// The keyframes' times, apart from the generic keyframes so that the per-frame search's closure
    /// captures no generic value (which an unoptimised build would box).
    @usableFromInline let times: [Double]

    /// Keyframes from `initialValue` at 0 to `targetValue` at `duration`.
    ///
    /// - Parameters:
    ///   - duration: seconds, ≥ 0 and finite (Compose's `durationMillis` / 1000).
    ///   - initialValue: the value at 0 unless a keyframe is at 0.
    ///   - targetValue: the value at `duration` unless a keyframe is there.
    ///   - keyframes: any order; two at the same time keep the last given (Compose's map).
    /// - Throws: `ConfigurationError` naming `duration` (outside 0...1e150 seconds), or `keyframes[i].time`
    ///   when a time is outside `0...duration`, or a value that is not finite or whose magnitude is past
    ///   1e150 (where a difference of two values could overflow a double).
    public init(duration: Double, from initialValue: Value, to targetValue: Value, keyframes: [Keyframe])
        throws(ConfigurationError) {
        try ConfigurationError.check(duration, "duration", .nonNegative)
        try _KeyframeLimit.checkDuration(duration, "duration")
        try _KeyframeLimit.check(initialValue, "from")
        try _KeyframeLimit.check(targetValue, "to")
        for (index, keyframe) in keyframes.enumerated() {
            guard keyframe.time >= 0, keyframe.time <= duration else {
                throw ConfigurationError(parameter: "keyframes[\(index)].time", value: keyframe.time,
                                         requirement: "must be in 0...duration (\(duration))")
            }
            try _KeyframeLimit.check(keyframe.value, "keyframes[\(index)].value")
        }
        self.duration = duration
        self.keyframes = Self.timeline(duration: duration, from: initialValue, to: targetValue, keyframes)
        times = self.keyframes.map { $0.time }
    }

    /// The keyframes in time order with the start and the end filled in; a later duplicate replaces an
    /// earlier one.
    static func timeline(duration: Double, from initialValue: Value, to targetValue: Value,
                         _ keyframes: [Keyframe]) -> [Keyframe] {
        var all = [Keyframe(initialValue, at: 0)]
        for keyframe in keyframes.enumerated().sorted(by: { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) })
            .map({ $0.element }) {
            if keyframe.time == all[all.count - 1].time { all[all.count - 1] = keyframe } else { all.append(keyframe) }
        }
        // The target ends the timeline unless a keyframe is at `duration` (for a zero duration, unless one
        // was given at 0).
        if all[all.count - 1].time < duration || duration == 0 && keyframes.isEmpty {
            all.append(Keyframe(targetValue, at: duration))
        }
        return all
    }

    /// The value at `time` seconds: the first keyframe's value before 0, the last one's from `duration` on.
    ///
    /// - Complexity: O(log n), no allocation.
    @inlinable
    public func value(at time: Double) -> Value {
        let t = time.isNaN ? 0 : time
        if t <= 0 { return keyframes[0].value }
        if t >= duration { return keyframes[keyframes.count - 1].value }
        let times = self.times
        let index = _segmentIndex(of: t, last: times.count - 2) { times[$0] }
        let start = keyframes[index], end = keyframes[index + 1]
        if t == start.time { return start.value }
        let fraction = start.easing.value(at: (t - start.time) / (end.time - start.time))
        return start.value.interpolated(to: end.value, by: fraction)
    }

    /// The velocity at `time` in units per second: the derivative of ``value(at:)`` (0 outside the
    /// timeline; at a keyframe, the segment that starts there; 0 where it is too large to represent,
    /// between keyframes a few ulps apart, which is a jump).
    ///
    /// - Complexity: O(log n), no allocation.
    @inlinable
    public func velocity(at time: Double) -> Value {
        let t = time.isNaN ? 0 : time
        guard t >= 0, t < duration, keyframes.count > 1 else { return .zero }
        let times = self.times
        let index = _segmentIndex(of: t, last: times.count - 2) { times[$0] }
        let start = keyframes[index], end = keyframes[index + 1]
        let span = end.time - start.time
        let velocity = (end.value - start.value) * (start.easing.velocity(at: (t - start.time) / span) / span)
        // Keyframes a few ulps apart: a jump, whose velocity is past the largest double.
        return velocity.isFinite ? velocity : .zero
    }
}
