import Foundation
import Geometry
import Gestures
import Testing
import Tossable
@testable import PlaygroundCore
@testable import Demos

/// The playground's session without a server: messages in, replies out.
@Suite struct PlaygroundSessionTests {
    /// The JSON object of a reply.
    func object(_ reply: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any])
    }

    func pointer(_ id: Int, _ phase: String, _ x: Double, _ y: Double, _ t: Double) -> String {
        #"{"type":"pointer","id":\#(id),"phase":"\#(phase)","x":\#(x),"y":\#(y),"t":\#(t)}"#
    }

    /// Sends a flick from `start` by `step` per 8 ms, then frames every 1/60 s until the demo settles.
    func flick(_ session: inout PlaygroundSession, from start: Point, step: Vector, moves: Int, at t0: Double) throws -> [[String: Any]] {
        var replies: [[String: Any]] = []
        #expect(session.receive(pointer(1, "began", start.x, start.y, t0)).isEmpty)
        for index in 1...moves {
            let point = start + step * Double(index)
            _ = session.receive(pointer(1, "moved", point.x, point.y, t0 + Double(index) * 0.008))
            if index % 2 == 0 { replies += try session.receive(#"{"type":"frame","t":\#(t0 + Double(index) * 0.008 + 0.001)}"#).map(object) }
        }
        let end = start + step * Double(moves)
        _ = session.receive(pointer(1, "ended", end.x, end.y, t0 + Double(moves) * 0.008 + 0.004))
        var t = t0 + Double(moves) * 0.008 + 0.01
        for _ in 0..<600 {
            let frame = try object(try #require(session.receive(#"{"type":"frame","t":\#(t)}"#).first))
            replies.append(frame)
            if frame["settled"] as? Bool == true { break }
            t += 1.0 / 60
        }
        return replies
    }

    @Test func aFlickTossesThePictureInPictureToTheCornerItPointsAt() throws {
        var session = try PlaygroundSession(interaction: "pip", width: 390, height: 700)
        let hello = try object(session.hello())
        let guides = try #require(hello["guides"] as? [[Double]])
        #expect(guides.count == 4)
        let topRight = Point(x: guides[1][0] + guides[1][2] / 2, y: guides[1][1] + guides[1][3] / 2)
        let bottomLeft = Point(x: guides[2][0] + guides[2][2] / 2, y: guides[2][1] + guides[2][3] / 2)
        // Grab the layer at its resting corner (top right) and flick it down and to the left.
        let frames = try flick(&session, from: topRight, step: Vector(dx: -12, dy: 14), moves: 10, at: 5)
        let states = frames.compactMap { $0["state"] as? String }
        #expect(states.contains("dragging") && states.contains("tossing"))
        let last = try #require(frames.last)
        #expect(last["state"] as? String == "idle" && last["settled"] as? Bool == true)
        let layer = try #require((last["layers"] as? [[String: Any]])?.first)
        // At rest exactly on the corner (the guide's centre, computed from its rectangle, to rounding).
        let x = try #require(layer["x"] as? Double), y = try #require(layer["y"] as? Double)
        #expect(abs(x - bottomLeft.x) < 1e-9 && abs(y - bottomLeft.y) < 1e-9, "\(layer) \(bottomLeft)")
    }

    @Test func aTouchOffThePictureInPictureLeavesItAlone() throws {
        var session = try PlaygroundSession(interaction: "pip")
        let frames = try flick(&session, from: Point(x: 100, y: 400), step: Vector(dx: 10, dy: 0), moves: 6, at: 1)
        #expect(frames.allSatisfy { $0["state"] as? String == "idle" })
    }

    @Test(arguments: [
        ("not json", "not a JSON object"),
        ("[1,2]", "not a JSON object"),
        (#"{"kind":"frame"}"#, "missing \"type\""),
        (#"{"type":"teleport"}"#, "unknown message type \"teleport\""),
        (#"{"type":"frame","t":"soon"}"#, "frame: \"t\" must be a number"),
        (#"{"type":"frame","t":true}"#, "frame: \"t\" must be a number"),
        (#"{"type":"frame","t":1e999}"#, "frame: \"t\" must be a number"),
        (#"{"type":"pointer","id":1,"phase":"hover","x":1,"y":1,"t":1}"#, "pointer: unknown phase \"hover\" (began, moved, stationary, ended, cancelled)"),
        (#"{"type":"pointer","id":1.5,"phase":"began","x":1,"y":1,"t":1}"#, "pointer: \"id\" must be an integer"),
        (#"{"type":"pointer","id":1,"phase":"moved","x":1,"y":1,"t":1}"#, "pointer: moved for pointer 1, which is not down"),
        (#"{"type":"select","interaction":"rocket","width":300,"height":500}"#, "unknown interaction \"rocket\" (one of: pip, flick, dock, pop, header, photo, canvas, sheet, drawer, swipe-row, mail, sheet-rows, photo-grid, predictive-back, reorder, refresh, picker, carousel)"),
        (#"{"type":"select","interaction":"pip","width":3,"height":500}"#, "select: the stage must be 50...10000 pixels on each side"),
        (#"{"type":"record","on":"yes"}"#, "record: \"on\" must be true or false"),
        (#"{"type":"record","on":false}"#, "record: no recording in progress"),
    ])
    func aMalformedMessageGetsAnErrorAndChangesNothing(message: String, reason: String) throws {
        var session = try PlaygroundSession(interaction: "flick")
        let before = session.receive(#"{"type":"frame","t":1}"#)
        let replies = session.receive(message)
        try #require(replies.count == 1)
        let error = try object(replies[0])
        #expect(error["type"] as? String == "error")
        #expect(error["message"] as? String == reason)
        #expect(session.demoType.name == "flick")
        #expect(session.receive(#"{"type":"frame","t":1}"#) == before)
    }

    @Test func timeGoingBackwardsIsRefused() throws {
        var session = try PlaygroundSession(interaction: "flick")
        _ = session.receive(pointer(1, "began", 200, 300, 2))
        let reply = try object(try #require(session.receive(pointer(1, "moved", 210, 300, 1.5)).first))
        #expect(reply["message"] as? String == "pointer: time goes backwards (t=1.5 after t=2.0)")
    }

    @Test func twoFingersSlightlyOutOfOrderAreBothRecordedInOrder() throws {
        var session = try PlaygroundSession(interaction: "dock")
        _ = try session.receive(.record(on: true))
        #expect(session.receive(pointer(1, "began", 100, 600, 2)).isEmpty)
        #expect(session.receive(pointer(2, "began", 300, 600, 2.0103)).isEmpty)
        #expect(session.receive(pointer(1, "moved", 110, 600, 2.01)).isEmpty)     // 0.3 ms older: taken at 2.0103
        #expect(session.receive(pointer(2, "ended", 300, 600, 2.02)).isEmpty)
        #expect(session.receive(pointer(1, "ended", 110, 600, 2.03)).isEmpty)
        let text = try #require(session.receive(#"{"type":"record","on":false}"#).first)
        struct Event: Decodable { let t: Double, pointer: Int }
        struct Content: Decodable { let events: [Event] }
        struct Reply: Decodable { let content: Content }
        let events = try JSONDecoder().decode(Reply.self, from: Data(text.utf8)).content.events
        #expect(events.map(\.t) == [2, 2.0103, 2.0103, 2.02, 2.03])
        #expect(events.map(\.pointer) == [1, 2, 1, 2, 1])
    }

    @Test func aRecordingHoldsTheTraceAndTheFramesAReplayComputes() throws {
        var session = try PlaygroundSession(interaction: "flick", width: 375, height: 667)
        _ = try session.receive(.record(on: true))
        _ = try flick(&session, from: Point(x: 247, y: 243), step: Vector(dx: 9, dy: 14), moves: 12, at: 100)
        let text = try #require(session.receive(#"{"type":"record","on":false}"#).first)
        let reply = try object(text)
        #expect(reply["type"] as? String == "trace")
        let content = try #require(reply["content"] as? [String: Any])
        let data = try JSONSerialization.data(withJSONObject: content)
        let trace = try JSONDecoder().decode(GestureTrace.self, from: data)
        #expect(trace.container == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(trace.samples.count == 14)
        let playground = try #require(content["playground"] as? [String: Any])
        let replay = try #require(playground["replay"] as? [String: Any])
        #expect(replay["interaction"] as? String == "flick-dismiss")
        // Foundation's JSONSerialization rounds some doubles on Linux; JSONDecoder reads them exactly.
        struct Frame: Decodable { let t: Double, state: String, x: Double, y: Double, angle: Double }
        struct Recorded: Decodable { let playground: Playground }
        struct Playground: Decodable { let frames: [Frame] }
        struct Reply: Decodable { let content: Recorded }
        let frames = try JSONDecoder().decode(Reply.self, from: Data(text.utf8)).content.playground.frames

        // `bench replay flick-dismiss`'s loop: a frame every 1/120 s in time since the first event, the
        // samples up to each frame handled before it, until dismissed or back at rest.
        var flick = try FlickDismissBehavior(container: try #require(trace.container))
        let expected = referenceReplay(&flick, trace: trace) { flick, layer, time in
            (time, flick.state.rawValue, layer.position.x, layer.position.y, layer.transform.rotation)
        }
        #expect(expected.last?.1 == "dismissed")
        try #require(frames.count >= expected.count)
        for (frame, reference) in zip(frames, expected) {
            #expect(frame.t == reference.0)
            #expect(frame.state == reference.1)
            #expect(frame.x == reference.2 && frame.y == reference.3)
            #expect(frame.angle == reference.4)
        }
    }

    @Test func everyDemoStartsAtRestAndDrawsFiniteLayers() throws {
        for type in PlaygroundDemos.all {
            for (width, height) in [(390.0, 700.0), (1200, 800), (60, 60)] {
                var session = try PlaygroundSession(interaction: type.name, width: width, height: height)
                let frame = try object(try #require(session.receive(#"{"type":"frame","t":0}"#).first))
                #expect(frame["settled"] as? Bool == true, "\(type.name)")
                let layers = try #require(frame["layers"] as? [[String: Any]])
                #expect(!layers.isEmpty, "\(type.name)")
                for layer in layers { for key in ["x", "y", "w", "h", "angle", "alpha", "cornerRadius"] { #expect(layer[key] is Double, "\(type.name) \(key)") } }
            }
        }
    }

    @Test func thePageLoadsNothingFromElsewhere() {
        let page = PlaygroundPage.html
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(!page.contains("http://") && !page.contains("https://") && !page.contains(" src="))
        #expect(page.contains("getCoalescedEvents") && page.contains("\"/session\""))
    }
}
