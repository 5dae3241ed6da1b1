import Geometry

/// Many 2-D springs stepped together, exactly: thousands of particles, cards or markers springing to
/// their targets for less than a plain Euler loop costs.
///
/// Each spring has its own value, velocity and target (``retarget(_:to:)``, ``reset(_:value:velocity:)``,
/// add and remove at any time); the constants are shared (the batch's ``spring``) or set per spring
/// (`append(value:target:velocity:spring:)`). The springs are stored as a structure of arrays (one
/// allocation, a lane per quantity) and stepped with SIMD across springs, sharing one exact step map per
/// distinct spring. The values are kept in one contiguous buffer, ready for a renderer
/// (``withUnsafeValues(_:)``).
///
/// ```swift
/// var particles = SpringBatch(spring: try Spring(mass: 1, stiffness: 300, damping: 30))
/// particles.reserveCapacity(10_000)
/// for i in 0..<10_000 {
///     particles.append(value: Point(x: Double(i % 100), y: Double(i / 100)), target: Point(x: 0, y: 0))
/// }
/// particles.step(by: 1.0 / 120)                        // once per display frame
/// _ = particles.value(at: 42)                       // one spring
/// particles.withUnsafeValues { values in /* values[i]: all of them, no copy */ }
/// ```
///
/// How it is exact and fast: a damped spring stepped by a fixed duration dt satisfies, exactly,
/// x(t + dt) = T·x(t) − D·x(t − dt), with T = a + d the trace and D = e^{−(c/m)·dt} the determinant of
/// its ``SpringStep``. The batch keeps each spring's value at the last two frames, so a frame costs
/// two multiplications and four additions per component, the new value written over the oldest:
/// the exact solution sampled at the frame times, to rounding (within about 1e-13 of the motion's
/// scale), not an approximation of it. The velocity is recovered when read. When the frame
/// duration changes, or at a duration where that recovery would lose precision (a step of about half a
/// period, or a spring far slower than the frame rate), the batch steps with the full map instead,
/// still exactly.
///
/// The loop over the springs runs at the widest vector width the processor has (AVX-512, AVX2 or the
/// baseline SSE2 on x86-64, chosen when the program runs; the bench's `bench run --instruction-set avx2`
/// caps it, to measure a narrower processor's speed on a wider one), and gives the same bits on every one. When
/// every spring has the same target, the loop reads it once instead of once per spring.
///
/// Settling follows ``SpringAnimation``'s rule (the same ``threshold``, tested only once a spring could
/// have settled, in the same pass over the springs as the step): a settled spring sits exactly on its
/// target with zero velocity until moved.
///
/// Indices are positions in the batch: `remove(at:)` shifts the later springs down by one, as an array does.
public struct SpringBatch: Sendable {
    /// Every per-spring number, in one allocation (``_SpringLanes``): targets and two sample buffers (two
    /// numbers per spring, x then y, the layout of an array of `Point`), the settle limits (squared) and
    /// check times, each spring's index into `_springs`, room for the settle sweep's list, and while
    /// springs differ, the two-sample coefficients per number. Of the two sample buffers, the current one
    /// (`first` when `_currentIsFirst`) holds the values, the other either the values one step earlier
    /// (`_isCompanion`) or the velocities. A check time is the batch time from which the spring's settle
    /// test can pass, NaN once settled.
    @usableFromInline var _lanes: _SpringLanes
    /// The target of every spring while they all share one (bit for bit); the frame loop then reads
    /// it from a register instead of the targets' lane. Nil once two targets differ, until the batch empties.
    @usableFromInline var _sharedTarget: Point?

    // Shared.
    /// The distinct springs in use (the batch's own first) and their maps over `_mapDuration`.
    @usableFromInline var _springs: [Spring]
    @usableFromInline var _maps: [_Map]
    /// Where each spring after the first is in `_springs`.
    @usableFromInline var _paletteLookup: [Spring: Int] = [:]
    @usableFromInline var _mapDuration: Double
    @usableFromInline var _currentIsFirst = true
    @usableFromInline var _isCompanion = false
    @usableFromInline var _time: Double = 0
    @usableFromInline var _nextSettleCheck: Double = .infinity
    @usableFromInline var _unsettledCount = 0

