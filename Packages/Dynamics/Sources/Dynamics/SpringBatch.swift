import Geometry
internal import _SpringKernels

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
/// baseline SSE2 on x86-64, chosen when the program runs), and gives the same bits on every one. When
/// every spring has the same target, the loop reads it once instead of once per spring.
///
/// Settling follows ``SpringAnimation``'s rule (the same ``threshold``, tested only once a spring could
/// have settled, in the same pass over the springs as the step): a settled spring sits exactly on its
/// target with zero velocity until moved.
///
/// Indices are positions in the batch: `remove(at:)` shifts the later springs down by one, as an array does.
public struct SpringBatch: Sendable {
    // Two numbers per spring, x then y (the layout of an array of `Point`).
    /// Targets.
    @usableFromInline var _targets: [Double] = []
    /// The target of every spring while they all share one (bit for bit); the frame loop then reads
    /// it from a register instead of `_targets`. Nil once two targets differ, until the batch empties.
    @usableFromInline var _sharedTarget: Point?
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
    /// _ = SpringBatch(spring: .snappy, threshold: .absolute(position: 0.5, velocity: 20))
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
    /// _ = particles.withUnsafeValues { values in values.map(\.x).max() }
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
        // Read through the stored arrays (a local copy of one would cost a retain and a release).
        let current = _currentIsFirst ? Point(x: _first[x], y: _first[y]) : Point(x: _second[x], y: _second[y])
        let other = _currentIsFirst ? Point(x: _second[x], y: _second[y]) : Point(x: _first[x], y: _first[y])
        let target = Point(x: _targets[x], y: _targets[y])
        let offset = Point(x: current.x - target.x, y: current.y - target.y)
        guard _isCompanion else { return (offset, other) }
        let map = _maps[Int(_springIndex[index])]
        return (offset, Point(x: map.velocity(offset.x, earlier: other.x - target.x),
                              y: map.velocity(offset.y, earlier: other.y - target.y)))
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
        _sharedTarget = nil
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
        guard value.isFinite, velocity.isFinite else { return }
        if !isSettled(at: index) { _unsettledCount -= 1 }
        startLeg(index, offset: Point(x: value.x - _targets[2 * index], y: value.y - _targets[2 * index + 1]),
                 velocity: velocity)
    }

    /// Replaces every spring's value and velocity in one pass: a whole scene started again (particles
    /// re-emitted, a grid shuffled), at a fraction of the cost of ``reset(_:value:velocity:)`` per spring.
    ///
    /// The result is the same, bit for bit, as `reset(i, value: values[i], velocity: velocities[i])` for
    /// every `i` in order: a pair that is not finite leaves its spring as it was. When every spring shares
    /// the batch's constants, the pass reads each array once and runs at the widest vector width the
    /// processor has, as a frame does.
    ///
    /// ```swift
    /// var particles = SpringBatch(spring: .snappy)
    /// particles.append(value: Point(x: 0, y: 0), target: Point(x: 10, y: 0))
    /// particles.append(value: Point(x: 0, y: 5), target: Point(x: 10, y: 0))
    /// try particles.reset(values: [Point(x: -20, y: 0), Point(x: -20, y: 5)], velocities: [.zero, .zero])
    /// print(particles.value(at: 1))   // (-20.0, 5.0)
    /// ```
    ///
    /// - Parameters:
    ///   - values: One value per spring, in index order.
    ///   - velocities: One velocity per spring, units per second.
    /// - Throws: `ConfigurationError` when either array does not hold exactly ``count`` points; the
    ///   batch is then unchanged.
    /// - Complexity: O(count); no allocation.
    public mutating func reset(values: [Point], velocities: [Point]) throws(ConfigurationError) {
        guard values.count == count else {
            throw ConfigurationError(parameter: "values", value: "\(values.count) points",
                                     requirement: "must hold one point per spring (\(count))")
        }
        guard velocities.count == count else {
            throw ConfigurationError(parameter: "velocities", value: "\(velocities.count) points",
                                     requirement: "must hold one point per spring (\(count))")
        }
        guard _springs.count == 1 else {
            for i in 0..<count { reset(i, value: values[i], velocity: velocities[i]) }
            return
        }
        var restart = SpringBatch.restartInput(springs: count, spring: _springs[0], threshold: threshold, map: _maps[0],
                                               isCompanion: _isCompanion, time: _time, next: _nextSettleCheck)
        if _currentIsFirst {
            SpringBatch.restart(&restart, values, velocities, _targets, &_first, &_second, &_positionLimitSquared,
                                &_velocityLimitSquared, &_settleCheckTime, &_settleScratch)
        } else {
            SpringBatch.restart(&restart, values, velocities, _targets, &_second, &_first, &_positionLimitSquared,
                                &_velocityLimitSquared, &_settleCheckTime, &_settleScratch)
        }
        _unsettledCount += restart.unsettledChange
        _nextSettleCheck = restart.next
        // What the kernel left to Swift: non-finite pairs (ignored here), magnitudes Swift rescales, the
        // last few springs.
        for j in 0..<restart.exceptionCount {
            let i = Int(_settleScratch[j])
            reset(i, value: values[i], velocity: velocities[i])
        }
    }

    /// What `spring_kernels_restart` reads besides the arrays: the threshold, the constants `startLeg`
    /// derives from the shared spring (computed once here, as `_SettleBound.Constants`), the map.
    static func restartInput(springs: Int, spring: Spring, threshold: SettlingThreshold, map: _Map,
                             isCompanion: Bool, time: Double, next: Double) -> SpringKernelsRestart {
        var restart = SpringKernelsRestart()
        restart.springs = springs
        restart.relative = threshold.isRelative ? 1 : 0
        restart.fraction = threshold.fraction
        restart.positionLimit = threshold.positionLimit
        restart.velocityLimit = threshold.velocityLimit
        let bound = _SettleBound.Constants(spring: spring)
        restart.naturalFrequency = spring.naturalFrequency
        restart.alpha = bound.alpha
        restart.omega0Squared = bound.omega0Squared
        restart.omegaDSquared = bound.omegaDSquared
        restart.underdamped = bound.isUnderdamped ? 1 : 0
        restart.rate = bound.rate
        restart.time = time
        restart.companion = isCompanion ? 1 : 0
        restart.d = map.step.d
        restart.b = map.step.b
        restart.determinant = map.determinant
        restart.next = next
        return restart
    }

    /// ``reset(_:value:velocity:)`` for every spring sharing the batch's constants, in C
    /// (`spring_kernels_restart`) at the widest instruction set the processor has, or capped at
    /// `level` (tests compare the levels): the same arithmetic in the same order as
    /// ``startLeg(_:offset:velocity:)`` and ``store(_:offset:velocity:map:)``, so the same bits.
    static func restart(_ restart: inout SpringKernelsRestart, _ values: [Point], _ velocities: [Point],
                        _ targets: [Double], _ current: inout [Double], _ other: inout [Double],
                        _ positionLimits: inout [Double], _ velocityLimits: inout [Double],
                        _ checkTimes: inout [Double], _ exceptions: inout [Int32], level: Int32? = nil) {
        values.withUnsafeBytes { values in
        velocities.withUnsafeBytes { velocities in
        targets.withUnsafeBufferPointer { targets in
        current.withUnsafeMutableBufferPointer { current in
        other.withUnsafeMutableBufferPointer { other in
        positionLimits.withUnsafeMutableBufferPointer { positionLimits in
        velocityLimits.withUnsafeMutableBufferPointer { velocityLimits in
        checkTimes.withUnsafeMutableBufferPointer { checkTimes in
        exceptions.withUnsafeMutableBufferPointer { exceptions in
            restart.values = values.baseAddress?.assumingMemoryBound(to: Double.self)
            restart.velocities = velocities.baseAddress?.assumingMemoryBound(to: Double.self)
            restart.targets = targets.baseAddress
            restart.current = current.baseAddress
            restart.other = other.baseAddress
            restart.positionLimits = positionLimits.baseAddress
            restart.velocityLimits = velocityLimits.baseAddress
            restart.checkTimes = checkTimes.baseAddress
            restart.exceptions = exceptions.baseAddress
            if let level {
                spring_kernels_restart_at_level(level, &restart)
            } else {
                spring_kernels_restart(&restart)
            }
        }}}}}}}}}
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

    /// The frame loop, in C (`_SpringKernels`) at the widest vector width the processor has. With
    /// `advance`, the two-sample step: with offsets x = value − target, x₂ = T·x₁ − D·x₀, the value
    /// target + x₂ written over the older values (which become the current buffer). With `sweep`, the
    /// settle test of every spring whose test is due (see ``confirmSettled(_:)``).
    mutating func runKernel(advance: Bool, sweep: Bool) {
        let uniform = _springs.count == 1
        var buffers = SpringKernelsBuffers()
        buffers.count = _first.count
        buffers.trace = _maps[0].trace
        buffers.determinant = _maps[0].determinant
        // Per-spring targets unless one is shared (the per-number coefficients come with per-number targets).
        let shared = uniform ? _sharedTarget : nil
        buffers.sharedTarget = (shared?.x ?? 0, shared?.y ?? 0)
        var settle = SpringKernelsSweep()
        settle.now = _time
        // With shared constants in the two-sample form, the velocity test needs no division: b·v =
        // d·x₁ − D·x₀ within b times its limit, with a margin so that the sweep never drops a spring the
        // exact test would settle. Otherwise the sweep tests the offset alone.
        let map = _maps[0]
        settle.d = map.step.d
        settle.b = map.step.b
        settle.velocityScale = _isCompanion && uniform ? map.step.b * map.step.b * (1 + 1e-9) : 0
        // Then the kernel confirms exactly too (see `confirmSettled`), without a call per spring.
        settle.confirms = settle.velocityScale > 0 ? 1 : 0
        // Copies of the arrays the kernel reads end with this block, before `confirmSettled` writes to
        // them (a copy still alive would make that write copy the array).
        do {
            let coefficients = uniform ? nil : (_perComponentTrace, _perComponentDeterminant)
            let limits = sweep ? (_positionLimitSquared, _velocityLimitSquared) : nil
            if _currentIsFirst {
                SpringBatch.run(&buffers, &_first, &_second, _targets, shared == nil, coefficients, advance, limits,
                                &settle, &_settleScratch, checkTimes: &_settleCheckTime)
            } else {
                SpringBatch.run(&buffers, &_second, &_first, _targets, shared == nil, coefficients, advance, limits,
                                &settle, &_settleScratch, checkTimes: &_settleCheckTime)
            }
        }
        if advance { _currentIsFirst.toggle() }
        if sweep {
            _unsettledCount -= settle.settled
            confirmSettled(settle)
        }
    }

    /// Fills the pointers of `buffers` and `settle` and runs the kernel: at the widest instruction set
    /// the processor has, or capped at `level` (tests compare the levels). With `limits` (position and
    /// velocity, squared) it sweeps; `checkTimes` is written only where the sweep settles a spring.
    static func run(_ buffers: inout SpringKernelsBuffers, _ current: inout [Double], _ other: inout [Double],
                    _ targets: [Double], _ targetsPerSpring: Bool, _ coefficients: ([Double], [Double])?,
                    _ advance: Bool, _ limits: ([Double], [Double])?,
                    _ settle: inout SpringKernelsSweep, _ candidates: inout [Int32], checkTimes: inout [Double],
                    level: Int32? = nil) {
        let (traces, determinants) = coefficients ?? ([], [])
        let (positionLimits, velocityLimits) = limits ?? ([], [])
        current.withUnsafeMutableBufferPointer { current in
        other.withUnsafeMutableBufferPointer { other in
        targets.withUnsafeBufferPointer { targets in
        traces.withUnsafeBufferPointer { traces in
        determinants.withUnsafeBufferPointer { determinants in
        checkTimes.withUnsafeMutableBufferPointer { checkTimes in
        positionLimits.withUnsafeBufferPointer { positionLimits in
        velocityLimits.withUnsafeBufferPointer { velocityLimits in
        candidates.withUnsafeMutableBufferPointer { candidates in
            buffers.current = current.baseAddress
            buffers.other = other.baseAddress
            buffers.targets = targetsPerSpring ? targets.baseAddress : nil
            buffers.traces = coefficients == nil ? nil : traces.baseAddress
            buffers.determinants = coefficients == nil ? nil : determinants.baseAddress
            func run(_ sweep: UnsafeMutablePointer<SpringKernelsSweep>?) {
                if let level {
                    spring_kernels_run_at_level(level, &buffers, advance ? 1 : 0, sweep)
                } else {
                    spring_kernels_run(&buffers, advance ? 1 : 0, sweep)
                }
            }
            guard limits != nil else { return run(nil) }
            settle.checkTimes = checkTimes.baseAddress
            settle.positionLimits = positionLimits.baseAddress
            settle.velocityLimits = velocityLimits.baseAddress
            settle.candidates = candidates.baseAddress
            run(&settle)
        }
        }
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
        let checkTime = SpringBatch.settleCheckTime(spring: spring, offset: offset, velocity: velocity, time: _time,
                                                    positionLimitSquared: positionLimitSquared,
                                                    velocityLimitSquared: velocityLimitSquared)
        _settleCheckTime[index] = checkTime
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
            let i = Int(_settleScratch[j])
            let (offset, velocity) = state(at: i)
            if offset.magnitudeSquared <= _positionLimitSquared[i] && velocity.magnitudeSquared <= _velocityLimitSquared[i] {
                store(i, offset: .zero, velocity: .zero, map: _maps[Int(_springIndex[i])])
                _settleCheckTime[i] = .nan
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

extension Point {
    /// Equal bit for bit (so 0 and −0 differ): what decides whether two targets give the same results.
    fileprivate func isBitwiseEqual(to other: Point) -> Bool {
        x.bitPattern == other.x.bitPattern && y.bitPattern == other.y.bitPattern
    }
}
