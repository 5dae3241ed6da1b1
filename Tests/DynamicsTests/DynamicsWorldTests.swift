import Testing
import Geometry
import _MotionTestSupport
@testable import Dynamics

@Suite struct DynamicsWorldTests {
    let square = Size(width: 100, height: 100)

    @Test func gravityMagnitudeOneIsThousandPointsPerSecondSquared() throws {
        var world = DynamicsWorld()
        let item = try world.addItem(DynamicItem(center: .zero, size: square))
        world.add(GravityBehavior())
        for _ in 0..<60 { world.step(by: 1.0 / 60) }
        #expect(isClose(world[item].velocity.dy, 1000, relative: 1e-9))
        #expect(abs(world[item].velocity.dx) < 1e-12)
        // Semi-implicit Euler: y = g·h²·n(n+1)/2, within g·h/2 of g/2.
        #expect(isClose(world[item].center.y, 1000.0 / 240 / 240 * 240 * 241 / 2, relative: 1e-9))
        #expect(abs(world[item].center.y - 500) <= 1000 * world.timeStep / 2 + 1e-9)
    }

    @Test func gravityInAnyDirectionAndMagnitude() throws {
        var world = DynamicsWorld()
        let item = try world.addItem(DynamicItem(center: .zero, size: square))
        world.add(GravityBehavior(direction: Vector(dx: 3, dy: -4), magnitude: 0.2))
        for _ in 0..<30 { world.step(by: 1.0 / 60) }
        #expect(isClose(world[item].velocity.dx, 0.6 * 200 * 0.5, relative: 1e-9))
        #expect(isClose(world[item].velocity.dy, -0.8 * 200 * 0.5, relative: 1e-9))
    }

    @Test func pushMagnitudeOneOnUnitItemIsHundredPointsPerSecondSquared() throws {
        var world = DynamicsWorld()
        let light = try world.addItem(DynamicItem(center: .zero, size: square))
        let heavy = try world.addItem(DynamicItem(center: .zero, size: Size(width: 200, height: 200)))
        world.add(PushBehavior(item: light, mode: .continuous, direction: Vector(dx: 1, dy: 0), magnitude: 1))
        world.add(PushBehavior(item: heavy, mode: .continuous, direction: Vector(dx: 1, dy: 0), magnitude: 1))
        for _ in 0..<120 { world.step(by: 1.0 / 120) }
        #expect(isClose(world[light].velocity.dx, 100, relative: 1e-9))
        #expect(isClose(world[heavy].velocity.dx, 25, relative: 1e-9))
    }

    @Test func instantaneousPushActsOnce() throws {
        var world = DynamicsWorld()
        let item = try world.addItem(DynamicItem(center: .zero, size: square, density: 2))
        let push = world.add(PushBehavior(item: item, mode: .instantaneous, direction: Vector(dx: 0, dy: 1), magnitude: 1))
        world.step(by: 1.0 / 60)
        world.step(by: 1.0 / 60)
        #expect(isClose(world[item].velocity.dy, 50, relative: 1e-12))
        #expect(world[push].isActive == false)
        world[push].isActive = true
        world.step(by: 1.0 / 60)
        #expect(isClose(world[item].velocity.dy, 100, relative: 1e-12))
    }

    @Test func offCentrePushTurnsTheItem() throws {
        var world = DynamicsWorld()
        let item = try world.addItem(DynamicItem(center: .zero, size: square))
        world.add(PushBehavior(item: item, mode: .instantaneous, direction: Vector(dx: 1, dy: 0), magnitude: 1,
                               offset: Vector(dx: 0, dy: 50)))
        world.step(by: 1.0 / 240)
        // torque r × F = (0, 50) × (100, 0) = −5000; I = 1·(100² + 100²)/12.
        #expect(isClose(world[item].angularVelocity, -5000 / (20_000.0 / 12), relative: 1e-12))
    }

