import Testing
import Geometry
import _MotionTestSupport
@testable import Dynamics

/// The animation drivers as one shape: ticks through the FrameClock, bad input with a defined answer,
/// no NaN for any step, and a settle test that only skips frames on which it could not pass.
@Suite struct ValueAnimationTests {
    // MARK: The settle schedule changes no result

    /// The stepping rule before the schedule existed: the exact map every frame, the settle test every frame.
    struct EveryFrameSpring {
        var offset: Point, velocity: Point, target: Point
        var positionLimitSquared = 0.0, velocityLimitSquared = 0.0
        var isSettled = false
        let spring: Spring, threshold: SettlingThreshold

        init(spring: Spring, value: Point, target: Point, velocity: Point, threshold: SettlingThreshold) {
            self.spring = spring
            self.threshold = threshold
            self.target = target
            offset = value - target
            self.velocity = velocity
            startLeg()
        }

        mutating func startLeg() {
            isSettled = false
            let limits = threshold.limits(distance: offset.magnitude, speed: velocity.magnitude, spring: spring)
            positionLimitSquared = limits.position * limits.position
            velocityLimitSquared = limits.velocity * limits.velocity
            settle()
        }

        mutating func settle() {
            if offset.magnitudeSquared <= positionLimitSquared && velocity.magnitudeSquared <= velocityLimitSquared {
                offset = .zero
                velocity = .zero
                isSettled = true
            }
        }

        mutating func step(by dt: Double) {
            guard !isSettled else { return }
            (offset, velocity) = SpringStep(spring: spring, duration: dt).apply(offset: offset, velocity: velocity)
            settle()
        }

        mutating func retarget(to newTarget: Point) {
            offset = target + offset - newTarget
            target = newTarget
            startLeg()
        }
    }

    @Test func scheduledSettleTestGivesTheResultsOfTestingEveryFrame() throws {
        var settledLegs = 0
        try withEverySeed(0..<300) { seed, random in
            let ratio = [0.0, 0.3, 0.7, 0.95, 0.999_999_9, 1, 1.000_000_1, 1.5, 4][Int(seed) % 9]
            let spring = ratio == 0
                ? try Spring(mass: random.double(in: 0.2...3), stiffness: random.double(in: 20...2000), damping: 0)
                : try Spring(mass: random.double(in: 0.2...3), stiffness: random.double(in: 20...2000), dampingRatio: ratio)
            let threshold: SettlingThreshold = seed % 3 == 0
                ? .absolute(position: random.double(in: 0...2), velocity: random.double(in: 0...100))
                : .relative(random.double(in: 0.0001...0.01))
            let start = Point(x: random.double(in: -500...500), y: random.double(in: -500...500))
            let target = Point(x: random.double(in: -500...500), y: random.double(in: -500...500))
            let velocity = Point(x: random.double(in: -4000...4000), y: random.double(in: -4000...4000))
            var reference = EveryFrameSpring(spring: spring, value: start, target: target, velocity: velocity, threshold: threshold)
            var animation = SpringAnimation(spring: spring, value: start, target: target, velocity: velocity, threshold: threshold)
            for frame in 0..<900 {
                let dt = frame % 97 == 13 ? random.double(in: 0.02...0.3) : 1.0 / 120
                if frame == 450 {
                    let newTarget = Point(x: random.double(in: -500...500), y: random.double(in: -500...500))
                    reference.retarget(to: newTarget)
                    animation.retarget(to: newTarget)
                }
                reference.step(by: dt)
                animation.step(by: dt)
                // Bit for bit: the same value, velocity and settled state on every frame.
                guard animation.value == reference.target + reference.offset, animation.velocity == reference.velocity,
                      animation.isSettled == reference.isSettled else {
                    Issue.record("seed \(seed), frame \(frame): \(animation.value) vs \(reference.target + reference.offset)")
                    return
                }
                if frame == 449 || frame == 899 { settledLegs += animation.isSettled ? 1 : 0 }
            }
        }
        // Most legs settle, so the comparison covers the settle frames, not only the motion.
        #expect(settledLegs > 300)
    }

