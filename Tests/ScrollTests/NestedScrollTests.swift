import _MotionTestSupport
import Gestures
import Testing
@testable import Scroll

/// NestedScroll: two scroll views sharing one drag; the finger's travel is conserved at every hand-off.
@Suite struct NestedScrollTests {
    /// An outer page with 300 points of range around an inner list with 400.
    func pageAndList(bounces: Bool = true, priority: NestedScrollPriority) throws -> NestedScroll<ScrollBehavior, ScrollBehavior> {
        let page = try ScrollBehavior(contentSize: Size(width: 375, height: 967), viewportSize: Size(width: 375, height: 667),
                                      axes: .vertical, bounces: bounces)
        let list = try ScrollBehavior(contentSize: Size(width: 375, height: 700), viewportSize: Size(width: 375, height: 300),
                                      axes: .vertical, bounces: bounces)
        return try NestedScroll(outer: page, inner: list, priority: priority)
    }

    func reading(_ state: GestureState, _ dy: Double, velocity: Double = 0, time: Double) -> GestureReading {
        GestureReading(state: state, location: Point(x: 180, y: 600 + dy), translation: Vector(dx: 0, dy: dy),
                       velocity: Vector(dx: 0, dy: velocity), numberOfTouches: state == .ended ? 0 : 1, time: time)
    }

    @Test func theOuterFirstTowardTheEndThenTheInnerAndBackInOneGesture() throws {
        var nested = try pageAndList(priority: .outerFirstTowardEnd)
        nested.update(with: reading(.began, 0, time: 0))
        nested.update(with: reading(.changed, -250, time: 0.1))
        #expect(nested.outer.contentOffset.y == 250 && nested.inner.contentOffset.y == 0)
        nested.update(with: reading(.changed, -500, time: 0.2))   // the page reaches its end at 300, the list takes 200
        #expect(nested.outer.contentOffset.y == 300 && nested.inner.contentOffset.y == 200)
        #expect(nested.lastConsumer == .inner)
        nested.update(with: reading(.changed, -200, time: 0.3))   // back down 300: the list to its top first, then the page
        #expect(nested.inner.contentOffset.y == 0 && nested.outer.contentOffset.y == 200)
        #expect(nested.outerTravel == -200 && nested.innerTravel == 0 && nested.unconsumedTravel == 0)
        #expect(nested.lastConsumer == .outer)
    }

    @Test func theInnerFirstHandsOverAtItsEdgeBothWays() throws {
        var nested = try pageAndList(priority: .innerFirst)
        nested.update(with: reading(.began, 0, time: 0))
        nested.update(with: reading(.changed, -450, time: 0.1))   // the list's 400, then 50 of the page
        #expect(nested.inner.contentOffset.y == 400 && nested.outer.contentOffset.y == 50)
        nested.update(with: reading(.changed, 0, time: 0.2))      // back: the list first, all 450 of it... 400, then the page 50
        #expect(nested.inner.contentOffset.y == 0 && nested.outer.contentOffset.y == 0)
        nested.update(with: reading(.changed, 60, time: 0.3))     // past both tops: the second side (the page) bounces
        #expect(nested.outer.contentOffset.y < 0 && nested.inner.contentOffset.y == 0)
        #expect(nested.outerTravel == 60 && nested.innerTravel == 0)
        nested.update(with: reading(.changed, 20, time: 0.4))     // coming back: the page's overscroll goes first
        #expect(nested.outerTravel == 20 && nested.inner.contentOffset.y == 0)
    }

    @Test func theSideThatMovedLastFlingsAndTheOtherStays() throws {
        var nested = try pageAndList(priority: .outerFirstTowardEnd)
        nested.update(with: reading(.began, 0, time: 0))
        nested.update(with: reading(.changed, -350, time: 0.1))
        nested.update(with: reading(.ended, -350, velocity: -2000, time: 0.1))
        #expect(nested.lastRelease?.flingOwner == .inner)
        #expect(nested.inner.state == .decelerating && nested.outer.state == .idle)
        var time = 0.1
        while !nested.isSettled { time += 1.0 / 120; nested.tick(at: time) }
        #expect(nested.outer.contentOffset.y == 300)           // stayed where the hand-off left it
        #expect(nested.inner.contentOffset.y == 400)           // the list coasted to its end and came back there

        var outerFling = try pageAndList(priority: .outerFirstTowardEnd)
        outerFling.update(with: reading(.began, 0, time: 0))
        outerFling.update(with: reading(.changed, -100, time: 0.1))
        outerFling.update(with: reading(.ended, -100, velocity: -800, time: 0.1))
        #expect(outerFling.lastRelease?.flingOwner == .outer)
        #expect(outerFling.outer.state == .decelerating && outerFling.inner.state == .idle)
    }

