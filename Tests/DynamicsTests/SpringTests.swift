import Testing
import Geometry
import _MotionTestSupport
@testable import Dynamics

@Suite struct SpringTests {
    @Test func invalidParametersNameTheParameter() {
        func parameter(_ body: () throws -> Spring) -> String? {
            do { _ = try body(); return nil } catch { return (error as? ConfigurationError)?.parameter ?? "not a ConfigurationError" }
        }
        #expect(parameter { try Spring(mass: 0, stiffness: 100, damping: 10) } == "mass")
        #expect(parameter { try Spring(mass: -1, stiffness: 100, damping: 10) } == "mass")
        #expect(parameter { try Spring(mass: .nan, stiffness: 100, damping: 10) } == "mass")
        #expect(parameter { try Spring(stiffness: -5, damping: 10) } == "stiffness")
        #expect(parameter { try Spring(stiffness: 0, damping: 10) } == "stiffness")
        #expect(parameter { try Spring(stiffness: .infinity, damping: 10) } == "stiffness")
        #expect(parameter { try Spring(stiffness: 100, damping: -1) } == "damping")
        #expect(parameter { try Spring(stiffness: 100, damping: .nan) } == "damping")
        #expect(parameter { try Spring(stiffness: 100, dampingRatio: -5) } == "dampingRatio")
        #expect(parameter { try Spring(response: 0, dampingRatio: 1) } == "response")
        #expect(parameter { try Spring(response: 0.5, dampingRatio: .nan) } == "dampingRatio")
        #expect(parameter { try Spring(duration: -1, bounce: 0.3) } == "duration")
        #expect(parameter { try Spring(duration: 0.5, bounce: -1) } == "bounce")
        #expect(parameter { try Spring(duration: 0.5, bounce: 1.5) } == "bounce")
        #expect(parameter { try Spring(origamiTension: -30, friction: 7) } == "tension")
        #expect(parameter { try Spring(origamiTension: 40, friction: -10) } == "friction")
        #expect(parameter { try Spring(bounciness: -1, speed: 12) } == "bounciness")
        #expect(parameter { try Spring(bounciness: 4, speed: .nan) } == "speed")
        #expect(parameter { try Spring(settlingDuration: 1, dampingRatio: 0) } == "dampingRatio")
        #expect(parameter { try Spring(settlingDuration: 1, dampingRatio: 1, epsilon: 1) } == "epsilon")
        let error = ConfigurationError(parameter: "mass", value: 0, requirement: "must be positive and finite")
        #expect(error.description == "mass = 0.0: must be positive and finite")
        // Android's getters return what was set, exactly.
        #expect(try! Spring(stiffness: 2, dampingRatio: 2).dampingRatio == 2)
    }

    @Test func responseAndDampingRatio() throws {
        let spring = try Spring(response: 0.5, dampingRatio: 0.825)
        #expect(isClose(spring.stiffness, (2 * .pi / 0.5) * (2 * .pi / 0.5), relative: 1e-15))
        #expect(isClose(spring.damping, 4 * .pi * 0.825 / 0.5, relative: 1e-15))
        #expect(isClose(spring.dampingRatio, 0.825, relative: 1e-14))
        #expect(isClose(spring.response, 0.5, relative: 1e-14))
        let heavy = try Spring(response: 0.5, dampingRatio: 0.825, mass: 3)
        #expect(isClose(heavy.naturalFrequency, spring.naturalFrequency, relative: 1e-14))
        #expect(isClose(heavy.dampingRatio, 0.825, relative: 1e-14))
    }

    @Test func durationAndBounceMatchSwiftUIPresets() throws {
        #expect(Spring.smooth.regime == .criticallyDamped || isClose(Spring.smooth.dampingRatio, 1, relative: 1e-15))
        #expect(isClose(Spring.snappy.bounce, 0.15, relative: 1e-12))
        #expect(isClose(Spring.bouncy.bounce, 0.3, relative: 1e-12))
        #expect(isClose(Spring.bouncy.response, 0.5, relative: 1e-12))
        let over = try Spring(duration: 0.5, bounce: -0.5)
        #expect(isClose(over.dampingRatio, 2, relative: 1e-14))
        #expect(isClose(over.bounce, -0.5, relative: 1e-14))
        #expect(try Spring(duration: 1, bounce: 1).damping == 0)
    }

    @Test func presetsMatchAppleDocumentedDefaults() throws {
        let root = try #require(try Vectors.load("apple_documented.json") as? [String: Any])
        let springs = try #require(root["springs"] as? [String: Any])
        let ca = try #require((springs["CASpringAnimation"] as? [String: Any])?["defaults"] as? [String: Double])
        #expect(Spring.coreAnimationDefault.mass == ca["mass"])
        #expect(Spring.coreAnimationDefault.stiffness == ca["stiffness"])
        #expect(Spring.coreAnimationDefault.damping == ca["damping"])
        let animation = try #require(springs["SwiftUI.Animation"] as? [String: Any])
        let spring = try #require((animation["spring(response:dampingFraction:blendDuration:)"] as? [String: Any])?["defaults"] as? [String: Double])
        #expect(isClose(Spring.default.response, spring["response"]!, relative: 1e-14))
        #expect(isClose(Spring.default.dampingRatio, spring["dampingFraction"]!, relative: 1e-14))
        let interactive = try #require((animation["interactiveSpring(response:dampingFraction:blendDuration:)"] as? [String: Any])?["defaults"] as? [String: Double])
        #expect(isClose(Spring.interactive.response, interactive["response"]!, relative: 1e-14))
        #expect(isClose(Spring.interactive.dampingRatio, interactive["dampingFraction"]!, relative: 1e-14))
        let durationBounce = try #require((springs["SwiftUI.Spring"] as? [String: Any])?["init(duration:bounce:)"] as? [String: Any])
        let defaults = try #require(durationBounce["defaults"] as? [String: Double])
        #expect(Spring.smooth == (try Spring(duration: defaults["duration"]!, bounce: defaults["bounce"]!)))
    }

