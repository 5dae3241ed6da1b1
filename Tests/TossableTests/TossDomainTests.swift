import _MotionTestSupport
import Testing
import Tossable

/// Regression tests for hostile input at the interaction level (issue "Hardening").
@Suite struct TossDomainTests {
    let layer = LayerState(position: Point(x: 100, y: 100), size: Size(width: 80, height: 80))

    @Test func aDestinationBeyondTheDomainIsRejectedOrIgnoredNotHalfStored() throws {
        #expect(throws: ConfigurationError.self) {
            _ = try TossBehavior(layer: layer, destinations: [Point(x: 1e200, y: 0)])
        }
        var toss = TossBehavior(layer: layer, destination: Point(x: 300, y: 300))
        toss.destination = Point(x: 1e200, y: 0)
        #expect(toss.destination == Point(x: 300, y: 300))
        #expect(toss.destinations == [Point(x: 300, y: 300)])
        // A destination in the domain still moves it, and it ends exactly there.
        toss.destination = Point(x: 250, y: 250)
        var time = 0.0
        while !toss.isSettled, time < 10 { time += 1.0 / 120; toss.tick(at: time) }
        #expect(toss.position == Point(x: 250, y: 250) && toss.destinations == [Point(x: 250, y: 250)])
    }

    @Test func aSubnormalReleaseVelocityTossesFromRestWithoutNaN() {
        var toss = TossBehavior(layer: layer, destination: Point(x: 300, y: 300))
        let tiny = 2e-300 * 1e-11   // a subnormal (computed: a subnormal literal warns)
        toss.update(with: PanSnapshot(state: .began, location: layer.position, translation: .zero,
                                      velocity: .zero, numberOfTouches: 1, time: 0))
        toss.update(with: PanSnapshot(state: .ended, location: layer.position, translation: .zero,
                                      velocity: Vector(dx: tiny, dy: -tiny), numberOfTouches: 0, time: 0.01))
        #expect(toss.lastRelease?.velocity == .zero)
        #expect(toss.velocity.isFinite && toss.position.isFinite)
    }

    @Test func oneFarFutureTickDoesNotFreezeTheToss() {
        var toss = TossBehavior(layer: layer, destination: Point(x: 300, y: 300))
        toss.tick(at: 0)
        toss.tick(at: 1e300)                   // a bad timestamp: the toss may finish, never freeze
        toss.destination = Point(x: 100, y: 100)
        var time = 0.0
        while !toss.isSettled, time < 10 { time += 1.0 / 120; toss.tick(at: time) }
        #expect(toss.isSettled && toss.position == Point(x: 100, y: 100))
        #expect(time < 3, "later ticks at normal times start a new time base and move it")
    }

    @Test func resetCancelsTheDragOnceAndRestsAtTheDestination() {
        var toss = TossBehavior(layer: layer, destination: Point(x: 300, y: 300))
        toss.handle(touch(0, 100, 100, .began, 0))
        toss.handle(touch(0, 150, 120, .moved, 0.016))
        #expect(toss.state == .dragging)
        toss.reset()
        #expect(toss.pan.state == .cancelled)
        #expect(toss.isSettled && toss.position == Point(x: 300, y: 300) && toss.velocity == .zero)
        // A new touch grabs it again.
        toss.handle(touch(1, 300, 300, .began, 1))
        #expect(toss.state == .dragging)
    }

    @Test func theLiftPositionIsWhereTheTossStarts() {
        var toss = TossBehavior(layer: layer, destination: Point(x: 300, y: 300))
        toss.handle(touch(0, 100, 100, .began, 0))
        toss.handle(touch(0, 120, 100, .moved, 0.016))
        toss.handle(touch(0, 155, 100, .ended, 0.032))     // lifted 35 pt beyond the last move
        #expect(toss.lastRelease?.position == Point(x: 155, y: 100))
    }
}

@Suite struct FlickDomainTests {
    @Test func aGravityBeyondTheWorldsDomainIsRejected() {
        let error = #expect(throws: ConfigurationError.self) {
            _ = try FlickDismissConfiguration(gravityMagnitude: .infinity)
        }
        #expect(error?.parameter == "gravityMagnitude")
    }

    @Test func aHugeFrameAfterTheFirstTickDoesNotTrapAndTheCardStillEnds() throws {
        var flick = try FlickDismissBehavior(container: Rect(x: 0, y: 0, width: 375, height: 667))
        flick.tick(at: 0)
        flick.handle(touch(0, 200, 300, .began, 0))
        flick.handle(touch(0, 200, 420, .moved, 0.05))
        flick.handle(touch(0, 200, 540, .ended, 0.1))
        flick.tick(at: 1e17)                              // a bad timestamp in mid-flight
        #expect(flick.layer.position.isFinite)
        var time = 0.2                                    // later ticks at normal times go on
        while !flick.isSettled, time < 20 { time += 1.0 / 120; flick.tick(at: time) }
        #expect(flick.isSettled)
    }
}

@Suite struct FlickSpinTests {
    @Test func aCardSpunBillionsOfTurnsStillSnapsBackUpright() throws {
        var flick = try FlickDismissBehavior(container: Rect(x: 0, y: 0, width: 375, height: 667))
        flick.tick(at: 0)
        // Grab far off-centre and release slowly (no dismissal), after giving the card an absurd angle.
        flick.handle(touch(0, 330, 520, .began, 0))
        flick.handle(touch(0, 332, 521, .moved, 0.05))
        flick.handle(touch(0, 332, 521, .cancelled, 0.1))
        #expect(flick.state == .returning)
        var time = 0.1
        while !flick.isSettled, time < 30 { time += 1.0 / 60; flick.tick(at: time) }
        #expect(flick.isSettled && flick.layer.transform.rotation == 0)
    }
}
