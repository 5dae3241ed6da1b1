/// A small deterministic generator (SplitMix64) for property tests: the same seed, the same values,
/// on every platform.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly distributed double in `range`.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &self)
    }
}

/// Runs `body` once per seed in `seeds`, so a failure names the seed that reproduces it.
public func withEverySeed(_ seeds: Range<UInt64> = 0..<100, _ body: (_ seed: UInt64, _ random: inout SeededRandom) throws -> Void) rethrows {
    for seed in seeds {
        var random = SeededRandom(seed: seed)
        try body(seed, &random)
    }
}
