import Testing
import _MotionTestSupport
import _SpringKernels
@testable import Dynamics

/// The C loop behind SpringBatch runs a variant per instruction set, chosen when the program runs:
/// every variant must give the same bits, or a batch would move differently from machine to machine.
/// Driven through `SpringBatch.run`, the one place that hands the batch's arrays to the kernel.
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
            var other: [UInt64]
            var candidates: [Int32]
            var next: UInt64?
        }
        func run(level: Int, advance: Bool, sweep: Bool, perNumberTargets: Bool, perNumberCoefficients: Bool) -> Result {
            var other = earlier
            var candidates = [Int32](repeating: -1, count: springs)
            var buffers = SpringKernelsBuffers()
            buffers.count = count
            buffers.sharedTarget = (0.25, -0.5)
            buffers.trace = 1.93
            buffers.determinant = 0.78
            var settle = SpringKernelsSweep()
            settle.now = 1
            settle.d = 0.9
            settle.velocityScale = perNumberCoefficients ? 0 : 0.2
            SpringBatch.run(&buffers, current, &other, targets, perNumberTargets,
                            perNumberCoefficients ? (traces, determinants) : nil, advance,
                            sweep ? (checkTimes, positionLimits, velocityLimits) : nil, &settle, &candidates,
                            level: Int32(level))
            let found = sweep ? settle.found : 0
            let next = sweep ? settle.next.bitPattern : nil
            return Result(other: other.map(\.bitPattern), candidates: Array(candidates.prefix(found)), next: next)
        }
        var fewestListed = Int.max
        for advance in [false, true] {
            for sweep in [false, true] {
                for perNumberTargets in [false, true] {
                    for perNumberCoefficients in [false, true] where perNumberTargets || !perNumberCoefficients {
                        let baseline = run(level: 0, advance: advance, sweep: sweep, perNumberTargets: perNumberTargets,
                                           perNumberCoefficients: perNumberCoefficients)
                        if sweep { fewestListed = min(fewestListed, baseline.candidates.count) }
                        for level in levels {
                            let result = run(level: level, advance: advance, sweep: sweep,
                                             perNumberTargets: perNumberTargets, perNumberCoefficients: perNumberCoefficients)
                            #expect(result == baseline, "level \(level), advance \(advance), sweep \(sweep), targets \(perNumberTargets), coefficients \(perNumberCoefficients)")
                        }
                    }
                }
            }
        }
        // Every shape that sweeps lists springs (the comparisons above are not of empty lists).
        #expect(fewestListed >= 10, "\(fewestListed)")
    }
}