    /// When a spring counts as settled, for every spring (recomputed against each leg's distance, as
    /// ``SpringAnimation`` does). Changing it applies the new limits to the legs under way.
    public var threshold: SettlingThreshold {
        didSet { restartLegs() }
    }

    /// The clock ``tick(at:)`` reads.
    public var clock = FrameClock()

    /// A spring's step map over `_mapDuration`, with what the two-sample form needs.
    @usableFromInline
    struct _Map: Sendable {
        @usableFromInline var step: SpringStep
        /// a + d, and the exact determinant e^{−(c/m)·dt}.
        @usableFromInline var trace: Double
        @usableFromInline var determinant: Double
        /// True when the velocity can be recovered from two samples without losing precision.
        @usableFromInline var allowsTwoSamples: Bool

        @usableFromInline
        init(spring: Spring, duration: Double) {
            step = SpringStep(spring: spring, duration: duration)
            trace = step.a + step.d
            determinant = Double.exp(-spring.damping / spring.mass * duration)
            // v = (d·x₁ − D·x₀)/b loses about |x|/(|b|·ω₀) relative to the natural speed ω₀|x|.
            allowsTwoSamples = duration > 0 && determinant >= 1e-100
                && Swift.abs(step.b) * spring.naturalFrequency >= 1e-3
        }

        /// The velocity now from the offsets now (`x`) and one step earlier (`earlier`).
        @usableFromInline
        func velocity(_ x: Double, earlier: Double) -> Double {
            (step.d * x - determinant * earlier) / step.b
        }

        /// The offset one step earlier of a motion at offset `x` with velocity `v` (the inverse map).
        @usableFromInline
        func earlierOffset(_ x: Double, velocity v: Double) -> Double {
            (step.d * x - step.b * v) / determinant
        }
    }

    /// An empty batch.
    ///
    /// ```swift
    /// _ = SpringBatch(spring: .snappy, threshold: .absolute(position: 0.5, velocity: 20))
    /// ```
    ///
    /// - Parameters:
    ///   - spring: The constants of every spring appended without its own.
    ///   - threshold: When a spring counts as settled. Default `.relative()` (0.1 % of the leg).
    ///   - capacity: Springs to reserve room for; appending up to this many allocates nothing.
    /// - Complexity: one allocation, for the springs' numbers.
    public init(spring: Spring, threshold: SettlingThreshold = .relative(), capacity: Int = 0) {
        _lanes = _SpringLanes(capacity: capacity, hasCoefficients: false)
        _springs = [spring]
        _mapDuration = 1.0 / 120
        _maps = [_Map(spring: spring, duration: _mapDuration)]
        _isCompanion = _maps[0].allowsTwoSamples
        self.threshold = threshold
    }

    // MARK: Reading

    /// The number of springs.
    @inlinable public var count: Int { _lanes.count }
    /// True when the batch holds no spring.
    @inlinable public var isEmpty: Bool { count == 0 }
    /// True when every spring has settled (or there is none).
    @inlinable public var isSettled: Bool { _unsettledCount == 0 }
    /// Seconds simulated since the batch was created.
    @inlinable public var time: Double { _time }
    /// The constants of springs appended without their own.
    @inlinable public var spring: Spring { _springs[0] }

    /// The current value of spring `index`.
    ///
    /// - Parameter index: A valid index, `0..<count`.
    /// - Complexity: O(1).
    @inlinable
    public func value(at index: Int) -> Point {
        _checkIndex(index)
        return _lanes.withPointers { lanes in
            let values = _currentIsFirst ? lanes.first : lanes.second
            return Point(x: values[2 * index], y: values[2 * index + 1])
        }
    }

    /// The current velocity of spring `index`, units per second.
    ///
    /// - Parameter index: A valid index, `0..<count`.
    /// - Complexity: O(1).
    public func velocity(at index: Int) -> Point {
        _checkIndex(index)
        return state(at: index).velocity
    }

