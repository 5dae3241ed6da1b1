import Dynamics
import Geometry
import Testing
import _MotionTestSupport

/// Regression tests for issue 14 in Dynamics: traps in the world's step count and the settling
/// search, springs accepted then solved into NaN, friction's NaN inverse, the world's NaN inputs.
@Suite struct ExtremeDynamicsTests {
    /// The parameter a configuration error names, nil when `body` does not throw ("?" for another error).
    static func parameter(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return (error as? ConfigurationError)?.parameter ?? "?"
        }
    }

    static func add(_ item: DynamicItem) throws {
        var world = DynamicsWorld()
        _ = try world.addItem(item)
    }

    // MARK: Springs

    @Test func springsTheClosedFormCannotServeAreRejected() {
        #expect(Self.parameter { _ = try Spring(mass: 1, stiffness: Double.leastNonzeroMagnitude, damping: 1) } == "stiffness")
        #expect(Self.parameter { _ = try Spring(mass: Double.leastNonzeroMagnitude, stiffness: 1, damping: 0) } == "stiffness")
        #expect(Self.parameter { _ = try Spring(mass: 1e-300, stiffness: 1, damping: 1) } == "damping")
        #expect(Self.parameter { _ = try Spring(mass: 1, stiffness: 1, damping: 1e200) } == "damping")
        #expect(Self.parameter { _ = try Spring(response: 1, dampingRatio: 1e200) } == "dampingRatio")
        #expect(Self.parameter { _ = try Spring(response: 1e-300, dampingRatio: 0.5) } == "response")
        #expect(Self.parameter { _ = try Spring(stiffness: 1e300, dampingRatio: 1e100) } == "dampingRatio")
        #expect(Self.parameter { _ = try Spring(origamiTension: 5e307, friction: 7) } == "tension")
        #expect(Self.parameter { _ = try Spring(origamiTension: 40, friction: 1e300) } == "friction")
        #expect(Self.parameter { _ = try Spring(duration: 1e-200, bounce: 0) } == "duration")
        #expect(Self.parameter { _ = try Spring(bounciness: 4, speed: 1e308) } == "speed")
        #expect(Self.parameter { _ = try Spring(settlingDuration: 1, dampingRatio: Double("1e-310")!) } == "dampingRatio")
        #expect(Self.parameter { _ = try Spring(exactSettlingDuration: 1, dampingRatio: Double("1e-310")!) } == "dampingRatio")
        #expect(Self.parameter { _ = try Spring(exactSettlingDuration: 1e-300, dampingRatio: 0.7) } == "exactSettlingDuration")
        // The edges of the domain are accepted.
        #expect(Self.parameter { _ = try Spring(mass: 1, stiffness: .greatestFiniteMagnitude, damping: 2e154) } == nil)
        #expect(Self.parameter { _ = try Spring(mass: 1, stiffness: .leastNormalMagnitude, damping: 0) } == nil)
        #expect(Self.parameter { _ = try Spring(mass: 1e200, stiffness: 1e200, dampingRatio: 1) } == nil)
    }

    @Test func settlingSearchesThatTrappedNowAnswer() throws {
        // ζ = 1e-18: the sample count was 1e19 and more, beyond Int.
        let feeble = try Spring(stiffness: 1, dampingRatio: 1e-18)
        let feebleTime = feeble.exactSettlingDuration()
        #expect(isClose(feebleTime, -Double.log(0.001) / 1e-18, relative: 1e-2), "\(feebleTime)")
        let tiny = try Spring(stiffness: 1, dampingRatio: 1e-300).exactSettlingDuration()
        #expect(tiny.isFinite && tiny > 1e300)
        // ζ = 1e17: over-damped, from rest e^{−t/(2ζ)}: 2ζ·ln(1000).
        let sluggish = try Spring(stiffness: 1, dampingRatio: 1e17).exactSettlingDuration()
        #expect(isClose(sluggish, 2e17 * -Double.log(0.001), relative: 1e-9), "\(sluggish)")
        // The smallest stiffness the domain takes.
        let soft = try Spring(mass: 1, stiffness: .leastNormalMagnitude, damping: 1e-100).exactSettlingDuration()
        #expect(!soft.isNaN && soft > 0)
        // Relative thresholds through SpringSolution.
        let motion = SpringSolution(spring: try Spring(stiffness: 1, dampingRatio: 1e-19), from: 0.0, to: 1, initialVelocity: 3)
        #expect(!motion.settlingTime().isNaN)
    }

    @Test func settlingDurationInitialiserAcrossDampingRatios() throws {
        for ratio in [1e-19, 1e-6, 0.3, 1, 7, 1e9, 1e17] {
            let spring = try Spring(exactSettlingDuration: 0.75, dampingRatio: ratio)
            #expect(isClose(spring.dampingRatio, ratio, relative: 1e-12))
            let tolerance = ratio < 1e-4 ? 2e-2 : 1e-9
            #expect(isClose(spring.exactSettlingDuration(), 0.75, relative: tolerance), "ζ \(ratio): \(spring.exactSettlingDuration())")
        }
    }

    @Test func solutionsAtEveryTimeAreFinite() throws {
        // ω₀ = 1.3e154: ω·t overflows for t = 1e160 (sin(∞) was NaN).
        let fastest = SpringSolution(spring: try Spring(mass: 1, stiffness: .greatestFiniteMagnitude, damping: 0),
                                     from: 0.0, to: 1, initialVelocity: 0)
        for time in [1e160, 1e300, Double.greatestFiniteMagnitude] {
            let (value, velocity) = fastest.state(at: time)
            #expect(value >= -1e-9 && value <= 2 + 1e-9 && velocity.isFinite, "t \(time): \(value), \(velocity)")
        }
        let lightlyDamped = SpringSolution(spring: try Spring(mass: 1, stiffness: 1e300, damping: 1e-300),
                                           from: Point(x: 0, y: 0), to: Point(x: 1e150, y: -1e150),
                                           initialVelocity: Point(x: 1e150, y: 0))
        for time in [0, 1e-300, 1, 1e200, Double.greatestFiniteMagnitude] {
            let (value, velocity) = lightlyDamped.state(at: time)
            #expect(value.isFinite && velocity.isFinite, "t \(time)")
        }
        let damped = SpringSolution(spring: .default, from: 3.0, to: 10, initialVelocity: -4)
        #expect(damped.state(at: .nan).value == 3 && damped.state(at: .nan).velocity == -4)
        #expect(damped.state(at: .infinity).value == 10 && damped.state(at: .infinity).velocity == 0)
        #expect(damped.state(at: -.infinity).value == 3)
    }

    // MARK: Friction and gravity

    @Test func frictionTimeAtTheRestPositionIsFinite() throws {
        let fling = try FrictionSimulation(drag: 0.135, position: 100, velocity: 100)
        let far = fling.x(30)
        let time = fling.timeAtX(far)
        #expect(time.isFinite && time > 0 && time <= 30, "\(time)")
        #expect(fling.x(time) == far)
        // Ordinary positions keep the exact inverse.
        #expect(isClose(fling.timeAtX(fling.x(0.5)), 0.5, relative: 1e-12))
        #expect(fling.timeAtX(fling.finalX + 1) == .infinity)
        #expect(fling.timeAtX(.nan) == .infinity)
        let backwards = try FrictionSimulation(drag: 0.5, position: 0, velocity: -1e300)
        let end = backwards.x(1e4)
        #expect(backwards.x(backwards.timeAtX(end)) == end)
    }

    @Test func frictionRejectsAnUnreachableRestAndAnswersEveryTime() throws {
        #expect(Self.parameter { _ = try FrictionSimulation(drag: 0.9999999, position: 0, velocity: 1e308) } == "velocity")
        #expect(Self.parameter { _ = try FrictionSimulation(drag: 0.5, position: 1.7e308, velocity: 1e308) } == "velocity")
        #expect(Self.parameter { _ = try FrictionSimulation.through(startPosition: 0, endPosition: 1, startVelocity: .nan, endVelocity: 0) } == "startVelocity")
        let fling = try FrictionSimulation(drag: 0.135, position: 100, velocity: 100, constantDeceleration: 5)
        #expect(fling.x(.nan) == 100 && fling.dx(.nan) == 100)
        #expect(fling.x(.infinity).isFinite && fling.dx(.infinity) == 0)
        #expect(fling.x(-.infinity) == 100)
    }

    @Test func gravitySaturatesInsteadOfOverflowing() throws {
        let fall = try GravitySimulation(acceleration: 1e308, position: 0, endDistance: 1, velocity: -1e308)
        #expect(fall.x(1e200) == .greatestFiniteMagnitude)
        #expect(fall.x(-1e200) == .greatestFiniteMagnitude)
        #expect(fall.dx(1e200) == .greatestFiniteMagnitude)
        #expect(fall.x(.nan) == 0 && fall.dx(.nan) == -1e308)
        #expect(fall.x(.infinity) == .greatestFiniteMagnitude)
        let ordinary = try GravitySimulation(acceleration: 200, position: 100, endDistance: 600, velocity: 0)
        #expect(ordinary.x(0.5) == 125)
    }

    // MARK: The world

    @Test func hugeFramesNeverTrap() throws {
        var world = DynamicsWorld()
        let item = try world.addItem(DynamicItem(center: .zero, size: Size(width: 100, height: 100)))
        world.add(GravityBehavior())
        world.step(by: 1e17)
        world.step(by: .greatestFiniteMagnitude)
        #expect(world[item].center.isFinite && world[item].velocity.isFinite)
        // 30 steps each (the cap): 60 steps of 1/240 s of gravity.
        #expect(isClose(world[item].velocity.dy, 1000 * 60 / 240, relative: 1e-9))
        // A tick at 0 then at 1e17, then frames again.
        world.tick(at: 0)
        world.tick(at: 1e17)
        let before = world[item].velocity.dy
        world.tick(at: 1e17 + 64)
        #expect(world[item].velocity.dy > before)
    }

    @Test func theTimeStepIsInTheDomain() throws {
        #expect(Self.parameter { _ = try DynamicsWorld(timeStep: 1e-300) } == "timeStep")
        #expect(Self.parameter { _ = try DynamicsWorld(timeStep: 1e16) } == "timeStep")
        var fine = try DynamicsWorld(timeStep: 1e-15)
        let item = try fine.addItem(DynamicItem(center: .zero, size: Size(width: 10, height: 10)))
        fine.add(GravityBehavior())
        // A 1/60 s frame of 1e-15 s steps runs 30 of them and skips the rest of the frame: the
        // world's clock is the host's (1/60 s), its motion that of 30e-15 s.
        #expect(fine.step(by: 1.0 / 60) == 30)
        #expect(isClose(fine.time, 1.0 / 60, relative: 1e-12))
        #expect(isClose(fine[item].velocity.dy, 1000 * 30e-15, relative: 1e-12))
        #expect(fine[item].center.isFinite)
    }

    @Test func itemsOutsideTheDomainAreRejected() {
        let size = Size(width: 100, height: 100)
        #expect(Self.parameter { try Self.add(DynamicItem(center: .zero, size: size, density: Double.leastNonzeroMagnitude)) } == "density")
        #expect(Self.parameter { try Self.add(DynamicItem(center: .zero, size: Size(width: Double.leastNonzeroMagnitude, height: 1))) } == "size.width")
        #expect(Self.parameter { try Self.add(DynamicItem(center: .zero, size: size, velocity: Vector(dx: 1e300, dy: 0))) } == "velocity.dx")
        #expect(Self.parameter { try Self.add(DynamicItem(center: Point(x: 0, y: 1e16), size: size)) } == "center.y")
        #expect(Self.parameter { try Self.add(DynamicItem(center: .zero, size: size, resistance: .nan)) } == "resistance")
        #expect(Self.parameter { _ = try DynamicItem(center: .zero, size: size).validate() } == nil)
    }

    @Test func behavioursValidateAndTheWorldClampsThem() throws {
        #expect(Self.parameter { try GravityBehavior(magnitude: .greatestFiniteMagnitude).validate() } == "magnitude")
        #expect(Self.parameter { try GravityBehavior.validate(magnitude: .nan, parameter: "gravityMagnitude") } == "gravityMagnitude")
        #expect(Self.parameter { try GravityBehavior.validate(magnitude: 0.2, parameter: "gravityMagnitude") } == nil)
        var world = DynamicsWorld()
        let card = try world.addItem(DynamicItem(center: .zero, size: Size(width: 300, height: 400)))
        #expect(Self.parameter { try ItemBehavior(item: card, resistance: .nan).validate() } == "resistance")
        #expect(Self.parameter { try SnapBehavior(item: card, point: .zero, damping: .nan).validate() } == "damping")
        #expect(Self.parameter { try AttachmentBehavior(item: card, anchor: .zero, frequency: 1e-300).validate() } == "frequency")
        #expect(Self.parameter { try PushBehavior(item: card, mode: .continuous, direction: Vector(dx: 1, dy: 0), magnitude: .infinity).validate() } == "magnitude")
        // Every bad value at once: the world clamps and keeps moving, finitely.
        world.add(GravityBehavior(direction: Vector(dx: 0, dy: 1), magnitude: .greatestFiniteMagnitude))
        world.add(GravityBehavior(direction: Vector(dx: .nan, dy: 1), magnitude: .nan))
        world.add(ItemBehavior(item: card, resistance: .nan, angularResistance: -.infinity))
        world.add(PushBehavior(item: card, mode: .continuous, direction: Vector(dx: 1, dy: 0), magnitude: .infinity))
        world.add(SnapBehavior(item: card, point: Point(x: .nan, y: 0), damping: .nan, frequency: .infinity))
        world.add(AttachmentBehavior(item: card, offset: Vector(dx: 10, dy: 0), anchor: .zero, length: .nan,
                                     damping: .nan, frequency: 1e-300))
        for _ in 0..<20 {
            world.step(by: 1.0 / 60)
            let item = world[card]
            #expect(item.center.isFinite && item.velocity.isFinite && item.angle.isFinite && item.angularVelocity.isFinite)
        }
        // The snap's infinite frequency became 1e15 Hz: it holds the card where gravity's 1e18 pt/s²
        // balances it, a/ω² = 1e18/(2π·1e15)² ≈ 2.5e-14 below its point (a real equilibrium, not a freeze).
        #expect(isClose(world[card].center.y, 1e18 / (2 * Double.pi * 1e15) / (2 * Double.pi * 1e15), relative: 1e-2))
    }

    @Test func aGravityOfTheLargestDoubleStillMovesTheCard() throws {
        // FlickDismissConfiguration(gravityMagnitude: 1.8e308) froze the card: the acceleration was infinite.
        var world = DynamicsWorld()
        let card = try world.addItem(DynamicItem(center: Point(x: 187.5, y: 333.5), size: Size(width: 300, height: 400)))
        let gravity = world.add(GravityBehavior(direction: Vector(dx: 0.3, dy: 1), magnitude: 1))
        world[gravity].magnitude = .greatestFiniteMagnitude
        #expect(world[gravity].magnitude == DynamicsWorld.domainLimit)
        world.step(by: 1.0 / 60)
        #expect(world[card].center.y > 1e9 && world[card].center.isFinite)
    }

    @Test func velocitiesAreNeverStoredInfinite() throws {
        var world = DynamicsWorld()
        let item = try world.addItem(DynamicItem(center: .zero, size: Size(width: 100, height: 100)))
        world.addVelocity(Vector(dx: 1.7e308, dy: -1.7e308), to: item)
        world.addVelocity(Vector(dx: 1.7e308, dy: -1.7e308), to: item)
        #expect(world[item].velocity == Vector(dx: 1e15, dy: -1e15))
        world.addAngularVelocity(1.7e308, to: item)
        world.addAngularVelocity(1.7e308, to: item)
        #expect(world[item].angularVelocity == 1e15)
        world.setVelocity(Vector(dx: .nan, dy: 0), of: item)
        #expect(world[item].velocity == Vector(dx: 1e15, dy: -1e15))
        world.setVelocity(Vector(dx: 1e300, dy: 3), of: item)
        #expect(world[item].velocity == Vector(dx: 1e15, dy: 3))
        world.step(by: 1.0 / 60)
        #expect(world[item].center.isFinite && world[item].center.x > 1e12)
        // Writing an item back field by field: NaN keeps the old value, a new huge one is clamped.
        var changed = world[item]
        changed.velocity = Vector(dx: .infinity, dy: 2e16)
        changed.density = Double.leastNonzeroMagnitude
        world[item] = changed
        #expect(world[item].velocity == Vector(dx: 1e15, dy: 1e15))
        #expect(world[item].density == 1e-15)
    }
}
