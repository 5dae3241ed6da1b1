// Generated from the guide, the DocC catalogue and the doc comments of Dynamics by
// `python3 Scripts/documentation-examples.py`; do not edit.
// Each example compiles here with only the imports it shows (the module's own when it shows none),
// as it would in a user's code, and runs.
import Dynamics
import Testing

@Suite struct DynamicsDocumentationExamples {
    @Test func guide1() throws {

        // A tossed layer springs to the snap point nearest where its momentum would carry it.
        let snapPoints = [Point(x: 40, y: 100), Point(x: 335, y: 100), Point(x: 40, y: 600), Point(x: 335, y: 600)]
        let start = Point(x: 200, y: 300)
        let release = Vector(dx: 1400, dy: -600)                        // points per second, from the pan
        let rest = start + DecelerationRate.normal.restDistance(velocity: release)
        let target = snapPoints.min { ($0 - rest).magnitude < ($1 - rest).magnitude } ?? start
        var toss = SpringAnimation(spring: try Spring(response: 0.4, dampingRatio: 0.8),
                                  value: start, target: target, velocity: release)
        var layer = LayerState(position: start, size: Size(width: 120, height: 68))

        // Every display frame:
        toss.step(by: 1.0 / 120)
        layer.position = toss.value
        if toss.isSettled { print("exactly at the target, velocity zero") }

        // Retargeted mid-flight: position and velocity stay continuous.
        toss.retarget(to: Point(x: 40, y: 600))
    }

    @Test func guide2() throws {

        let uikit = try UIKitScrollSimulation(position: 0, velocity: 2000, rate: .normal,
                                             leadingExtent: 0, trailingExtent: 5000)
        print(uikit.restPosition, uikit.restTime)           // 994.0... 2.646...: stops at 10 pt/s
        let flutter = try ScrollPhysics.flutterBouncing.simulation(position: 500, velocity: -7500,
                                                                  leadingExtent: 0, trailingExtent: 1000)
        print(flutter.position(at: 0.065), flutter.restPosition)   // 42.9... 0.0: past the top, springs back
    }

    @Test func guide3() throws {

        let home = Point(x: 187.5, y: 333.5)
        var world = DynamicsWorld()
        let card = try world.addItem(DynamicItem(center: home, size: Size(width: 300, height: 400)))
        var snap: BehaviorID<SnapBehavior>? = world.add(SnapBehavior(item: card, point: home, damping: 0.7))
        var layer = LayerState(position: home, size: Size(width: 300, height: 400))

        // Finger down at `touch`: hold the card where it was touched.
        let touch = Point(x: 227.5, y: 273.5)
        if let snap { world.remove(snap) }
        snap = nil
        let grabOffset: Vector = touch - home                          // the card is upright at rest
        let grab = world.add(AttachmentBehavior(item: card, offset: grabOffset, anchor: touch, length: 0))
        // Finger moved:
        world[grab].anchor = Point(x: 240, y: 200)
        world.step(by: 1.0 / 120)
        // Released fast: fly off; slow: snap back.
        let release = Vector(dx: 300, dy: -1500)
        world.remove(grab)
        if release.magnitude > 1000 {
           world.setVelocity(release, of: card)
           world.add(GravityBehavior(direction: release, magnitude: 0.2))
        } else {
           snap = world.add(SnapBehavior(item: card, point: home, damping: 0.7))
        }
        // Every frame:
        world.step(by: 1.0 / 120)
        layer.position = world[card].center
        layer.transform.rotation = world[card].angle
    }

    @Test func guide4() throws {

        let rejected = (try? Spring(mass: 1, stiffness: 1, damping: 1e200)) == nil    // damping/(2·mass) > 1.34e154
        let feeble = try Spring(stiffness: 1, dampingRatio: 1e-18).settlingDuration()  // ≈ 6.9e18 s, no trap
        let fling = try FrictionSimulation(drag: 0.135, position: 100, velocity: 100)
        let back = fling.timeAtX(fling.x(30))            // finite: the first time x(t) reaches the rest position
        var world = DynamicsWorld()
        world.step(by: 1e17)                             // 30 internal steps at most, the rest dropped
    }

