// Generated from the guide, the DocC catalogue and the doc comments of Anchored (and the examples of
// README.md and docs/ that import it first) by `python3 Scripts/documentation-examples.py`; do not edit.
// Each example compiles here with only the imports it shows (the module's own when it shows none),
// as it would in a user's code, and runs; what a `print(...)  // comment` line states is expected.
import Anchored
import Testing

@Suite struct AnchoredDocumentationExamples {
    @Test func guide1() throws {

        // A navigation drawer 280 points wide, closed at 0, open at 280, dragged along x.
        enum Drawer: Hashable, Sendable { case closed, open }
        var drawer = try AnchoredDraggable(anchors: DraggableAnchors([.closed: 0, .open: 280]),
                                          initialValue: Drawer.closed)

        // Touch handlers: every pointer sample. A short quick flick to the right (60 points in 32 ms).
        drawer.handle(PointerSample(pointer: 0, x: 10, y: 300, phase: .began, time: 0))
        drawer.handle(PointerSample(pointer: 0, x: 40, y: 300, phase: .moved, time: 0.016))
        drawer.handle(PointerSample(pointer: 0, x: 70, y: 300, phase: .ended, time: 0.032))
        // Faster than 125 points per second: the next anchor in the fling's direction, whatever the position.
        var printed1 = ""
        print(drawer.lastRelease!.target, drawer.state, to: &printed1)
        #expect(printed1 == "open settling\n")

        // Display link: one tick per frame until it rests.
        var time = 0.032
        while !drawer.isSettled {
           time += 1.0 / 120
           let x = drawer.tick(at: time)                      // apply x to the drawer's frame
           _ = x
        }
        var printed2 = ""
        print(drawer.settledValue, drawer.offset, to: &printed2)
        #expect(printed2 == "open 280.0\n")

        // A slow drag that stops short of half-way goes back.
        drawer.handle(PointerSample(pointer: 0, x: 200, y: 300, phase: .began, time: 2))
        drawer.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .moved, time: 2.5))
        drawer.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .ended, time: 2.7))
        var printed3 = ""
        print(drawer.offset, drawer.lastRelease!.target, to: &printed3)
        #expect(printed3 == "180.0 open\n")
    }

    @Test func guide2() throws {

        var drawer = try AnchoredDraggable(anchors: DraggableAnchors(keys: ["closed", "open"], positions: [0, 280]),
                                          initialValue: "closed", settleAnimation: .tween(duration: 0.25, curve: .linear))
        drawer.update(with: GestureReading(state: .began, location: Point(x: 0, y: 0), translation: Vector(dx: 0, dy: 0),
                                          velocity: Vector(dx: 0, dy: 0), numberOfTouches: 1, time: 1.0))
        drawer.update(with: GestureReading(state: .ended, location: Point(x: 200, y: 0), translation: Vector(dx: 200, dy: 0),
                                          velocity: Vector(dx: 0, dy: 0), numberOfTouches: 0, time: 1.5))
        drawer.tick(at: 1.76)
        var printed1 = ""
        print(drawer.events.map(\.kind.rawValue), drawer.events.map { $0.index ?? -1 }, to: &printed1)
        #expect(printed1 == "[\"snapped\"] [1]\n")
        var printed2 = ""
        print(drawer.events[0].time == drawer.settledAt!, to: &printed2)
        #expect(printed2 == "true\n")
    }

    @Test func doccanchored1() throws {
        enum Switch: Hashable, Sendable { case off, on }
        var toggle = try AnchoredDraggable(anchors: DraggableAnchors([.off: 0, .on: 20]), initialValue: Switch.off)
        toggle.tick(at: 0)
        toggle.animate(to: .on)                           // a tap: the host decides
        var time = 0.0
        while !toggle.isSettled { time += 1.0 / 60; toggle.tick(at: time) }
        var printed1 = ""
        print(toggle.settledValue, toggle.offset, to: &printed1)
        #expect(printed1 == "on 20.0\n")
    }

    @Test func anchoredDragState1() throws {

        var printed1 = ""
        print(AnchoredDragState.settling, to: &printed1)
        #expect(printed1 == "settling\n")
    }

    @Test func anchoredDraggable1() throws {

        enum Drawer: Hashable, Sendable { case closed, open }
        var drawer = try AnchoredDraggable(anchors: DraggableAnchors([.closed: 0, .open: 280]), initialValue: Drawer.closed)
        drawer.handle(PointerSample(pointer: 0, x: 20, y: 300, phase: .began, time: 0))
        drawer.handle(PointerSample(pointer: 0, x: 60, y: 300, phase: .moved, time: 0.016))
        drawer.handle(PointerSample(pointer: 0, x: 100, y: 300, phase: .ended, time: 0.032))
        var time = 0.032
        while !drawer.isSettled {
            time += 1.0 / 120
            let offset = drawer.tick(at: time)          // the drawer's x
            _ = offset
        }
        var printed1 = ""
        print(drawer.settledValue, drawer.offset, to: &printed1)
        #expect(printed1 == "open 280.0\n")
    }

    @Test func anchoredDraggable2() throws {

        var drawer = try AnchoredDraggable(anchors: DraggableAnchors(keys: ["closed", "open"], positions: [0, 300]),
                                           initialValue: "closed")
        drawer.animate(to: "open", at: 2.0)    // a button tapped at t = 2 s
        var printed1 = ""
        print(drawer.tick(at: 2.0), to: &printed1)
        #expect(printed1 == "0.0\n")
    }

    @Test func anchoredDraggableDefaults1() throws {

        var printed1 = ""
        print(AnchoredDraggableDefaults.velocityThreshold, to: &printed1)
        #expect(printed1 == "125.0\n")
        var printed2 = ""
        print(AnchoredDraggableDefaults.positionalThreshold, to: &printed2)
        #expect(printed2 == "fraction(0.5)\n")
    }

    @Test func anchoredOverscroll1() throws {

        var printed1 = ""
        print(AnchoredOverscroll.rubberBand(dimension: 300).offset(forDrag: 360, in: 0...300), to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"329\.7297[0-9]*\n"#)) != nil, "printed \(printed1), stated 329.7297...")
        var printed2 = ""
        print(AnchoredOverscroll.clamped.offset(forDrag: 360, in: 0...300), to: &printed2)
        #expect(printed2 == "300.0\n")
        var printed3 = ""
        print(AnchoredOverscroll.pinned.offset(forDrag: 360, in: 0...300), to: &printed3)
        #expect(printed3 == "300.0\n")
    }

    @Test func anchoredRelease1() throws {

        var toggle = try AnchoredDraggable(anchors: DraggableAnchors([false: 0, true: 40]), initialValue: false)
        toggle.handle(PointerSample(pointer: 0, x: 10, y: 0, phase: .began, time: 0))
        toggle.handle(PointerSample(pointer: 0, x: 22, y: 0, phase: .moved, time: 0.2))
        toggle.handle(PointerSample(pointer: 0, x: 22, y: 0, phase: .ended, time: 0.4))
        var printed1 = ""
        print(toggle.lastRelease!.offset, toggle.lastRelease!.target, to: &printed1)
        #expect(printed1 == "12.0 false\n")
    }

    @Test func anchoredSettleAnimation1() throws {

        let compose = AnchoredDraggableDefaults.settleAnimation                // Material 3's SpringSpec()
        let coast = AnchoredSettleAnimation.decay(.composeExponentialDecay, then: .composeDefault)
        let tween = AnchoredSettleAnimation.tween(duration: 0.3, curve: MaterialEasing.legacy)
        var printed1 = ""
        print(compose == .spring(.composeDefault), coast == compose, tween == AnchoredDraggableDefaults.tweenAnimation, to: &printed1)
        #expect(printed1 == "true false true\n")
    }

    @Test func draggableAnchors1() throws {

        enum Drawer: Hashable, Sendable { case closed, peek, open }
        let anchors = try DraggableAnchors<Drawer>([.closed: 0, .peek: 120, .open: 300])
        var printed1 = ""
        print(anchors.position(of: .peek) ?? .nan, anchors.closest(to: 220) == .open, to: &printed1)
        #expect(printed1 == "120.0 true\n")
    }

    @Test func draggableAnchors2() throws {

        let anchors = try DraggableAnchors(["closed": 0, "open": 300])
        var printed1 = ""
        print(anchors.target(forOffset: 140, velocity: 200, positionalThreshold: .fraction(0.5), velocityThreshold: 125), to: &printed1)
        #expect(printed1 == "open\n")
        var printed2 = ""
        print(anchors.target(forOffset: 140, velocity: 100, positionalThreshold: .fraction(0.5), velocityThreshold: 125), to: &printed2)
        #expect(printed2 == "closed\n")
    }

    @Test func orientation1() throws {

        var printed1 = ""
        print(Orientation.vertical, to: &printed1)
        #expect(printed1 == "vertical\n")
    }

    @Test func positionalThreshold1() throws {

        var printed1 = ""
        print(PositionalThreshold.fraction(0.5).distance(between: 0, and: 300), to: &printed1)
        #expect(printed1 == "150.0\n")
        var printed2 = ""
        print(PositionalThreshold.distance(56).distance(between: 0, and: 300), to: &printed2)
        #expect(printed2 == "56.0\n")
    }
}
