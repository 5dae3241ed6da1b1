// Generated from the guide, the DocC catalogue and the doc comments of Tossable (and the examples of
// README.md and docs/ that import it first) by `python3 Scripts/documentation-examples.py`; do not edit.
// Each example compiles here with only the imports it shows (the module's own when it shows none),
// as it would in a user's code, and runs; what a `print(...)  // comment` line states is expected.
import Tossable
import Testing

@Suite struct TossableDocumentationExamples {
    @Test func guide1() throws {

        // Picture in picture: a 120 × 68 window tossed to the screen corner its fling points at.
        let screen = Rect(x: 0, y: 0, width: 375, height: 667)
        let corners = [Point(x: 76, y: 100), Point(x: 299, y: 100), Point(x: 76, y: 567), Point(x: 299, y: 567)]
        var pip = try TossBehavior(layer: LayerState(position: corners[0], size: Size(width: 120, height: 68)),
                                  destinations: corners, spring: .snappy,
                                  container: screen)                     // rubber band past the edges

        // Touch handlers: every pointer sample, with its timestamp (a fling down and to the right).
        pip.handle(PointerSample(pointer: 0, x: 76, y: 100, phase: .began, time: 0))
        pip.handle(PointerSample(pointer: 0, x: 110, y: 160, phase: .moved, time: 0.016))
        pip.handle(PointerSample(pointer: 0, x: 150, y: 230, phase: .ended, time: 0.032))
        print("tossed at", pip.lastRelease?.velocity ?? .zero, "toward", pip.destination)

        // Display link: one tick per frame until it rests in the corner.
        var frameTime = 0.032
        while !pip.isSettled {
           frameTime += 1.0 / 120
           let layer = pip.tick(at: frameTime)                            // apply layer.position to the view
           _ = layer
        }
        var printed1 = ""
        print(pip.position, to: &printed1)
        #expect(printed1 == "(299.0, 567.0)\n")

        // The photo viewer: the card flies off when flicked more than 60 points toward an edge.
        var viewer = try FlickDismissBehavior(container: screen, cardSize: Size(width: 300, height: 400))
        viewer.handle(PointerSample(pointer: 0, x: 200, y: 300, phase: .began, time: 0))
        viewer.handle(PointerSample(pointer: 0, x: 200, y: 400, phase: .moved, time: 0.016))
        viewer.handle(PointerSample(pointer: 0, x: 200, y: 500, phase: .ended, time: 0.032))
        frameTime = 0.032
        while !viewer.isSettled {
           frameTime += 1.0 / 120
           let card = viewer.tick(at: frameTime)                          // position and rotation
           _ = card
        }
        var printed2 = ""
        print(viewer.state, to: &printed2)
        #expect(printed2 == "dismissed\n")
    }

    @Test func guide2() throws {

        var toss = TossBehavior(layer: LayerState(position: Point(x: 80, y: 120), size: Size(width: 120, height: 68)),
                               destination: Point(x: 295, y: 547), spring: .snappy)
        toss.handle(PointerSample(pointer: 0, x: 80, y: 120, phase: .began, time: 0))
        toss.handle(PointerSample(pointer: 0, x: 120, y: 200, phase: .ended, time: 0.05))
        var frameTime = 0.05
        var felt: [FeedbackEvent] = []
        while !toss.isSettled {
           frameTime += 1.0 / 60
           toss.tick(at: frameTime)
           felt += toss.events                                    // play a haptic for each
        }
        var printed1 = ""
        print(felt.count, felt[0].kind, felt[0].index ?? -1, to: &printed1)
        #expect(printed1 == "1 snapped 0\n")
        var printed2 = ""
        print(felt[0].time < frameTime, to: &printed2)
        #expect(printed2 == "true\n")

        var viewer = try FlickDismissBehavior(container: Rect(x: 0, y: 0, width: 375, height: 667))
        viewer.handle(PointerSample(pointer: 0, x: 187.5, y: 333.5, phase: .began, time: 0))
        viewer.handle(PointerSample(pointer: 0, x: 187.5, y: 400, phase: .moved, time: 0.02))
        let armed = viewer.events[0]
        var printed3 = ""
        print(armed.kind, armed.time, to: &printed3)
        #expect(printed3 == "thresholdActivated 0.02\n")
    }

    @Test func guide3() throws {

        var toss = TossBehavior(layer: LayerState(position: Point(x: 80, y: 120), size: Size(width: 120, height: 68)),
                               destination: Point(x: 295, y: 547), spring: .bouncy)
        toss.motionPreferences = try MotionPreferences(durationScale: 0)      // Android's "animation off"
        toss.handle(PointerSample(pointer: 0, x: 80, y: 120, phase: .began, time: 0))
        toss.handle(PointerSample(pointer: 0, x: 120, y: 200, phase: .ended, time: 0.05))
        var printed1 = ""
        print(toss.state, toss.position, to: &printed1)
        #expect(printed1 == "idle (295.0, 547.0)\n")
        var printed2 = ""
        print(toss.events[0].kind, toss.events[0].time, to: &printed2)
        #expect(printed2 == "snapped 0.05\n")
    }

