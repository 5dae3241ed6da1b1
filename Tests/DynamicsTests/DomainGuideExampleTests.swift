import Dynamics
import Testing

/// The "Domain" section of Packages/Dynamics/README.md, compiled with only `import Dynamics`.
@Suite struct DomainGuideExampleTests {
    @Test func domainSection() throws {
        let rejected = (try? Spring(mass: 1, stiffness: 1, damping: 1e200)) == nil    // damping/(2·mass) > 1.34e154
        let feeble = try Spring(stiffness: 1, dampingRatio: 1e-18).settlingDuration()  // ≈ 6.9e18 s, no trap
        let fling = try FrictionSimulation(drag: 0.135, position: 100, velocity: 100)
        let back = fling.timeAtX(fling.x(30))            // finite: the first time x(t) reaches the rest position
        var world = DynamicsWorld()
        let steps = world.step(by: 1e17)                 // 30 internal steps at most, the rest skipped

        #expect(rejected)
        #expect(Swift.abs(feeble - 6.907_755_278_982_137e18) < 6.9e16)
        #expect(back.isFinite && fling.x(back) == fling.x(30))
        #expect(steps == 30)
        #expect(world.time == 1e17)                      // the world's clock is the host's
    }
}
