import _MotionTestSupport
import Testing
@testable import Reorderable

/// A reorderable list inside a scrolling page (a sheet's list is the same composition: Sheet's height is a
/// `NestedScroll` outer side): the nested scroll's drags scroll the list, then the page; a long press the
/// host runs lifts an item, whose drag reorders the list and never moves the page.
@Suite struct ReorderableListNestedTests {
    @Test func aListInsideANestedScrollScrollsThenReorders() throws {
        let page = try ScrollBehavior(contentSize: Size(width: 320, height: 1000), viewportSize: Size(width: 320, height: 667),
                                      axes: .vertical)
        let list = try ReorderableList(itemCount: 20, itemHeight: 50, viewportSize: Size(width: 320, height: 300))
        var nested = try NestedScroll(outer: page, inner: list, priority: .innerFirst)
        // A drag up of 900 points: the list to its end (700), then the page by the rest (200).
        nested.handle(PointerSample(pointer: 0, x: 100, y: 950, phase: .began, time: 0))
        nested.handle(PointerSample(pointer: 0, x: 100, y: 50, phase: .moved, time: 0.9))
        #expect(nested.inner.contentOffset == 700 && nested.outer.contentOffset.y == 200)
        nested.handle(PointerSample(pointer: 0, x: 100, y: 50, phase: .moved, time: 1.0))
        nested.handle(PointerSample(pointer: 0, x: 100, y: 50, phase: .ended, time: 1.01))
        var time = 1.01
        while !nested.isSettled && time < 10 { time += 1.0 / 120; nested.tick(at: time) }
        let pageOffset = nested.outer.contentOffset.y
        #expect(nested.inner.contentOffset == 700 && nested.inner.state == .idle)

        // The host's long press completes on item 15 (content 750...800: 75 points down the list's viewport).
        func reading(_ state: GestureState, y: Double, at t: Double) -> GestureReading {
            GestureReading(state: state, location: Point(x: 100, y: y), translation: Vector(dx: 0, dy: 0),
                           velocity: Vector(dx: 0, dy: 0), numberOfTouches: state == .ended ? 0 : 1, time: t)
        }
        nested.inner.update(with: reading(.began, y: 75, at: 20))
        #expect(nested.inner.frame.draggedItem == 15)
        // While it is lifted, the nested scroll's travel goes to the page alone: the list takes none.
        #expect(nested.inner.nestedScrollRoom(for: -100) == 0 && nested.inner.nestedOverscroll == 0)
        nested.inner.update(with: reading(.changed, y: 175, at: 20.3))     // two items down
        nested.inner.update(with: reading(.ended, y: 175, at: 20.4))
        time = 20.4
        while !nested.isSettled && time < 30 { time += 1.0 / 120; nested.tick(at: time) }
        #expect(nested.inner.lastMove == ReorderMove(from: 15, to: 17))
        #expect(nested.inner.top(ofItem: 15) == 850 && nested.outer.contentOffset.y == pageOffset)
        #expect(nested.inner.order.sorted() == Array(0..<20))
    }
}
