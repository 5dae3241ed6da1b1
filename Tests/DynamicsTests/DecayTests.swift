import Foundation
import Testing
import Geometry
import _MotionTestSupport
@testable import Dynamics

@Suite struct DecayTests {
    @Test func velocityIsMultipliedByTheRateEveryMillisecond() {
        let decay = Decay(from: 0.0, velocity: 1500, rate: .normal)
        var expected = 1500.0
        for ms in 1...2000 {
            expected *= 0.998
            if ms % 250 == 0 {
                #expect(isClose(decay.velocity(at: Double(ms) / 1000), expected, relative: 1e-11), "\(ms) ms")
            }
        }
    }

    @Test func positionIsTheIntegralOfVelocity() {
        withEverySeed(0..<PropertySeeds.count(default: 50)) { seed, random in
            let rate = try! DecelerationRate(random.double(in: 0.99...0.9999))
            let v0 = random.double(in: -5000...5000), x0 = random.double(in: -500...500)
            let decay = Decay(from: x0, velocity: v0, rate: rate)
            let t = random.double(in: 0...3)
            // Simpson's rule on v(t) = v0·rate^(1000t), an independent route to the position.
            let n = 20_000
            let h = t / Double(n)
            var sum = 0.0
            for i in 0...n {
                let weight: Double = (i == 0 || i == n) ? 1 : (i % 2 == 1 ? 4 : 2)
                sum += weight * v0 * pow(rate.perMillisecond, 1000 * Double(i) * h)
            }
            let integral = x0 + sum * h / 3
            #expect(abs(decay.value(at: t) - integral) <= 1e-9 * (abs(x0) + abs(v0) * t) + 1e-12, "seed \(seed)")
        }
    }

    @Test func restPositionAndProjections() throws {
        let root = try #require(try Vectors.load("apple_documented.json") as? [String: Any])
        let rates = try #require(((root["scroll_deceleration"] as? [String: Any])?["UIScrollView.DecelerationRate"]) as? [String: Any])
        #expect(DecelerationRate.normal.perMillisecond == rates["normal"] as? Double)
        #expect(DecelerationRate.fast.perMillisecond == rates["fast"] as? Double)
        // WWDC18: (v/1000)·r/(1−r): 499 (.normal) and 99 (.fast) per 1000 pt/s.
        #expect(isClose(DecelerationRate.momentumProjection(velocity: 1000, rate: 0.998), 499, relative: 1e-9))
        #expect(isClose(DecelerationRate.momentumProjection(velocity: 1000, rate: 0.99), 99, relative: 1e-9))
        #expect(isClose(DecelerationRate.normal.momentumProjection(velocity: 1000.0), 499, relative: 1e-9))
        // The exact integral −v/(1000 ln r): 499.4998... and 99.4992...
        #expect(isClose(DecelerationRate.exactProjection(velocity: 1000, rate: 0.998), 499.49983316645, relative: 1e-11))
        #expect(isClose(DecelerationRate.fast.restDistance(velocity: 1000.0), 99.49916247, relative: 1e-9))
        let decay = Decay(from: Point(x: 10, y: 20), velocity: Point(x: 1000, y: -2000))
        #expect(isClose(decay.restValue.x, 10 + 499.49983316645, relative: 1e-12))
        #expect(isClose(decay.restValue.y, 20 - 2 * 499.49983316645, relative: 1e-12))
        #expect(isClose(decay.value(at: 60).x, decay.restValue.x, relative: 1e-12))
    }

    @Test func timeToComeWithinAThresholdOfRest() {
        let decay = Decay(from: 0.0, velocity: 3000, rate: .normal)
        let t = decay.time(toWithin: 0.5)
        #expect(isClose(decay.restValue - decay.value(at: t), 0.5, relative: 1e-9))
        #expect(decay.restValue - decay.value(at: t * 0.99) > 0.5)
        #expect(Decay(from: 0.0, velocity: 0.1, rate: .normal).time(toWithin: 0.5) == 0)
        let speed = decay.time(toSpeed: 10)
        #expect(isClose(decay.velocity(at: speed), 10, relative: 1e-9))
    }

    @Test func invalidRatesNameTheRate() {
        for rate in [0.0, 1.0, 1.5, -0.2, .nan, .infinity] {
            do {
                _ = try DecelerationRate(rate)
                Issue.record("rate \(rate) accepted")
            } catch {
                #expect(error.parameter == "rate")
            }
        }
    }

    @Test func animationStepsExactlyAndSnapsToRest() {
        let decay = Decay(from: 50.0, velocity: -1800, rate: .fast)
        var fling = DecayAnimation(value: 50.0, velocity: -1800, rate: .fast)
        var time = 0.0
        for frame in 0..<20 {
            let dt = frame == 7 ? 0.5 : 1.0 / 120      // a hitch
            fling.step(by: dt)
            time += dt
            if fling.isSettled { break }
            #expect(isClose(fling.value, decay.value(at: time), relative: 1e-12))
            #expect(isClose(fling.velocity, decay.velocity(at: time), relative: 1e-9))
        }
        while !fling.isSettled { fling.step(by: 1.0 / 120) }
        #expect(fling.value == decay.restValue && fling.velocity == 0)
    }
}
