/// Compose's arc-length table for a quarter ellipse (`ArcSpline.Arc.buildTable` and `lookup`): the
/// fraction of the quarter's angle at 101 evenly spaced fractions of its length, so that reading it
/// linearly travels the arc at constant speed.
///
/// Stored inline (two `SIMD64<Double>`, 101 entries used) so that building a path never allocates.
struct _ArcLengthTable: Sendable {
    /// Compose's table sizes: 91 points on the quarter (one per degree), 101 entries looked up.
    static let chords = 90
    static let entries = 101

    private var low = SIMD64<Double>()
    private var high = SIMD64<Double>()

    private subscript(index: Int) -> Double {
        get { index < 64 ? low[index] : high[index - 64] }
        set { if index < 64 { low[index] = newValue } else { high[index - 64] = newValue } }
    }

    /// The table for the quarter ellipse (a·sin θ, b·cos θ), θ from 0 to 90°; `length` receives the
    /// length of its 90 chords.
    init(a: Double, b: Double, length: inout Double) {
        // The cumulative chord lengths at each degree, normalised to 0...1 (Compose's `ourPercent`).
        var cumulative = SIMD64<Double>(), cumulativeHigh = SIMD32<Double>()
        func at(_ i: Int) -> Double { i < 64 ? cumulative[i] : cumulativeHigh[i - 64] }
        func set(_ i: Int, _ v: Double) { if i < 64 { cumulative[i] = v } else { cumulativeHigh[i - 64] = v } }
        var lastX = 0.0, lastY = 0.0, distance = 0.0
        for i in 0...Self.chords {
            let angle = (90.0 * Double(i) / Double(Self.chords)) * .pi / 180
            let x = a * Double.sin(angle), y = b * Double.cos(angle)
            if i > 0 {
                distance += Double.hypot(x - lastX, y - lastY)
                set(i, distance)
            }
            lastX = x
            lastY = y
        }
        length = distance
        guard distance > 0, distance.isFinite else { return }
        for i in 0...Self.chords { set(i, at(i) / distance) }
        // Invert: for each evenly spaced fraction of the length, the fraction of the angle (binary search
        // for the chord that holds it, then linear within the chord).
        for i in 0..<Self.entries {
            let position = Double(i) / Double(Self.entries - 1)
            var lower = 0, upper = Self.chords
            while upper - lower > 1 {
                let middle = (lower + upper) / 2
                if at(middle) <= position { lower = middle } else { upper = middle }
            }
            let value: Double
            if at(lower) == position {
                value = Double(lower) / Double(Self.chords)
            } else if at(upper) == position {
                value = Double(upper) / Double(Self.chords)
            } else {
                value = (Double(lower) + (position - at(lower)) / (at(upper) - at(lower))) / Double(Self.chords)
            }
            self[i] = value
        }
    }

    /// The fraction of the angle at fraction `v` of the length (Compose's `lookup`: 0 below 0, 1 above 1,
    /// linear between entries).
    func lookup(_ v: Double) -> Double {
        if v <= 0 { return 0 }
        if v >= 1 { return 1 }
        let position = v * Double(Self.entries - 1)
        let index = Int(position)
        let offset = position - Double(index)
        return self[index] + offset * (self[index + 1] - self[index])
    }
}