    /// The target of spring `index`.
    ///
    /// - Parameter index: A valid index, `0..<count`.
    @inlinable
    public func target(at index: Int) -> Point {
        _checkIndex(index)
        return _lanes.withPointers { lanes in Point(x: lanes.targets[2 * index], y: lanes.targets[2 * index + 1]) }
    }

    /// True once spring `index` has settled: exactly on its target, velocity zero.
    ///
    /// - Parameter index: A valid index, `0..<count`.
    @inlinable
    public func isSettled(at index: Int) -> Bool {
        _checkIndex(index)
        return _lanes.withPointers { lanes in lanes.checkTimes[index].isNaN }
    }

    /// The constants of spring `index`.
    ///
    /// - Parameter index: A valid index, `0..<count`.
    public func spring(at index: Int) -> Spring {
        _checkIndex(index)
        return _springs[Int(_lanes.withPointers { $0.springIndices[index] })]
    }

    /// Calls `body` with every spring's current value, in order, without copying them: element `i`
    /// is spring `i`'s value. For handing positions to a renderer or to layers in one pass.
    ///
    /// ```swift
    /// var particles = SpringBatch(spring: .snappy)
    /// particles.append(value: Point(x: 0, y: 0), target: Point(x: 10, y: 0))
    /// particles.step(by: 1.0 / 120)
    /// _ = particles.withUnsafeValues { values in values.map(\.x).max() }
    /// ```
    ///
    /// - Parameter body: Reads the values; the buffer is valid only during the call.
    /// - Returns: What `body` returns.
    /// - Complexity: O(1) before `body`; no allocation.
    @inlinable
    public func withUnsafeValues<Result>(_ body: (UnsafeBufferPointer<Point>) throws -> Result) rethrows -> Result {
        let count = self.count, currentIsFirst = _currentIsFirst
        return try _lanes.withPointers { lanes in
            let values = UnsafeMutableRawPointer(currentIsFirst ? lanes.first : lanes.second)
            // The lane's numbers are bound to Double; a Point is two of them, laid out as x then y.
            return try values.withMemoryRebound(to: Point.self, capacity: count) { points in
                try body(UnsafeBufferPointer(start: points, count: count))
            }
        }
    }

    /// Every spring's value, in order: a new array (for setup and tests; frames use
    /// ``withUnsafeValues(_:)``).
    public var values: [Point] {
        withUnsafeValues { Array($0) }
    }

    /// Traps unless `index` is a spring's (as an array's subscript does).
    @inlinable
    func _checkIndex(_ index: Int) {
        precondition(index >= 0 && index < count, "SpringBatch: index \(index) out of range 0..<\(count)")
    }

    /// Offset from the target and velocity of spring `index`.
    @usableFromInline
    func state(at index: Int) -> (offset: Point, velocity: Point) {
        let x = 2 * index, y = 2 * index + 1
        let (current, other, target, k) = _lanes.withPointers { lanes in
            let (current, other) = _currentIsFirst ? (lanes.first, lanes.second) : (lanes.second, lanes.first)
            return (Point(x: current[x], y: current[y]), Point(x: other[x], y: other[y]),
                    Point(x: lanes.targets[x], y: lanes.targets[y]), Int(lanes.springIndices[index]))
        }
        let offset = Point(x: current.x - target.x, y: current.y - target.y)
        guard _isCompanion else { return (offset, other) }
        let map = _maps[k]
        return (offset, Point(x: map.velocity(offset.x, earlier: other.x - target.x),
                              y: map.velocity(offset.y, earlier: other.y - target.y)))
    }

    // MARK: Adding, removing, moving

    /// Makes room for `capacity` springs, so that appending up to that many allocates nothing.
    ///
    /// - Parameter capacity: The number of springs to make room for.
    public mutating func reserveCapacity(_ capacity: Int) {
        guard capacity > _lanes.capacity else { return }
        _lanes.reallocate(capacity: capacity, hasCoefficients: _lanes.hasCoefficients)
    }

