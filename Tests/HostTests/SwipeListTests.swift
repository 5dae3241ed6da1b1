import Geometry
import Gestures
import Host
import Scroll
import SwipeActions
import Testing
import _MotionTestSupport

/// Arbitration between a list and its rows: who owns a touch, and that the others never move.
@Suite struct SwipeListTests {
    static let viewport = Size(width: 390, height: 700)

    func list(rows: Int = 40) throws -> SwipeList {
        let actions = try SwipeActionsConfiguration(count: 2, performsFirstActionWithFullSwipe: false)
        return try SwipeList(rowCount: rows, rowHeight: 80, viewport: Self.viewport, leading: actions, trailing: actions)
    }

    /// Feeds `samples` on a 120 Hz grid and returns every frame's list offset and active rows.
    @discardableResult
    func run(_ list: inout SwipeList, _ samples: [PointerSample], from start: Double? = nil,
             frame: (Double, SwipeList) -> Void = { _, _ in }) throws -> Double {
        var loop = try LiveLoop(list)
        var time = start ?? samples.first?.time ?? 0
        var next = 0
        while next < samples.count || loop.needsFrames {
            while next < samples.count, samples[next].time <= time { loop.deliver(samples[next]); next += 1 }
            loop.frame(at: time)
            frame(time, loop.content)
            time += 1.0 / 120
        }
        list = loop.content
        return time
    }

    func drag(from start: Point, by movement: Vector, at time: Double, steps: Int = 12, duration: Double = 0.2) -> [PointerSample] {
        var samples = [touch(0, start.x, start.y, .began, time)]
        for step in 1...steps {
            let progress = Double(step) / Double(steps)
            samples.append(touch(0, start.x + movement.dx * progress, start.y + movement.dy * progress, .moved,
                                 time + duration * progress))
        }
        samples.append(touch(0, start.x + movement.dx, start.y + movement.dy, .ended, time + duration + 0.01))
        return samples
    }

    @Test func theSlopIsThePansHysteresis() throws {
        let arbiter = TouchArbiter<SwipeListPart>()
        #expect(arbiter.slop == PanRecognizer().minimumDistance)
        #expect(arbiter.slop == 10)
        #expect(throws: ConfigurationError.self) { _ = try TouchArbiter<SwipeListPart>(slop: -1) }
    }

    @Test func nobodyOwnsATouchWithinTheSlop() throws {
        var list = try list()
        var moved = false
        // 9.9 points sideways and back, then lifted: a tap. Nothing moves.
        let samples = [touch(0, 200, 100, .began, 0), touch(0, 209.9, 100, .moved, 0.05), touch(0, 200, 100, .moved, 0.1),
                       touch(0, 200, 100, .ended, 0.15)]
        try run(&list, samples) { _, list in if list.offset != 0 || !list.activeRows.isEmpty { moved = true } }
        #expect(!moved)
        var arbiter = TouchArbiter<SwipeListPart>()
        let rule: (Vector) -> SwipeListPart? = { _ in .list }
        #expect(arbiter.handle(touch(0, 0, 0, .began, 0), claim: rule) == .waiting)
        #expect(arbiter.handle(touch(0, 10, 0, .moved, 0.01), claim: rule) == .waiting)   // at the slop: not past it
        #expect(arbiter.handle(touch(0, 10.01, 0, .moved, 0.02), claim: rule) == .claimed(.list))
        #expect(arbiter.held.count == 3)
        #expect(arbiter.handle(touch(0, 10.01, 0, .ended, 0.03), claim: rule) == .owned(.list))
        #expect(!arbiter.isTracking && arbiter.owner == nil)
        #expect(arbiter.handle(touch(0, 0, 0, .began, 1), claim: rule) == .waiting)
        #expect(arbiter.handle(touch(0, 0, 0, .cancelled, 1.1), claim: rule) == .unclaimed)
    }

