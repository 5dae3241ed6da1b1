import Foundation
import Testing
import Geometry
import _MotionTestSupport
@testable import Dynamics

/// Tests/Vectors/flutter_physics.json: Flutter's BouncingScrollSimulation, ClampingScrollSimulation and
/// BouncingScrollPhysics checks, at the tolerances and matchers its tests use (the matchers are the ones
/// FlutterPhysicsVectorTests reads the file with).
@Suite struct ScrollSimulationFlutterTests {
    typealias Case = FlutterPhysicsVectorTests.Case
    let vectors = FlutterPhysicsVectorTests()

    static func scrollPhysicsCase(_ name: String) throws -> Case {
        let root = try #require(try Vectors.load("flutter_physics.json") as? [String: Any])
        let physics = try #require(root["scroll_physics"] as? Case)
        let cases = try #require(physics["cases"] as? [Case])
        return try #require(cases.first { ($0["name"] as? String)?.hasSuffix(name) == true }, "\(name)")
    }

    static func tolerance(_ value: Any?) throws -> SimulationTolerance {
        let pair = FlutterPhysicsVectorTests.tolerance(value)
        return try SimulationTolerance(distance: pair.distance, velocity: pair.velocity)
    }

    static func extent(_ value: Any?) throws -> Double {
        if let number = value as? Double { return number }
        let text = try #require(value as? String)
        return text == "infinity" ? .infinity : (text == "-infinity" ? -.infinity : .nan)
    }

