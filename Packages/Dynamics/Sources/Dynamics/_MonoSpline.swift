/// Compose's `MonoSpline` (animation-core) in one dimension: the cubic Hermite spline through
/// (time, value) points whose tangents are the mean of the neighbouring slopes, limited so the curve
/// does not overshoot between points (Fritsch–Carlson, with Compose's own test of the limit).
///
/// Tangents: the first and last are the end segments' slopes, each inner one the mean of the slopes on
/// either side; a flat segment zeroes both its tangents; otherwise, with a and b the tangents over the
/// segment's slope, when hypot(a, b) > 9 both are scaled by 3 / hypot(a, b). (Fritsch–Carlson's limit
/// is a² + b² > 9; Compose compares the hypotenuse itself with 9, and so does this type, to give Compose's
/// numbers.) A periodic bias replaces both end slopes and end tangents by
/// `last · (1 − bias) + first · bias` before the limit, as Compose's `periodicBias`.
struct _MonoSpline: Sendable {
    let times: [Double]
    let values: [Double]
    let tangents: [Double]

    /// The spline through at least one point, times strictly increasing (the caller checks).
    init(times: [Double], values: [Double], periodicBias: Double?) {
        let n = times.count
        var slopes = [Double](repeating: 0, count: Swift.max(n - 1, 0))
        var tangents = [Double](repeating: 0, count: n)
        if n > 1 {
            for i in 0..<(n - 1) {
                slopes[i] = (values[i + 1] - values[i]) / (times[i + 1] - times[i])
                // Points a few ulps apart: a jump, whose slope is past the largest double; as a flat
                // segment its tangents are 0 and the curve between stays finite.
                if !slopes[i].isFinite { slopes[i] = 0 }
                tangents[i] = i == 0 ? slopes[i] : (slopes[i - 1] + slopes[i]) * 0.5
            }
            tangents[n - 1] = slopes[n - 2]
            if let bias = periodicBias {
                let adjusted = slopes[n - 2] * (1 - bias) + slopes[0] * bias
                slopes[0] = adjusted
                slopes[n - 2] = adjusted
                tangents[n - 1] = adjusted
                tangents[0] = adjusted
            }
            for i in 0..<(n - 1) {
                if slopes[i] == 0 {
                    tangents[i] = 0
                    tangents[i + 1] = 0
                } else {
                    let a = tangents[i] / slopes[i], b = tangents[i + 1] / slopes[i]
                    let h = Double.hypot(a, b)
                    if h > 9, h.isFinite {
                        let scale = 3 / h
                        tangents[i] = scale * a * slopes[i]
                        tangents[i + 1] = scale * b * slopes[i]
                    } else if h > 9 {
                        // A secant so much flatter than its tangents (a slope near the smallest double)
                        // that their ratios overflow: the same limit, 3·t·|slope| / hypot(tangents),
                        // written without dividing by the slope.
                        let scale = 3 * Swift.abs(slopes[i]) / Double.hypot(tangents[i], tangents[i + 1])
                        tangents[i] *= scale
                        tangents[i + 1] *= scale
                    }
                }
            }
        }
        self.times = times
        self.values = values
        self.tangents = tangents
    }

    /// The segment holding `time`: the last point at or before it, never the last point.
    func segment(of time: Double) -> Int {
        _segmentIndex(of: time, last: times.count - 2) { times[$0] }
    }

    /// The value at `time` inside the span (Compose's `getPos`; a point's own time answers its value).
    func value(at time: Double) -> Double {
        guard times.count > 1 else { return values[0] }
        if time <= times[0] { return values[0] }
        if time >= times[times.count - 1] { return values[values.count - 1] }
        let i = segment(of: time)
        if time == times[i] { return values[i] }
        let h = times[i + 1] - times[i], x = (time - times[i]) / h
        let x2 = x * x, x3 = x2 * x
        return (2 * x3 - 3 * x2 + 1) * values[i] + (-2 * x3 + 3 * x2) * values[i + 1]
            + h * (x3 - 2 * x2 + x) * tangents[i] + h * (x3 - x2) * tangents[i + 1]
    }

    /// The slope at `time` inside the span (Compose's `getSlope`: the first tangent at or before the
    /// start, the last at or after the end).
    func slope(at time: Double) -> Double {
        guard times.count > 1 else { return 0 }
        if time <= times[0] { return tangents[0] }
        if time >= times[times.count - 1] { return tangents[tangents.count - 1] }
        let i = segment(of: time)
        let h = times[i + 1] - times[i], x = (time - times[i]) / h
        let x2 = x * x
        return ((6 * x2 - 6 * x) * values[i] + (-6 * x2 + 6 * x) * values[i + 1]) / h
            + (3 * x2 - 4 * x + 1) * tangents[i] + (3 * x2 - 2 * x) * tangents[i + 1]
    }
}
