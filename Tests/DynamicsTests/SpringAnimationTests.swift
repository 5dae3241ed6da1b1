import Foundation
import Testing
import Geometry
import _MotionTestSupport
@testable import Dynamics

@Suite struct SpringAnimationTests {
    @Test func steppingMatchesTheClosedForm() throws {
        let spring = try Spring(response: 0.35, dampingRatio: 0.6)
        let solution = SpringSolution(spring: spring, from: Point(x: 0, y: 0), to: Point(x: 300, y: -120),
                                      initialVelocity: Point(x: -900, y: 2500))
        var animation = SpringAnimation(spring: spring, value: solution.start, target: solution.target,
                                        velocity: solution.initialVelocity, threshold: .absolute(position: 0, velocity: 0))
        var time = 0.0
        for frame in 0..<240 {
            let dt = frame == 100 ? 0.5 : (frame % 2 == 0 ? 1.0 / 120 : 1.0 / 60)
            animation.step(by: dt)
            time += dt
            let exact = solution.state(at: time)
            #expect(isClose(animation.value, exact.value, absolute: 1e-9))
            #expect(isClose(animation.velocity.x, exact.velocity.x, absolute: 1e-8))
        }
    }

    @Test func retargetKeepsPositionAndVelocityContinuous() throws {
        var animation = SpringAnimation(spring: .bouncy, value: 0.0, target: 400, velocity: 0)
        for _ in 0..<12 { animation.step(by: 1.0 / 120) }
        let (value, velocity) = (animation.value, animation.velocity)
        animation.retarget(to: -50)
        #expect(animation.value == value && animation.velocity == velocity)
        let bent = SpringSolution(spring: .bouncy, from: value, to: -50.0, initialVelocity: velocity)
        animation.step(by: 0.1)
        #expect(isClose(animation.value, bent.value(at: 0.1), relative: 1e-12))
        // A non-finite target is ignored.
        animation.retarget(to: .nan)
        #expect(animation.target == -50)
    }

    @Test func settlesExactlyOnTheTarget() {
        var animation = SpringAnimation(spring: .smooth, value: Point(x: 10, y: 10), target: Point(x: 200, y: 400))
        var frames = 0
        while !animation.isSettled && frames < 10_000 { animation.step(by: 1.0 / 120); frames += 1 }
        #expect(animation.isSettled && animation.value == Point(x: 200, y: 400) && animation.velocity == .zero)
        // Relative threshold: 0.1 % of 436 points ≈ 0.44 pt; a critically damped 0.5 s spring takes about a second.
        #expect(frames > 60 && frames < 240)
        animation.step(by: 1)
        #expect(animation.value == Point(x: 200, y: 400))
        animation.reset(value: Point(x: 0, y: 0), velocity: Point(x: 100, y: 0))
        #expect(!animation.isSettled)
    }

    @Test func badFrameTimesAreIgnored() {
        var animation = SpringAnimation(spring: .snappy, value: 0.0, target: 1)
        animation.step(by: .nan)
        animation.step(by: -1)
        animation.step(by: 0)
        #expect(animation.value == 0 && animation.elapsed == 0)
        // Ticks go through the FrameClock: the first sets the time base, a repeat advances nothing,
        // a backwards time starts a new base (advancing nothing), and later ticks count from it.
        animation.tick(at: 5)
        animation.tick(at: 5)
        animation.tick(at: 4)
        #expect(animation.value == 0)
        animation.tick(at: 4.1)
        #expect(isClose(animation.elapsed, 0.1, relative: 1e-12))
        #expect(animation.value > 0 && animation.value.isFinite)
        animation.tick(at: .nan)
        animation.tick(at: .infinity)
        #expect(isClose(animation.elapsed, 0.1, relative: 1e-12))
    }

    @Test func transitionMapComposes() throws {
        withEverySeed(0..<100) { seed, random in
            let spring = try! Spring(mass: random.double(in: 0.2...4), stiffness: random.double(in: 5...3000),
                                     dampingRatio: random.double(in: 0.05...5))
            let dt = random.double(in: 0.001...0.05)
            let one = SpringStep(spring: spring, duration: dt)
            let two = SpringStep(spring: spring, duration: 2 * dt)
            // M(2dt) = M(dt)²
            let a = one.a * one.a + one.b * one.c, b = one.a * one.b + one.b * one.d
            let c = one.c * one.a + one.d * one.c, d = one.c * one.b + one.d * one.d
            let omega = spring.naturalFrequency
            #expect(abs(a - two.a) <= 1e-12 && abs(d - two.d) <= 1e-12, "seed \(seed)")
            #expect(abs(b - two.b) * omega <= 1e-12 && abs(c - two.c) / omega <= 1e-12, "seed \(seed)")
            // det M = e^{−(c/m)·dt} (Liouville), up to the rounding of the two products.
            let determinant = one.a * one.d - one.b * one.c
            let scale = abs(one.a * one.d) + abs(one.b * one.c)
            #expect(abs(determinant - Foundation.exp(-spring.damping / spring.mass * dt)) <= 1e-13 * scale, "seed \(seed)")
        }
        #expect(SpringStep(spring: .default, duration: 0) == .identity)
        #expect(SpringStep(spring: .default, duration: -3) == .identity)
    }
}
