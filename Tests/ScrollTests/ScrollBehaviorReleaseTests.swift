import Foundation
import Testing
import _MotionTestSupport
@testable import Scroll

/// A UIKit-style host: the scroll view is a stored property of a class, read and changed in place.
final class ScrollHost {
    var scroll: ScrollBehavior
    init(_ scroll: ScrollBehavior) { self.scroll = scroll }
}

/// Releasing a ScrollBehavior: deceleration, bounce back, the target set after the release, paging, catching.
@Suite struct ScrollBehaviorReleaseTests {
    @Test func releasedAtRestPastTheTopItReturnsExactlyToTheEdgeWithoutOvershoot() throws {
        var scroll = try phoneList()
        scroll.handle(PointerSample(pointer: 0, x: 100, y: 200, phase: .began, time: 0))
        scroll.handle(PointerSample(pointer: 0, x: 100, y: 400, phase: .moved, time: 0.05))
        let pulled = scroll.handle(PointerSample(pointer: 0, x: 100, y: 400, phase: .moved, time: 0.1)).contentOffset.y
        scroll.handle(PointerSample(pointer: 0, x: 100, y: 400, phase: .ended, time: 0.2))   // still for 100 ms: no velocity
        #expect(scroll.lastRelease?.velocity == .zero)
        #expect(scroll.state == .decelerating)
        let expected = try UIKitScrollSimulation(position: pulled, velocity: 0, leadingExtent: 0, trailingExtent: 2333)
        let frames = run(&scroll, from: 0.2)
        var previous = pulled
        for (time, frame) in frames {
            #expect(frame.contentOffset.y == expected.position(at: time - 0.2), "t = \(time)")
            #expect(frame.contentOffset.y <= 0 && frame.contentOffset.y >= previous, "t = \(time)")
            previous = frame.contentOffset.y
        }
        #expect(frames.last?.frame == ScrollFrame(contentOffset: .zero, velocity: .zero, state: .idle))
        #expect(scroll.isSettled)
    }

    @Test(arguments: [ScrollPhysics.uikit, .uikitFast, .flutterBouncing, .flutterBouncingFast, .flutterClamping])
    func aFlingDeceleratesMonotonicallyAndRestsWhereItWasProjected(physics: ScrollPhysics) throws {
        var scroll = try phoneList(physics: physics)
        scroll.scroll(to: Point(x: 0, y: 300), animated: false)
        let released = swipe(&scroll, from: Point(x: 200, y: 500), step: Vector(dx: 0, dy: -12), moves: 6)
        let release = try #require(scroll.lastRelease)
        #expect(release.velocity.dy > 1000 && release.velocity.dx == 0)
        let frames = run(&scroll, from: released)
        var previous = try #require(frames.first).frame
        for (time, frame) in frames.dropFirst() {
            #expect(frame.contentOffset.y >= previous.contentOffset.y, "t = \(time)")
            #expect(abs(frame.velocity.dy) <= abs(previous.velocity.dy), "t = \(time)")
            previous = frame
        }
        #expect(previous.state == .idle && previous.velocity == .zero)
        #expect(previous.contentOffset.y > 372 && previous.contentOffset.y < 2333)
        #expect(previous.contentOffset == release.projectedTarget && release.projectedTarget == release.target)
    }

    @Test func theUIKitProjectionIsUIKitsFormula() throws {
        var scroll = try phoneList()
        scroll.scroll(to: Point(x: 0, y: 300), animated: false)
        let released = swipe(&scroll, from: Point(x: 200, y: 500), step: Vector(dx: 0, dy: -10), moves: 6)
        let release = try #require(scroll.lastRelease)
        // target = offset + sign(v)·(|v| − 0.01)/|ln r| in UIKit's points and milliseconds.
        let v = release.velocity.dy / 1000
        #expect(isClose(release.projectedTarget.y, release.contentOffset.y + (v - 0.01) / abs(log(0.998)), relative: 1e-14))
        let last = run(&scroll, from: released).last
        #expect(last?.frame.contentOffset.y == release.projectedTarget.y)
    }

    @Test func aFlingPastTheEndBouncesAndRestsOnIt() throws {
        var scroll = try phoneList()
        scroll.scroll(to: Point(x: 0, y: 2000), animated: false)
        let released = swipe(&scroll, from: Point(x: 200, y: 600), step: Vector(dx: 0, dy: -25), moves: 8)
        #expect(scroll.lastRelease?.projectedTarget.y == 2333)
        let frames = run(&scroll, from: released)
        #expect(frames.contains { $0.frame.contentOffset.y > 2333 })
        #expect(frames.last?.frame.contentOffset.y == 2333 && frames.last?.frame.state == .idle)
    }

