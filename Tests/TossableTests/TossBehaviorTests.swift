import _MotionTestSupport
import Dynamics
import Geometry
import Gestures
import Testing
@testable import Tossable

private let frame = 1.0 / 120
private let card = LayerState(position: Point(x: 150, y: 300), size: Size(width: 100, height: 60))

/// A finger that lands at `from`, moves by `step` every 8 ms `moves` times, and lifts (or is cancelled).
private func swipe(_ toss: inout TossBehavior, from start: Point, step: Vector, moves: Int, startTime: Double = 0,
                   lift: PointerPhase? = .ended, tickEveryMove: Bool = true) -> Double {
    var time = startTime
    var finger = start
    toss.handle(PointerSample(pointer: 0, location: finger, phase: .began, time: time))
    for _ in 0..<moves {
        time += 0.008
        finger += step
        toss.handle(PointerSample(pointer: 0, location: finger, phase: .moved, time: time))
        if tickEveryMove { toss.tick(at: time) }
    }
    if let lift {
        time += 0.008
        toss.handle(PointerSample(pointer: 0, location: finger, phase: lift, time: time))
    }
    return time
}

/// Ticks at 120 Hz from `time` until idle (or `limit` seconds); returns the time of the last tick.
@discardableResult
private func runUntilIdle(_ toss: inout TossBehavior, from time: Double, limit: Double = 10) -> Double {
    var now = time
    while toss.state != .idle, now < time + limit {
        now += frame
        toss.tick(at: now)
    }
    return now
}

@Suite struct TossDragTests {
    @Test func theDragFollowsTheFingerExactly() {
        var toss = TossBehavior(layer: card, destination: Point(x: 50, y: 50))
        let down = Point(x: 130, y: 290)
        toss.handle(PointerSample(pointer: 0, location: down, phase: .began, time: 0))
        #expect(toss.state == .dragging)
        #expect(toss.position == card.position)
        var finger = down
        var random = SeededRandom(seed: 7)
        for index in 1...40 {
            finger += Vector(dx: random.double(in: -30...30), dy: random.double(in: -30...30))
            toss.handle(PointerSample(pointer: 0, location: finger, phase: .moved, time: Double(index) * 0.008))
            toss.tick(at: Double(index) * 0.008)
            #expect(toss.position == card.position + (finger - down), "move \(index)")
            #expect(toss.state == .dragging)
        }
        // The other properties pass through untouched.
        #expect(toss.layer.size == card.size)
    }

    @Test func aPanWithHysteresisDragsByItsTranslationFromBegan() throws {
        let pan = try PanRecognizer(minimumDistance: 10)
        var toss = TossBehavior(layer: card, destination: .zero, pan: pan)
        toss.handle(PointerSample(pointer: 0, x: 100, y: 100, phase: .began, time: 0))
        toss.handle(PointerSample(pointer: 0, x: 105, y: 100, phase: .moved, time: 0.01))
        #expect(toss.state == .idle)
        toss.handle(PointerSample(pointer: 0, x: 112, y: 100, phase: .moved, time: 0.02))   // began here
        #expect(toss.state == .dragging)
        #expect(toss.position == card.position)
        toss.handle(PointerSample(pointer: 0, x: 120, y: 90, phase: .moved, time: 0.03))
        #expect(toss.position == card.position + Vector(dx: 8, dy: -10))
    }

    @Test func draggingBeyondTheContainerIsRubberBanded() {
        let container = Rect(x: 0, y: 0, width: 375, height: 667)
        var toss = TossBehavior(layer: card, destination: card.position, container: container)
        toss.handle(PointerSample(pointer: 0, x: 150, y: 300, phase: .began, time: 0))
        // The centre may go from 50 to 325 horizontally (a 100-point-wide layer in 375 points).
        toss.handle(PointerSample(pointer: 0, x: 150 + 275, y: 300, phase: .moved, time: 0.01))
        let expectedX = 325 + rubberBand(offset: 100, dimension: 375)
        #expect(isClose(toss.position.x, expectedX, absolute: 1e-12))
        #expect(toss.position.y == 300)
        toss.handle(PointerSample(pointer: 0, x: 150, y: 300 - 400, phase: .moved, time: 0.02))
        #expect(toss.position.x == 150)
        #expect(isClose(toss.position.y, 30 + rubberBand(offset: -130, dimension: 667), absolute: 1e-12))
    }