    @Test func doccdynamics1() throws {
        var toss = SpringAnimation(spring: .snappy, value: Point(x: 0, y: 0), target: Point(x: 300, y: 0),
                                  velocity: Vector(dx: 1500, dy: 0))
        toss.step(by: 1.0 / 120)
        let rest = Decay(from: 0.0, velocity: 1500, rate: .normal).restValue   // momentum projection
    }

    @Test func decay_Inertia1() throws {
        let flick = try Decay<Double>.inertia(from: 0, velocity: 1000)   // comes to rest at 800
    }

    @Test func decay1() throws {
        let fling = Decay(from: 100.0, velocity: 2000, rate: .normal)
        fling.value(at: 0.25)        // where it is after 250 ms
        fling.restValue              // 1099: where it stops (the momentum projection)
        fling.time(toWithin: 0.5)    // seconds until it is within half a point of rest
    }

    @Test func decayAnimation1() throws {
        var fling = DecayAnimation(value: 120.0, velocity: -2400, rate: .normal)
        fling.step(by: 1.0 / 120)
        fling.restValue              // where it will stop (also `target`)
        if fling.isSettled { /* value == restValue exactly, velocity zero */ }
    }

    @Test func decayAnimation2() throws {
        var scroll = DecayAnimation(value: 0.0, velocity: 1800, rate: .fast)
    }

    @Test func decayAnimation3() throws {
        var fling = DecayAnimation(value: 0.0, velocity: 900)
        fling.step(by: 1.0 / 60)
    }

    @Test func decelerationRate1() throws {
        let rate = DecelerationRate.normal
        rate.restDistance(velocity: 1000)             // 499.5 points: the exact distance a 1000 pt/s fling coasts
        DecelerationRate.momentumProjection(velocity: 1000, rate: 0.998)   // 499: WWDC18's slide formula
    }

    @Test func frictionSimulation1() throws {
        let fling = try FrictionSimulation(drag: 0.135, position: 100, velocity: 100)   // UIScrollView .normal per second
        fling.x(0.5)        // ≈ 131
        fling.finalX        // ≈ 149.9
        fling.timeAtX(140)  // when it passes 140
    }

    @Test func gravitySimulation1() throws {
        let fall = try GravitySimulation(acceleration: 200, position: 100, endDistance: 600, velocity: 0)
        fall.x(0.5)        // 125
        fall.isDone(2.5)   // true
    }

    @Test func materialMotionScheme1() throws {
        let spring = MaterialMotionScheme.expressive.defaultSpatial   // ζ 0.8, stiffness 380
    }

    @Test func anyScrollSimulation1() throws {
        let motion = try ScrollPhysics.uikit.simulation(position: 0, velocity: 1500, leadingExtent: 0, trailingExtent: 2000)
        let (offset, velocity) = motion.state(at: 0.2)
    }

    @Test func bouncingScrollPhysics1() throws {
        BouncingScrollPhysics.frictionFactor(0.4)                        // 0.1872
        // A finger moving 10 px further into a 20 px overscroll of a 100 px viewport moves the content:
        BouncingScrollPhysics.applyPhysicsToUserOffset(10, pixels: -20, minScrollExtent: 0,
                                                       maxScrollExtent: 1000, viewportDimension: 100)   // 3.328
    }

    @Test func bouncingScrollSimulation1() throws {
        let fling = try BouncingScrollSimulation(position: 500, velocity: -7500, leadingExtent: 0, trailingExtent: 1000)
        fling.position(at: 0.065)    // 42.9: still coasting toward the top
        fling.restPosition           // 0: it springs back to the top
    }

    @Test func clampingScrollSimulation1() throws {
        let fling = try ClampingScrollSimulation(position: 0, velocity: 8000)
        fling.restTime               // 2.118 s: the fling's duration
        fling.restPosition           // 7186.4: where it stops
    }

