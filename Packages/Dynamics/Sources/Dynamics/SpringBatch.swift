import Geometry

/// Many 2-D springs stepped together, exactly: thousands of particles, cards or markers springing to
/// their targets for less than a plain Euler loop costs.
///
/// Each spring has its own value, velocity and target (``retarget(_:to:)``, ``reset(_:value:velocity:)``,
/// add and remove at any time); the constants are shared (the batch's ``spring``) or set per spring
/// (`append(value:target:velocity:spring:)`). The springs are stored as a structure of arrays and stepped
/// with SIMD across springs, sharing one exact step map per distinct spring. The values are kept in
/// one contiguous buffer, ready for a renderer (``withUnsafeValues(_:)``).
///
/// ```swift
/// var particles = SpringBatch(spring: try Spring(mass: 1, stiffness: 300, damping: 30))
/// particles.reserveCapacity(10_000)
/// for i in 0..<10_000 {
///     particles.append(value: Point(x: Double(i % 100), y: Double(i / 100)), target: Point(x: 0, y: 0))
/// }
/// particles.step(by: 1.0 / 120)                        // once per display frame
/// let p = particles.value(at: 42)                       // one spring
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
/// Settling follows ``SpringAnimation``'s rule (the same ``threshold``, tested only once a spring could
/// have settled): a settled spring sits exactly on its target with zero velocity until moved.
///
/// Indices are positions in the batch: `remove(at:)` shifts the later springs down by one, as an array does.
public struct SpringBatch: Sendable {
    // Two numbers per spring, x then y (the layout of an array of `Point`).
    /// Targets.
    @usableFromInline var _targets: [Double] = []
    /// Two sample buffers: the current one holds the values, the other either the values one step
    /// earlier (`_isCompanion`) or the velocities.
    @usableFromInline var _first: [Double] = []
    @usableFromInline var _second: [Double] = []
    /// The two-sample coefficients per number, kept only while springs differ.
    @usableFromInline var _perComponentTrace: [Double] = []
    @usableFromInline var _perComponentDeterminant: [Double] = []

    // One number per spring.
    @usableFromInline var _positionLimitSquared: [Double] = []
    @usableFromInline var _velocityLimitSquared: [Double] = []
    /// Batch time from which the spring's settle test can pass; NaN once settled.
    @usableFromInline var _settleCheckTime: [Double] = []
    /// Index into `_springs`.
    @usableFromInline var _springIndex: [Int32] = []
    /// Room for the settle pass's list of springs to test.
    @usableFromInline var _settleScratch: [Int32] = []

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
    /// var markers = SpringBatch(spring: .snappy, threshold: .absolute(position: 0.5, velocity: 20))
    /// ```
    ///
    /// - Parameters:
    ///   - spring: The constants of every spring appended without its own.
    ///   - threshold: When a spring counts as settled. Default `.relative()` (0.1 % of the leg).
    ///   - capacity: Springs to reserve room for; appending up to this many allocates nothing.
    public init(spring: Spring, threshold: SettlingThreshold = .relative(), capacity: Int = 0) {
        _springs = [spring]
        _mapDuration = 1.0 / 120
        _maps = [_Map(spring: spring, duration: _mapDuration)]
        _isCompanion = _maps[0].allowsTwoSamples
        self.threshold = threshold
        reserveCapacity(capacity)
    }

    // MARK: Reading

