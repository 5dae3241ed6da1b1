// Generated from the guide, the DocC catalogue and the doc comments of RelativePosition (and the examples of
// README.md and docs/ that import it first) by `python3 Scripts/documentation-examples.py`; do not edit.
// Each example compiles here with only the imports it shows (the module's own when it shows none),
// as it would in a user's code, and runs; what a `print(...)  // comment` line states is expected.
import RelativePosition
import Testing

@Suite struct RelativePositionDocumentationExamples {
    @Test func guide1() throws {

        let container = Rect(x: 0, y: 0, width: 375, height: 667)
        var tracker = try PositionTracker(container: container)
        var card = LayerState(position: Point(x: 0, y: 300), size: Size(width: 75, height: 75))
        let effects: [LayerEffect] = [try .slide(along: .horizontal, in: container), .fade(along: .vertical)]
        let touches = [PointerSample(pointer: 0, x: 40, y: 600, phase: .began, time: 0),       // from the host
                      PointerSample(pointer: 0, x: 200, y: 400, phase: .moved, time: 0.05),
                      PointerSample(pointer: 0, x: 330, y: 200, phase: .ended, time: 0.1)]

        for sample in touches {
           guard let event = tracker.handle(sample) else { continue }
           effects.apply(event.position, to: &card)  // then apply `card` to the view
           if event.phase == .ended { print(event.velocity) }   // container sizes per second
        }
    }

    @Test func guide2() throws {

        let container = Rect(x: 0, y: 0, width: 2200, height: 120)
        var dock = try DockRow(count: 50, layerSize: Size(width: 40, height: 40), spacing: 4, in: container)
        dock.handle(PointerSample(pointer: 0, x: 1100, y: 60, phase: .began, time: 0))    // touches
        for frame in 1...24 {
           let layers = dock.tick(at: Double(frame) / 120)                                // every frame
           _ = layers                                                                     // apply layers[i] to view i
        }
    }

    @Test func guide3() throws {

        let track = Rect(x: 355, y: 0, width: 20, height: 667)
        var binding = try ScrollBinding(scrollableLength: 2000, track: track,
                                       indicator: LayerState(size: Size(width: 20, height: 40)))
        var contentOffset = 0.0                                            // the host's scroll view
        let touches = [PointerSample(pointer: 0, x: 365, y: 500, phase: .began, time: 0),
                      PointerSample(pointer: 0, x: 365, y: 520, phase: .moved, time: 0.016),
                      PointerSample(pointer: 0, x: 365, y: 524, phase: .ended, time: 0.032)]
        for touch in touches {
           let frame = binding.handle(touch)
           if frame.isScrubbing { contentOffset = frame.offset }         // offset = scrollableLength·p, at the lift too
           // scrollViewDidScroll reports it back: recognised as the echo, nothing moves.
           var printed1 = ""
           print(binding.scrolled(to: contentOffset), to: &printed1)
           #expect(printed1 == "false\n")
        }
        var printed2 = ""
        print(contentOffset == binding.offset, binding.isScrubbing, to: &printed2)
        #expect(printed2 == "true false\n")
    }

    @Test func guide4() throws {

        let container = Rect(x: 0, y: 0, width: 375, height: 100)
        var dock = try DockRow(count: 5, layerSize: Size(width: 50, height: 50), spacing: 10, in: container)
        dock.handle(PointerSample(pointer: 0, x: 187.5, y: 50, phase: .began, time: 0))   // on layer 2
        dock.handle(PointerSample(pointer: 0, x: 156, y: 50, phase: .moved, time: 0.1))   // nearer layer 1
        dock.tick(at: 0.1)
        var printed1 = ""
        print(dock.events.map { "\($0.kind) \($0.index ?? -1)" }, to: &printed1)
        #expect(printed1 == "[\"itemTicked 1\"]\n")
    }

    @Test func doccrelativePosition1() throws {

        var tracker = try PositionTracker(container: Rect(x: 0, y: 0, width: 375, height: 667))
        var layer = LayerState(size: Size(width: 100, height: 100))
        let fade = LayerEffect.fade(along: .horizontal)
        let sample = PointerSample(pointer: 0, x: 90, y: 300, phase: .began, time: 0)
        if let event = tracker.handle(sample) { fade.apply(event.position, to: &layer) }
    }

    @Test func axis1() throws {

        let fade = LayerEffect.fade(along: .vertical)   // alpha follows the finger's y
        print(fade)
    }

