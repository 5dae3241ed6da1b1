// Generated from the guide, the DocC catalogue and the doc comments of Scroll (and the examples of
// README.md and docs/ that import it first) by `python3 Scripts/documentation-examples.py`; do not edit.
// Each example compiles here with only the imports it shows (the module's own when it shows none),
// as it would in a user's code, and runs; what a `print(...)  // comment` line states is expected.
import Geometry
import Gestures
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

        var feed = try ScrollBehavior(contentSize: Size(width: 375, height: 40_000),
                                     viewportSize: Size(width: 375, height: 667))
        func flick(_ feed: inout ScrollBehavior, at time: Double) {
           feed.handle(PointerSample(pointer: 0, x: 180, y: 500, phase: .began, time: time))
           for step in 1...6 {
               feed.handle(PointerSample(pointer: 0, x: 180, y: 500 - 30 * Double(step), phase: .moved,
                                         time: time + 0.008 * Double(step)))
           }
           feed.handle(PointerSample(pointer: 0, x: 180, y: 320, phase: .ended, time: time + 0.056))
        }
        flick(&feed, at: 0)
        flick(&feed, at: 0.3)        // again, while the feed still moves up at 2301 pt/s
        let release = feed.lastRelease!
        var printed1 = ""
        print(release.dragVelocity.dy, release.carriedVelocity.dy, to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"3750\.0[0-9]* 3345\.9[0-9]*\n"#)) != nil, "printed \(printed1), stated 3750.0... 3345.9...")
        feed.flingAcceleration = .off                                 // every flick at the finger's speed
    }

    @Test func guide3() throws {

        var inbox = try ScrollBehavior(contentSize: Size(width: 375, height: 30_000),
                                      viewportSize: Size(width: 375, height: 667),
                                      contentInset: EdgeInsets(top: 88, left: 0, bottom: 0, right: 0),
                                      contentOffset: Point(x: 0, y: 12_000))
        inbox.tick(at: 0)
        inbox.scrollToTop()
        var time = 0.0
        while !inbox.isSettled { time += 1.0 / 120; inbox.tick(at: time) }
        var printed1 = ""
        print(inbox.contentOffset.y, to: &printed1)
        #expect(printed1 == "-88.0\n")
    }

    @Test func guide4() throws {

        // A 1600 × 1200 photo in a 400 × 300 viewport, opened fitted (scale 0.25), zoomable to 2.
        var photo = try ScrollBehavior(contentSize: Size(width: 1600, height: 1200),
                                      viewportSize: Size(width: 400, height: 300))
        try photo.setZoomScaleLimits(minimum: 0.25, maximum: 2)
        photo.setZoomScale(0.25, animated: false)
        // Two fingers 100 points apart about (200, 150) spread to 400 apart: 4×, to scale 1.
        photo.handle(PointerSample(pointer: 0, x: 150, y: 150, phase: .began, time: 0))
        photo.handle(PointerSample(pointer: 1, x: 250, y: 150, phase: .began, time: 0.01))
        for step in 1...10 {
           let half = 50 + 15 * Double(step), t = 0.01 + 0.01 * Double(step)
           photo.handle(PointerSample(pointer: 0, x: 200 - half, y: 150, phase: .moved, time: t))
           photo.handle(PointerSample(pointer: 1, x: 200 + half, y: 150, phase: .moved, time: t))
        }
        var printed1 = ""
        print(photo.zoomScale, photo.contentOffset, to: &printed1)
        #expect(printed1 == "1.0 (570.0, 450.0)\n")
        // The pinch began when the first finger had moved to 135: the midpoint was at x = 192.5, over the
        // photo's x = 192.5 / 0.25 = 770. That point is under the midpoint (now 200) still.
        var printed2 = ""
        print((photo.contentOffset.x + 200) / photo.zoomScale, to: &printed2)
        #expect(printed2 == "770.0\n")
        photo.handle(PointerSample(pointer: 1, x: 400, y: 150, phase: .ended, time: 0.2))
        photo.handle(PointerSample(pointer: 0, x: 0, y: 150, phase: .ended, time: 0.21))
        var printed3 = ""
        print(photo.state, photo.zoomScale, to: &printed3)
        #expect(printed3 == "idle 1.0\n")

        // Double tap to zoom: the host's tap recogniser calls zoom(to:animated:) (or setZoomScale back out).
        let tap = Point(x: 100, y: 100)                 // in the viewport
        let point = Point(x: (photo.contentOffset.x + tap.x) / photo.zoomScale,
                         y: (photo.contentOffset.y + tap.y) / photo.zoomScale)
        photo.zoom(to: Rect(center: point, size: Size(width: 200, height: 150)), animated: true)
        var time = 0.21
        while !photo.isSettled { time += 1.0 / 120; photo.tick(at: time) }
        var printed4 = ""
        print(photo.zoomScale, photo.contentOffset, to: &printed4)
        #expect(printed4 == "2.0 (1140.0, 950.0)\n")
    }

    @Test func guide5() throws {

        var canvas = try ScrollBehavior(contentSize: Size(width: 3000, height: 3000),
                                       viewportSize: Size(width: 375, height: 667),
                                       contentOffset: Point(x: 1000, y: 1000))
        canvas.isDirectionalLockEnabled = true
        canvas.handle(PointerSample(pointer: 0, x: 200, y: 500, phase: .began, time: 0))
        canvas.handle(PointerSample(pointer: 0, x: 196, y: 470, phase: .moved, time: 0.02))   // 7.6° off vertical
        canvas.handle(PointerSample(pointer: 0, x: 150, y: 440, phase: .moved, time: 0.04))   // then sideways
        var printed1 = ""
        print(canvas.lockedAxes == .vertical, canvas.contentOffset, to: &printed1)
        #expect(printed1 == "true (1000.0, 1060.0)\n")
    }

    @Test func guide6() throws {

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

    @Test func guide7() throws {

        var view = WheelScrollBehavior(try ScrollBehavior(contentSize: Size(width: 320, height: 2000),
                                                          viewportSize: Size(width: 320, height: 480)))
        // Three lines down (a browser's deltaY +3 with deltaMode 1): 120 points, 12 frames of 1/60 s.
        view.handle(WheelSample(delta: Vector(dx: 0, dy: -3), deltaMode: .line, time: 0))
        var printed1 = ""
        print(view.animation?.duration ?? 0, to: &printed1)
        #expect(printed1 == "0.2\n")
        var printed2 = ""
        print(view.tick(at: 0.1).contentOffset.y, to: &printed2)
        #expect(printed2 == "60.0\n")
        var printed3 = ""
        print(view.tick(at: 0.2).contentOffset.y, to: &printed3)
        #expect(printed3 == "120.0\n")
        // A trackpad swipe up, one to one, then the physics' own fling from its velocity.
        view.handle(WheelSample(delta: Vector(dx: 0, dy: -10), phase: .began, time: 1))
        view.handle(WheelSample(delta: Vector(dx: 0, dy: -10), phase: .changed, time: 1.01))
        var printed4 = ""
        print(view.frame.contentOffset.y, to: &printed4)
        #expect(printed4 == "140.0\n")
        view.handle(WheelSample(delta: .zero, phase: .ended, time: 1.02))
        var printed5 = ""
        print(view.frame.state, to: &printed5)
        #expect(printed5 == "decelerating\n")
    }

    @Test func guide8() throws {

        var list = try ScrollBehavior(contentSize: Size(width: 375, height: 3000),
                                     viewportSize: Size(width: 375, height: 667))
        list.scroll(to: Point(x: 0, y: 2000), animated: false)
        // A host's pan lets go at 3000 pt/s toward the end, 333 points away.
        list.update(with: GestureReading(state: .began, location: .zero, translation: .zero, velocity: .zero,
                                        numberOfTouches: 1, time: 0))
        list.update(with: GestureReading(state: .ended, location: .zero, translation: .zero,
                                        velocity: Vector(dx: 0, dy: -3000), numberOfTouches: 0, time: 0))
        var events: [FeedbackEvent] = []
        var time = 0.0
        while !list.isSettled {
           time += 1.0 / 60
           list.tick(at: time)
           events += list.events
        }
        var printed1 = ""
        print(events.count, events[0].kind, events[0].edge == .bottom, to: &printed1)
        #expect(printed1 == "1 edgeHit true\n")
        // t = −ln(1 − 333λ/3000)/λ and 3000 − 333λ, with λ = −1000 ln 0.998:
        var printed2 = ""
        print(events[0].time, events[0].speed!, to: &printed2)
        #expect(printed2.wholeMatch(of: try Regex(#"0\.1255315626653[0-9]* 2333\.33311066[0-9]*\n"#)) != nil, "printed \(printed2), stated 0.1255315626653... 2333.33311066...")
    }

    @Test func guide9() throws {

        var pages = try ScrollBehavior(contentSize: Size(width: 375, height: 3000),
                                      viewportSize: Size(width: 375, height: 667), isPagingEnabled: true)
        pages.motionPreferences = try MotionPreferences(durationScale: 0)
        pages.update(with: GestureReading(state: .began, location: .zero, translation: .zero, velocity: .zero,
                                         numberOfTouches: 1, time: 1))
        pages.update(with: GestureReading(state: .ended, location: .zero, translation: Vector(dx: 0, dy: -20),
                                         velocity: Vector(dx: 0, dy: -1000), numberOfTouches: 0, time: 1))
        // Let go 20 points up at 1000 pt/s: the release's own frame shows the next page, at rest.
        var printed1 = ""
        print(pages.tick(at: 1).contentOffset.y, pages.state, to: &printed1)
        #expect(printed1 == "667.0 idle\n")
        var printed2 = ""
        print(pages.events[0].kind, pages.events[0].index!, pages.events[0].time, to: &printed2)
        #expect(printed2 == "snapped 1 1.0\n")
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

    @Test func doccstretchingOverscroll1() throws {

        var list = try ScrollBehavior(contentSize: Size(width: 390, height: 3000),
                                     viewportSize: Size(width: 390, height: 800), physics: .flutterClamping)
        list.stretchesOverscroll = true

        // 300 points down from the top: the list stays at 0, the content stretches by 0.0212...
        list.handle(PointerSample(pointer: 0, x: 200, y: 100, phase: .began, time: 0))
        list.handle(PointerSample(pointer: 0, x: 200, y: 400, phase: .moved, time: 0.3))
        var printed1 = ""
        print(list.contentOffset.y, list.stretch, to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"0\.0 -0\.0212[0-9]*\n"#)) != nil, "printed \(printed1), stated 0.0 -0.0212...")
        let scaleY = 1 + abs(list.stretch)            // about the top edge
        var printed2 = ""
        print(scaleY > 1, to: &printed2)
        #expect(printed2 == "true\n")

        // The finger lifts: the stretch relaxes to exactly 0 and the list is settled.
        list.handle(PointerSample(pointer: 0, x: 200, y: 400, phase: .ended, time: 0.5))
        var time = 0.5
        while !list.isSettled { time += 1.0 / 120; list.tick(at: time) }
        var printed3 = ""
        print(list.stretch, list.contentOffset.y, to: &printed3)
        #expect(printed3 == "0.0 0.0\n")
    }

    @Test func flingAcceleration1() throws {

        var list = try ScrollBehavior(contentSize: Size(width: 375, height: 20_000),
                                      viewportSize: Size(width: 375, height: 667))
        var printed1 = ""
        print(list.effectiveFlingAcceleration, to: &printed1)
        #expect(printed1 == "accumulated\n")
        var printed2 = ""
        print(FlingAcceleration.carriedMomentum(2000), to: &printed2)
        #expect(printed2.wholeMatch(of: try Regex(#"2539\.8[0-9]*\n"#)) != nil, "printed \(printed2), stated 2539.8...")
        list.flingAcceleration = .off                       // every flick leaves at the finger's speed
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

    @Test func scrollBehavior_Stretch1() throws {

        var list = try ScrollBehavior(contentSize: Size(width: 390, height: 3000),
                                      viewportSize: Size(width: 390, height: 800), physics: .flutterClamping)
        list.stretchesOverscroll = true
        list.handle(PointerSample(pointer: 0, x: 200, y: 100, phase: .began, time: 0))
        list.handle(PointerSample(pointer: 0, x: 200, y: 300, phase: .moved, time: 0.2))
        var printed1 = ""
        print(list.contentOffset.y, list.stretch, to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"0\.0 -0\.0179[0-9]*\n"#)) != nil, "printed \(printed1), stated 0.0 -0.0179...")
        list.handle(PointerSample(pointer: 0, x: 200, y: 300, phase: .ended, time: 0.4))
        var time = 0.4
        while !list.isSettled { time += 1.0 / 120; list.tick(at: time) }
        var printed2 = ""
        print(list.stretch, to: &printed2)
        #expect(printed2 == "0.0\n")
    }

    @Test func scrollBehavior_Zoom1() throws {

        var photo = try ScrollBehavior(contentSize: Size(width: 4000, height: 3000),
                                       viewportSize: Size(width: 400, height: 300))
        try photo.setZoomScaleLimits(minimum: 0.1, maximum: 1)
        do {
            try photo.setZoomScaleLimits(minimum: 2, maximum: 1)
        } catch {
            var printed1 = ""
            print(error.parameter, to: &printed1)
            #expect(printed1 == "maximumZoomScale\n")
        }
        var printed2 = ""
        print(photo.zoomScale, to: &printed2)
        #expect(printed2 == "1.0\n")
    }

    @Test func scrollBehavior_Zoom2() throws {

        var photo = try ScrollBehavior(contentSize: Size(width: 1200, height: 900),
                                       viewportSize: Size(width: 400, height: 300))
        photo.minimumZoomScale = 1.0 / 3
        photo.maximumZoomScale = 2
        photo.setZoomScale(1.0 / 3, animated: false)     // the whole photo in view
        // A double tap at (100, 150) in the viewport: zoom in on the content point under it.
        let tap = Point(x: 100, y: 150)
        let point = Point(x: (photo.contentOffset.x + tap.x) / photo.zoomScale,
                          y: (photo.contentOffset.y + tap.y) / photo.zoomScale)
        photo.zoom(to: Rect(center: point, size: Size(width: 200, height: 150)), animated: true, at: 0)
        var time = 0.0
        while !photo.isSettled { time += 1.0 / 120; photo.tick(at: time) }
        var printed1 = ""
        print(photo.zoomScale, photo.contentOffset, to: &printed1)
        #expect(printed1 == "2.0 (400.0, 750.0)\n")
    }

    @Test func scrollBehavior_Zoom3() throws {

        var photo = try ScrollBehavior(contentSize: Size(width: 400, height: 300),
                                       viewportSize: Size(width: 400, height: 300))
        photo.maximumZoomScale = 3
        let midpoint = Point(x: 100, y: 100)
        photo.updateZoom(with: .pinch(state: .began, scale: 1, velocity: 0, location: midpoint, time: 0))
        photo.updateZoom(with: .pinch(state: .changed, scale: 2, velocity: 4, location: midpoint, time: 0.1))
        var printed1 = ""
        print(photo.zoomScale, photo.contentOffset, to: &printed1)
        #expect(printed1 == "2.0 (100.0, 100.0)\n")
        photo.updateZoom(with: .pinch(state: .ended, scale: 2, velocity: 0, location: midpoint,
                                      numberOfTouches: 0, time: 0.12))
        var printed2 = ""
        print(photo.state, photo.zoomScale, to: &printed2)
        #expect(printed2 == "idle 2.0\n")
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

    @Test func scrollOffsetAnimationCurve1() throws {

        // One notch of 100 px: 12 frames of 1/60 s (Chromium's inverse-delta rule), ease-in-out.
        var curve = ScrollOffsetAnimationCurve(from: Point(x: 0, y: 0), to: Point(x: 0, y: 100))
        var printed1 = ""
        print(curve.duration, to: &printed1)
        #expect(printed1 == "0.2\n")
        var printed2 = ""
        print(curve.value(at: 0.1).y, to: &printed2)
        #expect(printed2 == "50.0\n")
        // A second notch 50 ms in: the target moves on, the speed at 50 ms is kept.
        let before = curve.velocity(at: 0.05)
        curve.updateTarget(Point(x: 0, y: 200), at: 0.05)
        var printed3 = ""
        print(abs(curve.velocity(at: 0.05).dy - before.dy) < 1e-9, to: &printed3)
        #expect(printed3 == "true\n")
        var printed4 = ""
        print(curve.value(at: curve.duration).y, to: &printed4)
        #expect(printed4 == "200.0\n")
    }

    @Test func scrollOffsetAnimationCurve2() throws {

        var printed1 = ""
        print(ScrollOffsetAnimationCurve.segmentDuration(for: Vector(dx: 0, dy: 300), behavior: .inverseDelta), to: &printed1)
        #expect(printed1 == "0.15\n")
    }

    @Test func scrollRelease1() throws {

        let scroll = try ScrollBehavior(contentSize: Size(width: 375, height: 3000),
                                        viewportSize: Size(width: 375, height: 667))
        if let release = scroll.lastRelease {
            print(release.velocity, release.projectedTarget, release.target)
        }
    }

    @Test func scrollSnapping1() throws {

        var cards = try ScrollBehavior(contentSize: Size(width: 300 * 20, height: 400),
                                       viewportSize: Size(width: 375, height: 400), axes: .horizontal)
        cards.horizontalSnapping = try ScrollSnapping(interval: 300, limit: .alwaysByOne)
        cards.handle(PointerSample(pointer: 0, x: 300, y: 200, phase: .began, time: 0))
        cards.handle(PointerSample(pointer: 0, x: 200, y: 200, phase: .moved, time: 0.03))
        cards.handle(PointerSample(pointer: 0, x: 100, y: 200, phase: .ended, time: 0.06))
        var printed1 = ""
        print(cards.lastRelease!.target.x, to: &printed1)
        #expect(printed1 == "300.0\n")
    }

    @Test func scrollState1() throws {

        let scroll = try ScrollBehavior(contentSize: Size(width: 375, height: 3000),
                                        viewportSize: Size(width: 375, height: 667))
        if scroll.state == .decelerating { print("keep the display link running") }
    }

    @Test func scrollToTop1() throws {

        var feed = try ScrollBehavior(contentSize: Size(width: 375, height: 10_000),
                                      viewportSize: Size(width: 375, height: 667),
                                      contentOffset: Point(x: 0, y: 4000))
        feed.scrollToTop(at: 0)                  // the host's status-bar tap, at its timestamp
        var time = 0.0
        while !feed.isSettled { time += 1.0 / 120; feed.tick(at: time) }
        var printed1 = ""
        print(feed.contentOffset.y, to: &printed1)
        #expect(printed1 == "0.0\n")
    }

    @Test func stretchOverscroll1() throws {

        var edge = StretchOverscroll()
        edge.pull(-0.25, at: 0)                        // a quarter of the viewport past the top
        var printed1 = ""
        print(edge.value(at: 0), to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"-0\.0179[0-9]*\n"#)) != nil, "printed \(printed1), stated -0.0179...")
        edge.release(velocity: 0, at: 0.1)             // the finger lifts: the stretch relaxes
        var printed2 = ""
        print(edge.value(at: 0.1 + 2), edge.isSettled(at: 2.1), to: &printed2)
        #expect(printed2 == "0.0 true\n")
    }

    @Test func wheelScrollBehavior1() throws {

        let list = try ScrollBehavior(contentSize: Size(width: 320, height: 2000), viewportSize: Size(width: 320, height: 480))
        var view = WheelScrollBehavior(list)
        // Two notches down (a browser's deltaY +100 each), 50 ms apart: one animation, retargeted.
        view.handle(WheelSample(delta: Vector(dx: 0, dy: -100), time: 0))
        view.handle(WheelSample(delta: Vector(dx: 0, dy: -100), time: 0.05))
        var printed1 = ""
        print(view.tick(at: 0.05).state, to: &printed1)
        #expect(printed1 == "decelerating\n")
        var printed2 = ""
        print(view.tick(at: 1).contentOffset.y, to: &printed2)
        #expect(printed2 == "200.0\n")
    }
}
