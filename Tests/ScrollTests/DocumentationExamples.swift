// Generated from the guide, the DocC catalogue and the doc comments of Scroll (and the examples of
// README.md and docs/ that import it first) by `python3 Scripts/documentation-examples.py`; do not edit.
// Each example compiles here with only the imports it shows (the module's own when it shows none),
// as it would in a user's code, and runs; what a `print(...)  // comment` line states is expected.
import Scroll
import Testing

@Suite struct ScrollDocumentationExamples {
    @Test func guide1() throws {

        // Rows are 88 points tall: a fling always stops on a row boundary (UIKit's targetContentOffset).
        var table = try ScrollBehavior(contentSize: Size(width: 375, height: 88 * 100),
                                      viewportSize: Size(width: 375, height: 667))
        // A host running its own recogniser feeds its readings instead of samples:
        table.update(with: PanSnapshot(state: .began, location: Point(x: 200, y: 500), translation: .zero,
                                      velocity: .zero, numberOfTouches: 1, time: 0))
        table.update(with: PanSnapshot(state: .changed, location: Point(x: 200, y: 400), translation: Vector(dx: 0, dy: -100),
                                      velocity: Vector(dx: 0, dy: -1500), numberOfTouches: 1, time: 0.06))
        table.update(with: PanSnapshot(state: .ended, location: Point(x: 200, y: 380), translation: Vector(dx: 0, dy: -120),
                                      velocity: Vector(dx: 0, dy: -1800), numberOfTouches: 0, time: 0.08))
        if let release = table.lastRelease {    // right after the release, before the next frame
           table.setTargetContentOffset(Point(x: 0, y: (release.projectedTarget.y / 88).rounded() * 88))
        }
        var printed1 = ""
        print(table.lastRelease!.projectedTarget.y, table.lastRelease!.target.y, to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"1014\.1[0-9]* 1056\.0\n"#)) != nil, "printed \(printed1), stated 1014.1... 1056.0")
        var time = 0.08
        while table.state != .idle { time += 1.0 / 120; _ = table.tick(at: time) }
        var printed2 = ""
        print(table.contentOffset.y, to: &printed2)
        #expect(printed2 == "1056.0\n")
    }

    @Test func guide2() throws {

        // A sheet-like outer (300 points of range) over a list (400 points): the outer first when pushed up.
        let outer = try ScrollBehavior(contentSize: Size(width: 375, height: 967), viewportSize: Size(width: 375, height: 667),
                                      axes: .vertical)
        let list = try ScrollBehavior(contentSize: Size(width: 375, height: 700), viewportSize: Size(width: 375, height: 300),
                                     axes: .vertical)
        var nested = try NestedScroll(outer: outer, inner: list, priority: .outerFirstTowardEnd)
        nested.update(with: PanSnapshot(state: .began, location: Point(x: 180, y: 600), translation: .zero, velocity: .zero,
                                       numberOfTouches: 1, time: 0))
        nested.update(with: PanSnapshot(state: .changed, location: Point(x: 180, y: 100), translation: Vector(dx: 0, dy: -500),
                                       velocity: Vector(dx: 0, dy: -900), numberOfTouches: 1, time: 0.4))
        var printed1 = ""
        print(nested.outer.contentOffset.y, nested.inner.contentOffset.y, to: &printed1)
        #expect(printed1 == "300.0 200.0\n")
        // Back down 300 in the same gesture: the list to its top first, then the outer.
        nested.update(with: PanSnapshot(state: .changed, location: Point(x: 180, y: 400), translation: Vector(dx: 0, dy: -200),
                                       velocity: Vector(dx: 0, dy: 900), numberOfTouches: 1, time: 0.7))
        var printed2 = ""
        print(nested.inner.contentOffset.y, nested.outer.contentOffset.y, to: &printed2)
        #expect(printed2 == "0.0 200.0\n")
        var printed3 = ""
        print(nested.outerTravel + nested.innerTravel + nested.unconsumedTravel, to: &printed3)
        #expect(printed3 == "-200.0\n")
    }

    @Test func doccscroll1() throws {
        var list = try ScrollBehavior(contentSize: Size(width: 375, height: 2000),
                                     viewportSize: Size(width: 375, height: 667))
        // A flick up: 60 points every 16 ms, then the finger lifts.
        list.handle(PointerSample(pointer: 0, x: 180, y: 500, phase: .began, time: 0))
        for step in 1...3 {
           list.handle(PointerSample(pointer: 0, x: 180, y: 500 - 60 * Double(step), phase: .moved, time: 0.016 * Double(step)))
        }
        list.handle(PointerSample(pointer: 0, x: 180, y: 320, phase: .ended, time: 0.05))
        var printed1 = ""
        print(list.state, list.lastRelease!.velocity.dy, to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"decelerating 3749\.99[0-9]*\n"#)) != nil, "printed \(printed1), stated decelerating 3749.99...")
        var time = 0.05
        while list.state != .idle { time += 1.0 / 120; _ = list.tick(at: time) }
        var printed2 = ""
        print(list.state, list.contentOffset.y, to: &printed2)
        #expect(printed2 == "idle 1333.0\n")
    }

    @Test func nestedScroll1() throws {

        // A page that scrolls (outer) holding a list (inner) of 600 points in a 300-point viewport.
        let page = try ScrollBehavior(contentSize: Size(width: 375, height: 1000), viewportSize: Size(width: 375, height: 667),
                                      axes: .vertical)
        let list = try ScrollBehavior(contentSize: Size(width: 375, height: 600), viewportSize: Size(width: 375, height: 300),
                                      axes: .vertical)
        var nested = try NestedScroll(outer: page, inner: list, priority: .innerFirst)
        nested.handle(PointerSample(pointer: 0, x: 180, y: 600, phase: .began, time: 0))
        nested.handle(PointerSample(pointer: 0, x: 180, y: 100, phase: .moved, time: 0.5))   // 500 points up
        var printed1 = ""
        print(nested.inner.contentOffset.y, nested.outer.contentOffset.y, to: &printed1)
        #expect(printed1 == "300.0 200.0\n")
        nested.handle(PointerSample(pointer: 0, x: 180, y: 100, phase: .ended, time: 0.6))
        var printed2 = ""
        print(nested.lastRelease!.flingOwner!, to: &printed2)
        #expect(printed2 == "outer\n")
    }

    @Test func nestedScrollPriority1() throws {

        // A sheet: pushed up, the sheet grows to its largest detent before its list scrolls; pulled
        // down, the list scrolls back to its top before the sheet shrinks.
        let sheet = NestedScrollPriority.outerFirstTowardEnd
        var printed1 = ""
        print(sheet.first(forTravel: -10), sheet.first(forTravel: 10), to: &printed1)
        #expect(printed1 == "outer inner\n")
    }

    @Test func overscrollResistance1() throws {

        var scroll = try ScrollBehavior(contentSize: Size(width: 375, height: 3000),
                                        viewportSize: Size(width: 375, height: 667))
        scroll.overscrollResistance = .uikit          // UIScrollView's rubber band
        scroll.overscrollResistance = .flutter        // BouncingScrollPhysics' friction
    }

    @Test func scrollAxes1() throws {

        let list: ScrollAxes = .vertical
        let map: ScrollAxes = .all
        print(list, map)
    }

    @Test func scrollBehavior1() throws {
        var list = try ScrollBehavior(contentSize: Size(width: 375, height: 3000),
                                      viewportSize: Size(width: 375, height: 667))
        // touch handlers:
        list.handle(PointerSample(pointer: 0, x: 180, y: 500, phase: .began, time: 0))
        list.handle(PointerSample(pointer: 0, x: 180, y: 380, phase: .moved, time: 0.05))
        list.handle(PointerSample(pointer: 0, x: 180, y: 300, phase: .ended, time: 0.08))
        // display link:
        _ = list.tick(at: 0.1)        // frame.contentOffset.y, frame.velocity, frame.state
    }

    @Test func scrollBehavior2() throws {

        var list = try ScrollBehavior(contentSize: Size(width: 375, height: 3000),
                                      viewportSize: Size(width: 375, height: 667))
        list.handle(PointerSample(pointer: 0, x: 180, y: 500, phase: .began, time: 0))
        list.handle(PointerSample(pointer: 0, x: 180, y: 460, phase: .moved, time: 0.016))
        list.handle(PointerSample(pointer: 0, x: 180, y: 420, phase: .moved, time: 0.032))
        list.handle(PointerSample(pointer: 0, x: 180, y: 380, phase: .ended, time: 0.048))
        var printed1 = ""
        print(list.lastRelease!.projectedTarget.y, to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"1363\.7[0-9]*\n"#)) != nil, "printed \(printed1), stated 1363.7...")
        list.setTargetContentOffset(Point(x: 0, y: 880))    // land on a row boundary instead
        var time = 0.048
        while !list.isSettled { time += 1.0 / 120; list.tick(at: time) }
        var printed2 = ""
        print(list.contentOffset.y, to: &printed2)
        #expect(printed2 == "880.0\n")
    }

    @Test func scrollFrame1() throws {

        var scroll = try ScrollBehavior(contentSize: Size(width: 375, height: 3000),
                                        viewportSize: Size(width: 375, height: 667))
        var tableLayer = LayerState(size: Size(width: 375, height: 3000))
        let frame = scroll.tick(at: 0)
        tableLayer.position.y = 1500 - frame.contentOffset.y
    }

    @Test func scrollRelease1() throws {

        let scroll = try ScrollBehavior(contentSize: Size(width: 375, height: 3000),
                                        viewportSize: Size(width: 375, height: 667))
        if let release = scroll.lastRelease {
            print(release.velocity, release.projectedTarget, release.target)
        }
    }

    @Test func scrollState1() throws {

        let scroll = try ScrollBehavior(contentSize: Size(width: 375, height: 3000),
                                        viewportSize: Size(width: 375, height: 667))
        if scroll.state == .decelerating { print("keep the display link running") }
    }
}
