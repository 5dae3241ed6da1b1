import Foundation
import Testing
import _MotionTestSupport
@testable import Scroll

/// The scroll view's feedback events (`edgeHit`, `snapped`) and motion preferences (the duration scale,
/// Reduce Motion): exact instants, the same at every frame rate, and the same end with motion on and off.
@Suite struct ScrollFeedbackTests {
    /// A host's pan that lands at `time` and lets go at once with the finger's `velocity` (points per
    /// second; the content moves the other way).
    static func flick(_ scroll: inout ScrollBehavior, velocity: Vector, at time: Double) {
        scroll.update(with: GestureReading(state: .began, location: .zero, translation: .zero, velocity: .zero,
                                           numberOfTouches: 1, time: time))
        scroll.update(with: GestureReading(state: .ended, location: .zero, translation: .zero, velocity: velocity,
                                           numberOfTouches: 0, time: time))
    }

    /// Ticks from `start` at `fps` (each frame moved by up to ±0.4 of a frame with `jitter`) until settled,
    /// and returns every frame's events and the last offset.
    static func run<I: Interaction>(_ view: inout I, from start: Double, fps: Double, jitter: UInt64? = nil,
                                    seconds: Double = 10) -> [FeedbackEvent] {
        var events: [FeedbackEvent] = []
        var random = SeededRandom(seed: jitter ?? 0)
        var index = 0.0
        while index / fps <= seconds {
            let shift = jitter == nil ? 0 : random.double(in: -0.4...0.4) / fps
            view.tick(at: start + (index + (index == 0 ? 0 : 1)) / fps + shift)
            events += view.events
            if view.isSettled { break }
            index += 1
        }
        return events
    }

    static func same(_ a: [FeedbackEvent], _ b: [FeedbackEvent]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy {
            $0.kind == $1.kind && $0.index == $1.index && $0.edge == $1.edge && abs($0.time - $1.time) <= 1e-9
                && abs(($0.speed ?? -1) - ($1.speed ?? -1)) <= 1e-9 * max(1, $0.speed ?? 0)
        }
    }

    static let rates: [(Double, UInt64?)] = [(60, nil), (90, nil), (120, nil), (144, nil), (240, nil), (60, 7), (120, 8), (144, 9)]

    // MARK: edgeHit

    /// UIKit's fling from 2000 toward the end at 2333 with 3000 pt/s: it reaches the end when
    /// x₀ + v₀(1 − e^{−λt})/λ = 2333, at t = −ln(1 − 333λ/v₀)/λ, moving at v₀ − 333λ (λ = −1000 ln 0.998).
    @Test func aFlingHitsTheEndAtTheInstantAndSpeedOfTheDecay() throws {
        let lambda = -1000 * Double.log(0.998)
        let expectedTime = 0.5 - Double.log(1 - 333 * lambda / 3000) / lambda
        let expectedSpeed = 3000 - 333 * lambda
        for (fps, jitter) in Self.rates {
            var list = try phoneList()
            list.scroll(to: Point(x: 0, y: 2000), animated: false)
            Self.flick(&list, velocity: Vector(dx: 0, dy: -3000), at: 0.5)
            let events = Self.run(&list, from: 0.5, fps: fps, jitter: jitter)
            #expect(events.count == 1, "\(fps) \(String(describing: jitter)): \(events)")
            let hit = try #require(events.first)
            #expect(hit.kind == .edgeHit && hit.edge == .bottom && hit.index == nil)
            #expect(abs(hit.time - expectedTime) <= 1e-9, "\(hit.time) \(expectedTime)")
            #expect(abs(try #require(hit.speed) - expectedSpeed) <= 1e-9 * expectedSpeed, "\(hit.speed ?? 0) \(expectedSpeed)")
            #expect(list.contentOffset.y == 2333)
        }
    }