    @Test func aStrayEndOfAnotherFingerNeverEndsTheTouch() throws {
        // The fuzzer's case: a row owns finger 0; the host sends a cancel for finger 1, which never went down,
        // then finger 2 touches down; every finger lifts. The arbiter counted fingers, so the stray cancel
        // ended the touch, finger 2 started a new one, and the row never got finger 0's end: it stayed
        // dragging forever.
        var arbiter = TouchArbiter<SwipeListPart>()
        let rule: (Vector) -> SwipeListPart? = { _ in .row(4) }
        #expect(arbiter.handle(touch(0, 300, 333, .began, 0), claim: rule) == .waiting)
        #expect(arbiter.handle(touch(0, 190, 330, .moved, 0.01), claim: rule) == .claimed(.row(4)))
        #expect(arbiter.handle(touch(1, 0, 264, .cancelled, 0.02), claim: rule) == .owned(.row(4)))
        #expect(arbiter.pointersDown == 1 && arbiter.owner == .row(4))
        #expect(arbiter.handle(touch(2, 0, 32, .began, 0.03), claim: rule) == .owned(.row(4)))
        #expect(arbiter.handle(touch(2, 0, 32, .began, 0.04), claim: rule) == .owned(.row(4)))   // twice: counted once
        #expect(arbiter.pointersDown == 2)
        #expect(arbiter.handle(touch(0, 190, 330, .ended, 0.05), claim: rule) == .owned(.row(4)))
        #expect(arbiter.handle(touch(2, 0, 32, .ended, 0.06), claim: rule) == .owned(.row(4)))
        #expect(!arbiter.isTracking && arbiter.owner == nil)
        // Nobody owning the touch: a stray end is nobody's and is not a tap.
        #expect(arbiter.handle(touch(5, 0, 0, .ended, 0.07), claim: rule) == .waiting)

        var list = try list()
        let samples = [touch(0, 300, 333, .began, 0), touch(0, 190, 330, .moved, 0.01), touch(1, 0, 264, .cancelled, 0.02),
                       touch(2, 0, 32, .began, 0.03), touch(0, 190, 330, .ended, 0.05), touch(2, 0, 32, .ended, 0.06)]
        try run(&list, samples)
        #expect(list.isSettled)
        #expect(list.row(4).state == .open(.trailing) && list.row(4).offset == -148)
    }