    @Test func resultsDoNotDependOnFrameRate() throws {
        func simulate(fps: Double) throws -> DynamicItem {
            var world = DynamicsWorld()
            let item = try world.addItem(DynamicItem(center: Point(x: 100, y: 100), size: square, velocity: Vector(dx: 300, dy: -200)))
            world.add(GravityBehavior(magnitude: 0.3))
            world.add(AttachmentBehavior(item: item, offset: Vector(dx: 30, dy: 20), anchor: Point(x: 150, y: 50),
                                         damping: 0.4, frequency: 3))
            world.add(SnapBehavior(item: item, point: Point(x: 200, y: 300), damping: 0.7))
            let frames = Int(fps)
            for _ in 0..<frames { world.step(by: 1 / fps) }
            return world[item]
        }
        let at60 = try simulate(fps: 60), at120 = try simulate(fps: 120), at240 = try simulate(fps: 240)
        #expect(at60 == at120)
        #expect(at120 == at240)
    }

    @Test func hitchesStayFiniteAndStable() throws {
        var world = DynamicsWorld()
        let item = try world.addItem(DynamicItem(center: Point(x: 100, y: 100), size: square, velocity: Vector(dx: 5000, dy: 0)))
        world.add(AttachmentBehavior(item: item, offset: Vector(dx: 40, dy: 40), anchor: Point(x: 0, y: 0), length: 0))
        world.add(SnapBehavior(item: item, point: Point(x: 100, y: 100), damping: 0))
        world.add(GravityBehavior(magnitude: 5))
        for frame in 0..<40 {
            world.step(by: frame % 3 == 0 ? 0.5 : 1.0 / 60)
            let state = world[item]
            #expect(state.center.isFinite && state.velocity.isFinite && state.angle.isFinite)
            #expect(abs(state.center.x) < 10_000 && abs(state.center.y) < 10_000)
        }
        // A hitch runs at most maximumStepsPerFrame steps: the world slows down instead of blowing up.
        #expect(world.step(by: 0.5) == world.maximumStepsPerFrame)
        world.step(by: .nan)
        world.step(by: -1)
        world.step(by: .infinity)
        #expect(world[item].center.isFinite)
    }

    @Test func snapBringsTheItemHomeAndUpright() throws {
        var world = DynamicsWorld()
        let item = try world.addItem(DynamicItem(center: Point(x: 300, y: 500), size: Size(width: 300, height: 400),
                                                 velocity: Vector(dx: -800, dy: 1200), angle: 0.6, angularVelocity: 3))
        let home = Point(x: 187.5, y: 333.5)
        world.add(SnapBehavior(item: item, point: home, damping: 0.7))
        for _ in 0..<120 { world.step(by: 1.0 / 120) }
        #expect(world[item].center.distance(to: home) < 1)
        #expect(abs(world[item].angle) < 0.01)
        for _ in 0..<240 { world.step(by: 1.0 / 120) }
        #expect(world[item].center.distance(to: home) < 1e-3)
        #expect(world.isResting())
    }

    @Test func offCentreAttachmentFollowsAMovingAnchorAndTurns() throws {
        var world = DynamicsWorld()
        let center = Point(x: 187.5, y: 333.5)
        let item = try world.addItem(DynamicItem(center: center, size: Size(width: 300, height: 400)))
        let offset = Vector(dx: 100, dy: -150)
        var finger = center + offset
        let grab = world.add(AttachmentBehavior(item: item, offset: offset, anchor: finger, length: 0))
        #expect(world[grab].length == 0)
        for _ in 0..<30 {
            finger += Vector(dx: 6, dy: 10)        // a drag down and to the right, 120 Hz
            world[grab].anchor = finger
            world.step(by: 1.0 / 120)
        }
        for _ in 0..<240 { world.step(by: 1.0 / 120) }
        let state = world[item]
        #expect(state.point(atOffset: offset).distance(to: finger) < 0.5)
        #expect(abs(state.angle) > 0.05)                         // grabbed off-centre, it turned
        // Nothing else pulls: hanging from the finger the centre lies straight below... no gravity, so
        // it keeps its offset length from the finger.
        #expect(isClose(state.center.distance(to: finger), offset.magnitude, relative: 0.01))
    }

