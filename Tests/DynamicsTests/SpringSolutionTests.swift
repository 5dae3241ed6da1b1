import Testing
import Geometry
import _MotionTestSupport
@testable import Dynamics

@Suite struct SpringSolutionTests {
    /// Relative 1e-9 against the size of the motion: |x0| + |v0|·t for position, and the same scaled by ω₀ for velocity.
    func expectMatches(_ spring: Spring, x0: Double, v0: Double, t: Double,
                       reference: (x: Double, v: Double), tolerance: Double = 1e-9,
                       _ comment: Comment) {
        let solution = SpringSolution(spring: spring, from: x0 + 10, to: 10.0, initialVelocity: v0)
        let (x, v) = solution.state(at: t)
        let omega = spring.naturalFrequency
        let positionScale = abs(x0) + abs(v0) / omega
        let velocityScale = abs(x0) * omega + abs(v0)
        #expect(abs((x - 10) - reference.x) <= tolerance * positionScale, comment)
        #expect(abs(v - reference.v) <= tolerance * velocityScale, comment)
    }

    @Test func allRegimesMatchMatrixExponential() {
        withEverySeed(0..<PropertySeeds.count(default: 400)) { seed, random in
            let mass = random.double(in: 0.1...5)
            let stiffness = random.double(in: 1...2000)
            let ratios: [Double] = [random.double(in: 0.01...0.99), random.double(in: 1.01...8),
                                    1 - random.double(in: 1e-9...1e-3), 1 + random.double(in: 1e-9...1e-3), 1]
            for ratio in ratios {
                let spring = try! Spring(mass: mass, stiffness: stiffness, dampingRatio: ratio)
                let x0 = random.double(in: -500...500), v0 = random.double(in: -5000...5000)
                let t = random.double(in: 0...3)
                let reference = Reference.matrixExponential(mass: spring.mass, stiffness: spring.stiffness,
                                                            damping: spring.damping, x0: x0, v0: v0, t: t)
                expectMatches(spring, x0: x0, v0: v0, t: t, reference: reference, "seed \(seed) ratio \(ratio)")
            }
        }
    }

    @Test func awayFromCriticalMatchesTextbookForms() {
        withEverySeed(0..<PropertySeeds.count(default: 300)) { seed, random in
            let ratio = seed % 2 == 0 ? random.double(in: 0.05...0.9) : random.double(in: 1.1...6)
            let spring = try! Spring(mass: random.double(in: 0.2...3), stiffness: random.double(in: 10...1000), dampingRatio: ratio)
            let x0 = random.double(in: -300...300), v0 = random.double(in: -3000...3000)
            let t = random.double(in: 0...2)
            let reference = Reference.textbook(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                                               x0: x0, v0: v0, t: t)
            expectMatches(spring, x0: x0, v0: v0, t: t, reference: reference, "seed \(seed)")
        }
    }

    @Test func criticalMatchesTextbookExactly() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 20)
        #expect(spring.regime == .criticallyDamped)
        for t in stride(from: 0.0, through: 2, by: 0.125) {
            let reference = Reference.textbook(mass: 1, stiffness: 100, damping: 20, x0: -300, v0: 40, t: t)
            expectMatches(spring, x0: -300, v0: 40, t: t, reference: reference, tolerance: 1e-12, "t \(t)")
        }
    }

    @Test func pointSpringsPerComponent() throws {
        let spring = try Spring(response: 0.4, dampingRatio: 0.7)
        let motion = SpringSolution(spring: spring, from: Point(x: 0, y: 50), to: Point(x: 300, y: 100),
                                    initialVelocity: Point(x: 1000, y: -200))
        let xs = SpringSolution(spring: spring, from: 0.0, to: 300.0, initialVelocity: 1000.0)
        let ys = SpringSolution(spring: spring, from: 50.0, to: 100.0, initialVelocity: -200.0)
        for t in [0.0, 0.05, 0.3, 1.0] {
            #expect(motion.value(at: t) == Point(x: xs.value(at: t), y: ys.value(at: t)))
            #expect(motion.velocity(at: t) == Point(x: xs.velocity(at: t), y: ys.velocity(at: t)))
        }
        #expect(motion.value(at: 0) == Point(x: 0, y: 50))
        #expect(motion.velocity(at: 0) == Point(x: 1000, y: -200))
    }

    @Test func longTimesStayFinite() throws {
        for ratio in [0.2, 1.0, 50.0] {
            let spring = try Spring(stiffness: 1e4, dampingRatio: ratio)
            let state = SpringSolution(spring: spring, from: 0.0, to: 1.0, initialVelocity: 1e6).state(at: 1e5)
            #expect(state.value.isFinite && state.velocity.isFinite)
        }
    }
}
