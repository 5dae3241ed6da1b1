import Dynamics
import Testing

/// The scroll-physics example of Packages/Dynamics/README.md, with only `import Dynamics`.
@Suite struct ScrollGuideExampleTests {
    @Test func scrollPhysicsExample() throws {
        let uikit = try UIKitScrollSimulation(position: 0, velocity: 2000, rate: .normal,
                                              leadingExtent: 0, trailingExtent: 5000)
        print(uikit.restPosition, uikit.restTime)           // 994.0... 2.646...: stops at 10 pt/s
        let flutter = try ScrollPhysics.flutterBouncing.simulation(position: 500, velocity: -7500,
                                                                   leadingExtent: 0, trailingExtent: 1000)
        print(flutter.position(at: 0.065), flutter.restPosition)   // 42.9... 0.0: past the top, springs back
        #expect(abs(uikit.restPosition - 994.0) < 0.01 && abs(uikit.restTime - 2.646) < 0.001)
        #expect(abs(flutter.position(at: 0.065) - 42.9) < 0.1 && flutter.restPosition == 0)
    }
}
