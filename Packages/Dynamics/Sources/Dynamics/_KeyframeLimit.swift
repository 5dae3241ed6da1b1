import Geometry

/// The magnitudes the keyframe types accept: values, velocities and durations up to 1e150 (far past any
/// screen or time a motion uses). Beyond it the difference of two values, or a velocity times a duration,
/// can pass the largest double, and a frame would read an infinity or NaN; within it each such product
/// stays below 1e300.
enum _KeyframeLimit {
    static let magnitude = 1e150

    /// Refuses a value or velocity that is not finite or whose magnitude is past ``magnitude``.
    static func check<Value: Interpolatable>(_ value: Value, _ parameter: String) throws(ConfigurationError) {
        guard value.isFinite else {
            throw ConfigurationError(parameter: parameter, describing: value, requirement: "must be finite")
        }
        guard value.magnitudeSquared <= magnitude * magnitude else {
            throw ConfigurationError(parameter: parameter, describing: value, requirement: "must have a magnitude of at most 1e150")
        }
    }

    /// Refuses a duration or time outside 0...1e150 seconds.
    static func checkDuration(_ duration: Double, _ parameter: String) throws(ConfigurationError) {
        guard duration >= 0, duration <= magnitude else {
            throw ConfigurationError(parameter: parameter, value: duration, requirement: "must be in 0...1e150 seconds")
        }
    }

    /// A velocity one segment hands the next (or a cubic derives from its neighbours), or zero when it is
    /// not finite or past ``magnitude``: such a velocity comes from a segment a few ulps long or a curve
    /// steeper than any motion, and it is a jump. Kept within the limit, a velocity times a duration stays
    /// a finite double.
    static func handed<Value: Interpolatable>(_ velocity: Value) -> Value {
        velocity.isFinite && velocity.magnitudeSquared <= magnitude * magnitude ? velocity : .zero
    }
}
