import Foundation
import Testing
import Geometry
import _MotionTestSupport
@testable import Dynamics

/// Tests/Vectors/flutter_physics.json: Flutter's spring, friction and gravity simulation tests, at
/// the tolerances and matchers the tests use.
@Suite struct FlutterPhysicsVectorTests {
    typealias Case = [String: Any]

    static func cases() throws -> [Case] {
        let root = try #require(try Vectors.load("flutter_physics.json") as? [String: Any])
        return try #require(root["cases"] as? [Case])
    }

    static func named(_ name: String) throws -> Case {
        try #require(try cases().first { $0["name"] as? String == name })
    }

    /// One scalar assertion against a matcher from the file.
    func check(_ actual: Double, _ assertion: Case, _ label: String) {
        let match = assertion["match"] as? String ?? ""
        switch match {
        case "exact (==)":
            #expect(actual == (assertion["expected"] as? Double), "\(label)")
        case "abs":
            let expected = assertion["expected"] as! Double
            let epsilon = assertion["epsilon"] as? Double ?? 1e-10
            #expect(abs(actual - expected) <= epsilon, "\(label): \(actual) vs \(expected) ± \(epsilon)")
        case "floor_equals":
            #expect(actual.rounded(.down) == assertion["expected"] as? Double, "\(label): \(actual)")
        case "open_range":
            let lo = assertion["lo"] as! Double, hi = assertion["hi"] as! Double
            #expect(lo < actual && actual < hi, "\(label): \(actual)")
        case "less_than":
            #expect(actual < assertion["value"] as! Double, "\(label): \(actual)")
        case "greater_than":
            #expect(actual > assertion["value"] as! Double, "\(label): \(actual)")
        default:
            Issue.record("unknown matcher \(match) in \(label)")
        }
    }

    func checkBool(_ actual: Bool, _ assertion: Case, _ label: String) {
        #expect(actual == assertion["expected"] as? Bool, "\(label)")
    }

    static func spring(_ description: Case) throws -> Spring {
        if let ratio = description["withDampingRatio"] as? Case {
            return try Spring(mass: ratio["mass"] as! Double, stiffness: ratio["stiffness"] as! Double,
                              dampingRatio: ratio["ratio"] as! Double)
        }
        return try Spring(mass: description["mass"] as! Double, stiffness: description["stiffness"] as! Double,
                          damping: description["damping"] as! Double)
    }

    static func tolerance(_ value: Any?) -> (distance: Double, velocity: Double) {
        guard let object = value as? Case else { return (1e-3, 1e-3) }
        return (object["distance"] as? Double ?? 1e-3, object["velocity"] as? Double ?? 1e-3)
    }