    /// Adds a spring at the end and returns its index.
    ///
    /// ```swift
    /// var cards = SpringBatch(spring: .snappy)
    /// _ = cards.append(value: Point(x: 0, y: 0), target: Point(x: 100, y: 200), velocity: Point(x: 900, y: 0))
    /// cards.append(value: Point(x: 5, y: 5), target: Point(x: 0, y: 0), spring: .bouncy)   // its own constants
    /// ```
    ///
    /// Input that is not finite is handled as ``SpringAnimation``'s initialiser does: a value that is
    /// not finite starts settled on the target, a target that is not finite is replaced by the value,
    /// a velocity that is not finite counts as zero.
    ///
    /// - Parameters:
    ///   - value: Where the spring starts.
    ///   - target: Where it pulls.
    ///   - velocity: Units per second at the start. Default zero.
    ///   - spring: Its constants; nil (the default) for the batch's ``spring``.
    /// - Returns: The new spring's index, `count - 1`.
    /// - Complexity: amortised O(1); allocates only beyond the reserved capacity, and the first time
    ///   a spring with new constants is added (then O(count)).
    @discardableResult
    public mutating func append(value: Point, target: Point, velocity: Point = .zero, spring: Spring? = nil) -> Int {
        let index = count
        let k = paletteIndex(for: spring ?? _springs[0])
        let valueIsFinite = value.isFinite, targetIsFinite = target.isFinite
        let start = valueIsFinite ? value : (targetIsFinite ? target : .zero)
        let end = targetIsFinite ? target : start
        if index == 0 {
            _sharedTarget = end
        } else if let shared = _sharedTarget, !shared.isBitwiseEqual(to: end) {
            _sharedTarget = nil
        }
        if index == _lanes.capacity {
            _lanes.reallocate(capacity: Swift.max(2 * index, 16), hasCoefficients: _lanes.hasCoefficients)
        }
        let map = _maps[k]
        _lanes.withMutablePointers { lanes in
            for j in 2 * index...2 * index + 1 {
                lanes.targets[j] = j == 2 * index ? end.x : end.y
                lanes.first[j] = 0
                lanes.second[j] = 0
                lanes.traces?[j] = map.trace
                lanes.determinants?[j] = map.determinant
            }
            lanes.positionLimits[index] = 0
            lanes.velocityLimits[index] = 0
            lanes.checkTimes[index] = .nan
            lanes.springIndices[index] = Int32(truncatingIfNeeded: k)
        }
        _lanes.setCount(index + 1)
        let startVelocity = valueIsFinite && targetIsFinite && velocity.isFinite ? velocity : .zero
        startLeg(index, offset: Point(x: start.x - end.x, y: start.y - end.y), velocity: startVelocity)
        return index
    }

    /// Removes spring `index`; the springs after it move down by one.
    ///
    /// - Parameter index: A valid index, `0..<count`.
    /// - Complexity: O(count), no allocation. The constants of removed springs are kept until ``removeAll()``.
    public mutating func remove(at index: Int) {
        _checkIndex(index)
        if !isSettled(at: index) { _unsettledCount -= 1 }
        let after = count - index - 1
        _lanes.withMutablePointers { lanes in
            // Each lane's later numbers one spring down (`update(from:count:)` allows the overlap).
            func close<Number>(_ lane: UnsafeMutablePointer<Number>?, _ width: Int) {
                guard let lane else { return }
                (lane + width * index).update(from: lane + width * (index + 1), count: width * after)
            }
            close(lanes.targets, 2)
            close(lanes.first, 2)
            close(lanes.second, 2)
            close(lanes.traces, 2)
            close(lanes.determinants, 2)
            close(lanes.positionLimits, 1)
            close(lanes.velocityLimits, 1)
            close(lanes.checkTimes, 1)
            close(lanes.springIndices, 1)
        }
        _lanes.setCount(count - 1)
    }

