import Dynamics
import Geometry

/// Dynamics' per-frame work: springs, flings and a UIKit-Dynamics-style world.
let dynamicsScenarios: [Scenario] = [
    Scenario(
        name: "dynamics.spring",
        summary: "count independent 2-D springs (SpringAnimation<Point>) stepped one 120 Hz frame, retargeted as they go",
        make: { count in SpringFrames(count: count) }),
    Scenario(
        name: "dynamics.decay",
        summary: "count 2-D flings (DecayAnimation<Point>, rate .normal) stepped one frame, relaunched once at rest",
        make: { count in DecayFrames(count: count) }),
    Scenario(
        name: "dynamics.world",
        summary: "count worlds of 36 items under gravity, 18 snapped and 18 on moving springy attachments, one frame",
        make: { count in WorldFrames(count: count) }),
] + springPeerScenarios

private let frameInterval = 1.0 / 120

private final class SpringFrames: FrameWorkload {
    var springs: [SpringAnimation<Point>]

    init(count: Int) {
        var random = ScenarioRandom(seed: 7)
        springs = (0..<count).map { _ in
            SpringAnimation(spring: .snappy, value: Point(x: random.next(in: 0...375), y: random.next(in: 0...667)),
                            target: Point(x: random.next(in: 0...375), y: random.next(in: 0...667)),
                            velocity: Point(x: random.next(in: -3000...3000), y: random.next(in: -3000...3000)))
        }
    }

    func frame(_ index: Int) -> Double {
        var sum = 0.0
        springs.withUnsafeMutableBufferPointer { springs in
            for i in springs.indices {
                springs[i].step(by: frameInterval)
                // A new destination now and then (a toss every two seconds per spring), staggered.
                if (index &+ i) % 240 == 0 {
                    let target = springs[i].target
                    springs[i].retarget(to: Point(x: 375 - target.x, y: 667 - target.y))
                }
                sum += springs[i].value.x
            }
        }
        return sum
    }
}

private final class DecayFrames: FrameWorkload {
    var flings: [DecayAnimation<Point>]
    var launches: [Point]

    init(count: Int) {
        var random = ScenarioRandom(seed: 11)
        launches = (0..<count).map { _ in Point(x: random.next(in: -4000...4000), y: random.next(in: -4000...4000)) }
        flings = launches.map { DecayAnimation(value: Point(x: 0, y: 0), velocity: $0) }
    }

    func frame(_ index: Int) -> Double {
        var sum = 0.0
        flings.withUnsafeMutableBufferPointer { flings in
            for i in flings.indices {
                flings[i].step(by: frameInterval)
                if flings[i].isSettled {
                    flings[i] = DecayAnimation(value: flings[i].value, velocity: launches[i])
                }
                sum += flings[i].value.y
            }
        }
        return sum
    }
}

private final class WorldFrames: FrameWorkload {
    var worlds: [DynamicsWorld]
    var attachments: [[BehaviorID<AttachmentBehavior>]]

    init(count: Int) {
        worlds = []
        attachments = []
        for w in 0..<count {
            var world = DynamicsWorld()
            var ids: [BehaviorID<AttachmentBehavior>] = []
            world.add(GravityBehavior(direction: Vector(dx: 0.2, dy: 1), magnitude: 0.2))
            for i in 0..<36 {
                let home = Point(x: Double(i % 6) * 60 + 30, y: Double(i / 6) * 100 + 50 + Double(w))
                let item = try! world.addItem(DynamicItem(center: home + Vector(dx: 20, dy: -30), size: Size(width: 50, height: 80),
                                                          velocity: Vector(dx: 300, dy: -200), angularVelocity: 1))
                if i % 2 == 0 {
                    world.add(SnapBehavior(item: item, point: home, damping: 0.7))
                } else {
                    ids.append(world.add(AttachmentBehavior(item: item, offset: Vector(dx: 15, dy: -25), anchor: home,
                                                            length: 0, damping: 0.5, frequency: 3)))
                }
            }
            worlds.append(world)
            attachments.append(ids)
        }
    }

    func frame(_ index: Int) -> Double {
        var sum = 0.0
        let phase = Double(index) * frameInterval * 2 * .pi
        let wobble = Vector(dx: 0.8 * phaseCos(phase), dy: 0.8 * phaseSin(phase))
        // Through a buffer pointer and index loops: a debug build then mutates each world in place
        // instead of copying its storage on write (which would count as a frame's allocation).
        attachments.withUnsafeBufferPointer { attachments in
            worlds.withUnsafeMutableBufferPointer { worlds in
                for w in worlds.indices {
                    let ids = attachments[w]
                    for a in ids.indices {
                        var attachment = worlds[w][ids[a]]
                        attachment.anchor += wobble   // the fingers move every frame
                        worlds[w][ids[a]] = attachment
                    }
                    worlds[w].step(by: frameInterval)
                    sum += worlds[w].time
                }
            }
        }
        return sum
    }
}

private func phaseSin(_ x: Double) -> Double { Vector(angle: x, length: 1).dy }
private func phaseCos(_ x: Double) -> Double { Vector(angle: x, length: 1).dx }

/// SplitMix64 for reproducible scenario setups.
struct ScenarioRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(in range: ClosedRange<Double>) -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return range.lowerBound + Double(z >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
}
