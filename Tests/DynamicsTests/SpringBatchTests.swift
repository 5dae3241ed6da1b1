import Testing
import Geometry
import _MotionTestSupport
@testable import Dynamics

@Suite struct SpringBatchTests {
    /// A spring of every regime, including ratios a hair either side of critical and undamped ones.
    static func randomSpring(_ random: inout SeededRandom, _ seed: UInt64) throws -> Spring {
        let ratio = [0.0, 0.1, 0.5, 0.866, 0.999_999_9, 1, 1.000_000_1, 2, 5][Int(seed % 9)]
        let mass = random.double(in: 0.2...3), stiffness = random.double(in: 20...2000)
        return ratio == 0 ? try Spring(mass: mass, stiffness: stiffness, damping: 0)
                          : try Spring(mass: mass, stiffness: stiffness, dampingRatio: ratio)
    }

    static func randomPoint(_ random: inout SeededRandom, _ range: ClosedRange<Double>) -> Point {
        Point(x: random.double(in: range), y: random.double(in: range))
    }

    @Test func everySpringFollowsItsExactSolution() throws {
        // Shared and per-spring constants, frame durations that repeat, change and hitch.
        var worst = (position: 0.0, velocity: 0.0)
        for shared in [true, false] {
            var random = SeededRandom(seed: shared ? 1 : 2)
            let first = try SpringBatchTests.randomSpring(&random, 3)
            var batch = SpringBatch(spring: first, threshold: .absolute(position: 0, velocity: 0))
            var solutions: [SpringSolution<Point>] = []
            for seed in 0..<90 as Range<UInt64> {
                let spring = shared ? first : try SpringBatchTests.randomSpring(&random, seed)
                let start = SpringBatchTests.randomPoint(&random, -500...500)
                let target = SpringBatchTests.randomPoint(&random, -500...500)
                let velocity = SpringBatchTests.randomPoint(&random, -4000...4000)
                batch.append(value: start, target: target, velocity: velocity, spring: shared ? nil : spring)
                solutions.append(SpringSolution(spring: spring, from: start, to: target, initialVelocity: velocity))
            }
            var time = 0.0
            for frame in 0..<360 {
                let dt = frame % 50 == 49 ? random.double(in: 0.02...0.2) : (frame < 180 ? 1.0 / 120 : 1.0 / 60)
                batch.step(by: dt)
                time += dt
                for (i, solution) in solutions.enumerated() {
                    let exact = solution.state(at: time)
                    let scale = Swift.max((solution.start - solution.target).magnitude,
                                          solution.initialVelocity.magnitude / solution.spring.naturalFrequency)
                    worst.position = Swift.max(worst.position, (batch.value(at: i) - exact.value).magnitude / scale)
                    worst.velocity = Swift.max(worst.velocity, (batch.velocity(at: i) - exact.velocity).magnitude
                                                / (scale * solution.spring.naturalFrequency))
                }
            }
        }
        // Measured 1.2e-13 and 9e-14 of the motion's scale (and scale × ω₀ for velocities).
        #expect(worst.position < 1e-12 && worst.velocity < 1e-12, "\(worst)")
    }

    /// The peers' workload (stiffness 300, damping 30, mass 1, toward (0, 0), the default threshold),
    /// and the same with a target per spring, and with constants per spring; a count that leaves a
    /// remainder after the kernel's blocks of four springs.
    @Test(arguments: ["peers", "targets", "constants"])
    func agreesWithSpringAnimationAndSettlesOnTheSameFrame(_ shape: String) throws {
        let spring = try Spring(mass: 1, stiffness: 300, damping: 30)
        let other = try Spring(mass: 2, stiffness: 500, dampingRatio: 0.7)
        var random = SeededRandom(seed: 2024)
        let count = 2003
        var batch = SpringBatch(spring: spring, capacity: count)
        var animations: [SpringAnimation<Point>] = []
        for i in 0..<count {
            let start = SpringBatchTests.randomPoint(&random, -300...300)
            let velocity = SpringBatchTests.randomPoint(&random, -3000...3000)
            let target = shape == "targets" ? SpringBatchTests.randomPoint(&random, -300...300) : .zero
            let constants = shape == "constants" && i % 3 == 1 ? other : spring
            batch.append(value: start, target: target, velocity: velocity, spring: constants)
            animations.append(SpringAnimation(spring: constants, value: start, target: target, velocity: velocity))
        }
        var differentSettleFrames = 0
        for frame in 0..<150 {
            batch.step(by: 1.0 / 120)
            // One expectation per frame naming every spring apart (one per spring and frame was 900 000
            // expectations, most of the test's time in a debug build).
            var apart: [Int] = []
            for i in animations.indices {
                animations[i].step(by: 1.0 / 120)
                if batch.isSettled(at: i) != animations[i].isSettled { differentSettleFrames += 1 }
                if !isClose(batch.value(at: i), animations[i].value, absolute: 1e-10) { apart.append(i) }
            }
            #expect(apart.isEmpty, "frame \(frame): springs \(apart.prefix(10)) (\(apart.count)) apart from their SpringAnimation")
        }
        #expect(differentSettleFrames == 0)
        #expect(batch.isSettled && (0..<count).allSatisfy { batch.value(at: $0) == animations[$0].target })
        #expect((0..<count).allSatisfy { batch.velocity(at: $0) == .zero })
    }

