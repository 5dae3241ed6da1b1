import Testing
import Geometry
import _MotionTestSupport
import _SpringKernels
@testable import Dynamics

/// The C loop behind SpringBatch runs a variant per instruction set, chosen when the program runs:
/// every variant must give the same bits, or a batch would move differently from machine to machine.
/// Driven through `SpringBatch.run` and `SpringBatch.restart`, the calls the batch makes.
@Suite struct SpringKernelsTests {
    /// Every shape of input (shared or per-number targets and coefficients, stepping or not, sweeping
    /// or not) at every level this processor runs, against the baseline.
    @Test func everyInstructionSetGivesTheSameBits() {
        let levels = [2, 3].filter { $0 <= Int(spring_kernels_level()) }
        var random = SeededRandom(seed: 11)
        let springs = 203, count = 2 * springs     // blocks of four springs and a remainder
        let current = (0..<count).map { _ in random.double(in: -300...300) }
        let earlier = current.map { $0 * random.double(in: 0.9...1.1) }
        let targets = (0..<count).map { _ in random.double(in: -1...1) }
        let traces = (0..<count).map { _ in random.double(in: 1.5...1.99) }
        let determinants = (0..<count).map { _ in random.double(in: 0.6...0.99) }
        // About a third of the springs due, some settled (NaN), limits that some offsets meet.
        let checkTimes = (0..<springs).map { i in i % 7 == 0 ? Double.nan : random.double(in: 0...3) }
        let positionLimits = (0..<springs).map { _ in random.double(in: 0...90_000) }
        let velocityLimits = (0..<springs).map { _ in random.double(in: 0...900_000) }

        struct Result: Equatable {
            var current: [UInt64]
            var other: [UInt64]
            var checkTimes: [UInt64]
            var candidates: [Int32]
            var settled: Int
            var next: UInt64?
        }
        func run(level: Int, advance: Bool, sweep: Bool, perNumberTargets: Bool, perNumberCoefficients: Bool,
                 confirms: Bool) -> Result {
            let memory = KernelMemory()
            let current = memory.copy(current), other = memory.copy(earlier), checks = memory.copy(checkTimes)
            let candidates = memory.copy([Int32](repeating: -1, count: springs))
            var buffers = SpringKernelsBuffers()
            buffers.count = count
            buffers.current = current
            buffers.other = other
            buffers.targets = perNumberTargets ? UnsafePointer(memory.copy(targets)) : nil
            buffers.sharedTarget = (0.25, -0.5)
            buffers.traces = perNumberCoefficients ? UnsafePointer(memory.copy(traces)) : nil
            buffers.determinants = perNumberCoefficients ? UnsafePointer(memory.copy(determinants)) : nil
            buffers.trace = 1.93
            buffers.determinant = 0.78
            var settle = SpringKernelsSweep()
            settle.now = 1
            settle.d = 0.9
            // The exact velocity w/b is 4 w, so |w|² <= 0.2 · limit lets through springs the exact test
            // (|w|² <= limit / 16) refuses.
            settle.b = 0.25
            settle.velocityScale = perNumberCoefficients ? 0 : 0.2
            settle.confirms = confirms ? 1 : 0
            settle.checkTimes = checks
            settle.positionLimits = UnsafePointer(memory.copy(positionLimits))
            settle.velocityLimits = UnsafePointer(memory.copy(velocityLimits))
            settle.candidates = candidates
            if sweep {
                SpringBatch.run(&buffers, advance: advance, sweep: &settle, level: Int32(level))
            } else {
                SpringBatch.run(&buffers, advance: advance, sweep: nil, level: Int32(level))
            }
            let found = sweep ? settle.found : 0
            let next = sweep ? settle.next.bitPattern : nil
            return Result(current: memory.read(current, count).map(\.bitPattern),
                          other: memory.read(other, count).map(\.bitPattern),
                          checkTimes: memory.read(checks, springs).map(\.bitPattern),
                          candidates: memory.read(candidates, found),
                          settled: sweep ? settle.settled : 0, next: next)
        }
        var fewestListed = Int.max, fewestSettled = Int.max, refusedByTheExactTest = false
        for advance in [false, true] {
            for sweep in [false, true] {
                for perNumberTargets in [false, true] {
                    for perNumberCoefficients in [false, true] where perNumberTargets || !perNumberCoefficients {
                        for confirms in [false, true] where !confirms || (sweep && !perNumberCoefficients) {
                            let shape = "advance \(advance), sweep \(sweep), targets \(perNumberTargets), coefficients \(perNumberCoefficients), confirms \(confirms)"
                            let baseline = run(level: 0, advance: advance, sweep: sweep, perNumberTargets: perNumberTargets,
                                               perNumberCoefficients: perNumberCoefficients, confirms: confirms)
                            if sweep && !confirms { fewestListed = min(fewestListed, baseline.candidates.count) }
                            if confirms {
                                fewestSettled = min(fewestSettled, baseline.settled)
                                // Settled springs sit on their targets; the proxy's list is left empty.
                                #expect(baseline.candidates.isEmpty && baseline.checkTimes != checkTimes.map(\.bitPattern), "\(shape)")
                                let unconfirmed = run(level: 0, advance: advance, sweep: sweep, perNumberTargets: perNumberTargets,
                                                      perNumberCoefficients: perNumberCoefficients, confirms: false)
                                #expect(baseline.settled <= unconfirmed.candidates.count, "\(shape)")
                                if baseline.settled < unconfirmed.candidates.count { refusedByTheExactTest = true }
                            }
                            for level in levels {
                                let result = run(level: level, advance: advance, sweep: sweep, perNumberTargets: perNumberTargets,
                                                 perNumberCoefficients: perNumberCoefficients, confirms: confirms)
                                #expect(result == baseline, "level \(level), \(shape)")
                            }
                        }
                    }
                }
            }
        }
        // Every shape that sweeps lists springs, or settles some (the comparisons above are not of empty lists).
        #expect(fewestListed >= 10 && fewestSettled >= 5, "\(fewestListed) \(fewestSettled)")
        #expect(refusedByTheExactTest)
    }

