import Dynamics
import Geometry
import Testing
import _MotionTestSupport

/// Seeded property loops over the whole finite range for Dynamics' value types and the world:
/// parameters from denormals to ±`Double.greatestFiniteMagnitude`, times of zero, a denormal, a
/// frame or 1e300 seconds. What is accepted is solved finitely at every time; what the math cannot
/// serve is rejected with a `ConfigurationError`; nothing traps. `MOTION_PROPERTY_SEEDS=100000`
/// runs the long version.
@Suite struct ExtremeDynamicsPropertyTests {
    static var seeds: Range<UInt64> { 0..<PropertySeeds.count(default: 300) }

    /// A value inside the documented value domain (components within ±1e150).
    static func domainValue(_ random: inout SeededRandom) -> Double {
        let value = random.extremeDouble()
        return abs(value) <= 1e150 ? value : value.truncatingRemainder(dividingBy: 1e150)
    }

    /// Some accepted spring, or nil: each parameterisation in turn with extreme arguments.
    static func randomSpring(_ random: inout SeededRandom, seed: UInt64) -> Spring? {
        func x() -> Double { random.extremeDouble() }
        func p() -> Double { random.extremePositive() }
        do {
            switch seed % 8 {
            case 0: return try Spring(mass: p(), stiffness: p(), damping: Bool.random(using: &random) ? 0 : p())
            case 1: return try Spring(mass: p(), stiffness: p(), dampingRatio: p())
            case 2: return try Spring(response: p(), dampingRatio: p(), mass: p())
            case 3: return try Spring(duration: p(), bounce: random.double(in: -0.999_999...1))
            case 4: return try Spring(origamiTension: x(), friction: x())
            case 5: return try Spring(bounciness: p(), speed: p())
            case 6: return try Spring(settlingDuration: p(), dampingRatio: p(), epsilon: random.double(in: 1e-9...0.5))
            default: return try Spring(mass: 1, stiffness: p(), dampingRatio: random.double(in: 0...3))
            }
        } catch {
            return nil
        }
    }

