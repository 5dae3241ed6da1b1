import _MotionTestSupport
import Dynamics
import Geometry
import Gestures
import Testing
@testable import Tossable

private let phone = Rect(x: 0, y: 0, width: 375, height: 667)
private let frame = 1.0 / 120

/// A finger that lands at `start`, moves by `step` every 8 ms `moves` times (ticking the card at each),
/// then lifts (or is cancelled) 8 ms later. Returns the time of the lift.
@discardableResult
private func drag(_ flick: inout FlickDismissBehavior, from start: Point, step: Vector, moves: Int,
                  lift: PointerPhase = .ended) -> Double {
    var time = 0.0
    var finger = start
    flick.tick(at: time)
    flick.handle(PointerSample(pointer: 0, location: finger, phase: .began, time: time))
    for _ in 0..<moves {
        time += 0.008
        finger += step
        flick.handle(PointerSample(pointer: 0, location: finger, phase: .moved, time: time))
        flick.tick(at: time)
    }
    time += 0.008
    flick.handle(PointerSample(pointer: 0, location: finger, phase: lift, time: time))
    return time
}

/// Ticks at 120 Hz until `done` or `limit` seconds; returns the number of frames.
@discardableResult
private func run(_ flick: inout FlickDismissBehavior, from time: Double, limit: Double = 10,
                 until done: (FlickDismissBehavior) -> Bool) -> Int {
    var frames = 0
    var now = time
    while !done(flick), now < time + limit {
        now += frame
        flick.tick(at: now)
        frames += 1
        #expect(flick.layer.isFinite)
    }
    return frames
}

@Suite struct FlickDismissThresholdTests {
    @Test(arguments: [(59.0, FlickState.idle), (61.0, .dismissed)])
    func aDragMustExceedSixtyPoints(distance: Double, outcome: FlickState) throws {
        var flick = try FlickDismissBehavior(container: phone)
        // Ten moves of a tenth of the distance, to the right (toward the right edge), then lift.
        let end = drag(&flick, from: phone.center, step: Vector(dx: distance / 10, dy: 0), moves: 10)
        #expect(isClose(flick.pan.translation.dx, distance, absolute: 1e-9))
        #expect(flick.state == (outcome == .idle ? .returning : .dismissing))
        run(&flick, from: end) { $0.state == .idle || $0.state == .dismissed }
        #expect(flick.state == outcome)
        if outcome == .idle {
            #expect(flick.layer.position == phone.center)
            #expect(flick.layer.transform.rotation == 0)
        }
    }

    @Test(arguments: [
        (Vector(dx: 8, dy: 0), true),       // outward, straight at the right edge
        (Vector(dx: 0, dy: -8), true),      // up, toward the top edge (perpendicular to the offset)
        (Vector(dx: 6, dy: 6), true),       // toward the bottom-right corner
        (Vector(dx: -8, dy: 0), false),     // back toward the centre
        (Vector(dx: -6, dy: 6), false),     // down but mostly back toward the centre
    ])
    func theReleaseVelocityMustPointTowardTheEdges(lastMove: Vector, dismisses: Bool) throws {
        var flick = try FlickDismissBehavior(container: phone)
        // Dragged 200 points right, then the last 112 ms (beyond the velocity tracker's 100 ms
        // horizon) move the way the flick goes.
        var time = 0.0
        var finger = phone.center
        flick.tick(at: 0)
        flick.handle(PointerSample(pointer: 0, location: finger, phase: .began, time: 0))
        for _ in 0..<20 {
            time += 0.008
            finger += Vector(dx: 10, dy: 0)
            flick.handle(PointerSample(pointer: 0, location: finger, phase: .moved, time: time))
            flick.tick(at: time)
        }
        for _ in 0..<14 {
            time += 0.008
            finger += lastMove
            flick.handle(PointerSample(pointer: 0, location: finger, phase: .moved, time: time))
            flick.tick(at: time)
        }
        let release = flick.pan.velocity
        #expect(isClose(release, lastMove * 125, absolute: 1e-6))
        flick.handle(PointerSample(pointer: 0, location: finger, phase: .ended, time: time + 0.008))
        #expect(flick.state == (dismisses ? .dismissing : .returning))
        if dismisses {
            // The card leaves with the finger's velocity, in points per second (no 1/10 scaling).
            #expect(flick.item.velocity == release)
        }
        run(&flick, from: time + 0.008) { $0.state == .idle || $0.state == .dismissed }
        #expect(flick.state == (dismisses ? .dismissed : .idle))
    }

