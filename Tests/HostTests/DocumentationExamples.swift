// Generated from the guide, the DocC catalogue and the doc comments of Host (and the examples of
// README.md and docs/ that import it first) by `python3 Scripts/documentation-examples.py`; do not edit.
// Each example compiles here with only the imports it shows (the module's own when it shows none),
// as it would in a user's code, and runs; what a `print(...)  // comment` line states is expected.
import Host
import Testing

@Suite struct HostDocumentationExamples {
    @Test func guide1() throws {

        var loop = try LiveLoop(SwipeRow(width: 390, trailing: SwipeActionsConfiguration(count: 2)))

        // The platform's touch callback: every sample (each coalesced one too), with its own timestamp.
        loop.deliver(PointerSample(pointer: 0, x: 300, y: 40, phase: .began, time: 10.000))
        var printed1 = ""
        print(loop.needsFrames, to: &printed1)
        #expect(printed1 == "true\n")

        // The display link's callback: the time the frame will be shown (CADisplayLink.targetTimestamp).
        let frame = loop.frame(at: 10.008)
        var printed2 = ""
        print(frame, to: &printed2)
        #expect(printed2 == "0.0\n")

        // The host was busy: the rest of the swipe arrives after the frame at 10.2 was drawn.
        loop.frame(at: 10.2)
        loop.deliver(PointerSample(pointer: 0, x: 200, y: 40, phase: .moved, time: 10.05))
        loop.deliver(PointerSample(pointer: 0, x: 190, y: 40, phase: .ended, time: 10.06))
        var printed3 = ""
        print(loop.content.state, to: &printed3)
        #expect(printed3 == "open(trailing)\n")

        // Frames until everything rests; then the link pauses until the next input.
        var time = 10.2
        while loop.needsFrames {
           time += 1.0 / 120
           loop.frame(at: time)
        }
        var printed4 = ""
        print(loop.content.offset, loop.needsFrames, to: &printed4)
        #expect(printed4 == "-148.0 false\n")
    }

    @Test func guide2() throws {

        var inbox = try SwipeList(rowCount: 100, rowHeight: 80, viewport: Size(width: 390, height: 700),
                                 leading: SwipeActionsConfiguration(count: 1),
                                 trailing: SwipeActionsConfiguration(count: 2))
        var loop = try LiveLoop(inbox)
        // Row 1 (y 80..<160) swiped left: sideways, so the row owns the touch and the list never moves.
        loop.deliver(PointerSample(pointer: 0, x: 300, y: 120, phase: .began, time: 0))
        loop.deliver(PointerSample(pointer: 0, x: 280, y: 124, phase: .moved, time: 0.05))
        loop.deliver(PointerSample(pointer: 0, x: 160, y: 130, phase: .moved, time: 0.3))
        loop.deliver(PointerSample(pointer: 0, x: 160, y: 130, phase: .ended, time: 0.5))
        var time = 0.0
        while loop.needsFrames { time += 1.0 / 120; loop.frame(at: time) }
        inbox = loop.content
        var printed1 = ""
        print(inbox.row(1).state, inbox.row(1).offset, inbox.offset, to: &printed1)
        #expect(printed1 == "open(trailing) -148.0 0.0\n")

        // A drag up scrolls the list and closes the open row.
        loop.deliver(PointerSample(pointer: 0, x: 200, y: 600, phase: .began, time: 1))
        loop.deliver(PointerSample(pointer: 0, x: 195, y: 500, phase: .moved, time: 1.1))
        loop.deliver(PointerSample(pointer: 0, x: 195, y: 400, phase: .moved, time: 1.3))
        loop.deliver(PointerSample(pointer: 0, x: 195, y: 400, phase: .ended, time: 1.5))
        time = 1
        while loop.needsFrames { time += 1.0 / 120; loop.frame(at: time) }
        var printed2 = ""
        print(loop.content.offset, loop.content.activeRows.isEmpty, to: &printed2)
        #expect(printed2 == "200.0 true\n")
    }

    @Test func docchost1() throws {
        var loop = try LiveLoop(SwipeRow(width: 390, trailing: SwipeActionsConfiguration(count: 2)))
        loop.frame(at: 0.2)
        loop.deliver(PointerSample(pointer: 0, x: 300, y: 40, phase: .began, time: 0))
        loop.deliver(PointerSample(pointer: 0, x: 200, y: 40, phase: .moved, time: 0.05))
        loop.deliver(PointerSample(pointer: 0, x: 190, y: 40, phase: .ended, time: 0.06))
        var time = 0.2
        while loop.needsFrames { time += 1.0 / 120; loop.frame(at: time) }
        var printed1 = ""
        print(loop.content.offset, to: &printed1)
        #expect(printed1 == "-148.0\n")
    }