    @Test func acceptedSpringsAreFiniteAtEveryTime() {
        var accepted = 0
        withEverySeed(Self.seeds) { seed, random in
            guard let spring = Self.randomSpring(&random, seed: seed) else { return }
            accepted += 1
            #expect(spring.naturalFrequency.isFinite && spring.dampingRatio.isFinite, "seed \(seed): \(spring)")
            let motion = SpringSolution(spring: spring, from: Self.domainValue(&random), to: Self.domainValue(&random),
                                        initialVelocity: Self.domainValue(&random))
            for _ in 0..<4 {
                let time = random.extremeDuration()
                let (value, velocity) = motion.state(at: time)
                #expect(value.isFinite && velocity.isFinite, "seed \(seed): \(spring) at t = \(time): \(value), \(velocity)")
            }
            let transition = SpringStep(spring: spring, duration: [1.0 / 60, 1.0 / 120, 1e-9, 0.5].randomElement(using: &random)!)
            #expect(transition.a.isFinite && transition.b.isFinite && transition.c.isFinite && transition.d.isFinite,
                    "seed \(seed): \(spring)")
        }
        #expect(accepted > Int(Self.seeds.count) / 10, "too few random springs accepted to mean anything: \(accepted)")
    }

    @Test func settlingSearchesNeverTrapAndNeverAnswerNaN() {
        withEverySeed(0..<PropertySeeds.count(default: 120)) { seed, random in
            guard let spring = Self.randomSpring(&random, seed: seed) else { return }
            let duration = spring.settlingDuration()
            #expect(duration >= 0, "seed \(seed): \(spring) settles in \(duration)")
            if spring.damping == 0 { #expect(duration == .infinity, "seed \(seed)") }
            let motion = SpringSolution(spring: spring, from: Point(x: Self.domainValue(&random), y: Self.domainValue(&random)),
                                        to: .zero, initialVelocity: Point(x: Self.domainValue(&random), y: 0))
            let time = motion.settlingTime()
            #expect(time >= 0, "seed \(seed): \(spring) from \(motion.start) settles in \(time)")
        }
    }

    @Test func frictionSimulationsAreFiniteAndInvertible() {
        withEverySeed(Self.seeds) { seed, random in
            let drag = [Double.leastNonzeroMagnitude, 1e-300, 1e-9, 0.135, 0.5, 0.999, 0.999_999_999_999_999_9, random.double(in: 0...1)]
                .randomElement(using: &random)!
            let deceleration = Bool.random(using: &random) ? 0 : random.extremePositive()
            guard let fling = try? FrictionSimulation(drag: drag, position: random.extremeDouble(), velocity: random.extremeDouble(),
                                                      constantDeceleration: deceleration) else { return }
            #expect(fling.finalX.isFinite && !fling.stopTime.isNaN, "seed \(seed): \(fling)")
            for time in [random.extremeDuration(), -random.extremePositive(), .nan, .infinity] {
                let x = fling.x(time)
                #expect(x.isFinite && fling.dx(time).isFinite, "seed \(seed): \(fling) at \(time)")
                let back = fling.timeAtX(x)
                #expect(!back.isNaN && back >= 0, "seed \(seed): \(fling) timeAtX(\(x)) = \(back)")
                if deceleration == 0, back.isFinite {
                    #expect(isClose(fling.x(back), x, absolute: 1e-300, relative: 1e-13),
                            "seed \(seed): \(fling) x(timeAtX(\(x))) = \(fling.x(back))")
                }
            }
        }
    }

    @Test func gravitySimulationsAreFiniteAtEveryTime() throws {
        try withEverySeed(Self.seeds) { seed, random in
            let fall = try GravitySimulation(acceleration: random.extremeDouble(), position: random.extremeDouble(),
                                             endDistance: random.extremePositive(), velocity: random.extremeDouble())
            for time in [random.extremeDouble(), random.extremeDuration(), .nan, .infinity, -.infinity] {
                #expect(fall.x(time).isFinite && fall.dx(time).isFinite, "seed \(seed): \(fall) at \(time)")
            }
        }
    }

    @Test func decayInsideTheValueDomainIsFinite() throws {
        try withEverySeed(Self.seeds) { seed, random in
            let rate = try DecelerationRate([Double.leastNonzeroMagnitude, 1e-300, 0.5, 0.99, 0.998, 0.999_999_999_999, random.double(in: 0.000_001...0.999_999)]
                .randomElement(using: &random)!)
            let fling = Decay(from: Point(x: Self.domainValue(&random), y: Self.domainValue(&random)),
                              velocity: Point(x: Self.domainValue(&random), y: Self.domainValue(&random)), rate: rate)
            #expect(fling.restValue.isFinite, "seed \(seed)")
            for time in [random.extremeDuration(), .nan, .infinity, -1] {
                #expect(fling.value(at: time).isFinite && fling.velocity(at: time).isFinite, "seed \(seed): \(rate) at \(time)")
            }
            #expect(!fling.time(toWithin: random.extremeDouble()).isNaN && !fling.time(toSpeed: random.extremeDouble()).isNaN)
        }
    }

    @Test func theWorldStaysFiniteUnderAnyInput() {
        withEverySeed(0..<PropertySeeds.count(default: 150)) { seed, random in
            func x() -> Double { random.extremeDouble() }
            func anyValue() -> Double { Int.random(in: 0..<8, using: &random) == 0 ? [Double.nan, .infinity, -.infinity].randomElement(using: &random)! : x() }
            guard var world = try? DynamicsWorld(capacity: 4, timeStep: [1.0 / 240, 1e-15, 1e-3, random.extremePositive()].randomElement(using: &random)!,
                                                 maximumStepsPerFrame: Int.random(in: 1...40, using: &random)) else { return }
            var items: [DynamicItemID] = []
            for _ in 0..<3 {
                let ordinary = DynamicItem(center: Point(x: random.double(in: -500...500), y: random.double(in: -500...500)),
                                           size: Size(width: random.double(in: 1...400), height: random.double(in: 1...400)))
                let extreme = DynamicItem(center: Point(x: x(), y: x()), size: Size(width: x(), height: x()),
                                          velocity: Vector(dx: x(), dy: x()), angle: x(), angularVelocity: x(), density: x(),
                                          resistance: x(), angularResistance: x())
                if let id = try? world.addItem(Bool.random(using: &random) ? ordinary : extreme) { items.append(id) }
            }
            guard let first = items.first else { return }
            let other = items.last!
            world.add(GravityBehavior(direction: Vector(dx: anyValue(), dy: anyValue()), magnitude: anyValue()))
            world.add(PushBehavior(item: first, mode: Bool.random(using: &random) ? .continuous : .instantaneous,
                                   direction: Vector(dx: anyValue(), dy: anyValue()), magnitude: anyValue(),
                                   offset: Vector(dx: anyValue(), dy: anyValue())))
            world.add(ItemBehavior(item: other, resistance: anyValue(), angularResistance: anyValue()))
            let snap = world.add(SnapBehavior(item: first, point: Point(x: anyValue(), y: anyValue()), damping: anyValue(), frequency: anyValue()))
            let attachment = other == first
                ? world.add(AttachmentBehavior(item: first, offset: Vector(dx: anyValue(), dy: anyValue()), anchor: Point(x: anyValue(), y: anyValue()),
                                               length: Bool.random(using: &random) ? nil : anyValue(), damping: anyValue(), frequency: anyValue()))
                : world.add(AttachmentBehavior(item: first, offset: Vector(dx: anyValue(), dy: anyValue()), to: other,
                                               offset: Vector(dx: anyValue(), dy: anyValue()), length: anyValue(),
                                               damping: anyValue(), frequency: anyValue()))
            for _ in 0..<12 {
                switch Int.random(in: 0..<8, using: &random) {
                case 0: world.setVelocity(Vector(dx: anyValue(), dy: anyValue()), of: first)
                case 1: world.addVelocity(Vector(dx: anyValue(), dy: anyValue()), to: other)
                case 2: world.addAngularVelocity(anyValue(), to: first)
                case 3: world[attachment].anchor = Point(x: anyValue(), y: anyValue())
                case 4: world[snap].point = Point(x: anyValue(), y: anyValue())
                case 5: world.tick(at: anyValue())
                default: break
                }
                world.step(by: Bool.random(using: &random) ? random.extremeDuration() : 1.0 / 60)
                for id in items {
                    let item = world[id]
                    #expect(item.center.isFinite && item.velocity.isFinite && item.angle.isFinite && item.angularVelocity.isFinite,
                            "seed \(seed): \(item)")
                }
            }
            #expect(world.time.isFinite)
        }
    }
}
