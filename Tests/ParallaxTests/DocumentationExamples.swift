// Generated from the guide, the DocC catalogue and the doc comments of Parallax (and the examples of
// README.md and docs/ that import it first) by `python3 Scripts/documentation-examples.py`; do not edit.
// Each example compiles here with only the imports it shows (the module's own when it shows none),
// as it would in a user's code, and runs; what a `print(...)  // comment` line states is expected.
import Parallax
import Testing

@Suite struct ParallaxDocumentationExamples {
    @Test func guide1() throws {

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
        var printed1 = ""
        print(list.state, layout.height, to: &printed1)
        #expect(printed1 == "idle 240.0\n")
        var printed2 = ""
        print(list.contentOffset.y, layout.imageScale, to: &printed2)
        #expect(printed2 == "0.0 1.0\n")
    }

    @Test func guide2() throws {

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
        var printed1 = ""
        print(carousel.contentOffset.x, to: &printed1)
        #expect(printed1 == "375.0\n")
        var printed2 = ""
        print(cards[1].alpha, cards[0].alpha, to: &printed2)
        #expect(printed2 == "1.0 0.0\n")
    }

    @Test func guide3() throws {

        let still = try MotionPreferences(reduceMotion: true)
        let header = try StretchyHeader(height: 200)
        var printed1 = ""
        print(header.layout(at: -50, motion: still).height, to: &printed1)
        #expect(printed1 == "200.0\n")
        var printed2 = ""
        print(header.layout(at: 100, motion: still).y, to: &printed2)
        #expect(printed2 == "0.0\n")
    }

    @Test func doccparallax1() throws {
        var list = try ScrollBehavior(contentSize: Size(width: 375, height: 2000),
                                     viewportSize: Size(width: 375, height: 667))
        let header = try StretchyHeader(height: 240)
        list.handle(PointerSample(pointer: 0, x: 180, y: 200, phase: .began, time: 0))
        list.handle(PointerSample(pointer: 0, x: 180, y: 320, phase: .moved, time: 0.05))
        list.handle(PointerSample(pointer: 0, x: 180, y: 320, phase: .ended, time: 0.15))
        let frame = list.tick(at: 0.2)
        _ = header.layout(at: frame.contentOffset.y)    // stretched: y < 0, height > 240, imageScale > 1
    }

    @Test func headerLayout1() throws {

        let header = try StretchyHeader(height: 200)
        let layout = header.layout(at: -50)      // pulled 50 points past the top
        var printed1 = ""
        print(layout.y, to: &printed1)
        #expect(printed1 == "-50.0\n")
        var printed2 = ""
        print(layout.height, to: &printed2)
        #expect(printed2 == "250.0\n")
        var printed3 = ""
        print(layout.imageScale, to: &printed3)
        #expect(printed3 == "1.25\n")
    }

    @Test func parallaxLayer1() throws {

        let sky = ParallaxLayer(layer: LayerState(position: Point(x: 187.5, y: 150), size: Size(width: 375, height: 300)),
                                rate: 0.5)
        let shown = sky.layer(at: Point(x: 0, y: 120))   // moved up 60 points for 120 points of scrolling
        print(shown.position)
    }

    @Test func parallaxLayer2() throws {

        let sky = ParallaxLayer(layer: LayerState(position: Point(x: 187.5, y: 150), size: Size(width: 375, height: 300)),
                                rate: 0.5)
        let still = try MotionPreferences(reduceMotion: true)
        var printed1 = ""
        print(sky.layer(at: Point(x: 0, y: 120), motion: still).position.y, to: &printed1)
        #expect(printed1 == "30.0\n")
    }

    @Test func scrollProgress1() throws {
        let fade = ScrollProgress(from: 0, to: 200)          // over the first 200 points of scrolling
        var printed1 = ""
        print(fade.progress(at: 50), to: &printed1)
        #expect(printed1 == "0.25\n")
        var printed2 = ""
        print(fade.progress(at: -40), to: &printed2)
        #expect(printed2 == "-0.2\n")
        var printed3 = ""
        print(fade.progress(at: 50, modifiers: [.reversed]), to: &printed3)
        #expect(printed3 == "0.75\n")
    }

    @Test func scrollProgress2() throws {

        var card = LayerState(size: Size(width: 300, height: 400))
        let p = ScrollProgress.page(2, offset: 700, pageLength: 375)
        var printed1 = ""
        print(p, to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"-0\.1333[0-9]*\n"#)) != nil, "printed \(printed1), stated -0.1333...")
        card.alpha = 1 - abs(p)
    }

    @Test func stretchyHeader1() throws {
        let header = try StretchyHeader(height: 200)                       // parallax at half speed
        var printed1 = ""
        print(header.layout(at: -50), to: &printed1)
        #expect(printed1 == "HeaderLayout(y: -50.0, height: 250.0, imageScale: 1.25, stretch: 0.25)\n")
        var printed2 = ""
        print(header.layout(at: 100), to: &printed2)
        #expect(printed2 == "HeaderLayout(y: 50.0, height: 200.0, imageScale: 1.0, stretch: 0.0)\n")
        let bar = try StretchyHeader(height: 200, collapse: .sticky(minimumHeight: 64))
        var printed3 = ""
        print(bar.layout(at: 300), to: &printed3)
        #expect(printed3 == "HeaderLayout(y: 300.0, height: 64.0, imageScale: 1.0, stretch: 0.0)\n")
    }

    @Test func stretchyHeader2() throws {

        let header = try StretchyHeader(height: 200)
        let still = try MotionPreferences(reduceMotion: true)
        var printed1 = ""
        print(header.layout(at: -50, motion: still), to: &printed1)
        #expect(printed1 == "HeaderLayout(y: 0.0, height: 200.0, imageScale: 1.0, stretch: 0.0)\n")
    }
}