    /// Every profile's fling into the top hits it once, at the same instant at every rate.
    @Test(arguments: [ScrollPhysics.uikit, .uikitFast, .flutterBouncing, .flutterBouncingFast, .flutterClamping])
    func everyProfilesFlingHitsTheTopOnceAtEveryRate(physics: ScrollPhysics) throws {
        var reference: [FeedbackEvent]?
        for (fps, jitter) in Self.rates {
            var list = try phoneList(physics: physics)
            list.scroll(to: Point(x: 0, y: 300), animated: false)
            Self.flick(&list, velocity: Vector(dx: 0, dy: 4000), at: 1)
            let events = Self.run(&list, from: 1, fps: fps, jitter: jitter)
            #expect(events.count == 1 && events.first?.kind == .edgeHit && events.first?.edge == .top, "\(physics): \(events)")
            #expect((events.first?.speed ?? 0) > 0 && (events.first?.time ?? 0) > 1)
            if let reference { #expect(Self.same(events, reference), "\(physics) \(fps): \(events) \(reference)") }
            reference = reference ?? events
            #expect(list.contentOffset.y == 0)
        }
    }

    /// A finger pulling past the end and letting go is no edge hit; nor is a fling caught before the end.
    @Test func aPullPastTheEndOrACaughtFlingHitsNothing() throws {
        var list = try phoneList()
        list.update(with: GestureReading(state: .began, location: .zero, translation: .zero, velocity: .zero, numberOfTouches: 1, time: 0))
        list.update(with: GestureReading(state: .changed, location: .zero, translation: Vector(dx: 0, dy: 200), velocity: .zero,
                                         numberOfTouches: 1, time: 0.2))
        list.update(with: GestureReading(state: .ended, location: .zero, translation: Vector(dx: 0, dy: 200),
                                         velocity: Vector(dx: 0, dy: 800), numberOfTouches: 0, time: 0.3))
        #expect(Self.run(&list, from: 0.3, fps: 60).isEmpty)
        list.scroll(to: Point(x: 0, y: 2000), animated: false)
        Self.flick(&list, velocity: Vector(dx: 0, dy: -3000), at: 5)
        list.tick(at: 5.05)
        list.handle(PointerSample(pointer: 0, x: 100, y: 100, phase: .began, time: 5.06))
        list.handle(PointerSample(pointer: 0, x: 100, y: 100, phase: .ended, time: 5.1))
        #expect(Self.run(&list, from: 5.1, fps: 60).isEmpty)
    }

    // MARK: snapped

    /// Paging: a release at 100 faster than 300 pt/s goes to page 1 (667) on UIKit's paging spring, and
    /// says so at the spring's own rest time after the release.
    @Test func pagingSnapsOntoThePageAtTheSpringsEnd() throws {
        let spring = _UIKitPaging.spring(pageLength: 667)
        let simulation = try ScrollSpringSimulation(spring: spring, start: 100, end: 667, velocity: 1000, tolerance: _UIKitPaging.tolerance)
        var reference: [FeedbackEvent]?
        for (fps, jitter) in Self.rates {
            var list = try phoneList(paging: true)
            list.scroll(to: Point(x: 0, y: 100), animated: false)
            Self.flick(&list, velocity: Vector(dx: 0, dy: -1000), at: 2)
            let events = Self.run(&list, from: 2, fps: fps, jitter: jitter)
            #expect(events.count == 1, "\(events)")
            let snap = try #require(events.first)
            #expect(snap.kind == .snapped && snap.index == 1 && snap.speed == nil && snap.edge == nil)
            #expect(abs(snap.time - (2 + simulation.restTime)) <= 1e-9)
            #expect(list.contentOffset.y == 667)
            if let reference { #expect(Self.same(events, reference)) }
            reference = reference ?? events
        }
    }

    /// Snapping: positions every 100 points are numbered from the smallest offset; the end (2333) is the
    /// last resting place, number 24.
    @Test func snappingSaysWhichPosition() throws {
        var list = try phoneList()
        list.verticalSnapping = try ScrollSnapping(interval: 100)
        list.scroll(to: Point(x: 0, y: 1000), animated: false)
        Self.flick(&list, velocity: Vector(dx: 0, dy: -1200), at: 0)
        let events = Self.run(&list, from: 0, fps: 120)
        let target = try #require(list.lastRelease).target.y
        #expect(events.map(\.kind) == [.snapped] && events.first?.index == Int(target / 100), "\(events) \(target)")
        var toEnd = try phoneList()
        toEnd.verticalSnapping = try ScrollSnapping(interval: 100)
        toEnd.scroll(to: Point(x: 0, y: 2250), animated: false)
        Self.flick(&toEnd, velocity: Vector(dx: 0, dy: -3000), at: 0)
        let end = Self.run(&toEnd, from: 0, fps: 120)
        #expect(end.map(\.kind) == [.edgeHit, .snapped] && end.last?.index == 24 && toEnd.contentOffset.y == 2333, "\(end)")
    }

    // MARK: Duration scale

    /// 0: the first tick at or after the release shows the rest, in the place the normal run ends, and the
    /// events come at the release's time. 2: each frame shows at 2t what the normal run shows at t.
    @Test(arguments: [false, true])
    func theDurationScaleStretchesOrEndsEveryReleasedMotion(paging: Bool) throws {
        func released(scale: Double) throws -> ScrollBehavior {
            var list = try phoneList(paging: paging)
            list.motionPreferences = try MotionPreferences(durationScale: scale)
            list.scroll(to: Point(x: 0, y: paging ? 100 : 2000), animated: false)
            Self.flick(&list, velocity: Vector(dx: 0, dy: -3000), at: 1)
            return list
        }
        var normal = try released(scale: 1)
        let normalEvents = Self.run(&normal, from: 1, fps: 60)
        #expect(!normalEvents.isEmpty)
        var instant = try released(scale: 0)
        let frame = instant.tick(at: 1)
        #expect(frame.contentOffset == normal.contentOffset && frame.state == .idle && frame.velocity == .zero && instant.isSettled)
        #expect(instant.events.map(\.kind) == normalEvents.map(\.kind) && instant.events.allSatisfy { $0.time == 1 })
        #expect(zip(instant.events, normalEvents).allSatisfy { $0.index == $1.index && $0.edge == $1.edge })
        var slow = try released(scale: 2), reference = try released(scale: 1)
        for step in 1...90 {
            let t = Double(step) / 60
            let shown = slow.tick(at: 1 + 2 * t), expected = reference.tick(at: 1 + t)
            #expect(abs(shown.contentOffset.y - expected.contentOffset.y) <= 1e-9 * max(1, abs(expected.contentOffset.y)))
            #expect(abs(shown.velocity.dy - expected.velocity.dy / 2) <= 1e-9 * max(1, abs(expected.velocity.dy)))
        }
        var slowRun = try released(scale: 2)
        let slowEvents = Self.run(&slowRun, from: 1, fps: 60, seconds: 20)
        #expect(slowEvents.count == normalEvents.count && zip(slowEvents, normalEvents).allSatisfy {
            abs(($0.time - 1) - 2 * ($1.time - 1)) <= 1e-9 && abs(($0.speed ?? 0) - ($1.speed ?? 0) / 2) <= 1e-9 * max(1, $1.speed ?? 0)
        }, "\(slowEvents) \(normalEvents)")
        #expect(slowRun.contentOffset == normal.contentOffset)
    }

