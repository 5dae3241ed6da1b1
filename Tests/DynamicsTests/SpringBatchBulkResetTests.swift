import Testing
import Geometry
import _MotionTestSupport
@testable import Dynamics

/// `reset(values:velocities:)`: the same bits as a `reset(_:value:velocity:)` per spring, in one pass.
@Suite struct SpringBatchBulkResetTests {
    /// Every stored number, bit for bit, and the counters the frame loop reads.
    static func expectSameState(_ bulk: SpringBatch, _ single: SpringBatch, _ label: String) {
        #expect(bulk.count == single.count && bulk._unsettledCount == single._unsettledCount, "\(label)")
        #expect(bulk._nextSettleCheck.bitPattern == single._nextSettleCheck.bitPattern, "\(label)")
        #expect(bulk._currentIsFirst == single._currentIsFirst, "\(label)")
        let (a, b) = (bulk._laneNumbers, single._laneNumbers)
        for name in a.keys.sorted() {
            #expect(a[name]?.map(\.bitPattern) == b[name]?.map(\.bitPattern), "\(label): \(name)")
        }
    }

    /// Shared and mixed constants, both sample forms (a repeated frame duration keeps two samples, a
    /// changing one keeps velocities), settled and moving springs, starts already within the limits,
    /// velocities whose magnitude is computed by rescaling (their squares underflow or overflow), and
    /// non-finite pairs, which leave their springs as they were.
    @Test(arguments: [(true, true), (true, false), (false, true), (false, false)])
    func theSameBitsAsAResetPerSpring(sharedConstants: Bool, repeatedFrames: Bool) throws {
        var random = SeededRandom(seed: sharedConstants ? 11 : 12)
        var batch = SpringBatch(spring: try Spring(mass: 1, stiffness: 300, damping: 30))
        for i in 0..<301 {     // blocks of four springs and one more
            let spring = sharedConstants || i % 3 != 0 ? nil : try Spring(mass: 1, stiffness: 100 + Double(i), dampingRatio: 0.6)
            batch.append(value: Point(x: random.double(in: -300...300), y: random.double(in: -300...300)),
                         target: Point(x: random.double(in: -5...5), y: 0), velocity: .zero, spring: spring)
        }
        for frame in 0..<40 { batch.step(by: repeatedFrames ? 1.0 / 120 : 1.0 / (100 + Double(frame))) }
        // Springs whose new offset's limit has a subnormal square (the kernel leaves them to Swift) need
        // a target of zero: 1e-153 off any other would round to it.
        for i in stride(from: 5, to: batch.count, by: 10) { batch.retarget(i, to: .zero) }
        var values: [Point] = [], velocities: [Point] = []
        for i in 0..<batch.count {
            switch i % 10 {
            case 0: values.append(batch.target(at: i)); velocities.append(.zero)          // settles at once
            case 1: values.append(Point(x: .nan, y: 0)); velocities.append(.zero)         // ignored
            case 2: values.append(Point(x: 1, y: 1)); velocities.append(Point(x: 0, y: .infinity))   // ignored
            case 3: values.append(Point(x: 1, y: 1)); velocities.append(Point(x: 1e-170, y: 0))     // |v|² underflows
            case 4: values.append(Point(x: 1, y: 1)); velocities.append(Point(x: 1e200, y: 1e200))  // |v|² overflows
            case 5: values.append(Point(x: 1e-153, y: 0)); velocities.append(.zero)        // its limit² is subnormal
            default:
                values.append(Point(x: random.double(in: -300...300), y: random.double(in: -300...300)))
                velocities.append(Point(x: random.double(in: -3000...3000), y: random.double(in: -3000...3000)))
            }
        }
        var single = batch, bulk = batch
        for i in 0..<batch.count { single.reset(i, value: values[i], velocity: velocities[i]) }
        try bulk.reset(values: values, velocities: velocities)
        Self.expectSameState(bulk, single, "after the reset")
        // And they stay together frame after frame, through the settle tests.
        for _ in 0..<120 {
            single.step(by: 1.0 / 120)
            bulk.step(by: 1.0 / 120)
        }
        Self.expectSameState(bulk, single, "120 frames later")
        #expect(bulk.isSettled == single.isSettled)
    }

