import Geometry

/// framer-motion's `inertia` (and `type: "decay"`) as a ``Decay``.
extension Decay {
    /// framer-motion's `inertia({ velocity, power, timeConstant, modifyTarget })`: the value travels
    /// `power · velocity` (or to `modifyTarget` of that, a snap point) along target − A·e^(−t/τ), with τ =
    /// `timeConstant` in **milliseconds** as Motion takes it. That is an exponential decay whose rate is
    /// e^(−1/τ) per millisecond and whose initial velocity is A·1000/τ (Motion does not keep the fling's
    /// velocity: with the defaults it starts 2.46 times as fast). Motion stops when within `restDelta`
    /// (default 0.5) of the target: ``time(toWithin:)``.
    ///
    /// ```swift
    /// let flick = try Decay<Double>.inertia(from: 0, velocity: 1000)
    /// print(flick.restValue)   // 800.0: comes to rest at the start + power · velocity
    /// ```
    /// - Parameters:
    ///   - start: where the value starts.
    ///   - velocity: units per second.
    ///   - power: default 0.8.
    ///   - timeConstant: default 325 ms, > 0.
    ///   - modifyTarget: where the value should end, given where it would (Motion's `modifyTarget`).
    /// - Throws: `ConfigurationError` naming `power` (not finite) or `timeConstant` (not positive,
    ///   or so long that e^(−1/τ) rounds to 1).
    public static func inertia(from start: Value, velocity: Value, power: Double = 0.8, timeConstant: Double = 325,
                               modifyTarget: ((Value) -> Value)? = nil) throws(ConfigurationError) -> Decay {
        try ConfigurationError.check(power, "power", .finite)
        try ConfigurationError.check(timeConstant, "timeConstant", .positive)
        let perMillisecond = Double.exp(-1 / timeConstant)
        guard perMillisecond < 1 else {
            throw ConfigurationError(parameter: "timeConstant", value: timeConstant,
                                     requirement: "must be short enough that e^(−1/timeConstant) is below 1 (at most about 9e15 ms)")
        }
        let ideal = start + velocity * power
        let target = modifyTarget?(ideal) ?? ideal
        let rate = try DecelerationRate(perMillisecond)
        // v₀ = amplitude / τ (τ in seconds), written with the rate's own constant so that the rest value
        // start − v₀/k is the target to round-off.
        return Decay(from: start, velocity: (target - start) * -rate.decayConstant, rate: rate)
    }
}