    /// `handle` and `update(with:)` return what a tick at the input's time shows: the sides as the
    /// input left them (they returned the previous tick's frames: the list at 0 while it was at 200),
    /// and a side still moving shown at the input's time; never a time before the last tick.
    @Test func aReadingReturnsWhatATickAtItsTimeShows() throws {
        var nested = try pageAndList(priority: .outerFirstTowardEnd)
        nested.tick(at: 0)
        nested.update(with: reading(.began, 0, time: 0))
        let moved = nested.update(with: reading(.changed, -500, time: 0.2))
        #expect(moved.outer.contentOffset.y == 300 && moved.inner.contentOffset.y == 200)
        #expect(same(moved, nested.tick(at: 0.2)))

        // The list flung, then the page dragged while the list coasts: the list is shown at the reading's time.
        nested.update(with: reading(.ended, -500, velocity: -3000, time: 0.2))
        #expect(nested.inner.state == .decelerating)
        let coasting = nested.tick(at: 0.25)
        nested.update(with: reading(.began, 0, time: 0.3))
        let shown = nested.update(with: reading(.changed, 0, time: 0.3))
        #expect(shown.inner.contentOffset.y > coasting.inner.contentOffset.y)
        #expect(same(shown, nested.tick(at: 0.3)))

        // A reading stamped before the last tick (delivered late) is shown at the last tick's time.
        nested.tick(at: 0.5)
        let late = nested.update(with: reading(.changed, -10, time: 0.45))
        #expect(same(late, nested.tick(at: 0.5)))
    }

    /// The same through `handle`: each pointer sample returns what a tick at its time shows (the list
    /// flung and coasting under a new drag included), the finger's velocity in the moving side's frame.
    @Test func aPointerSampleReturnsWhatATickAtItsTimeShows() throws {
        var nested = try pageAndList(priority: .innerFirst)
        nested.tick(at: 0)
        var time = 0.0, y = 600.0
        nested.handle(PointerSample(pointer: 0, x: 180, y: y, phase: .began, time: time))
        for _ in 1...12 {
            time += 0.016
            y -= 40
            let frame = nested.handle(PointerSample(pointer: 0, x: 180, y: y, phase: .moved, time: time))
            #expect(same(frame, nested.tick(at: time)))
            let finger = nested.pan.velocity.dy
            #expect(finger < 0 && frame.inner.velocity == Vector(dx: 0, dy: -finger) && frame.outer.velocity == Vector(dx: 0, dy: -finger))
        }
        #expect(nested.inner.contentOffset.y == 400 && nested.outer.contentOffset.y == 80)
        nested.handle(PointerSample(pointer: 0, x: 180, y: y, phase: .ended, time: time + 0.008))
        #expect(nested.lastRelease?.flingOwner == .outer)
        let inFlight = nested.tick(at: time + 0.05)
        nested.handle(PointerSample(pointer: 0, x: 180, y: 600, phase: .began, time: time + 0.1))
        let caught = nested.handle(PointerSample(pointer: 0, x: 180, y: 590, phase: .moved, time: time + 0.12))
        #expect(caught.outer.contentOffset != inFlight.outer.contentOffset)
        #expect(same(caught, nested.tick(at: time + 0.12)))
    }

    func same(_ a: NestedScrollFrame<ScrollFrame, ScrollFrame>, _ b: NestedScrollFrame<ScrollFrame, ScrollFrame>) -> Bool {
        a.outer == b.outer && a.inner == b.inner && a.outerTravel == b.outerTravel && a.innerTravel == b.innerTravel
            && a.unconsumedTravel == b.unconsumedTravel
    }

    @Test func aHorizontalAxisReadsTheTranslationAcross() throws {
        let pager = try ScrollBehavior(contentSize: Size(width: 1125, height: 667), viewportSize: Size(width: 375, height: 667),
                                       axes: .horizontal)
        let strip = try ScrollBehavior(contentSize: Size(width: 500, height: 100), viewportSize: Size(width: 375, height: 100),
                                       axes: .horizontal)
        var nested = try NestedScroll(outer: pager, inner: strip, priority: .innerFirst, axis: .horizontal)
        nested.handle(PointerSample(pointer: 0, x: 300, y: 300, phase: .began, time: 0))
        nested.handle(PointerSample(pointer: 0, x: 100, y: 340, phase: .moved, time: 0.2))
        #expect(nested.inner.contentOffset.x == 125 && nested.outer.contentOffset.x == 75)
        #expect(throws: ConfigurationError.self) { try NestedScroll(outer: pager, inner: strip, priority: .innerFirst, axis: .all) }
    }

