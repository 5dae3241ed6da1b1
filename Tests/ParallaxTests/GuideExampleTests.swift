import Parallax
import Testing

/// The examples of Packages/Parallax/README.md, as written there (with only `import Parallax`), and what
/// their comments say they print.
@Suite struct GuideExampleTests {
    @Test func aListWithAStretchyHeaderDrivenByPointerSamples() throws {

        // A 2000-point list under a 240-point header image, in a 375 × 667 viewport.
        var list = try ScrollBehavior(contentSize: Size(width: 375, height: 2000),
                                      viewportSize: Size(width: 375, height: 667))
        let header = try StretchyHeader(height: 240, collapse: .parallax(rate: 0.5))

        // Touch handlers: the finger pulls the list 120 points down past its top, stops, lets go.
        list.handle(PointerSample(pointer: 0, x: 180, y: 200, phase: .began, time: 0))
        list.handle(PointerSample(pointer: 0, x: 180, y: 320, phase: .moved, time: 0.05))
        list.handle(PointerSample(pointer: 0, x: 180, y: 320, phase: .ended, time: 0.15))

        // Display link: the list bounces back to its top; its offset drives the header.
        var layout = header.layout(at: list.contentOffset.y)
        for frame in 1...60 {
            let scroll = list.tick(at: 0.15 + Double(frame) / 60)
            layout = header.layout(at: scroll.contentOffset.y, top: list.minimumContentOffset.y)
            // headerView.frame = layout.frame(width: 375); imageView.scale = layout.imageScale
        }
        print(list.state, layout.height)      // idle 240.0: back at the top, the header at rest
        #expect(list.state == .idle && list.contentOffset.y == 0 && layout.height == 240 && layout.imageScale == 1)
    }

    @Test func aPagingCarouselFadesItsCards() throws {

        // A paging carousel of five 375-point cards: each fades and shrinks as it leaves the centre.
        var carousel = try ScrollBehavior(contentSize: Size(width: 375 * 5, height: 300),
                                          viewportSize: Size(width: 375, height: 300), isPagingEnabled: true)
        carousel.handle(PointerSample(pointer: 0, x: 300, y: 150, phase: .began, time: 0))
        carousel.handle(PointerSample(pointer: 0, x: 260, y: 150, phase: .moved, time: 0.032))
        carousel.handle(PointerSample(pointer: 0, x: 260, y: 150, phase: .ended, time: 0.04))   // a quick flick left
        var cards = [LayerState](repeating: LayerState(size: Size(width: 300, height: 260)), count: 5)
        var time = 0.04
        while carousel.state != .idle {
            time += 1.0 / 120
            let offset = carousel.tick(at: time).contentOffset.x
            for page in cards.indices {
                let p = ScrollProgress.page(page, offset: offset, pageLength: 375)
                let scale = 1 - 0.2 * abs(p)
                cards[page].alpha = 1 - abs(p)
                cards[page].transform.scale = Vector(dx: scale, dy: scale)
            }
        }
        print(carousel.contentOffset.x)      // 375.0: exactly on the second page
        #expect(carousel.contentOffset.x == 375 && cards[1].alpha == 1 && cards[0].alpha == 0)
    }

    @Test func aFlingStopsOnARowBoundary() throws {

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
        print(table.lastRelease!.projectedTarget.y, table.lastRelease!.target.y)   // 1014.1... 1056.0
        #expect(abs(table.lastRelease!.projectedTarget.y - (120 + 1790 / 2.0020026706730793)) < 1e-9)
        #expect(table.lastRelease!.target.y == 1056)
        var time = 0.08
        while table.state != .idle { time += 1.0 / 120; table.tick(at: time) }
        #expect(table.contentOffset.y == 1056)
    }

}
