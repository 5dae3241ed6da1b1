import _MotionTestSupport
import Geometry
import Testing
@testable import Dynamics

/// The world's clock: a fixed grid of steps from the last input, inputs applied at their timestamps,
/// frames shown at their exact time, whatever the display rate.
@Suite struct DynamicsWorldTimeTests {
    /// A card on a springy attachment dragged by a finger sampled every 7 ms, with gravity and a snapped
    /// neighbour; then released under gravity at t = 0.2 s.
    struct Scene {
        var world = DynamicsWorld()
        let card: DynamicItemID
        let other: DynamicItemID
        var grab: BehaviorID<AttachmentBehavior>?

        init() throws {
            card = try world.addItem(DynamicItem(center: Point(x: 187.5, y: 333.5), size: Size(width: 300, height: 400)))
            other = try world.addItem(DynamicItem(center: Point(x: 100, y: 100), size: Size(width: 50, height: 50),
                                                  velocity: Vector(dx: 400, dy: -300), angularVelocity: 2))
            world.add(SnapBehavior(item: other, point: Point(x: 150, y: 150), damping: 0.4))
        }

        /// The inputs at their times: (time, finger) for the drag, nil for the release.
        static let inputs: [(Double, Point?)] = {
            var inputs: [(Double, Point?)] = []
            for index in 0...28 {
                inputs.append((Double(index) * 0.007, Point(x: 227.5 + Double(index) * 3, y: 273.5 + Double(index) * 5)))
            }
            inputs.append((0.2, nil))
            return inputs
        }()

        mutating func apply(_ finger: Point?) {
            if let finger {
                if let grab {
                    world[grab].anchor = finger
                } else {
                    grab = world.add(AttachmentBehavior(item: card, offset: Vector(dx: 40, dy: -60), anchor: finger,
                                                        length: 0, damping: 0.7, frequency: 8))
                }
            } else if let grab {
                world.remove(grab)
                self.grab = nil
                world.add(GravityBehavior(direction: Vector(dx: 0.3, dy: 1), magnitude: 0.2))
            }
        }

        /// Replays the inputs with frames at `frames` (in order); returns what each frame showed.
        static func run(frames: [Double]) throws -> [Double: [Double]] {
            var scene = try Scene()
            var shown: [Double: [Double]] = [:]
            var next = 0
            for frame in frames {
                while next < inputs.count, inputs[next].0 <= frame {
                    scene.world.advance(to: inputs[next].0)
                    scene.apply(inputs[next].1)
                    next += 1
                }
                scene.world.tick(at: frame)
                let card = try #require(scene.world.presentation(of: scene.card))
                let other = try #require(scene.world.presentation(of: scene.other))
                shown[frame] = [card.center.x, card.center.y, card.angle, other.center.x, other.center.y, other.angle]
            }
            return shown
        }
    }

    @Test func theSameInputsShowTheSameMotionAtEveryFrameRate() throws {
        let reference = try Scene.run(frames: (0...240).map { Double($0) / 240 })
        var compared = 0
        for fps in [60.0, 90, 120, 144] {
            let shown = try Scene.run(frames: (0...Int(fps)).map { Double($0) / fps })
            for (time, values) in shown {
                guard let expected = reference[time] else { continue }
                #expect(values == expected, "\(fps) Hz at \(time)")
                compared += 1
            }
        }
        #expect(compared > 150)
        // A jittered 120 Hz display link: each frame against a copy of the 240 Hz run ticked at that instant.
        var random = SeededRandom(seed: 18)
        let jittered = (1...119).map { (Double($0) + random.double(in: -0.4...0.4)) / 120 }
        let shown = try Scene.run(frames: [0] + jittered)
        for time in jittered {
            let earlier: [Double] = (0...240).map { Double($0) / 240 }.filter { $0 < time }
            let probe = try Scene.run(frames: earlier + [time])
            #expect(shown[time] == probe[time], "jittered frame at \(time)")
        }
    }

