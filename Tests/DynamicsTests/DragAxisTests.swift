import _MotionTestSupport
import Dynamics
import Geometry
import Testing

/// Dynamics' drag core: follow, catch, release, settle, and its time rule.
@Suite struct DragAxisTests {
    static let spring = Spring.composeDefault
    static let release = 0.1013          // between frames at every rate below
    static let launch = 900.0

    /// An axis dragged from 0 to 120 and released at ``release`` toward 300 with a spring.
    static func released() -> DragAxis {
        var axis = DragAxis(offset: 0)
        axis.grab(translation: 0, at: 0, in: 0...300, resistance: .clamped)
        axis.drag(translation: 60, velocity: 600, in: 0...300, resistance: .clamped)
        axis.drag(translation: 120, velocity: launch, in: 0...300, resistance: .clamped)
        axis.release(velocity: launch, at: release)
        axis.start(DragSettle.spring(spring, from: axis.offset, velocity: axis.velocity, to: 300,
                                     startsAt: axis.clock.elapsed))
        return axis
    }

    /// The settle's closed form at `time` on the host's clock, as the axis must show it.
    static func expected(at time: Double) -> Double {
        let solution = SpringSolution(spring: spring, from: 120.0, to: 300.0, initialVelocity: launch)
        return solution.state(at: time - release).value
    }

    @Test func followsWithEachResistance() {
        // Exact: a clamped drag stops at the end and comes back at once; a pinned one comes back only after
        // the finger has; a rubber band shows Geometry's band (300 + (1 − 1/(100·0.55/300 + 1))·300).
        let translations = [50.0, 400, 350]
        var shown: [DragResistance: [Double]] = [:]
        for resistance in [DragResistance.clamped, .pinned, .rubberBand(dimension: 300)] {
            var axis = DragAxis(offset: 0)
            axis.grab(translation: 0, at: 0, in: 0...300, resistance: resistance)
            shown[resistance] = translations.map { translation in
                axis.drag(translation: translation, velocity: 10, in: 0...300, resistance: resistance)
                return axis.offset
            }
            #expect(axis.phase == .dragging && axis.velocity == 10)
        }
        #expect(shown[.clamped] == [50, 300, 250])
        #expect(shown[.pinned] == [50, 300, 300])
        let band = shown[.rubberBand(dimension: 300)] ?? []
        #expect(band.count == 3 && band[0] == 50)
        let far: Double = 300 + (1 - 1 / (100 * 0.55 / 300 + 1)) * 300
        let back: Double = 300 + (1 - 1 / (50 * 0.55 / 300 + 1)) * 300
        #expect(band[1] == far && band[2] == back)
        #expect(band[1] == 346.4788732394366)
    }

    @Test func badInputMovesNothing() {
        var axis = DragAxis(offset: 40)
        axis.grab(translation: .nan, at: 0, in: 0...300, resistance: .pinned)
        axis.drag(translation: .nan, velocity: .infinity, in: 0...300, resistance: .pinned)
        #expect(axis.offset == 40 && axis.velocity == 0 && axis.lastTranslation == 0)
        axis.drag(translation: 10, velocity: .nan, in: 0...300, resistance: .pinned)
        #expect(axis.offset == 50 && axis.velocity == 0)
        axis.drag(translation: .infinity, velocity: 5, in: 0...300, resistance: .pinned)
        #expect(axis.offset == 50 && axis.velocity == 5)
        // A finite translation whose step overflows keeps the drag position.
        axis.drag(translation: -.greatestFiniteMagnitude, velocity: 0, in: 0...300, resistance: .pinned)
        axis.drag(translation: .greatestFiniteMagnitude, velocity: 0, in: 0...300, resistance: .pinned)
        #expect(axis.offset.isFinite)
        // A release with a non-finite velocity launches at rest; one at a non-finite time starts at the next tick.
        var thrown = DragAxis(offset: 0)
        thrown.advance(to: 1)
        thrown.release(velocity: .nan, at: .nan)
        #expect(thrown.velocity == 0 && thrown.clock.time == nil)
        thrown.start(DragSettle.tween(from: 0, to: 100, duration: 0.5, curve: .linear, startsAt: thrown.clock.elapsed))
        thrown.advance(to: 2)
        #expect(thrown.offset == 0 && thrown.phase == .settling)
        thrown.advance(to: 2.25)
        #expect(thrown.offset == 50)
        // Non-finite tick times advance nothing.
        var settling = DragAxisTests.released()
        settling.advance(to: 0.2)
        let at = settling.offset
        #expect(settling.advance(to: .nan) == .moved && settling.offset == at)
        settling.advance(to: .infinity)
        #expect(settling.offset == at && settling.phase == .settling)
    }

