import Geometry


/// Finds the last time a spring's motion is outside its settling band.
enum SettlingSearch {
    /// - Parameters:
    ///   - distance, speed: |x₀| and |v₀|.
    ///   - isOutside: true while the motion at a time is outside the band.
    /// - Returns: the earliest T with `isOutside(t) == false` for every t ≥ T (to about 1e-12 s
    ///   relative), 0 when the motion starts inside and stays, `.infinity` when it never settles.
    static func lastExit(spring: Spring, distance: Double, speed: Double,
                         positionLimit: Double, velocityLimit: Double,
                         isOutside: (Double) -> Bool) -> Double {
        if distance == 0 && speed == 0 { return 0 }
        let omega0Squared = spring.stiffness / spring.mass
        let omega0 = omega0Squared.squareRoot()
        let alpha = spring.damping / (2 * spring.mass)
        let discriminant = alpha * alpha - omega0Squared
        // Decay rate λ of the slowest mode and a cap on |S(t)| (see SpringTransition).
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
        func bounded(_ t: Double) -> Bool {
            let s = min(t, sCap)
            let e = Double.exp(-rate * t)
            let x = e * (distance * (1 + alpha * s) + speed * s)
            let v = e * (distance * omega0Squared * s + speed * (1 + alpha * s))
            return x <= positionLimit && v <= velocityLimit
        }
        var upper = 1 / rate
        var doublings = 0
        while !bounded(upper) {
            upper *= 2
            doublings += 1
            if doublings > 60 || !upper.isFinite { return .infinity }
        }
        // Scan backwards from the bound for the last sample outside the band.
        let timeScale = min(period / 16, 1 / (8 * max(rate, omega0)))
        let samples = min(max(Int((upper / timeScale).rounded(.up)), 64), 50_000)
        let step = upper / Double(samples)
        var index = samples
        while index > 0 && !isOutside(Double(index) * step) { index -= 1 }
        if index == 0 && !isOutside(0) {
            return 0
        }
        if index == samples { return upper }
        // isOutside(low) is true, isOutside(high) is false: bisect.
        var low = Double(index) * step
        var high = Double(index + 1) * step
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if middle <= low || middle >= high { break }
            if isOutside(middle) { low = middle } else { high = middle }
        }
        return high
    }
}