    @Test func grabbingALayerPastTheEdgeDoesNotJump() {
        let container = Rect(x: 0, y: 0, width: 375, height: 667)
        var toss = TossBehavior(layer: card, destination: card.position, container: container)
        toss.handle(PointerSample(pointer: 0, x: 150, y: 300, phase: .began, time: 0))
        toss.handle(PointerSample(pointer: 0, x: 500, y: 300, phase: .moved, time: 0.01))
        let banded = toss.position
        // Held still, then lifted: released from rest past the edge.
        toss.handle(PointerSample(pointer: 0, x: 500, y: 300, phase: .ended, time: 0.2))
        #expect(toss.lastRelease?.velocity == .zero)
        toss.tick(at: 0.2)
        toss.tick(at: 0.2 + frame)
        // Caught where the spring is at the touch's timestamp (1.7 ms after the last frame).
        var unTouched = toss
        let shown = unTouched.tick(at: 0.21).position
        #expect(shown.x < banded.x && shown.x > 325)
        toss.handle(PointerSample(pointer: 1, x: 400, y: 300, phase: .began, time: 0.21))
        #expect(isClose(toss.position, shown, absolute: 1e-9))
        toss.handle(PointerSample(pointer: 1, x: 401, y: 300, phase: .moved, time: 0.22))
        #expect(toss.position.x > shown.x)
        #expect(toss.position.x - shown.x < 0.55)        // the band's slope is at most 0.55
    }

    @Test func grabbingALayerBeyondTheBandsReachDoesNotJumpEither() {
        let container = Rect(x: 0, y: 0, width: 375, height: 667)
        var toss = TossBehavior(layer: card, destination: card.position, container: container)
        toss.tick(at: 0)
        toss.destination = Point(x: 900, y: 300)
        runUntilIdle(&toss, from: 0)
        #expect(toss.position == Point(x: 900, y: 300))      // a destination outside: the spring goes there
        toss.handle(PointerSample(pointer: 0, x: 900, y: 300, phase: .began, time: 20))
        #expect(toss.position == Point(x: 900, y: 300))
        toss.handle(PointerSample(pointer: 0, x: 890, y: 300, phase: .moved, time: 20.01))
        #expect(toss.position.x < 900 && toss.position.x > 880)
    }
}

@Suite struct TossReleaseTests {
    @Test func theTossStartsAtTheReleasesTimestamp() {
        var toss = TossBehavior(layer: card, destination: Point(x: 300, y: 600), spring: .snappy)
        let end = swipe(&toss, from: Point(x: 150, y: 300), step: Vector(dx: 8, dy: 12), moves: 12)
        let releaseVelocity = toss.pan.velocity
        #expect(isClose(releaseVelocity, Vector(dx: 1000, dy: 1500), absolute: 1e-6))
        #expect(toss.state == .tossing)
        let releasePosition = toss.position
        #expect(releasePosition == card.position + Vector(dx: 96, dy: 144))
        let release = toss.lastRelease
        #expect(release?.velocity == releaseVelocity)
        #expect(release?.time == end)
        #expect(release?.wasCancelled == false)
        // A frame stamped at (or just before) the release shows the release itself.
        toss.tick(at: end - 0.002)
        #expect(toss.velocity == releaseVelocity)
        #expect(toss.position == releasePosition)
        // The first frame after it is already 4 ms into the spring: no frame is frozen on the release.
        toss.tick(at: end + 0.004)
        let exact = SpringSolution(spring: .snappy, from: releasePosition, to: Point(x: 300, y: 600),
                                   initialVelocity: Point(x: releaseVelocity.dx, y: releaseVelocity.dy))
        #expect(isClose(toss.position, exact.value(at: 0.004), absolute: 1e-9))
        #expect(toss.position != releasePosition)
        // The next frame follows the same exact solution, counted from the release.
        toss.tick(at: end + 0.004 + frame)
        #expect(isClose(toss.position, exact.value(at: 0.004 + frame), absolute: 1e-9))
    }

