import _MotionTestSupport
import Testing
@testable import Scroll

@Suite struct ScrollToTopTests {
    func feed(physics: ScrollPhysics = .uikit, inset: Double = 0) throws -> ScrollBehavior {
        try ScrollBehavior(contentSize: Size(width: 375, height: 10_000), viewportSize: Size(width: 375, height: 667),
                           contentInset: EdgeInsets(top: inset, left: 0, bottom: 0, right: 0),
                           contentOffset: Point(x: 0, y: 4000), physics: physics)
    }

    @Test(arguments: ScrollPhysics.allCases)
    func itLandsExactlyOnTheTopFromRestAndFromAFling(physics: ScrollPhysics) throws {
        var resting = try feed(physics: physics, inset: 44)
        resting.tick(at: 0)
        let started = resting.scrollToTop()
        #expect(started)
        let end = settle(&resting, from: 0)
        #expect(resting.contentOffset == Point(x: 0, y: -44) && resting.state == .idle)
        #expect(end < 3, "\(physics): \(end) s")
        // From a fling heading down the feed: its velocity hands over, and it still lands on the top.
        var flung = try feed(physics: physics)
        let time = swipe(&flung, from: Point(x: 180, y: 500), step: Vector(dx: 0, dy: -30), moves: 6)
        flung.tick(at: time + 0.1)
        let speed = flung.velocity.dy
        let handedOver = flung.scrollToTop()
        #expect(handedOver)
        #expect(flung.velocity.dy == speed)
        var previous = flung.contentOffset.y
        var now = time + 0.1
        var turned = false
        while !flung.isSettled && now < time + 10 {
            now += 1.0 / 120
            flung.tick(at: now)
            #expect(flung.contentOffset.y.isFinite)
            if flung.contentOffset.y < previous { turned = true }
            previous = flung.contentOffset.y
        }
        #expect(turned && flung.contentOffset.y == 0, "\(physics)")
    }

    @Test func aTouchCatchesItAndNothingHappensWhileDraggingOrWhenOff() throws {
        var list = try feed()
        list.tick(at: 0)
        list.scrollToTop()
        list.tick(at: 0.1)
        list.handle(PointerSample(pointer: 0, x: 180, y: 300, phase: .began, time: 0.15))
        let caught = list.contentOffset.y
        #expect(caught > 0 && caught < 4000 && list.state == .dragging && list.velocity == .zero)
        list.handle(PointerSample(pointer: 0, x: 180, y: 320, phase: .moved, time: 0.2))
        let duringDrag = list.scrollToTop()
        #expect(!duringDrag && list.state == .dragging)
        list.handle(PointerSample(pointer: 0, x: 180, y: 320, phase: .ended, time: 0.6))
        _ = settle(&list, from: 0.6)
        #expect(list.contentOffset.y == caught - 20)
        list.scrollsToTop = false
        let whenOff = list.scrollToTop()
        #expect(!whenOff && list.isSettled)
        var top = try feed()
        top.scroll(to: .zero, animated: false)
        let atTop = top.scrollToTop()
        #expect(!atTop)
    }

    @Test func insetAndContentChangesDuringItReaimAtTheNewTop() throws {
        for physics in ScrollPhysics.allCases {
            var list = try feed(physics: physics, inset: 20)
            list.tick(at: 0)
            list.scrollToTop()
            list.tick(at: 0.1)
            list.contentInset = EdgeInsets(top: 100, left: 0, bottom: 0, right: 0)   // a taller bar: the top moves up
            list.tick(at: 0.2)
            list.contentSize = Size(width: 375, height: 3000)                        // and the content shrinks
            _ = settle(&list, from: 0.2)
            #expect(list.contentOffset.y == -100, "\(physics)")
            var lower = try feed(physics: physics, inset: 100)
            lower.tick(at: 0)
            lower.scrollToTop()
            lower.tick(at: 0.1)
            lower.contentInset = .zero                                              // the bar goes away
            _ = settle(&lower, from: 0.1)
            #expect(lower.contentOffset.y == 0, "\(physics)")
        }
    }

    @Test func itIsTheSameAtEveryRate() throws {
        for physics in ScrollPhysics.allCases {
            var list = try feed(physics: physics)
            list.tick(at: 0)
            list.scrollToTop()
            let samples = [PointerSample(pointer: 0, x: 180, y: 300, phase: .began, time: 0.31),
                           PointerSample(pointer: 0, x: 180, y: 300, phase: .ended, time: 0.35)]
            let worst = try largestRateDifference(list, samples: samples) { frame, _ in
                [frame.contentOffset.y, frame.velocity.dy / 1000]
            }
            // Measured: 0.
            #expect(worst.difference <= 1e-9, "\(physics): \(worst.difference) at \(worst.at)")
        }
    }
}