    @Test func aPagerHandsOverToItsPageListAndSettlesOnAPageWhenTheListFlings() throws {
        // Three 375-point pages around a strip with 125 points of its own, the strip first.
        var pager = try ScrollBehavior(contentSize: Size(width: 1125, height: 667), viewportSize: Size(width: 375, height: 667),
                                       axes: .horizontal, isPagingEnabled: true)
        pager.scroll(to: Point(x: 375, y: 0), animated: false)
        let strip = try ScrollBehavior(contentSize: Size(width: 500, height: 100), viewportSize: Size(width: 375, height: 100),
                                       axes: .horizontal)
        var nested = try NestedScroll(outer: pager, inner: strip, priority: .innerFirst, axis: .horizontal)
        func reading(_ state: GestureState, _ dx: Double, velocity: Double, time: Double) -> GestureReading {
            GestureReading(state: state, location: Point(x: 300 + dx, y: 300), translation: Vector(dx: dx, dy: 0),
                           velocity: Vector(dx: velocity, dy: 0), numberOfTouches: state == .ended ? 0 : 1, time: time)
        }
        nested.update(with: reading(.began, 0, velocity: 0, time: 0))
        nested.update(with: reading(.changed, -225, velocity: -800, time: 0.2))   // the strip's 125, then 100 of the pager
        #expect(nested.inner.contentOffset.x == 125 && nested.outer.contentOffset.x == 475)
        nested.update(with: reading(.changed, -175, velocity: 800, time: 0.3))    // back 50: the strip first
        #expect(nested.inner.contentOffset.x == 75 && nested.outer.contentOffset.x == 475)
        nested.update(with: reading(.ended, -175, velocity: 800, time: 0.3))
        #expect(nested.lastRelease?.flingOwner == .inner)
        var time = 0.3
        while !nested.isSettled { time += 1.0 / 120; nested.tick(at: time) }
        // Released without a fling of its own, the pager settles on the nearest page; the strip coasted
        // back to its start.
        #expect(nested.outer.contentOffset.x == 375 && nested.inner.contentOffset.x == 0)
    }

    @Test func resetEndsADragOnce() throws {
        var nested = try pageAndList(priority: .innerFirst)
        nested.update(with: reading(.began, 0, time: 0))
        nested.update(with: reading(.changed, -120, time: 0.1))
        nested.reset()
        #expect(nested.lastRelease == NestedScrollRelease(flingOwner: nil, velocity: 0, translation: -120, time: 0.1, wasCancelled: true))
        #expect(!nested.isDragging && nested.isSettled && nested.inner.contentOffset.y == 120)
        nested.reset()
        #expect(nested.lastRelease?.time == 0.1)   // nothing in progress: no second end
    }

    /// The finger's travel is conserved at every input on random gestures, whatever the priority: the
    /// travel each side took plus what neither could take is the translation; without bounces the
    /// offsets themselves move by exactly that.
    @Test func travelIsConservedAtEveryInputOnSeededGestures() throws {
        let priorities: [NestedScrollPriority] = [.innerFirst, .outerFirst, .outerFirstTowardEnd,
                                                  NestedScrollPriority(towardEnd: .inner, towardStart: .outer)]
        var worstSum = 0.0, worstOffsets = 0.0
        try withEverySeed(0..<PropertySeeds.count(default: 40)) { seed, random in
            let bounces = random.next() % 2 == 0
            var nested = try pageAndList(bounces: bounces, priority: priorities[Int(random.next() % 4)])
            let samples = seededGestureTrace(&random, container: Rect(x: 0, y: 0, width: 375, height: 667))
            var startOuter = 0.0, startInner = 0.0
            var ends = 0, begins = 0
            var wasDragging = false
            for sample in samples {
                let before = nested.lastRelease
                nested.handle(sample)
                if nested.isDragging && !wasDragging {
                    // The touch caught whatever moved; the drag starts from there (its translation is 0 at began).
                    begins += 1
                    startOuter = nested.outer.contentOffset.y
                    startInner = nested.inner.contentOffset.y
                }
                if !nested.isDragging && wasDragging {
                    ends += 1
                    #expect(nested.lastRelease != before, "seed \(seed): an end without its release")
                }
                wasDragging = nested.isDragging
                guard nested.isDragging else { continue }
                let sum = nested.outerTravel + nested.innerTravel + nested.unconsumedTravel
                worstSum = Swift.max(worstSum, Swift.abs(sum - nested.translation))
                if !bounces {
                    let moved = (nested.outer.contentOffset.y - startOuter) + (nested.inner.contentOffset.y - startInner)
                    worstOffsets = Swift.max(worstOffsets, Swift.abs(moved + nested.translation - nested.unconsumedTravel))
                }
                nested.tick(at: sample.time)
            }
            #expect(begins == ends && !nested.isDragging, "seed \(seed): \(begins) drags, \(ends) ends")
        }
        // Measured over 40 seeds: 0 and 0 (each offset is origin − total travel, the same subtraction).
        #expect(worstSum <= 1e-9)
        #expect(worstOffsets <= 1e-9)
    }