    @Test func overScrollerSimulation1() throws {
        let fling = try OverScrollerSimulation(position: 0, velocity: 8000)
        fling.duration       // 2.566 s (Flutter's clamping fling: 2.118 s)
        fling.distance       // 7186 px, whole pixels as Android keeps it
    }

    @Test func scrollPhysics1() throws {
        let physics = ScrollPhysics(rawValue: "flutter-bouncing")!
        let motion = try physics.simulation(position: 120, velocity: -2400, leadingExtent: 0, trailingExtent: 3000)
        motion.restPosition          // 0: the fling runs past the top and springs back
    }

    @Test func scrollSimulation1() throws {
        let fling = try UIKitScrollSimulation(position: 0, velocity: 2000, leadingExtent: 0, trailingExtent: 5000)
        fling.position(at: 0.25)     // where the content offset is 250 ms after the release
        fling.restPosition           // 994.0: where it stops (the projected target)
        fling.restTime               // 2.65 s after the release
    }

    @Test func scrollSpringSimulation1() throws {
        let snap = try ScrollSpringSimulation(spring: BouncingScrollPhysics.spring, start: 620, end: 750, velocity: 900)
        snap.position(at: 0.1)       // on its way to 750
        snap.restPosition            // 750, exactly, from restTime on
    }

    @Test func simulationTolerance1() throws {
        let tolerance = SimulationTolerance.default                        // 0.001 and 0.001, Flutter's default
        let scroll = SimulationTolerance.scrollPhysics(devicePixelRatio: 3) // 1/3 px, 20/3 px/s
    }

    @Test func uIKitScrollSimulation1() throws {
        let fling = try UIKitScrollSimulation(position: 0, velocity: 2000, rate: .normal,
                                              leadingExtent: 0, trailingExtent: 5000)
        fling.restPosition                   // 994.0: where it stops, the target a delegate is shown
        fling.position(at: 0.5)              // the offset half a second after the release
        let pastTheEnd = try UIKitScrollSimulation(position: 4900, velocity: 3000, leadingExtent: 0, trailingExtent: 5000)
        pastTheEnd.restPosition              // 5000: it bounces past the end and settles on it
    }

    @Test func uIKitScrollSimulation2() throws {
        // The finger let go at 1 200 pt/s; the delegate wants the row boundary at 440.
        let landing = try UIKitScrollSimulation(position: 100, velocity: 1200, target: 440)
        landing.restPosition                 // 440, exactly
    }

    @Test func settlingThreshold1() throws {

        let thresholds: [SettlingThreshold] = [
            .relative(),                                   // 0.1 % of the distance, as SwiftUI's epsilon 0.001
            .relative(0.0005),
            .absolute(position: 0.5, velocity: 20),        // half a point, 20 points per second
        ]
        print(thresholds.count)
    }

    @Test func spring_Compose1() throws {
        Spring.composeDefault.estimatedAnimationDurationMillis(initialDisplacement: -100, delta: 1)   // 171
    }

    @Test func spring_Conversions1() throws {
        let android = try Spring(stiffness: 1500, dampingRatio: 0.5)   // SpringForce's defaults
    }

    @Test func spring_Conversions2() throws {
        let spring = try Spring(response: 0.5, dampingRatio: 0.825)    // SwiftUI Animation.spring()
    }

    @Test func spring_Conversions3() throws {
        let spring = try Spring(duration: 0.5, bounce: 0.3)   // stiffness 157.91, damping 17.59
    }

    @Test func spring_Conversions4() throws {
        let spring = try Spring(origamiTension: 40, friction: 7)   // rebound's default config
    }

    @Test func spring_Conversions5() throws {
        let pop = try Spring(bounciness: 4, speed: 12)     // POPSpringAnimation's default feel
    }

    @Test func spring_Conversions6() throws {
        Spring.velocity(fromUIKitInitialSpringVelocity: 0.5, distance: 200)   // 100 points/s
    }

    @Test func spring_Framer1() throws {
        let motion = try Spring(visualDuration: 0.3, bounce: 0.3)   // Motion's spring() defaults: k 304.6, c 24.43
    }