    @Test(arguments: ["crit_spring", "overdamped_spring", "underdamped_spring",
                      "When snapToEnd is set, value is exactly `end` after completion"])
    func springCase(_ name: String) throws {
        let testCase = try Self.named(name)
        let params = try #require(testCase["params"] as? Case)
        let spring = try Self.spring(try #require(params["spring"] as? Case))
        if let resulting = params["damping_resulting"] as? Double { #expect(spring.damping == resulting) }
        let start = params["start"] as! Double, end = params["end"] as! Double, velocity = params["velocity"] as! Double
        let motion = SpringSolution(spring: spring, from: start, to: end, initialVelocity: velocity)
        let tolerance = Self.tolerance(testCase["tolerance"])
        // Flutter's isDone: |x − end| < distance and |dx| < velocity.
        let threshold = SettlingThreshold.absolute(position: tolerance.distance, velocity: tolerance.velocity)
        if let type = testCase["expected_type"] as? String {
            #expect("\(spring.regime)" == type)
        }
        for assertion in try #require(testCase["assertions"] as? [Case]) {
            let fn = assertion["fn"] as! String, t = assertion["t"] as! Double
            let label = "\(name) \(fn)(\(t))"
            switch fn {
            case "x": check(motion.value(at: t), assertion, label)
            case "dx": check(motion.velocity(at: t), assertion, label)
            case "isDone": checkBool(motion.isSettled(at: t, threshold: threshold), assertion, label)
            case "x (snapToEnd: true)", "dx (snapToEnd: true)":
                // A driver snaps exactly to the end once settled, like Flutter's snapToEnd.
                var animation = SpringAnimation(spring: spring, value: start, target: end, velocity: velocity,
                                                threshold: threshold)
                animation.step(by: t)
                check(fn.hasPrefix("x") ? animation.value : animation.velocity, assertion, label)
            default: Issue.record("unexpected fn \(fn)")
            }
        }
    }

    @Test func springTypes() throws {
        let testCase = try Self.named("spring_types")
        for sub in try #require(testCase["subcases"] as? [Case]) {
            let spring = try Self.spring(try #require(sub["spring"] as? Case))
            #expect("\(spring.regime)" == sub["expected_type"] as? String)
        }
    }

    @Test func withDurationAndBounce() throws {
        for name in ["SpringDescription.withDurationAndBounce creates spring with expected results",
                     "SpringDescription.withDurationAndBounce creates spring with negative bounce"] {
            let testCase = try Self.named(name)
            let params = testCase["params"] as! Case, expected = testCase["expected"] as! Case
            let spring = try Spring(duration: params["duration_s"] as! Double, bounce: params["bounce"] as! Double)
            #expect(spring.mass == expected["mass"] as! Double)
            #expect(abs(spring.stiffness - (expected["stiffness"] as! Double)) <= 0.01)
            #expect(abs(spring.damping - (expected["damping"] as! Double)) <= 0.01)
        }
        let inverse = try Self.named("get duration and bounce based on mass and stiffness")
        let params = inverse["params"] as! Case, expected = inverse["expected"] as! Case
        let spring = try Spring(mass: params["mass"] as! Double, stiffness: params["stiffness"] as! Double,
                                damping: params["damping"] as! Double)
        #expect((spring.response * 1000).rounded() == expected["duration_ms"] as! Double)
        #expect(abs(spring.bounce - (expected["bounce"] as! Double)) <= 0.001)
        let failing = try Self.named("withDurationAndBounce duration <= 0 should fail")
        for params in failing["params"] as! [Case] {
            #expect(throws: ConfigurationError(parameter: "duration", value: params["duration_s"] as! Double,
                                           requirement: "must be positive and finite")) {
                try Spring(duration: params["duration_s"] as! Double, bounce: params["bounce"] as! Double)
            }
        }
    }

    @Test(arguments: ["test_friction", "BoundedFrictionSimulation control test", "Friction simulation positive velocity",
                      "Friction simulation negative velocity", "Friction simulation constant deceleration"])
    func frictionCase(_ name: String) throws {
        let testCase = try Self.named(name)
        let params = try #require(testCase["params"] as? Case)
        let tolerance = testCase["tolerance"] as? Case
        var bounds: ClosedRange<Double>?
        if let low = params["minX"] as? Double, let high = params["maxX"] as? Double { bounds = low...high }
        let simulation = try FrictionSimulation(drag: params["drag"] as! Double, position: params["position"] as! Double,
                                                velocity: params["velocity"] as! Double,
                                                constantDeceleration: params["constantDeceleration"] as? Double ?? 0,
                                                velocityTolerance: tolerance?["velocity"] as? Double ?? 1e-3,
                                                distanceTolerance: tolerance?["distance"] as? Double ?? 1e-3,
                                                bounds: bounds)
        for assertion in try #require(testCase["assertions"] as? [Case]) {
            let fn = assertion["fn"] as! String
            let t = assertion["t"] as? Double ?? 0
            let label = "\(name) \(fn)(\(t))"
            switch fn {
            case "x": check(simulation.x(t), assertion, label)
            case "dx": check(simulation.dx(t), assertion, label)
            case "isDone": checkBool(simulation.isDone(t), assertion, label)
            case "finalX": check(simulation.finalX, assertion, label)
            case "timeAtX":
                if assertion["expected"] as? String == "infinity" {
                    #expect(simulation.timeAtX(t) == .infinity, "\(label)")
                } else {
                    check(simulation.timeAtX(t), assertion, label)
                }
            case "timeAtX(x(t))": check(simulation.timeAtX(simulation.x(t)), assertion, label)
            default: Issue.record("unexpected fn \(fn)")
            }
        }
    }

    @Test func frictionThrough() throws {
        for (x0, v0) in [(10.0, 600.0), (1000.0, -500.0)] {
            let reference = try FrictionSimulation(drag: 0.025, position: x0, velocity: v0)
            let endPosition = reference.x(1), endVelocity = reference.dx(1)
            let through = try FrictionSimulation.through(startPosition: x0, endPosition: endPosition,
                                                         startVelocity: v0, endVelocity: endVelocity)
            #expect(v0 > 0 ? endPosition > x0 && endVelocity < v0 : endPosition < x0 && endVelocity > v0)
            #expect(!through.isDone(0))
            #expect(through.x(0) == x0)
            #expect(through.dx(0) == v0)
            #expect(through.isDone(1 + 1e-10))
            #expect(abs(through.x(1) - endPosition) <= 1e-10)
            #expect(abs(through.dx(1) - endVelocity) <= 1e-10)
        }
    }

    @Test(arguments: ["test_gravity", "Gravity simulation 1", "Gravity simulation 2"])
    func gravityCase(_ name: String) throws {
        let testCase = try Self.named(name)
        let params = try #require(testCase["params"] as? Case)
        let simulation = try GravitySimulation(acceleration: params["acceleration"] as! Double,
                                               position: params["distance"] as! Double,
                                               endDistance: params["endDistance"] as! Double,
                                               velocity: params["velocity"] as! Double)
        for assertion in try #require(testCase["assertions"] as? [Case]) {
            let fn = assertion["fn"] as! String, t = assertion["t"] as! Double
            let label = "\(name) \(fn)(\(t))"
            switch fn {
            case "x": check(simulation.x(t), assertion, label)
            case "dx": check(simulation.dx(t), assertion, label)
            case "isDone": checkBool(simulation.isDone(t), assertion, label)
            default: Issue.record("unexpected fn \(fn)")
            }
        }
    }

    /// BouncingScrollSimulation's friction: UIScrollView's .normal rate per second, 0.998^1000 ≈ 0.135,
    /// is the same motion as ``Decay``.
    @Test func decayIsFrictionWithDragRatePowerThousand() throws {
        let decay = Decay(from: 100.0, velocity: 100.0, rate: .normal)
        let friction = try FrictionSimulation(drag: DecelerationRate.normal.perSecond, position: 100, velocity: 100)
        #expect(abs(DecelerationRate.normal.perSecond - 0.135) < 0.001)
        for t in [0.0, 0.1, 0.5, 2.0] {
            #expect(isClose(decay.value(at: t), friction.x(t), relative: 1e-12))
            #expect(isClose(decay.velocity(at: t), friction.dx(t), relative: 1e-12))
        }
        #expect(isClose(decay.restValue, friction.finalX, relative: 1e-12))
    }
}
