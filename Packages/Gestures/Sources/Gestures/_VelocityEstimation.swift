import Geometry


/// The estimators, over one pointer's track. Ages are measured from the newest sample (Android's
/// time origin), so the fitted polynomial's linear coefficient is the velocity at the newest sample.
extension _History {
    /// The index of the oldest movement within `horizon` seconds of the newest one.
    ///
    /// Android walks back from the newest movement until one is older than the horizon. A track's
    /// times never decrease (the tracker rejects a sample that goes back in time), so "within the
    /// horizon" is false for a prefix of the track and true after it: a binary search finds the same
    /// index in a handful of comparisons.
    @inlinable
    func firstIndex(within horizon: Double) -> Int {
        guard count > 0 else { return 0 }
        let newest = movement(count - 1).time
        // A nanosecond of slack: Android compares integer nanoseconds, traces give seconds.
        let limit = horizon + 1e-9
        var low = 0, high = count - 1          // movement(high) is within the horizon
        while low < high {
            let middle = (low + high) / 2
            if newest - movement(middle).time <= limit { high = middle } else { low = middle + 1 }
        }
        return high
    }

    /// Flutter's scroll-view fling trackers: a weighted sum of the velocities between the last four
    /// samples, oldest pair first (`weights.0` for the pair ending two samples before the newest).
    /// Pairs that are not there, or that share a time, count as zero, as in Flutter. Nil with fewer
    /// than two samples.
    @inlinable
    func weightedPairVelocity(weights: (Double, Double, Double)) -> (Double, Double)? {
        guard count >= 2 else { return nil }
        func pair(endingAt end: Int) -> (Double, Double) {
            guard end >= 1 else { return (0, 0) }
            let a = movement(end - 1), b = movement(end)
            let dt = b.time - a.time
            guard dt > 0 else { return (0, 0) }
            return ((b.x - a.x) / dt, (b.y - a.y) / dt)
        }
        let older = pair(endingAt: count - 3), previous = pair(endingAt: count - 2), newest = pair(endingAt: count - 1)
        return (older.0 * weights.0 + previous.0 * weights.1 + newest.0 * weights.2,
                older.1 * weights.0 + previous.1 * weights.1 + newest.1 * weights.2)
    }

    /// Android's LSQ2: a quadratic least-squares fit (unweighted, as `LSQ2` is), falling back to a
    /// line with two samples; nil with fewer, or when the fit is degenerate.
    @inlinable
    func leastSquaresVelocity(horizon: Double) -> (Double, Double)? {
        let first = firstIndex(within: horizon)
        let m = count - first
        let degree = min(2, m - 1)
        guard degree > 0 else { return nil }
        let newest = movement(count - 1).time
        if degree == 1 {
            // Android's general solver (Gram-Schmidt QR) on two samples: the slope, rejected when
            // the time column is numerically degenerate (norm below 1e-6).
            let a = movement(first), b = movement(count - 1)
            let dt = b.time - a.time
            guard abs(dt) / 2.0.squareRoot() >= 0.000001 else { return nil }
            return ((b.x - a.x) / dt, (b.y - a.y) / dt)
        }
        // Android's solveUnweightedLeastSquaresDeg2: y = a t² + b t + c with t = -age. The x and y
        // sums are accumulated as pairs: the same products and additions, in the same order, as
        // separate sums, in fewer instructions.
        var sxi = 0.0, sxi2 = 0.0, sxi3 = 0.0, sxi4 = 0.0
        var sums = SIMD2<Double>.zero, firstMoments = SIMD2<Double>.zero      // (Σx, Σy), (Σt·x, Σt·y)
        var secondMoments = SIMD2<Double>.zero                                 // (Σt²·x, Σt²·y)
        forEach(from: first) { sample in
            let xi = -(newest - sample.time)
            let xi2 = xi * xi
            sxi += xi
            sxi2 += xi2
            sxi3 += xi2 * xi
            sxi4 += xi2 * xi2
            let position = SIMD2(sample.x, sample.y)
            sums += position
            firstMoments += xi * position
            secondMoments += xi2 * position
        }
        let (syi, szi, sxiyi, sxizi) = (sums.x, sums.y, firstMoments.x, firstMoments.y)
        let (sxi2yi, sxi2zi) = (secondMoments.x, secondMoments.y)
        let n = Double(m)
        let sxx = sxi2 - sxi * sxi / n
        let sxx2 = sxi3 - sxi * sxi2 / n
        let sx2x2 = sxi4 - sxi2 * sxi2 / n
        let denominator = sxx * sx2x2 - sxx2 * sxx2
        guard denominator != 0, denominator.isFinite else { return nil }
        let sxyX = sxiyi - sxi * syi / n
        let sx2yX = sxi2yi - sxi2 * syi / n
        let sxyY = sxizi - sxi * szi / n
        let sx2yY = sxi2zi - sxi2 * szi / n
        let vx = (sxyX * sx2x2 - sx2yX * sxx2) / denominator
        let vy = (sxyY * sx2x2 - sx2yY * sxx2) / denominator
        guard vx.isFinite, vy.isFinite else { return nil }
        return (vx, vy)
    }

    /// Android's impulse strategy: nil without samples, zero with one, the slope with two, else the
    /// velocity of the kinetic energy accumulated segment by segment (the first segment halved).
    @inlinable
    func impulseVelocity(horizon: Double) -> (Double, Double)? {
        guard count > 0 else { return nil }
        let first = firstIndex(within: horizon)
        let m = count - first
        if m < 2 { return (0, 0) }
        if m == 2 {
            let a = movement(first), b = movement(count - 1)
            guard b.time != a.time else { return (0, 0) }
            return ((b.x - a.x) / (b.time - a.time), (b.y - a.y) / (b.time - a.time))
        }
        var workX = 0.0, workY = 0.0
        var older = movement(first)
        for index in (first + 1)..<count {
            let newer = movement(index)
            defer { older = newer }
            let dt = newer.time - older.time
            guard dt != 0 else { continue }
            let vx = (newer.x - older.x) / dt
            let vy = (newer.y - older.y) / dt
            workX += (vx - _kineticEnergyToVelocity(workX)) * abs(vx)
            workY += (vy - _kineticEnergyToVelocity(workY)) * abs(vy)
            if index == first + 1 {
                workX *= 0.5
                workY *= 0.5
            }
        }
        let vx = _kineticEnergyToVelocity(workX), vy = _kineticEnergyToVelocity(workY)
        guard vx.isFinite, vy.isFinite else { return nil }
        return (vx, vy)
    }
}

/// The velocity of a unit mass with kinetic energy `work` (E = v²/2), signed like the work.
@inlinable
func _kineticEnergyToVelocity(_ work: Double) -> Double {
    (work < 0 ? -1.0 : 1.0) * (2 * abs(work)).squareRoot()
}