    /// The restart (`reset(values:velocities:)` with shared constants) at every level this processor
    /// runs, against the baseline: relative and absolute thresholds, both sample forms, under- and
    /// over-damped springs, starts within the limits, and inputs the kernel leaves to Swift.
    @Test(arguments: [(true, true, true), (true, false, false), (false, true, false), (false, false, true)])
    func everyInstructionSetRestartsWithTheSameBits(relative: Bool, companion: Bool, underdamped: Bool) throws {
        let levels = [2, 3].filter { $0 <= Int(spring_kernels_level()) }
        var random = SeededRandom(seed: 13)
        let springs = 203
        var values: [Point] = [], velocities: [Point] = []
        for i in 0..<springs {
            switch i % 9 {
            case 0: values.append(.zero); velocities.append(.zero)                                   // on its target
            case 1: values.append(Point(x: .nan, y: 0)); velocities.append(.zero)                    // not finite
            case 2: values.append(Point(x: 9, y: 9)); velocities.append(Point(x: 1e-170, y: 0))      // |v|² underflows
            case 3: values.append(Point(x: 9, y: 9)); velocities.append(Point(x: 0, y: 1e200))       // |v|² overflows
            default:
                values.append(Point(x: random.double(in: -300...300), y: random.double(in: -300...300)))
                velocities.append(Point(x: random.double(in: -3000...3000), y: random.double(in: -3000...3000)))
            }
        }
        let targets = (0..<2 * springs).map { _ in random.double(in: -1...1) }
        let spring = try Spring(mass: 1, stiffness: 300, damping: underdamped ? 30 : 60)
        let threshold: SettlingThreshold = relative ? .relative() : .absolute(position: 0.5, velocity: 20)
        let map = SpringBatch._Map(spring: spring, duration: 1.0 / 120)

        struct Result: Equatable {
            var numbers: [[UInt64]]
            var exceptions: [Int32]
            var change: Int
            var next: UInt64
        }
        func run(level: Int) -> Result {
            var restart = SpringBatch.restartInput(springs: springs, spring: spring, threshold: threshold, map: map,
                                                   isCompanion: companion, time: 2, next: 7)
            // The kernel reads and writes the batch's lanes: a batch's storage, filled here.
            var lanes = _SpringLanes(capacity: springs, hasCoefficients: false)
            let limits = (0..<springs).map { i in i % 2 == 0 ? Double.nan : 1 }
            let memory = KernelMemory()
            restart.values = UnsafePointer(memory.copy(values.flatMap { [$0.x, $0.y] }))
            restart.velocities = UnsafePointer(memory.copy(velocities.flatMap { [$0.x, $0.y] }))
            lanes.withMutablePointers { lanes in
                lanes.targets.update(from: targets, count: 2 * springs)
                lanes.first.update(repeating: 5, count: 2 * springs)
                lanes.second.update(repeating: 5, count: 2 * springs)
                for lane in [lanes.positionLimits, lanes.velocityLimits, lanes.checkTimes] {
                    lane.update(from: limits, count: springs)
                }
                SpringBatch.restart(&restart, lanes, currentIsFirst: true, level: Int32(level))
            }
            return lanes.withPointers { lanes in
                Result(numbers: [lanes.first, lanes.second, lanes.positionLimits, lanes.velocityLimits, lanes.checkTimes]
                    .enumerated().map { k, lane in memory.read(lane, k < 2 ? 2 * springs : springs).map(\.bitPattern) },
                       exceptions: memory.read(lanes.scratch, restart.exceptionCount),
                       change: restart.unsettledChange, next: restart.next.bitPattern)
            }
        }
        let baseline = run(level: 0)
        // The three kinds of exception, and the last three springs (after the blocks of four).
        let listed: [Int32] = (0..<Int32(springs)).filter { i in i % 9 >= 1 && i % 9 <= 3 || i >= 200 }
        #expect(baseline.exceptions == listed)
        #expect(Double(bitPattern: baseline.next) < 7 && baseline.change != 0)
        for level in levels {
            #expect(run(level: level) == baseline, "level \(level)")
        }
    }
}

