import Geometry
import Gestures
import Testing
@testable import Demos

/// The sheet whose list has swipe rows: the touch arbiter's rules, driven in process (`drive`).
@Suite struct SheetRowsDemoTests {
    let stage = Rect(x: 0, y: 0, width: 390, height: 700)
    /// At the first detent (30 % of 700 = 210 high, its top at 490), row 0 spans 498..<562 and row 1 570..<634.
    let row0 = 530.0, row1 = 602.0

    @Test func nothingMovesWithinTheSlopAndATapDecidesNothing() throws {
        var demo = try SheetRowsDemo(stage: stage)
        #expect(demo.rowIndex(at: Point(x: 200, y: row0)) == 0 && demo.rowIndex(at: Point(x: 200, y: row1)) == 1)
        #expect(demo.rowIndex(at: Point(x: 200, y: 566)) == nil && demo.rowIndex(at: Point(x: 200, y: 480)) == nil)
        demo.handle(PointerSample(pointer: 0, x: 200, y: row0, phase: .began, time: 0))
        demo.handle(PointerSample(pointer: 0, x: 207, y: row0 - 6, phase: .moved, time: 0.05))
        _ = demo.tick(at: 0.06)
        #expect(demo.arbiter.owner == nil && demo.current.state == "resting · undecided")
        #expect(demo.frame.height == 210 && demo.frame.innerOffset == 0 && demo.rows.activeRows.isEmpty)
        demo.handle(PointerSample(pointer: 0, x: 207, y: row0 - 6, phase: .ended, time: 0.1))
        #expect(demo.current.state == "resting · nobody" && demo.isSettled)
    }

    @Test func aSidewaysSwipeOnARowOpensItAndTheSheetNeverMoves() throws {
        var demo = try SheetRowsDemo(stage: stage)
        var heights: Set<Double> = []
        let swipe = strokeSamples(from: Point(x: 300, y: row0), step: Vector(dx: -12, dy: 2), moves: 12, interval: 0.03, at: 0)
        drive(&demo, swipe, hz: 120, from: 0) { _, demo in heights.insert(demo.frame.height); heights.insert(demo.frame.innerOffset + 1000) }
        #expect(heights == [210, 1000])
        // The trailing actions: two of min(74, floor(366 / 5) = 73) points.
        #expect(demo.rows.row(0).offset == -146 && demo.rows.row(0).state == .open(.trailing))
        #expect(demo.current.state == "resting · nobody" && demo.rows.activeRows.count == 1)
    }

    @Test func anUpwardDragOnARowMovesTheSheetAndNoRow() throws {
        var demo = try SheetRowsDemo(stage: stage)
        var rowOffsets: Set<Double> = []
        var owner: SheetRowsDemo.Part?
        let drag = strokeSamples(from: Point(x: 300, y: row1), step: Vector(dx: -3, dy: -20), moves: 10, interval: 0.016, hold: 0.2, at: 0)
        drive(&demo, drag, hz: 120, from: 0) { _, demo in
            rowOffsets.insert(demo.rows.row(1).offset)
            owner = owner ?? demo.arbiter.owner
        }
        #expect(owner == .sheet && rowOffsets == [0] && demo.rows.activeRows.isEmpty)
        // Held still before the lift: it rests on the nearest detent, 60 % (420 points).
        #expect(demo.frame.height == 420 && demo.frame.detent == 1)
    }

    @Test func swipingASecondRowClosesTheFirstAndATapClosesThemAll() throws {
        var demo = try SheetRowsDemo(stage: stage)
        drive(&demo, strokeSamples(from: Point(x: 300, y: row0), step: Vector(dx: -12, dy: 0), moves: 12, interval: 0.03, at: 0),
              hz: 120, from: 0)
        #expect(demo.rows.row(0).offset == -146)
        var both = false
        drive(&demo, strokeSamples(from: Point(x: 100, y: row1), step: Vector(dx: 12, dy: 0), moves: 12, interval: 0.03, at: 2),
              hz: 120, from: 2) { _, demo in both = both || (demo.rows.row(0).offset < -140 && demo.rows.row(1).offset > 20) }
        // The first row closed as the second was claimed, not after it opened.
        #expect(!both && demo.rows.row(0).offset == 0 && demo.rows.row(1).offset == 146 && demo.rows.row(1).state == .open(.leading))
        drive(&demo, [PointerSample(pointer: 0, x: 200, y: 560, phase: .began, time: 4),
                      PointerSample(pointer: 0, x: 200, y: 560, phase: .ended, time: 4.05)], hz: 120, from: 4)
        #expect(demo.rows.row(1).offset == 0 && demo.rows.activeRows.isEmpty && demo.frame.height == 210)
    }

    @Test func aTouchOnTheMovingSheetStopsItAndSwipesNoRow() throws {
        var demo = try SheetRowsDemo(stage: stage)
        // A flick up: the sheet is still moving 50 ms after the lift.
        drive(&demo, strokeSamples(from: Point(x: 200, y: row0), step: Vector(dx: 0, dy: -30), moves: 5, interval: 0.016, at: 0),
              hz: 120, from: 0, until: 0.15)
        #expect(!demo.isSettled)
        let sideways = strokeSamples(from: Point(x: 300, y: 400), step: Vector(dx: -15, dy: 0), moves: 8, interval: 0.016, at: 0.16)
        var owner: SheetRowsDemo.Part?
        drive(&demo, sideways, hz: 120, from: 0.15) { _, demo in owner = owner ?? demo.arbiter.owner }
        #expect(owner == .sheet && demo.rows.activeRows.isEmpty)
        #expect(demo.frame.detent != nil && demo.isSettled)
    }
}
