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
        for (name, a, b) in [("first", bulk._first, single._first), ("second", bulk._second, single._second),
                             ("positionLimitSquared", bulk._positionLimitSquared, single._positionLimitSquared),
                             ("velocityLimitSquared", bulk._velocityLimitSquared, single._velocityLimitSquared),
                             ("settleCheckTime", bulk._settleCheckTime, single._settleCheckTime)] {
            #expect(a.map(\.bitPattern) == b.map(\.bitPattern), "\(label): \(name)")
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
        var values: [Point] = [], velocities: [Point] = []
        for i in 0..<batch.count {
            switch i % 10 {
            case 0: values.append(batch.target(at: i)); velocities.append(.zero)          // settles at once
            case 1: values.append(Point(x: .nan, y: 0)); velocities.append(.zero)         // ignored
            case 2: values.append(Point(x: 1, y: 1)); velocities.append(Point(x: 0, y: .infinity))   // ignored
            case 3: values.append(Point(x: 1, y: 1)); velocities.append(Point(x: 1e-170, y: 0))     // |v|² underflows
            case 4: values.append(Point(x: 1, y: 1)); velocities.append(Point(x: 1e200, y: 1e200))  // |v|² overflows
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