    /// Random restarts over many cycles, with springs appended, removed and retargeted between them (the
    /// storage grows, shrinks and is copied): the batch restarted in one pass and one restarted a spring at
    /// a time hold the same bits at every frame, and a copy taken along the way is not touched by either.
    @Test func randomRestartsKeepTheSameBitsAsAResetPerSpring() throws {
        var random = SeededRandom(seed: 29)
        var bulk = SpringBatch(spring: try Spring(mass: 1, stiffness: 300, damping: 30), capacity: 3)
        for _ in 0..<45 {
            bulk.append(value: Point(x: random.double(in: -300...300), y: random.double(in: -300...300)),
                        target: .zero, velocity: Point(x: random.double(in: -3000...3000), y: 0))
        }
        var single = bulk
        var copies: [(SpringBatch, [String: [Double]])] = []
        for cycle in 0..<12 {
            var values: [Point] = [], velocities: [Point] = []
            for i in 0..<bulk.count {
                let kind = random.double(in: 0...1)
                values.append(kind < 0.05 ? bulk.target(at: i) : kind < 0.08 ? Point(x: .infinity, y: 0)
                              : Point(x: random.double(in: -300...300), y: random.double(in: -300...300)))
                velocities.append(kind < 0.05 ? .zero : Point(x: random.double(in: -3000...3000),
                                                               y: random.double(in: -3000...3000)))
            }
            try bulk.reset(values: values, velocities: velocities)
            for i in 0..<single.count { single.reset(i, value: values[i], velocity: velocities[i]) }
            Self.expectSameState(bulk, single, "cycle \(cycle), restarted")
            if cycle % 3 == 0 { copies.append((bulk, bulk._laneNumbers)) }
            let frames = Int(random.double(in: 1...70))
            for frame in 0..<frames {
                bulk.step(by: 1.0 / 120)
                single.step(by: 1.0 / 120)
                if frame % 10 == 0 { Self.expectSameState(bulk, single, "cycle \(cycle), frame \(frame)") }
            }
            // Between cycles: the storage grows, shrinks, and one target moves (targets no longer shared).
            switch cycle % 4 {
            case 0:
                for _ in 0..<7 {
                    bulk.append(value: Point(x: Double(cycle), y: -1), target: .zero)
                    single.append(value: Point(x: Double(cycle), y: -1), target: .zero)
                }
            case 1:
                bulk.remove(at: cycle)
                single.remove(at: cycle)
            case 2:
                bulk.retarget(cycle, to: Point(x: 5, y: 5))
                single.retarget(cycle, to: Point(x: 5, y: 5))
            default:
                break
            }
            Self.expectSameState(bulk, single, "cycle \(cycle), after the edit")
        }
        #expect(bulk.count == 45 + 3 * 7 - 3)
        for (k, (copy, numbers)) in copies.enumerated() {
            #expect(copy._laneNumbers.mapValues { $0.map(\.bitPattern) } == numbers.mapValues { $0.map(\.bitPattern) },
                    "copy \(k)")
        }
    }

    @Test func arraysOfTheWrongLengthAreRefusedByName() throws {
        var batch = SpringBatch(spring: .snappy)
        batch.append(value: Point(x: 0, y: 0), target: Point(x: 10, y: 0))
        let before = batch
        let values = #expect(throws: ConfigurationError.self) { try batch.reset(values: [], velocities: [.zero]) }
        #expect(values?.parameter == "values" && values?.value == "0 points")
        let velocities = #expect(throws: ConfigurationError.self) {
            try batch.reset(values: [.zero], velocities: [.zero, .zero])
        }
        #expect(velocities?.parameter == "velocities" && velocities?.value == "2 points")
        SpringBatchBulkResetTests.expectSameState(batch, before, "refused")
    }
}

extension SpringBatch {
    /// Every stored lane's numbers for the springs held (up to `count`), by lane name: what two batches
    /// must share bit for bit to move alike.
    var _laneNumbers: [String: [Double]] {
        let count = self.count
        return _lanes.withPointers { lanes in
            var numbers = [
                "targets": Array(UnsafeBufferPointer(start: lanes.targets, count: 2 * count)),
                "first": Array(UnsafeBufferPointer(start: lanes.first, count: 2 * count)),
                "second": Array(UnsafeBufferPointer(start: lanes.second, count: 2 * count)),
                "positionLimitSquared": Array(UnsafeBufferPointer(start: lanes.positionLimits, count: count)),
                "velocityLimitSquared": Array(UnsafeBufferPointer(start: lanes.velocityLimits, count: count)),
                "settleCheckTime": Array(UnsafeBufferPointer(start: lanes.checkTimes, count: count)),
                "springIndex": Array(UnsafeBufferPointer(start: lanes.springIndices, count: count)).map(Double.init),
            ]
            if let traces = lanes.traces, let determinants = lanes.determinants {
                numbers["traces"] = Array(UnsafeBufferPointer(start: traces, count: 2 * count))
                numbers["determinants"] = Array(UnsafeBufferPointer(start: determinants, count: 2 * count))
            }
            return numbers
        }
    }
}
