import _MotionTestSupport
import Geometry
import Gestures
import Testing
@testable import Tossable

/// The time rule for the flick-to-dismiss card (issue 18): the world steps on its own grid, every sample
/// acts at its timestamp and every frame shows the card at its own time, so the same trace gives the same
/// motion at any display rate and on a jittered display link.
@Suite struct FlickDismissRateIndependenceTests {
    let phone = Rect(x: 0, y: 0, width: 375, height: 667)

    /// Position, angle in degrees, and the state as a number, as compared across display rates.
    static func reading(_ layer: LayerState, _ flick: FlickDismissBehavior) -> [Double] {
        [layer.position.x, layer.position.y, layer.transform.rotation * 180 / Double.pi,
         Double(FlickState.allCases.firstIndex(of: flick.state) ?? -1)]
    }

    @Test func seededGesturesGiveTheSameCardAtEveryFrameRate() throws {
        try withEverySeed(0..<PropertySeeds.count(default: 12)) { seed, random in
            let samples = seededGestureTrace(&random, container: phone)
            let flick = try FlickDismissBehavior(container: phone)
            let worst = try largestRateDifference(flick, samples: samples, jitterSeeds: [1, 2, 3], read: Self.reading)
            // Measured: exactly 0 over 200 seeds (the same steps on the same grid, the same extrapolation);
            // the display-stepped world was 41.8 pt apart between 60 and 120 Hz on a plain flick.
            #expect(worst.difference <= 1e-9, "seed \(seed): \(worst.difference) at t = \(worst.at), \(worst.rates)")
        }
    }

    @Test func everyRunEndsInTheSameStateAndPlace() throws {
        try withEverySeed(0..<PropertySeeds.count(default: 12)) { seed, random in
            let samples = seededGestureTrace(&random, container: phone)
            var replays = try checkedDisplayRates.map { try TraceReplay(fps: $0) }
            replays += try [1, 2, 3].map { try TraceReplay(fps: 60, jitterSeed: $0) }
            replays += try [4, 5].map { try TraceReplay(fps: 144, jitterSeed: $0) }
            var ends: [[Double]] = []
            for replay in replays {
                var flick = try FlickDismissBehavior(container: phone)
                var last: [Double] = []
                replay.run(&flick, samples: samples) { _, flick, shown in last = Self.reading(shown, flick) }
                #expect(flick.isSettled, "seed \(seed) at \(replay.fps) Hz: \(flick.state)")
                if flick.state == .idle {
                    #expect(flick.layer.position == phone.center && flick.layer.transform.rotation == 0)
                }
                ends.append(last)
            }
            #expect(Set(ends).count == 1, "seed \(seed): \(ends)")
        }
    }

    /// The plain flick the issue measured: released at t = 0.035 s, compared at t = 0.1333 s.
    @Test func aPlainFlickIsTheSameAtSixtyAndOneHundredTwentyHertz() throws {
        let samples = [PointerSample(pointer: 0, x: 250, y: 420, phase: .began, time: 0),
                       PointerSample(pointer: 0, x: 262, y: 395, phase: .moved, time: 0.008),
                       PointerSample(pointer: 0, x: 275, y: 365, phase: .moved, time: 0.016),
                       PointerSample(pointer: 0, x: 290, y: 330, phase: .moved, time: 0.025),
                       PointerSample(pointer: 0, x: 305, y: 295, phase: .ended, time: 0.035)]
        var shown: [Double: [[Double]]] = [:]
        for fps in [60.0, 120.0] {
            var flick = try FlickDismissBehavior(container: phone)
            try TraceReplay(fps: fps).run(&flick, samples: samples) { time, flick, layer in
                shown[time, default: []].append(Self.reading(layer, flick))
            }
            #expect(flick.state == .dismissed)
        }
        let at = try #require(shown[8.0 / 60])
        #expect(at.count == 2 && at[0] == at[1])
        #expect(shown.values.filter { $0.count == 2 }.allSatisfy { $0[0] == $0[1] })
    }

