import Geometry

/// Compose's `keyframesWithSpline { }` (`KeyframesWithSplineSpec`): the monotone cubic spline through
/// values at given times (androidx `MonoSpline`), each segment's time eased by the easing of the keyframe
/// that starts it; optionally periodic (Compose's `periodicBias`).
///
/// One value per spline, as Compose splits a value into its vector's components and fits one spline to
/// each: a point animates with one spec per coordinate.
///
/// ```swift
/// let spec = try KeyframesWithSplineSpec(duration: 0.5, from: 0.0, to: 2.0, keyframes: [.init(2, at: 0.25)])
/// print(spec.value(at: 0.125))     // 1.25: the spline bends toward the flat second half without overshooting
/// print(spec.velocity(at: 0.125))  // 10.0: units per second
/// ```
///
/// Before 0 the value is the first keyframe's and from `duration` on the last one's (velocity 0 outside).
///
/// - Complexity: `init` sorts the keyframes and computes the tangents (O(n log n), allocates the arrays
///   once); `value(at:)` and `velocity(at:)` are O(log n) and allocate nothing.
public struct KeyframesWithSplineSpec: Sendable {
    /// The length in seconds.
    public let duration: Double
    /// Every keyframe in time order, the start and the end included.
    public let keyframes: [KeyframesSpec<Double>.Keyframe]
    /// Compose's periodic bias (nil: not periodic): both end tangents become the same blend of the end
    /// slopes, 0 taking the last slope and 1 the first.
    public let periodicBias: Double?
    let spline: _MonoSpline

    /// The spline from `initialValue` at 0 to `targetValue` at `duration` through `keyframes`.
    ///
    /// - Parameters:
    ///   - duration: seconds, ≥ 0 and finite.
    ///   - initialValue: the value at 0 unless a keyframe is at 0.
    ///   - targetValue: the value at `duration` unless a keyframe is there.
    ///   - keyframes: any order; two at the same time keep the last given.
    ///   - periodicBias: nil, or in 0...1.
    /// - Throws: `ConfigurationError` naming the parameter (as ``KeyframesSpec`` does, and `periodicBias`).
    public init(duration: Double, from initialValue: Double, to targetValue: Double,
                keyframes: [KeyframesSpec<Double>.Keyframe], periodicBias: Double? = nil) throws(ConfigurationError) {
        let linear = try KeyframesSpec(duration: duration, from: initialValue, to: targetValue, keyframes: keyframes)
        if let periodicBias { try ConfigurationError.check(periodicBias, "periodicBias", .unitClosedInterval) }
        self.duration = duration
        self.keyframes = linear.keyframes
        self.periodicBias = periodicBias
        spline = _MonoSpline(times: linear.keyframes.map { $0.time }, values: linear.keyframes.map { $0.value },
                             periodicBias: periodicBias)
    }

    /// The value at `time` seconds.
    ///
    /// - Complexity: O(log n), no allocation.
    public func value(at time: Double) -> Double {
        guard let (eased, _) = easedTime(time) else {
            return time > 0 ? keyframes[keyframes.count - 1].value : keyframes[0].value
        }
        return spline.value(at: eased)
    }

    /// The velocity at `time` in units per second: the spline's slope at the eased time times the
    /// easing's rate (with linear easing, Compose's `getSlope`); 0 outside `0...duration`, and where it is
    /// too large to represent (between keyframes a few ulps apart, which is a jump).
    ///
    /// - Complexity: O(log n), no allocation.
    public func velocity(at time: Double) -> Double {
        let t = time.isNaN ? 0 : time
        guard t >= 0, t <= duration, duration > 0 else { return 0 }
        let velocity: Double
        if t == duration {
            velocity = spline.slope(at: t)
        } else {
            guard let (eased, rate) = easedTime(t) else { return 0 }
            velocity = spline.slope(at: eased) * rate
        }
        // Keyframes a few ulps apart: a jump, whose slope is past the largest double.
        return velocity.isFinite ? velocity : 0
    }

    /// The segment's time moved through its easing, and d(eased)/d(time); nil outside `(0, duration)`
    /// exclusive of the end.
    func easedTime(_ time: Double) -> (Double, Double)? {
        let t = time.isNaN ? 0 : time
        guard t >= 0, t < duration, keyframes.count > 1 else { return nil }
        let index = spline.segment(of: t)
        let start = keyframes[index], end = keyframes[index + 1]
        let span = end.time - start.time
        let u = (t - start.time) / span
        return (start.time + span * start.easing.value(at: u), start.easing.velocity(at: u))
    }
}
