import _MotionTestSupport
import Testing
@testable import Anchored

/// Seeded gestures over random anchors: every run rests exactly on an anchor, every gesture releases
/// once, nothing is ever NaN, and the motion is the same at every display rate.
@Suite struct AnchoredPropertyTests {
    static func randomDraggable(_ random: inout SeededRandom) throws -> AnchoredDraggable<Int> {
        let count = 1 + Int(random.next() % 4)
        var pairs: [(Int, Double)] = []
        var position = random.double(in: -200...100)
        for key in 0..<count {
            pairs.append((key, position))
            position += random.double(in: 40...300)
        }
        let anchors: DraggableAnchors<Int>
        switch count {
        case 1: anchors = try DraggableAnchors([pairs[0].0: pairs[0].1])
        case 2: anchors = try DraggableAnchors([pairs[1].0: pairs[1].1, pairs[0].0: pairs[0].1])
        case 3: anchors = try DraggableAnchors([pairs[0].0: pairs[0].1, pairs[2].0: pairs[2].1, pairs[1].0: pairs[1].1])
        default: anchors = try DraggableAnchors([pairs[3].0: pairs[3].1, pairs[1].0: pairs[1].1,
                                                 pairs[0].0: pairs[0].1, pairs[2].0: pairs[2].1])
        }
        let animations: [AnchoredSettleAnimation] = [
            AnchoredDraggableDefaults.settleAnimation, .decay(.composeExponentialDecay, then: .composeDefault),
            AnchoredDraggableDefaults.tweenAnimation, .spring(.bouncy),
        ]
        let overscroll: AnchoredOverscroll = random.next() % 2 == 0 ? .clamped : .rubberBand(dimension: random.double(in: 100...600))
        return try AnchoredDraggable(anchors: anchors, initialValue: Int(random.next() % UInt64(count)),
                                     orientation: random.next() % 3 == 0 ? .vertical : .horizontal,
                                     positionalThreshold: random.next() % 2 == 0 ? .fraction(random.double(in: 0...1)) : .distance(random.double(in: 0...200)),
                                     velocityThreshold: random.double(in: 0...2000),
                                     settleAnimation: animations[Int(random.next() % 4)], overscroll: overscroll)
    }

    @Test func everyRunRestsExactlyOnAnAnchorAndEveryGestureReleasesOnce() throws {
        try withEverySeed(0..<PropertySeeds.count(default: 60)) { seed, random in
            var drag = try Self.randomDraggable(&random)
            let samples = seededGestureTrace(&random, container: Rect(x: 0, y: 0, width: 375, height: 667))
            var releases = 0, begins = 0
            var wasDragging = false
            var last = drag.lastRelease
            let replay = try TraceReplay(fps: 120, jitterSeed: seed)
            replay.run(&drag, samples: samples) { _, current, shown in
                #expect(shown.isFinite && current.velocity.isFinite, "seed \(seed)")
                if current.state == .dragging, !wasDragging { begins += 1 }
                wasDragging = current.state == .dragging
                if let release = current.lastRelease, release.time != last?.time || release.offset != last?.offset {
                    releases += 1
                    last = release
                }
            }
            #expect(drag.isSettled, "seed \(seed)")
            #expect(drag.offset == drag.anchors.position(of: drag.settledValue), "seed \(seed): \(drag.offset)")
            #expect(drag.currentValue == drag.settledValue, "seed \(seed)")
            #expect(releases == samples.filter { $0.phase == .began && $0.pointer % 2 == 0 }.count, "seed \(seed)")
            #expect(begins <= releases, "seed \(seed)")
        }
    }

    @Test func seededGesturesGiveTheSameMotionAtEveryFrameRate() throws {
        try withEverySeed(0..<PropertySeeds.count(default: 16)) { seed, random in
            let drag = try Self.randomDraggable(&random)
            let samples = seededGestureTrace(&random, container: Rect(x: 0, y: 0, width: 375, height: 667))
            let worst = try largestRateDifference(drag, samples: samples) { offset, current in
                [offset, current.velocity / 1000, current.isSettled ? 1 : 0]
            }
            // Measured: 0 (every leg is closed form at the exact time since its release or grab).
            #expect(worst.difference == 0, "seed \(seed): \(worst.difference) at t = \(worst.at), \(worst.rates)")
        }
    }

    @Test func updateAnchorsMidMotionRestsOnTheMovedAnchorAtEveryRate() throws {
        try withEverySeed(0..<PropertySeeds.count(default: 20)) { seed, random in
            var drag = try AnchoredDraggable(anchors: DraggableAnchors([0: 0, 1: 300]), initialValue: 0,
                                             settleAnimation: random.next() % 2 == 0 ? .spring(.bouncy) : AnchoredDraggableDefaults.settleAnimation)
            drag.update(with: pan(.began, 0, at: 0))
            drag.update(with: pan(.ended, random.double(in: 0...300), velocity: random.double(in: -3000...3000), at: 0.05))
            let moveAt = random.double(in: 0.05...0.4)
            var time = 0.05
            var moved = false
            let newPosition = random.double(in: -100...500)
            while !drag.isSettled || !moved {
                time += 1.0 / 90
                if !moved, time >= moveAt {
                    let before = drag.offset
                    drag.updateAnchors(try DraggableAnchors([0: 0, 1: newPosition == 0 ? 1 : newPosition]))
                    #expect(drag.offset == before || drag.isSettled, "seed \(seed)")
                    moved = true
                }
                drag.tick(at: time)
                #expect(drag.offset.isFinite)
            }
            #expect(drag.offset == drag.anchors.position(of: drag.settledValue), "seed \(seed)")
        }
    }

    @Test func hostileReadingsNeverMakeTheOffsetNaN() throws {
        var drag = try AnchoredDraggable(anchors: DraggableAnchors(["a": -1e15, "b": 1e15]), initialValue: "a",
                                         overscroll: .rubberBand(dimension: 1e15))
        let values: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308, .greatestFiniteMagnitude, 0]
        var time = 0.0
        for value in values {
            for velocity in values {
                time += 0.01
                drag.update(with: pan(.began, 0, at: time))
                drag.update(with: pan(.changed, value, velocity: velocity, at: time + 0.001))
                #expect(drag.offset.isFinite && drag.velocity.isFinite)
                drag.update(with: pan(.ended, value, velocity: velocity, at: value.isFinite ? time + 0.002 : .nan))
                #expect(drag.offset.isFinite && drag.velocity.isFinite)
                drag.tick(at: time + 0.005)
                #expect(drag.offset.isFinite && drag.velocity.isFinite)
            }
        }
        time += 1
        while !drag.isSettled { time += 0.5; drag.tick(at: time) }
        #expect(drag.offset == 1e15 || drag.offset == -1e15)
    }
}