    @Test func theTossEndsAtRestExactlyAtTheDestination() {
        let destination = Point(x: 40, y: 620)
        var toss = TossBehavior(layer: card, destination: destination, spring: .bouncy)
        let end = swipe(&toss, from: Point(x: 150, y: 300), step: Vector(dx: -20, dy: 5), moves: 10)
        let last = runUntilIdle(&toss, from: end)
        #expect(toss.state == .idle)
        #expect(toss.position == destination)
        #expect(toss.velocity == .zero)
        #expect(last - end < 3)
        // Idle stays put.
        toss.tick(at: last + 1)
        #expect(toss.position == destination)
    }

    @Test func aCancelledGestureStillEndsAtRestAtTheDestination() {
        let destination = Point(x: 187.5, y: 333.5)
        var toss = TossBehavior(layer: card, destination: destination)
        let end = swipe(&toss, from: Point(x: 150, y: 300), step: Vector(dx: 30, dy: 30), moves: 8, lift: .cancelled)
        #expect(toss.state == .tossing)
        #expect(toss.lastRelease?.wasCancelled == true)
        #expect(toss.lastRelease?.velocity == .zero)
        toss.tick(at: end)
        #expect(toss.velocity == .zero)
        runUntilIdle(&toss, from: end)
        #expect(toss.state == .idle)
        #expect(toss.position == destination)
    }

    @Test func aHostCancelledPanIsNotStranded() {
        var toss = TossBehavior(layer: card, destination: Point(x: 10, y: 10))
        _ = swipe(&toss, from: Point(x: 150, y: 300), step: Vector(dx: 5, dy: 0), moves: 5, lift: nil)
        var reading = toss.pan.snapshot
        reading.state = .possible            // the host reset its recogniser mid-drag
        toss.update(with: reading)
        #expect(toss.state == .tossing)
        runUntilIdle(&toss, from: reading.time)
        #expect(toss.position == Point(x: 10, y: 10))
    }

    @Test func aReleaseChoosesTheDestinationNearestItsMomentumProjection() throws {
        // iOS picture-in-picture: four corners of a 375 × 667 screen.
        let corners = [Point(x: 70, y: 100), Point(x: 305, y: 100), Point(x: 70, y: 567), Point(x: 305, y: 567)]
        let start = LayerState(position: Point(x: 100, y: 450), size: Size(width: 120, height: 68))
        var toss = try TossBehavior(layer: start, destinations: corners)
        #expect(toss.destination == Point(x: 70, y: 567))
        // Released nearest the bottom-left corner but flicked up and right at (1000, -1000) pt/s:
        // the projection is 0.998/(1000·0.002) = 0.499 s of the velocity away, (599, -49).
        _ = swipe(&toss, from: Point(x: 100, y: 450), step: Vector(dx: 8, dy: -8), moves: 2)
        let release = try #require(toss.lastRelease)
        #expect(isClose(release.velocity, Vector(dx: 1000, dy: -1000), absolute: 1e-6))
        let expected = release.position + DecelerationRate.normal.momentumProjection(velocity: release.velocity)
        #expect(isClose(release.projection, expected, absolute: 1e-9))
        #expect(isClose(release.projection, release.position + Vector(dx: 499, dy: -499), absolute: 1e-6))
        #expect(release.destination == Point(x: 305, y: 100))
        #expect(toss.destination == Point(x: 305, y: 100))
        // A slow release goes to the nearest corner.
        var slow = try TossBehavior(layer: start, destinations: corners)
        _ = swipe(&slow, from: Point(x: 100, y: 450), step: Vector(dx: 0, dy: 0.08), moves: 3)
        #expect(slow.lastRelease?.destination == Point(x: 70, y: 567))
    }

