import Testing
@testable import Dynamics

/// Reduce Motion's start-speed limit: the fastest start toward a target that a spring reaches without passing.
@Suite struct SpringWithoutOvershootTests {
    @Test func aCriticallyDampedSpringsLimitIsOmegaTimesTheDistance() {
        // The sheet's `.smooth` and Compose's default: ω₀·d to the bit (the limit both used before).
        for spring in [Spring.smooth, Spring.composeDefault] {
            #expect(spring.speedWithoutOvershoot(distance: 100) == spring.naturalFrequency * 100)
        }
        // A bouncy spring counts as critically damped (Reduce Motion settles it without bounce).
        #expect(Spring.bouncy.speedWithoutOvershoot(distance: 10) == Spring.bouncy.naturalFrequency * 10)
    }

    @Test func anOverdampedSpringsLimitIsItsFasterRootTimesTheDistance() throws {
        let spring = try Spring(stiffness: 100, dampingRatio: 2)
        let expected = (2 + 3.0.squareRoot()) * 10 * 5
        #expect(Swift.abs(spring.speedWithoutOvershoot(distance: 5) - expected) <= 4 * expected.ulp)
    }

    @Test func onlyAStartTowardTheTargetFasterThanTheLimitIsLimited() {
        let spring = Spring.smooth
        let limit = spring.speedWithoutOvershoot(distance: 200)
        #expect(spring.velocityWithoutOvershoot(5000, from: 100, to: 300) == limit)
        #expect(spring.velocityWithoutOvershoot(-5000, from: 300, to: 100) == -limit)
        #expect(spring.velocityWithoutOvershoot(limit / 2, from: 100, to: 300) == limit / 2)
        #expect(spring.velocityWithoutOvershoot(-5000, from: 100, to: 300) == -5000)   // away: turns back short
        #expect(spring.velocityWithoutOvershoot(5000, from: 300, to: 300) == 5000)      // at the target
        #expect(spring.velocityWithoutOvershoot(0, from: 100, to: 300) == 0)
    }

    @Test(arguments: [1.0, 1.5, 3.0])
    func startedAtTheLimitTheSpringNeverPassesItsTarget(dampingRatio: Double) throws {
        let spring = try Spring(stiffness: 250, dampingRatio: dampingRatio)
        let velocity = spring.velocityWithoutOvershoot(1e6, from: 0, to: 100)
        let calm = SpringSolution(spring: spring, from: 0.0, to: 100.0, initialVelocity: velocity)
        let faster = SpringSolution(spring: spring, from: 0.0, to: 100.0, initialVelocity: velocity * 1.5)
        var passedFaster = false
        for step in 1...2000 {
            let time = Double(step) / 500
            #expect(calm.value(at: time) <= 100 + 1e-9)
            if faster.value(at: time) > 100 + 1e-6 { passedFaster = true }
        }
        #expect(passedFaster)
    }
}
