import Geometry


/// Flutter's `FrictionSimulation`: a velocity multiplied by `drag` every second, optionally with a
/// constant deceleration on top, optionally clamped to bounds (`BoundedFrictionSimulation`).
///
/// ```swift
/// let fling = try FrictionSimulation(drag: 0.135, position: 100, velocity: 100)   // UIScrollView .normal per second
/// print(fling.x(0.5))   // 131.5896...
/// print(fling.finalX)   // 149.9380...
/// print(fling.timeAtX(140))   // 0.8062...: when it passes 140
/// ```
///
/// x(t) = x₀ + v₀(dragᵗ − 1)/ln(drag) − c·sign(v₀)·t²/2, dx(t) = v₀·dragᵗ − c·sign(v₀)·t, both frozen once
/// the velocity reaches zero (only possible with a constant deceleration c). ``Decay`` is the same motion
/// with drag = rate^1000.
public struct FrictionSimulation: Hashable, Sendable {
    /// The factor per second, in (0, 1).
    public let drag: Double
    public let position: Double
    public let velocity: Double
    /// Extra constant deceleration, >= 0, opposing the velocity.
    public let constantDeceleration: Double
    /// The motion is done when |dx| < this (Flutter's `tolerance.velocity`, default 1e-3).
    public let velocityTolerance: Double
    /// The position is clamped to these bounds when given (Flutter's `BoundedFrictionSimulation`).
    public let bounds: ClosedRange<Double>?
    /// Done also when within this of a bound (Flutter's `tolerance.distance`, default 1e-3).
    public let distanceTolerance: Double

    private let logDrag: Double
    private let signedDeceleration: Double
    /// When the velocity reaches zero (infinity without a constant deceleration).
    public let stopTime: Double

    /// - Throws: `ConfigurationError` naming `drag` (must be in (0, 1)), `position`, `velocity` (finite),
    ///   `constantDeceleration` or a tolerance (>= 0), or `bounds` (finite, containing the position);
    ///   `velocity` also when the distance friction alone would carry it, v/|ln drag|, or the rest
    ///   position it leads to is beyond the finite doubles (1e308 with a drag of 0.9999999): every
    ///   position of an accepted simulation is then finite.
    public init(drag: Double, position: Double, velocity: Double, constantDeceleration: Double = 0,
                velocityTolerance: Double = 1e-3, distanceTolerance: Double = 1e-3,
                bounds: ClosedRange<Double>? = nil) throws(ConfigurationError) {
        try ConfigurationError.check(drag, "drag", .unitOpenInterval)
        try ConfigurationError.check(position, "position", .finite)
        try ConfigurationError.check(velocity, "velocity", .finite)
        try ConfigurationError.check(constantDeceleration, "constantDeceleration", .nonNegative)
        try ConfigurationError.check(velocityTolerance, "velocityTolerance", .nonNegative)
        try ConfigurationError.check(distanceTolerance, "distanceTolerance", .nonNegative)
        if let bounds {
            try ConfigurationError.check(bounds.lowerBound, "bounds.lowerBound", .finite)
            try ConfigurationError.check(bounds.upperBound, "bounds.upperBound", .finite)
            guard bounds.contains(position) else {
                throw ConfigurationError(parameter: "position", value: position, requirement: "must be within bounds \(bounds)")
            }
        }
        self.drag = drag
        self.position = position
        self.velocity = velocity
        self.constantDeceleration = constantDeceleration
        self.velocityTolerance = velocityTolerance
        self.distanceTolerance = distanceTolerance
        self.bounds = bounds
        let logDrag = Double.log(drag)
        self.logDrag = logDrag
        // Every position lies between the start and the friction-only rest position (a constant
        // deceleration only shortens the way), so this one check keeps them all finite.
        let reach = -(velocity / logDrag)
        guard reach.isFinite, (position + reach).isFinite else {
            throw ConfigurationError(parameter: "velocity", value: velocity,
                                     requirement: "must come to rest at a finite position (velocity / ln(drag) = \(-reach) from \(position))")
        }
        let signed = velocity > 0 ? constantDeceleration : (velocity < 0 ? -constantDeceleration : 0)
        self.signedDeceleration = signed
        if signed == 0 {
            stopTime = velocity == 0 ? 0 : .infinity
        } else {
            // dx(t) = v₀e^{t ln d} − c t is monotone toward zero: Newton from 0 converges (concave/convex).
            // Divided by v₀ when it is large (the step is the same), so that a velocity near 1e308 does
            // not overflow df; a small one is kept as it is (dividing by a subnormal would overflow).
            var t = 0.0
            let scale = Swift.abs(velocity) > 1 ? velocity : 1
            let v = velocity / scale, c = signed / scale
            for _ in 0..<100 {
                let f = v * Double.pow(drag, t) - c * t
                let df = v * Double.pow(drag, t) * logDrag - c
                let next = t - f / df
                if next == t { break }
                t = next
            }
            stopTime = t
        }
    }

