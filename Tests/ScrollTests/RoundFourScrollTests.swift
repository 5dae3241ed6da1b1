import Testing
import _MotionTestSupport
@testable import Scroll

/// Regression tests for the hostile-host findings on scroll views: a snap limit of `Int.max`, a grid
/// too fine for a 32-bit `Int`, a pinch on a one-axis view, an axis that stopped scrolling, and a pinch
/// past the maximum zoom on a content 1e308 long.
/// Feeds a pinch's samples, then ticks at 120 Hz until the view settles (10 s at most).
func pinchAndSettle(_ scroll: inout ScrollBehavior, _ samples: [PointerSample]) {
    for sample in samples { scroll.handle(sample) }
    var time = samples[samples.count - 1].time
    while !scroll.isSettled && time < 10 { time += 1.0 / 120; scroll.tick(at: time) }
}

@Suite struct RoundFourScrollTests {
    /// Item 1: `.atMost(Int.max)` added to a position's number overflowed when a release chose its target.
    @Test func aSnapLimitOfIntMaxReleasesWithoutOverflow() throws {
        for physics in ScrollPhysics.allCases {
            var list = try rowList(physics: physics, limit: .atMost(Int.max))
            let release = swipe(&list, from: Point(x: 180, y: 400), step: Vector(dx: 0, dy: -50), moves: 6)
            let target = try #require(list.lastRelease).target.y
            _ = settle(&list, from: release)
            #expect(list.contentOffset.y == target && restingRow(target) != nil, "\(physics): \(target)")
        }
    }