    /// An animated zoom with a duration scale of 0 is at its end on the call's frame.
    @Test func aZoomWithADurationScaleOfZeroEndsAtOnce() throws {
        var photo = try ScrollBehavior(contentSize: Size(width: 1200, height: 900), viewportSize: Size(width: 400, height: 300))
        photo.minimumZoomScale = 1.0 / 3
        photo.maximumZoomScale = 2
        photo.motionPreferences = try MotionPreferences(durationScale: 0)
        photo.zoom(to: Rect(x: 100, y: 100, width: 200, height: 150), animated: true, at: 0)
        let frame = photo.tick(at: 0)
        #expect(frame.zoomScale == 2 && frame.state == .idle && photo.isSettled)
    }

    // MARK: Reduce Motion

    /// A fling into the end stops dead there (hitting it at the same instant), paging's spring never
    /// passes its page, and both end where they end with motion on.
    @Test func reduceMotionSettlesWithoutBounce() throws {
        for paging in [false, true] {
            func released(reduce: Bool) throws -> ScrollBehavior {
                var list = try phoneList(paging: paging)
                list.motionPreferences.reduceMotion = reduce
                list.scroll(to: Point(x: 0, y: paging ? 100 : 2000), animated: false)
                Self.flick(&list, velocity: Vector(dx: 0, dy: paging ? -1000 : -3000), at: 0)
                return list
            }
            var normal = try released(reduce: false), reduced = try released(reduce: true)
            var passed = false, reducedPassed = false
            let end = paging ? 667.0 : 2333.0
            var normalEvents: [FeedbackEvent] = [], reducedEvents: [FeedbackEvent] = []
            for step in 1...1200 {
                let t = Double(step) / 240
                let shown = normal.tick(at: t).contentOffset.y, reducedShown = reduced.tick(at: t).contentOffset.y
                passed = passed || shown > end
                reducedPassed = reducedPassed || reducedShown > end
                normalEvents += normal.events
                reducedEvents += reduced.events
            }
            #expect(passed && !reducedPassed, "paging \(paging)")
            #expect(normal.contentOffset == reduced.contentOffset && reduced.state == .idle)
            #expect(normalEvents.map(\.kind) == reducedEvents.map(\.kind))
            if !paging {
                #expect(Self.same(normalEvents, reducedEvents), "\(normalEvents) \(reducedEvents)")
            }
        }
    }

