// Generated from the guide, the DocC catalogue and the doc comments of Carousel (and the examples of
// README.md and docs/ that import it first) by `python3 Scripts/documentation-examples.py`; do not edit.
// Each example compiles here with only the imports it shows (the module's own when it shows none),
// as it would in a user's code, and runs; what a `print(...)  // comment` line states is expected.
import Carousel
import Testing

@Suite struct CarouselDocumentationExamples {
    @Test func guide1() throws {

        // Ten photos in a 400 × 200 carousel asking for 220-point items.
        var photos = try Carousel(itemCount: 10, preferredItemWidth: 220, containerSize: Size(width: 400, height: 200))

        // Material 3's arrangement for that space: one large, one medium, one small (anchors at both ends).
        var printed1 = ""
        print(photos.layout.keylines.keylines.map { ($0.size * 100).rounded() / 100 }, to: &printed1)
        #expect(printed1 == "[10.0, 220.0, 138.0, 42.0, 10.0]\n")

        // A fast flick left: one item on, however fast (Compose's single-advance fling).
        photos.handle(PointerSample(pointer: 0, x: 330, y: 100, phase: .began, time: 0))
        photos.handle(PointerSample(pointer: 0, x: 240, y: 100, phase: .moved, time: 0.04))
        photos.handle(PointerSample(pointer: 0, x: 150, y: 100, phase: .ended, time: 0.08))
        var time = 0.08
        while !photos.isSettled {
           time += 1.0 / 120
           photos.tick(at: time)
           for index in photos.visibleItems {
               let item = photos.item(index)
               _ = item   // clip the cell to item.width around its centre, then move it by item.translation
           }
        }
        var printed2 = ""
        print(photos.focusedItem, photos.offset, to: &printed2)
        #expect(printed2 == "1 220.0\n")
        let large = photos.item(1), next = photos.item(2)
        var printed3 = ""
        print(large.width, large.center, to: &printed3)
        #expect(printed3 == "220.0 110.0\n")
        var printed4 = ""
        print((next.width * 100).rounded() / 100, next.center, to: &printed4)
        #expect(printed4 == "138.0 289.0\n")

        // Near the end the keylines shift so that the last item becomes large at the trailing edge.
        var printed5 = ""
        print(photos.layout.restingOffset(ofItem: 8), photos.layout.restingOffset(ofItem: 9), to: &printed5)
        #expect(printed5 == "1718.0 1800.0\n")
    }

    @Test func guide2() throws {

        var photos = try Carousel(itemCount: 10, preferredItemWidth: 220, containerSize: Size(width: 400, height: 200))
        photos.handle(PointerSample(pointer: 0, x: 300, y: 100, phase: .began, time: 0))
        photos.handle(PointerSample(pointer: 0, x: 100, y: 100, phase: .moved, time: 0.1))
        photos.handle(PointerSample(pointer: 0, x: 0, y: 100, phase: .ended, time: 0.15))
        var time = 0.15
        var felt: [String] = []
        while !photos.isSettled {
           time += 1.0 / 60
           photos.tick(at: time)
           felt += photos.events.map { "\($0.kind.rawValue) \($0.index ?? -1)" }
        }
        var printed1 = ""
        print(felt, to: &printed1)
        #expect(printed1 == "[\"itemTicked 1\", \"snapped 1\"]\n")
    }

    @Test func docccarousel1() throws {
        let layout = try CarouselLayout(keylines: .multiBrowse(containerWidth: 360, preferredItemWidth: 200, itemCount: 8),
                                       itemCount: 8, containerWidth: 360)
        var printed1 = ""
        print(layout.itemWidth, layout.item(0, scrollOffset: 0).center, to: &printed1)
        #expect(printed1 == "200.0 100.0\n")
    }

    @Test func carousel1() throws {

        var photos = try Carousel(itemCount: 10, preferredItemWidth: 220, containerSize: Size(width: 400, height: 200))
        photos.handle(PointerSample(pointer: 0, x: 300, y: 100, phase: .began, time: 0))
        photos.handle(PointerSample(pointer: 0, x: 200, y: 100, phase: .moved, time: 0.05))
        photos.handle(PointerSample(pointer: 0, x: 100, y: 100, phase: .ended, time: 0.1))
        var time = 0.1
        while !photos.isSettled { time += 1.0 / 120; photos.tick(at: time) }
        var printed1 = ""
        print(photos.focusedItem, photos.offset, to: &printed1)
        #expect(printed1 == "1 220.0\n")
        let shown = photos.item(1)
        var printed2 = ""
        print(shown.width, shown.center, to: &printed2)
        #expect(printed2 == "220.0 110.0\n")
    }