    @Test func anInputFindsTheWorldWhereTheFrameShowedIt() throws {
        var world = DynamicsWorld()
        let item = try world.addItem(DynamicItem(center: .zero, size: Size(width: 100, height: 100), velocity: Vector(dx: 300, dy: 0)))
        world.add(GravityBehavior())
        world.tick(at: 10)                                 // the time base
        world.tick(at: 10 + 0.0100)                        // 2 steps, shown 1.67 ms past the second
        #expect(isClose(world.time, 10 + 2.0 / 240, absolute: 1e-12))
        let shown = try #require(world.presentation(of: item))
        world.advance(to: 10 + 0.0100)                    // an input at the frame's instant
        #expect(isClose(world.time, 10.01, absolute: 1e-12))
        #expect(world[item].center == shown.center)
        // The grid continues from the input: whole steps after it.
        world.tick(at: 10.01 + 1.0 / 240)
        #expect(isClose(world.time, 10.01 + 1.0 / 240, absolute: 1e-12))
        // A frame stamped before the last input (a display link trailing the touch) shows the input's state.
        var early = world
        early.advance(to: 10.02)
        early.tick(at: 10.019)
        #expect(early.presentation(of: item)?.center == early[item].center)
    }

    @Test func aMovedAnchorGlidesOverTheTimeSinceItsLastMove() throws {
        var world = DynamicsWorld()
        let item = try world.addItem(DynamicItem(center: .zero, size: Size(width: 10, height: 10), allowsRotation: false))
        let pin = world.add(AttachmentBehavior(item: item, anchor: .zero, length: 0))
        world.tick(at: 0)
        world.advance(to: 0.01)
        world[pin].anchor = Point(x: 10, y: 0)             // 10 ms after the last move: a 10 ms glide
        world.tick(at: 0.01 + 1.0 / 240)
        // One step into the glide: the item moves at the anchor's speed, 1000 pt/s, in that step.
        #expect(isClose(world[item].velocity.dx, 1000, relative: 1e-9))
        #expect(isClose(world[item].center.x, 1000.0 / 240, relative: 1e-9))
        world.tick(at: 0.05)
        #expect(isClose(world[item].center.x, 10, absolute: 1e-6))
    }

    @Test func oddTimestampsNeverFreezeTheWorld() throws {
        var world = DynamicsWorld()
        let item = try world.addItem(DynamicItem(center: .zero, size: Size(width: 100, height: 100)))
        world.add(GravityBehavior())
        world.tick(at: 5)
        world.tick(at: .nan)
        world.tick(at: .infinity)
        world.advance(to: -.infinity)
        #expect(world.time == 5)
        // A bogus far-future input: 30 steps at most, then a frame on the real clock starts a new base.
        #expect(world.advance(to: 1e9) == world.maximumStepsPerFrame)
        world.tick(at: 5.1)
        #expect(world.time == 5.1)
        let speed = world[item].velocity.dy
        #expect(world.tick(at: 5.1 + 1.0 / 60) == 4)
        #expect(world[item].velocity.dy > speed)
        // A frame earlier than the previous one restarts the clock there.
        world.tick(at: 1)
        #expect(world.time == 1)
        #expect(world.tick(at: 1 + 1.0 / 60) == 4)
        #expect(world.presentation(of: item).map { $0.center.isFinite && $0.angle.isFinite } == true)
    }

    /// Host clocks so large that a 1/240 s step no longer changes the time (beyond ~3.7e13 s): looping
    /// one step at a time until none is due still ends, and the world still moves.
    @Test(arguments: [1e14, 1e17, 1e300])
    func aStepByStepLoopEndsAtAnyHostTime(base: Double) throws {
        var world = DynamicsWorld()
        let item = try world.addItem(DynamicItem(center: .zero, size: Size(width: 100, height: 100)))
        world.add(GravityBehavior())
        world.tick(at: base)
        for frame in 1...3 {
            let time = base + Double(frame) * base.ulp * 4
            var calls = 0
            while world.tick(at: time, maximumSteps: 1) > 0, calls < 1000 { calls += 1 }
            #expect(calls <= world.maximumStepsPerFrame, "\(base) frame \(frame): \(calls) steps")
            calls = 0
            while world.advance(to: time + base.ulp, maximumSteps: 1) > 0, calls < 1000 { calls += 1 }
            #expect(calls <= world.maximumStepsPerFrame)
        }
        #expect(world[item].velocity.dy > 0 && world[item].center.isFinite)
    }