    /// Removes every spring, keeping the capacity (and the batch's time and clock).
    ///
    /// - Complexity: O(1); no allocation.
    public mutating func removeAll() {
        _lanes.setCount(0)
        _sharedTarget = nil
        _springs.removeSubrange(1...)
        _maps.removeSubrange(1...)
        _paletteLookup.removeAll()
        _isCompanion = _maps[0].allowsTwoSamples
        _unsettledCount = 0
        _nextSettleCheck = .infinity
    }

    /// Moves spring `index`'s target, keeping its value and velocity (continuous, no jump).
    ///
    /// ```swift
    /// var cards = SpringBatch(spring: .snappy)
    /// cards.append(value: Point(x: 0, y: 0), target: Point(x: 100, y: 0))
    /// cards.retarget(0, to: Point(x: -40, y: 60))
    /// ```
    ///
    /// - Parameters:
    ///   - index: A valid index, `0..<count`.
    ///   - newTarget: The new target; a non-finite one is ignored.
    /// - Complexity: O(1); no allocation.
    public mutating func retarget(_ index: Int, to newTarget: Point) {
        _checkIndex(index)
        guard newTarget.isFinite else { return }
        let velocity = state(at: index).velocity
        let value = self.value(at: index)
        _lanes.withMutablePointers { lanes in
            lanes.targets[2 * index] = newTarget.x
            lanes.targets[2 * index + 1] = newTarget.y
        }
        if let shared = _sharedTarget, !shared.isBitwiseEqual(to: newTarget) {
            _sharedTarget = count == 1 ? newTarget : nil
        }
        if !isSettled(at: index) { _unsettledCount -= 1 }
        startLeg(index, offset: Point(x: value.x - newTarget.x, y: value.y - newTarget.y), velocity: velocity)
    }

    /// Replaces spring `index`'s value and velocity (grabbed, or moved by the host).
    ///
    /// - Parameters:
    ///   - index: A valid index, `0..<count`.
    ///   - value: The value now; ignored, with `velocity`, unless finite.
    ///   - velocity: The velocity now, units per second. Default zero.
    /// - Complexity: O(1); no allocation.
    public mutating func reset(_ index: Int, value: Point, velocity: Point = .zero) {
        _checkIndex(index)
        guard value.isFinite, velocity.isFinite else { return }
        if !isSettled(at: index) { _unsettledCount -= 1 }
        let target = self.target(at: index)
        startLeg(index, offset: Point(x: value.x - target.x, y: value.y - target.y), velocity: velocity)
    }

    // MARK: Stepping

    /// Advances every spring by `duration` seconds, exactly, and updates every value.
    ///
    /// ```swift
    /// var particles = SpringBatch(spring: .smooth)
    /// particles.append(value: Point(x: 0, y: 0), target: Point(x: 10, y: 10))
    /// particles.step(by: 1.0 / 120)
    /// ```
    ///
    /// - Parameter duration: Seconds. Zero, negative and NaN durations do nothing; any other, infinity
    ///   included, lands where the springs are after that long (settled, for a long one).
    /// - Complexity: O(count): two multiplications and four additions per component when `duration`
    ///   repeats, SIMD across springs; settle tests only once a spring could have settled. When the
    ///   duration changes, about twice that, and a few exponentials and sines per distinct spring.
    ///   No allocation.
    public mutating func step(by duration: Double) {
        guard duration > 0 else { return }
        let dt = Swift.min(duration, .greatestFiniteMagnitude)
        _time = Swift.min(_time + dt, .greatestFiniteMagnitude)
        guard _unsettledCount > 0 else { return }
        let checksSettling = _time >= _nextSettleCheck
        if dt == _mapDuration && _isCompanion {
            runKernel(advance: true, sweep: checksSettling)
        } else {
            advanceWithFullMap(by: dt)
            if checksSettling { runKernel(advance: false, sweep: true) }
        }
    }

    /// Advances to the host's timestamp `time` (seconds, any origin), through ``clock`` (the rules of
    /// `FrameClock`: the first tick sets the time base, repeated and non-finite times advance nothing,
    /// an earlier time starts a new base).
    ///
    /// - Parameter time: The frame's timestamp, in seconds.
    /// - Complexity: as ``step(by:)``.
    public mutating func tick(at time: Double) {
        step(by: clock.advance(to: time))
    }

