import Foundation
import Testing
import Geometry
import _MotionTestSupport
@testable import Dynamics

/// UIKitScrollSimulation: UIScrollView's deceleration (the velocity times the rate every millisecond,
/// stopping at 10 pt/s) and its bounce beyond an extent, checked against the model written out
/// independently with `Foundation.pow` on the per-millisecond rate.
@Suite struct ScrollSimulationUIKitTests {
    /// The rates Apple's documentation is quoted with, read from the vectors.
    static func documentedRates() throws -> (normal: Double, fast: Double) {
        let root = try #require(try Vectors.load("apple_documented.json") as? [String: Any])
        let scroll = try #require(root["scroll_deceleration"] as? [String: Any])
        let rates = try #require(scroll["UIScrollView.DecelerationRate"] as? [String: Any])
        return (try #require(rates["normal"] as? Double), try #require(rates["fast"] as? Double))
    }

    @Test func theNamedRatesAreUIScrollViews() throws {
        let rates = try Self.documentedRates()
        #expect(DecelerationRate.normal.perMillisecond == rates.normal)
        #expect(DecelerationRate.fast.perMillisecond == rates.fast)
        #expect(ScrollPhysics.uikit.decelerationRate == .normal)
        #expect(ScrollPhysics.uikitFast.decelerationRate == .fast)
        #expect(UIKitScrollSimulation.bounceDecay == -1000 * log(rates.fast))
    }

    @Test(arguments: [(0.998, 2000.0), (0.998, -3500.0), (0.99, 2000.0), (0.99, -800.0)])
    func aCoastIsTheRatePerMillisecondContinuously(rate: Double, velocity: Double) throws {
        let fling = try UIKitScrollSimulation(position: 300, velocity: velocity, rate: try DecelerationRate(rate))
        let lambda = -1000 * log(rate)
        for t in [0.0, 0.016, 0.1, 0.5, 1.0] where t < fling.restTime {
            let decayed = pow(rate, 1000 * t)                        // v(t)/v0: the rate once per millisecond
            #expect(isClose(fling.velocity(at: t), velocity * decayed, relative: 1e-12), "t = \(t)")
            #expect(isClose(fling.position(at: t), 300 + velocity * (1 - decayed) / lambda, relative: 1e-12), "t = \(t)")
        }
        // It stops where the speed is 10 pt/s: UIKit's projection (|v|/1000 − 0.01)/|ln r| in its units.
        let projected = 300 + (velocity < 0 ? -1 : 1) * (abs(velocity) / 1000 - 0.01) / abs(log(rate))
        #expect(isClose(fling.restPosition, projected, relative: 1e-14))
        #expect(isClose(fling.restTime, log(abs(velocity) / 10) / lambda, relative: 1e-14))
        #expect(isClose(abs(fling.velocity(at: fling.restTime * (1 - 1e-12))), 10, relative: 1e-9))
        #expect(fling.state(at: fling.restTime) == (fling.restPosition, 0))
        #expect(fling.state(at: 1e9) == (fling.restPosition, 0))
        #expect(fling.isDone(at: fling.restTime) && !fling.isDone(at: fling.restTime * 0.999))
        // The exact coast (DecelerationRate.restDistance) less the last 10 pt/s's worth.
        #expect(isClose(fling.restPosition - 300, DecelerationRate.exactProjection(velocity: velocity - (velocity < 0 ? -10 : 10), rate: rate),
                        relative: 1e-12))
    }

    @Test func slowerThanTheStopSpeedDoesNotMove() throws {
        let still = try UIKitScrollSimulation(position: 40, velocity: 9.5, leadingExtent: 0, trailingExtent: 100)
        #expect(still.restTime == 0 && still.restPosition == 40)
        #expect(still.state(at: 0.5) == (40, 0))
    }

    @Test func releasedAtRestBeyondAnExtentItReturnsExactlyToItWithoutOvershoot() throws {
        let back = try UIKitScrollSimulation(position: -100, velocity: 0, leadingExtent: 0, trailingExtent: 2000)
        // A pure exponential, 0.99 per millisecond.
        for t in [0.05, 0.1, 0.2, 0.3] {
            #expect(isClose(back.position(at: t), -100 * pow(0.99, 1000 * t), relative: 1e-12), "t = \(t)")
        }
        // Snaps once within half a point (its speed is then 10.05·0.5 pt/s, under 10): ln(200)/λb.
        #expect(isClose(back.restTime, log(200) / UIKitScrollSimulation.bounceDecay, relative: 1e-12))
        #expect(back.restPosition == 0)
        #expect(back.position(at: back.restTime) == 0)
        var previous = -100.0
        for frame in 1...120 {
            let x = back.position(at: Double(frame) / 120)
            #expect(x <= 0 && x >= previous, "frame \(frame): \(x)")
            previous = x
        }
    }

    @Test func aFlingPastTheEndBouncesOnceAndSettlesOnIt() throws {
        let end = 1000.0
        let fling = try UIKitScrollSimulation(position: 200, velocity: 4000, leadingExtent: 0, trailingExtent: end)
        let lambda = -1000 * log(0.998)
        // It crosses the end where the coast reaches it, with the coast's velocity there.
        let crossing = -log(1 - (end - 200) * lambda / 4000) / lambda
        let before = fling.state(at: crossing * (1 - 1e-12)), after = fling.state(at: crossing * (1 + 1e-12))
        #expect(isClose(before.position, end, absolute: 1e-6) && isClose(after.position, end, absolute: 1e-6))
        #expect(isClose(before.velocity, 4000 - 800 * lambda, relative: 1e-6))
        #expect(isClose(after.velocity, before.velocity, relative: 1e-6))
        // Beyond the end: out, then back, never below the end (no oscillation).
        var peak = end
        var turned = false
        var previous = end
        for step in 1...2000 {
            let t = crossing + Double(step) / 2000 * (fling.restTime - crossing)
            let x = fling.position(at: t)
            #expect(x >= end, "t = \(t)")
            if x < previous { turned = true } else { #expect(!turned || x == end, "rises again at \(t)") }
            peak = max(peak, x)
            previous = x
        }
        #expect(fling.restPosition == end && fling.position(at: fling.restTime) == end)
        // The peak overshoot, written out: m/λ·e^{−λb τ}(1 − e^{−λτ}) at τ = ln((λ + λb)/λb)/λ.
        let m = 4000 - 800 * lambda, lb = UIKitScrollSimulation.bounceDecay
        let tau = log((lambda + lb) / lb) / lambda
        let expectedPeak = m / lambda * exp(-lb * tau) * (1 - exp(-lambda * tau))
        #expect(isClose(fling.position(at: crossing + tau) - end, expectedPeak, relative: 1e-9))
        #expect(abs(peak - end - expectedPeak) < 0.01)
        // The snap: the first moment within half a point and slower than 10 pt/s.
        let justBefore = fling.restTime * (1 - 1e-9)
        let last = fling.state(at: justBefore)
        #expect(abs(last.position - end) >= 0.5 - 1e-6 || abs(last.velocity) >= 10 - 1e-4)
        #expect(abs(last.position - end) < 0.5 + 1e-6 && abs(last.velocity) < 10 + 1e-4)
    }

    /// The reconstruction's character: leaving the edge at v₀ pt/ms peaks about 33.3·v₀ points out.
    @Test(arguments: [1000.0, 2000.0, 3000.0])
    func theOvershootIsAbout33PointsPerPointPerMillisecond(velocity: Double) throws {
        let bounce = try UIKitScrollSimulation(position: 500, velocity: velocity, leadingExtent: 0, trailingExtent: 500)
        var peak = 0.0
        for step in 0...4000 { peak = max(peak, bounce.position(at: Double(step) / 4000) - 500) }
        #expect(abs(peak - 33.35 * velocity / 1000) < 0.02 * velocity / 1000, "peak \(peak)")
        #expect(bounce.restTime > 0.5 && bounce.restTime < 0.9)
    }

    @Test func releasedBeyondAnExtentMovingInsideFastItCrossesBackAndCoasts() throws {
        let fling = try UIKitScrollSimulation(position: -40, velocity: 3000, leadingExtent: 0, trailingExtent: 5000)
        #expect(fling.restPosition > 0 && fling.restPosition < 5000)
        // Continuous through the crossing, and then a coast: it stops where that coast's velocity falls to 10.
        var previous = fling.state(at: 0)
        var crossed = false
        for step in 1...4000 {
            let state = fling.state(at: Double(step) / 1000)
            #expect(abs(state.position - previous.position) < 4, "jump at \(step) ms")
            #expect(state.velocity <= previous.velocity + 1e-9 || !crossed)
            if previous.position < 0 && state.position >= 0 { crossed = true }
            previous = state
        }
        #expect(crossed)
    }

    @Test func withoutBouncingItStopsDeadAtTheExtent() throws {
        let fling = try UIKitScrollSimulation(position: 900, velocity: 3000, leadingExtent: 0, trailingExtent: 1000, bounces: false)
        let lambda = -1000 * log(0.998)
        #expect(isClose(fling.restTime, -log(1 - 100 * lambda / 3000) / lambda, relative: 1e-12))
        #expect(fling.restPosition == 1000)
        for step in 0...300 { #expect(fling.position(at: Double(step) / 100) <= 1000) }
        let outside = try UIKitScrollSimulation(position: -20, velocity: 500, leadingExtent: 0, trailingExtent: 1000, bounces: false)
        #expect(outside.restTime == 0 && outside.restPosition == 0)
    }

    @Test func contentShorterThanTheViewportBouncesAroundItsOnlyRestingPlace() throws {
        let fling = try UIKitScrollSimulation(position: 30, velocity: -2500, leadingExtent: 0, trailingExtent: 0)
        #expect(fling.restPosition == 0)
        for step in 0...200 {
            let x = fling.position(at: Double(step) / 100)
            #expect(x.isFinite && x <= 30 && x > -120)
        }
    }

    @Test(arguments: [
        (100.0, 1200.0, 440.0),      // ahead: the rate is retuned
        (100.0, 1200.0, 100.5),      // just ahead: a very short, hard stop
        (100.0, 300.0, 20_000.0),    // too far for 0.999: the speed is raised
        (100.0, 1200.0, -200.0),     // behind: it restarts toward the target
        (100.0, 0.0, 103.0),         // from rest, near: the slow landing rate
        (100.0, -50.0, 900.0),       // slow and the wrong way
    ])
    func aLandingStopsExactlyOnTheTarget(position: Double, velocity: Double, target: Double) throws {
        let landing = try UIKitScrollSimulation(position: position, velocity: velocity, target: target)
        #expect(landing.restPosition == target)
        #expect(landing.position(at: landing.restTime) == target)
        #expect(landing.restTime.isFinite && landing.restTime < 10)
        // Continuous up to the landing, monotone toward it, speed 10 pt/s at the end.
        let near = landing.state(at: landing.restTime * (1 - 1e-12))
        #expect(isClose(near.position, target, absolute: 1e-6))
        #expect(landing.restTime == 0 || isClose(abs(near.velocity), 10, relative: 1e-6))
        let direction: Double = target > position ? 1 : -1
        var previous = landing.position(at: 0)
        for step in 1...400 {
            let x = landing.position(at: landing.restTime * Double(step) / 400)
            #expect((x - previous) * direction >= -1e-9)
            previous = x
        }
        if velocity * direction > 10 && abs(target - position) < 1000 {
            #expect(landing.initialVelocity == velocity)      // ahead: the finger's velocity is kept
        }
    }

    @Test func badInputIsAConfigurationError() {
        #expect(throws: ConfigurationError.self) { try UIKitScrollSimulation(position: .nan, velocity: 0) }
        #expect(throws: ConfigurationError.self) { try UIKitScrollSimulation(position: 0, velocity: .infinity) }
        #expect(throws: ConfigurationError.self) { try UIKitScrollSimulation(position: 0, velocity: 0, leadingExtent: 10, trailingExtent: 0) }
        #expect(throws: ConfigurationError.self) { try UIKitScrollSimulation(position: 0, velocity: 0, leadingExtent: .nan) }
        #expect(throws: ConfigurationError.self) { try UIKitScrollSimulation(position: 0, velocity: 0, leadingExtent: .infinity) }
        #expect(throws: ConfigurationError.self) { try UIKitScrollSimulation(position: 0, velocity: 1e308, rate: DecelerationRate(0.999999999)) }
        #expect(throws: ConfigurationError.self) { try UIKitScrollSimulation(position: 0, velocity: 0, target: .nan) }
    }
}