    /// Android's stretch is off with Reduce Motion (the list's edge stops dead) and relaxes by the duration
    /// scale otherwise: at once with 0, at half speed with 2.
    @Test func theStretchFollowsThePreferences() throws {
        func pulled(_ preferences: MotionPreferences) throws -> ScrollBehavior {
            var list = try phoneList(physics: .flutterClamping)
            list.stretchesOverscroll = true
            list.motionPreferences = preferences
            list.handle(PointerSample(pointer: 0, x: 200, y: 100, phase: .began, time: 0))
            list.handle(PointerSample(pointer: 0, x: 200, y: 300, phase: .moved, time: 0.2))
            return list
        }
        var reduced = try pulled(MotionPreferences(reduceMotion: true))
        #expect(reduced.stretch == 0 && reduced.contentOffset.y == 0)
        reduced.handle(PointerSample(pointer: 0, x: 200, y: 300, phase: .ended, time: 0.4))
        #expect(reduced.tick(at: 0.4).state == .idle && reduced.isSettled)
        var instant = try pulled(MotionPreferences(durationScale: 0))
        #expect(instant.stretch < 0)
        instant.handle(PointerSample(pointer: 0, x: 200, y: 300, phase: .ended, time: 0.4))
        instant.tick(at: 0.4)
        #expect(instant.stretch == 0 && instant.isSettled)
        var slow = try pulled(MotionPreferences(durationScale: 2)), normal = try pulled(.standard)
        slow.handle(PointerSample(pointer: 0, x: 200, y: 300, phase: .ended, time: 0.4))
        normal.handle(PointerSample(pointer: 0, x: 200, y: 300, phase: .ended, time: 0.4))
        for step in 1...30 {
            let t = Double(step) / 120
            slow.tick(at: 0.4 + 2 * t)
            normal.tick(at: 0.4 + t)
            #expect(abs(slow.stretch - normal.stretch) <= 1e-12)
        }
    }

    // MARK: Wheel and nested

    /// Notches asking to pass the end land on it with an `edgeHit` at the curve's end (speed 0: the curve
    /// eases out); with a duration scale of 2 at twice the time, with 0 on the notch's own frame.
    @Test func aWheelAnimationReachingTheEndHitsIt() throws {
        func view(scale: Double) throws -> WheelScrollBehavior {
            var list = try ScrollBehavior(contentSize: Size(width: 320, height: 2000), viewportSize: Size(width: 320, height: 480))
            list.scroll(to: Point(x: 0, y: 1450), animated: false)
            var view = WheelScrollBehavior(list)
            view.motionPreferences = try MotionPreferences(durationScale: scale)
            view.handle(WheelSample(delta: Vector(dx: 0, dy: -100), time: 1))
            return view
        }
        for (fps, jitter) in Self.rates {
            var normal = try view(scale: 1)
            let events = Self.run(&normal, from: 1, fps: fps, jitter: jitter)
            #expect(events == [FeedbackEvent(.edgeHit, at: 1.2, speed: 0, edge: .bottom)], "\(events)")
            #expect(normal.scroll.contentOffset.y == 1520)
            var slow = try view(scale: 2)
            let slowEvents = Self.run(&slow, from: 1, fps: fps, jitter: jitter)
            #expect(slowEvents.count == 1 && abs((slowEvents.first?.time ?? 0) - 1.4) <= 1e-12)
        }
        var instant = try view(scale: 0)
        #expect(instant.events == [FeedbackEvent(.edgeHit, at: 1, speed: 0, edge: .bottom)])
        #expect(instant.tick(at: 1).contentOffset.y == 1520 && instant.isSettled)
    }

    /// A nested scroll reports its sides' events; its preferences are theirs.
    @Test func aNestedScrollReportsItsSidesEvents() throws {
        let page = try ScrollBehavior(contentSize: Size(width: 375, height: 1000), viewportSize: Size(width: 375, height: 667), axes: .vertical)
        let list = try ScrollBehavior(contentSize: Size(width: 375, height: 600), viewportSize: Size(width: 375, height: 300), axes: .vertical)
        var nested = try NestedScroll(outer: page, inner: list, priority: .innerFirst)
        nested.motionPreferences.reduceMotion = true
        #expect(nested.inner.motionPreferences.reduceMotion && nested.outer.motionPreferences.reduceMotion)
        nested.handle(PointerSample(pointer: 0, x: 180, y: 400, phase: .began, time: 0))
        nested.handle(PointerSample(pointer: 0, x: 180, y: 380, phase: .moved, time: 0.016))
        nested.handle(PointerSample(pointer: 0, x: 180, y: 340, phase: .moved, time: 0.032))
        nested.handle(PointerSample(pointer: 0, x: 180, y: 300, phase: .ended, time: 0.048))
        let events = Self.run(&nested, from: 0.048, fps: 60)
        #expect(events.map(\.kind) == [.edgeHit] && events.first?.edge == .bottom, "\(events)")
        #expect(nested.inner.contentOffset.y == 300)
    }
}
