/// Values across the whole finite range, for property tests at the extremes: zero and negative
/// zero, denormals, the smallest normal, ordinary UI-sized numbers, powers of ten from 1e-323 to
/// 1e308, the largest finite double, and arbitrary finite bit patterns.
extension SeededRandom {
    /// The fixed extremes every property test should meet.
    public static let extremes: [Double] = [
        // Subnormals are written as multiples of the smallest one (their literals warn): 2024 of it is
        // the double nearest 1e-320.
        0, -0.0, Double.leastNonzeroMagnitude, -Double.leastNonzeroMagnitude, Double.leastNonzeroMagnitude * 2024,
        .leastNormalMagnitude, 1e-300, 1e-150, 1e-18, 1e-9, 1, -1,
        1e9, 1e17, 1e150, 1e154, 1e200, 1e300, 1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        -1e308, -1e200, -1e17,
    ]

    /// A finite double from anywhere in the finite range (both signs), weighted so that the
    /// extremes, log-uniform magnitudes and ordinary values all come up often.
    public mutating func extremeDouble() -> Double {
        switch Int.random(in: 0..<10, using: &self) {
        case 0, 1:
            return Self.extremes.randomElement(using: &self)!
        case 2, 3, 4:
            let exponent = double(in: -323...308)
            let magnitude = min(Double.pow10(exponent), .greatestFiniteMagnitude)
            return Bool.random(using: &self) ? magnitude : -magnitude
        case 5, 6, 7:
            return double(in: -2000...2000)
        default:
            while true {
                let value = Double(bitPattern: next())
                if value.isFinite { return value }
            }
        }
    }

    /// A finite, strictly positive double from anywhere in the range (denormals to the largest).
    public mutating func extremePositive() -> Double {
        while true {
            let value = abs(extremeDouble())
            if value > 0 { return value }
        }
    }

    /// A non-negative frame duration: zero, denormals, ordinary frames, or huge.
    public mutating func extremeDuration() -> Double {
        switch Int.random(in: 0..<6, using: &self) {
        case 0: return [0, Double.leastNonzeroMagnitude, 1e-300, 1e-9, 1e17, 1e300, .greatestFiniteMagnitude].randomElement(using: &self)!
        case 1: return extremePositive()
        default: return [1.0 / 60, 1.0 / 120, 1.0 / 240, 0.5, 0.004].randomElement(using: &self)!
        }
    }
}

extension Double {
    /// 10^exponent for a real exponent, without Foundation.
    static func pow10(_ exponent: Double) -> Double {
        // 10^e = 2^(e·log2 10): split into an integer power of two (exact) and a fraction.
        let log2Of10 = 3.321_928_094_887_362_3
        let binary = exponent * log2Of10
        let whole = binary.rounded(.down)
        let fraction = binary - whole
        // 2^fraction for fraction in [0, 1), by a short series of e^(fraction·ln 2).
        let x = fraction * 0.693_147_180_559_945_3
        var term = 1.0, sum = 1.0
        for n in 1...20 {
            term *= x / Double(n)
            sum += term
        }
        return Double(sign: .plus, exponent: Int(whole), significand: sum)
    }
}