    /// A target shared by every spring is read once instead of per spring; the values are the same
    /// bits as with a target per spring, and a retarget or append that breaks the sharing (0 against
    /// −0 included) changes nothing either.
    @Test func aSharedTargetGivesTheSameBitsAsTargetsPerSpring() throws {
        let spring = try Spring(mass: 1, stiffness: 300, damping: 30)
        var random = SeededRandom(seed: 7)
        let target = Point(x: 12.5, y: -0.0)
        var shared = SpringBatch(spring: spring, threshold: .absolute(position: 0, velocity: 0))
        var perSpring = shared
        for _ in 0..<37 {
            let start = SpringBatchTests.randomPoint(&random, -300...300)
            let velocity = SpringBatchTests.randomPoint(&random, -3000...3000)
            shared.append(value: start, target: target, velocity: velocity)
            perSpring.append(value: start, target: target, velocity: velocity)
        }
        // One more spring with another target makes `perSpring` read its targets from memory.
        perSpring.append(value: Point(x: 1, y: 1), target: Point(x: 12.5, y: 0))
        #expect(shared._sharedTarget != nil && perSpring._sharedTarget == nil)
        func sameBits(_ frame: Int) {
            for i in 0..<shared.count {
                let a = shared.value(at: i), b = perSpring.value(at: i)
                #expect(a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern, "frame \(frame), spring \(i)")
            }
        }
        for frame in 0..<40 {
            shared.step(by: 1.0 / 120)
            perSpring.step(by: 1.0 / 120)
            sameBits(frame)
        }
        // Retargeting every spring to one new point keeps the sharing only once they all agree again.
        shared.retarget(0, to: Point(x: 3, y: 4))
        #expect(shared._sharedTarget == nil)
        for i in 0..<shared.count { shared.retarget(i, to: Point(x: 3, y: 4)); perSpring.retarget(i, to: Point(x: 3, y: 4)) }
        for frame in 40..<80 {
            shared.step(by: 1.0 / 120)
            perSpring.step(by: 1.0 / 120)
            sameBits(frame)
        }
        var single = SpringBatch(spring: spring)
        single.append(value: .zero, target: Point(x: 1, y: 1))
        single.retarget(0, to: Point(x: 2, y: 2))
        #expect(single._sharedTarget == Point(x: 2, y: 2))
        single.removeAll()
        #expect(single._sharedTarget == nil)
    }

    @Test func retargetAndResetKeepOrReplaceTheState() throws {
        var batch = SpringBatch(spring: .bouncy)
        batch.append(value: Point(x: 0, y: 0), target: Point(x: 400, y: 0))
        batch.append(value: Point(x: 50, y: 50), target: Point(x: 0, y: 0), velocity: Point(x: -900, y: 200))
        for _ in 0..<12 { batch.step(by: 1.0 / 120) }
        let (value, velocity) = (batch.value(at: 0), batch.velocity(at: 0))
        batch.retarget(0, to: Point(x: -50, y: 30))
        #expect(batch.value(at: 0) == value && batch.target(at: 0) == Point(x: -50, y: 30))
        #expect(isClose(batch.velocity(at: 0), velocity, absolute: 1e-9))
        let bent = SpringSolution(spring: .bouncy, from: value, to: Point(x: -50, y: 30), initialVelocity: velocity)
        batch.step(by: 1.0 / 120)
        #expect(isClose(batch.value(at: 0), bent.value(at: 1.0 / 120), absolute: 1e-9))
        batch.retarget(0, to: Point(x: .nan, y: 0))                     // ignored
        #expect(batch.target(at: 0) == Point(x: -50, y: 30))

        batch.reset(1, value: Point(x: 7, y: 8), velocity: Point(x: 10, y: 0))
        #expect(batch.value(at: 1) == Point(x: 7, y: 8) && isClose(batch.velocity(at: 1), Point(x: 10, y: 0), absolute: 1e-9))
        batch.reset(1, value: Point(x: 0, y: .infinity))                // ignored
        #expect(batch.value(at: 1) == Point(x: 7, y: 8))
    }

