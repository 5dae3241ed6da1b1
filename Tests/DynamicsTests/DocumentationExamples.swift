// Generated from the guide, the DocC catalogue and the doc comments of Dynamics (and the examples of
// README.md and docs/ that import it first) by `python3 Scripts/documentation-examples.py`; do not edit.
// Each example compiles here with only the imports it shows (the module's own when it shows none),
// as it would in a user's code, and runs; what a `print(...)  // comment` line states is expected.
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
        var printed1 = ""
        print(uikit.restPosition, uikit.restTime, to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"994\.0[0-9]* 2\.646[0-9]*\n"#)) != nil, "printed \(printed1), stated 994.0... 2.646...")
        let flutter = try ScrollPhysics.flutterBouncing.simulation(position: 500, velocity: -7500,
                                                                  leadingExtent: 0, trailingExtent: 1000)
        var printed2 = ""
        print(flutter.position(at: 0.065), flutter.restPosition, to: &printed2)
        #expect(printed2.wholeMatch(of: try Regex(#"42\.8939[0-9]* 0\.0\n"#)) != nil, "printed \(printed2), stated 42.8939... 0.0")
    }

    @Test func guide3() throws {

        let scale = try KeyframeTrack(initialValue: 1.0, [
           .linear(1.2, duration: 0.1, timingCurve: .easeOut),
           .cubic(0.9, duration: 0.2),
           .spring(1.0, duration: 0.4, spring: .bouncy),
        ])
        var printed1 = ""
        print(scale.value(at: 0.1), to: &printed1)
        #expect(printed1 == "1.2\n")
        let caught = SpringSolution(spring: .snappy, from: scale.value(at: 0.25), to: 1.0,
                                   initialVelocity: scale.velocity(at: 0.25))
        var printed2 = ""
        print(caught.value(at: 0) == scale.value(at: 0.25), to: &printed2)
        #expect(printed2 == "true\n")
        let compose = try KeyframesWithSplineSpec(duration: 0.5, from: 0, to: 2, keyframes: [.init(2, at: 0.25)])
        var printed3 = ""
        print(compose.velocity(at: 0.125), to: &printed3)
        #expect(printed3 == "10.0\n")
    }

    @Test func guide4() throws {

        let home = Point(x: 187.5, y: 333.5)
        var world = DynamicsWorld()
        let card = try world.addItem(DynamicItem(center: home, size: Size(width: 300, height: 400)))
        var snap: BehaviorID<SnapBehavior>? = world.add(SnapBehavior(item: card, point: home, damping: 0.7))
        var layer = LayerState(position: home, size: Size(width: 300, height: 400))

        // Finger down at `touch`, t = 0: hold the card where it was touched.
        let touch = Point(x: 227.5, y: 273.5)
        world.advance(to: 0)                                           // every input: catch up to its timestamp first
        if let snap { world.remove(snap) }
        snap = nil
        let grabOffset: Vector = touch - home                          // the card is upright at rest
        let grab = world.add(AttachmentBehavior(item: card, offset: grabOffset, anchor: touch, length: 0))
        // Finger moved, t = 0.008:
        world.advance(to: 0.008)
        world[grab].anchor = Point(x: 240, y: 200)
        // Released fast at t = 0.016: fly off; slow: snap back.
        world.advance(to: 0.016)
        let release = Vector(dx: 300, dy: -1500)
        world.remove(grab)
        if release.magnitude > 1000 {
           world.setVelocity(release, of: card)
           world.add(GravityBehavior(direction: release, magnitude: 0.2))
        } else {
           snap = world.add(SnapBehavior(item: card, point: home, damping: 0.7))
        }
        // Every display frame, with its timestamp:
        world.tick(at: 1.0 / 60)
        let shown = world.presentation(of: card) ?? world[card]        // the card at exactly t = 1/60 s
        layer.position = shown.center
        layer.transform.rotation = shown.angle
    }

    @Test func guide5() throws {

        var printed1 = ""
        print((try? Spring(mass: 1, stiffness: 1, damping: 1e200)) == nil, to: &printed1)
        #expect(printed1 == "true\n")
        var printed2 = ""
        print(try Spring(stiffness: 1, dampingRatio: 1e-18).exactSettlingDuration(), to: &printed2)
        #expect(printed2.wholeMatch(of: try Regex(#"6\.9073[0-9]*e\+18\n"#)) != nil, "printed \(printed2), stated 6.9073...e+18")
        let fling = try FrictionSimulation(drag: 0.135, position: 100, velocity: 100)
        let back = fling.timeAtX(fling.x(30))
        var printed3 = ""
        print(back.isFinite, fling.x(back) == fling.x(30), to: &printed3)
        #expect(printed3 == "true true\n")
        var world = DynamicsWorld()
        var printed4 = ""
        print(world.step(by: 1e17), to: &printed4)
        #expect(printed4 == "30\n")
    }

    @Test func doccdynamics1() throws {
        var toss = SpringAnimation(spring: .snappy, value: Point(x: 0, y: 0), target: Point(x: 300, y: 0),
                                  velocity: Vector(dx: 1500, dy: 0))
        toss.step(by: 1.0 / 120)
        _ = Decay(from: 0.0, velocity: 1500, rate: .normal).restValue   // momentum projection
    }

    @Test func decay_Inertia1() throws {
        let flick = try Decay<Double>.inertia(from: 0, velocity: 1000)
        var printed1 = ""
        print(flick.restValue, to: &printed1)
        #expect(printed1 == "800.0\n")
    }

    @Test func decay1() throws {
        let fling = Decay(from: 100.0, velocity: 2000, rate: .normal)
        var printed1 = ""
        print(fling.value(at: 0.25), to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"493\.3790[0-9]*\n"#)) != nil, "printed \(printed1), stated 493.3790...")
        var printed2 = ""
        print(fling.restValue, to: &printed2)
        #expect(printed2.wholeMatch(of: try Regex(#"1098\.9996[0-9]*\n"#)) != nil, "printed \(printed2), stated 1098.9996...")
        var printed3 = ""
        print(fling.time(toWithin: 0.5), to: &printed3)
        #expect(printed3.wholeMatch(of: try Regex(#"3\.7961[0-9]*\n"#)) != nil, "printed \(printed3), stated 3.7961...")
    }

    @Test func decayAnimation1() throws {
        var fling = DecayAnimation(value: 120.0, velocity: -2400, rate: .normal)
        fling.step(by: 1.0 / 120)
        var printed1 = ""
        print(fling.restValue, to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"-1078\.7995[0-9]*\n"#)) != nil, "printed \(printed1), stated -1078.7995...")
        if fling.isSettled { /* value == restValue exactly, velocity zero */ }
    }

    @Test func decayAnimation2() throws {
        _ = DecayAnimation(value: 0.0, velocity: 1800, rate: .fast)
    }

    @Test func decayAnimation3() throws {
        var fling = DecayAnimation(value: 0.0, velocity: 900)
        fling.step(by: 1.0 / 60)
    }

    @Test func decelerationRate1() throws {
        let rate = DecelerationRate.normal
        var printed1 = ""
        print(rate.restDistance(velocity: 1000), to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"499\.4998[0-9]*\n"#)) != nil, "printed \(printed1), stated 499.4998...")
        var printed2 = ""
        print(DecelerationRate.momentumProjection(velocity: 1000, rate: 0.998), to: &printed2)
        #expect(printed2.wholeMatch(of: try Regex(#"498\.9999[0-9]*\n"#)) != nil, "printed \(printed2), stated 498.9999...")
    }

    @Test func dragAxis1() throws {

        var axis = DragAxis(offset: 0)
        axis.grab(translation: 0, at: 0, in: 0...300, resistance: .clamped)
        axis.drag(translation: 120, velocity: 900, in: 0...300, resistance: .clamped)
        axis.release(velocity: 900, at: 0.1)
        axis.start(DragSettle.spring(.composeDefault, from: axis.offset, velocity: axis.velocity, to: 300,
                                     startsAt: axis.clock.elapsed))
        var time = 0.1
        while axis.phase == .settling { time += 1.0 / 120; axis.advance(to: time) }
        var printed1 = ""
        print(axis.offset, to: &printed1)
        #expect(printed1 == "300.0\n")
    }

    @Test func dragResistance1() throws {

        var printed1 = ""
        print(DragResistance.rubberBand(dimension: 300).offset(forDrag: 360, in: 0...300), to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"329\.7297[0-9]*\n"#)) != nil, "printed \(printed1), stated 329.7297...")
        var printed2 = ""
        print(DragResistance.pinned.offset(forDrag: 360, in: 0...300), to: &printed2)
        #expect(printed2 == "300.0\n")
    }

    @Test func dragSettle1() throws {

        let settle = DragSettle.spring(.composeDefault, from: 0, velocity: 0, to: 100, startsAt: 0)
        let end = settle.state(at: settle.duration)
        var printed1 = ""
        print(settle.duration > 0, end.offset, end.velocity, end.done, to: &printed1)
        #expect(printed1 == "true 100.0 0.0 true\n")
    }

    @Test func frictionSimulation1() throws {
        let fling = try FrictionSimulation(drag: 0.135, position: 100, velocity: 100)   // UIScrollView .normal per second
        var printed1 = ""
        print(fling.x(0.5), to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"131\.5896[0-9]*\n"#)) != nil, "printed \(printed1), stated 131.5896...")
        var printed2 = ""
        print(fling.finalX, to: &printed2)
        #expect(printed2.wholeMatch(of: try Regex(#"149\.9380[0-9]*\n"#)) != nil, "printed \(printed2), stated 149.9380...")
        var printed3 = ""
        print(fling.timeAtX(140), to: &printed3)
        #expect(printed3.wholeMatch(of: try Regex(#"0\.8062[0-9]*\n"#)) != nil, "printed \(printed3), stated 0.8062...")
    }

    @Test func gravitySimulation1() throws {
        let fall = try GravitySimulation(acceleration: 200, position: 100, endDistance: 600, velocity: 0)
        var printed1 = ""
        print(fall.x(0.5), to: &printed1)
        #expect(printed1 == "125.0\n")
        var printed2 = ""
        print(fall.isDone(2.5), to: &printed2)
        #expect(printed2 == "true\n")
    }

    @Test func keyframe1() throws {
        let track = try KeyframeTrack(initialValue: 1.0, [
            .linear(1.2, duration: 0.1, timingCurve: .easeOut),
            .spring(0.9, duration: 0.3, spring: .bouncy),
            .cubic(1.0, duration: 0.2),
        ])
        var printed1 = ""
        print(track.duration, to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"0\.6000[0-9]*\n"#)) != nil, "printed \(printed1), stated 0.6000...")
    }

    @Test func keyframeTimeline1() throws {
        struct Pop: Hashable { var scale = 1.0; var offset = Point(x: 0, y: 0) }
        let timeline = try KeyframeTimeline(initialValue: Pop(), tracks: [
            .track(\.scale, [.linear(1.3, duration: 0.1), .spring(1.0, duration: 0.5, spring: .bouncy)]),
            .track(\.offset, [.cubic(Point(x: 0, y: -40), duration: 0.2), .cubic(Point(x: 0, y: 0), duration: 0.2)]),
        ])
        var printed1 = ""
        print(timeline.duration, to: &printed1)
        #expect(printed1 == "0.6\n")
        var printed2 = ""
        print(timeline.value(time: 0.1).scale, to: &printed2)
        #expect(printed2 == "1.3\n")
    }

    @Test func keyframeTrack1() throws {
        let bounce = try KeyframeTrack(initialValue: 0.0, [
            .cubic(-30, duration: 0.2),
            .spring(0, spring: .bouncy),
        ])
        var printed1 = ""
        print(bounce.value(at: 0.2), to: &printed1)
        #expect(printed1 == "-30.0\n")
        var printed2 = ""
        print(bounce.velocity(at: 0.2), to: &printed2)
        #expect(printed2 == "0.0\n")
        let grabbed = SpringSolution(spring: .snappy, from: bounce.value(at: 0.3), to: 0.0,
                                     initialVelocity: bounce.velocity(at: 0.3))
        var printed3 = ""
        print(grabbed.value(at: 0) == bounce.value(at: 0.3), to: &printed3)
        #expect(printed3 == "true\n")
    }

    @Test func keyframesSpec1() throws {
        let spec = try KeyframesSpec(duration: 0.375, from: 0.0, to: 1.0, keyframes: [
            .init(0.4, at: 0.1, easing: .easeOut),
            .init(0.6, at: 0.25),
        ])
        var printed1 = ""
        print(spec.value(at: 0.05), to: &printed1)
        #expect(printed1 == "0.2\n")
        var printed2 = ""
        print(spec.velocity(at: 0.3), to: &printed2)
        #expect(printed2 == "3.2\n")
    }

    @Test func keyframesWithSplineSpec1() throws {
        let spec = try KeyframesWithSplineSpec(duration: 0.5, from: 0.0, to: 2.0, keyframes: [.init(2, at: 0.25)])
        var printed1 = ""
        print(spec.value(at: 0.125), to: &printed1)
        #expect(printed1 == "1.25\n")
        var printed2 = ""
        print(spec.velocity(at: 0.125), to: &printed2)
        #expect(printed2 == "10.0\n")
    }

    @Test func materialMotionScheme1() throws {
        let spring = MaterialMotionScheme.expressive.defaultSpatial
        var printed1 = ""
        print(spring.dampingRatio, spring.stiffness, to: &printed1)
        #expect(printed1 == "0.8 380.0\n")
    }

    @Test func anyScrollSimulation1() throws {
        let motion = try ScrollPhysics.uikit.simulation(position: 0, velocity: 1500, leadingExtent: 0, trailingExtent: 2000)
        let (offset, velocity) = motion.state(at: 0.2)
        var printed1 = ""
        print(offset > 0, velocity < 1500, to: &printed1)
        #expect(printed1 == "true true\n")
    }

    @Test func bouncingScrollPhysics1() throws {
        var printed1 = ""
        print(BouncingScrollPhysics.frictionFactor(0.4), to: &printed1)
        #expect(printed1 == "0.1872\n")
        // A finger moving 10 px further into a 20 px overscroll of a 100 px viewport moves the content:
        let moved = BouncingScrollPhysics.applyPhysicsToUserOffset(10, pixels: -20, minScrollExtent: 0,
                                                                   maxScrollExtent: 1000, viewportDimension: 100)
        var printed2 = ""
        print(moved, to: &printed2)
        #expect(printed2.wholeMatch(of: try Regex(#"3\.3280[0-9]*\n"#)) != nil, "printed \(printed2), stated 3.3280...")
    }

    @Test func bouncingScrollSimulation1() throws {
        let fling = try BouncingScrollSimulation(position: 500, velocity: -7500, leadingExtent: 0, trailingExtent: 1000)
        var printed1 = ""
        print(fling.position(at: 0.065), to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"42\.8939[0-9]*\n"#)) != nil, "printed \(printed1), stated 42.8939...")
        var printed2 = ""
        print(fling.restPosition, to: &printed2)
        #expect(printed2 == "0.0\n")
    }

    @Test func clampingScrollSimulation1() throws {
        let fling = try ClampingScrollSimulation(position: 0, velocity: 8000)
        var printed1 = ""
        print(fling.restTime, to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"2\.1183[0-9]*\n"#)) != nil, "printed \(printed1), stated 2.1183...")
        var printed2 = ""
        print(fling.restPosition, to: &printed2)
        #expect(printed2.wholeMatch(of: try Regex(#"7186\.3627[0-9]*\n"#)) != nil, "printed \(printed2), stated 7186.3627...")
    }

    @Test func overScrollerSimulation1() throws {
        let fling = try OverScrollerSimulation(position: 0, velocity: 8000)
        var printed1 = ""
        print(fling.duration, to: &printed1)
        #expect(printed1 == "2.566\n")
        var printed2 = ""
        print(fling.distance, to: &printed2)
        #expect(printed2 == "7186.0\n")
    }

    @Test func scrollPhysics1() throws {
        let physics = ScrollPhysics(rawValue: "flutter-bouncing")!
        let motion = try physics.simulation(position: 120, velocity: -2400, leadingExtent: 0, trailingExtent: 3000)
        var printed1 = ""
        print(motion.restPosition, to: &printed1)
        #expect(printed1 == "0.0\n")
    }

    @Test func scrollSimulation1() throws {
        let fling = try UIKitScrollSimulation(position: 0, velocity: 2000, leadingExtent: 0, trailingExtent: 5000)
        var printed1 = ""
        print(fling.position(at: 0.25), to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"393\.3790[0-9]*\n"#)) != nil, "printed \(printed1), stated 393.3790...")
        var printed2 = ""
        print(fling.restPosition, to: &printed2)
        #expect(printed2.wholeMatch(of: try Regex(#"994\.0046[0-9]*\n"#)) != nil, "printed \(printed2), stated 994.0046...")
        var printed3 = ""
        print(fling.restTime, to: &printed3)
        #expect(printed3.wholeMatch(of: try Regex(#"2\.6465[0-9]*\n"#)) != nil, "printed \(printed3), stated 2.6465...")
    }

    @Test func scrollSpringSimulation1() throws {
        let snap = try ScrollSpringSimulation(spring: BouncingScrollPhysics.spring, start: 620, end: 750, velocity: 900)
        var printed1 = ""
        print(snap.position(at: 0.1), to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"691\.2159[0-9]*\n"#)) != nil, "printed \(printed1), stated 691.2159...")
        var printed2 = ""
        print(snap.restPosition, to: &printed2)
        #expect(printed2 == "750.0\n")
    }

    @Test func simulationTolerance1() throws {
        var printed1 = ""
        print(SimulationTolerance.default.distance, SimulationTolerance.default.velocity, to: &printed1)
        #expect(printed1 == "0.001 0.001\n")
        let phone = SimulationTolerance.scrollPhysics(devicePixelRatio: 3)
        var printed2 = ""
        print(phone.distance, phone.velocity, to: &printed2)
        #expect(printed2.wholeMatch(of: try Regex(#"0\.3333[0-9]* 6\.6666[0-9]*\n"#)) != nil, "printed \(printed2), stated 0.3333... 6.6666...")
    }

    @Test func uIKitScrollSimulation1() throws {
        let fling = try UIKitScrollSimulation(position: 0, velocity: 2000, rate: .normal,
                                              leadingExtent: 0, trailingExtent: 5000)
        var printed1 = ""
        print(fling.restPosition, to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"994\.0046[0-9]*\n"#)) != nil, "printed \(printed1), stated 994.0046...")
        var printed2 = ""
        print(fling.position(at: 0.5), to: &printed2)
        #expect(printed2.wholeMatch(of: try Regex(#"631\.8560[0-9]*\n"#)) != nil, "printed \(printed2), stated 631.8560...")
        let pastTheEnd = try UIKitScrollSimulation(position: 4900, velocity: 3000, leadingExtent: 0, trailingExtent: 5000)
        var printed3 = ""
        print(pastTheEnd.restPosition, to: &printed3)
        #expect(printed3 == "5000.0\n")
    }

    @Test func uIKitScrollSimulation2() throws {
        // The finger let go at 1 200 pt/s; the delegate wants the row boundary at 440.
        let landing = try UIKitScrollSimulation(position: 100, velocity: 1200, target: 440)
        var printed1 = ""
        print(landing.restPosition, to: &printed1)
        #expect(printed1 == "440.0\n")
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
        var printed1 = ""
        print(Spring.composeDefault.estimatedAnimationDurationMillis(initialDisplacement: -100, delta: 1), to: &printed1)
        #expect(printed1 == "171\n")
    }

    @Test func spring_Conversions1() throws {
        _ = try Spring(stiffness: 1500, dampingRatio: 0.5)   // SpringForce's defaults
    }

    @Test func spring_Conversions2() throws {
        _ = try Spring(response: 0.5, dampingRatio: 0.825)    // SwiftUI Animation.spring()
    }

    @Test func spring_Conversions3() throws {
        let spring = try Spring(duration: 0.5, bounce: 0.3)
        var printed1 = ""
        print(spring.stiffness, spring.damping, to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"157\.9136[0-9]* 17\.5929[0-9]*\n"#)) != nil, "printed \(printed1), stated 157.9136... 17.5929...")
    }

    @Test func spring_Conversions4() throws {
        _ = try Spring(origamiTension: 40, friction: 7)   // rebound's default config
    }

    @Test func spring_Conversions5() throws {
        _ = try Spring(bounciness: 4, speed: 12)     // POPSpringAnimation's default feel
    }

    @Test func spring_Conversions6() throws {
        var printed1 = ""
        print(Spring.velocity(fromUIKitInitialSpringVelocity: 0.5, distance: 200), to: &printed1)
        #expect(printed1 == "100.0\n")
    }

    @Test func spring_Framer1() throws {
        let motion = try Spring(visualDuration: 0.3, bounce: 0.3)   // Motion's spring() defaults
        var printed1 = ""
        print(motion.stiffness, motion.damping, to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"304\.6174[0-9]* 24\.4346[0-9]*\n"#)) != nil, "printed \(printed1), stated 304.6174... 24.4346...")
    }

    @Test func spring_Framer2() throws {
        let motion = try Spring(framerDuration: 0.8, bounce: 0.25)
        var printed1 = ""
        print(motion.stiffness, motion.damping, to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"137\.4135[0-9]* 17\.5835[0-9]*\n"#)) != nil, "printed \(printed1), stated 137.4135... 17.5835...")
    }

    @Test func spring_ReduceMotion1() throws {

        let calm = Spring.bouncy.withoutBounce
        var printed1 = ""
        print(calm.dampingRatio == 1, calm.stiffness == Spring.bouncy.stiffness, to: &printed1)
        #expect(printed1 == "true true\n")
    }

    @Test func spring_Settling1() throws {
        let swiftUI = try Spring(settlingDuration: 1, dampingRatio: 0.5)
        var printed1 = ""
        print(swiftUI.stiffness, swiftUI.damping, to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"161\.7195[0-9]* 12\.7168[0-9]*\n"#)) != nil, "printed \(printed1), stated 161.7195... 12.7168...")
    }

    @Test func spring_Settling2() throws {
        let exact = try Spring(exactEnvelopeSettlingDuration: 10, dampingRatio: 0.9)
        let swiftUI = try Spring(settlingDuration: 10, dampingRatio: 0.9)
        var printed1 = ""
        print(exact.stiffness, swiftUI.stiffness, to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"0\.7192[0-9]* 0\.7192[0-9]*\n"#)) != nil, "printed \(printed1), stated 0.7192... 0.7192...")
    }

    @Test func spring_Settling3() throws {
        let exact = try Spring(exactSettlingDuration: 0.6, dampingRatio: 0.7)
        var printed1 = ""
        print(exact.exactSettlingDuration(), to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"0\.5999[0-9]*\n"#)) != nil, "printed \(printed1), stated 0.5999...")
    }

    @Test func spring_Settling4() throws {
        let clamped = try Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: false)
        var printed1 = ""
        print(clamped.damping, to: &printed1)
        #expect(printed1 == "20.0\n")
    }

    @Test func spring_Settling5() throws {
        var printed1 = ""
        print(try Spring(mass: 1, stiffness: 100, damping: 5).settlingDuration(), to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"2\.8549[0-9]*\n"#)) != nil, "printed \(printed1), stated 2.8549...")
    }

    @Test func spring_Settling6() throws {
        var printed1 = ""
        print(try Spring(mass: 1, stiffness: 100, damping: 5).exactSettlingDuration(), to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"2\.6878[0-9]*\n"#)) != nil, "printed \(printed1), stated 2.6878...")
    }

    @Test func spring1() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)      // CASpringAnimation's defaults
        var printed1 = ""
        print(spring.dampingRatio, to: &printed1)
        #expect(printed1 == "0.5\n")
        _ = try Spring(response: 0.5, dampingRatio: 0.825)       // Animation.spring()
    }

    @Test func spring2() throws {
        _ = try Spring(mass: 1, stiffness: 100, damping: 10)
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
        _ = SpringAnimation(spring: .default, value: 0.0, target: 300, velocity: 2400)
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

    @Test func springBatch_Restart1() throws {
        var particles = SpringBatch(spring: .snappy)
        particles.append(value: Point(x: 0, y: 0), target: Point(x: 10, y: 0))
        particles.append(value: Point(x: 0, y: 5), target: Point(x: 10, y: 0))
        try particles.reset(values: [Point(x: -20, y: 0), Point(x: -20, y: 5)], velocities: [.zero, .zero])
        var printed1 = ""
        print(particles.value(at: 1), to: &printed1)
        #expect(printed1 == "(-20.0, 5.0)\n")
    }

    @Test func springBatch1() throws {
        var particles = SpringBatch(spring: try Spring(mass: 1, stiffness: 300, damping: 30))
        particles.reserveCapacity(10_000)
        for i in 0..<10_000 {
            particles.append(value: Point(x: Double(i % 100), y: Double(i / 100)), target: Point(x: 0, y: 0))
        }
        particles.step(by: 1.0 / 120)                        // once per display frame
        _ = particles.value(at: 42)                       // one spring
        particles.withUnsafeValues { values in /* values[i]: all of them, no copy */ }
    }

    @Test func springBatch2() throws {
        _ = SpringBatch(spring: .snappy, threshold: .absolute(position: 0.5, velocity: 20))
    }

    @Test func springBatch3() throws {
        var particles = SpringBatch(spring: .snappy)
        particles.append(value: Point(x: 0, y: 0), target: Point(x: 10, y: 0))
        particles.step(by: 1.0 / 120)
        _ = particles.withUnsafeValues { values in values.map(\.x).max() }
    }

    @Test func springBatch4() throws {
        var cards = SpringBatch(spring: .snappy)
        _ = cards.append(value: Point(x: 0, y: 0), target: Point(x: 100, y: 200), velocity: Point(x: 900, y: 0))
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
        var printed1 = ""
        print(motion.value(at: 0.1), to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"\(187\.0284[0-9]*, 42\.7982[0-9]*\)\n"#)) != nil, "printed \(printed1), stated (187.0284..., 42.7982...)")
        var printed2 = ""
        print(motion.velocity(at: 0.1), to: &printed2)
        #expect(printed2.wholeMatch(of: try Regex(#"\(1640\.7511[0-9]*, 658\.6898[0-9]*\)\n"#)) != nil, "printed \(printed2), stated (1640.7511..., 658.6898...)")
    }

    @Test func springStep1() throws {
        let step = SpringStep(spring: .default, duration: 1.0 / 120)
        var (offset, velocity) = (Point(x: -300, y: 0), Point.zero)
        (offset, velocity) = step.apply(offset: offset, velocity: velocity)
    }

    @Test func tween1() throws {

        let fade = try Tween(from: 0.0, to: 1.0, duration: 0.3, curve: .easeInOut, delay: 0.1)
        var printed1 = ""
        print(fade.value(at: 0.25), to: &printed1)
        #expect(printed1 == "0.5\n")
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
        _ = run(&fling, frames: 600)          // == fling.target, the rest position
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
            var printed1 = ""
            print(error.parameter, to: &printed1)
            #expect(printed1 == "magnitude\n")
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
            var printed1 = ""
            print(error.parameter, to: &printed1)
            #expect(printed1 == "frequency\n")
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
            var printed1 = ""
            print(error.parameter, to: &printed1)
            #expect(printed1 == "damping\n")
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
            var printed1 = ""
            print(error.parameter, to: &printed1)
            #expect(printed1 == "magnitude\n")
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
            var printed1 = ""
            print(error.parameter, to: &printed1)
            #expect(printed1 == "resistance\n")
        }
    }

    @Test func dynamicItem1() throws {
        var card = DynamicItem(center: Point(x: 187.5, y: 333.5), size: Size(width: 300, height: 400))
        card.density = 1
        var printed1 = ""
        print(card.mass, to: &printed1)
        #expect(printed1 == "12.0\n")
        card.angularResistance = 2
    }

    @Test func dynamicItem2() throws {

        do {
            try DynamicItem(center: .zero, size: Size(width: .leastNonzeroMagnitude, height: 1)).validate()
        } catch {
            var printed1 = ""
            print(error.parameter, to: &printed1)
            #expect(printed1 == "size.width\n")
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
        world.advance(to: 0.008)                         // a finger sample at t = 0.008 s: catch up to it first,
        world[grab].anchor = finger + Vector(dx: 10, dy: -30)  // then move the anchor
        world.tick(at: 1.0 / 60)                          // every display frame, with its timestamp
        let body = world.presentation(of: card)           // .center, .angle at exactly t = 1/60 s
        print(body?.center ?? .zero, body?.angle ?? 0)

        // released fast enough (at t = 0.02 s): let it fly off under gravity
        let releaseVelocity = Vector(dx: 600, dy: -1800)
        world.advance(to: 0.02)
        world.remove(grab)
        world.setVelocity(releaseVelocity, of: card)
        world.add(GravityBehavior(direction: releaseVelocity, magnitude: 0.2))
    }
}