    func run(_ params: Case, tolerance: Any?, assertions: [Case], label: String) throws {
        let simulation = try BouncingScrollSimulation(
            position: params["position"] as! Double, velocity: params["velocity"] as! Double,
            leadingExtent: try Self.extent(params["leadingExtent"]), trailingExtent: try Self.extent(params["trailingExtent"]),
            spring: try FlutterPhysicsVectorTests.spring(try #require(params["spring"] as? Case)),
            tolerance: try Self.tolerance(tolerance))
        for assertion in assertions {
            let fn = assertion["fn"] as! String, t = assertion["t"] as! Double
            let name = "\(label) \(fn)(\(t))"
            switch fn {
            case "x": vectors.check(simulation.position(at: t), assertion, name)
            case "dx": vectors.check(simulation.velocity(at: t), assertion, name)
            case "isDone": vectors.checkBool(simulation.isDone(at: t), assertion, name)
            default: Issue.record("unexpected fn \(fn)")
            }
        }
        // Whatever the case, it comes to rest, done, at an extent or inside them.
        #expect(simulation.isDone(at: simulation.restTime + 1e-9), "\(label)")
        #expect(simulation.restTime.isFinite)
    }

    @Test func kineticScroll() throws {
        let testCase = try FlutterPhysicsVectorTests.named("test_kinetic_scroll")
        for (index, sub) in try #require(testCase["subcases"] as? [Case]).enumerated() {
            try run(try #require(sub["params"] as? Case), tolerance: testCase["tolerance"],
                    assertions: try #require(sub["assertions"] as? [Case]), label: "kinetic \(index)")
        }
        // The test's comment: by 0.5 s the coast has handed over to the spring.
        let simulation = try BouncingScrollSimulation(position: 100, velocity: 800, leadingExtent: 0, trailingExtent: 300,
                                                      spring: Spring(mass: 1, stiffness: 50, dampingRatio: 0.5))
        #expect(simulation.springTime < 0.5)
    }

    @Test(arguments: ["scroll_with_inf_edge_ends", "over/under scroll spring"])
    func bouncingCase(_ name: String) throws {
        let testCase = try FlutterPhysicsVectorTests.named(name)
        try run(try #require(testCase["params"] as? Case), tolerance: testCase["tolerance"],
                assertions: try #require(testCase["assertions"] as? [Case]), label: name)
    }

    @Test func theCoastIsFlutterFrictionAndHandsOverAtTheExactCrossing() throws {
        let simulation = try BouncingScrollSimulation(position: 500, velocity: -7500, leadingExtent: 0, trailingExtent: 1000,
                                                      spring: Spring(mass: 1, stiffness: 170, dampingRatio: 1.1))
        let drag = 0.135, logDrag = log(0.135)
        // x(t) = x0 + v0·drag^t/ln drag − v0/ln drag, written as Flutter does.
        for t in [0.01, 0.03, 0.06] {
            #expect(isClose(simulation.position(at: t), 500 + -7500 * pow(drag, t) / logDrag - -7500 / logDrag, absolute: 1e-9))
            #expect(isClose(simulation.velocity(at: t), -7500 * pow(drag, t), relative: 1e-12))
        }
        let crossing = log(logDrag * (0 - 500) / -7500 + 1) / logDrag
        #expect(isClose(simulation.springTime, crossing, relative: 1e-12))
        // The spring starts at the extent with the coast's velocity there (min(v, 5000) leaves a negative one).
        let justAfter = simulation.state(at: crossing + 1e-12)
        #expect(isClose(justAfter.position, 0, absolute: 1e-7))
        #expect(isClose(justAfter.velocity, -7500 * pow(drag, crossing), relative: 1e-6))
        #expect(simulation.restPosition == 0)
    }

    @Test func aPositiveHandOverIsLimitedTo5000() throws {
        let simulation = try BouncingScrollSimulation(position: 900, velocity: 9000, leadingExtent: 0, trailingExtent: 1000)
        #expect(simulation.springTime < 0.02)
        #expect(simulation.state(at: simulation.springTime + 1e-12).velocity <= 5000 + 1e-6)
        #expect(simulation.restPosition == 1000)
    }

    @Test func releasedBeyondAnExtentItSpringsStraightBack() throws {
        let simulation = try BouncingScrollSimulation(position: -60, velocity: 0, leadingExtent: 0, trailingExtent: 1000)
        #expect(simulation.springTime == -.infinity)
        let spring = SpringSolution(spring: BouncingScrollPhysics.spring, from: -60.0, to: 0, initialVelocity: 0)
        for t in [0.05, 0.2, 0.4] {
            #expect(isClose(simulation.position(at: t), spring.value(at: t), relative: 1e-12))
        }
        #expect(simulation.restPosition == 0 && simulation.position(at: simulation.restTime) == 0)
    }

    @Test func theFastVariantAddsAConstantDeceleration() throws {
        let normal = try ScrollPhysics.flutterBouncing.simulation(position: 0, velocity: 3000)
        let fast = try ScrollPhysics.flutterBouncingFast.simulation(position: 0, velocity: 3000)
        #expect(fast.restPosition < normal.restPosition)
        #expect(isClose(fast.velocity(at: 0.5), 3000 * pow(0.135, 0.5) - 1400 * 0.5, relative: 1e-12))
        #expect(BouncingScrollPhysics.fastSpring.mass == 0.3 && BouncingScrollPhysics.fastSpring.stiffness == 75)
        #expect(isClose(BouncingScrollPhysics.fastSpring.dampingRatio, 1.3, relative: 1e-15))
        #expect(isClose(BouncingScrollPhysics.spring.dampingRatio, 1.1, relative: 1e-15))
    }

    // MARK: ClampingScrollSimulation

    static let clampingStarts: [(Double, Double)] = [
        (51.0, 2866.91537), (584.0, 2617.294734), (345.0, 1982.785934), (0.0, 1831.366634), (-156.2, 1541.57665),
        (4.0, 1139.250439), (4534.0, 1073.553798), (75.0, 614.2093), (5469.0, 182.114534),
    ]

    @Test func clampingStableInitialConditions() throws {
        let testCase = try FlutterPhysicsVectorTests.named("ClampingScrollSimulation has a stable initial conditions")
        let subcases = try #require(testCase["subcases"] as? [Case])
        #expect(subcases.count == Self.clampingStarts.count)
        for sub in subcases {
            let simulation = try ClampingScrollSimulation(position: sub["position"] as! Double, velocity: sub["velocity"] as! Double)
            for assertion in try #require(sub["assertions"] as? [Case]) {
                let fn = assertion["fn"] as! String, t = assertion["t"] as! Double
                vectors.check(fn == "x" ? simulation.position(at: t) : simulation.velocity(at: t), assertion, "clamping \(fn)(\(t))")
            }
        }
    }

    @Test func clampingOnlyDeceleratesAndStopsSmoothly() throws {
        let simulation = try ClampingScrollSimulation(position: 0, velocity: 8000)
        var t = 0.0
        while !simulation.isDone(at: t) {
            #expect(t < 3.0)
            let next = simulation.velocity(at: t + 1 / 60.0)
            #expect(next <= simulation.velocity(at: t))
            #expect(abs(next - simulation.velocity(at: t)) < 5130 / 60.0)
            t += 1 / 60.0
        }
        #expect(abs(simulation.velocity(at: t)) <= 1e-10)
        // Android's numbers for 8000 px/s: 2.1184 s and 7186.36 px.
        #expect(abs(simulation.duration - 2.1184) < 5e-5 && abs(simulation.distance - 7186.36) < 5e-3)
    }

    @Test func clampingIsBallistic() throws {
        let original = try ClampingScrollSimulation(position: 0, velocity: 8000)
        var restarted = original
        var offset = 0.0
        var t = 0.0
        while t < 4 && !original.isDone(at: t) && !restarted.isDone(at: t - offset) {
            #expect(abs(restarted.position(at: t - offset) - original.position(at: t)) < 1e-10 * max(1, abs(original.position(at: t))))
            #expect(abs(restarted.velocity(at: t - offset) - original.velocity(at: t)) < 1e-10 * max(1, original.velocity(at: t)) + 1e-7)
            t += 1 / 90.0
            restarted = try ClampingScrollSimulation(position: restarted.position(at: t - offset),
                                                    velocity: restarted.velocity(at: t - offset))
            offset = t
        }
    }

    @Test func clampingSatisfiesThePhysicalAccelerationFormula() throws {
        let d = log(0.78) / log(0.9)
        let vRef = 0.015 * 9.80665 * 39.37 * 160.0 * 0.84 / 0.35
        let tRef = d * 0.35
        let aRef = (d - 1) * vRef / tRef
        func acceleration(_ v: Double) -> Double { -(v < 0 ? -1 : 1) * aRef * pow(abs(v) / vRef, (d - 2) / (d - 1)) }
        func jerk(_ v: Double) -> Double { vRef / (tRef * tRef) * (d - 1) * (d - 2) * pow(abs(v) / vRef, (d - 3) / (d - 1)) }
        let h = 1 / 60.0
        for (position, velocity) in Self.clampingStarts {
            let simulation = try ClampingScrollSimulation(position: position, velocity: velocity)
            var t = 0.0
            while t < 2 && !simulation.isDone(at: t + h) {
                let change = simulation.velocity(at: t + h) - simulation.velocity(at: t)
                #expect(abs(change - h * acceleration(simulation.velocity(at: t + h / 2))) < jerk(simulation.velocity(at: t + h)) * h * h / 2,
                        "\(velocity) at \(t)")
                t += h
            }
        }
    }