    @Test func aMostlyHorizontalMoveSwipesTheRowAndTheListNeverMoves() throws {
        var list = try list()
        var listMoved = false
        // Row 2 (y 200 in 160..<240): 120 left, 40 down.
        try run(&list, drag(from: Point(x: 300, y: 200), by: Vector(dx: -120, dy: 40), at: 0, duration: 0.4)) { _, list in
            if list.offset != 0 || list.frame.state != .idle { listMoved = true }
            for active in list.activeRows { #expect(active.index == 2) }
        }
        #expect(!listMoved)
        #expect(list.row(2).state == .open(.trailing))
        #expect(list.row(2).offset == -148)
        #expect(list.activeRows.count == 1)
    }

    @Test func aMostlyVerticalMoveScrollsTheListAndNoRowMoves() throws {
        var list = try list()
        var rowMoved = false
        var scrolled = 0.0
        try run(&list, drag(from: Point(x: 200, y: 500), by: Vector(dx: -60, dy: -300), at: 0, duration: 0.3)) { _, list in
            if !list.activeRows.isEmpty { rowMoved = true }
            scrolled = Swift.max(scrolled, list.offset)
        }
        #expect(!rowMoved)
        #expect(scrolled > 300)
        #expect(list.frame.state == .idle)
        #expect(list.offset >= 0 && list.offset <= 40 * 80 - 700)
    }

    @Test func aTouchOnAMovingListStopsItAndSwipesNoRow() throws {
        var list = try list()
        // A fast flick up, then a sideways drag 0.15 s after the release, while the list decelerates.
        let flick = drag(from: Point(x: 200, y: 600), by: Vector(dx: 0, dy: -400), at: 0, steps: 6, duration: 0.08)
        let release = flick.last!.time
        var offsetAtTouch: Double?
        let sideways = drag(from: Point(x: 300, y: 300), by: Vector(dx: -150, dy: 0), at: release + 0.15, duration: 0.3)
        var loop = try LiveLoop(list)
        var time = 0.0
        var samples = flick + sideways
        samples.sort { $0.time < $1.time }
        var next = 0
        var afterTouch: [Double] = []
        while next < samples.count || loop.needsFrames {
            while next < samples.count, samples[next].time <= time {
                if samples[next] == sideways[0] {
                    #expect(loop.content.frame.state == .decelerating)
                }
                loop.deliver(samples[next])
                next += 1
            }
            loop.frame(at: time)
            if next > flick.count {
                if offsetAtTouch == nil { offsetAtTouch = loop.content.offset }
                afterTouch.append(loop.content.offset)
                #expect(loop.content.activeRows.isEmpty)
            }
            time += 1.0 / 120
        }
        list = loop.content
        // Stopped: where it was at the touch's timestamp, and it stays there (the sideways drag moves nothing).
        #expect(afterTouch.allSatisfy { $0 == offsetAtTouch })
        #expect(offsetAtTouch! > 400)
        #expect(list.frame.state == .idle)
    }

    @Test func swipingARowClosesTheOpenOneInTheSameGesture() throws {
        var list = try list()
        var time = try run(&list, drag(from: Point(x: 300, y: 100), by: Vector(dx: -150, dy: 0), at: 0, duration: 0.4))
        #expect(list.row(1).state == .open(.trailing))
        // Row 4 swiped right: row 1 starts closing once the touch is claimed (past the slop), not earlier.
        let second = drag(from: Point(x: 100, y: 340), by: Vector(dx: 150, dy: 0), at: time + 0.5, duration: 0.4)
        var closingStarted: Double?
        time = try run(&list, second, from: time) { now, list in
            if closingStarted == nil, list.row(1).offset != -148 { closingStarted = now }
        }
        #expect(closingStarted! >= second[1].time)
        #expect(list.row(1).state == .closed && list.row(1).offset == 0)
        #expect(list.row(4).state == .open(.leading) && list.row(4).offset == 148)
        #expect(list.activeRows.map(\.index) == [4])
    }

    @Test func scrollingOrTappingClosesOpenRows() throws {
        var list = try list()
        var time = try run(&list, drag(from: Point(x: 300, y: 100), by: Vector(dx: -150, dy: 0), at: 0, duration: 0.4))
        #expect(list.row(1).state == .open(.trailing))
        time = try run(&list, drag(from: Point(x: 200, y: 600), by: Vector(dx: 0, dy: -100), at: time + 0.2, duration: 0.5), from: time)
        #expect(list.row(1).offset == 0 && list.activeRows.isEmpty)
        #expect(list.offset > 0)
        time = try run(&list, drag(from: Point(x: 300, y: 100), by: Vector(dx: -150, dy: 0), at: time + 0.2, duration: 0.4), from: time)
        #expect(!list.activeRows.isEmpty)
        try run(&list, [touch(0, 50, 50, .began, time + 0.2), touch(0, 50, 50, .ended, time + 0.3)], from: time)
        #expect(list.activeRows.isEmpty)
    }

    @Test func everyRunEndsAtRestInBoundsOnAnAnchor() throws {
        try withEverySeed(0..<20) { seed, random in
            var list = try self.list(rows: 12)
            var samples: [PointerSample] = []
            var time = 0.0
            for _ in 0..<3 {
                let start = Point(x: random.double(in: 20...370), y: random.double(in: 20...680))
                samples += drag(from: start, by: Vector(dx: random.double(in: -300...300), dy: random.double(in: -500...500)),
                                at: time, steps: Int(random.double(in: 3...15)), duration: random.double(in: 0.05...0.5))
                time = samples.last!.time + random.double(in: 0.05...0.6)
            }
            try run(&list, samples)
            #expect(list.isSettled, "seed \(seed)")
            #expect(list.offset >= 0 && list.offset <= 12 * 80 - 700, "seed \(seed)")
            for active in list.activeRows { #expect([0, 148, -148].contains(active.row.offset), "seed \(seed)") }
        }
    }

    @Test func badConfigurationsNameTheirParameter() throws {
        for (rows, height, parameter) in [(-1, 80.0, "rowCount"), (10, 0, "rowHeight"), (10, .nan, "rowHeight"),
                                          (1_000_000_000, 1e300, "rowHeight")] {
            do {
                _ = try SwipeList(rowCount: rows, rowHeight: height, viewport: Self.viewport)
                Issue.record("accepted \(rows) × \(height)")
            } catch {
                #expect(error.parameter == parameter)
            }
        }
    }
}