    @Test func theThresholdsAreConfigurable() throws {
        let strict = try FlickDismissConfiguration(dismissDistance: 100, minimumDismissSpeed: 2000)
        var flick = try FlickDismissBehavior(container: phone, configuration: strict)
        drag(&flick, from: phone.center, step: Vector(dx: 9, dy: 0), moves: 10)          // 90 points
        #expect(flick.state == .returning)
        var slow = try FlickDismissBehavior(container: phone, configuration: strict)
        drag(&slow, from: phone.center, step: Vector(dx: 15, dy: 0), moves: 10)          // 150 points at 1875 pt/s
        #expect(slow.state == .returning)
        var fast = try FlickDismissBehavior(container: phone, configuration: strict)
        drag(&fast, from: phone.center, step: Vector(dx: 17, dy: 0), moves: 10)          // 170 points at 2125 pt/s
        #expect(fast.state == .dismissing)
    }

    @Test func badConfigurationsAreRejected() {
        #expect(throws: ConfigurationError.self) { try FlickDismissConfiguration(dismissDistance: -1) }
        #expect(throws: ConfigurationError.self) { try FlickDismissConfiguration(snapDamping: 1.5) }
        #expect(throws: ConfigurationError.self) { try FlickDismissConfiguration(gravityMagnitude: .nan) }
        #expect(throws: ConfigurationError.self) {
            try FlickDismissBehavior(container: Rect(x: 0, y: 0, width: 0, height: 667))
        }
        #expect(throws: ConfigurationError.self) {
            try FlickDismissBehavior(container: phone, cardSize: Size(width: 300, height: .infinity))
        }
        #expect(FlickDismissConfiguration.standard == (try? FlickDismissConfiguration()))
    }
}

@Suite struct FlickDismissMotionTests {
    @Test func aDismissedCardHasLeftTheContainerAndStaysDismissed() throws {
        var flick = try FlickDismissBehavior(container: phone)
        let end = drag(&flick, from: phone.center + Vector(dx: 0, dy: 50), step: Vector(dx: 0, dy: 12), moves: 8)
        #expect(flick.state == .dismissing)
        var previous = flick.layer
        var now = end
        while flick.state == .dismissing, now < end + 5 {
            previous = flick.layer
            now += frame
            flick.tick(at: now)
        }
        #expect(flick.state == .dismissed)
        #expect(!flick.layer.frame.intersects(phone))
        #expect(previous.frame.intersects(phone))
        #expect(flick.layer.position.y > phone.maxY)
        // Final: nothing moves, touches are ignored.
        let final = flick.layer
        flick.tick(at: now + 1)
        flick.handle(PointerSample(pointer: 1, x: 100, y: 100, phase: .began, time: now + 1))
        #expect(flick.layer == final)
        #expect(flick.state == .dismissed)
        flick.reset()
        #expect(flick.state == .idle)
        #expect(flick.layer.position == phone.center)
    }

    @Test func gravityPullsInTheReleaseDirection() throws {
        var flick = try FlickDismissBehavior(container: phone)
        let end = drag(&flick, from: phone.center, step: Vector(dx: 8, dy: -6), moves: 10)   // (1000, -750) pt/s
        let launch = flick.item.velocity
        let released = flick.world.time
        run(&flick, from: end, limit: 0.1) { _ in false }
        #expect(flick.state == .dismissing)
        let gained = flick.item.velocity - launch
        let elapsed = flick.world.time - released
        #expect(elapsed > 0.1)
        // 200 points/s² along the release direction (0.8, -0.6).
        #expect(isClose(gained, Vector(dx: 0.8, dy: -0.6) * (200 * elapsed), absolute: 1e-9))
    }

