import Geometry
internal import _SpringKernels

extension SpringBatch {
    /// Stores spring `index`'s state and starts a leg: limits against its distance and speed, the
    /// settle test at once, and the time from which it must run again.
    mutating func startLeg(_ index: Int, offset: Point, velocity: Point) {
        let k = Int(_lanes.withPointers { $0.springIndices[index] })
        let spring = _springs[k]
        let limits = threshold.limits(distance: offset.magnitude, speed: velocity.magnitude, spring: spring)
        let positionLimitSquared = limits.position * limits.position
        let velocityLimitSquared = limits.velocity * limits.velocity
        let settles = offset.magnitudeSquared <= positionLimitSquared && velocity.magnitudeSquared <= velocityLimitSquared
        let checkTime = settles ? .nan : SpringBatch.settleCheckTime(
            spring: spring, offset: offset, velocity: velocity, time: _time,
            positionLimitSquared: positionLimitSquared, velocityLimitSquared: velocityLimitSquared)
        _lanes.withMutablePointers { lanes in
            lanes.positionLimits[index] = positionLimitSquared
            lanes.velocityLimits[index] = velocityLimitSquared
            lanes.checkTimes[index] = checkTime
        }
        if settles {
            store(index, offset: .zero, velocity: .zero, map: _maps[k])
            return
        }
        store(index, offset: offset, velocity: velocity, map: _maps[k])
        _unsettledCount += 1
        _nextSettleCheck = Swift.min(_nextSettleCheck, checkTime)
    }

    /// The batch time from which a leg starting now (`time`) at `offset` and `velocity` can pass its
    /// settle test (``_SettleBound``): until then the sweep skips it.
    @inline(__always)
    static func settleCheckTime(spring: Spring, offset: Point, velocity: Point, time: Double,
                                positionLimitSquared: Double, velocityLimitSquared: Double) -> Double {
        let alpha = spring.damping / (2 * spring.mass)
        let shifted = Point(x: velocity.x + offset.x * alpha, y: velocity.y + offset.y * alpha)
        return time + _SettleBound.unsettledDuration(
            spring: spring, offsetSquared: offset.magnitudeSquared, velocitySquared: velocity.magnitudeSquared,
            shiftedVelocitySquared: shifted.magnitudeSquared,
            positionLimitSquared: positionLimitSquared, velocityLimitSquared: velocityLimitSquared)
    }

    /// Writes spring `index`'s state, given as offset and velocity, in the batch's current form.
    mutating func store(_ index: Int, offset: Point, velocity: Point, map: _Map) {
        let x = 2 * index, y = 2 * index + 1
        let isCompanion = _isCompanion, currentIsFirst = _currentIsFirst
        _lanes.withMutablePointers { lanes in
            let targetX = lanes.targets[x], targetY = lanes.targets[y]
            let (current, other) = currentIsFirst ? (lanes.first, lanes.second) : (lanes.second, lanes.first)
            current[x] = targetX + offset.x
            current[y] = targetY + offset.y
            other[x] = isCompanion ? targetX + map.earlierOffset(offset.x, velocity: velocity.x) : velocity.x
            other[y] = isCompanion ? targetY + map.earlierOffset(offset.y, velocity: velocity.y) : velocity.y
        }
    }

    /// The exact settle test of the springs the kernel's sweep listed: the ones within their limits
    /// snap onto their targets. (With shared constants in the two-sample form, the kernel runs this
    /// test itself, the same arithmetic, and lists none.)
    ///
    /// The sweep lists a spring whose test is due (its check time has come) and that may be within
    /// its limits: offset within its limit and, in the two-sample form with shared constants, b·velocity
    /// = d·x₁ − D·x₀ within b times its limit (with a margin, so that it never drops a spring the exact
    /// test would settle). Those alone are tested exactly, here.
    mutating func confirmSettled(_ sweep: SpringKernelsSweep) {
        for j in 0..<sweep.found {
            let (i, positionLimit, velocityLimit) = _lanes.withPointers { lanes in
                let i = Int(lanes.scratch[j])
                return (i, lanes.positionLimits[i], lanes.velocityLimits[i])
            }
            let (offset, velocity) = state(at: i)
            if offset.magnitudeSquared <= positionLimit && velocity.magnitudeSquared <= velocityLimit {
                store(i, offset: .zero, velocity: .zero, map: _maps[Int(_lanes.withPointers { $0.springIndices[i] })])
                _lanes.withMutablePointers { $0.checkTimes[i] = .nan }
                _unsettledCount -= 1
            }
        }
        _nextSettleCheck = sweep.next
    }

    /// After a threshold change: new limits for every leg under way, from its current state.
    mutating func restartLegs() {
        for i in 0..<count where !isSettled(at: i) {
            let (offset, velocity) = state(at: i)
            _unsettledCount -= 1
            startLeg(i, offset: offset, velocity: velocity)
        }
    }
}