    /// The number of springs.
    @inlinable public var count: Int { _settleCheckTime.count }
    /// True when the batch holds no spring.
    @inlinable public var isEmpty: Bool { _settleCheckTime.isEmpty }
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
        _currentIsFirst ? Point(x: _first[2 * index], y: _first[2 * index + 1])
                        : Point(x: _second[2 * index], y: _second[2 * index + 1])
    }

    /// The current velocity of spring `index`, units per second.
    ///
    /// - Parameter index: A valid index, `0..<count`.
    /// - Complexity: O(1).
    public func velocity(at index: Int) -> Point {
        state(at: index).velocity
    }

    /// The target of spring `index`.
    ///
    /// - Parameter index: A valid index, `0..<count`.
    @inlinable
    public func target(at index: Int) -> Point {
        Point(x: _targets[2 * index], y: _targets[2 * index + 1])
    }

    /// True once spring `index` has settled: exactly on its target, velocity zero.
    ///
    /// - Parameter index: A valid index, `0..<count`.
    @inlinable
    public func isSettled(at index: Int) -> Bool {
        _settleCheckTime[index].isNaN
    }

    /// The constants of spring `index`.
    ///
    /// - Parameter index: A valid index, `0..<count`.
    public func spring(at index: Int) -> Spring {
        _springs[Int(_springIndex[index])]
    }

    /// Calls `body` with every spring's current value, in order, without copying them: element `i`
    /// is spring `i`'s value. For handing positions to a renderer or to layers in one pass.
    ///
    /// ```swift
    /// var particles = SpringBatch(spring: .snappy)
    /// particles.append(value: Point(x: 0, y: 0), target: Point(x: 10, y: 0))
    /// particles.step(by: 1.0 / 120)
    /// let rightmost = particles.withUnsafeValues { values in values.map(\.x).max() }
    /// ```
    ///
    /// - Parameter body: Reads the values; the buffer is valid only during the call.
    /// - Returns: What `body` returns.
    /// - Complexity: O(1) before `body`; no allocation.
    @inlinable
    public func withUnsafeValues<Result>(_ body: (UnsafeBufferPointer<Point>) throws -> Result) rethrows -> Result {
        try (_currentIsFirst ? _first : _second).withUnsafeBufferPointer { numbers in
            try numbers.withMemoryRebound(to: Point.self) { try body($0) }
        }
    }

    /// Every spring's value, in order: a new array (for setup and tests; frames use
    /// ``withUnsafeValues(_:)``).
    public var values: [Point] {
        withUnsafeValues { Array($0) }
    }

    /// Offset from the target and velocity of spring `index`.
    @usableFromInline
    func state(at index: Int) -> (offset: Point, velocity: Point) {
        let x = 2 * index, y = 2 * index + 1
        let (current, other) = _currentIsFirst ? (_first, _second) : (_second, _first)
        let offset = Point(x: current[x] - _targets[x], y: current[y] - _targets[y])
        guard _isCompanion else { return (offset, Point(x: other[x], y: other[y])) }
        let map = _maps[Int(_springIndex[index])]
        return (offset, Point(x: map.velocity(offset.x, earlier: other[x] - _targets[x]),
                              y: map.velocity(offset.y, earlier: other[y] - _targets[y])))
    }

    // MARK: Adding, removing, moving

    /// Makes room for `capacity` springs, so that appending up to that many allocates nothing.
    ///
    /// - Parameter capacity: The number of springs to make room for.
    public mutating func reserveCapacity(_ capacity: Int) {
        guard capacity > 0 else { return }
        _targets.reserveCapacity(2 * capacity)
        _first.reserveCapacity(2 * capacity)
        _second.reserveCapacity(2 * capacity)
        if _springs.count > 1 {
            _perComponentTrace.reserveCapacity(2 * capacity)
            _perComponentDeterminant.reserveCapacity(2 * capacity)
        }
        _positionLimitSquared.reserveCapacity(capacity)
        _velocityLimitSquared.reserveCapacity(capacity)
        _settleCheckTime.reserveCapacity(capacity)
        _springIndex.reserveCapacity(capacity)
        _settleScratch.reserveCapacity(capacity)
    }

    /// Adds a spring at the end and returns its index.
    ///
    /// ```swift
    /// var cards = SpringBatch(spring: .snappy)
    /// let i = cards.append(value: Point(x: 0, y: 0), target: Point(x: 100, y: 200), velocity: Point(x: 900, y: 0))
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
        _targets.append(end.x)
        _targets.append(end.y)
        for _ in 0..<2 {
            _first.append(0)
            _second.append(0)
            if _springs.count > 1 {
                _perComponentTrace.append(_maps[k].trace)
                _perComponentDeterminant.append(_maps[k].determinant)
            }
        }
        _positionLimitSquared.append(0)
        _velocityLimitSquared.append(0)
        _settleCheckTime.append(.nan)
        _springIndex.append(Int32(truncatingIfNeeded: k))
        _settleScratch.append(0)
        let startVelocity = valueIsFinite && targetIsFinite && velocity.isFinite ? velocity : .zero
        startLeg(index, offset: Point(x: start.x - end.x, y: start.y - end.y), velocity: startVelocity)
        return index
    }

    /// Removes spring `index`; the springs after it move down by one.
    ///
    /// - Parameter index: A valid index, `0..<count`.
    /// - Complexity: O(count), no allocation. The constants of removed springs are kept until ``removeAll()``.
    public mutating func remove(at index: Int) {
        if !isSettled(at: index) { _unsettledCount -= 1 }
        let pair = (2 * index)...(2 * index + 1)
        _targets.removeSubrange(pair)
        _first.removeSubrange(pair)
        _second.removeSubrange(pair)
        if _springs.count > 1 {
            _perComponentTrace.removeSubrange(pair)
            _perComponentDeterminant.removeSubrange(pair)
        }
        _positionLimitSquared.remove(at: index)
        _velocityLimitSquared.remove(at: index)
        _settleCheckTime.remove(at: index)
        _springIndex.remove(at: index)
        _settleScratch.removeLast()
    }

    /// Removes every spring, keeping the capacity (and the batch's time and clock).
    ///
    /// - Complexity: O(1); no allocation.
    public mutating func removeAll() {
        _targets.removeAll(keepingCapacity: true)
        _first.removeAll(keepingCapacity: true)
        _second.removeAll(keepingCapacity: true)
        _perComponentTrace.removeAll(keepingCapacity: true)
        _perComponentDeterminant.removeAll(keepingCapacity: true)
        _positionLimitSquared.removeAll(keepingCapacity: true)
        _velocityLimitSquared.removeAll(keepingCapacity: true)
        _settleCheckTime.removeAll(keepingCapacity: true)
        _springIndex.removeAll(keepingCapacity: true)
        _settleScratch.removeAll(keepingCapacity: true)
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
        guard newTarget.isFinite else { return }
        let velocity = state(at: index).velocity
        let value = self.value(at: index)
        _targets[2 * index] = newTarget.x
        _targets[2 * index + 1] = newTarget.y
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
        guard value.isFinite, velocity.isFinite else { return }
        if !isSettled(at: index) { _unsettledCount -= 1 }
        startLeg(index, offset: Point(x: value.x - _targets[2 * index], y: value.y - _targets[2 * index + 1]),
                 velocity: velocity)
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
        if dt == _mapDuration && _isCompanion {
            advanceTwoSamples()
        } else {
            advanceWithFullMap(by: dt)
        }
        if _time >= _nextSettleCheck { settlePass() }
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

    /// The fast path: with offsets x = value − target, x₂ = T·x₁ − D·x₀, and the value target + x₂
    /// written over the older values (which become the current buffer).
    mutating func advanceTwoSamples() {
        let uniform = _springs.count == 1
        let trace = _maps[0].trace, determinant = _maps[0].determinant
        if _currentIsFirst {
            SpringBatch.advance(_first, &_second, _targets, uniform, trace, determinant,
                                _perComponentTrace, _perComponentDeterminant)
        } else {
            SpringBatch.advance(_second, &_first, _targets, uniform, trace, determinant,
                                _perComponentTrace, _perComponentDeterminant)
        }
        _currentIsFirst.toggle()
    }

    /// earlier[j] = targets[j] + T·(current[j] − targets[j]) − D·(earlier[j] − targets[j]), eight
    /// lanes at a time. A settled spring (both values on the target) stays exactly on it.
    static func advance(_ current: [Double], _ earlier: inout [Double], _ targets: [Double],
                        _ uniform: Bool, _ trace: Double, _ determinant: Double,
                        _ traces: [Double], _ determinants: [Double]) {
        let n = current.count
        current.withUnsafeBufferPointer { current in
            targets.withUnsafeBufferPointer { targets in
                earlier.withUnsafeMutableBufferPointer { earlier in
                    guard let c = current.baseAddress, let t = targets.baseAddress, let e = earlier.baseAddress else { return }
                    if uniform {
                        let tr = SIMD8<Double>(repeating: trace), de = SIMD8<Double>(repeating: determinant)
                        var j = 0
                        while j + 8 <= n {
                            let target = UnsafeRawPointer(t + j).loadUnaligned(as: SIMD8<Double>.self)
                            let x1 = UnsafeRawPointer(c + j).loadUnaligned(as: SIMD8<Double>.self) - target
                            let x0 = UnsafeRawPointer(e + j).loadUnaligned(as: SIMD8<Double>.self) - target
                            UnsafeMutableRawPointer(e + j).storeBytes(of: target + (x1 * tr - x0 * de), as: SIMD8<Double>.self)
                            j += 8
                        }
                        while j < n {
                            e[j] = t[j] + ((c[j] - t[j]) * trace - (e[j] - t[j]) * determinant)
                            j += 1
                        }
                    } else {
                        traces.withUnsafeBufferPointer { traces in
                            determinants.withUnsafeBufferPointer { determinants in
                                guard let tr = traces.baseAddress, let de = determinants.baseAddress else { return }
                                var j = 0
                                while j + 8 <= n {
                                    let target = UnsafeRawPointer(t + j).loadUnaligned(as: SIMD8<Double>.self)
                                    let x1 = UnsafeRawPointer(c + j).loadUnaligned(as: SIMD8<Double>.self) - target
                                    let x0 = UnsafeRawPointer(e + j).loadUnaligned(as: SIMD8<Double>.self) - target
                                    let a = UnsafeRawPointer(tr + j).loadUnaligned(as: SIMD8<Double>.self)
                                    let b = UnsafeRawPointer(de + j).loadUnaligned(as: SIMD8<Double>.self)
                                    UnsafeMutableRawPointer(e + j).storeBytes(of: target + (x1 * a - x0 * b), as: SIMD8<Double>.self)
                                    j += 8
                                }
                                while j < n {
                                    e[j] = t[j] + ((c[j] - t[j]) * tr[j] - (e[j] - t[j]) * de[j])
                                    j += 1
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// A frame whose duration differs from the maps' (or at which two samples cannot be used):
    /// every spring to (offset, velocity), the full map over `duration`, then back to two samples for
    /// `duration` when that is precise.
    mutating func advanceWithFullMap(by duration: Double) {
        if !_currentIsFirst {
            swap(&_first, &_second)
            _currentIsFirst = true
        }
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
        let indices = _springIndex, targets = _targets
        _first.withUnsafeMutableBufferPointer { values in
            _second.withUnsafeMutableBufferPointer { others in
                for j in values.indices {
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
    }

    /// The two-sample coefficients per number, from the maps (springs differ).
    mutating func rebuildPerComponentCoefficients() {
        let maps = _maps, indices = _springIndex
        _perComponentTrace.removeAll(keepingCapacity: true)
        _perComponentDeterminant.removeAll(keepingCapacity: true)
        _perComponentTrace.reserveCapacity(2 * indices.count)
        _perComponentDeterminant.reserveCapacity(2 * indices.count)
        for k in indices {
            let map = maps[Int(k)]
            _perComponentTrace.append(map.trace)
            _perComponentTrace.append(map.trace)
            _perComponentDeterminant.append(map.determinant)
            _perComponentDeterminant.append(map.determinant)
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
        let maps = _maps, indices = _springIndex, targets = _targets
        let current = _currentIsFirst ? _first : _second
        func convert(_ others: inout [Double]) {
            current.withUnsafeBufferPointer { current in
                others.withUnsafeMutableBufferPointer { others in
                    for j in current.indices {
                        others[j] = maps[Int(indices[j / 2])].velocity(current[j] - targets[j], earlier: others[j] - targets[j])
                    }
                }
            }
        }
        if _currentIsFirst { convert(&_second) } else { convert(&_first) }
        _isCompanion = false
    }

    // MARK: Settling

    /// Stores spring `index`'s state and starts a leg: limits against its distance and speed, the
    /// settle test at once, and the time from which it must run again.
    mutating func startLeg(_ index: Int, offset: Point, velocity: Point) {
        let k = Int(_springIndex[index])
        let spring = _springs[k]
        let limits = threshold.limits(distance: offset.magnitude, speed: velocity.magnitude, spring: spring)
        let positionLimitSquared = limits.position * limits.position
        let velocityLimitSquared = limits.velocity * limits.velocity
        _positionLimitSquared[index] = positionLimitSquared
        _velocityLimitSquared[index] = velocityLimitSquared
        if offset.magnitudeSquared <= positionLimitSquared && velocity.magnitudeSquared <= velocityLimitSquared {
            store(index, offset: .zero, velocity: .zero, map: _maps[k])
            _settleCheckTime[index] = .nan
            return
        }
        store(index, offset: offset, velocity: velocity, map: _maps[k])
        _unsettledCount += 1
        let alpha = spring.damping / (2 * spring.mass)
        let shifted = Point(x: velocity.x + offset.x * alpha, y: velocity.y + offset.y * alpha)
        let checkTime = _time + _SettleBound.unsettledDuration(
            spring: spring, offsetSquared: offset.magnitudeSquared, velocitySquared: velocity.magnitudeSquared,
            shiftedVelocitySquared: shifted.magnitudeSquared,
            positionLimitSquared: positionLimitSquared, velocityLimitSquared: velocityLimitSquared)
        _settleCheckTime[index] = checkTime
        _nextSettleCheck = Swift.min(_nextSettleCheck, checkTime)
    }

    /// Writes spring `index`'s state, given as offset and velocity, in the batch's current form.
    mutating func store(_ index: Int, offset: Point, velocity: Point, map: _Map) {
        let x = 2 * index, y = 2 * index + 1
        let targetX = _targets[x], targetY = _targets[y]
        let valueX = targetX + offset.x, valueY = targetY + offset.y
        let otherX = _isCompanion ? targetX + map.earlierOffset(offset.x, velocity: velocity.x) : velocity.x
        let otherY = _isCompanion ? targetY + map.earlierOffset(offset.y, velocity: velocity.y) : velocity.y
        if _currentIsFirst {
            _first[x] = valueX; _first[y] = valueY
            _second[x] = otherX; _second[y] = otherY
        } else {
            _second[x] = valueX; _second[y] = valueY
            _first[x] = otherX; _first[y] = otherY
        }
    }

    /// Tests every spring whose test is due; the ones within their limits snap onto their targets.
    ///
    /// A first sweep, SIMD across springs, finds when the next test is due and lists the due springs
    /// that may be within their limits: offset within its limit and, in the two-sample form with
    /// shared constants, b·velocity = d·x₁ − D·x₀ within b times its limit (with a margin, so the
    /// sweep never drops a spring the exact test would settle). Those alone are tested exactly.
    mutating func settlePass() {
        let n = count, time = _time
        var next = SIMD8<Double>(repeating: .infinity)
        var found = 0
        do {
            let current = _currentIsFirst ? _first : _second, earlier = _currentIsFirst ? _second : _first
            let targets = _targets
            let check = _settleCheckTime, positionLimit = _positionLimitSquared, velocityLimit = _velocityLimitSquared
            // With shared constants in the two-sample form, the velocity test needs no division.
            let map = _maps[0]
            let testsVelocity = _isCompanion && _springs.count == 1
            let d = map.step.d, determinant = map.determinant, bSquared = map.step.b * map.step.b * (1 + 1e-9)
            _settleScratch.withUnsafeMutableBufferPointer { scratch in
                current.withUnsafeBufferPointer { current in
                earlier.withUnsafeBufferPointer { earlier in
                targets.withUnsafeBufferPointer { targets in
                check.withUnsafeBufferPointer { check in
                positionLimit.withUnsafeBufferPointer { positionLimit in
                velocityLimit.withUnsafeBufferPointer { velocityLimit in
                    guard let c = current.baseAddress, let e = earlier.baseAddress, let targets = targets.baseAddress,
                          let check = check.baseAddress,
                          let lp = positionLimit.baseAddress, let lv = velocityLimit.baseAddress else { return }
                    let now = SIMD8<Double>(repeating: time)
                    var i = 0
                    while i + 8 <= n {
                        let t = UnsafeRawPointer(check + i).loadUnaligned(as: SIMD8<Double>.self)
                        next.replace(with: t, where: t .< next)      // NaN (settled) never
                        var due = t .<= now
                        if any(due) {
                            let target = UnsafeRawPointer(targets + 2 * i).loadUnaligned(as: SIMD16<Double>.self)
                            let x1 = UnsafeRawPointer(c + 2 * i).loadUnaligned(as: SIMD16<Double>.self) - target
                            let squares = x1 * x1
                            due .&= squares.evenHalf + squares.oddHalf .<= UnsafeRawPointer(lp + i).loadUnaligned(as: SIMD8<Double>.self)
                            if testsVelocity && any(due) {
                                let x0 = UnsafeRawPointer(e + 2 * i).loadUnaligned(as: SIMD16<Double>.self) - target
                                let scaled = x1 * d - x0 * determinant
                                let speeds = scaled * scaled
                                let limit = UnsafeRawPointer(lv + i).loadUnaligned(as: SIMD8<Double>.self) * bSquared
                                due .&= speeds.evenHalf + speeds.oddHalf .<= limit
                            }
                            if any(due) {
                                for lane in 0..<8 where due[lane] {
                                    scratch[found] = Int32(truncatingIfNeeded: i + lane)
                                    found += 1
                                }
                            }
                        }
                        i += 8
                    }
                    while i < n {
                        let t = check[i]
                        if t < next[0] { next[0] = t }
                        let x = c[2 * i] - targets[2 * i], y = c[2 * i + 1] - targets[2 * i + 1]
                        if t <= time && x * x + y * y <= lp[i] {
                            scratch[found] = Int32(truncatingIfNeeded: i)
                            found += 1
                        }
                        i += 1
                    }
                }
                }
                }
                }
                }
                }
            }
        }
        for j in 0..<found {
            let i = Int(_settleScratch[j])
            let (offset, velocity) = state(at: i)
            if offset.magnitudeSquared <= _positionLimitSquared[i] && velocity.magnitudeSquared <= _velocityLimitSquared[i] {
                store(i, offset: .zero, velocity: .zero, map: _maps[Int(_springIndex[i])])
                _settleCheckTime[i] = .nan
                _unsettledCount -= 1
            }
        }
        _nextSettleCheck = next.min()
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
