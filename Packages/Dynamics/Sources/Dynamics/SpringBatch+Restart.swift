import Geometry
internal import _SpringKernels

extension SpringBatch {
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
        let currentIsFirst = _currentIsFirst
        _lanes.withMutablePointers { lanes in
            values.withUnsafeBytes { values in
                velocities.withUnsafeBytes { velocities in
                    restart.values = values.baseAddress?.assumingMemoryBound(to: Double.self)
                    restart.velocities = velocities.baseAddress?.assumingMemoryBound(to: Double.self)
                    SpringBatch.restart(&restart, lanes, currentIsFirst: currentIsFirst)
                }
            }
        }
        _unsettledCount += restart.unsettledChange
        _nextSettleCheck = restart.next
        // What the kernel left to Swift: non-finite pairs (ignored here), magnitudes Swift rescales, the
        // last few springs.
        for j in 0..<restart.exceptionCount {
            let i = Int(_lanes.withPointers { $0.scratch[j] })
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
    /// ``startLeg(_:offset:velocity:)`` and ``store(_:offset:velocity:map:)``, so the same bits. `restart`
    /// holds the new values and velocities; the lanes give the rest.
    static func restart(_ restart: inout SpringKernelsRestart, _ lanes: _SpringLanePointers, currentIsFirst: Bool,
                        level: Int32? = nil) {
        restart.targets = UnsafePointer(lanes.targets)
        restart.current = currentIsFirst ? lanes.first : lanes.second
        restart.other = currentIsFirst ? lanes.second : lanes.first
        restart.positionLimits = lanes.positionLimits
        restart.velocityLimits = lanes.velocityLimits
        restart.checkTimes = lanes.checkTimes
        restart.exceptions = lanes.scratch
        if let level {
            spring_kernels_restart_at_level(level, &restart)
        } else {
            spring_kernels_restart(&restart)
        }
    }

    /// The frame loop, in C (`_SpringKernels`) at the widest vector width the processor has. With
    /// `advance`, the two-sample step: with offsets x = value − target, x₂ = T·x₁ − D·x₀, the value
    /// target + x₂ written over the older values (which become the current buffer). With `sweep`, the
    /// settle test of every spring whose test is due (see ``confirmSettled(_:)``).
    mutating func runKernel(advance: Bool, sweep: Bool) {
        let uniform = _springs.count == 1
        // Per-spring targets unless one is shared (the per-number coefficients come with per-number targets).
        let shared = uniform ? _sharedTarget : nil
        let map = _maps[0]
        var settle = SpringKernelsSweep()
        settle.now = _time
        // With shared constants in the two-sample form, the velocity test needs no division: b·v =
        // d·x₁ − D·x₀ within b times its limit, with a margin so that the sweep never drops a spring the
        // exact test would settle. Otherwise the sweep tests the offset alone.
        settle.d = map.step.d
        settle.b = map.step.b
        settle.velocityScale = _isCompanion && uniform ? map.step.b * map.step.b * (1 + 1e-9) : 0
        // Then the kernel confirms exactly too (see `confirmSettled`), without a call per spring.
        settle.confirms = settle.velocityScale > 0 ? 1 : 0
        let count = self.count, currentIsFirst = _currentIsFirst
        _lanes.withMutablePointers { lanes in
            var buffers = SpringKernelsBuffers()
            buffers.count = 2 * count
            buffers.current = currentIsFirst ? lanes.first : lanes.second
            buffers.other = currentIsFirst ? lanes.second : lanes.first
            buffers.targets = shared == nil ? UnsafePointer(lanes.targets) : nil
            buffers.sharedTarget = (shared?.x ?? 0, shared?.y ?? 0)
            buffers.traces = uniform ? nil : UnsafePointer(lanes.traces)
            buffers.determinants = uniform ? nil : UnsafePointer(lanes.determinants)
            buffers.trace = map.trace
            buffers.determinant = map.determinant
            if sweep {
                settle.checkTimes = lanes.checkTimes
                settle.positionLimits = UnsafePointer(lanes.positionLimits)
                settle.velocityLimits = UnsafePointer(lanes.velocityLimits)
                settle.candidates = lanes.scratch
                SpringBatch.run(&buffers, advance: advance, sweep: &settle)
            } else {
                SpringBatch.run(&buffers, advance: advance, sweep: nil)
            }
        }
        if advance { _currentIsFirst.toggle() }
        if sweep {
            _unsettledCount -= settle.settled
            confirmSettled(settle)
        }
    }

    /// Runs the frame kernel over `buffers` (and with `sweep`, its settle sweep): at the widest instruction
    /// set the processor has, or capped at `level` (tests compare the levels).
    static func run(_ buffers: inout SpringKernelsBuffers, advance: Bool, sweep: UnsafeMutablePointer<SpringKernelsSweep>?,
                    level: Int32? = nil) {
        if let level {
            spring_kernels_run_at_level(level, &buffers, advance ? 1 : 0, sweep)
        } else {
            spring_kernels_run(&buffers, advance ? 1 : 0, sweep)
        }
    }
}