    @Test func hostInput1() throws {

        let touch = HostInput.pointer(PointerSample(pointer: 0, x: 10, y: 20, phase: .began, time: 1.25))
        let drag = HostInput.reading(GestureReading(state: .changed, location: Point(x: 10, y: 30),
                                                    translation: Vector(dx: 0, dy: 10), velocity: .zero,
                                                    numberOfTouches: 1, time: 1.3))
        let notch = HostInput.wheel(WheelSample(delta: Vector(dx: 0, dy: -100), time: 1.4))
        var printed1 = ""
        print(touch.time, drag.time, notch.time, to: &printed1)
        #expect(printed1 == "1.25 1.3 1.4\n")
    }

    @Test func lateDelivery1() throws {

        let busy = try LateDelivery(maximumDelay: 0.4, seed: 7)
        let times = busy.deliveryTimes(of: [0, 0.008, 0.016])
        var printed1 = ""
        print(times.count, zip(times, [0, 0.008, 0.016]).allSatisfy { $0 >= $1 && $0 <= $1 + 0.4 }, to: &printed1)
        #expect(printed1 == "3 true\n")
    }

    @Test func liveLoop1() throws {

        var loop = try LiveLoop(SwipeRow(width: 375, trailing: SwipeActionsConfiguration(count: 2)))
        // A busy main thread: the whole swipe arrives after the frames at 0.1 and 0.2 were shown.
        loop.frame(at: 0.1)
        loop.frame(at: 0.2)
        loop.deliver(PointerSample(pointer: 0, x: 300, y: 20, phase: .began, time: 0.05))
        loop.deliver(PointerSample(pointer: 0, x: 200, y: 20, phase: .moved, time: 0.1))
        loop.deliver(PointerSample(pointer: 0, x: 190, y: 20, phase: .ended, time: 0.11))
        var printed1 = ""
        print(loop.content.state, to: &printed1)
        #expect(printed1 == "open(trailing)\n")
        var time = 0.2
        while loop.needsFrames { time += 1.0 / 120; loop.frame(at: time) }
        var printed2 = ""
        print(loop.content.offset, to: &printed2)
        #expect(printed2 == "-148.0\n")
    }

    @Test func liveReplay1() throws {

        let samples = [PointerSample(pointer: 0, x: 300, y: 20, phase: .began, time: 0),
                       PointerSample(pointer: 0, x: 200, y: 20, phase: .moved, time: 0.05),
                       PointerSample(pointer: 0, x: 190, y: 20, phase: .ended, time: 0.06)]
        let clock = try TraceReplay(fps: 120)
        var onTime = try SwipeRow(width: 375, trailing: SwipeActionsConfiguration(count: 2))
        var late = onTime
        var expected: [Double: Double] = [:]
        LiveReplay(clock: clock).run(&onTime, samples: samples) { time, _, offset in expected[time] = offset }
        var equal = 0
        try LiveReplay(clock: clock, lateness: LateDelivery(maximumDelay: 0.2, seed: 1))
            .run(&late, samples: samples) { time, _, offset in if expected[time] == offset { equal += 1 } }
        var printed1 = ""
        print(late.offset == onTime.offset, equal > 0, to: &printed1)
        #expect(printed1 == "true true\n")
    }

    @Test func liveReplay2() throws {

        struct Notches: Interaction {               // counts wheel notches
            var count = 0
            mutating func handle(_ sample: PointerSample) -> Int { count }
            mutating func update(with reading: GestureReading) -> Int { count }
            mutating func tick(at time: Double) -> Int { count }
            var isSettled: Bool { true }
            mutating func reset() { count = 0 }
        }
        let wheel = [WheelSample(delta: Vector(dx: 0, dy: -100), time: 2), WheelSample(delta: Vector(dx: 0, dy: -100), time: 2.05)]
        var notches = Notches()
        var shown: [Int] = []
        try LiveReplay(clock: TraceReplay(fps: 60), lateness: LateDelivery(maximumDelay: 0.2, seed: 3))
            .run(&notches, samples: [], wheel: wheel, handleWheel: { notches, _ in notches.count += 1 }) { _, _, count in
                shown.append(count)
            }
        var printed1 = ""
        print(notches.count, shown.last ?? 0, to: &printed1)
        #expect(printed1 == "2 2\n")
    }