    @Test func carouselFrame1() throws {

        var carousel = try Carousel(itemCount: 10, preferredItemWidth: 220, containerSize: Size(width: 400, height: 200))
        let frame = carousel.tick(at: 0)
        var printed1 = ""
        print(frame.offset, frame.focusedItem, frame.state, to: &printed1)
        #expect(printed1 == "0.0 0 idle\n")
    }

    @Test func carouselItem1() throws {

        let layout = try CarouselLayout(keylines: .multiBrowse(containerWidth: 400, preferredItemWidth: 220, itemCount: 10),
                                        itemCount: 10, containerWidth: 400)
        let first = layout.item(0, scrollOffset: 0)
        var printed1 = ""
        print(first.width, first.center, first.isFocal, to: &printed1)
        #expect(printed1 == "220.0 110.0 true\n")
    }

    @Test func carouselKeylines_ViewAligned1() throws {

        let keylines = try CarouselKeylines.viewAligned(containerWidth: 390, itemWidth: 150, itemCount: 10)
        var printed1 = ""
        print(keylines.keylines.map(\.size), to: &printed1)
        #expect(printed1 == "[150.0, 150.0, 150.0, 150.0, 150.0]\n")
        var printed2 = ""
        print(keylines.keylines.map(\.offset), to: &printed2)
        #expect(printed2 == "[-75.0, 75.0, 225.0, 375.0, 525.0]\n")
        var printed3 = ""
        print(keylines.keylines.map(\.isFocal), to: &printed3)
        #expect(printed3 == "[false, true, true, false, false]\n")
    }

    @Test func carouselKeylines1() throws {

        // A 400-point carousel asking for 220-point items: one large, one medium, one small.
        let keylines = try CarouselKeylines.multiBrowse(containerWidth: 400, preferredItemWidth: 220, itemCount: 10)
        var printed1 = ""
        print(keylines.keylines.map { ($0.size * 100).rounded() / 100 }, to: &printed1)
        #expect(printed1 == "[10.0, 220.0, 138.0, 42.0, 10.0]\n")
        var printed2 = ""
        print(keylines.keylines.map(\.offset), to: &printed2)
        #expect(printed2 == "[-5.0, 110.0, 289.0, 379.0, 405.0]\n")
    }

    @Test func carouselKeylines2() throws {

        let hero = try CarouselKeylines.hero(containerWidth: 588, itemCount: 7)
        var printed1 = ""
        print(hero.keylines.map(\.size), hero.keylines[2].offset, to: &printed1)
        #expect(printed1 == "[10.0, 40.0, 508.0, 40.0, 10.0] 294.0\n")
    }

    @Test func carouselLayout1() throws {

        let layout = try CarouselLayout(keylines: .multiBrowse(containerWidth: 400, preferredItemWidth: 220, itemCount: 10),
                                        itemCount: 10, containerWidth: 400)
        var printed1 = ""
        print(layout.itemWidth, layout.maximumScrollOffset, to: &printed1)
        #expect(printed1 == "220.0 1800.0\n")
        let second = layout.item(1, scrollOffset: 0)
        var printed2 = ""
        print((second.width * 100).rounded() / 100, second.center, to: &printed2)
        #expect(printed2 == "138.0 289.0\n")
        var printed3 = ""
        print(layout.item(1, scrollOffset: 220).width, to: &printed3)
        #expect(printed3 == "220.0\n")
    }

    @Test func carouselStrategy1() throws {

        let hero = try Carousel(itemCount: 7, preferredItemWidth: 600, containerSize: Size(width: 588, height: 300), strategy: .hero)
        var printed1 = ""
        print(hero.layout.itemWidth, hero.item(0).center, to: &printed1)
        #expect(printed1 == "508.0 254.0\n")
    }

    @Test func keyline1() throws {

        let keylines = try CarouselKeylines.multiBrowse(containerWidth: 400, preferredItemWidth: 220, itemCount: 10)
        var printed1 = ""
        print(keylines.keylines.map { ($0.size * 100).rounded() / 100 }, to: &printed1)
        #expect(printed1 == "[10.0, 220.0, 138.0, 42.0, 10.0]\n")
    }
}