    @Test func appendRemoveAndMixedConstants() throws {
        var batch = SpringBatch(spring: .snappy, threshold: .absolute(position: 0, velocity: 0), capacity: 8)
        let springs = [Spring.snappy, .bouncy, .smooth, .snappy, try Spring(mass: 1, stiffness: 50, dampingRatio: 3)]
        var solutions: [SpringSolution<Point>] = []
        for (i, spring) in springs.enumerated() {
            let start = Point(x: Double(i) * 10, y: -Double(i) * 20), target = Point(x: 100, y: Double(i))
            #expect(batch.append(value: start, target: target, spring: spring) == i)
            solutions.append(SpringSolution(spring: spring, from: start, to: target, initialVelocity: .zero))
        }
        #expect(batch.count == 5 && batch.spring(at: 2) == .smooth && batch.spring(at: 3) == .snappy)
        for _ in 0..<10 { batch.step(by: 1.0 / 60) }
        batch.remove(at: 1)
        solutions.remove(at: 1)
        #expect(batch.count == 4 && batch.spring(at: 1) == .smooth)
        for _ in 0..<10 { batch.step(by: 1.0 / 60) }
        for (i, solution) in solutions.enumerated() {
            #expect(isClose(batch.value(at: i), solution.value(at: 20.0 / 60), absolute: 1e-9), "\(i)")
        }
        batch.withUnsafeValues { values in
            #expect(values.count == 4 && (0..<4).allSatisfy { values[$0] == batch.value(at: $0) })
        }
        batch.removeAll()
        #expect(batch.isEmpty && batch.isSettled && batch.values.isEmpty)
        batch.append(value: Point(x: 1, y: 1), target: .zero)
        batch.step(by: 1.0 / 60)
        #expect(batch.count == 1 && batch.value(at: 0).x < 1)
    }

    @Test func durationsWhereTwoSamplesLosePrecisionStepExactly() throws {
        // A step of exactly half the damped period makes b = 0 (the velocity cannot be recovered from
        // two positions): the batch steps with the full map, still exactly.
        let spring = try Spring(mass: 1, stiffness: 1000, dampingRatio: 0.05)
        let omegaD = spring.naturalFrequency * (1 - 0.05 * 0.05).squareRoot()
        let halfPeriod = Double.pi / omegaD
        var batch = SpringBatch(spring: spring, threshold: .absolute(position: 0, velocity: 0))
        batch.append(value: Point(x: 10, y: -5), target: .zero, velocity: Point(x: 300, y: 40))
        #expect(!SpringBatch._Map(spring: spring, duration: halfPeriod).allowsTwoSamples)
        let solution = SpringSolution(spring: spring, from: Point(x: 10, y: -5), to: .zero, initialVelocity: Point(x: 300, y: 40))
        for frame in 1...40 {
            batch.step(by: halfPeriod)
            #expect(!batch._isCompanion)
            let exact = solution.state(at: Double(frame) * halfPeriod)
            #expect(isClose(batch.value(at: 0), exact.value, absolute: 1e-10) && isClose(batch.velocity(at: 0), exact.velocity, absolute: 1e-8))
        }
        // Back to an ordinary frame rate: back to two samples.
        batch.step(by: 1.0 / 120)
        batch.step(by: 1.0 / 120)
        #expect(batch._isCompanion)
        let exact = solution.state(at: 40 * halfPeriod + 2.0 / 120)
        #expect(isClose(batch.value(at: 0), exact.value, absolute: 1e-10))
    }

    @Test func badInputHasADefinedAnswer() {
        var batch = SpringBatch(spring: .snappy)
        batch.append(value: Point(x: .nan, y: 0), target: Point(x: 5, y: 5))
        batch.append(value: Point(x: 1, y: 2), target: Point(x: .infinity, y: 0))
        batch.append(value: Point(x: 0, y: 0), target: Point(x: 9, y: 0), velocity: Point(x: .nan, y: 1))
        #expect(batch.isSettled(at: 0) && batch.value(at: 0) == Point(x: 5, y: 5))
        #expect(batch.isSettled(at: 1) && batch.value(at: 1) == Point(x: 1, y: 2) && batch.target(at: 1) == Point(x: 1, y: 2))
        #expect(!batch.isSettled(at: 2) && batch.velocity(at: 2) == .zero)
        batch.step(by: .nan)
        batch.step(by: -1)
        #expect(batch.time == 0)
        for duration in [Double.infinity] {
            batch.retarget(2, to: Point(x: -9, y: 3))
            batch.step(by: duration)
            #expect(batch.isSettled && batch.value(at: 2) == Point(x: -9, y: 3) && batch.velocity(at: 2) == .zero)
            #expect(batch.values.allSatisfy(\.isFinite) && batch.time.isFinite)
        }
    }

    @Test func thresholdAndTicks() {
        var batch = SpringBatch(spring: .smooth)
        batch.append(value: Point(x: 0, y: 0), target: Point(x: 100, y: 0))
        batch.tick(at: 3)
        batch.tick(at: 3 + 1.0 / 120)
        #expect(isClose(batch.time, 1.0 / 120, relative: 1e-9) && batch.value(at: 0).x > 0)
        batch.threshold = .absolute(position: 1000, velocity: 1e6)
        #expect(batch.isSettled && batch.value(at: 0) == Point(x: 100, y: 0))
    }
}
