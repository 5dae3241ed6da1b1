// Generated from the guide, the DocC catalogue and the doc comments of Navigation (and the examples of
// README.md and docs/ that import it first) by `python3 Scripts/documentation-examples.py`; do not edit.
// Each example compiles here with only the imports it shows (the module's own when it shows none),
// as it would in a user's code, and runs; what a `print(...)  // comment` line states is expected.
import Navigation
import Testing

@Suite struct NavigationDocumentationExamples {
    @Test func guide1() throws {

        let screen = Rect(x: 0, y: 0, width: 390, height: 844)
        var zoom = try ZoomTransition(container: screen, source: Rect(x: 145, y: 300, width: 100, height: 100),
                                     sourceCornerRadius: 12)
        zoom.handle(PointerSample(pointer: 0, x: 195, y: 420, phase: .began, time: 0))
        for step in 1...10 {                                  // 250 points down in 160 ms
           zoom.handle(PointerSample(pointer: 0, x: 195, y: 420 + 25 * Double(step), phase: .moved, time: 0.016 * Double(step)))
        }
        zoom.handle(PointerSample(pointer: 0, x: 195, y: 670, phase: .ended, time: 0.17))   // a flick down
        zoom.moveSource(to: Rect(x: 145, y: 250, width: 100, height: 100), at: 0.17)   // the grid scrolled
        var time = 0.17
        while !zoom.isSettled { time += 1.0 / 120; zoom.tick(at: time) }
        var printed1 = ""
        print(zoom.frame.frame, to: &printed1)
        #expect(printed1 == "(145.0, 250.0, 100.0, 100.0)\n")
    }

    @Test func guide2() throws {

        var back = try BackGesture(width: 400, profile: .iOS)
        back.handle(PointerSample(pointer: 0, x: 2, y: 500, phase: .began, time: 0))
        back.handle(PointerSample(pointer: 0, x: 212, y: 500, phase: .moved, time: 0.2))   // 0.525: past half
        back.handle(PointerSample(pointer: 0, x: 262, y: 500, phase: .moved, time: 0.35))
        back.handle(PointerSample(pointer: 0, x: 262, y: 500, phase: .moved, time: 0.4))
        back.handle(PointerSample(pointer: 0, x: 262, y: 500, phase: .ended, time: 0.45))
        var felt: [String] = []
        var time = 0.45
        while !back.isSettled {
           time += 1.0 / 120
           back.tick(at: time)
           felt += back.events.map { "\($0.kind) \(($0.time * 1000).rounded()) ms" }
        }
        var printed1 = ""
        print(felt, to: &printed1)
        #expect(printed1 == "[\"thresholdActivated 200.0 ms\", \"committed 625.0 ms\"]\n")
    }