    @Test func swipeList1() throws {

        var inbox = try SwipeList(rowCount: 50, rowHeight: 80, viewport: Size(width: 390, height: 700),
                                  trailing: SwipeActionsConfiguration(count: 2))
        // A slow swipe left on the third row (y 200 is in 160..<240).
        inbox.handle(PointerSample(pointer: 0, x: 300, y: 200, phase: .began, time: 0))
        inbox.handle(PointerSample(pointer: 0, x: 240, y: 204, phase: .moved, time: 0.2))
        inbox.handle(PointerSample(pointer: 0, x: 180, y: 206, phase: .moved, time: 0.4))
        inbox.handle(PointerSample(pointer: 0, x: 180, y: 206, phase: .ended, time: 0.6))
        var time = 0.6
        while !inbox.isSettled { time += 1.0 / 120; inbox.tick(at: time) }
        var printed1 = ""
        print(inbox.row(2).state, inbox.row(2).offset, inbox.offset, to: &printed1)
        #expect(printed1 == "open(trailing) -148.0 0.0\n")
    }

    @Test func swipeRowSet1() throws {

        var rows = SwipeRowSet(closedRow: try SwipeRow(width: 390, trailing: SwipeActionsConfiguration(count: 2)))
        // The arbiter gave row 3 a touch: every other row closes and row 3 gets the touch's samples so far.
        rows.claim(3, held: [PointerSample(pointer: 0, x: 300, y: 20, phase: .began, time: 0),
                             PointerSample(pointer: 0, x: 200, y: 22, phase: .moved, time: 0.2)], at: 0.2)
        rows.handle(PointerSample(pointer: 0, x: 180, y: 22, phase: .ended, time: 0.4), row: 3)
        var time = 0.4
        while !rows.isSettled { time += 1.0 / 120; rows.tick(at: time, owner: nil) }
        var printed1 = ""
        print(rows.row(3).offset, rows.row(4).offset, to: &printed1)
        #expect(printed1 == "-148.0 0.0\n")
    }

    @Test func touchArbiter1() throws {

        enum Part: Hashable, Sendable { case list, row }
        var arbiter = TouchArbiter<Part>()
        let rule = { (movement: Vector) -> Part? in abs(movement.dx) > abs(movement.dy) ? .row : .list }
        let down = arbiter.handle(PointerSample(pointer: 0, x: 100, y: 100, phase: .began, time: 0), claim: rule)
        let within = arbiter.handle(PointerSample(pointer: 0, x: 106, y: 101, phase: .moved, time: 0.01), claim: rule)
        let past = arbiter.handle(PointerSample(pointer: 0, x: 114, y: 103, phase: .moved, time: 0.02), claim: rule)
        var printed1 = ""
        print(down == .waiting, within == .waiting, past == .claimed(.row), to: &printed1)
        #expect(printed1 == "true true true\n")
        var printed2 = ""
        print(arbiter.held.count, to: &printed2)
        #expect(printed2 == "3\n")
        let later = arbiter.handle(PointerSample(pointer: 0, x: 114, y: 160, phase: .moved, time: 0.03), claim: rule)
        var printed3 = ""
        print(later == .owned(.row), to: &printed3)
        #expect(printed3 == "true\n")
    }

    @Test func docshosts1() throws {

        // What a shell holds: the loop over its interaction (here Mail's inbox: rows swiped inside a list).
        var loop = try LiveLoop(SwipeList(rowCount: 100, rowHeight: 80, viewport: Size(width: 390, height: 700),
                                         trailing: SwipeActionsConfiguration(count: 2)))
        var linkRunning = false

        // Touch callback: forward every sample with its own timestamp, then make sure the link runs.
        func touch(_ sample: PointerSample) {
           loop.deliver(sample)
           if loop.needsFrames { linkRunning = true }
        }
        // Display-link callback: the frame's presentation time in, the values to draw out, pause at rest.
        func displayLink(presentationTime: Double) -> SwipeListFrame {
           let frame = loop.frame(at: presentationTime)
           if !loop.needsFrames { linkRunning = false }
           return frame
        }

        touch(PointerSample(pointer: 0, x: 300, y: 120, phase: .began, time: 5.0))
        var printed1 = ""
        print(linkRunning, to: &printed1)
        #expect(printed1 == "true\n")
        _ = displayLink(presentationTime: 5.008)
        // A busy main thread: the rest of the swipe arrives after three more frames were drawn.
        _ = displayLink(presentationTime: 5.017)
        _ = displayLink(presentationTime: 5.025)
        _ = displayLink(presentationTime: 5.033)
        touch(PointerSample(pointer: 0, x: 280, y: 122, phase: .moved, time: 5.01))
        touch(PointerSample(pointer: 0, x: 180, y: 125, phase: .moved, time: 5.02))
        touch(PointerSample(pointer: 0, x: 175, y: 125, phase: .ended, time: 5.03))
        var time = 5.033
        while linkRunning { time += 1.0 / 120; _ = displayLink(presentationTime: time) }
        var printed2 = ""
        print(loop.content.row(1).state, loop.content.row(1).offset, to: &printed2)
        #expect(printed2 == "open(trailing) -148.0\n")
    }
}
