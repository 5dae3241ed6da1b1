import Foundation
import Geometry
import Gestures
import Parallax
import Testing
import Transitions
@testable import PlaygroundCore
@testable import Demos

/// The interactive pop and the stretchy header through a session: messages in, frames out, and
/// recordings whose frames are what `bench replay transition --pop` and `bench replay scroll` compute.
@Suite struct PopAndHeaderDemoTests: DemoSessionMessages {
    func layers(_ frame: [String: Any]) -> [[String: Double]] {
        (frame["layers"] as? [[String: Any]] ?? []).map { $0.compactMapValues { $0 as? Double } }
    }

    /// A one-finger stroke through `points` (one move per 8 ms, a frame every other move), held
    /// `hold` seconds at the end, lifted, then frames every 1/60 s until the demo settles. Returns
    /// every frame message.
    func stroke(_ session: inout PlaygroundSession, _ points: [Point], hold: Double = 0, at t0: Double) throws -> [[String: Any]] {
        var replies: [[String: Any]] = []
        #expect(session.receive(pointer(1, "began", points[0], t0)).isEmpty)
        var t = t0
        for (index, point) in points.enumerated().dropFirst() {
            t = t0 + Double(index) * 0.008
            #expect(session.receive(pointer(1, "moved", point, t)).isEmpty)
            if index % 2 == 0 { replies += try session.receive(#"{"type":"frame","t":\#(t + 0.001)}"#).map(object) }
        }
        var held = 0.0
        while held < hold {
            held += 1.0 / 60
            replies += try session.receive(#"{"type":"frame","t":\#(t + held)}"#).map(object)
        }
        t += hold + 0.004
        #expect(session.receive(pointer(1, "ended", points[points.count - 1], t)).isEmpty)
        for _ in 0..<1_200 {
            t += 1.0 / 60
            let frame = try object(try #require(session.receive(#"{"type":"frame","t":\#(t)}"#).first))
            replies.append(frame)
            if frame["settled"] as? Bool == true { break }
        }
        return replies
    }

    func line(from start: Point, to end: Point, moves: Int) -> [Point] {
        (0...moves).map { start + (end - start) * (Double($0) / Double(moves)) }
    }

    // MARK: The pop

    @Test func aSwipeFromTheEdgePastHalfwayFinishesAtExactlyOne() throws {
        var session = try PlaygroundSession(interaction: "pop", width: 390, height: 700)
        let frames = try stroke(&session, line(from: Point(x: 6, y: 300), to: Point(x: 260, y: 304), moves: 20), at: 10)
        let states = frames.compactMap { $0["state"] as? String }
        #expect(states.contains("interactive") && states.contains("completing"))
        let last = try #require(frames.last)
        #expect(last["state"] as? String == "finished" && last["settled"] as? Bool == true)
        #expect(reading(last, "percent") == 1)
        // Ten layers: the screen below (its background and four parts), then the top screen.
        let drawn = layers(last)
        try #require(drawn.count == 10)
        #expect(drawn[5]["x"] == 195 + 390 && drawn[5]["w"] == 390 && drawn[5]["h"] == 700)   // off to the right
        #expect(drawn[0]["x"] == 195)                                                          // the screen below, in place
        // While the finger drags, the top screen is under it: its left edge moved as far as the finger since the slop.
        let percents = frames.compactMap { reading($0, "percent") }
        #expect(percents.allSatisfy { (0...1).contains($0) })
        #expect(zip(percents, percents.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func aShortHeldSwipeCancelsAtExactlyZero() throws {
        var session = try PlaygroundSession(interaction: "pop", width: 390, height: 700)
        let frames = try stroke(&session, line(from: Point(x: 4, y: 300), to: Point(x: 90, y: 300), moves: 20), hold: 0.3, at: 3)
        #expect(frames.contains { ($0["state"] as? String) == "interactive" && (reading($0, "percent") ?? 0) > 0.15 })
        let last = try #require(frames.last)
        #expect(last["state"] as? String == "cancelled" && reading(last, "percent") == 0)
        let drawn = layers(last)
        #expect(drawn[5]["x"] == 195 && drawn[0]["x"] == 195 - 0.3 * 390)
    }

    @Test func aSwipeAwayFromTheEdgeDoesNotPop() throws {
        var session = try PlaygroundSession(interaction: "pop", width: 390, height: 700)
        let frames = try stroke(&session, line(from: Point(x: 60, y: 300), to: Point(x: 300, y: 300), moves: 20), at: 1)
        #expect(frames.allSatisfy { reading($0, "percent") == 0 && $0["state"] as? String == "interactive" })
    }

    @Test func aPopRecordingHoldsTheFramesBenchReplayTransitionPopComputes() throws {
        var session = try PlaygroundSession(interaction: "pop", width: 375, height: 667)
        _ = try session.receive(.record(on: true))
        _ = try stroke(&session, line(from: Point(x: 5, y: 200), to: Point(x: 210, y: 230), moves: 14), at: 50)
        let text = try #require(session.receive(#"{"type":"record","on":false}"#).first)
        struct Frame: Decodable { let t: Double, state: String, percent: Double, x: Double, y: Double, below: Double }
        struct Spec: Decodable { let interaction: String, arguments: [String] }
        struct Playground: Decodable { let frames: [Frame], replay: Spec }
        struct Content: Decodable { let playground: Playground }
        struct Reply: Decodable { let content: Content }
        let playground = try JSONDecoder().decode(Reply.self, from: Data(text.utf8)).content.playground
        #expect(playground.replay.interaction == "transition" && playground.replay.arguments == ["--pop"])
        let trace = try JSONDecoder().decode(GestureTrace.self, from: JSONSerialization.data(withJSONObject: try object(text)["content"] as Any))

        // `bench replay transition --pop`: the pop over the trace's container, driven in time since
        // the first event, a frame every 1/120 s, until every event is handled and the pop settled.
        var pop = try TransitionInteraction.interactivePop(in: try #require(trace.container))
        let expected = referenceReplay(&pop, trace: trace) { _, frame, time in
            Frame(t: time, state: frame.state.rawValue, percent: frame.percentComplete,
                  x: frame[0].position.x, y: frame[0].position.y, below: frame[1].position.x)
        }
        #expect(expected.last?.state == "finished" && expected.last?.percent == 1)
        try #require(playground.frames.count >= expected.count)
        for (frame, reference) in zip(playground.frames, expected) {
            #expect(frame.t == reference.t && frame.state == reference.state && frame.percent == reference.percent)
            #expect(frame.x == reference.x && frame.y == reference.y && frame.below == reference.below)
        }
    }

    // MARK: The stretchy header

    @Test func pulledPastTheTopTheHeaderStretchesPinnedThenTheListReturnsToExactlyZero() throws {
        var session = try PlaygroundSession(interaction: "header", width: 390, height: 700)
        let hello = try object(session.hello())
        let guide = try #require((hello["guides"] as? [[Double]])?.first)
        let height = guide[3]
        #expect(height == 240)
        let frames = try stroke(&session, line(from: Point(x: 200, y: 200), to: Point(x: 200, y: 360), moves: 20), hold: 0.2, at: 7)
        let pulled = try #require(frames.first { ($0["state"] as? String) == "dragging" && (reading($0, "offset") ?? 0) < -40 })
        let header = layers(pulled)[0]
        // Pinned to the top of the stage, taller by the pull, its image scaled by (H + d)/H.
        let offset = try #require(reading(pulled, "offset"))
        let centre = try #require(header["y"]), tall = try #require(header["h"])
        #expect(centre - tall / 2 == 0)
        #expect(abs(tall - (height - offset)) < 1e-9)
        let scale = try #require(reading(pulled, "scale"))
        #expect(abs(scale - (height - offset) / height) < 1e-12 && layers(pulled)[1]["scale"] == scale)
        let last = try #require(frames.last)
        #expect(last["state"] as? String == "idle" && reading(last, "offset") == 0 && reading(last, "height") == height)
        #expect(frames.contains { $0["state"] as? String == "decelerating" })
    }

    @Test func pushedUpTheHeaderMovesAtHalfTheContentsSpeed() throws {
        var session = try PlaygroundSession(interaction: "header", width: 390, height: 700)
        let frames = try stroke(&session, line(from: Point(x: 200, y: 500), to: Point(x: 200, y: 400), moves: 25), hold: 0.3, at: 2)
        let held = try #require(frames.last { ($0["state"] as? String) == "dragging" })
        #expect(reading(held, "offset") == 100)
        #expect(reading(held, "header y") == -50)
        #expect(reading(held, "height") == 240 && reading(held, "scale") == 1)
        // The first row is drawn over the header, 8 points below its bottom in content, 100 points up.
        let rows = layers(held).dropFirst(2)
        let row = try #require(rows.first)
        let rowTop = try #require(row["y"]) - (try #require(row["h"])) / 2
        #expect(rowTop == 240.0 + 8 - 100)
    }

    @Test func aHeaderRecordingHoldsTheFramesBenchReplayScrollComputes() throws {
        var session = try PlaygroundSession(interaction: "header", width: 375, height: 667)
        _ = try session.receive(.record(on: true))
        _ = try stroke(&session, line(from: Point(x: 180, y: 300), to: Point(x: 180, y: 520), moves: 10), at: 20)
        let text = try #require(session.receive(#"{"type":"record","on":false}"#).first)
        struct Header: Decodable { let y: Double, height: Double, scale: Double }
        struct Frame: Decodable { let t: Double, state: String, offset: Double, velocity: Double, header: Header }
        struct Spec: Decodable { let interaction: String, arguments: [String] }
        struct Playground: Decodable { let frames: [Frame], replay: Spec }
        struct Content: Decodable { let playground: Playground }
        struct Reply: Decodable { let content: Content }
        let playground = try JSONDecoder().decode(Reply.self, from: Data(text.utf8)).content.playground
        #expect(playground.replay.interaction == "scroll")
        // The options, read back as `bench replay scroll` reads them.
        var options: [String: Double] = [:]
        for argument in playground.replay.arguments {
            let parts = argument.dropFirst(2).split(separator: "=")
            options[String(parts[0])] = Double(String(parts[1]))
        }
        let content = try #require(options["content"]), headerHeight = try #require(options["header"])
        #expect(options["header-rate"] == 0.5 && options.count == 3)
        let trace = try JSONDecoder().decode(GestureTrace.self, from: JSONSerialization.data(withJSONObject: try object(text)["content"] as Any))
        let container = try #require(trace.container)

        // `bench replay scroll --content=L --header=H --header-rate=0.5`: a vertical UIKit scroll view
        // as wide as the container, the viewport its height.
        var scroll = try ScrollBehavior(contentSize: Size(width: container.width, height: content),
                                        viewportSize: Size(width: container.width, height: container.height),
                                        axes: .vertical, physics: .uikit, isPagingEnabled: false)
        let header = try StretchyHeader(height: headerHeight, collapse: .parallax(rate: 0.5))
        let expected = referenceReplay(&scroll, trace: trace) { scroll, frame, time in
            let layout = header.layout(at: frame.contentOffset.y, top: scroll.minimumContentOffset.y)
            return Frame(t: time, state: frame.state.rawValue, offset: frame.contentOffset.y, velocity: frame.velocity.dy,
                         header: Header(y: layout.y, height: layout.height, scale: layout.imageScale))
        }
        #expect(expected.last?.state == "idle" && expected.last?.offset == 0)
        #expect(expected.contains { $0.header.scale > 1.2 })
        try #require(playground.frames.count >= expected.count)
        for (frame, reference) in zip(playground.frames, expected) {
            #expect(frame.t == reference.t && frame.state == reference.state)
            #expect(frame.offset == reference.offset && frame.velocity == reference.velocity)
            #expect(frame.header.y == reference.header.y && frame.header.height == reference.header.height
                    && frame.header.scale == reference.header.scale)
        }
    }
}
