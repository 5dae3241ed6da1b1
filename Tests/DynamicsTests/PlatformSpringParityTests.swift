import Testing
import Foundation
import Geometry
import _MotionTestSupport
@testable import Dynamics

/// Compose, Material 3 and framer-motion springs and decays against Tests/Vectors/platform_parity.json.
@Suite struct PlatformSpringParityTests {
    @Test func composeSpringDefaults() throws {
        let compose = try Vectors.section("compose", of: "platform_parity.json")
        let defaults = try #require(compose["spring_defaults"] as? [String: Any])
        #expect(Spring.composeDefault.stiffness == defaults["stiffness"] as? Double)
        #expect(isClose(Spring.composeDefault.dampingRatio, defaults["dampingRatio"] as! Double, relative: 1e-15))
        #expect(Spring.androidDefault == Spring.composeDefault)
        let force = try #require(compose["spring_force_defaults"] as? [String: Any])
        #expect(Spring.springForceDefault.stiffness == force["stiffness"] as? Double)
        #expect(isClose(Spring.springForceDefault.dampingRatio, force["dampingRatio"] as! Double, relative: 1e-15))
    }

    @Test func composeDurationEstimate() throws {
        let compose = try Vectors.section("compose", of: "platform_parity.json")
        let cases = try #require((compose["duration_estimate"] as? [String: Any])?["cases"] as? [[String: Any]])
        for record in cases {
            let spring = try Spring(stiffness: record["stiffness"] as! Double, dampingRatio: record["dampingRatio"] as! Double)
            let millis = spring.estimatedAnimationDurationMillis(initialDisplacement: record["initialDisplacement"] as! Double,
                                                                 initialVelocity: record["initialVelocity"] as! Double,
                                                                 delta: record["delta"] as! Double)
            #expect(millis == Int64(record["millis"] as! Int), "\(record)")
        }
        // Under-damped, the envelope is later than the motion's last exit; the sign of the move does not matter.
        let bouncy = Spring.springForceDefault
        let exact = SpringSolution(spring: bouncy, from: 100.0, to: 0).settlingTime(threshold: .absolute(position: 1, velocity: .infinity))
        #expect(Double(bouncy.estimatedAnimationDurationMillis(initialDisplacement: 100, delta: 1)) >= (exact * 1000).rounded(.down))
        #expect(bouncy.estimatedAnimationDurationMillis(initialDisplacement: 100, initialVelocity: -50, delta: 1)
                == bouncy.estimatedAnimationDurationMillis(initialDisplacement: -100, initialVelocity: 50, delta: 1))
        // With a velocity toward the target: c₂ = (v₀ + αp₀)/ω_d.
        let alpha = 0.5 * 1500.0.squareRoot(), omegaD = (1500 - alpha * alpha).squareRoot()
        let c2 = (-2000 + alpha * 100) / omegaD
        let expected = Double.log((100 * 100 + c2 * c2).squareRoot()) / alpha
        #expect(bouncy.estimatedAnimationDurationMillis(initialDisplacement: 100, initialVelocity: -2000, delta: 1) == Int64(expected * 1000))
        // No motion, a band already reached, an undamped spring.
        #expect(bouncy.estimatedAnimationDurationMillis(initialDisplacement: 0, delta: 1) == 0)
        #expect(bouncy.estimatedAnimationDurationMillis(initialDisplacement: 0.5, delta: 1) == 0)
        #expect(try Spring(stiffness: 100, damping: 0).estimatedAnimationDurationMillis(initialDisplacement: 1, delta: 0.01) == Int64.max / 1_000_000)
    }

    @Test func material3MotionSchemeSprings() throws {
        let tokens = try Vectors.section("material3_motion_scheme_springs", of: "platform_parity.json")
        for (name, scheme) in [("standard", MaterialMotionScheme.standard), ("expressive", MaterialMotionScheme.expressive)] {
            let published = try #require(tokens[name] as? [String: [Double]])
            let ours: [String: Spring] = ["fastSpatial": scheme.fastSpatial, "defaultSpatial": scheme.defaultSpatial,
                                          "slowSpatial": scheme.slowSpatial, "fastEffects": scheme.fastEffects,
                                          "defaultEffects": scheme.defaultEffects, "slowEffects": scheme.slowEffects]
            #expect(published.count == ours.count)
            for (token, values) in published {
                let spring = try #require(ours[token])
                #expect(spring.mass == 1 && spring.stiffness == values[1], "\(name).\(token)")
                #expect(isClose(spring.dampingRatio, values[0], relative: 1e-15), "\(name).\(token)")
            }
        }
    }

    @Test func framerVisualDurationSpring() throws {
        let framer = try Vectors.section("framer_motion", of: "platform_parity.json")
        let cases = try #require((framer["visual_duration"] as? [String: Any])?["cases"] as? [[String: Any]])
        for record in cases {
            let spring = try Spring(visualDuration: record["visualDuration"] as! Double, bounce: record["bounce"] as! Double)
            #expect(isClose(spring.stiffness, record["stiffness"] as! Double, relative: 1e-15))
            #expect(isClose(spring.damping, record["damping"] as! Double, relative: 1e-15))
        }
        // ζ = 1 − bounce, clamped to 0.05...1.
        #expect(isClose(try Spring(visualDuration: 0.5, bounce: 0.99).dampingRatio, 0.05, relative: 1e-14))
        #expect(isClose(try Spring(visualDuration: 0.5, bounce: -2).dampingRatio, 1, relative: 1e-14))
        #expect(throws: ConfigurationError.self) { try Spring(visualDuration: 0, bounce: 0.2) }
    }

    @Test func framerDurationSpringSolvesTheEnvelopeExactly() throws {
        // Motion's eleven Newton steps converge for ordinary inputs to the envelope's exact root (SwiftUI's
        // steps, which stop once a step is at most ε, end up to 9.5e-6 short of it).
        for (duration, bounce) in [(0.8, 0.25), (0.8, 0.3), (1.0, 0.9), (0.5, 0.5), (0.3, 0.0)] {
            let framer = try Spring(framerDuration: duration, bounce: bounce)
            let exact = try Spring(exactEnvelopeSettlingDuration: duration, dampingRatio: 1 - bounce)
            #expect(isClose(framer.stiffness, exact.stiffness, relative: 1e-12), "\(duration), \(bounce)")
            #expect(isClose(framer.damping, exact.damping, relative: 1e-12), "\(duration), \(bounce)")
        }
        // Clamps: the duration to 0.01...10 s, ζ to 0.05...1.
        #expect(try Spring(framerDuration: 30, bounce: 0.2) == Spring(framerDuration: 10, bounce: 0.2))
        #expect(try Spring(framerDuration: 0.4, bounce: -1) == Spring(framerDuration: 0.4, bounce: 0))
        #expect(isClose(try Spring(framerDuration: 0.4, bounce: 0.999).dampingRatio, 0.05, relative: 1e-12))
    }

    @Test func framerInertia() throws {
        let framer = try Vectors.section("framer_motion", of: "platform_parity.json")
        let defaults = try #require((framer["inertia"] as? [String: Any])?["defaults"] as? [String: Any])
        let power = defaults["power"] as! Double, timeConstant = defaults["timeConstant_ms"] as! Double
        let flick = try Decay<Double>.inertia(from: 100, velocity: 1000, power: power, timeConstant: timeConstant)
        #expect(isClose(flick.restValue, 100 + power * 1000, relative: 1e-14))
        // value(t) = target − A·e^(−t/τ) with t in ms.
        for t in [0.0, 0.05, 0.325, 1.0] {
            let motion = 900 - 800 * Double.exp(-t * 1000 / timeConstant)
            #expect(isClose(flick.value(at: t), motion, absolute: 1e-9), "t \(t): \(flick.value(at: t)) vs \(motion)")
        }
        // Done within restDelta 0.5: A·e^(−t/τ) = 0.5.
        #expect(isClose(flick.time(toWithin: defaults["restDelta"] as! Double), timeConstant / 1000 * Double.log(800 / 0.5), relative: 1e-9))
        // modifyTarget: a snap to the nearest 250.
        let snapped = try Decay<Double>.inertia(from: 0, velocity: 1000) { ($0 / 250).rounded() * 250 }
        #expect(isClose(snapped.restValue, 750, relative: 1e-14))
        #expect(throws: ConfigurationError.self) { try Decay<Double>.inertia(from: 0, velocity: 1, timeConstant: 0) }
        #expect(throws: ConfigurationError.self) { try Decay<Double>.inertia(from: 0, velocity: 1, timeConstant: 1e300) }
    }
}