    @Test func anOffCentreGrabTurnsTheCardAndACentredOneDoesNot() throws {
        var offCentre = try FlickDismissBehavior(container: phone)
        drag(&offCentre, from: phone.center + Vector(dx: 100, dy: -150), step: Vector(dx: 0, dy: 4), moves: 12, lift: .stationary)
        #expect(offCentre.state == .dragging)
        #expect(Swift.abs(offCentre.layer.transform.rotation) > 0.01)
        var centred = try FlickDismissBehavior(container: phone)
        drag(&centred, from: phone.center, step: Vector(dx: 0, dy: 4), moves: 12, lift: .stationary)
        #expect(Swift.abs(centred.layer.transform.rotation) < 1e-9)
    }

    @Test func theGrabbedPointStaysUnderTheFinger() throws {
        var flick = try FlickDismissBehavior(container: phone)
        let grab = phone.center + Vector(dx: 80, dy: 120)
        var finger = grab
        flick.tick(at: 0)
        flick.handle(PointerSample(pointer: 0, location: finger, phase: .began, time: 0))
        let offset = Vector(dx: 80, dy: 120)
        for index in 1...60 {
            finger += Vector(dx: 1, dy: -2)
            let time = Double(index) * frame
            flick.handle(PointerSample(pointer: 0, location: finger, phase: .moved, time: time))
            flick.tick(at: time)
        }
        for index in 61...120 { flick.tick(at: Double(index) * frame) }       // held still
        #expect(flick.item.point(atOffset: offset).distance(to: finger) < 0.5)
    }

    @Test func aCancelledDragSpringsBack() throws {
        var flick = try FlickDismissBehavior(container: phone)
        let end = drag(&flick, from: phone.center, step: Vector(dx: 20, dy: 20), moves: 8, lift: .cancelled)
        #expect(flick.state == .returning)
        run(&flick, from: end) { $0.state == .idle }
        #expect(flick.state == .idle)
        #expect(flick.layer.position == phone.center)
    }

    @Test func grabbingTheReturningCardDoesNotJump() throws {
        var flick = try FlickDismissBehavior(container: phone)
        let end = drag(&flick, from: phone.center + Vector(dx: -50, dy: 80), step: Vector(dx: 3, dy: 4), moves: 10)
        #expect(flick.state == .returning)
        run(&flick, from: end, limit: 0.1) { _ in false }
        // The touch comes 0.1 s after the last frame: the card has moved on meanwhile, and the touch
        // holds it where it was at the touch's timestamp, which a frame then would have shown.
        var unseen = flick
        let shown = unseen.tick(at: end + 0.2)
        #expect(shown.position.distance(to: flick.layer.position) > 1)
        flick.handle(PointerSample(pointer: 2, location: shown.position + Vector(dx: 10, dy: 10), phase: .began, time: end + 0.2))
        #expect(flick.state == .dragging)
        #expect(flick.layer == shown)
        flick.tick(at: end + 0.2 + frame)
        #expect(flick.layer.position.distance(to: shown.position) < 2)
    }

    @Test func nothingIsNaNForAnyFiniteInput() throws {
        try withEverySeed(0..<40) { seed, random in
            let scale = [1.0, 1e3, 1e150, 1e300][Int(seed % 4)]
            var flick = try FlickDismissBehavior(container: phone)
            var time = 0.0
            var down: Set<Int> = []
            for _ in 0..<200 {
                time += [0, 0.001, 0.008, 0.05][Int(random.next() % 4)]
                let pointer = Int(random.next() % 2)
                let location = Point(x: random.double(in: -scale...scale), y: random.double(in: -scale...scale))
                let phase: PointerPhase
                if down.contains(pointer) {
                    phase = [.moved, .moved, .stationary, .ended, .cancelled][Int(random.next() % 5)]
                    if !phase.isDown { down.remove(pointer) }
                } else {
                    phase = .began
                    down.insert(pointer)
                }
                #expect(flick.handle(PointerSample(pointer: pointer, location: location, phase: phase, time: time)).isFinite, "seed \(seed)")
                #expect(flick.tick(at: time).isFinite, "seed \(seed)")
                #expect(flick.item.velocity.isFinite, "seed \(seed)")
            }
            for pointer in down {
                time += 0.008
                flick.handle(PointerSample(pointer: pointer, location: .zero, phase: .ended, time: time))
            }
            run(&flick, from: time, limit: 30) { $0.state == .idle || $0.state == .dismissed }
            #expect(flick.state == .idle || flick.state == .dismissed, "seed \(seed) \(flick.state) \(flick.item)")
        }
    }
}
