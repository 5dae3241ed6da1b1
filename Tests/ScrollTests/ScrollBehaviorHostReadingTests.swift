import Scroll
import Testing

/// A drag driven by a host recogniser's readings always ends (found by the fuzz replay).
@Suite struct ScrollBehaviorHostReadingTests {
    func reading(_ state: GestureState, dy: Double, touches: Int, t: Double) -> PanSnapshot {
        PanSnapshot(state: state, location: Point(x: 180, y: 300 + dy), translation: Vector(dx: 0, dy: dy),
                    velocity: Vector(dx: 0, dy: 1500), numberOfTouches: touches, time: t)
    }

    func list() throws -> ScrollBehavior {
        try ScrollBehavior(contentSize: Size(width: 375, height: 3000), viewportSize: Size(width: 375, height: 667))
    }

    @Test func anEndWithANonFiniteTranslationStillEndsTheDrag() throws {
        var scroll = try list()
        scroll.update(with: reading(.began, dy: 0, touches: 1, t: 0))
        scroll.update(with: reading(.changed, dy: -73, touches: 1, t: 0.05))
        #expect(scroll.state == .dragging && scroll.contentOffset.y == 73)
        scroll.update(with: reading(.ended, dy: .infinity, touches: 0, t: 0.1))
        #expect(scroll.state != .dragging)
        var time = 0.1
        while !scroll.isSettled, time < 20 { time += 1.0 / 60; scroll.tick(at: time) }
        #expect(scroll.isSettled && scroll.contentOffset.y == 73)   // released at rest: no fling
    }

    @Test func aHostRecogniserBackAtRestWithoutItsEndCancelsTheDrag() throws {
        var scroll = try list()
        scroll.update(with: reading(.began, dy: 0, touches: 1, t: 0))
        scroll.update(with: reading(.changed, dy: -40, touches: 1, t: 0.05))
        scroll.update(with: reading(.possible, dy: 0, touches: 0, t: 0.1))
        #expect(scroll.state != .dragging)
    }

    @Test func aHostRecogniserBackAtRestWithANewTouchDownCancelsTheDrag() throws {
        // The fuzzer's case (a list of swipe rows driven by the host's pan): the recogniser reports
        // `possible` with a finger down (a new touch before its hysteresis) without ever ending the drag.
        // The drag ends there, and the new touch stops nothing it should not: the list comes to rest.
        var scroll = try list()
        scroll.update(with: reading(.began, dy: 0, touches: 1, t: 0))
        scroll.update(with: reading(.changed, dy: -40, touches: 1, t: 0.05))
        scroll.update(with: reading(.possible, dy: 0, touches: 1, t: 0.1))
        #expect(scroll.state != .dragging && scroll.contentOffset.y == 40)
        var time = 0.1
        while !scroll.isSettled, time < 20 { time += 1.0 / 60; scroll.tick(at: time) }
        #expect(scroll.isSettled && scroll.contentOffset.y == 40)
    }
}

@Suite struct ScrollBehaviorClockTests {
    @Test func ticksEarlierThanTheReleaseStillMoveTheContentToRest() throws {
        var scroll = try ScrollBehavior(contentSize: Size(width: 375, height: 3000), viewportSize: Size(width: 375, height: 667))
        // Samples on one clock (far in the future), frames on another, never ticked before.
        scroll.handle(PointerSample(pointer: 0, x: 180, y: 500, phase: .began, time: 1e150))
        scroll.handle(PointerSample(pointer: 0, x: 180, y: 300, phase: .moved, time: 1e150))
        scroll.handle(PointerSample(pointer: 0, x: 180, y: 300, phase: .ended, time: 1e150))
        var time = 0.0
        while !scroll.isSettled, time < 60 { time += 1.0 / 60; scroll.tick(at: time) }
        #expect(scroll.isSettled)
        #expect(scroll.contentOffset.y >= 0 && scroll.contentOffset.y <= 2333)
    }
}
