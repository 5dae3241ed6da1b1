import _MotionTestSupport
import Testing
@testable import Anchored

/// Compose foundation 1.8's `computeTarget`, number by number: the velocity threshold (125 dp/s) sends a
/// release to the next anchor in its direction, a slower one must pass half the gap from the anchor
/// behind it, a release at rest goes to the closest anchor.
@Suite struct AnchoredTargetTests {
    enum Stop: Hashable, Sendable { case a, b, c }

    func draggable(velocityThreshold: Double = AnchoredDraggableDefaults.velocityThreshold,
                   threshold: PositionalThreshold = AnchoredDraggableDefaults.positionalThreshold) throws -> AnchoredDraggable<Stop> {
        try AnchoredDraggable(anchors: DraggableAnchors([.a: 0, .b: 100, .c: 400]), initialValue: .b,
                              positionalThreshold: threshold, velocityThreshold: velocityThreshold)
    }

    @Test func composeDefaultsAre125PointsPerSecondAndHalfTheDistance() throws {
        let compose = try #require(try Vectors.load("compose_anchored_draggable.json") as? [String: Any])
        func number(_ key: String) -> Double { (compose[key] as? Double) ?? .nan }
        #expect(AnchoredDraggableDefaults.velocityThreshold == number("velocityThreshold_dp_per_s"))
        #expect(AnchoredDraggableDefaults.positionalThreshold == .fraction(number("positionalThresholdFraction")))
        #expect(AnchoredDraggableDefaults.settleAnimation == .spring(.composeDefault))
        #expect(Spring.composeDefault.stiffness == number("springStiffness"))
        #expect(Spring.composeDefault.dampingRatio == number("springDampingRatio"))
        #expect(AnchoredDraggableDefaults.currentValueTolerance == number("currentValueTolerance_px"))
        let bezier = (compose["fastOutSlowIn"] as? [Double]) ?? []
        #expect(AnchoredDraggableDefaults.tweenAnimation
                == .tween(duration: number("tweenDurationMs") / 1000,
                          curve: try TimingCurve(controlPoints: bezier[0], bezier[1], bezier[2], bezier[3])))
        // exponentialDecay(): v(t) = v₀·e^(friction·t); the rate per millisecond rounds ln(e^x) by 1e-16.
        #expect(Swift.abs(DecelerationRate.composeExponentialDecay.decayConstant - number("exponentialDecayFriction")) < 1e-12)
    }

    @Test func theVelocityThresholdGoesToTheNextAnchorInTheFlingsDirection() throws {
        let drag = try draggable()
        #expect(drag.target(forOffset: 101, velocity: 125) == .c)        // at the threshold: a fling
        #expect(drag.target(forOffset: 101, velocity: 124.99) == .b)     // just under: position decides
        #expect(drag.target(forOffset: 399, velocity: -125) == .b)
        #expect(drag.target(forOffset: 240, velocity: -3000) == .b)      // the next one only, never two
        #expect(drag.target(forOffset: 100, velocity: 125) == .b)        // exactly on an anchor: that anchor
    }

    @Test func aSlowReleaseMustPassHalfTheGapFromTheAnchorBehind() throws {
        let drag = try draggable()
        // Between b (100) and c (400): half the gap is 150.
        #expect(drag.target(forOffset: 249.99, velocity: 10) == .b)      // 149.99 past b
        #expect(drag.target(forOffset: 250, velocity: 10) == .c)         // 150 past b
        #expect(drag.target(forOffset: 250.01, velocity: -10) == .c)     // 149.99 back from c
        #expect(drag.target(forOffset: 250, velocity: -10) == .b)        // 150 back from c
        // The same offset decides differently by direction: 240 is 140 past b and 160 back from c.
        #expect(drag.target(forOffset: 240, velocity: 10) == .b)
        #expect(drag.target(forOffset: 240, velocity: -10) == .b)
        #expect(drag.target(forOffset: 260, velocity: -10) == .c)
    }

    @Test func aReleaseAtRestGoesToTheClosestAnchor() throws {
        let drag = try draggable()
        #expect(drag.target(forOffset: 240, velocity: 0) == .b)
        #expect(drag.target(forOffset: 251, velocity: 0) == .c)
        #expect(drag.target(forOffset: 49, velocity: 0) == .a)
        #expect(drag.target(forOffset: -80, velocity: 0) == .a)          // past the lowest anchor
        #expect(drag.target(forOffset: 250, velocity: .nan) == .c)       // NaN counts as at rest; half way: the later-declared
    }

    @Test func aFixedDistanceThresholdAndAZeroVelocityThreshold() throws {
        let fixed = try draggable(threshold: .distance(56))
        #expect(fixed.target(forOffset: 155.99, velocity: 10) == .b)
        #expect(fixed.target(forOffset: 156, velocity: 10) == .c)
        #expect(fixed.target(forOffset: 344, velocity: -10) == .b)
        // A threshold of 0 makes every moving release a fling.
        let eager = try draggable(velocityThreshold: 0)
        #expect(eager.target(forOffset: 101, velocity: 0.001) == .c)
        #expect(eager.target(forOffset: 399, velocity: -0.001) == .b)
    }

    @Test func pastTheOuterAnchorsTheOutermostIsTheOnlyOneAhead() throws {
        let drag = try draggable()
        #expect(drag.target(forOffset: 450, velocity: 5000) == .c)
        #expect(drag.target(forOffset: 450, velocity: 10) == .c)
        #expect(drag.target(forOffset: -30, velocity: -5000) == .a)
    }
}