    @Test func badDestinationListsAreRejected() {
        #expect(throws: ConfigurationError.self) { try TossBehavior(layer: card, destinations: []) }
        #expect(throws: ConfigurationError.self) {
            try TossBehavior(layer: card, destinations: [Point(x: 0, y: 0), Point(x: .nan, y: 1)])
        }
        var toss = TossBehavior(layer: card, destination: .zero)
        #expect(throws: ConfigurationError.self) { try toss.setDestinations([]) }
        #expect(toss.destinations == [.zero])
        toss.destination = Point(x: .infinity, y: 0)
        #expect(toss.destination == .zero)
    }
}

@Suite struct TossInterruptionTests {
    @Test func retargetingMidTossKeepsVelocityContinuous() throws {
        let spring = Spring.snappy
        var toss = TossBehavior(layer: card, destination: Point(x: 300, y: 600), spring: spring)
        var reference = TossBehavior(layer: card, destination: Point(x: 300, y: 600), spring: spring)
        var time = swipe(&toss, from: Point(x: 150, y: 300), step: Vector(dx: 10, dy: -4), moves: 6)
        _ = swipe(&reference, from: Point(x: 150, y: 300), step: Vector(dx: 10, dy: -4), moves: 6)
        for _ in 0..<10 {
            time += frame
            toss.tick(at: time)
            reference.tick(at: time)
        }
        let before = (toss.position, toss.velocity)
        let newTarget = Point(x: 50, y: 80)
        toss.destination = newTarget
        #expect(toss.state == .tossing)
        #expect(toss.position == before.0)
        #expect(toss.velocity == before.1)
        time += frame
        toss.tick(at: time)
        reference.tick(at: time)
        // Only the pull toward the new target differs over one frame: about ω²·Δtarget·dt in
        // velocity and half ω²·Δtarget·dt² in position, no kick.
        let moved = (newTarget - Point(x: 300, y: 600)).magnitude
        let pull = spring.stiffness / spring.mass * moved
        #expect((toss.velocity - reference.velocity).magnitude <= pull * frame * 1.01)
        #expect((toss.velocity - reference.velocity).magnitude > pull * frame * 0.9)
        #expect((toss.position - reference.position).magnitude <= pull * frame * frame / 2 * 1.01)
        runUntilIdle(&toss, from: time)
        #expect(toss.position == newTarget)
    }

    @Test func aSecondGrabMidTossDoesNotJump() {
        var toss = TossBehavior(layer: card, destination: Point(x: 300, y: 600))
        var time = swipe(&toss, from: Point(x: 150, y: 300), step: Vector(dx: -15, dy: -15), moves: 6)
        for _ in 0..<6 {
            time += frame
            toss.tick(at: time)
        }
        #expect(toss.state == .tossing)
        time += 0.003
        // Caught where the spring is at the touch's timestamp, 3 ms after the last frame.
        var unTouched = toss
        let shown = unTouched.tick(at: time).position
        #expect(shown != toss.position)
        let finger = shown + Vector(dx: 12, dy: -7)     // anywhere on the layer
        toss.handle(PointerSample(pointer: 3, location: finger, phase: .began, time: time))
        #expect(toss.state == .dragging)
        #expect(toss.position == shown)
        time += frame
        toss.tick(at: time)
        #expect(toss.position == shown)          // the spring stopped
        toss.handle(PointerSample(pointer: 3, location: finger + Vector(dx: 5, dy: 9), phase: .moved, time: time))
        #expect(toss.position == shown + Vector(dx: 5, dy: 9))
        toss.handle(PointerSample(pointer: 3, location: finger + Vector(dx: 5, dy: 9), phase: .ended, time: time + 0.05))
        runUntilIdle(&toss, from: time + 0.05)
        #expect(toss.position == Point(x: 300, y: 600))
    }