    /// Item 11: an interval of 1e-6 over 3000 points numbers 3e9 positions, more than a 32-bit `Int`
    /// holds (the WebAssembly build trapped converting the count). The grid counts in whole Doubles, so
    /// nothing is converted to an `Int` that a 32-bit one could not hold, and a release still lands on a
    /// multiple of the interval.
    @Test func aFineSnapIntervalNeedsNoCountBeyondInt32() throws {
        var list = try ScrollBehavior(contentSize: Size(width: 375, height: 3000), viewportSize: Size(width: 375, height: 667))
        list.verticalSnapping = try ScrollSnapping(interval: 1e-6, limit: .atMost(Int.max))
        let grid = _SnapGrid(try #require(list.verticalSnapping), low: 0, high: list.maximumContentOffset.y)
        #expect(grid.interior > Double(Int32.max))          // the count a 32-bit Int cannot hold...
        #expect(grid.index(below: 1000.0000004) == 1_000_000_000)
        #expect(Int32(exactly: grid.index(below: 1000.0000004)) != nil)   // ...and the indices used, which it can
        let release = swipe(&list, from: Point(x: 180, y: 600), step: Vector(dx: 0, dy: -40), moves: 5)
        let target = try #require(list.lastRelease).target.y
        _ = settle(&list, from: release)
        #expect(list.contentOffset.y == target)
        let steps = (target / 1e-6).rounded()
        #expect(steps * 1e-6 == target || target == list.maximumContentOffset.y)
    }

    /// Item 2: a pinch on a view that scrolls only horizontally moved it vertically too (the zoom keeps
    /// the point under the fingers), and the release left y out of bounds for good.
    @Test(arguments: [ScrollAxes.horizontal, .vertical])
    func aPinchOnAOneAxisViewRestsWithinBothBounds(axes: ScrollAxes) throws {
        var photo = try ScrollBehavior(contentSize: Size(width: 800, height: 600), viewportSize: Size(width: 400, height: 300),
                                       axes: axes)
        try photo.setZoomScaleLimits(minimum: 0.5, maximum: 4)
        // Pinch in about a point near the top left corner, then let go.
        pinchAndSettle(&photo, pinchSamples(from: Point(x: 30, y: 30), Point(x: 230, y: 230), to: Point(x: 80, y: 80),
                                            Point(x: 180, y: 180), steps: 10))
        let low = photo.minimumContentOffset, high = photo.maximumContentOffset
        #expect(photo.isSettled)
        #expect(photo.contentOffset.x >= low.x && photo.contentOffset.x <= high.x, "x \(photo.contentOffset.x)")
        #expect(photo.contentOffset.y >= low.y && photo.contentOffset.y <= high.y, "y \(photo.contentOffset.y)")
    }

    /// Item 3: content that shrinks while the offset is far down leaves an axis that no longer scrolls
    /// out of its bounds ("as UIScrollView leaves it"); the next drag and release brings it back.
    @Test func anAxisThatStoppedScrollingReturnsInsideAtTheNextRelease() throws {
        var list = try phoneList()
        list.scroll(to: Point(x: 0, y: 1500), animated: false)
        list.contentSize = Size(width: 375, height: 400)      // shorter than the viewport: y no longer scrolls
        #expect(!list.scrollsVertically && list.contentOffset.y == 1500)
        let release = swipe(&list, from: Point(x: 180, y: 400), step: Vector(dx: 0, dy: -10), moves: 3)
        #expect(list.lastRelease?.target.y == 0)
        _ = run(&list, from: release)
        #expect(list.isSettled && list.contentOffset.y == 0)
        // A touch without a drag settles it as well.
        list.scroll(to: Point(x: 0, y: 900), animated: false)
        list.handle(PointerSample(pointer: 0, x: 100, y: 100, phase: .began, time: 10))
        list.handle(PointerSample(pointer: 0, x: 100, y: 100, phase: .ended, time: 10.05))
        _ = run(&list, from: 10.05)
        #expect(list.isSettled && list.contentOffset.y == 0)
    }

    /// Item 9: with a content 1e308 long, a pinch past the maximum released with every finger up left
    /// the view `dragging` for ever (the scale's spring on a side of 2e308 points could not be made).
    @Test func aPinchPastTheMaximumOnAHugeContentEnds() throws {
        var huge = try ScrollBehavior(contentSize: Size(width: 1e308, height: 1e308), viewportSize: Size(width: 400, height: 300))
        try huge.setZoomScaleLimits(minimum: 0.5, maximum: 1.5)
        pinchAndSettle(&huge, pinchSamples(from: Point(x: 150, y: 150), Point(x: 250, y: 150), to: Point(x: 50, y: 150),
                                           Point(x: 350, y: 150), steps: 10))
        #expect(huge.state == .idle && !huge.isZooming && huge.isSettled)
        #expect(huge.zoomScale == 1.5)
        #expect(huge.contentOffset.isFinite)
    }

    /// Newcomer finding: the third of three quick flicks slowed a long list under the UIKit profile
    /// (Flutter's rule copied exactly: a release slower than half the carried momentum gets nothing).
    /// The UIKit rule never leaves slower than the list moved; the Flutter profile keeps Flutter's.
    @Test(arguments: [ScrollPhysics.uikit, .flutterBouncing])
    func theThirdQuickFlickNeverSlowsTheListUnderUIKit(physics: ScrollPhysics) throws {
        var list = try ScrollBehavior(contentSize: Size(width: 375, height: 200_000), viewportSize: Size(width: 375, height: 667),
                                      contentOffset: Point(x: 0, y: 1000), physics: physics)
        var releases: [(caught: Double, finger: Double, left: Double)] = []
        for index in 0..<3 {
            let start = Double(index) * 0.25
            var probe = list
            probe.tick(at: start)
            let caught = probe.velocity.dy
            for sample in flick(y: 600, step: -24, moves: 6, at: start) { list.handle(sample) }
            let release = try #require(list.lastRelease)
            releases.append((caught, release.dragVelocity.dy, release.velocity.dy))
            list.tick(at: start + 0.1)
        }
        let third = releases[2]
        #expect(third.caught > 3000 && third.finger < 3500, "\(releases)")
        if physics == .uikit {
            for (index, release) in releases.enumerated() {
                #expect(release.left >= release.finger && release.left >= release.caught, "flick \(index + 1): \(release)")
            }
            #expect(third.left > third.finger && third.left > third.caught)
        } else {
            // Flutter's exact rule: half of c(v₀) is more than the finger's speed, so nothing is carried.
            #expect(FlingAcceleration.carriedMomentum(third.caught) / 2 > third.finger)
            #expect(third.left == third.finger && third.left < third.caught)
        }
    }

    /// Newcomer finding: programmatic motions started at the last tick, so a double-tap zoom differed
    /// by up to 122.5 between 60 and 120 Hz. Given the tap's time, they agree at every shared instant.
    @Test func aDoubleTapZoomGivenTheTapsTimeIsRateIndependent() throws {
        func run(fps: Double, call: (inout ScrollBehavior) -> Void) throws -> [Int: [Double]] {
            var photo = try zoomablePhoto()
            var frame = 0
            while Double(frame) / fps < 1.0 { photo.tick(at: Double(frame) / fps); frame += 1 }   // frames before the tap
            call(&photo)
            return displayedFrames(from: 1.0, until: 4, fps: fps) { time in
                let shown = photo.tick(at: time)
                return ([shown.zoomScale, shown.contentOffset.x, shown.contentOffset.y], photo.isSettled)
            }
        }
        let calls: [(String, (inout ScrollBehavior) -> Void)] = [
            ("zoom(to:)", { $0.zoom(to: Rect(center: Point(x: 300, y: 200), size: Size(width: 100, height: 75)), animated: true, at: 1.0) }),
            ("setZoomScale", { $0.setZoomScale(3, animated: true, at: 1.0) }),
            ("scroll(to:)", { $0.scroll(to: Point(x: 0, y: 0), animated: true, at: 1.0) }),
            ("scrollToTop", { _ = $0.scrollToTop(at: 1.0) }),
        ]
        for (name, call) in calls {
            let (shared, differing, _) = compareSharedInstants(try run(fps: 60, call: call), try run(fps: 120, call: call))
            #expect(shared > 10 && differing.isEmpty, "\(name): differ at \(differing)")
        }
    }
}