    /// The same release shows the same bits at the same instants at 60, 90, 120 and 144 Hz and on a jittery
    /// display link (instants counted in 1/720 s, which every rate's frames fall on).
    @Test func sameValuesAtEveryRate() {
        var shownAt: [Double: [Int: Double]] = [:]
        for fps in [60.0, 90, 120, 144] {
            var axis = DragAxisTests.released()
            var frames: [Int: Double] = [:]
            var frame = Int((DragAxisTests.release * fps).rounded(.up))
            while axis.phase == .settling {
                let time = Double(frame) / fps
                axis.advance(to: time)
                frames[Int((time * 720).rounded())] = axis.offset
                frame += 1
            }
            #expect(axis.offset == 300 && axis.velocity == 0)
            shownAt[fps] = frames
        }
        let reference = shownAt[60] ?? [:]
        for (instant, offset) in reference.sorted(by: { $0.key < $1.key }) {
            let time = Double(instant) / 720
            if offset != 300 { #expect(offset == DragAxisTests.expected(at: time)) }
            for fps in [90.0, 120, 144] {
                if let other = shownAt[fps]?[instant] { #expect(other == offset, "\(fps) Hz at \(time)") }
            }
        }
        // Jittered ticks between the 60 Hz frames show the 60 Hz frames' values at those frames.
        var random = SeededRandom(seed: 7)
        var axis = DragAxisTests.released()
        var frame = 7
        var compared = 0
        while axis.phase == .settling {
            let time = Double(frame) / 60
            axis.advance(to: time - random.double(in: 0.001...0.012))
            axis.advance(to: time)
            if let offset = reference[Int((time * 720).rounded())] {
                #expect(axis.offset == offset)
                compared += 1
            }
            frame += 1
        }
        #expect(compared >= 10)
    }

    @Test func settleArrivesAtItsExactEnd() throws {
        var axis = DragAxisTests.released()
        let duration = try #require(axis.settle?.duration)
        #expect(axis.advance(to: 0.11) == .moved)
        #expect(axis.offset == DragAxisTests.expected(at: 0.11))
        // The tick that finds it over reports the settle's own end, not the tick's time.
        #expect(axis.advance(to: DragAxisTests.release + duration + 0.004) == .arrived)
        #expect(axis.arrivedAt == DragAxisTests.release + duration)
        #expect(axis.phase == .idle && axis.offset == 300 && axis.velocity == 0 && axis.settle == nil)
        #expect(axis.advance(to: 2) == DragAxis.Step.none)
    }

    @Test func grabMidFlightStopsWhereTheSettleIsAtTheGrab() {
        var axis = DragAxisTests.released()
        axis.advance(to: 0.15)
        // A grab later than the last frame shows the settle at the grab's time, then follows from there.
        #expect(axis.grab(translation: 5, at: 0.157, in: 0...300, resistance: .clamped) == .moved)
        let caught = DragAxisTests.expected(at: 0.157)
        #expect(axis.phase == .dragging && axis.settle == nil && axis.offset == caught && axis.dragPosition == caught)
        axis.drag(translation: 25, velocity: -40, in: 0...300, resistance: .clamped)
        #expect(axis.offset == caught + 20 && axis.velocity == -40)
        // A grab stamped before the last frame (a host that delivers input late) takes that frame's offset.
        var late = DragAxisTests.released()
        late.advance(to: 0.15)
        let shown = late.offset
        #expect(late.grab(translation: 0, at: 0.149, in: 0...300, resistance: .clamped) == DragAxis.Step.none)
        #expect(late.offset == shown && late.dragPosition == shown)
    }

    @Test func grabOnABandedOffsetDoesNotJump() {
        // A spring overshooting the end past the band's reach: the grab maps the offset through the band's
        // inverse (Geometry's one cap), so the first drag reading shows where it was (the cap's band).
        var axis = DragAxis(offset: 0)
        axis.release(velocity: 0, at: 0)
        axis.start(DragSettle.spring(.composeDefault, from: 0, velocity: 40_000, to: 300, startsAt: 0))
        axis.advance(to: 0.05)
        let shown = axis.offset
        #expect(shown > 300)
        let resistance = DragResistance.rubberBand(dimension: 300)
        axis.grab(translation: 0, at: 0.05, in: 0...300, resistance: resistance)
        #expect(axis.dragPosition == rubberBandInverse(value: shown, in: 0...300, dimension: 300))
        axis.drag(translation: 0, velocity: 0, in: 0...300, resistance: resistance)
        #expect(Swift.abs(axis.offset - shown) <= 1e-12 * shown)
    }

    /// A release delivered after a frame stamped later than it (FrameClock's rule): the next frame shows
    /// the settle counted from the release's own timestamp.
    @Test func releaseDeliveredAfterALaterFrame() {
        var axis = DragAxis(offset: 0)
        axis.grab(translation: 0, at: 0, in: 0...300, resistance: .clamped)
        axis.advance(to: 0.1)
        axis.advance(to: 0.11)
        axis.drag(translation: 120, velocity: DragAxisTests.launch, in: 0...300, resistance: .clamped)
        axis.release(velocity: DragAxisTests.launch, at: DragAxisTests.release)
        axis.start(DragSettle.spring(DragAxisTests.spring, from: axis.offset, velocity: axis.velocity, to: 300,
                                     startsAt: axis.clock.elapsed))
        // A frame stamped before the release (a display link's last vsync) shows the release's start; the
        // frame the host shows again (0.11 s) shows the settle 0.11 − 0.1013 s on, and so on.
        axis.advance(to: 0.1)
        #expect(axis.offset == 120 && axis.phase == .settling)
        axis.advance(to: 0.11)
        #expect(axis.offset == DragAxisTests.expected(at: 0.11))
        axis.advance(to: 0.12)
        #expect(axis.offset == DragAxisTests.expected(at: 0.12))
    }

    @Test func programmaticMotionStartsAtItsTime() {
        // At rest: the clock starts at the call's time, with no velocity.
        var axis = DragAxis(offset: 0)
        axis.advance(to: 1)
        #expect(axis.beginMotion(at: 1.5) == DragAxis.Step.none)
        #expect(axis.clock.time == 1.5 && axis.velocity == 0)
        axis.start(DragSettle.tween(from: 0, to: 100, duration: 0.5, curve: .linear, startsAt: axis.clock.elapsed))
        axis.advance(to: 1.75)
        #expect(axis.offset == 50)
        // Settling: a call later than the last frame first shows the settle there.
        #expect(axis.beginMotion(at: 1.875) == .moved && axis.offset == 75)
        // Without a time: the last frame's.
        #expect(axis.beginMotion(at: nil) == DragAxis.Step.none && axis.offset == 75)
        // A settle taking no time on the host's clock rests at once, at the clock's time.
        let back = DragSettle.tween(from: 75, to: 0, duration: 0.5, curve: .linear, startsAt: axis.clock.elapsed)
        #expect(axis.start(back, durationScale: 0) == .arrived)
        #expect(axis.arrivedAt == 1.875)
        #expect(axis.offset == 0 && axis.phase == .idle)
    }

    @Test func settlesOfEachKind() throws {
        // A coast that reaches its target stops on it; one too slow (or away) is nil.
        let rate = try DecelerationRate(0.998)
        let coast = try #require(DragSettle.coast(at: rate, from: 0, velocity: 1000, to: 100, startsAt: 0))
        #expect(coast.state(at: coast.duration) == (100, 0, true))
        let before = coast.state(at: coast.duration / 2)
        #expect(before.done == false && before.offset > 0 && before.offset < 100)
        #expect(DragSettle.coast(at: rate, from: 0, velocity: 100, to: 100, startsAt: 0) == nil)
        #expect(DragSettle.coast(at: rate, from: 0, velocity: -1000, to: 100, startsAt: 0) == nil)
        // A fling is done as it crosses its target.
        let fling = try #require(DragSettle.fling(.composeDefault, from: 0, velocity: 0, to: 100, overshoot: 1,
                                                  startsAt: 0))
        let crossing = fling.state(at: fling.duration.nextDown)
        #expect(crossing.done == false && crossing.offset >= 99.99)
        #expect(DragSettle.fling(.composeDefault, from: 0, velocity: 0, to: 100, overshoot: 0, startsAt: 0) == nil)
        // Reduce Motion: no bounce past the target from any start.
        let calm = DragSettle.spring(.bouncy, from: 0, velocity: 5000, to: 100, startsAt: 0, reduceMotion: true)
        var time = 0.0
        while time < calm.duration {
            #expect(calm.state(at: time).offset <= 100)
            time += 1.0 / 240
        }
    }
}
