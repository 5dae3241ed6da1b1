import Geometry

/// f(τ) = p·e^{−aτ} + q·e^{−bτ} with 0 < a < b: the shape of UIKit's bounce outside an extent (the
/// displacement and its velocity are both such sums). Its derivative vanishes at most once, so every
/// level is crossed at most twice on τ ≥ 0 and each crossing is bracketed in closed form.
struct _TwoExponentials {
    let p: Double
    let q: Double
    let a: Double
    let b: Double

    func callAsFunction(_ time: Double) -> Double {
        p * Double.exp(-a * time) + q * Double.exp(-b * time)
    }

    /// Adds to `roots` each τ > 0 at which f crosses `level` (level ≠ 0): at most two.
    func crossings(of level: Double, into roots: inout _Roots) {
        guard level != 0, p != 0 || q != 0 else { return }
        // f' = −a p e^{−aτ} − b q e^{−bτ} vanishes where e^{(b − a)τ} = −b q / (a p).
        var turn = 0.0
        if p != 0 {
            let ratio = -b * q / (a * p)
            if ratio > 1 { turn = Double.log(ratio) / (b - a) }
        }
        // Beyond `far`, |f| ≤ (|p| + |q|) e^{−aτ} ≤ |level|/2: no crossing, and f is monotone there.
        let far = Swift.max(turn, Double.log(Swift.max(2 * (Swift.abs(p) + Swift.abs(q)) / Swift.abs(level), 1)) / a) + 1
        // Monotone on [0, turn] and on [turn, far]: at most one crossing in each.
        if turn > 0 { crossing(of: level, between: 0, and: turn, into: &roots) }
        crossing(of: level, between: turn, and: far, into: &roots)
    }

    private func crossing(of level: Double, between low: Double, and high: Double, into roots: inout _Roots) {
        let fLow = self(low) - level, fHigh = self(high) - level
        if fHigh == 0 {
            roots.append(high)
        } else if fLow != 0, (fLow < 0) != (fHigh < 0) {
            roots.append(bisect(level: level, low, high, rising: fHigh > 0))
        }
    }

    /// The crossing of `level` in [low, high], where f − level changes sign (rising or falling):
    /// Newton's method kept inside the bracket, bisecting whenever a step would leave it; converges to
    /// the last bits in a handful of steps.
    private func bisect(level: Double, _ low: Double, _ high: Double, rising: Bool) -> Double {
        var low = low, high = high
        var time = (low + high) / 2
        for _ in 0..<100 {
            let slow = p * Double.exp(-a * time), fast = q * Double.exp(-b * time)
            let value = slow + fast - level
            if value == 0 { return time }
            if (value > 0) == rising { high = time } else { low = time }
            let slope = -a * slow - b * fast
            let newton = time - value / slope
            let next = newton > low && newton < high ? newton : (low + high) / 2
            if next == time || next <= low || next >= high || high - low <= 4 * high.ulp { break }
            time = next
        }
        return time
    }
}
