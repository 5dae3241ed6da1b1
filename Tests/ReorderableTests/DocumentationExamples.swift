// Generated from the guide, the DocC catalogue and the doc comments of Reorderable (and the examples of
// README.md and docs/ that import it first) by `python3 Scripts/documentation-examples.py`; do not edit.
// Each example compiles here with only the imports it shows (the module's own when it shows none),
// as it would in a user's code, and runs; what a `print(...)  // comment` line states is expected.
import Reorderable
import Testing

@Suite struct ReorderableDocumentationExamples {
    @Test func guide1() throws {

        // Twenty 50-point items in a 320 × 400 viewport. Hold item 2 for half a second, drag it down by three
        // items, let go.
        var list = try ReorderableList(itemCount: 20, itemHeight: 50, viewportSize: Size(width: 320, height: 400))
        list.handle(PointerSample(pointer: 0, x: 100, y: 120, phase: .began, time: 0))
        list.tick(at: 0.5)                                            // the long press completes: item 2 is lifted
        var printed1 = ""
        print(list.state, list.frame.draggedItem!, to: &printed1)
        #expect(printed1 == "dragging 2\n")
        list.handle(PointerSample(pointer: 0, x: 100, y: 270, phase: .moved, time: 0.9))
        var printed2 = ""
        print(list.order.prefix(6), to: &printed2)
        #expect(printed2 == "[0, 1, 3, 4, 5, 2]\n")
        list.handle(PointerSample(pointer: 0, x: 100, y: 270, phase: .ended, time: 1.0))
        var printed3 = ""
        print(list.lastMove!, to: &printed3)
        #expect(printed3 == "2 → 5\n")
        var time = 1.0
        while !list.isSettled { time += 1.0 / 120; list.tick(at: time) }
        var printed4 = ""
        print(list.top(ofItem: 2), list.state, to: &printed4)
        #expect(printed4 == "250.0 idle\n")
    }

    @Test func guide2() throws {

        // Item 1 grabbed 10 points below its top (40), in 40-point items: the boundaries are at tops of 20, 60, 100…
        var list = try ReorderableList(itemCount: 6, itemHeight: 40, viewportSize: Size(width: 320, height: 600))
        func drag(top: Double, at time: Double) -> Int {
           list.update(with: GestureReading(state: time == 0 ? .began : .changed, location: Point(x: 100, y: top + 10),
                                            translation: Vector(dx: 0, dy: 0), velocity: Vector(dx: 0, dy: 0),
                                            numberOfTouches: 1, time: time))
           return list.order.firstIndex(of: 1)!
        }
        var printed1 = ""
        print(drag(top: 40, at: 0), drag(top: 60, at: 0.1), drag(top: 61, at: 0.2), to: &printed1)
        #expect(printed1 == "1 1 2\n")
        var printed2 = ""
        print(drag(top: 60, at: 0.3), drag(top: 21, at: 0.4), drag(top: 19, at: 0.5), to: &printed2)
        #expect(printed2 == "1 1 0\n")
    }

    @Test func guide3() throws {

        var list = try ReorderableList(itemCount: 10, itemHeight: 50, viewportSize: Size(width: 320, height: 600))
        var felt: [String] = []
        list.handle(PointerSample(pointer: 0, x: 100, y: 125, phase: .began, time: 0))
        list.tick(at: 0.6)
        felt += list.events.map { "\($0.kind.rawValue) \($0.index ?? -1)" }
        list.handle(PointerSample(pointer: 0, x: 100, y: 225, phase: .moved, time: 0.8))
        list.handle(PointerSample(pointer: 0, x: 100, y: 225, phase: .ended, time: 1.0))
        list.tick(at: 1.0)
        felt += list.events.map { "\($0.kind.rawValue) \($0.index ?? -1)" }
        var printed1 = ""
        print(felt, to: &printed1)
        #expect(printed1 == "[\"lifted 2\", \"itemTicked 3\", \"itemTicked 4\", \"dropped 4\"]\n")
    }

    @Test func doccreorderable1() throws {
        var list = try ReorderableList(itemCount: 5, itemHeight: 60, viewportSize: Size(width: 320, height: 480),
                                      activation: .handle(width: 44))
        list.handle(PointerSample(pointer: 0, x: 300, y: 30, phase: .began, time: 0))   // item 0's handle
        list.handle(PointerSample(pointer: 0, x: 300, y: 150, phase: .moved, time: 0.2))
        list.handle(PointerSample(pointer: 0, x: 300, y: 150, phase: .ended, time: 0.3))
        var time = 0.3
        while !list.isSettled { time += 1.0 / 60; list.tick(at: time) }
        var printed1 = ""
        print(list.order, to: &printed1)
        #expect(printed1 == "[1, 2, 0, 3, 4]\n")
    }

    @Test func reorderableList1() throws {

        // Ten 50-point items in a 320 × 400 viewport; hold the third (id 2) for half a second, drag it down
        // by two items and let go.
        var list = try ReorderableList(itemCount: 10, itemHeight: 50, viewportSize: Size(width: 320, height: 400))
        list.handle(PointerSample(pointer: 0, x: 100, y: 125, phase: .began, time: 0))
        list.tick(at: 0.5)                                                            // the long press lifts it
        list.handle(PointerSample(pointer: 0, x: 100, y: 225, phase: .moved, time: 0.8))
        list.handle(PointerSample(pointer: 0, x: 100, y: 225, phase: .ended, time: 1.0))
        var time = 1.0
        while !list.isSettled { time += 1.0 / 120; list.tick(at: time) }
        var printed1 = ""
        print(list.order, to: &printed1)
        #expect(printed1 == "[0, 1, 3, 4, 2, 5, 6, 7, 8, 9]\n")
        var printed2 = ""
        print(list.lastMove!, to: &printed2)
        #expect(printed2 == "2 → 4\n")
        var printed3 = ""
        print(list.top(ofItem: 2), to: &printed3)
        #expect(printed3 == "200.0\n")
    }
}