    @Test func changingTheDestinationOfAnIdleLayerSpringsThere() {
        var toss = TossBehavior(layer: card, destination: card.position)
        toss.tick(at: 0)
        toss.destination = Point(x: 20, y: 30)
        #expect(toss.state == .tossing)
        runUntilIdle(&toss, from: 0)
        #expect(toss.position == Point(x: 20, y: 30))
        toss.destination = Point(x: 20, y: 30)
        #expect(toss.state == .idle)
    }

    @Test func newDestinationsRetargetToTheNearestProjection() throws {
        var toss = TossBehavior(layer: card, destination: Point(x: 300, y: 300))
        var time = swipe(&toss, from: Point(x: 150, y: 300), step: .zero, moves: 1)
        time += frame
        toss.tick(at: time)
        try toss.setDestinations([Point(x: 0, y: 300), Point(x: 160, y: 300)])
        #expect(toss.destination == Point(x: 160, y: 300))
        runUntilIdle(&toss, from: time)
        #expect(toss.position == Point(x: 160, y: 300))
    }
}

@Suite struct TossRobustnessTests {
    /// Random pointer streams (several fingers, repeated times, huge and tiny coordinates, cancels,
    /// destinations changing, ticks going backwards): no output is ever NaN or infinite, and once every
    /// finger is up the layer ends at rest exactly at its destination.
    @Test func nothingIsNaNForAnyFiniteInput() {
        withEverySeed(0..<60) { seed, random in
            let scale = [1.0, 1e3, 1e150, 1e300][Int(seed % 4)]
            var toss = TossBehavior(layer: card, destination: Point(x: random.double(in: -500...500), y: 20),
                                    spring: [Spring.bouncy, .snappy, .interactive, .coreAnimationDefault][Int(seed / 4 % 4)],
                                    container: seed % 3 == 0 ? Rect(x: 0, y: 0, width: 375, height: 667) : nil)
            var time = 0.0
            var down: Set<Int> = []
            for _ in 0..<300 {
                time += [0, 0.001, 0.008, 0.05][Int(random.next() % 4)]
                let pointer = Int(random.next() % 3)
                let location = Point(x: random.double(in: -scale...scale), y: random.double(in: -scale...scale))
                let phase: PointerPhase
                if down.contains(pointer) {
                    phase = [.moved, .moved, .moved, .stationary, .ended, .cancelled][Int(random.next() % 6)]
                    if !phase.isDown { down.remove(pointer) }
                } else {
                    phase = .began
                    down.insert(pointer)
                }
                let layer = toss.handle(PointerSample(pointer: pointer, location: location, phase: phase, time: time))
                #expect(layer.isFinite, "seed \(seed)")
                if random.next() % 5 == 0 {
                    toss.destination = Point(x: random.double(in: -scale...scale), y: random.double(in: -scale...scale))
                }
                let tickTime = time + (random.next() % 7 == 0 ? -0.1 : 0)
                let ticked = toss.tick(at: tickTime)
                #expect(ticked.isFinite && toss.velocity.isFinite, "seed \(seed)")
            }
            for pointer in down {
                time += 0.008
                toss.handle(PointerSample(pointer: pointer, location: .zero, phase: .ended, time: time))
            }
            runUntilIdle(&toss, from: time, limit: 60)
            #expect(toss.state == .idle, "seed \(seed)")
            #expect(toss.position == toss.destination, "seed \(seed)")
            #expect(toss.velocity == .zero, "seed \(seed)")
        }
    }
}
