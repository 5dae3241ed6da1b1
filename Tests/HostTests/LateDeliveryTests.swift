import Anchored
import Geometry
import Gestures
import Host
import RelativePosition
import Scroll
import Sheet
import SwipeActions
import Testing
import Tossable
import Transitions
import _MotionTestSupport

/// Late delivery equals on time: every interaction of the library through the live loop, with its inputs
/// delivered up to 400 ms late at 60, 120 and 144 Hz and on a jittered link, shows from the last
/// delivery on exactly the frames an on-time host shows at the same instants, and ends the same.
@Suite struct LateDeliveryTests {
    /// A gesture (`randomGesture`): a drag released, then (for odd seeds) a second one catching the motion.
    static func gesture(seed: UInt64, from start: Point, reach: Double = 220) -> [PointerSample] {
        randomGesture(seed: seed, from: start, reach: reach)
    }

    static let clocks: [(String, TraceReplay)] = {
        do {
            return [("60 Hz", try TraceReplay(fps: 60)), ("120 Hz", try TraceReplay(fps: 120)),
                    ("144 Hz", try TraceReplay(fps: 144)), ("120 Hz jittered", try TraceReplay(fps: 120, jitterSeed: 3))]
        } catch { preconditionFailure("\(error)") }
    }()

    /// Checks `make()`'s interaction on `seeds` gestures: on time through the loop equals `TraceReplay`,
    /// late equals on time from the last delivery on, and ends the same.
    func check<I: Interaction>(_ name: String, seeds: Range<UInt64> = 0..<3, start: Point = Point(x: 187, y: 400),
                               reach: Double = 220, _ make: () throws -> I,
                               read: @escaping (I, I.Output) -> String = { _, output in "\(output)" },
                               place: ((I, I.Output) -> String)? = nil) throws {
        // After the on-time run ended (at rest), a late run's frames are compared by state and place: a
        // one-frame event (a transition's didComplete) is on the frame it happened, not on every later one.
        let place = place ?? read
        for seed in seeds {
            let samples = Self.gesture(seed: seed, from: start, reach: reach)
            for (clockName, clock) in Self.clocks {
                var direct = try make()
                var expected: [String] = []
                var rest = ""
                var expectedEvents: [FeedbackEvent] = []
                clock.run(&direct, samples: samples) { _, interaction, shown in
                    expected.append(read(interaction, shown))
                    rest = place(interaction, shown)
                    expectedEvents += interaction.events
                }
                var onTime = try make()
                var live: [String] = []
                LiveReplay(clock: clock).run(&onTime, samples: samples) { _, interaction, shown in live.append(read(interaction, shown)) }
                #expect(live == expected, "\(name) seed \(seed) \(clockName): the loop on time is TraceReplay")

                for (delay, lateSeed) in [(0.05, UInt64(1)), (0.4, seed + 11)] {
                    let lateness = try LateDelivery(maximumDelay: delay, seed: lateSeed)
                    let origin = samples[0].time
                    let arrivals = lateness.deliveryTimes(of: samples.map { $0.time - origin })
                    let lastArrival = arrivals.max() ?? 0
                    var late = try make()
                    var frames: [(Double, String, String)] = []
                    var lateEvents: [FeedbackEvent] = []
                    LiveReplay(clock: clock, lateness: lateness).run(&late, samples: samples, wheel: [], handleWheel: nil) { time, interaction, shown, events in
                        frames.append((time, read(interaction, shown), place(interaction, shown)))
                        lateEvents += events
                    }
                    Self.expectEventsReportedOnce(expectedEvents, late: lateEvents, lastArrival: lastArrival,
                                                  "\(name) seed \(seed) \(clockName) late \(delay) s")
                    var compared = 0
                    for (index, (time, shown, shownPlace)) in frames.enumerated() where time >= lastArrival {
                        let equal = index < expected.count ? shown == expected[index] : shownPlace == rest
                        #expect(equal, "\(name) seed \(seed) \(clockName) late \(delay) s: frame \(index) at \(time): \(shown)")
                        compared += 1
                        if !equal { break }
                    }
                    #expect(compared > 0)
                    #expect(frames.last?.2 == rest, "\(name) seed \(seed) \(clockName) late \(delay) s: the last frame")
                }
            }
        }
    }