    @Test func dockResponse1() throws {

        let response = try DockResponse(radius: 120, lift: 24, scale: 1.8, alpha: 0.5)
        print(response.radius)
    }

    @Test func dockRow1() throws {

        let container = Rect(x: 0, y: 0, width: 375, height: 100)
        var dock = try DockRow(count: 5, layerSize: Size(width: 50, height: 50), spacing: 10, in: container)
        // touches:
        dock.handle(PointerSample(pointer: 0, x: 187.5, y: 50, phase: .began, time: 0))
        // every frame:
        for frame in 1...30 {
            dock.tick(at: Double(frame) / 120)
            for index in dock.layers.indices {
                let layer = dock.layers[index]                 // apply to the index-th view
                _ = layer
            }
        }
    }

    @Test func layerEffect1() throws {
        let container = Rect(x: 0, y: 0, width: 375, height: 667)
        let effects: [LayerEffect] = [
            try .slide(along: .horizontal, in: container),   // left edge = width·p − layerWidth·p
            .fade(along: .horizontal),                       // alpha = p
            .rotate(along: .horizontal),                     // rotation = p·2/π
        ]
        var card = LayerState(position: .zero, size: Size(width: 75, height: 75))
        effects.apply(Point(x: 0.5, y: 0.5), to: &card)
        // card.position.x == 187.5, card.alpha == 0.5, card.transform.rotation == 1 / .pi
    }

    @Test func layerEffect2() throws {

        var layer = LayerState(size: Size(width: 100, height: 100))
        LayerEffect.fade(along: .horizontal).apply(Point(x: 0.25, y: 0.9), to: &layer)  // alpha 0.25
    }

    @Test func layerEffect3() throws {

        let opaqueInTheMiddle = LayerEffect.fade(along: .horizontal).modified(by: .mirrored)
        print(opaqueInTheMiddle)
    }

    @Test func positionTracker1() throws {

        var tracker = try PositionTracker(container: Rect(x: 0, y: 0, width: 375, height: 667))
        var layer = LayerState(position: Point(x: 187.5, y: 333.5), size: Size(width: 100, height: 100))
        let samples = [PointerSample(pointer: 0, x: 100, y: 300, phase: .began, time: 0),
                       PointerSample(pointer: 0, x: 200, y: 310, phase: .moved, time: 0.016),
                       PointerSample(pointer: 0, x: 300, y: 320, phase: .ended, time: 0.032)]
        for sample in samples {
            guard let event = tracker.handle(sample) else { continue }
            layer.alpha = event.position.x
            if event.phase == .ended { print(event.velocity) }   // container sizes per second
        }
    }

    @Test func scrollBinding1() throws {

        let track = Rect(x: 355, y: 0, width: 20, height: 667)
        var binding = try ScrollBinding(scrollableLength: 2000, track: track,
                                        indicator: LayerState(size: Size(width: 20, height: 40)))
        var contentOffset = 0.0                               // the host's scroll view
        // the finger on the track:
        let frame = binding.handle(PointerSample(pointer: 0, x: 365, y: 333.5, phase: .began, time: 0))
        if frame.isScrubbing {
            contentOffset = frame.offset                      // the scroll view will report it back...
        }
        // scrollViewDidScroll:
        if binding.scrolled(to: contentOffset) {              // ...and that echo is ignored here
            print(binding.indicator.position)
        }
    }

    @Test func trackingEvent1() throws {

        var tracker = try PositionTracker(container: Rect(x: 0, y: 0, width: 375, height: 667))
        var layer = LayerState(size: Size(width: 100, height: 100))
        let sample = PointerSample(pointer: 0, x: 90, y: 300, phase: .began, time: 0)
        if let event = tracker.handle(sample) {
            layer.alpha = event.position.x            // fade with the finger, never exactly 0
            if event.phase == .ended { print("toss with", event.velocity) }
        }
    }

    @Test func trackingPhase1() throws {

        var tracker = try PositionTracker(container: Rect(x: 0, y: 0, width: 375, height: 100))
        var dock = try DockRow(count: 5, layerSize: Size(width: 50, height: 50), spacing: 10, in: tracker.container)
        if let event = tracker.handle(PointerSample(pointer: 0, x: 90, y: 50, phase: .began, time: 0)),
           event.phase == .began {
            dock.follow(event)
        }
    }
}
