import Geometry


/// Finds the last time a spring's motion is outside its settling band.
enum SettlingSearch {
    /// The search with a closed-form evaluation per sample and bisection (`lastExit(…, scan:, excess:, refines:)`
    /// with neither shortcut). The closures are parameters, never optionals or stored, so that they do not escape: a
    /// debug build would allocate their contexts.
    static func lastExit(spring: Spring, distance: Double, speed: Double,
                         positionLimit: Double, velocityLimit: Double,
                         isOutside: (Double) -> Bool) -> Double {
        lastExit(spring: spring, distance: distance, speed: speed, positionLimit: positionLimit,
                 velocityLimit: velocityLimit, isOutside: isOutside, scan: { _, _ in -1 },
                 excess: { _ in (false, 0) }, refines: false)
    }

    /// - Parameters:
    ///   - distance, speed: |x₀| and |v₀|.
    ///   - isOutside: true while the motion at a time is outside the band.
    ///   - scan: the last of the samples `1...count` at `step` apart that is outside (0 when none is;
    ///     −1 to scan with `isOutside` instead), found by stepping the motion with one transition map (a few multiply-adds a sample)
    ///     instead of `count` closed-form evaluations. Its answer is checked against `isOutside` at the
    ///     two samples about it: a sample misread by the map's rounding falls back to the closed-form scan.
    ///   - excess, refines: with `refines`, `isOutside`'s answer and a continuous measure that is positive outside
    ///     the band and not positive inside (max(|x|²/Lp², |v|²/Lv²) − 1): the last exit is then found by
    ///     the Illinois method (regula falsi that halves a stale end), a dozen closed-form evaluations
    ///     where bisection takes about fifty; the bracket is still kept by `isOutside`.
    /// - Returns: the earliest T with `isOutside(t) == false` for every t ≥ T (to about 1e-12 s
    ///   relative), 0 when the motion starts inside and stays, `.infinity` when it never settles.
    static func lastExit(spring: Spring, distance: Double, speed: Double,
                         positionLimit: Double, velocityLimit: Double,
                         isOutside: (Double) -> Bool,
                         scan: (_ step: Double, _ count: Int) -> Int,
                         excess: (Double) -> (outside: Bool, excess: Double), refines: Bool) -> Double {
        if distance == 0 && speed == 0 { return 0 }
        let omega0Squared = spring.stiffness / spring.mass
        let omega0 = omega0Squared.squareRoot()
        let alpha = spring.damping / (2 * spring.mass)
        let discriminant = alpha * alpha - omega0Squared
        // Decay rate λ of the slowest mode and a cap on |S(t)| (see SpringStep).
        let rate: Double, sCap: Double, period: Double
        if discriminant < 0 {
            let omegaD = (-discriminant).squareRoot()
            rate = alpha
            sCap = 1 / omegaD
            period = 2 * Double.pi / omegaD
        } else if discriminant == 0 {
            rate = alpha
            sCap = .infinity
            period = .infinity
        } else {
            let beta = discriminant.squareRoot()
            rate = omega0Squared / (alpha + beta)
            sCap = 1 / (2 * beta)
            period = .infinity
        }
        guard rate > 0 else { return .infinity }
        // Envelope bounds, decreasing for t ≥ 1/λ:
        //   |x(t)| ≤ e^{−λt} (|x0|(1 + α s) + |v0| s),  |v(t)| ≤ e^{−λt} (|x0| ω₀² s + |v0|(1 + α s)), s = min(t, sCap)
        // Evaluated directly while the brackets are finite, in logarithms when they overflow (huge
        // distances, ω₀² near the largest double, or α·t past it), so no 0 × ∞ ever decides.
        let logPositionLimit = Double.log(positionLimit), logVelocityLimit = Double.log(velocityLimit)
        func bounded(_ t: Double) -> Bool {
            let s = min(t, sCap)
            let growth = 1 + alpha * s
            let xBracket = distance * growth + speed * s
            let vBracket = distance * omega0Squared * s + speed * growth
            if xBracket.isFinite && vBracket.isFinite {
                let e = Double.exp(-rate * t)
                return e * xBracket <= positionLimit && e * vBracket <= velocityLimit
            }
            // ln(a + b) ≤ ln 2 + max(ln a, ln b): still an upper bound.
            let logGrowth = (alpha * s).isFinite ? Double.log1p(alpha * s) : Double.log(alpha) + Double.log(s)
            let logS = Double.log(s), logDistance = Double.log(distance), logSpeed = Double.log(speed)
            let logX = 0.693_147_180_559_945_3 + max(logDistance + logGrowth, logSpeed + logS) - rate * t
            let logV = 0.693_147_180_559_945_3 + max(logDistance + Double.log(omega0Squared) + logS, logSpeed + logGrowth) - rate * t
            return logX <= logPositionLimit && logV <= logVelocityLimit
        }
        // 1/λ is infinite for a denormal λ: the motion takes longer than the doubles hold to settle.
        var upper = 1 / rate
        guard upper.isFinite else { return .infinity }
        while !bounded(upper) {
            upper *= 2
            if !upper.isFinite { return .infinity }
        }
        // Scan backwards from the bound for the last sample outside the band: finer than a sixteenth
        // of the oscillation (or of 1/max(λ, ω₀)) when 50 000 samples reach, else 50 000 evenly spaced
        // (an oscillation with more than ~3000 periods before it settles, ζ below ~1e-4: the exit is
        // then found to within one sample, a 2e-5 fraction of the settling time). The count is decided
        // in floating point: a ratio beyond Int's range (ζ = 1e-19 gives 1e20) must not trap.
        let timeScale = min(period / 16, 1 / (8 * max(rate, omega0)))
        let wanted = (upper / timeScale).rounded(.up)
        let samples = wanted < 50_000 ? max(Int(wanted), 64) : 50_000
        let step = upper / Double(samples)
        var index = samples
        let found = scan(step, samples)
        if found >= 0 {
            let confirmed = (found == 0 || isOutside(Double(found) * step))
                && (found == samples || !isOutside(Double(found + 1) * step))
            index = confirmed ? found : samples
        }
        if index == samples {
            while index > 0 && !isOutside(Double(index) * step) { index -= 1 }
        }
        if index == 0 && !isOutside(0) {
            return 0
        }
        if index == samples { return upper }
        // isOutside(low) is true, isOutside(high) is false: bisect.
        var low = Double(index) * step
        var high = Double(index + 1) * step
        if refines { return illinois(low: low, high: high, excess: excess) }
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if middle <= low || middle >= high { break }
            if isOutside(middle) { low = middle } else { high = middle }
        }
        return high
    }

    /// The last exit in `low...high` (outside at `low`, inside at `high`): the Illinois method on the
    /// continuous excess, each trial point classified by the band test itself, until the two ends are
    /// adjacent doubles (or 1e-16 of `high` apart, a few ulps); a trial point the secant cannot place
    /// strictly inside the bracket (a kink of the max, a NaN) is the midpoint instead.
    static func illinois(low: Double, high: Double, excess: (Double) -> (outside: Bool, excess: Double)) -> Double {
        var low = low, high = high
        var lowExcess = excess(low).excess, highExcess = excess(high).excess
        var kept = 0                                  // −1: low kept last time, +1: high kept
        for iteration in 0..<200 {
            if !(high - low > high * 1e-16) { break }
            var middle = (low * highExcess - high * lowExcess) / (highExcess - lowExcess)
            // Past 40 trial points (a root where the excess barely moves) only halve.
            if iteration >= 40 || !(middle > low && middle < high) { middle = low + (high - low) / 2 }
            guard middle > low, middle < high else { break }
            let (outside, value) = excess(middle)
            if outside {
                low = middle
                lowExcess = value > 0 ? value : .leastNormalMagnitude
                if kept == 1 { highExcess /= 2 }
                kept = 1
            } else {
                high = middle
                highExcess = value <= 0 ? value : -0.0
                if kept == -1 { lowExcess /= 2 }
                kept = -1
            }
        }
        return high
    }
}