    @Test func scheduleNeverLiesAboutAnUndampedSpring() throws {
        let spring = try Spring(mass: 1, stiffness: 400, damping: 0)
        var animation = SpringAnimation(spring: spring, value: 0.0, target: 100)
        #expect(animation._settleCheckTime == .infinity)
        for _ in 0..<10_000 { animation.step(by: 1.0 / 60) }
        #expect(!animation.isSettled && animation.value.isFinite && abs(animation.value - 100) <= 100 * (1 + 1e-9))
        // Inside the limits from the start: settled at once, even undamped.
        let still = SpringAnimation(spring: spring, value: 100.0, target: 100)
        #expect(still.isSettled)
    }

    // MARK: Ticks through the FrameClock

    @Test func everyDriverTicksThroughItsClock() throws {
        func advance<A: ValueAnimation>(_ animation: inout A, by times: [Double]) -> A.Value {
            for time in times { animation.tick(at: time) }
            return animation.value
        }
        let times = [10.0, 10.0 + 1.0 / 120, 10.0 + 2.0 / 120, 10.0 + 2.0 / 120, 9.0, 9.25]
        // 2/120 s, then a repeat (nothing), a backwards time (a new base, nothing), then 0.25 s.
        let total = 2.0 / 120 + 0.25
        var spring = SpringAnimation(spring: .snappy, value: 0.0, target: 100, velocity: 500)
        var steppedSpring = spring
        steppedSpring.step(by: 1.0 / 120)
        steppedSpring.step(by: 1.0 / 120)
        steppedSpring.step(by: 0.25)
        // Timestamp differences round in their last bits: the same motion to rounding.
        #expect(isClose(advance(&spring, by: times), steppedSpring.value, relative: 1e-13))
        #expect(isClose(spring.elapsed, total, relative: 1e-13))

        var fling = DecayAnimation(value: 0.0, velocity: 1000)
        var steppedFling = fling
        for dt in [1.0 / 120, 1.0 / 120, 0.25] { steppedFling.step(by: dt) }
        #expect(isClose(advance(&fling, by: times), steppedFling.value, relative: 1e-13))

        var tween = try TweenAnimation(from: 0.0, to: 1.0, duration: 1, curve: .linear)
        #expect(isClose(advance(&tween, by: times), total, relative: 1e-12))
        #expect(tween.target == 1 && !tween.isSettled)

        // Jitter in the last bits of display-link timestamps steps by one repeated duration.
        var clocked = SpringAnimation(spring: .snappy, value: 0.0, target: 100)
        for frame in 0...10 { clocked.tick(at: 5 + Double(frame) / 120 + (frame % 2 == 0 ? 1e-12 : -1e-12)) }
        #expect(abs(clocked._stepDuration - 1.0 / 120) < 1e-9)
        // The jitter is carried, never more than a millionth of a frame behind the host's time.
        #expect(abs(clocked.elapsed - 10.0 / 120) <= 1e-6 / 120)
    }

    // MARK: Bad input has a defined answer

    @Test func springInitialiserClampsNonFiniteInput() {
        let noValue = SpringAnimation(spring: .snappy, value: Double.nan, target: 10)
        #expect(noValue.isSettled && noValue.value == 10 && noValue.velocity == 0)
        let noTarget = SpringAnimation(spring: .snappy, value: Point(x: 3, y: 4), target: Point(x: .infinity, y: 0))
        #expect(noTarget.isSettled && noTarget.value == Point(x: 3, y: 4) && noTarget.target == Point(x: 3, y: 4))
        let neither = SpringAnimation(spring: .snappy, value: Double.infinity, target: -.infinity)
        #expect(neither.isSettled && neither.value == 0 && neither.target == 0)
        var noVelocity = SpringAnimation(spring: .snappy, value: 0.0, target: 10, velocity: .nan)
        #expect(!noVelocity.isSettled && noVelocity.velocity == 0)
        for _ in 0..<600 { noVelocity.step(by: 1.0 / 120) }
        #expect(noVelocity.isSettled && noVelocity.value == 10)
        // Later non-finite input is ignored.
        noVelocity.retarget(to: .nan)
        noVelocity.reset(value: 5, velocity: .infinity)
        #expect(noVelocity.isSettled && noVelocity.value == 10)
    }