    @Test func clampingVelocityEventuallyReachesZero() throws {
        for (position, velocity) in Self.clampingStarts + [(51.0, 2000.0)] {
            #expect(try ClampingScrollSimulation(position: position, velocity: velocity).velocity(at: 10) == 0)
        }
    }

    @Test func clampingStopsAtTheExtentItReaches() throws {
        let fling = try ClampingScrollSimulation(position: 0, velocity: 8000, leadingExtent: 0, trailingExtent: 3000)
        #expect(fling.restPosition == 3000 && fling.restTime < fling.duration)
        #expect(isClose(fling.position(at: fling.restTime * (1 - 1e-12)), 3000, absolute: 1e-6))
        #expect(fling.state(at: fling.restTime) == (3000, 0))
        // At the edge moving into it, or slower than the tolerance: no motion.
        #expect(try ClampingScrollSimulation(position: 3000, velocity: 500, leadingExtent: 0, trailingExtent: 3000).restTime == 0)
        #expect(try ClampingScrollSimulation(position: 100, velocity: 1e-4, leadingExtent: 0, trailingExtent: 3000).restTime == 0)
        // Beyond an extent: a spring back with min(0, v), Flutter's expression.
        let back = try ClampingScrollSimulation(position: 3040, velocity: 700, leadingExtent: 0, trailingExtent: 3000)
        #expect(back.velocity(at: 0) == 0 && back.restPosition == 3000)
    }

    // MARK: BouncingScrollPhysics

    @Test func frictionFactor() throws {
        let testCase = try Self.scrollPhysicsCase("frictionFactor")
        for value in try #require(testCase["values"] as? [Case]) {
            let fast = value["rate"] as? String == "fast"
            let actual = BouncingScrollPhysics.frictionFactor(value["overscrollFraction"] as! Double, fast: fast)
            let expected = value["expected"] as! Double
            if value["match"] as? String == "exact" { #expect(actual == expected) } else { #expect(abs(actual - expected) <= 1e-10) }
        }
    }

