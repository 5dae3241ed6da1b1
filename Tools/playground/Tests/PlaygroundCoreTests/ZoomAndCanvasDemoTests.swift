import Foundation
import Geometry
import Gestures
import Parallax
import Testing
@testable import PlaygroundCore
@testable import Demos

/// The zoomable photo and the locked canvas through a session: pinches and double taps, locked drags,
/// and a canvas recording whose frames are what `bench replay scroll --content=W,H --directional-lock`
/// computes.
@Suite struct ZoomAndCanvasDemoTests: DemoSessionMessages {
    func frame(_ session: inout PlaygroundSession, _ t: Double) throws -> [String: Any] {
        try object(try #require(session.receive(#"{"type":"frame","t":\#(t)}"#).first))
    }

    /// Frames every 1/60 s from `t` until the demo settles (idle and settled: a frame message's `settled`
    /// is read before the frames it computes); the last.
    func settle(_ session: inout PlaygroundSession, from t: Double) throws -> [String: Any] {
        var time = t, last: [String: Any] = [:]
        for _ in 0..<600 {
            time += 1.0 / 60
            last = try frame(&session, time)
            if last["settled"] as? Bool == true, last["state"] as? String == "idle" { break }
        }
        return last
    }

    // MARK: The photo

    @Test func thePhotoOpensFittedPinchesAboutTheFingersAndSpringsBackIntoRange() throws {
        var session = try PlaygroundSession(interaction: "photo", width: 400, height: 700)
        let opened = try frame(&session, 0)
        // A 800 × 600 photo fitted to the 400-point width: 0.5.
        #expect(reading(opened, "zoom") == 0.5 && opened["settled"] as? Bool == true)
        // Two fingers 50 points apart spread to 390: 7.8× wanted, 3.9, past the maximum of 2.
        _ = session.receive(pointer(1, "began", Point(x: 175, y: 150), 1))
        _ = session.receive(pointer(2, "began", Point(x: 225, y: 150), 1.001))
        var t = 1.001
        for step in 1...20 {
            t += 0.008
            let half = 25 + 8.5 * Double(step)
            _ = session.receive(pointer(1, "moved", Point(x: 200 - half, y: 150), t))
            _ = session.receive(pointer(2, "moved", Point(x: 200 + half, y: 150), t + 0.0005))
        }
        let pinched = try frame(&session, t + 0.001)
        let scale = try #require(reading(pinched, "zoom"))
        #expect(scale > 2 && scale < 3, "\(scale)")
        _ = session.receive(pointer(2, "ended", Point(x: 395, y: 150), t + 0.01))
        _ = session.receive(pointer(1, "ended", Point(x: 5, y: 150), t + 0.02))
        let last = try settle(&session, from: t + 0.02)
        #expect(reading(last, "zoom") == 2 && last["state"] as? String == "idle")
    }

    @Test func aDoubleTapZoomsInAboutTheTapAndAnotherZoomsBackOut() throws {
        var session = try PlaygroundSession(interaction: "photo", width: 400, height: 700)
        let tap = Point(x: 100, y: 100)
        for (index, t) in [2.0, 2.2].enumerated() {
            _ = session.receive(pointer(index, "began", tap, t))
            _ = session.receive(pointer(index, "ended", tap, t + 0.05))
        }
        var last = try settle(&session, from: 2.25)
        // Zoomed to 2 about the tapped content point (200, 200), which goes to the stage's centre (200, 350):
        // offset (400 − 200, 400 − 350).
        #expect(reading(last, "zoom") == 2 && reading(last, "x") == 200 && reading(last, "y") == 50)
        for (index, t) in [5.0, 5.2].enumerated() {
            _ = session.receive(pointer(index + 2, "began", tap, t))
            _ = session.receive(pointer(index + 2, "ended", tap, t + 0.05))
        }
        last = try settle(&session, from: 5.25)
        #expect(reading(last, "zoom") == 0.5 && reading(last, "x") == 0 && reading(last, "y") == 0)
    }

    // MARK: The canvas

    @Test func aNearlyVerticalDragOnTheCanvasMovesOnlyY() throws {
        var session = try PlaygroundSession(interaction: "canvas", width: 390, height: 700)
        _ = session.receive(pointer(1, "began", Point(x: 200, y: 500), 1))
        for step in 1...10 {
            _ = session.receive(pointer(1, "moved", Point(x: 200 - 3 * Double(step), y: 500 - 25 * Double(step)), 1 + 0.008 * Double(step)))
        }
        _ = session.receive(pointer(1, "ended", Point(x: 170, y: 250), 1.09))
        var t = 1.09, xs: [Double] = []
        for _ in 0..<600 {
            t += 1.0 / 60
            let shown = try frame(&session, t)
            xs.append(reading(shown, "x") ?? .nan)
            if shown["settled"] as? Bool == true, shown["state"] as? String == "idle" {
                #expect((reading(shown, "y") ?? 0) > 250)
                break
            }
        }
        #expect(!xs.isEmpty && xs.allSatisfy { $0 == 0 })
    }

    @Test func aCanvasRecordingHoldsTheFramesBenchReplayScrollComputes() throws {
        var session = try PlaygroundSession(interaction: "canvas", width: 375, height: 667)
        _ = try session.receive(.record(on: true))
        _ = session.receive(pointer(1, "began", Point(x: 300, y: 400), 4))
        for step in 1...8 {
            _ = session.receive(pointer(1, "moved", Point(x: 300 - 14 * Double(step), y: 400 - 9 * Double(step)), 4 + 0.008 * Double(step)))
            if step % 2 == 0 { _ = try frame(&session, 4 + 0.008 * Double(step) + 0.001) }
        }
        _ = session.receive(pointer(1, "ended", Point(x: 188, y: 328), 4.07))
        _ = try settle(&session, from: 4.07)
        let text = try #require(session.receive(#"{"type":"record","on":false}"#).first)
        struct Frame: Decodable { let t: Double, state: String, x: Double, y: Double, vx: Double, vy: Double, zoomScale: Double }
        struct Spec: Decodable { let interaction: String, arguments: [String] }
        struct Playground: Decodable { let frames: [Frame], replay: Spec }
        struct Content: Decodable { let playground: Playground }
        struct Reply: Decodable { let content: Content }
        let playground = try JSONDecoder().decode(Reply.self, from: Data(text.utf8)).content.playground
        #expect(playground.replay.interaction == "scroll" && playground.replay.arguments == ["--content=1125.0,2001.0", "--directional-lock"])
        let trace = try JSONDecoder().decode(GestureTrace.self, from: JSONSerialization.data(withJSONObject: try object(text)["content"] as Any))
        let container = try #require(trace.container)

        // `bench replay scroll --content=W,H --directional-lock`: both axes, the viewport the container.
        var scroll = try ScrollBehavior(contentSize: Size(width: 1125, height: 2001), viewportSize: container.size)
        scroll.isDirectionalLockEnabled = true
        scroll.viewportOrigin = container.origin
        let expected = referenceReplay(&scroll, trace: trace) { _, frame, time in
            Frame(t: time, state: frame.state.rawValue, x: frame.contentOffset.x, y: frame.contentOffset.y,
                  vx: frame.velocity.dx, vy: frame.velocity.dy, zoomScale: frame.zoomScale)
        }
        #expect(expected.last?.state == "idle" && (expected.last?.x ?? 0) > 0 && (expected.last?.y ?? 0) > 0)
        try #require(playground.frames.count >= expected.count)
        for (frame, reference) in zip(playground.frames, expected) {
            #expect(frame.t == reference.t && frame.state == reference.state)
            #expect(frame.x == reference.x && frame.y == reference.y && frame.vx == reference.vx && frame.vy == reference.vy)
            #expect(frame.zoomScale == 1)
        }
    }
}