    /// A frame whose duration differs from the maps' (or at which two samples cannot be used):
    /// every spring to (offset, velocity), the full map over `duration`, then back to two samples for
    /// `duration` when that is precise.
    mutating func advanceWithFullMap(by duration: Double) {
        let oldMaps = _maps, wasCompanion = _isCompanion
        if duration != _mapDuration {
            _mapDuration = duration
            for k in _maps.indices { _maps[k] = _Map(spring: _springs[k], duration: duration) }
            if _springs.count > 1 { rebuildPerComponentCoefficients() }
        }
        let maps = _maps
        let becomesCompanion = maps.allSatisfy { $0.allowsTwoSamples }
        _isCompanion = becomesCompanion
        let uniform = _springs.count == 1
        let numbers = 2 * count, currentIsFirst = _currentIsFirst
        _lanes.withMutablePointers { lanes in
            let (values, others) = currentIsFirst ? (lanes.first, lanes.second) : (lanes.second, lanes.first)
            let targets = lanes.targets, indices = lanes.springIndices
            for j in 0..<numbers {
                let k = uniform ? 0 : Int(indices[j / 2])
                let offset = values[j] - targets[j]
                let velocity = wasCompanion ? oldMaps[k].velocity(offset, earlier: others[j] - targets[j]) : others[j]
                let (newOffset, newVelocity) = maps[k].step.apply(offset: offset, velocity: velocity)
                values[j] = targets[j] + newOffset
                others[j] = becomesCompanion
                    ? targets[j] + maps[k].earlierOffset(newOffset, velocity: newVelocity) : newVelocity
            }
        }
    }

    /// The two-sample coefficients per number, from the maps (springs differ): the lanes are added first
    /// if the batch has none.
    mutating func rebuildPerComponentCoefficients() {
        if !_lanes.hasCoefficients { _lanes.reallocate(capacity: _lanes.capacity, hasCoefficients: true) }
        let maps = _maps, count = self.count
        _lanes.withMutablePointers { lanes in
            guard let traces = lanes.traces, let determinants = lanes.determinants else { return }
            for i in 0..<count {
                let map = maps[Int(lanes.springIndices[i])]
                traces[2 * i] = map.trace
                traces[2 * i + 1] = map.trace
                determinants[2 * i] = map.determinant
                determinants[2 * i + 1] = map.determinant
            }
        }
    }

    /// The index of `spring` among the distinct springs, adding it if new (the per-number
    /// coefficients exist from the second distinct spring on).
    mutating func paletteIndex(for spring: Spring) -> Int {
        if spring == _springs[0] { return 0 }
        if let k = _paletteLookup[spring] { return k }
        _springs.append(spring)
        _maps.append(_Map(spring: spring, duration: _mapDuration))
        _paletteLookup[spring] = _springs.count - 1
        if !_maps[_maps.count - 1].allowsTwoSamples && _isCompanion { leaveTwoSampleForm() }
        if _springs.count == 2 { rebuildPerComponentCoefficients() }
        return _springs.count - 1
    }

    /// Re-expresses every spring's state as (value, velocity) at the current maps.
    mutating func leaveTwoSampleForm() {
        let maps = _maps, numbers = 2 * count, currentIsFirst = _currentIsFirst
        _lanes.withMutablePointers { lanes in
            let (current, others) = currentIsFirst ? (lanes.first, lanes.second) : (lanes.second, lanes.first)
            let targets = lanes.targets
            for j in 0..<numbers {
                others[j] = maps[Int(lanes.springIndices[j / 2])].velocity(current[j] - targets[j],
                                                                           earlier: others[j] - targets[j])
            }
        }
        _isCompanion = false
    }
}

extension Point {
    /// Equal bit for bit (so 0 and −0 differ): what decides whether two targets give the same results.
    fileprivate func isBitwiseEqual(to other: Point) -> Bool {
        x.bitPattern == other.x.bitPattern && y.bitPattern == other.y.bitPattern
    }
}