    @Test func spring_Framer2() throws {
        let motion = try Spring(framerDuration: 0.8, bounce: 0.25)
    }

    @Test func spring_Settling1() throws {
        let swiftUI = try Spring(settlingDuration: 1, dampingRatio: 0.5)   // stiffness 161.72, damping 12.72
    }

    @Test func spring_Settling2() throws {
        let exact = try Spring(exactSettlingDuration: 0.6, dampingRatio: 0.7)
    }

    @Test func spring_Settling3() throws {
        let clamped = try Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: false)   // damping 20
    }

    @Test func spring_Settling4() throws {
        try Spring(mass: 1, stiffness: 100, damping: 5).settlingDuration()   // ≈ 2.855 s
    }

    @Test func spring_Settling5() throws {
        try Spring(mass: 1, stiffness: 100, damping: 5).exactSettlingDuration()   // ≈ 2.688 s
    }

    @Test func spring1() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)      // CASpringAnimation's defaults
        spring.dampingRatio                                                // 0.5
        let swiftUI = try Spring(response: 0.5, dampingRatio: 0.825)       // Animation.spring()
    }

    @Test func spring2() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    }

    @Test func springAnimation_Point1() throws {

        let release = Vector(dx: 1400, dy: -600)              // from the pan, points per second
        var toss = SpringAnimation(spring: .snappy, value: Point(x: 200, y: 300),
                                   target: Point(x: 40, y: 100), velocity: release)
        toss.step(by: 1.0 / 120)
        print(toss.velocityVector)
    }

    @Test func springAnimation1() throws {
        var animation = SpringAnimation(spring: .snappy, value: Point(x: 0, y: 0), target: Point(x: 300, y: 0),
                                        velocity: Vector(dx: 1500, dy: 0))       // the release velocity
        animation.step(by: 1.0 / 120)                                        // once per display frame
        animation.retarget(to: Point(x: 100, y: 50))                          // continuous, no jump
        if animation.isSettled { /* value == target exactly */ }
    }

    @Test func springAnimation2() throws {
        var toss = SpringAnimation(spring: .default, value: 0.0, target: 300, velocity: 2400)
    }

    @Test func springAnimation3() throws {
        var drop = SpringAnimation(spring: .bouncy, value: 0.0, target: 1)
        drop.step(by: 1.0 / 120)
    }

    @Test func springAnimation4() throws {
        var follow = SpringAnimation(spring: .interactive, value: 0.0, target: 100)
        follow.retarget(to: 40)
    }

    @Test func springAnimation5() throws {
        var layer = SpringAnimation(spring: .snappy, value: 0.0, target: 100)
        layer.reset(value: 30, velocity: -800)
    }

    @Test func springBatch1() throws {
        var particles = SpringBatch(spring: try Spring(mass: 1, stiffness: 300, damping: 30))
        particles.reserveCapacity(10_000)
        for i in 0..<10_000 {
            particles.append(value: Point(x: Double(i % 100), y: Double(i / 100)), target: Point(x: 0, y: 0))
        }
        particles.step(by: 1.0 / 120)                        // once per display frame
        let p = particles.value(at: 42)                       // one spring
        particles.withUnsafeValues { values in /* values[i]: all of them, no copy */ }
    }

    @Test func springBatch2() throws {
        var markers = SpringBatch(spring: .snappy, threshold: .absolute(position: 0.5, velocity: 20))
    }

    @Test func springBatch3() throws {
        var particles = SpringBatch(spring: .snappy)
        particles.append(value: Point(x: 0, y: 0), target: Point(x: 10, y: 0))
        particles.step(by: 1.0 / 120)
        let rightmost = particles.withUnsafeValues { values in values.map(\.x).max() }
    }

    @Test func springBatch4() throws {
        var cards = SpringBatch(spring: .snappy)
        let i = cards.append(value: Point(x: 0, y: 0), target: Point(x: 100, y: 200), velocity: Point(x: 900, y: 0))
        cards.append(value: Point(x: 5, y: 5), target: Point(x: 0, y: 0), spring: .bouncy)   // its own constants
    }

    @Test func springBatch5() throws {
        var cards = SpringBatch(spring: .snappy)
        cards.append(value: Point(x: 0, y: 0), target: Point(x: 100, y: 0))
        cards.retarget(0, to: Point(x: -40, y: 60))
    }

    @Test func springBatch6() throws {
        var particles = SpringBatch(spring: .smooth)
        particles.append(value: Point(x: 0, y: 0), target: Point(x: 10, y: 10))
        particles.step(by: 1.0 / 120)
    }

    @Test func springSolution1() throws {
        let motion = SpringSolution(spring: try Spring(response: 0.4, dampingRatio: 0.8),
                                    from: Point(x: 0, y: 0), to: Point(x: 300, y: 100),
                                    initialVelocity: Point(x: 1200, y: -400))
        motion.value(at: 0.1)        // where the layer is 100 ms after release
        motion.velocity(at: 0.1)     // points per second
    }

    @Test func springStep1() throws {
        let step = SpringStep(spring: .default, duration: 1.0 / 120)
        var (offset, velocity) = (Point(x: -300, y: 0), Point.zero)
        (offset, velocity) = step.apply(offset: offset, velocity: velocity)
    }

    @Test func tween1() throws {

        let fade = try Tween(from: 0.0, to: 1.0, duration: 0.3, curve: .easeInOut, delay: 0.1)
        print(fade.value(at: 0.25))       // 0.5: halfway through the curve (0.15 s into the 0.3 s)
    }

    @Test func tweenAnimation1() throws {
        var slide = try TweenAnimation(from: 0.0, to: 100.0, duration: 0.25, curve: .easeOut)
        slide.step(by: 1.0 / 60)
        slide.retarget(to: 40)                 // from the current value, a fresh 0.25 s
    }

    @Test func tweenAnimation2() throws {
        var fade = try TweenAnimation(from: 0.0, to: 1.0, duration: 0.3)
        fade.step(by: 1.0 / 60)
    }

    @Test func valueAnimation1() throws {
        func run<A: ValueAnimation>(_ animation: inout A, frames: Int) -> A.Value {
            for frame in 0...frames { animation.tick(at: Double(frame) / 120) }
            return animation.value
        }
        var fling = DecayAnimation(value: 0.0, velocity: 1200)
        let resting = run(&fling, frames: 600)          // == fling.target, the rest position
    }

    @Test func valueAnimation2() throws {
        var spring = SpringAnimation(spring: .snappy, value: 0.0, target: 100)
        spring.tick(at: 3.0)               // sets the time base
        spring.tick(at: 3.0 + 1 / 120)     // one 120 Hz frame
    }

    @Test func behaviors1() throws {

        let gravity = GravityBehavior(direction: Vector(dx: 0.3, dy: 1), magnitude: 0.2)   // 200 pt/s², tilted
        print(gravity.magnitude)
    }

    @Test func behaviors2() throws {

        do {
            try GravityBehavior(magnitude: .greatestFiniteMagnitude).validate()
        } catch {
            print(error.parameter)   // magnitude
        }
    }

    @Test func behaviors3() throws {
        try GravityBehavior.validate(magnitude: 0.2, parameter: "gravityMagnitude")
    }

    @Test func behaviors4() throws {

        var world = DynamicsWorld()
        let card = try world.addItem(DynamicItem(center: Point(x: 187.5, y: 333.5), size: Size(width: 300, height: 400)))
        let grab = AttachmentBehavior(item: card, offset: Vector(dx: 40, dy: -60), anchor: Point(x: 227.5, y: 273.5))
        let grabID = world.add(grab)
        world[grabID].anchor = Point(x: 240, y: 260)              // every frame while dragging
    }

    @Test func behaviors5() throws {

        var world = DynamicsWorld()
        let card = try world.addItem(DynamicItem(center: Point(x: 187.5, y: 333.5), size: Size(width: 100, height: 100)))
        do {
            try AttachmentBehavior(item: card, anchor: Point(x: 200, y: 300), frequency: 1e-300).validate()
        } catch {
            print(error.parameter)   // frequency
        }
    }

    @Test func behaviors6() throws {

        var world = DynamicsWorld()
        let card = try world.addItem(DynamicItem(center: Point(x: 100, y: 100), size: Size(width: 300, height: 400)))
        let home = world.add(SnapBehavior(item: card, point: Point(x: 187.5, y: 333.5), damping: 0.7))
        world.step(by: 1.0 / 120)
        world.remove(home)
    }

    @Test func behaviors7() throws {

        var world = DynamicsWorld()
        let card = try world.addItem(DynamicItem(center: Point(x: 187.5, y: 333.5), size: Size(width: 100, height: 100)))
        do {
            try SnapBehavior(item: card, point: Point(x: 187.5, y: 333.5), damping: .nan).validate()
        } catch {
            print(error.parameter)   // damping
        }
    }

    @Test func behaviors8() throws {

        var world = DynamicsWorld()
        let card = try world.addItem(DynamicItem(center: Point(x: 187.5, y: 333.5), size: Size(width: 100, height: 100)))
        world.add(PushBehavior(item: card, mode: .instantaneous, direction: Vector(dx: 0, dy: 1), magnitude: 3))
    }

    @Test func behaviors9() throws {

        var world = DynamicsWorld()
        let card = try world.addItem(DynamicItem(center: Point(x: 187.5, y: 333.5), size: Size(width: 100, height: 100)))
        do {
            try PushBehavior(item: card, mode: .instantaneous, direction: Vector(dx: 0, dy: 1), magnitude: .infinity).validate()
        } catch {
            print(error.parameter)   // magnitude
        }
    }

    @Test func behaviors10() throws {

        var world = DynamicsWorld()
        let card = try world.addItem(DynamicItem(center: Point(x: 187.5, y: 333.5), size: Size(width: 100, height: 100)))
        world.add(ItemBehavior(item: card, resistance: 4))
    }

    @Test func behaviors11() throws {

        var world = DynamicsWorld()
        let card = try world.addItem(DynamicItem(center: Point(x: 187.5, y: 333.5), size: Size(width: 100, height: 100)))
        do {
            try ItemBehavior(item: card, resistance: .nan).validate()
        } catch {
            print(error.parameter)   // resistance
        }
    }

    @Test func dynamicItem1() throws {
        var card = DynamicItem(center: Point(x: 187.5, y: 333.5), size: Size(width: 300, height: 400))
        card.density = 1            // mass 12 (a 100 × 100 item of density 1 has mass 1)
        card.angularResistance = 2
    }

    @Test func dynamicItem2() throws {

        do {
            try DynamicItem(center: .zero, size: Size(width: 5e-324, height: 1)).validate()
        } catch {
            print(error.parameter)   // size.width
        }
    }

    @Test func dynamicsWorld1() throws {

        var world = DynamicsWorld()
        let card = try world.addItem(DynamicItem(center: Point(x: 187.5, y: 333.5), size: Size(width: 300, height: 400)))
        let home = world.add(SnapBehavior(item: card, point: Point(x: 187.5, y: 333.5), damping: 0.7))

        // finger down 40 pt right of and 60 pt above the centre: hold the card there
        world.remove(home)
        let finger = Point(x: 227.5, y: 273.5)
        let grab = world.add(AttachmentBehavior(item: card, offset: Vector(dx: 40, dy: -60), anchor: finger, length: 0))
        world[grab].anchor = finger + Vector(dx: 10, dy: -30)  // every frame while dragging
        world.step(by: 1.0 / 120)                         // every frame
        let body = world[card]                            // .center, .angle
        print(body.center, body.angle)

        // released fast enough: let it fly off under gravity
        let releaseVelocity = Vector(dx: 600, dy: -1800)
        world.remove(grab)
        world.setVelocity(releaseVelocity, of: card)
        world.add(GravityBehavior(direction: releaseVelocity, magnitude: 0.2))
    }
}
