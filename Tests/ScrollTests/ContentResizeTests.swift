import Geometry
import Gestures
import Scroll
import Testing

/// Issue 19, item 8: content or a viewport that changes under a moving list re-bounds the motion, and
/// huge content and insets keep every bound finite.
@Suite struct ContentResizeTests {
    /// A fast upward fling on a 5000-point list, ticked 0.1 s into its deceleration.
    static func flung(physics: ScrollPhysics, paging: Bool = false) throws -> (ScrollBehavior, Double) {
        var scroll = try ScrollBehavior(contentSize: Size(width: 375, height: 5000), viewportSize: Size(width: 375, height: 667),
                                        physics: physics, isPagingEnabled: paging)
        let release = swipe(&scroll, from: Point(x: 180, y: 600), step: Vector(dx: 0, dy: -40), moves: 8)
        for index in 0...12 { scroll.tick(at: release + Double(index) / 120) }
        return (scroll, release + 12.0 / 120)
    }

    @Test(arguments: [ScrollPhysics.uikit, .flutterBouncing, .flutterClamping])
    func contentShrinkingDuringAFlingComesToRestWithinTheNewBounds(physics: ScrollPhysics) throws {
        let (flung, time) = try Self.flung(physics: physics)
        var scroll = flung
        #expect(scroll.state == .decelerating)
        scroll.contentSize = Size(width: 375, height: 800)
        #expect(scroll.maximumContentOffset.y == 133)
        let frames = run(&scroll, from: time + 1.0 / 120)
        #expect(scroll.state == .idle)
        #expect(scroll.contentOffset.y == 133, "\(physics): rests at \(scroll.contentOffset.y)")
        #expect(frames.allSatisfy { $0.frame.contentOffset.isFinite })
    }

    @Test func aViewportGrowingPastTheContentDuringAFlingRestsAtTheTop() throws {
        let (flung, time) = try Self.flung(physics: .uikit)
        var scroll = flung
        scroll.viewportSize = Size(width: 375, height: 6000)
        _ = run(&scroll, from: time + 1.0 / 120)
        #expect(scroll.state == .idle && scroll.contentOffset.y == 0)
    }

    @Test func aPagingListShrinkingDuringAFlingLandsOnAPageWithinTheNewBounds() throws {
        let (flung, time) = try Self.flung(physics: .uikit, paging: true)
        var scroll = flung
        scroll.contentSize = Size(width: 375, height: 667 * 2)
        _ = run(&scroll, from: time + 1.0 / 120)
        #expect(scroll.state == .idle && scroll.contentOffset.y == 667)
    }

    @Test func contentThatStillHoldsTheRestChangesNothing() throws {
        let (flung, time) = try Self.flung(physics: .uikit)
        var scroll = flung
        var reference = scroll
        scroll.contentSize = Size(width: 375, height: 100_000)
        for index in 1...240 {
            let t = time + Double(index) / 120
            #expect(scroll.tick(at: t).contentOffset == reference.tick(at: t).contentOffset)
        }
    }

    @Test func hugeContentAndInsetsKeepTheBoundsFinite() throws {
        var scroll = try ScrollBehavior(contentSize: Size(width: 1e308, height: .greatestFiniteMagnitude),
                                        viewportSize: Size(width: 375, height: 667),
                                        contentInset: EdgeInsets(top: 0, left: 0, bottom: 1e308, right: 1e308))
        #expect(scroll.maximumContentOffset == Point(x: .greatestFiniteMagnitude, y: .greatestFiniteMagnitude))
        let release = swipe(&scroll, from: Point(x: 180, y: 600), step: Vector(dx: -30, dy: -40), moves: 8)
        let frames = run(&scroll, from: release, seconds: 10)
        #expect(frames.allSatisfy { $0.frame.contentOffset.isFinite && $0.frame.velocity.isFinite })
        scroll.contentSize = Size(width: 1e308, height: 1e308)
        scroll.contentInset = EdgeInsets(top: -1e308, left: -1e308, bottom: 1e308, right: 1e308)
        #expect(scroll.maximumContentOffset.isFinite && scroll.minimumContentOffset.isFinite)
    }
}

/// Issue 19, item 2, through the interaction: a bogus far-future stamp in the middle of a drag, or a
/// lift stamped before the last move, still ends the drag, the list settles and the next touch works.
@Suite struct ScrollTimestampTests {
    @Test(arguments: [1e9, 1e300])
    func aBogusStampMidDragStillEndsTheDragAndTheListSettles(bogus: Double) throws {
        var scroll = try phoneList()
        scroll.handle(PointerSample(pointer: 0, x: 180, y: 600, phase: .began, time: 0))
        for index in 1...6 {
            scroll.handle(PointerSample(pointer: 0, x: 180, y: 600 - Double(index) * 30, phase: .moved,
                                        time: index == 3 ? bogus : Double(index) * 0.008))
        }
        scroll.handle(PointerSample(pointer: 0, x: 180, y: 390, phase: .ended, time: 0.056))
        #expect(scroll.state != .dragging)
        _ = run(&scroll, from: 0.06)
        #expect(scroll.isSettled)
        swipe(&scroll, from: Point(x: 180, y: 300), step: Vector(dx: 0, dy: 20), moves: 5, at: 30)
        #expect(scroll.lastRelease?.contentOffset != nil && scroll.state != .dragging)
    }

    @Test func aLiftStampedJustBeforeTheLastMoveStillFlings() throws {
        var scroll = try phoneList()
        scroll.handle(PointerSample(pointer: 0, x: 180, y: 600, phase: .began, time: 0))
        for index in 1...6 {
            scroll.handle(PointerSample(pointer: 0, x: 180, y: 600 - Double(index) * 30, phase: .moved, time: Double(index) * 0.008))
        }
        scroll.handle(PointerSample(pointer: 0, x: 180, y: 420, phase: .ended, time: 0.048 - 0.0001))
        #expect(scroll.state == .decelerating)
        _ = run(&scroll, from: 0.05)
        #expect(scroll.isSettled && scroll.contentOffset.y > 400)
    }
}
