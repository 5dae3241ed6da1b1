import Testing
import _MotionTestSupport
@testable import Parallax

/// The scroll-driven layers: percentage, rates, modifiers, page progress, the stretchy header.
@Suite struct ParallaxLayerTests {
    @Test func theProgressIsUnclamped() {
        let range = ScrollProgress(from: 100, to: 300)
        #expect(range.progress(at: 100) == 0 && range.progress(at: 300) == 1 && range.progress(at: 150) == 0.25)
        #expect(range.progress(at: 0) == -0.5 && range.progress(at: 500) == 2)
        #expect(ScrollProgress(from: 5, to: 5).progress(at: 9) == 0)
        #expect(range.progress(at: .nan) == 0)
    }

    @Test func modifiersFromGeometryShapeIt() {
        let range = ScrollProgress(from: 0, to: 200)
        #expect(range.progress(at: 50, modifiers: [.reversed]) == 0.75)
        #expect(range.progress(at: -100, modifiers: [.mirrored]) == 0.5)              // 1 − |p|
        #expect(range.progress(at: -100, modifiers: [.power(3)]) == -0.125)           // p³ keeps its sign
        #expect(isClose(range.progress(at: 100, modifiers: [.sine]), (2.0).squareRoot() / 2, relative: 1e-15))
        #expect(range.progress(at: 400, modifiers: [.clamped(lower: 0, upper: 1), .reversed]) == 0)
    }

    @Test(arguments: [(0.0, 300.0), (0.5, 240.0), (1.0, 180.0), (1.5, 120.0)])
    func aLayerMovesAtItsRate(rate: Double, y: Double) {
        let layer = ParallaxLayer(layer: LayerState(position: Point(x: 50, y: 300), size: Size(width: 100, height: 100), alpha: 0.8),
                                  rate: rate)
        let shown = layer.layer(at: Point(x: 0, y: 120))
        #expect(shown.position == Point(x: 50, y: y))
        #expect(shown.size == layer.layer.size && shown.alpha == 0.8)
        #expect(layer.layer(at: Point(x: 20, y: 0)).position.x == 50 - 20 * rate)
        #expect(layer.layer(at: Point(x: .nan, y: 0)).position == Point(x: 50, y: 300))
    }

    @Test func pageProgressIsBetweenMinusOneAndOne() {
        #expect(ScrollProgress.page(2, offset: 750, pageLength: 375) == 0)
        #expect(ScrollProgress.page(2, offset: 375, pageLength: 375) == -1)
        #expect(ScrollProgress.page(2, offset: 843.75, pageLength: 375) == 0.25)
        #expect(ScrollProgress.page(2, offset: 0, pageLength: 375) == -1)
        #expect(ScrollProgress.page(2, offset: 5000, pageLength: 375) == 1)
        #expect(ScrollProgress.page(1, offset: 10, pageLength: 0) == 0)
        // A carousel card: alpha = 1 − |p|, scale = 1 − 0.2·|p|.
        let p = ScrollProgress.page(1, offset: 468.75, pageLength: 375)
        #expect(ProgressModifier.mirrored.apply(to: p) == 0.75 && 1 - 0.2 * abs(p) == 0.95)
    }

    @Test func theStretchyHeaderIsPinnedAndScaledWhenPulled() throws {
        let header = try StretchyHeader(height: 200)
        #expect(header.layout(at: -50) == HeaderLayout(y: -50, height: 250, imageScale: 1.25, stretch: 0.25))
        #expect(header.layout(at: 0) == HeaderLayout(y: 0, height: 200, imageScale: 1, stretch: 0))
        #expect(header.layout(at: -50).frame(width: 375) == Rect(x: 0, y: -50, width: 375, height: 250))
        // With a top inset of 64 (the resting offset −64), a pull of 30 is an offset of −94.
        #expect(header.layout(at: -94, top: -64) == HeaderLayout(y: -30, height: 230, imageScale: 1.15, stretch: 0.15))
    }

    @Test func pushedUpItMovesAtItsRateOrCollapses() throws {
        let parallax = try StretchyHeader(height: 200, collapse: .parallax(rate: 0.5))
        let up = parallax.layout(at: 100)
        #expect(up == HeaderLayout(y: 50, height: 200, imageScale: 1, stretch: 0))
        #expect(up.y - 100 == -50)                    // on screen: up 50 points for 100 of content
        #expect(try StretchyHeader(height: 200, collapse: .parallax(rate: 1)).layout(at: 100).y == 0)
        let sticky = try StretchyHeader(height: 200, collapse: .sticky(minimumHeight: 64))
        #expect(sticky.layout(at: 100) == HeaderLayout(y: 100, height: 100, imageScale: 1, stretch: 0))
        #expect(sticky.layout(at: 300) == HeaderLayout(y: 300, height: 64, imageScale: 1, stretch: 0))
        #expect(sticky.layout(at: .nan) == sticky.layout(at: 0))
    }

    @Test func badHeadersAreConfigurationErrors() {
        #expect(throws: ConfigurationError.self) { try StretchyHeader(height: 0) }
        #expect(throws: ConfigurationError.self) { try StretchyHeader(height: 100, collapse: .sticky(minimumHeight: 120)) }
        #expect(throws: ConfigurationError.self) { try StretchyHeader(height: 100, collapse: .parallax(rate: .nan)) }
    }

    @Test func aHeaderDrivenByAScrollViewFollowsItsRubberBand() throws {
        var scroll = try ScrollBehavior(contentSize: Size(width: 375, height: 2000), viewportSize: Size(width: 375, height: 667))
        let header = try StretchyHeader(height: 240)
        scroll.handle(PointerSample(pointer: 0, x: 100, y: 200, phase: .began, time: 0))
        let offset = scroll.handle(PointerSample(pointer: 0, x: 100, y: 320, phase: .moved, time: 0.05)).contentOffset.y
        let pull = (1 - 1 / (120 * 0.55 / 667 + 1)) * 667
        #expect(isClose(offset, -pull, relative: 1e-15))
        let layout = header.layout(at: offset, top: scroll.minimumContentOffset.y)
        #expect(layout.y == offset && layout.height == 240 - offset && layout.imageScale == (240 - offset) / 240)
    }
}