    @Test func theFlingStartsAtTheReleaseFromWhereTheFingerPutTheCard() throws {
        var flick = try FlickDismissBehavior(container: phone)
        let grab = phone.center + Vector(dx: 40, dy: 60)
        flick.tick(at: 0)
        flick.handle(PointerSample(pointer: 0, location: grab, phase: .began, time: 0))
        var finger = grab
        for index in 1...10 {
            finger += Vector(dx: 6, dy: 14)
            flick.handle(PointerSample(pointer: 0, location: finger, phase: .moved, time: Double(index) * 0.008))
        }
        flick.tick(at: 0.081)                                     // the last frame before the lift
        let released = flick.handle(PointerSample(pointer: 0, location: finger, phase: .ended, time: 0.088))
        #expect(flick.state == .dismissing)
        // The grabbed point is under the finger's last position at the release (each sample's glide, over
        // the 8 ms since the one before, has ended by then).
        let grabbed = flick.item.point(atOffset: Vector(dx: 40, dy: 60))
        #expect(grabbed.distance(to: finger) < 0.05, "\(grabbed) vs \(finger)")
        #expect(released.position == flick.item.center)
        // No frame freezes at the release: a frame 1 ms later has moved on with the finger's velocity.
        var later = flick
        let next = later.tick(at: 0.089)
        #expect(isClose(next.position, released.position + flick.item.velocity * 0.001, absolute: 1e-9))
        #expect(next.position.distance(to: released.position) > 1)
        // A frame stamped before the release (a display link's timestamp trailing the touch) shows the
        // card as it was at the release: the drag's last state.
        var early = flick
        #expect(early.tick(at: 0.085) == released)
    }

    @Test func aTouchCatchesAFlyingCardWhereItWasAtTheTouch() throws {
        for fps in [60.0, 144.0] {
            var flick = try FlickDismissBehavior(container: phone)
            let samples = [PointerSample(pointer: 0, x: 187, y: 330, phase: .began, time: 0),
                           PointerSample(pointer: 0, x: 190, y: 360, phase: .moved, time: 0.01),
                           PointerSample(pointer: 0, x: 193, y: 390, phase: .moved, time: 0.02),
                           PointerSample(pointer: 0, x: 196, y: 420, phase: .ended, time: 0.03)]
            for sample in samples { flick.handle(sample) }
            var time = 0.03
            while time + 1 / fps < 0.07 { time += 1 / fps; flick.tick(at: time) }
            var unseen = flick
            let atTouch = unseen.tick(at: 0.07)
            let caught = flick.handle(PointerSample(pointer: 1, location: atTouch.position, phase: .began, time: 0.07))
            #expect(flick.state == .dragging)
            #expect(caught == atTouch, "\(fps) Hz")
        }
    }

    /// The event rule: a UIKit host keeps the behaviour in a class and reacts to the dismissal after the
    /// call that caused it (there is no callback to re-enter it): reads the state, puts the next photo up
    /// and starts dragging it at once, all on the owner's property.
    @Test func aHostHoldingTheBehaviourInAClassReactsToTheDismissal() throws {
        final class PhotoViewer {
            var flick: FlickDismissBehavior
            var photo = 0
            var dismissedAt: [Double] = []
            init(_ flick: FlickDismissBehavior) { self.flick = flick }

            func displayLink(at time: Double) {
                flick.tick(at: time)
                if flick.state == .dismissed {
                    dismissedAt.append(time)
                    photo += 1
                    flick.reset()
                    flick.handle(PointerSample(pointer: 9, location: flick.layer.position, phase: .began, time: time))
                    flick.handle(PointerSample(pointer: 9, location: flick.layer.position, phase: .ended, time: time + 0.001))
                }
            }
        }
        let viewer = PhotoViewer(try FlickDismissBehavior(container: phone))
        viewer.flick.handle(PointerSample(pointer: 0, x: 187, y: 330, phase: .began, time: 0))
        viewer.flick.handle(PointerSample(pointer: 0, x: 187, y: 400, phase: .moved, time: 0.02))
        viewer.flick.handle(PointerSample(pointer: 0, x: 187, y: 470, phase: .ended, time: 0.04))
        var time = 0.04
        while viewer.photo == 0, time < 5 {
            time += 1.0 / 120
            viewer.displayLink(at: time)
        }
        #expect(viewer.photo == 1 && viewer.dismissedAt.count == 1)
        while !viewer.flick.isSettled, time < 10 {
            time += 1.0 / 120
            viewer.displayLink(at: time)
        }
        #expect(viewer.flick.state == .idle && viewer.flick.layer.position == phone.center)
    }
}
