import Testing
import Foundation
import Geometry
import _MotionTestSupport
@testable import Dynamics

/// The platforms' settling estimates (Core Animation, SwiftUI) against their published figures, and our
/// exact variants against the motion itself.
@Suite struct SpringSettlingParityTests {
    @Test func coreAnimationSettlingDurationGivesApplesTwoFigures() throws {
        let root = try #require(try Vectors.load("apple_documented.json") as? [String: Any])
        let springs = try #require(root["springs"] as? [String: Any])
        let ca = try #require((springs["CASpringAnimation"] as? [String: Any])?["settlingDuration"] as? [String: Any])
        let examples = try #require(ca["published_examples"] as? [[String: Any]])
        #expect(examples.count == 2)
        let fiveRecord = examples[0], fifteenRecord = examples[1]
        let five = try Spring(mass: fiveRecord["mass"] as! Double, stiffness: fiveRecord["stiffness"] as! Double,
                              damping: fiveRecord["damping"] as! Double).settlingDuration()
        // "approximately 2.85 seconds": 2.85 to the published two decimals.
        #expect(abs(five - (fiveRecord["settlingDuration_s"] as! Double)) <= (fiveRecord["rounding"] as! Double), "\(five)")
        // "just over 1 second".
        let fifteen = try Spring(mass: 1, stiffness: 100, damping: fifteenRecord["damping"] as! Double).settlingDuration()
        #expect(fifteen > 1 && fifteen < 1.05, "\(fifteen)")
        // The values themselves (closed form ln((1 + α/ω_d)/ε)/α).
        #expect(isClose(five, Double.log((1 + 2.5 / 93.75.squareRoot()) * 1000) / 2.5, relative: 1e-14))
        #expect(isClose(fifteen, Double.log((1 + 7.5 / 43.75.squareRoot()) * 1000) / 7.5, relative: 1e-14))
        // The exact last exits, which Apple's figures are not.
        #expect(isClose(try Spring(mass: 1, stiffness: 100, damping: 5).exactSettlingDuration(), 2.6878, absolute: 1e-4))
        #expect(isClose(try Spring(mass: 1, stiffness: 100, damping: 15).exactSettlingDuration(), 0.7999, absolute: 2e-4))
    }