    @Test func rigidRodKeepsItsLength() throws {
        var world = DynamicsWorld()
        let item = try world.addItem(DynamicItem(center: Point(x: 200, y: 0), size: Size(width: 20, height: 20)))
        let rod = world.add(AttachmentBehavior(item: item, anchor: .zero))
        #expect(world[rod].length == 200)
        world.add(GravityBehavior())
        var longest = 0.0, shortest = Double.infinity
        for _ in 0..<240 {
            world.step(by: 1.0 / 120)
            let d = world[item].center.distance(to: .zero)
            longest = max(longest, d)
            shortest = min(shortest, d)
        }
        #expect(longest < 202 && shortest > 198)
        #expect(world[item].center.y > 50)            // it swung down
    }

    @Test func springyAttachmentOscillatesAtItsFrequency() throws {
        // A point attachment on a non-rotating item is a damped spring: compare with the exact solution.
        var world = DynamicsWorld()
        let item = try world.addItem(DynamicItem(center: Point(x: 100, y: 0), size: square, allowsRotation: false))
        world.add(AttachmentBehavior(item: item, anchor: .zero, length: 0, damping: 0.3, frequency: 1.5))
        for _ in 0..<60 { world.step(by: 1.0 / 120) }
        let omega = 2 * Double.pi * 1.5
        let exact = SpringSolution(spring: try Spring(stiffness: omega * omega, dampingRatio: 0.3), from: 100.0, to: 0)
        #expect(abs(world[item].center.x - exact.value(at: 0.5)) < 0.25)   // measured 0.19
    }

    @Test func resistanceDampsVelocity() throws {
        var world = DynamicsWorld()
        let item = try world.addItem(DynamicItem(center: .zero, size: square, velocity: Vector(dx: 100, dy: 0), resistance: 2))
        for _ in 0..<240 { world.step(by: 1.0 / 240) }
        #expect(isClose(world[item].velocity.dx, 100 * 0.1353352832366127, relative: 0.01))
        let extra = world.add(ItemBehavior(item: item, resistance: 10))
        let before = world[item].velocity.dx
        for _ in 0..<30 { world.step(by: 1.0 / 120) }
        #expect(world[item].velocity.dx < before * 0.1)
        world.remove(extra)
        #expect(!world.contains(extra))
    }

    @Test func behavioursComeAndGoWhileRunning() throws {
        var world = DynamicsWorld()
        let item = try world.addItem(DynamicItem(center: .zero, size: square))
        let gravity = world.add(GravityBehavior())
        world.step(by: 0.1)
        world.remove(gravity)
        let speed = world[item].velocity.dy
        world.step(by: 0.1)
        #expect(world[item].velocity.dy == speed)
        let again = world.add(GravityBehavior(direction: Vector(dx: 0, dy: -1)))
        #expect(again.index == gravity.index && again != gravity)     // slot reused, id not
        world[gravity] = GravityBehavior(magnitude: 100)                 // stale: ignored
        world.step(by: 0.1)
        #expect(world[item].velocity.dy < speed)
        #expect(world.item(item) == world[item])
        world.removeItem(item)
        #expect(!world.contains(item))
        #expect(world.item(item) == nil)
        world.step(by: 0.1)
    }

    @Test func invalidItemsAreRejectedByName() {
        var world = DynamicsWorld()
        #expect(throws: ConfigurationError.self) { try world.addItem(DynamicItem(center: .zero, size: Size(width: 0, height: 10))) }
        do {
            _ = try world.addItem(DynamicItem(center: Point(x: .nan, y: 0), size: square))
            Issue.record("NaN accepted")
        } catch { #expect(error.parameter == "center.x") }
        do {
            _ = try world.addItem(DynamicItem(center: .zero, size: square, density: -1))
            Issue.record("negative density accepted")
        } catch { #expect(error.parameter == "density") }
        do {
            _ = try DynamicsWorld(timeStep: 0)
            Issue.record("zero step accepted")
        } catch { #expect(error.parameter == "timeStep") }
    }

    @Test func massComesFromArea() {
        let item = DynamicItem(center: .zero, size: Size(width: 300, height: 400), density: 0.5)
        #expect(item.mass == 6)
        #expect(isClose(item.momentOfInertia, 6 * (90_000 + 160_000) / 12, relative: 1e-15))
    }
}