    /// Every event of the on-time run is reported once by the late run's loop, at its own time (bit for
    /// bit: the re-run computes it from the same inputs); the loop reports nothing else except what it
    /// played before the last delivery (a motion a late touch stopped in the past).
    static func expectEventsReportedOnce(_ onTime: [FeedbackEvent], late: [FeedbackEvent], lastArrival: Double, _ name: String) {
        var unmatched = late
        for event in onTime {
            if let found = unmatched.firstIndex(of: event) {
                unmatched.remove(at: found)
            } else {
                Issue.record("\(name): the on-time event \(event) is not reported late")
            }
        }
        for extra in unmatched where extra.time >= lastArrival {
            Issue.record("\(name): the late loop reports \(extra) after the last delivery, which the on-time run does not")
        }
        for (previous, next) in zip(late, late.dropFirst()) where next.time < previous.time && next.time >= lastArrival {
            Issue.record("\(name): events out of order after the last delivery: \(previous), \(next)")
        }
    }

    @Test func swipeRow() throws {
        try check("swipe row", reach: 300, InteractionFixtures.swipeRow) { row, offset in "\(row.state) \(offset)" }
    }

    @Test func dismissibleRow() throws {
        try check("dismissible", reach: 300, InteractionFixtures.dismissibleRow) { row, offset in
            "\(row.state) \(offset) \(row.heightFactor)"
        }
    }

    @Test func anchored() throws {
        try check("anchored", InteractionFixtures.anchored) { drag, offset in "\(drag.state) \(offset)" }
    }

    @Test func scroll() throws {
        try check("scroll", InteractionFixtures.scroll)
    }

    @Test func pagingScroll() throws {
        try check("paging scroll") {
            try ScrollBehavior(contentSize: Size(width: 3000, height: 667), viewportSize: Size(width: 375, height: 667),
                               physics: .flutterBouncing, isPagingEnabled: true)
        }
    }

    @Test func toss() throws {
        try check("tossable", InteractionFixtures.toss) { toss, layer in "\(toss.state) \(layer.position) \(toss.velocity)" }
    }

    @Test func flickDismiss() throws {
        try check("flick-dismiss", reach: 400, InteractionFixtures.flickDismiss) { flick, layer in
            "\(flick.state) \(layer.position) \(layer.transform.rotation)"
        }
    }

    @Test func sheet() throws {
        try check("sheet", InteractionFixtures.sheet)
    }

    @Test func transition() throws {
        try check("transition", InteractionFixtures.panTransition, place: { _, frame in "\(frame.state) \(frame.percentComplete)" })
    }

    @Test func interactivePop() throws {
        try check("pop", start: Point(x: 5, y: 400), reach: 300, InteractionFixtures.interactivePop,
                  place: { _, frame in "\(frame.state) \(frame.percentComplete)" })
    }

    @Test func relativePosition() throws {
        try check("relative position", InteractionFixtures.positionTracker)
    }

    @Test func dock() throws {
        try check("dock", start: Point(x: 187, y: 600), InteractionFixtures.dock)
    }

    @Test func scrollBinding() throws {
        try check("scroll binding", start: Point(x: 365, y: 300), InteractionFixtures.scrollBinding)
    }

    @Test func nestedScroll() throws {
        try check("nested scroll", InteractionFixtures.nestedScroll)
    }

    @Test func swipeList() throws {
        try check("swipe list", seeds: 0..<6, reach: 300, InteractionFixtures.swipeList) { list, frame in
            "\(frame) " + list.activeRows.map { "\($0.index):\($0.row.state):\($0.row.offset)" }.joined(separator: ",")
        }
    }

    /// Wheel notches (a browser's deltaY +100 each), a finger's drag, then a trackpad swipe and its OS
    /// momentum: the wheel events in the host layer's queue keep their own timestamps like pointer samples.
    static func wheelTrace(seed: UInt64) -> (samples: [PointerSample], wheel: [WheelSample]) {
        var random = SeededRandom(seed: seed)
        var time = 500.0 + random.double(in: 0...1)
        var wheel: [WheelSample] = []
        func event(_ dy: Double, _ phase: WheelSample.Phase = .none, momentum: WheelSample.Phase = .none) {
            wheel.append(WheelSample(delta: Vector(dx: 0, dy: dy), phase: phase, momentumPhase: momentum, time: time))
        }
        event(-100)
        time += random.double(in: 0.02...0.08)
        event(-100)
        // A finger drags the content down while the notches' animation runs.
        time += random.double(in: 0.05...0.1)
        var samples = [touch(0, 187, 300, .began, time)]
        for step in 1...8 {
            time += 0.008
            samples.append(touch(0, 187, 300 + 6 * Double(step), .moved, time))
        }
        time += 0.004
        samples.append(touch(0, 187, 348, .ended, time))
        // A trackpad swipe, its lift, and the OS momentum after it.
        time += random.double(in: 0.3...0.6)
        event(-8, .began)
        for dy in [-16.0, -20, -24] {
            time += 0.01
            event(dy, .changed)
        }
        time += 0.01
        event(0, .ended)
        event(-20, momentum: .began)
        for dy in [-14.0, -9, -5] {
            time += 0.016
            event(dy, momentum: .changed)
        }
        time += 0.016
        event(0, momentum: .ended)
        return (samples, wheel)
    }