    @Test func stepByCountsDurationsOnTheSameGrid() throws {
        var byDuration = DynamicsWorld(), byTime = DynamicsWorld()
        let a = try byDuration.addItem(DynamicItem(center: .zero, size: Size(width: 100, height: 100), velocity: Vector(dx: 50, dy: 0)))
        let b = try byTime.addItem(DynamicItem(center: .zero, size: Size(width: 100, height: 100), velocity: Vector(dx: 50, dy: 0)))
        byDuration.add(GravityBehavior())
        byTime.add(GravityBehavior())
        byTime.tick(at: 0)
        var steps = 0
        for frame in 1...90 {
            steps += byDuration.step(by: 1.0 / 90)
            byTime.tick(at: Double(frame) / 90)
        }
        #expect(steps == 240)
        #expect(byDuration[a] == byTime[b])
        // The presented instants differ only by the rounding of a sum of 90 durations (measured 2e-13 pt).
        let shownA = try #require(byDuration.presentation(of: a)), shownB = try #require(byTime.presentation(of: b))
        #expect(isClose(shownA.center, shownB.center, absolute: 1e-9))
    }

    /// A world at rest (an item still on its snap's point, upright) whose clock alone runs
    /// (`advanceAtRest`) reaches the same time, counts the same steps and keeps the same item as one
    /// whose steps run, one at a time and all at once, across a gap shorter and one longer than a frame's
    /// most steps; and its next steps, after a push, are the same.
    @Test func aWorldAtRestRunsItsClockAloneToTheSameTimeAndState() throws {
        for gap in [0.0123, 0.05, 0.9, 3.25] {
            for maximumSteps in [1, Int.max] {
                var stepped = DynamicsWorld(), clocked = DynamicsWorld()
                let item = DynamicItem(center: Point(x: 187.5, y: 333.5), size: Size(width: 300, height: 400))
                let a = try stepped.addItem(item), b = try clocked.addItem(item)
                stepped.add(SnapBehavior(item: a, point: item.center, damping: 0.6))
                clocked.add(SnapBehavior(item: b, point: item.center, damping: 0.6))
                stepped.tick(at: 1.5)
                clocked.tick(at: 1.5)
                var steppedCount = 0, clockedCount = 0
                while case let steps = stepped.advance(to: 1.5 + gap, maximumSteps: maximumSteps), steps > 0 {
                    steppedCount += steps
                }
                while case let steps = clocked.advanceAtRest(to: 1.5 + gap, maximumSteps: maximumSteps), steps > 0 {
                    clockedCount += steps
                }
                #expect(clockedCount == steppedCount && steppedCount > 0)
                #expect(clocked.time == stepped.time && clocked.presentationTime == stepped.presentationTime)
                #expect(clocked[b].center == stepped[a].center && clocked[b].velocity == stepped[a].velocity)
                #expect(clocked[b].angle == stepped[a].angle && clocked[b].angularVelocity == stepped[a].angularVelocity)
                // The grid goes on from the same time: a push then moves both alike, to the bit.
                stepped.setVelocity(Vector(dx: 900, dy: -400), of: a)
                clocked.setVelocity(Vector(dx: 900, dy: -400), of: b)
                stepped.tick(at: 1.5 + gap + 0.1)
                clocked.tick(at: 1.5 + gap + 0.1)
                #expect(clocked.presentation(of: b)?.center == stepped.presentation(of: a)?.center)
                #expect(clocked.presentation(of: b)?.center != item.center)
            }
        }
    }
}