/// `spring_kernels_cap` (behind `bench run --instruction-set`): it caps the level every call of the batch
/// uses, and a batch moves by the same bits at every cap, through a whole cycle of the peers' workload
/// (restart, steps, settling).
@Suite struct SpringKernelsCapTests {
    @Test func theCapSelectsTheLevelAndChangesNoBit() throws {
        let widest = spring_kernels_cached_level()
        defer { spring_kernels_cap(3) }
        let spring = try Spring(mass: 1, stiffness: 300, damping: 30)
        var random = SeededRandom(seed: 29)
        let springs = 403
        let starts = (0..<springs).map { _ in Point(x: random.double(in: -300...300), y: random.double(in: -300...300)) }
        let velocities = (0..<springs).map { _ in Point(x: random.double(in: -3000...3000), y: random.double(in: -3000...3000)) }
        // Each frame's values and settled springs, over two cycles of 60 frames and a restart between.
        func frames() throws -> [[UInt64]] {
            var batch = SpringBatch(spring: spring, capacity: springs)
            for i in 0..<springs { batch.append(value: starts[i], target: .zero, velocity: velocities[i]) }
            var frames: [[UInt64]] = []
            for frame in 0..<120 {
                if frame == 60 { try batch.reset(values: starts, velocities: velocities) }
                batch.step(by: 1.0 / 120)
                frames.append(batch.values.flatMap { [$0.x.bitPattern, $0.y.bitPattern] }
                              + [UInt64((0..<springs).filter { batch.isSettled(at: $0) }.count)])
            }
            return frames
        }
        spring_kernels_cap(3)
        #expect(spring_kernels_active_level() == widest)
        let native = try frames()
        // Springs settle in each cycle, so the settle sweep ran too.
        #expect(native[59].last! > 0 && native[119].last! > 0, "\(native[59].last!) \(native[119].last!)")
        spring_kernels_cap(2)
        #expect(spring_kernels_active_level() == Swift.min(widest, 2))
        #expect(try frames() == native)
        spring_kernels_cap(0)
        #expect(spring_kernels_active_level() == 0)
        #expect(try frames() == native)
    }
}

/// Copies of arrays at addresses that stay put, for handing to the kernels; freed with the object.
private final class KernelMemory {
    private var blocks: [UnsafeMutableRawPointer] = []

    func copy<Number>(_ numbers: [Number]) -> UnsafeMutablePointer<Number> {
        let pointer = UnsafeMutablePointer<Number>.allocate(capacity: Swift.max(numbers.count, 1))
        pointer.initialize(from: numbers, count: numbers.count)
        blocks.append(UnsafeMutableRawPointer(pointer))
        return pointer
    }

    func read<Number>(_ pointer: UnsafeMutablePointer<Number>, _ count: Int) -> [Number] {
        Array(UnsafeBufferPointer(start: pointer, count: count))
    }

    deinit { for block in blocks { block.deallocate() } }
}