    /// A wheel-driven scroll view through the live loop: on time it is `TraceReplay` with the wheel
    /// events, bit for bit; with the pointer samples and the wheel events delivered up to 400 ms late (one
    /// stream, never reordered) it equals the on-time run frame for frame from the last delivery on, and
    /// ends the same, with the OS momentum and with the physics' own fling.
    @Test(arguments: [WheelScrollBehavior.Momentum.os, .own])
    func wheelScroll(momentum: WheelScrollBehavior.Momentum) throws {
        let handle: @Sendable (inout WheelScrollBehavior, WheelSample) -> Void = { view, event in view.handle(event) }
        func make() throws -> WheelScrollBehavior { WheelScrollBehavior(try InteractionFixtures.scroll(), momentum: momentum) }
        func read(_ view: WheelScrollBehavior, _ frame: ScrollFrame) -> String { "\(view.scroll.state) \(frame)" }
        for seed: UInt64 in 0..<3 {
            let (samples, wheel) = Self.wheelTrace(seed: seed)
            let origin = Swift.min(samples[0].time, wheel[0].time)
            // The one stream's order: by time, a pointer sample first at equal times.
            let times = (samples.map { $0.time } + wheel.map { $0.time }).sorted().map { $0 - origin }
            for (clockName, clock) in Self.clocks {
                var direct = try make()
                var expected: [String] = []
                clock.run(&direct, samples: samples, wheel: wheel, handleWheel: handle) { _, view, shown in expected.append(read(view, shown)) }
                var onTime = try make()
                var live: [String] = []
                LiveReplay(clock: clock).run(&onTime, samples: samples, wheel: wheel, handleWheel: handle) { _, view, shown in
                    live.append(read(view, shown))
                }
                #expect(live == expected, "seed \(seed) \(clockName): the loop on time is TraceReplay")
                #expect(direct.scroll.state == .idle && direct.scroll.contentOffset == onTime.scroll.contentOffset)

                for (delay, lateSeed) in [(0.05, UInt64(1)), (0.4, seed + 11)] {
                    let lateness = try LateDelivery(maximumDelay: delay, seed: lateSeed)
                    let lastArrival = lateness.deliveryTimes(of: times).max() ?? 0
                    var late = try make()
                    var frames: [(Double, String)] = []
                    LiveReplay(clock: clock, lateness: lateness).run(&late, samples: samples, wheel: wheel, handleWheel: handle) { time, view, shown in
                        frames.append((time, read(view, shown)))
                    }
                    var compared = 0
                    for (index, (time, shown)) in frames.enumerated() where time >= lastArrival {
                        let equal = shown == expected[Swift.min(index, expected.count - 1)]
                        #expect(equal, "seed \(seed) \(clockName) late \(delay) s: frame \(index) at \(time): \(shown)")
                        compared += 1
                        if !equal { break }
                    }
                    #expect(compared > 0)
                    #expect(frames.last?.1 == expected.last, "seed \(seed) \(clockName) late \(delay) s: the last frame")
                    #expect(late.scroll.contentOffset == direct.scroll.contentOffset)
                }
            }
        }
    }

    /// A loop made without a wheel handler gives wheel events, in order, to the interaction's own
    /// `handleWheel(_:)`: a plain scroll view (not a `WheelScrollBehavior`) ignores them.
    @Test func aLoopWithoutAWheelHandlerLeavesThemToTheInteraction() throws {
        var loop = try LiveLoop(InteractionFixtures.scroll())
        let accepted = loop.deliver(WheelSample(delta: Vector(dx: 0, dy: -100), time: 0.01))
        #expect(accepted)
        #expect(loop.waitingInputs == 1)
        let frame = loop.frame(at: 0.02)
        #expect(frame.contentOffset == .zero && loop.waitingInputs == 0 && !loop.needsFrames)
    }
}