    static func apply(_ call: Case, fast: Bool = false) throws -> Double {
        let metrics = try #require(call["metrics"] as? Case)
        return BouncingScrollPhysics.applyPhysicsToUserOffset(
            call["offset"] as! Double, pixels: metrics["pixels"] as! Double,
            minScrollExtent: metrics["minScrollExtent"] as! Double, maxScrollExtent: metrics["maxScrollExtent"] as! Double,
            viewportDimension: metrics["viewportDimension"] as! Double, fast: fast)
    }

    static func calls(_ name: String) throws -> [Case] {
        try #require(try scrollPhysicsCase(name)["calls"] as? [Case])
    }

    @Test func overscrollIsProgressivelyHarder() throws {
        let calls = try Self.calls("overscroll is progressively harder")
        let less = try Self.apply(calls[0]), more = try Self.apply(calls[1])
        #expect(1 < less && less < 20 && 1 < more && more < 20)
        #expect(abs(less) > abs(more))
        #expect(isClose(less, 3.328, relative: 1e-12) && isClose(more, 1.872, relative: 1e-12))   // derived, as a check
    }

    @Test func easingStillHasResistanceButLessThanTensioning() throws {
        let easing = try Self.apply(try Self.calls("easing an overscroll still has resistance")[0])
        #expect(-10 < easing && easing < -1)
        #expect(isClose(easing, -4.212, relative: 1e-12))
        let pair = try Self.calls("easing an overscroll meets less resistance than tensioning")
        #expect(abs(try Self.apply(pair[0])) > abs(try Self.apply(pair[1])))
    }

    @Test func noResistanceWhenNotOverscrolledOrEasingFast() throws {
        for call in try Self.calls("no resistance when not overscrolled") {
            #expect(try Self.apply(call) == call["offset"] as! Double)
        }
        let fast = try Self.calls("no easing resistance for ScrollDecelerationRate.fast")
        #expect(try Self.apply(fast[0], fast: true) == -10)
        let tensioning = try Self.apply(fast[1], fast: true)
        #expect(abs(tensioning) < 10 && isClose(tensioning, 1.664, relative: 1e-12))
    }

    @Test func aSmallListAndABigListOverscrollAlike() throws {
        let calls = try Self.calls("overscroll a small list and a big list works the same way")
        let small = try Self.apply(calls[0]), big = try Self.apply(calls[1])
        #expect(small == big && 1 < small && small < 20)
    }

    @Test func creatingTheSimulationDoesNotAlterTheVelocityAtTimeZero() throws {
        let testCase = try Self.scrollPhysicsCase("Creating the simulation doesn't alter the velocity for time 0")
        let metrics = try #require(testCase["metrics"] as? Case)
        let pixels = metrics["pixels"] as! Double, low = metrics["minScrollExtent"] as! Double
        let high = metrics["maxScrollExtent"] as! Double
        let tolerance = SimulationTolerance.scrollPhysics(devicePixelRatio: metrics["devicePixelRatio"] as! Double)
        let bouncing = try ScrollPhysics.flutterBouncing.simulation(position: pixels, velocity: 1000, leadingExtent: low,
                                                                    trailingExtent: high, tolerance: tolerance)
        let clamping = try ScrollPhysics.flutterClamping.simulation(position: pixels, velocity: 1000, leadingExtent: low,
                                                                    trailingExtent: high, tolerance: tolerance)
        let page = try ScrollSpringSimulation(spring: BouncingScrollPhysics.spring, start: pixels, end: 100, velocity: 1000,
                                              tolerance: tolerance)
        for simulation in [bouncing, clamping, .spring(page)] {
            #expect(abs(simulation.velocity(at: 0) - 1000) <= 1e-10)
        }
    }

    @Test func theScrollPhysicsToleranceIsAPhysicalPixel() {
        let tolerance = SimulationTolerance.scrollPhysics(devicePixelRatio: 3)
        #expect(tolerance.distance == 1.0 / 3 && tolerance.velocity == 1 / (0.05 * 3))
        #expect(SimulationTolerance.scrollPhysics(devicePixelRatio: .nan) == SimulationTolerance.scrollPhysics(devicePixelRatio: 1))
    }
}