    @Test func theSameGesturesGiveTheSameNestedScrollAtEveryFrameRate() throws {
        try withEverySeed(0..<PropertySeeds.count(default: 8)) { seed, random in
            let nested = try pageAndList(priority: random.next() % 2 == 0 ? .innerFirst : .outerFirstTowardEnd)
            let samples = seededGestureTrace(&random, container: Rect(x: 0, y: 0, width: 375, height: 667))
            let worst = try largestRateDifference(nested, samples: samples) { frame, _ in
                [frame.outer.contentOffset.y, frame.inner.contentOffset.y]
            }
            #expect(worst.difference <= 1e-9, "seed \(seed): \(worst.difference) at t = \(worst.at), \(worst.rates)")
        }
    }
}

/// Through `handle`, a nested scroll hands its sides the finger's velocity only at the release (or at every
/// sample while a side watches it: after a touch caught a fling, for repeated-flick acceleration); its frames
/// show the pan's velocity, estimated when they are built. Every frame and every release are the same as a
/// host's readings of the same pan give.
@Suite struct NestedScrollVelocityWhenReadTests {
    @Test func pointerSamplesShowWhatAHostsReadingsOfTheSamePanShow() throws {
        for flywheel in [false, true] {
            var nested = try NestedScrollTests().pageAndList(priority: .innerFirst)
            var twin = try NestedScrollTests().pageAndList(priority: .innerFirst)
            if flywheel {
                for acceleration in [\NestedScroll<ScrollBehavior, ScrollBehavior>.outer, \.inner] {
                    nested[keyPath: acceleration].flingAcceleration = .flywheel
                    twin[keyPath: acceleration].flingAcceleration = .flywheel
                }
            }
            var pan = try PanRecognizer(minimumDistance: 0)
            var time = 0.0, watched = false
            for gesture in 0..<2 {
                // Up 480 points (the list's 400, then the page), flung; then caught and flung up again.
                var samples = [PointerSample(pointer: 0, x: 180, y: 600, phase: .began, time: time)]
                for step in 1...12 {
                    samples.append(PointerSample(pointer: 0, x: 180, y: 600 - 40 * Double(step), phase: .moved,
                                                 time: time + 0.016 * Double(step) + (step % 3 == 0 ? 0.003 : 0)))
                }
                samples.append(PointerSample(pointer: 0, x: 180, y: 120, phase: .ended, time: time + 0.2))
                for sample in samples {
                    let frame = nested.handle(sample)
                    pan.handle(sample)
                    #expect(same(frame, twin.update(with: pan.snapshot)), "\(sample)")
                    #expect(same(nested.frame, twin.frame))
                    if gesture == 1 && sample.phase == .began { watched = nested.outer.nestedScrollNeedsFingerVelocity }
                    let tick = sample.time + 0.004
                    #expect(same(nested.tick(at: tick), twin.tick(at: tick)), "\(sample)")
                }
                #expect(nested.lastRelease == twin.lastRelease && nested.lastRelease?.flingOwner == .outer)
                #expect(nested.outer.velocity == twin.outer.velocity && nested.inner.velocity == twin.inner.velocity)
                for frame in 1...24 {
                    let tick = time + 0.2 + Double(frame) / 120
                    #expect(same(nested.tick(at: tick), twin.tick(at: tick)))
                }
                #expect(nested.outer.state == .decelerating)
                time += 0.4
            }
            #expect(watched, "the second gesture caught the page's fling")
        }
    }

    func same(_ a: NestedScrollFrame<ScrollFrame, ScrollFrame>, _ b: NestedScrollFrame<ScrollFrame, ScrollFrame>) -> Bool {
        NestedScrollTests().same(a, b)
    }
}