    @Test func settlingEstimateIsNeverEarlierThanTheExactExitAndContinuousAtCritical() throws {
        for ratio in [0.01, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99, 0.999_999, 1, 1.5, 4] {
            let spring = try Spring(stiffness: 100, dampingRatio: ratio)
            let estimate = spring.settlingDuration(), exact = spring.exactSettlingDuration()
            #expect(estimate >= exact * (1 - 1e-12), "ζ \(ratio): \(estimate) < \(exact)")
            if ratio >= 1 { #expect(isClose(estimate, exact, relative: 1e-9), "ζ \(ratio)") }
        }
        // Just below critical the bound is the critical shape (1 + αt)e^{−αt}: no jump at ζ = 1.
        let below = try Spring(stiffness: 100, dampingRatio: 1 - 1e-9).settlingDuration()
        let critical = try Spring(stiffness: 100, dampingRatio: 1).settlingDuration()
        #expect(isClose(below, critical, relative: 1e-6), "\(below) vs \(critical)")
        #expect(isClose(Spring.criticalUnitTime(epsilon: 0.001), 9.233_413_476_451_585, relative: 1e-12))
        #expect(try Spring(stiffness: 100, damping: 0).settlingDuration() == .infinity)
    }

    @Test func exactEnvelopeSettlingDurationSolvesTheEnvelope() throws {
        for (duration, ratio) in [(1.0, 0.5), (0.5, 0.8), (0.3, 0.1), (2.0, 0.95)] {
            let spring = try Spring(exactEnvelopeSettlingDuration: duration, dampingRatio: ratio)
            #expect(spring.mass == 1)
            #expect(isClose(spring.dampingRatio, ratio, relative: 1e-12))
            // ε = ζ/√(1 − ζ²)·e^(−ζω₀d) at the duration.
            let envelope = ratio / (1 - ratio * ratio).squareRoot() * Double.exp(-ratio * spring.naturalFrequency * duration)
            #expect(isClose(envelope, 0.001, relative: 1e-12), "d \(duration) ζ \(ratio): \(envelope)")
        }
        let exact = try Spring(exactEnvelopeSettlingDuration: 1, dampingRatio: 0.5)
        #expect(isClose(exact.stiffness, 161.719_501_591_627_8, relative: 1e-12))
        // ζ = 1: the critically damped motion itself, so the exact settle is the duration.
        let critical = try Spring(exactEnvelopeSettlingDuration: 0.6, dampingRatio: 1)
        #expect(isClose(critical.exactSettlingDuration(), 0.6, relative: 1e-9))
    }

    @Test func swiftUISettlingDurationTakesSwiftUIsNewtonSteps() throws {
        // SwiftUI: Newton on ω₀ from 5/d, stopping after the first step of at most ε (the step taken).
        // Values from an independent implementation of those steps (double precision).
        let published = try Spring(settlingDuration: 1, dampingRatio: 0.5)
        #expect(isClose(published.stiffness, 161.719_501_591_189_02, relative: 1e-14))
        #expect(isClose(published.damping, 12.716_898_269_278_913, relative: 1e-14))
        // The widest gap from the exact root on the clamped domain: d = 10 s, ζ = 0.9, 9.48e-6 below.
        let slow = try Spring(settlingDuration: 10, dampingRatio: 0.9)
        let slowExact = try Spring(exactEnvelopeSettlingDuration: 10, dampingRatio: 0.9)
        #expect(isClose(slow.stiffness, 0.719_240_477_529_113_6, relative: 1e-13))
        #expect(isClose(slowExact.stiffness, 0.719_247_294_024_724_8, relative: 1e-13))
        #expect(isClose(slow.stiffness / slowExact.stiffness - 1, -9.477e-6, absolute: 1e-9))
        let critical = try Spring(settlingDuration: 0.6, dampingRatio: 1)
        #expect(isClose(critical.stiffness, 236.822_012_297_541_6, relative: 1e-13))
        // Over the whole domain the steps stop below the root, never more than that gap away.
        for duration in [0.01, 0.1, 0.5, 1, 3, 10] {
            for ratio in [0.01, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99, 1] {
                let swiftUI = try Spring(settlingDuration: duration, dampingRatio: ratio)
                let exact = try Spring(exactEnvelopeSettlingDuration: duration, dampingRatio: ratio)
                let gap = 1 - swiftUI.stiffness / exact.stiffness
                #expect(gap >= -1e-15 && gap <= 9.48e-6, "d \(duration) ζ \(ratio): \(gap)")
            }
        }
        // SwiftUI's clamps: ζ to at most 1, the duration to 0.01...10 s.
        #expect(try Spring(settlingDuration: 0.6, dampingRatio: 2.5) == critical)
        #expect(try Spring(settlingDuration: 60, dampingRatio: 0.5) == Spring(settlingDuration: 10, dampingRatio: 0.5))
        #expect(try Spring(settlingDuration: 1e-300, dampingRatio: 0.5) == Spring(settlingDuration: 0.01, dampingRatio: 0.5))
        // An envelope that starts inside the band has no solution.
        #expect(throws: ConfigurationError.self) { try Spring(settlingDuration: 1, dampingRatio: 1e-4) }
        // A large ε whose steps would reach the other (negative) root at ζ = 1 takes the exact root.
        let wide = try Spring(settlingDuration: 1, dampingRatio: 1, epsilon: 0.5)
        #expect(wide == (try Spring(exactEnvelopeSettlingDuration: 1, dampingRatio: 1, epsilon: 0.5)))
        #expect(wide.damping > 0)
    }

    @Test func swiftUISettlingDurationAgainstTheExactVariant() throws {
        // The envelope solve's exact last exit against the requested 1 s, from a 1e-4 scan of the
        // unit motion: the envelope ζ/√(1 − ζ²) is below the true amplitude for small ζ (late) and the
        // true motion crosses inside it near the end for others (early).
        let scanned: [(ratio: Double, exit: Double)] = [(0.1, 1.4540), (0.3, 1.1021), (0.5, 0.9988), (0.7, 1.0456), (0.9, 0.9878)]
        for (ratio, exit) in scanned {
            let spring = try Spring(settlingDuration: 1, dampingRatio: ratio)
            #expect(isClose(spring.exactSettlingDuration(), exit, absolute: 2e-4), "ζ \(ratio): \(spring.exactSettlingDuration())")
            let exact = try Spring(exactSettlingDuration: 1, dampingRatio: ratio)
            #expect(isClose(exact.exactSettlingDuration(), 1, relative: 1e-9))
            // Same ζ, so the stiffnesses differ by the square of the time ratio.
            #expect(isClose(exact.stiffness / spring.stiffness, exit * exit, relative: 5e-4), "ζ \(ratio)")
        }
    }

    @Test func swiftUIOverDampingRule() throws {
        let clamped = try Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: false)
        #expect(clamped.damping == 20 && clamped.regime == .criticallyDamped)
        let kept = try Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true)
        #expect(kept.damping == 30 && kept.regime == .overDamped)
        #expect(try Spring(mass: 2, stiffness: 50, damping: 5, allowOverDamping: false).damping == 5)
        #expect(throws: ConfigurationError.self) { try Spring(mass: 1, stiffness: 100, damping: -1, allowOverDamping: false) }
    }
}
