// Generated from the guide, the DocC catalogue and the doc comments of Sheet (and the examples of
// README.md and docs/ that import it first) by `python3 Scripts/documentation-examples.py`; do not edit.
// Each example compiles here with only the imports it shows (the module's own when it shows none),
// as it would in a user's code, and runs; what a `print(...)  // comment` line states is expected.
import Sheet
import Testing

@Suite struct SheetDocumentationExamples {
    @Test func guide1() throws {

        // Half and all of an 800-point container, a 2000-point list inside; nothing dimmed at half height.
        var sheet = try SheetBehavior(containerSize: Size(width: 390, height: 800), detents: [.medium, .large],
                                     contentSize: Size(width: 390, height: 2000), largestUndimmedDetent: 0)
        var printed1 = ""
        print(sheet.height, sheet.dimming, to: &printed1)
        #expect(printed1 == "400.0 0.0\n")
        // Touch handlers: the finger pushes up 500 points in a third of a second, and lets go.
        sheet.handle(PointerSample(pointer: 0, x: 200, y: 700, phase: .began, time: 0))
        for step in 1...10 {
           sheet.handle(PointerSample(pointer: 0, x: 200, y: 700 - 50 * Double(step), phase: .moved, time: 0.033 * Double(step)))
        }
        // The sheet took the first 400 points (up to its largest detent), the list the other 100.
        var printed2 = ""
        print(sheet.height, sheet.content.contentOffset.y, to: &printed2)
        #expect(printed2 == "800.0 100.0\n")
        sheet.handle(PointerSample(pointer: 0, x: 200, y: 200, phase: .ended, time: 0.34))
        var printed3 = ""
        print(sheet.lastRelease!.flingOwner!, to: &printed3)
        #expect(printed3 == "inner\n")
        // Display link, until nothing moves:
        var time = 0.34
        while !sheet.isSettled { time += 1.0 / 120; sheet.tick(at: time) }
        var printed4 = ""
        print(sheet.frame.detent!, sheet.dimming, sheet.content.contentOffset.y > 100, to: &printed4)
        #expect(printed4 == "1 1.0 true\n")
    }

    @Test func guide2() throws {

        var sheet = try SheetBehavior(containerSize: Size(width: 390, height: 800), detents: [.large, .medium],
                                     selectedDetent: 1, profile: .flutter)
        sheet.handle(PointerSample(pointer: 0, x: 200, y: 500, phase: .began, time: 0))
        sheet.handle(PointerSample(pointer: 0, x: 200, y: 400, phase: .moved, time: 0.05))   // up to 500
        sheet.handle(PointerSample(pointer: 0, x: 200, y: 400, phase: .ended, time: 0.1))
        // At rest: back to the nearer size, 400, at 1600 pt/s: 0.0625 s.
        sheet.tick(at: 0.2)
        var printed1 = ""
        print(sheet.events.map(\.kind.rawValue), sheet.events.map { $0.index ?? -1 }, to: &printed1)
        #expect(printed1 == "[\"detentReached\"] [1]\n")
        var printed2 = ""
        print(sheet.events[0].time, to: &printed2)
        #expect(printed2 == "0.1625\n")
    }

    @Test func doccsheet1() throws {
        var sheet = try SheetBehavior(containerSize: Size(width: 390, height: 844), detents: [.fraction(0.3), .large])
        // A host recogniser's readings: a flick down from the smallest detent dismisses the sheet.
        sheet.update(with: PanSnapshot(state: .began, location: Point(x: 200, y: 700), translation: .zero,
                                      velocity: .zero, numberOfTouches: 1, time: 0))
        sheet.update(with: PanSnapshot(state: .changed, location: Point(x: 200, y: 740), translation: Vector(dx: 0, dy: 40),
                                      velocity: Vector(dx: 0, dy: 1200), numberOfTouches: 1, time: 0.03))
        sheet.update(with: PanSnapshot(state: .ended, location: Point(x: 200, y: 750), translation: Vector(dx: 0, dy: 50),
                                      velocity: Vector(dx: 0, dy: 1400), numberOfTouches: 0, time: 0.04))
        var time = 0.04
        while !sheet.isSettled { time += 1.0 / 120; sheet.tick(at: time) }
        var printed1 = ""
        print(sheet.state, sheet.height, to: &printed1)
        #expect(printed1 == "dismissed 0.0\n")
        try sheet.animate(to: 1, at: time)
        while !sheet.isSettled { time += 1.0 / 120; sheet.tick(at: time) }
        var printed2 = ""
        print(sheet.state, sheet.height, to: &printed2)
        #expect(printed2 == "resting 844.0\n")
    }

    @Test func sheetBehavior1() throws {

        var sheet = try SheetBehavior(containerSize: Size(width: 390, height: 800), detents: [.medium, .large],
                                      contentSize: Size(width: 390, height: 2000))
        sheet.handle(PointerSample(pointer: 0, x: 200, y: 500, phase: .began, time: 0))
        sheet.handle(PointerSample(pointer: 0, x: 200, y: 0, phase: .moved, time: 0.5))   // 500 points up, slowly
        var printed1 = ""
        print(sheet.height, sheet.content.contentOffset.y, to: &printed1)
        #expect(printed1 == "800.0 100.0\n")
        sheet.handle(PointerSample(pointer: 0, x: 200, y: 0, phase: .ended, time: 0.6))
        var printed2 = ""
        print(sheet.selectedDetent!, sheet.state, to: &printed2)
        #expect(printed2 == "1 resting\n")
    }

    @Test func sheetBehavior2() throws {

        var sheet = try SheetBehavior(containerSize: Size(width: 390, height: 800),
                                      detents: [.medium, .custom { container in container - 44 }])
        let size = Size(width: 390, height: 600)
        sheet.setContainerSize(size, detentHeights: sheet.detents.map { $0.resolvedHeight(in: size.height) })
        var printed1 = ""
        print(sheet.detentHeights, to: &printed1)
        #expect(printed1 == "[300.0, 556.0]\n")
    }

    @Test func sheetDetent1() throws {

        let detents: [SheetDetent] = [.height(120), .medium, .large, .custom { container in container - 44 }]
        var printed1 = ""
        print(detents.map { $0.resolvedHeight(in: 800)! }, to: &printed1)
        #expect(printed1 == "[120.0, 400.0, 800.0, 756.0]\n")
    }
}