    @Test func docctossable1() throws {

        var toss = TossBehavior(layer: LayerState(position: Point(x: 60, y: 100), size: Size(width: 96, height: 54)),
                               destination: Point(x: 300, y: 600), spring: .snappy)
        toss.handle(PointerSample(pointer: 0, x: 60, y: 100, phase: .began, time: 0))
        toss.handle(PointerSample(pointer: 0, x: 80, y: 130, phase: .moved, time: 0.016))
        toss.handle(PointerSample(pointer: 0, x: 80, y: 130, phase: .ended, time: 0.024))
        let layer = toss.tick(at: 0.024)        // a frame at the release's own time shows the release
        var printed1 = ""
        print(layer.position, toss.velocity, to: &printed1)
        #expect(printed1 == "(80.0, 130.0) (1250.0, 1875.0)\n")
    }

    @Test func docctossable2() throws {

        var viewer = try FlickDismissBehavior(container: Rect(x: 0, y: 0, width: 375, height: 667))
        viewer.tick(at: 0)
        if viewer.state == .dismissed { print("dismissed") }    // polled after every call: no callback
    }

    @Test func flickDismissBehavior1() throws {

        var flick = try FlickDismissBehavior(container: Rect(x: 0, y: 0, width: 375, height: 667),
                                             cardSize: Size(width: 300, height: 400))
        // touch handlers: a fast flick up, grabbed off-centre
        flick.handle(PointerSample(pointer: 0, x: 220, y: 400, phase: .began, time: 0))
        flick.handle(PointerSample(pointer: 0, x: 230, y: 300, phase: .moved, time: 0.016))
        flick.handle(PointerSample(pointer: 0, x: 240, y: 200, phase: .ended, time: 0.032))
        // display link: position and rotation of the card, until it has left the screen
        var frameTime = 0.032
        while !flick.isSettled {
            frameTime += 1.0 / 120
            let card = flick.tick(at: frameTime)             // apply card.position and card.transform
            _ = card
        }
        var printed1 = ""
        print(flick.state, to: &printed1)
        #expect(printed1 == "dismissed\n")
    }

    @Test func flickDismissConfiguration1() throws {

        let standard = FlickDismissConfiguration.standard          // 60 points, snap damping 0.7, gravity 0.2
        let stiff = try FlickDismissConfiguration(dismissDistance: 100, minimumDismissSpeed: 300)
        var printed1 = ""
        print(standard.dismissDistance, stiff.dismissDistance, to: &printed1)
        #expect(printed1 == "60.0 100.0\n")
    }

    @Test func flickState1() throws {

        let flick = try FlickDismissBehavior(container: Rect(x: 0, y: 0, width: 375, height: 667))
        if flick.state == .dismissed { print("close the viewer") }
    }

    @Test func tossBehavior1() throws {

        let corners = [Point(x: 60, y: 100), Point(x: 315, y: 100), Point(x: 60, y: 567), Point(x: 315, y: 567)]
        var toss = try TossBehavior(layer: LayerState(position: corners[0], size: Size(width: 96, height: 54)),
                                    destinations: corners, spring: .snappy)
        // from the host's touch handlers:
        toss.handle(PointerSample(pointer: 0, x: 70, y: 110, phase: .began, time: 0))
        toss.handle(PointerSample(pointer: 0, x: 120, y: 150, phase: .moved, time: 0.016))
        toss.handle(PointerSample(pointer: 0, x: 180, y: 200, phase: .ended, time: 0.032))
        // from the host's display link, until it rests in the corner the fling points at:
        var frameTime = 0.032
        while !toss.isSettled {
            frameTime += 1.0 / 120
            let layer = toss.tick(at: frameTime)             // apply layer.position to the view
            _ = layer
        }
    }

    @Test func tossRelease1() throws {

        var toss = TossBehavior(layer: LayerState(size: Size(width: 96, height: 54)), destination: Point(x: 60, y: 100))
        toss.handle(PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 0))
        toss.handle(PointerSample(pointer: 0, x: 0, y: 0, phase: .ended, time: 0.1))
        if let release = toss.lastRelease {
            var printed1 = ""
            print(release.destination, to: &printed1)
            #expect(printed1 == "(60.0, 100.0)\n")
        }
    }

    @Test func tossState1() throws {

        let toss = TossBehavior(layer: LayerState(size: Size(width: 96, height: 54)), destination: Point(x: 60, y: 100))
        if toss.state == .idle { print("at rest exactly at", toss.destination) }
    }
}