    @Test func decayInitialiserClampsNonFiniteInput() {
        let noVelocity = DecayAnimation(value: 40.0, velocity: .nan)
        #expect(noVelocity.isSettled && noVelocity.value == 40 && noVelocity.velocity == 0 && noVelocity.target == 40)
        let noValue = DecayAnimation(value: Point(x: .nan, y: 1), velocity: Point(x: 100, y: 0))
        #expect(noValue.isSettled && noValue.value == .zero && noValue.velocity == .zero)
    }

    @Test func anyStepLandsFiniteAndSettled() throws {
        let springs = [Spring.snappy, Spring.bouncy, try Spring(mass: 1, stiffness: 100, dampingRatio: 1),
                       try Spring(mass: 2, stiffness: 50, dampingRatio: 6), try Spring(mass: 1, stiffness: 1e6, dampingRatio: 0.01)]
        for spring in springs {
            for duration in [1e3, 1e300, .greatestFiniteMagnitude, .infinity] {
                var animation = SpringAnimation(spring: spring, value: Point(x: 3, y: -7), target: Point(x: 100, y: 50),
                                                velocity: Point(x: 900, y: 0))
                animation.step(by: duration)
                #expect(animation.isSettled && animation.value == Point(x: 100, y: 50) && animation.velocity == .zero,
                        "\(spring), \(duration)")
                #expect(animation.elapsed.isFinite)
                if duration >= 1e300 {
                    let step = SpringStep(spring: spring, duration: duration)
                    #expect(step.a == 0 && step.b == 0 && step.c == 0 && step.d == 0, "\(spring), \(duration): \(step)")
                }
            }
        }
        // An undamped spring never settles: a huge step lands somewhere finite on its orbit.
        let undamped = try Spring(mass: 1, stiffness: 100, damping: 0)
        for duration in [1e300, .infinity] {
            var animation = SpringAnimation(spring: undamped, value: 0.0, target: 1)
            animation.step(by: duration)
            #expect(!animation.isSettled && animation.value.isFinite && animation.velocity.isFinite, "\(duration)")
            #expect(abs(animation.value - 1) <= 1 + 1e-9, "\(duration)")
        }

        for duration in [1e6, .infinity] {
            var fling = DecayAnimation(value: 0.0, velocity: 2000, rate: .normal)
            let rest = fling.restValue
            fling.step(by: duration)
            #expect(fling.isSettled && fling.value == rest && fling.velocity == 0, "\(duration)")

            var tween = try TweenAnimation(from: 0.0, to: 5, duration: 0.3)
            tween.step(by: 0.1)
            tween.step(by: duration)
            tween.step(by: duration)
            #expect(tween.isSettled && tween.value == 5 && tween.velocity == 0 && tween.elapsed.isFinite, "\(duration)")
        }
    }

    @Test func thresholdChangeAppliesToTheLegUnderWay() {
        var animation = SpringAnimation(spring: .smooth, value: 0.0, target: 100)
        for _ in 0..<30 { animation.step(by: 1.0 / 120) }
        #expect(!animation.isSettled)
        // A very loose threshold: the next frame settles it, at the target exactly.
        animation.threshold = .absolute(position: 1000, velocity: 1e6)
        #expect(animation.threshold == .absolute(position: 1000, velocity: 1e6))
        animation.step(by: 1.0 / 120)
        #expect(animation.isSettled && animation.value == 100)
    }
}