    @Test func withoutBouncesAFlingStopsDeadAtTheEnd() throws {
        for physics in ScrollPhysics.allCases {
            var scroll = try phoneList(physics: physics)
            scroll.bounces = false
            scroll.scroll(to: Point(x: 0, y: 2000), animated: false)
            let released = swipe(&scroll, from: Point(x: 200, y: 600), step: Vector(dx: 0, dy: -25), moves: 8)
            let frames = run(&scroll, from: released)
            #expect(frames.allSatisfy { $0.frame.contentOffset.y <= 2333 }, "\(physics)")
            #expect(frames.last?.frame.contentOffset.y == 2333, "\(physics)")
        }
    }

    @Test(arguments: [ScrollPhysics.uikit, .flutterBouncing, .flutterClamping])
    func aChangedTargetIsLandedOnExactly(physics: ScrollPhysics) throws {
        for chosen in [1234.5, 310.0, 0.0, 2333.0] {
            var scroll = try phoneList(physics: physics)
            scroll.scroll(to: Point(x: 0, y: 300), animated: false)
            let released = swipe(&scroll, from: Point(x: 200, y: 500), step: Vector(dx: 0, dy: -15), moves: 6)
            #expect(scroll.lastRelease?.target == scroll.lastRelease?.projectedTarget)
            scroll.setTargetContentOffset(Point(x: 0, y: chosen))
            let release = try #require(scroll.lastRelease)
            #expect(release.target.y == chosen)
            let frames = run(&scroll, from: released)
            #expect(frames.last?.frame == ScrollFrame(contentOffset: Point(x: 0, y: chosen), velocity: .zero, state: .idle),
                    "\(physics) → \(chosen)")
        }
    }

    @Test func aTargetOutsideTheContentIsClampedToIt() throws {
        var scroll = try phoneList()
        let released = swipe(&scroll, from: Point(x: 200, y: 500), step: Vector(dx: 0, dy: -15), moves: 6)
        scroll.setTargetContentOffset(Point(x: 0, y: 99_999))
        #expect(scroll.lastRelease?.target.y == 2333)
        #expect(run(&scroll, from: released).last?.frame.contentOffset.y == 2333)
    }

    @Test(arguments: [ScrollPhysics.uikit, .flutterBouncing])
    func pagingGoesToTheNextPageInTheDirectionOfAFastRelease(physics: ScrollPhysics) throws {
        var pager = try ScrollBehavior(contentSize: Size(width: 375 * 5, height: 667), viewportSize: Size(width: 375, height: 667),
                                       physics: physics, isPagingEnabled: true)
        pager.scroll(to: Point(x: 750, y: 0), animated: false)
        // A short, quick flick left: 40 points at 1250 pt/s moves on to page 3.
        var released = swipe(&pager, from: Point(x: 300, y: 300), step: Vector(dx: -10, dy: 0), moves: 4)
        #expect(pager.lastRelease.map { $0.velocity.dx > 300 } == true)
        #expect(pager.lastRelease?.projectedTarget.x == 1125)
        var frames = run(&pager, from: released)
        #expect(frames.last?.frame == ScrollFrame(contentOffset: Point(x: 1125, y: 0), velocity: .zero, state: .idle))
        // The same quick flick to the right goes back to page 2 from page 3.
        released = swipe(&pager, from: Point(x: 100, y: 300), step: Vector(dx: 10, dy: 0), moves: 4, at: 5)
        frames = run(&pager, from: released)
        #expect(frames.last?.frame.contentOffset.x == 750)
    }

    @Test(arguments: [(150.0, 750.0), (220.0, 375.0)])
    func pagingBySlowReleaseGoesToTheNearestPage(distance: Double, expected: Double) throws {
        var pager = try ScrollBehavior(contentSize: Size(width: 375 * 5, height: 667), viewportSize: Size(width: 375, height: 667),
                                       isPagingEnabled: true)
        pager.scroll(to: Point(x: 750, y: 0), animated: false)
        // Drag right by `distance`, stop, lift: no velocity; less than half a page stays, more goes back one.
        pager.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .began, time: 0))
        pager.handle(PointerSample(pointer: 0, x: 100 + distance, y: 300, phase: .moved, time: 0.1))
        pager.handle(PointerSample(pointer: 0, x: 100 + distance, y: 300, phase: .ended, time: 0.3))
        #expect(pager.lastRelease?.velocity == .zero)
        let frames = run(&pager, from: 0.3)
        #expect(frames.last?.frame.contentOffset.x == expected)
        // The spring's overshoot is small and it settles within a second.
        #expect(frames.count < 120)
    }

    @Test func aChangedPagingTargetIsSnappedToAPage() throws {
        var pager = try ScrollBehavior(contentSize: Size(width: 375 * 5, height: 667), viewportSize: Size(width: 375, height: 667),
                                       isPagingEnabled: true)
        let released = swipe(&pager, from: Point(x: 300, y: 300), step: Vector(dx: -10, dy: 0), moves: 4)
        pager.setTargetContentOffset(Point(x: 1300, y: 0))
        #expect(pager.lastRelease?.target.x == 1125)
        #expect(run(&pager, from: released).last?.frame.contentOffset.x == 1125)
    }

    @Test func aTouchDuringDecelerationCatchesTheContentWhereItWasAtTheTouch() throws {
        var scroll = try phoneList()
        let released = swipe(&scroll, from: Point(x: 200, y: 600), step: Vector(dx: 0, dy: -15), moves: 6)
        var shown = ScrollFrame(contentOffset: .zero, velocity: .zero, state: .idle)
        for frame in 1...30 { shown = scroll.tick(at: released + Double(frame) / 120) }
        #expect(shown.state == .decelerating && shown.velocity.dy > 100)
        // Where the motion is at the touch's own timestamp, 10 ms after the last frame (a 240 Hz display
        // would have shown it there).
        var unTouched = scroll
        let atTouch = unTouched.tick(at: released + 0.26)
        #expect(atTouch.contentOffset.y > shown.contentOffset.y + 0.5)
        let caught = scroll.handle(PointerSample(pointer: 0, x: 50, y: 300, phase: .began, time: released + 0.26))
        #expect(caught.contentOffset == atTouch.contentOffset && caught.velocity == .zero)
        shown = caught
        // The content stays with the finger: later ticks do not move it.
        #expect(scroll.tick(at: released + 0.3).contentOffset == shown.contentOffset)
        let moved = scroll.handle(PointerSample(pointer: 0, x: 50, y: 280, phase: .moved, time: released + 0.31))
        #expect(moved.contentOffset.y == shown.contentOffset.y + 20)
        scroll.handle(PointerSample(pointer: 0, x: 50, y: 280, phase: .ended, time: released + 0.5))
        #expect(run(&scroll, from: released + 0.5).last?.frame.contentOffset.y == shown.contentOffset.y + 20)
    }

    @Test func catchingABounceAndLiftingWithoutADragStillBouncesBack() throws {
        var scroll = try ScrollBehavior(contentSize: Size(width: 375, height: 3000), viewportSize: Size(width: 375, height: 667),
                                        pan: PanRecognizer(minimumDistance: 10))
        scroll.handle(PointerSample(pointer: 0, x: 100, y: 200, phase: .began, time: 0))
        scroll.handle(PointerSample(pointer: 0, x: 100, y: 400, phase: .moved, time: 0.05))
        scroll.handle(PointerSample(pointer: 0, x: 100, y: 400, phase: .ended, time: 0.2))
        let shown = scroll.tick(at: 0.25)
        #expect(shown.contentOffset.y < 0 && shown.state == .decelerating)
        var unTouched = scroll
        let atTouch = unTouched.tick(at: 0.26)
        scroll.handle(PointerSample(pointer: 1, x: 10, y: 10, phase: .began, time: 0.26))     // a tap
        #expect(scroll.state == .idle && scroll.contentOffset == atTouch.contentOffset)
        scroll.handle(PointerSample(pointer: 1, x: 10, y: 10, phase: .ended, time: 0.3))
        #expect(scroll.state == .decelerating)
        #expect(run(&scroll, from: 0.3).last?.frame.contentOffset.y == 0)
    }

    @Test func grabbingBandedContentDoesNotMakeItJump() throws {
        var scroll = try phoneList()
        scroll.handle(PointerSample(pointer: 0, x: 100, y: 200, phase: .began, time: 0))
        scroll.handle(PointerSample(pointer: 0, x: 100, y: 500, phase: .moved, time: 0.05))
        scroll.handle(PointerSample(pointer: 0, x: 100, y: 500, phase: .ended, time: 0.2))
        _ = scroll.tick(at: 0.22)
        var unTouched = scroll
        let shown = unTouched.tick(at: 0.23)
        let grabbed = scroll.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .began, time: 0.23))
        #expect(isClose(grabbed.contentOffset.y, shown.contentOffset.y, absolute: 1e-9))
        let moved = scroll.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .moved, time: 0.24))
        #expect(isClose(moved.contentOffset.y, shown.contentOffset.y, absolute: 1e-9))
    }

    @Test func everyDragEndsOnceAndACancelledOneSettles() throws {
        var scroll = try phoneList()
        swipe(&scroll, from: Point(x: 200, y: 300), step: Vector(dx: 0, dy: 30), moves: 5, lift: .cancelled)
        #expect(scroll.lastRelease?.velocity == .zero)
        #expect(scroll.lastRelease?.wasCancelled == true)
        _ = run(&scroll, from: 0.1)
        #expect(scroll.contentOffset.y == 0)
        // A reset during a drag ends it, cancelled, and rests in bounds.
        scroll.handle(PointerSample(pointer: 0, x: 100, y: 200, phase: .began, time: 1))
        scroll.handle(PointerSample(pointer: 0, x: 100, y: 400, phase: .moved, time: 1.05))
        scroll.reset()
        #expect(scroll.lastRelease?.wasCancelled == true && scroll.state == .idle && scroll.contentOffset.y == 0)
        #expect(scroll.isSettled)
        // A stray end after that changes nothing.
        let before = scroll.lastRelease
        scroll.handle(PointerSample(pointer: 0, x: 100, y: 400, phase: .ended, time: 1.1))
        #expect(scroll.state == .idle && scroll.lastRelease == before)
    }

    @Test func aHostHoldingTheScrollViewInAClassSetsTheTargetAfterTheRelease() throws {
        let host = ScrollHost(try phoneList())
        var time = 0.0
        for (index, y) in [600.0, 585, 570, 555, 540, 525].enumerated() {
            time = Double(index) * 0.008
            host.scroll.handle(PointerSample(pointer: 0, x: 200, y: y, phase: index == 0 ? .began : .moved, time: time))
        }
        host.scroll.handle(PointerSample(pointer: 0, x: 200, y: 525, phase: .ended, time: time))
        // The host reacts to the release the way a delegate would, touching its own property freely.
        if let release = host.scroll.lastRelease, host.scroll.state == .decelerating {
            host.scroll.setTargetContentOffset(Point(x: 0, y: (release.projectedTarget.y / 88).rounded() * 88))
        }
        let target = try #require(host.scroll.lastRelease?.target.y)
        #expect(target == (target / 88).rounded() * 88 && target > 0)
        while !host.scroll.isSettled { time += 1.0 / 120; host.scroll.tick(at: time) }
        #expect(host.scroll.contentOffset.y == target)
    }

    @Test func scrollToSetsAtOnceOrLandsExactly() throws {
        for physics in [ScrollPhysics.uikit, .flutterBouncing] {
            var scroll = try phoneList(physics: physics)
            scroll.scroll(to: Point(x: 0, y: 480), animated: false)
            #expect(scroll.frame == ScrollFrame(contentOffset: Point(x: 0, y: 480), velocity: .zero, state: .idle))
            scroll.tick(at: 1)
            scroll.scroll(to: Point(x: 0, y: 1500), animated: true)
            #expect(scroll.state == .decelerating)
            let frames = run(&scroll, from: 1)
            #expect(frames.last?.frame == ScrollFrame(contentOffset: Point(x: 0, y: 1500), velocity: .zero, state: .idle))
            #expect(frames.count < 240, "\(physics): \(frames.count) frames")
            scroll.scroll(to: Point(x: .nan, y: 10), animated: false)
            #expect(scroll.contentOffset == Point(x: 0, y: 10))
        }
    }

    @Test func ticksFollowTheFrameClockRules() throws {
        var scroll = try phoneList()
        let released = swipe(&scroll, from: Point(x: 200, y: 600), step: Vector(dx: 0, dy: -15), moves: 6)
        let a = scroll.tick(at: released + 0.1)
        #expect(scroll.tick(at: released + 0.1) == a)
        #expect(scroll.tick(at: .nan) == a)
        // Backwards: nothing advances, then time counts from there.
        #expect(scroll.tick(at: released - 5) == a)
        let b = scroll.tick(at: released - 5 + 0.05)
        var reference = try phoneList()
        let again = swipe(&reference, from: Point(x: 200, y: 600), step: Vector(dx: 0, dy: -15), moves: 6)
        let expected = reference.tick(at: again + 0.15)
        #expect(isClose(b.contentOffset.y, expected.contentOffset.y, relative: 1e-12) && b.state == expected.state)
    }
}