    @Test func origamiAndPOPConversions() throws {
        let rebound = try Spring(origamiTension: 40, friction: 7)
        #expect(isClose(rebound.stiffness, 230.2, relative: 1e-14))
        #expect(isClose(rebound.damping, 22, relative: 1e-14))
        #expect(rebound.mass == 1)
        // rebound's BouncyConversion by hand (see the test file's history): POP's default 4 / 12.
        #expect(isClose(Spring.popDefault.stiffness, 342.10058823529414, relative: 1e-12))
        #expect(isClose(Spring.popDefault.damping, 30.486979648244255, relative: 1e-12))
        let bouncy = try Spring(bounciness: 20, speed: 20)
        #expect(isClose(bouncy.stiffness, 512.0276470588235, relative: 1e-12))
        #expect(isClose(bouncy.damping, 13.356488421183524, relative: 1e-12))
        #expect(bouncy.dampingRatio < Spring.popDefault.dampingRatio)
    }

    @Test func uikitRelativeVelocity() {
        // Apple: distance 200, a view moving at 100 pt/s → initialSpringVelocity 0.5.
        #expect(Spring.uikitInitialSpringVelocity(velocity: 100, distance: 200) == 0.5)
        #expect(Spring.velocity(fromUIKitInitialSpringVelocity: 0.5, distance: 200) == 100)
        #expect(Spring.uikitInitialSpringVelocity(velocity: 100, distance: 0) == 0)
    }

    @Test func exactSettlingDurationInitialiserSettlesInThatTime() throws {
        for ratio in [0.3, 0.7, 1.0, 2.5] {
            let spring = try Spring(exactSettlingDuration: 0.6, dampingRatio: ratio)
            #expect(isClose(spring.exactSettlingDuration(), 0.6, relative: 1e-9), "ratio \(ratio)")
            #expect(isClose(spring.dampingRatio, ratio, relative: 1e-12))
        }
    }

    @Test func exactSettlingDurationMatchesBruteForceScan() throws {
        for (stiffness, damping) in [(100.0, 5.0), (300.0, 40.0), (50.0, 14.142135623730951), (200.0, 60.0), (1500.0, 2.0)] {
            let spring = try Spring(stiffness: stiffness, damping: damping)
            let solution = SpringSolution(spring: spring, from: 0.0, to: 1.0)
            let duration = spring.exactSettlingDuration(epsilon: 0.001)
            var last = 0.0
            var t = 0.0
            while t < duration + 2 {
                if abs(solution.value(at: t) - 1) > 0.001 { last = t }
                t += 1e-5
            }
            #expect(abs(last - duration) < 2e-5, "k \(stiffness) c \(damping): scan \(last), exact \(duration)")
        }
        #expect(try Spring(stiffness: 100, damping: 0).exactSettlingDuration() == .infinity)
    }

    @Test func everyValidSpringSettles() {
        withEverySeed(0..<PropertySeeds.count(default: 200)) { seed, random in
            let spring = try! Spring(mass: random.double(in: 0.05...20), stiffness: random.double(in: 0.5...20_000),
                                     dampingRatio: random.double(in: 0.02...6))
            let start = Point(x: random.double(in: -1000...1000), y: random.double(in: -1000...1000))
            let target = Point(x: random.double(in: -1000...1000), y: random.double(in: -1000...1000))
            let velocity = Point(x: random.double(in: -8000...8000), y: random.double(in: -8000...8000))
            let solution = SpringSolution(spring: spring, from: start, to: target, initialVelocity: velocity)
            let time = solution.settlingTime()
            #expect(time.isFinite && time >= 0, "seed \(seed)")
            // Settled for good after the settling time, not before.
            for fraction in [1.0, 1.01, 1.5, 3, 10] {
                #expect(solution.isSettled(at: time * fraction + 1e-9), "seed \(seed) at \(fraction)")
            }
            if time > 0 { #expect(!solution.isSettled(at: time * (1 - 1e-6)) || time < 1e-9, "seed \(seed)") }
            // The driver gets there too, and lands exactly on the target.
            var animation = SpringAnimation(spring: spring, value: start, target: target, velocity: velocity)
            var frames = 0
            while !animation.isSettled && frames < 1_000_000 {
                animation.step(by: 1.0 / 60)
                frames += 1
            }
            #expect(animation.isSettled, "seed \(seed)")
            #expect(animation.value == target && animation.velocity == .zero)
            #expect(Double(frames) / 60 <= time + 1.0 / 60 + 1e-9, "seed \(seed)")
        }
    }
}