    @Test func doccnavigation1() throws {

        var back = try BackGesture(width: 400)                  // Android's predictive back, left edge
        let cell = LayerState(frame: Rect(x: 20, y: 300, width: 100, height: 100), cornerRadius: 12)
        let screen = LayerState(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        var hero = try SharedElementTransition(from: screen, to: cell)
        back.handle(PointerSample(pointer: 0, x: 0, y: 500, phase: .began, time: 0))
        back.handle(PointerSample(pointer: 0, x: 100, y: 500, phase: .moved, time: 0.1))
        let frame = back.tick(at: 0.15)       // the progress's spring was retargeted at the touch, 0.1
        hero.follow(progress: frame.progress, velocity: back.progressVelocity, at: 0.15)   // one progress source
        var printed1 = ""
        print(hero.value.size.width < 400, to: &printed1)
        #expect(printed1 == "true\n")
    }

    @Test func backEdge1() throws {

        var printed1 = ""
        print(BackEdge.left.rawValue, to: &printed1)
        #expect(printed1 == "left\n")
    }

    @Test func backEvent1() throws {

        var back = try BackGesture(width: 400, profile: try .android(smoothed: false))   // the system smoothed it
        back.handle(BackEvent.started(touch: Point(x: 0, y: 300), time: 0))
        var printed1 = ""
        print(back.handle(BackEvent.progressed(progress: 0.4, touch: Point(x: 160, y: 300), time: 0.1)).progress, to: &printed1)
        #expect(printed1 == "0.4\n")
        back.handle(BackEvent.cancelled(time: 0.2))
        var printed2 = ""
        print(back.frame.state, back.frame.progress, to: &printed2)
        #expect(printed2 == "cancelled 0.0\n")
    }

    @Test func backGesture1() throws {

        var back = try BackGesture(width: 400)                   // Android, from the left edge
        back.handle(PointerSample(pointer: 0, x: 2, y: 500, phase: .began, time: 0))
        back.handle(PointerSample(pointer: 0, x: 202, y: 500, phase: .moved, time: 0.2))
        var printed1 = ""
        print(back.rawProgress, to: &printed1)
        #expect(printed1 == "0.5\n")
        back.handle(PointerSample(pointer: 0, x: 302, y: 500, phase: .ended, time: 0.3))
        var time = 0.3
        while !back.isSettled { time += 1.0 / 120; back.tick(at: time) }
        var printed2 = ""
        print(back.frame.state, back.frame.progress, to: &printed2)
        #expect(printed2 == "committed 1.0\n")
    }

    @Test func backGestureFrame1() throws {

        let frame = BackGestureFrame(state: .dragging, progress: 0.25, touchX: 100, touchY: 400, edge: .left)
        var printed1 = ""
        print(frame.progress, to: &printed1)
        #expect(printed1 == "0.25\n")
    }

    @Test func backGestureProfile1() throws {

        let pixel = try BackGestureProfile.android(linearDistance: 412, maxDistance: 480)
        var printed1 = ""
        print(pixel.rawProgress(distance: 200, width: 480), to: &printed1)
        #expect(printed1.wholeMatch(of: try Regex(#"0\.46992[0-9]*\n"#)) != nil, "printed \(printed1), stated 0.46992...")
        var printed2 = ""
        print(BackGestureProfile.iOS.rawProgress(distance: 200, width: 480), to: &printed2)
        #expect(printed2.wholeMatch(of: try Regex(#"0\.41666[0-9]*\n"#)) != nil, "printed \(printed2), stated 0.41666...")
    }

    @Test func backGestureState1() throws {

        var printed1 = ""
        print(BackGestureState.committed.rawValue, to: &printed1)
        #expect(printed1 == "committed\n")
    }

    @Test func predictiveBackTransform1() throws {

        let material = try PredictiveBackTransform(container: Size(width: 400, height: 800))
        let shown = material.layer(progress: 1, edge: .left, verticalDrag: 0)
        var printed1 = ""
        print(shown.transform.scale.dx, shown.position, to: &printed1)
        #expect(printed1 == "0.9 (212.0, 400.0)\n")
        var printed2 = ""
        print(shown.cornerRadius, to: &printed2)
        #expect(printed2 == "32.0\n")
    }

    @Test func sharedElementTransition1() throws {

        let cell = LayerState(frame: Rect(x: 20, y: 300, width: 100, height: 100), cornerRadius: 12)
        let screen = LayerState(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        var hero = try SharedElementTransition(from: cell, to: screen, path: .material)   // Flutter's arc
        hero.animate(at: 0)                                    // time drives it: Compose's bounds spring
        hero.moveSource(to: LayerState(frame: Rect(x: 20, y: 250, width: 100, height: 100), cornerRadius: 12),
                        at: 0.05)                              // the grid scrolled: no jump, no kink
        var time = 0.0
        while !hero.isSettled { time += 1.0 / 120; hero.tick(at: time) }
        var printed1 = ""
        print(hero.value == screen, to: &printed1)
        #expect(printed1 == "true\n")
    }

    @Test func zoomFrame1() throws {

        let frame = ZoomFrame(state: .presented, frame: Rect(x: 0, y: 0, width: 390, height: 844), cornerRadius: 0, progress: 0)
        var printed1 = ""
        print(frame.state, frame.progress, to: &printed1)
        #expect(printed1 == "presented 0.0\n")
    }

    @Test func zoomState1() throws {

        var printed1 = ""
        print(ZoomState.dismissing.rawValue, to: &printed1)
        #expect(printed1 == "dismissing\n")
    }

    @Test func zoomTransition1() throws {

        let screen = Rect(x: 0, y: 0, width: 390, height: 844)
        var zoom = try ZoomTransition(container: screen, source: Rect(x: 20, y: 300, width: 100, height: 100))
        zoom.handle(PointerSample(pointer: 0, x: 200, y: 400, phase: .began, time: 0))
        zoom.handle(PointerSample(pointer: 0, x: 200, y: 500, phase: .moved, time: 0.02))
        let dragged = zoom.handle(PointerSample(pointer: 0, x: 200, y: 611, phase: .moved, time: 0.04))
        var printed1 = ""
        print(dragged.frame.width / screen.width == dragged.frame.height / screen.height, to: &printed1)
        #expect(printed1 == "true\n")
        zoom.handle(PointerSample(pointer: 0, x: 200, y: 611, phase: .ended, time: 0.04))   // a flick down
        var time = 0.04
        while !zoom.isSettled { time += 1.0 / 120; zoom.tick(at: time) }
        var printed2 = ""
        print(zoom.tick(at: time).state, to: &printed2)
        #expect(printed2 == "dismissed\n")
    }

    @Test func docshosts3() throws {

        func androidConstant(_ kind: FeedbackEvent.Kind) -> String? {
           switch kind {
           case .thresholdActivated: return "GESTURE_THRESHOLD_ACTIVATE"
           case .thresholdDeactivated: return "GESTURE_THRESHOLD_DEACTIVATE"
           case .detentReached, .snapped: return "SEGMENT_TICK"
           case .itemTicked: return "SEGMENT_FREQUENT_TICK"
           case .edgeHit: return nil
           case .lifted: return "DRAG_START"
           case .dropped, .dismissed: return "GESTURE_END"
           case .committed: return "CONFIRM"
           }
        }

        func vibration(_ event: FeedbackEvent) -> Int {
           switch event.kind {
           case .thresholdActivated, .committed: return 10
           case .thresholdDeactivated: return 5
           case .detentReached, .snapped, .dropped, .dismissed: return 8
           case .itemTicked: return 4
           case .edgeHit: return Int((4 + 16 * min(1, (event.speed ?? 0) / 3000)).rounded())
           case .lifted: return 15
           }
        }

        var back = try BackGesture(width: 400, profile: .iOS)
        back.handle(PointerSample(pointer: 0, x: 2, y: 500, phase: .began, time: 0))
        back.handle(PointerSample(pointer: 0, x: 252, y: 500, phase: .moved, time: 0.2))
        back.handle(PointerSample(pointer: 0, x: 252, y: 500, phase: .ended, time: 0.3))
        var time = 0.3
        var played: [String] = []
        while !back.isSettled {
           time += 1.0 / 120
           back.tick(at: time)
           for event in back.events {                       // after the tick: play each once
               played.append("\(androidConstant(event.kind) ?? "-") \(vibration(event)) ms")
           }
        }
        var printed1 = ""
        print(played, to: &printed1)
        #expect(printed1 == "[\"GESTURE_THRESHOLD_ACTIVATE 10 ms\", \"CONFIRM 10 ms\"]\n")
    }
}