    /// Flutter's `FrictionSimulation.through`: the drag that takes `startVelocity` at `startPosition`
    /// to `endVelocity` at `endPosition`, done when the speed falls below |endVelocity|.
    /// - Throws: `ConfigurationError` when the two positions coincide or the resulting drag is not in (0, 1).
    public static func through(startPosition: Double, endPosition: Double, startVelocity: Double,
                               endVelocity: Double) throws(ConfigurationError) -> FrictionSimulation {
        try ConfigurationError.check(startPosition, "startPosition", .finite)
        try ConfigurationError.check(endPosition, "endPosition", .finite)
        try ConfigurationError.check(startVelocity, "startVelocity", .finite)
        try ConfigurationError.check(endVelocity, "endVelocity", .finite)
        guard startPosition != endPosition else {
            throw ConfigurationError(parameter: "endPosition", value: endPosition, requirement: "must be different from startPosition")
        }
        let drag = Double.exp((startVelocity - endVelocity) / (startPosition - endPosition))
        return try FrictionSimulation(drag: drag, position: startPosition, velocity: startVelocity,
                                      velocityTolerance: abs(endVelocity))
    }

    /// Times are clamped to 0...stopTime; NaN counts as 0 (the start).
    private func unclampedX(_ time: Double) -> Double {
        let t = time > 0 ? min(time, stopTime) : 0
        let coasting = position + velocity * Double.expm1(t * logDrag) / logDrag
        // Without a deceleration, t may be infinite: 0·∞ must not make NaN.
        return signedDeceleration == 0 ? coasting : coasting - signedDeceleration / 2 * t * t
    }

    /// The position at `time` seconds: the start before 0 (and for NaN), the rest position at +∞.
    public func x(_ time: Double) -> Double {
        let x = unclampedX(time)
        guard let bounds else { return x }
        return min(max(x, bounds.lowerBound), bounds.upperBound)
    }

    /// The velocity at `time` seconds (zero after the stop; the start velocity before 0 and for NaN).
    public func dx(_ time: Double) -> Double {
        let t = time > 0 ? time : 0
        if t > stopTime { return 0 }
        let coasting = velocity * Double.pow(drag, t)
        return signedDeceleration == 0 ? coasting : coasting - signedDeceleration * t
    }

    /// Where the motion stops (before clamping to bounds).
    public var finalX: Double {
        if signedDeceleration == 0 { return position - velocity / logDrag }
        return unclampedX(stopTime)
    }

    /// When the position reaches `x`: 0 at the start, `.infinity` if it never does (or for NaN).
    ///
    /// Without a constant deceleration the exact inverse, ln(1 + (x − x₀)·ln(drag)/v₀)/ln(drag), is used
    /// while it is defined; a position that rounds to the rest position (`x(30)` for a drag of 0.135,
    /// where the exact inverse would be log of zero or of a negative number: NaN) answers the first time
    /// the simulation's own `x(t)` reaches it, so `x(timeAtX(x(t)))` is `x(t)` to rounding for every t
    /// (exactly, at the rest position).
    public func timeAtX(_ x: Double) -> Double {
        if x == position { return 0 }
        guard !x.isNaN else { return .infinity }
        let final = finalX
        if velocity == 0 || (velocity > 0 ? (x < position || x > final) : (x > position || x < final)) {
            return .infinity
        }
        if signedDeceleration == 0 {
            // (x − x₀)/v₀ first: it is at most 1/|ln drag|, so the product cannot overflow.
            let argument = (x - position) / velocity * logDrag
            if argument > -1 {
                let time = Double.log1p(argument) / logDrag
                if time.isFinite { return time }
            }
            return firstTime(reaching: x)
        }
        // Bisection on the monotone x(t) over [0, stopTime].
        var low = 0.0, high = stopTime
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if middle <= low || middle >= high { break }
            if (unclampedX(middle) - x) * (velocity > 0 ? 1 : -1) < 0 { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// The first time the computed `x(t)` reaches `x` (which lies between the start and the rest
    /// position): a bracket found by doubling, then bisection. `x(t)` reaches the rest position
    /// exactly once `expm1` rounds to −1, so the doubling ends.
    private func firstTime(reaching x: Double) -> Double {
        func reached(_ t: Double) -> Bool { velocity > 0 ? unclampedX(t) >= x : unclampedX(t) <= x }
        var high = 1 / -logDrag
        while !reached(high) {
            high *= 2
            if !high.isFinite { return .infinity }
        }
        var low = 0.0
        for _ in 0..<2100 {
            let middle = low + (high - low) / 2
            if middle <= low || middle >= high { break }
            if reached(middle) { high = middle } else { low = middle }
        }
        return high
    }

    /// Done when the speed is below the tolerance, or (with bounds) the position is at a bound.
    /// NaN counts as time 0.
    public func isDone(_ time: Double) -> Bool {
        if abs(dx(time)) < velocityTolerance { return true }
        guard let bounds else { return false }
        let x = self.x(time)
        return abs(x - bounds.lowerBound) < distanceTolerance || abs(x - bounds.upperBound) < distanceTolerance
    }
}
