import _MotionTestSupport
import Geometry
import Testing
@testable import Dynamics

/// `SpringSolution.settlingTime` scans with one transition map and refines by the Illinois method (issue 29:
/// a toss plans it once per leg, inside a frame): the same instants as the closed-form scan and bisection.
@Suite struct SettlingTimeSearchTests {
    /// The search as it was: a closed-form evaluation per sample and bisection.
    static func bisected(_ solution: SpringSolution<Point>, threshold: SettlingThreshold = .relative()) -> Double {
        let offset = solution.start - solution.target, velocity = solution.initialVelocity
        let limits = threshold.limits(distance: offset.magnitude, speed: velocity.magnitude, spring: solution.spring)
        return SettlingSearch.lastExit(spring: solution.spring, distance: offset.magnitude, speed: velocity.magnitude,
                                       positionLimit: limits.position, velocityLimit: limits.velocity) { time in
            let (x, v) = SpringStep(spring: solution.spring, duration: time).apply(offset: offset, velocity: velocity)
            return x.magnitude > limits.position || v.magnitude > limits.velocity
        }
    }

    @Test func theSameInstantAsBisectionOverSeededLegs() throws {
        var worst = 0.0
        try withEverySeed(0..<300) { seed, random in
            let spring = try Spring(response: random.double(in: 0.05...2), dampingRatio: random.double(in: 0.02...3))
            let solution = SpringSolution(spring: spring, from: Point(x: random.double(in: -500...500), y: random.double(in: -500...500)),
                                          to: Point(x: random.double(in: -500...500), y: random.double(in: -500...500)),
                                          initialVelocity: Point(x: random.double(in: -8000...8000), y: random.double(in: -8000...8000)))
            for threshold in [SettlingThreshold.relative(), .absolute(position: 0.5, velocity: 2)] {
                let fast = solution.settlingTime(threshold: threshold), slow = Self.bisected(solution, threshold: threshold)
                let difference = fast == slow ? 0 : Swift.abs(fast - slow) / slow
                worst = Swift.max(worst, difference)
                // Measured: at most 3.8e-16 (two ulps) over these legs.
                #expect(difference <= 1e-12, "seed \(seed): \(fast) vs \(slow), \(spring)")
            }
        }
        #expect(worst <= 1e-15)
    }

    @Test func edgeCasesKeepTheirAnswers() throws {
        let snappy = SpringSolution(spring: .snappy, from: Point(x: 0, y: 0), to: Point(x: 0, y: 0))
        #expect(snappy.settlingTime() == 0)
        let critical = SpringSolution(spring: try Spring(response: 0.4, dampingRatio: 1), from: 0.0, to: 100, initialVelocity: -3000)
        let time = critical.settlingTime()
        #expect(time > 0 && time.isFinite)
        let undamped = SpringSolution(spring: try Spring(stiffness: 100, damping: 0), from: 0.0, to: 1)
        #expect(undamped.settlingTime() == .infinity)
    }
}
