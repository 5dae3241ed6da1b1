import Testing
import Geometry
import _MotionTestSupport
@testable import Gestures

/// The tracker's estimators are written for speed (a binary search for the horizon, paired sums);
/// these tests hold them to the plain algorithm, bit for bit.
@Suite struct VelocityEstimationTests {
    /// Android's LSQ2 as written: a walk back to the horizon, then ten separate sums.
    static func referenceLeastSquares(_ samples: [(t: Double, x: Double, y: Double)]) -> Vector? {
        guard !samples.isEmpty else { return nil }
        let newest = samples[samples.count - 1].t
        var first = samples.count - 1
        while first > 0, newest - samples[first - 1].t <= VelocityTracker.horizon + 1e-9 { first -= 1 }
        let used = Array(samples[first...])
        let degree = min(2, used.count - 1)
        guard degree > 0 else { return nil }
        if degree == 1 {
            let dt = used[1].t - used[0].t
            guard abs(dt) / 2.0.squareRoot() >= 0.000001 else { return nil }
            return Vector(dx: (used[1].x - used[0].x) / dt, dy: (used[1].y - used[0].y) / dt)
        }
        var sxi = 0.0, sxi2 = 0.0, sxi3 = 0.0, sxi4 = 0.0, syi = 0.0, sxiyi = 0.0, sxi2yi = 0.0
        var szi = 0.0, sxizi = 0.0, sxi2zi = 0.0
        for sample in used {
            let xi = -(newest - sample.t), xi2 = xi * xi
            sxi += xi; sxi2 += xi2; sxi3 += xi2 * xi; sxi4 += xi2 * xi2
            syi += sample.x; sxiyi += xi * sample.x; sxi2yi += xi2 * sample.x
            szi += sample.y; sxizi += xi * sample.y; sxi2zi += xi2 * sample.y
        }
        let n = Double(used.count)
        let sxx = sxi2 - sxi * sxi / n, sxx2 = sxi3 - sxi * sxi2 / n, sx2x2 = sxi4 - sxi2 * sxi2 / n
        let denominator = sxx * sx2x2 - sxx2 * sxx2
        guard denominator != 0, denominator.isFinite else { return nil }
        let vx = ((sxiyi - sxi * syi / n) * sx2x2 - (sxi2yi - sxi2 * syi / n) * sxx2) / denominator
        let vy = ((sxizi - sxi * szi / n) * sx2x2 - (sxi2zi - sxi2 * szi / n) * sxx2) / denominator
        guard vx.isFinite, vy.isFinite else { return nil }
        return Vector(dx: vx, dy: vy)
    }

    @Test func leastSquaresIsThePlainAlgorithmBitForBit() throws {
        var compared = 0
        try withEverySeed(0..<2000) { seed, random in
            var tracker = VelocityTracker(strategy: .leastSquares)
            var time = random.double(in: 0...100)
            var history: [(t: Double, x: Double, y: Double)] = []
            var origin: Point?
            func add(_ phase: PointerPhase) throws {
                let sample = PointerSample(pointer: 0, x: random.double(in: 0...400), y: random.double(in: 0...800),
                                           phase: phase, time: time)
                try tracker.add(sample)
                // The tracker's own rules: positions relative to the track's first one (overflow safety),
                // a repeated time replaces the newest, 20 kept.
                let first = origin ?? sample.location
                origin = first
                if let last = history.last, last.t == time { history.removeLast() }
                history.append((time, sample.location.x - first.x, sample.location.y - first.y))
                if history.count > VelocityTracker.historySize { history.removeFirst() }
            }
            try add(.began)
            for _ in 0..<Int(random.double(in: 1...40)) {
                // Steps at 240, 120 and 60 Hz, irregular ones, repeats; none long enough to drop history.
                time += [0.004, 0.008, 1.0 / 120, 0.016, 0.02, 0, 0.0301][Int(random.double(in: 0...6.99))]
                try add(.moved)
                let estimate = tracker.velocity(of: 0)
                let reference = VelocityEstimationTests.referenceLeastSquares(history)
                guard estimate?.dx.bitPattern == reference?.dx.bitPattern, estimate?.dy.bitPattern == reference?.dy.bitPattern else {
                    Issue.record("seed \(seed): \(String(describing: estimate)) vs \(String(describing: reference))")
                    return
                }
                compared += 1
            }
        }
        #expect(compared > 30_000)
    }
}
