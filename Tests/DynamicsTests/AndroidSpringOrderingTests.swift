import Foundation
import Testing
import Geometry
import _MotionTestSupport
@testable import Dynamics

/// The ordering properties androidx DynamicAnimation's SpringTests and FlingTests assert
/// (Tests/Vectors/android_dynamicanimation_scroller.json), with Android's thresholds: a value
/// threshold of 0.75 × the minimum visible change and a velocity threshold 62.5 times that.
@Suite struct AndroidSpringOrderingTests {
    static let pixels = SettlingThreshold.absolute(position: 0.75, velocity: 0.75 * 62.5)
    static let degrees = SettlingThreshold.absolute(position: 0.075, velocity: 0.075 * 62.5)
    static let frame = 1.0 / 60

    struct Run {
        var values: [Double] = []
        var endTime: Double = .infinity
        var final: (value: Double, velocity: Double) = (.nan, .nan)
    }

    static func run(_ spring: Spring, from start: Double, to target: Double, velocity: Double = 0,
                    threshold: SettlingThreshold, limit: Double = 10) -> Run {
        var animation = SpringAnimation(spring: spring, value: start, target: target, velocity: velocity, threshold: threshold)
        var run = Run()
        var time = 0.0
        while !animation.isSettled && time < limit {
            animation.step(by: frame)
            time += frame
            run.values.append(animation.value)
        }
        if animation.isSettled { run.endTime = time }
        run.final = (animation.value, animation.velocity)
        return run
    }

    @Test func constantsMatchTheVectors() throws {
        let root = try #require(try Vectors.load("android_dynamicanimation_scroller.json") as? [String: Any])
        let constants = try #require(root["constants"] as? [String: Any])
        let force = try #require(constants["SpringForce"] as? [String: Any])
        #expect(Spring.springForceDefault.stiffness == force["STIFFNESS_MEDIUM"] as? Double)
        #expect(isClose(Spring.springForceDefault.dampingRatio, force["DAMPING_RATIO_MEDIUM_BOUNCY"] as! Double, relative: 1e-15))
        let animation = try #require(constants["DynamicAnimation"] as? [String: Any])
        #expect(animation["THRESHOLD_MULTIPLIER"] as? Double == 0.75)
        #expect(SettlingThreshold.velocityMultiplier == 62.5)
    }

    @Test func overAndCriticallyDamped() throws {
        let runs = try [1.0, 1.5, 2.0].map {
            Self.run(try Spring(stiffness: 10_000, dampingRatio: $0), from: 800, to: 0, threshold: Self.pixels)
        }
        // After the first frame the more damped springs have moved less, all below 800.
        #expect(runs[0].values[0] < runs[1].values[0] && runs[1].values[0] < runs[2].values[0] && runs[2].values[0] < 800)
        #expect(runs[0].endTime < runs[1].endTime && runs[1].endTime < runs[2].endTime)
        #expect(runs[2].endTime <= 2)
        #expect(runs[2].final.value == 0 && runs[2].final.velocity == 0)
    }

    @Test func underDamped() throws {
        let runs = try [0.3, 0.5, 1.0].map {
            Self.run(try Spring(stiffness: 1500, dampingRatio: $0), from: 360, to: 0, threshold: Self.degrees)
        }
        func bounces(_ values: [Double]) -> Int {
            zip(values, values.dropFirst()).filter { ($0 > 0) != ($1 > 0) && $1 != 0 }.count
        }
        #expect(bounces(runs[0].values) > bounces(runs[1].values))
        #expect(runs[2].endTime < runs[1].endTime && runs[1].endTime < runs[0].endTime)
        #expect(runs[1].endTime <= 2 && runs[1].final.value == 0 && runs[1].final.velocity == 0)
    }

    @Test func stifferEndsSooner() throws {
        for ratio in [0.3, 0.5, 1, 5] {
            let times = try [50.0, 500, 1500, 5000].map { stiffness in
                SpringSolution(spring: try Spring(stiffness: stiffness, dampingRatio: ratio), from: 0.0, to: 0,
                               initialVelocity: 500).settlingTime(threshold: Self.pixels)
            }
            for (softer, stiffer) in zip(times, times.dropFirst()) {
                #expect(stiffer < softer, "ratio \(ratio): \(times)")
            }
        }
    }

    @Test func overdampedFromRestIsMonotoneAndEndsExactly() throws {
        let run = Self.run(try Spring(stiffness: 1500, dampingRatio: 1.2), from: 0, to: 1000, threshold: Self.pixels)
        #expect(zip(run.values, run.values.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(run.values.filter { $0 < 1000 }.count >= 10)
        #expect(run.endTime <= 1)
        #expect(run.final.value == 1000 && run.final.velocity == 0)
    }

    @Test func retargetWhileRunningEndsAtTheNewTarget() throws {
        var animation = SpringAnimation(spring: .springForceDefault, value: 0.0, target: 0, threshold: .absolute(position: 0.00075, velocity: 0.05))
        animation.retarget(to: 1)
        var time = 0.0
        while !animation.isSettled && time < 1.5 {
            animation.step(by: Self.frame)
            time += Self.frame
        }
        #expect(animation.isSettled && animation.value == 1 && animation.velocity == 0)
    }

    @Test func undampedNeverSettles() throws {
        let spring = try Spring(stiffness: 1500, dampingRatio: 0)
        #expect(spring.settlingDuration() == .infinity)
        let run = Self.run(spring, from: 100, to: 0, threshold: Self.pixels, limit: 5)
        #expect(run.endTime == .infinity)
    }

    @Test func flingsEndWhereExpected() throws {
        // FlingAnimation's default friction: v(t) = v₀e^{−4.2t}, a per-millisecond rate of e^{−0.0042}.
        let rate = try DecelerationRate(Foundation.exp(-0.0042))
        var fling = DecayAnimation(value: 100.0, velocity: 2000, rate: rate, restThreshold: 0.75 * 62.5 / 4.2)
        var previous = fling.value, time = 0.0
        while !fling.isSettled && time < 3 {
            fling.step(by: Self.frame)
            time += Self.frame
            #expect(fling.value > previous || fling.isSettled)
            previous = fling.value
        }
        #expect(time <= 2 && fling.value > 110 && fling.velocity == 0)
        var back = DecayAnimation(value: 0.0, velocity: -2500, rate: rate, restThreshold: 0.75 * 62.5 / 4.2)
        while !back.isSettled { back.step(by: Self.frame) }
        #expect(back.value < -50)
    }
}
