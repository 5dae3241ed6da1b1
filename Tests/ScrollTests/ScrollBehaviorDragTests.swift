import Testing
import _MotionTestSupport
@testable import Scroll

/// Dragging a ScrollBehavior: offset = offset at began − translation, rubber-banded past the ends
/// against the viewport's length, clamped without bounces.
@Suite struct ScrollBehaviorDragTests {
    @Test func inBoundsTheContentFollowsTheFingerExactly() throws {
        var scroll = try phoneList()
        scroll.handle(PointerSample(pointer: 0, x: 180, y: 500, phase: .began, time: 0))
        #expect(scroll.state == .dragging && scroll.contentOffset == Point(x: 0, y: 0))
        for (index, y) in [480.0, 430, 250, 300].enumerated() {
            let frame = scroll.handle(PointerSample(pointer: 0, x: 183, y: y, phase: .moved, time: 0.008 * Double(index + 1)))
            #expect(frame.contentOffset == Point(x: 0, y: 500 - y))     // the content is as wide as the viewport: x stays
        }
    }

    @Test(arguments: [(-1.0, 40.0), (-1.0, 300.0), (1.0, 90.0), (1.0, 1200.0)])
    func pastEitherEndTheOffsetIsRubberBandedAgainstTheViewport(direction: Double, beyond: Double) throws {
        var scroll = try phoneList()
        let high = 3000.0 - 667
        if direction > 0 { scroll.scroll(to: Point(x: 0, y: high), animated: false) }
        let start = scroll.contentOffset.y
        scroll.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .began, time: 0))
        // Finger down moves the content toward the top (offset decreases): direction −1 pulls past the top.
        let frame = scroll.handle(PointerSample(pointer: 0, x: 100, y: 300 - direction * beyond, phase: .moved, time: 0.016))
        let banded = (1 - 1 / (beyond * 0.55 / 667 + 1)) * 667
        #expect(isClose(frame.contentOffset.y, start + direction * banded, relative: 1e-15))
        // Easing back is exactly the inverse: back at the edge, back at the start.
        let back = scroll.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .moved, time: 0.032))
        #expect(back.contentOffset.y == start)
    }

    @Test func theHorizontalAxisBandsAgainstTheViewportsWidth() throws {
        var photos = try ScrollBehavior(contentSize: Size(width: 1500, height: 400), viewportSize: Size(width: 375, height: 400),
                                        axes: .horizontal)
        photos.handle(PointerSample(pointer: 0, x: 100, y: 200, phase: .began, time: 0))
        var frame = photos.handle(PointerSample(pointer: 0, x: 220, y: 260, phase: .moved, time: 0.02))
        #expect(frame.contentOffset.y == 0)
        #expect(isClose(frame.contentOffset.x, -(1 - 1 / (120 * 0.55 / 375 + 1)) * 375, relative: 1e-15))
        frame = photos.handle(PointerSample(pointer: 0, x: 100 - 1125 - 50, y: 260, phase: .moved, time: 0.04))
        #expect(isClose(frame.contentOffset.x, 1125 + (1 - 1 / (50 * 0.55 / 375 + 1)) * 375, relative: 1e-15))
        // Apple's published values for a 960-point dimension: 100 past → 52.02 (two decimals).
        var tall = try ScrollBehavior(contentSize: Size(width: 960, height: 960), viewportSize: Size(width: 960, height: 960),
                                      axes: .all)
        tall.alwaysBounceHorizontal = true
        tall.alwaysBounceVertical = true
        tall.handle(PointerSample(pointer: 0, x: 500, y: 500, phase: .began, time: 0))
        frame = tall.handle(PointerSample(pointer: 0, x: 600, y: 100, phase: .moved, time: 0.02))
        #expect((frame.contentOffset.x * 100).rounded() / 100 == -52.02)
        #expect((frame.contentOffset.y * 100).rounded() / 100 == 178.98)
    }

    @Test func withoutBouncesTheOffsetIsClamped() throws {
        var scroll = try phoneList()
        scroll.bounces = false
        scroll.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .began, time: 0))
        #expect(scroll.handle(PointerSample(pointer: 0, x: 100, y: 500, phase: .moved, time: 0.02)).contentOffset.y == 0)
        #expect(scroll.handle(PointerSample(pointer: 0, x: 100, y: -3000, phase: .moved, time: 0.04)).contentOffset.y == 2333)
    }

    @Test func contentThatFitsScrollsOnlyWhenItAlwaysBounces() throws {
        var short = try ScrollBehavior(contentSize: Size(width: 375, height: 400), viewportSize: Size(width: 375, height: 667))
        short.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .began, time: 0))
        #expect(short.handle(PointerSample(pointer: 0, x: 100, y: 400, phase: .moved, time: 0.02)).contentOffset.y == 0)
        short.reset()
        short.alwaysBounceVertical = true
        short.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .began, time: 1))
        let pulled = short.handle(PointerSample(pointer: 0, x: 100, y: 400, phase: .moved, time: 1.02)).contentOffset.y
        #expect(isClose(pulled, -(1 - 1 / (100 * 0.55 / 667 + 1)) * 667, relative: 1e-15))
    }

    @Test func insetsMoveTheEnds() throws {
        var scroll = try ScrollBehavior(contentSize: Size(width: 375, height: 3000), viewportSize: Size(width: 375, height: 667),
                                        contentInset: EdgeInsets(top: 64, left: 0, bottom: 34, right: 0))
        #expect(scroll.contentOffset == Point(x: 0, y: -64))
        #expect(scroll.minimumContentOffset.y == -64 && scroll.maximumContentOffset.y == 3000 + 34 - 667)
        scroll.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .began, time: 0))
        let frame = scroll.handle(PointerSample(pointer: 0, x: 100, y: 340, phase: .moved, time: 0.02))
        #expect(isClose(frame.contentOffset.y, -64 - (1 - 1 / (40 * 0.55 / 667 + 1)) * 667, relative: 1e-15))
    }

    @Test func flutterFrictionIsIncrementalAndMatchesBouncingScrollPhysics() throws {
        var scroll = try phoneList(physics: .flutterBouncing)
        #expect(scroll.resistance == .flutter)
        scroll.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .began, time: 0))
        var pixels = 0.0
        for (index, y) in [320.0, 360, 420, 400].enumerated() {
            let previous = index == 0 ? 300.0 : [320.0, 360, 420, 400][index - 1]
            pixels -= BouncingScrollPhysics.applyPhysicsToUserOffset(y - previous, pixels: pixels, minScrollExtent: 0,
                                                                     maxScrollExtent: 2333, viewportDimension: 667)
            let frame = scroll.handle(PointerSample(pointer: 0, x: 100, y: y, phase: .moved, time: 0.008 * Double(index + 1)))
            #expect(frame.contentOffset.y == pixels)
        }
        #expect(pixels < 0 && pixels > -100)
    }

    @Test func aHostRecognisersTranslationAppliesAtBeganAsUIKitsDoes() throws {
        var scroll = try phoneList()
        scroll.scroll(to: Point(x: 0, y: 400), animated: false)
        let down = PanSnapshot(state: .possible, location: Point(x: 100, y: 300), translation: .zero, velocity: .zero, numberOfTouches: 1, time: 0)
        scroll.update(with: down)
        var began = down
        began.state = .began
        began.translation = Vector(dx: 0, dy: -12)                     // the hysteresis, included by UIKit
        began.time = 0.03
        #expect(scroll.update(with: began).contentOffset.y == 412)
        var changed = began
        changed.state = .changed
        changed.translation = Vector(dx: 3, dy: -112)
        #expect(scroll.update(with: changed).contentOffset == Point(x: 0, y: 512))
        // A changed reading without a began seen starts where the content is.
        var other = try phoneList()
        other.scroll(to: Point(x: 0, y: 100), animated: false)
        #expect(other.update(with: changed).contentOffset.y == 100)
        changed.translation = Vector(dx: 0, dy: -150)
        #expect(other.update(with: changed).contentOffset.y == 138)
    }

    @Test func itsOwnPanWithAHysteresisCatchesUpWithTheFinger() throws {
        var scroll = try ScrollBehavior(contentSize: Size(width: 375, height: 3000), viewportSize: Size(width: 375, height: 667),
                                        pan: PanRecognizer(minimumDistance: 10))
        scroll.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .began, time: 0))
        #expect(scroll.handle(PointerSample(pointer: 0, x: 100, y: 295, phase: .moved, time: 0.01)).state == .idle)
        let began = scroll.handle(PointerSample(pointer: 0, x: 100, y: 288, phase: .moved, time: 0.02))
        #expect(began.state == .dragging && began.contentOffset.y == 12)
        #expect(scroll.handle(PointerSample(pointer: 0, x: 100, y: 200, phase: .moved, time: 0.03)).contentOffset.y == 100)
    }

    @Test func nonFiniteSamplesAreIgnored() throws {
        var scroll = try phoneList()
        scroll.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .began, time: 0))
        scroll.handle(PointerSample(pointer: 0, x: 100, y: 200, phase: .moved, time: 0.01))
        let frame = scroll.handle(PointerSample(pointer: 0, x: .nan, y: .infinity, phase: .moved, time: 0.02))
        #expect(frame.contentOffset.y == 100 && frame.velocity.isFinite)
        #expect(scroll.update(with: PanSnapshot(state: .changed, location: .zero, translation: Vector(dx: .nan, dy: 0),
                                                velocity: .zero, numberOfTouches: 1, time: 0.03)).contentOffset.y == 100)
    }

    @Test func badConfigurationIsAConfigurationError() {
        #expect(throws: ConfigurationError(parameter: "viewportSize.height", value: 0, requirement: "must be positive and finite")) {
            try ScrollBehavior(contentSize: Size(width: 1, height: 1), viewportSize: Size(width: 1, height: 0))
        }
        #expect(throws: ConfigurationError.self) {
            try ScrollBehavior(contentSize: Size(width: -1, height: 1), viewportSize: Size(width: 1, height: 1))
        }
        #expect(throws: ConfigurationError.self) {
            try ScrollBehavior(contentSize: Size(width: 1, height: 1), viewportSize: Size(width: 1, height: 1),
                               contentInset: EdgeInsets(top: .nan))
        }
        #expect(throws: ConfigurationError.self) {
            try ScrollBehavior(contentSize: Size(width: 1, height: 1), viewportSize: Size(width: 1, height: 1),
                               contentOffset: Point(x: 0, y: .infinity))
        }
    }

    @Test func settersClampBadValues() throws {
        var scroll = try phoneList()
        scroll.contentSize = Size(width: .nan, height: -5)
        #expect(scroll.contentSize == Size(width: 0, height: 0))
        scroll.viewportSize = Size(width: 0, height: .infinity)
        #expect(scroll.viewportSize == Size(width: 375, height: 667))
        scroll.contentInset = EdgeInsets(top: .nan, left: 3, bottom: .infinity, right: 0)
        #expect(scroll.contentInset == EdgeInsets(top: 0, left: 3, bottom: 0, right: 0))
    }

    @Test func theDecelerationRateSetterSnapsAsUIKitsDoes() throws {
        var scroll = try phoneList()
        scroll.decelerationRate = try DecelerationRate(0.993)
        #expect(scroll.physics == .uikitFast && scroll.decelerationRate == .fast)
        scroll.decelerationRate = try DecelerationRate(0.994)
        #expect(scroll.physics == .uikit)
        scroll.physics = .flutterBouncing
        scroll.decelerationRate = .fast
        #expect(scroll.physics == .flutterBouncingFast)
    }
}
