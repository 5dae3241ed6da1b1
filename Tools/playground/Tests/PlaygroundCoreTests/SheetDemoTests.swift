import Foundation
import Geometry
import Gestures
import Sheet
import Testing
@testable import PlaygroundCore

/// The sheet demo through a session: a push up that fills the stage and scrolls the list, and a
/// recording whose frames are what `bench replay sheet` computes.
@Suite struct SheetDemoTests {
    func object(_ reply: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any])
    }

    func pointer(_ phase: String, _ y: Double, _ t: Double) -> String {
        #"{"type":"pointer","id":1,"phase":"\#(phase)","x":195,"y":\#(y),"t":\#(t)}"#
    }

    /// A finger from `from` to `to` (y), one move per 8 ms and a frame every other move, lifted, then
    /// frames every 1/60 s until the demo settles. Returns the frame messages.
    func push(_ session: inout PlaygroundSession, from: Double, to: Double, moves: Int, at t0: Double) throws -> [[String: Any]] {
        var replies: [[String: Any]] = []
        _ = session.receive(pointer("began", from, t0))
        var t = t0
        for index in 1...moves {
            t = t0 + Double(index) * 0.008
            _ = session.receive(pointer("moved", from + (to - from) * Double(index) / Double(moves), t))
            if index % 2 == 0 { replies += try session.receive(#"{"type":"frame","t":\#(t + 0.001)}"#).map(object) }
        }
        t += 0.004
        _ = session.receive(pointer("ended", to, t))
        for _ in 0..<1_200 {
            t += 1.0 / 60
            let frame = try object(try #require(session.receive(#"{"type":"frame","t":\#(t)}"#).first))
            replies.append(frame)
            if frame["settled"] as? Bool == true { break }
        }
        return replies
    }

    func reading(_ frame: [String: Any], _ name: String) -> Double? {
        (frame["readings"] as? [[Any]])?.first { $0.first as? String == name }.flatMap { $0.last as? Double }
    }

    @Test func aPushUpFillsTheStageThenScrollsTheList() throws {
        var session = try PlaygroundSession(interaction: "sheet", width: 390, height: 700)
        let frames = try push(&session, from: 650, to: 80, moves: 40, at: 5)
        let last = try #require(frames.last)
        // From 30 % (210 points) the sheet took 490 points to fill the stage; the list the other 80, and
        // it coasted on after the release.
        #expect(reading(last, "height") == 700 && reading(last, "detent") == 2)
        let offset = try #require(reading(last, "offset"))
        #expect(offset > 80)
        #expect(reading(last, "dimming") == 1)
        #expect(last["state"] as? String == "resting")
    }

    @Test func aSheetRecordingHoldsTheFramesBenchReplaySheetComputes() throws {
        var session = try PlaygroundSession(interaction: "sheet", width: 375, height: 667)
        _ = session.receive(#"{"type":"record","on":true}"#)
        _ = try push(&session, from: 600, to: 300, moves: 12, at: 20)
        let text = try #require(session.receive(#"{"type":"record","on":false}"#).first)
        struct Frame: Decodable { let t: Double, state: String, height: Double, detent: Int?, innerOffset: Double }
        struct Spec: Decodable { let interaction: String, arguments: [String] }
        struct Playground: Decodable { let frames: [Frame], replay: Spec }
        struct Content: Decodable { let playground: Playground }
        struct Reply: Decodable { let content: Content }
        let playground = try JSONDecoder().decode(Reply.self, from: Data(text.utf8)).content.playground
        #expect(playground.replay.interaction == "sheet")
        #expect(playground.replay.arguments.first == "--detents=0.3,0.6,1")
        let contentArgument = try #require(playground.replay.arguments.last)
        let content = try #require(Double(String(contentArgument.dropFirst("--inner-content=".count))))
        let trace = try JSONDecoder().decode(GestureTrace.self, from: JSONSerialization.data(withJSONObject: try object(text)["content"] as Any))
        let container = try #require(trace.container)

        // `bench replay sheet --detents=0.3,0.6,1 --inner-content=L` on the trace's container.
        var sheet = try SheetBehavior(containerSize: container.size, detents: [.fraction(0.3), .fraction(0.6), .fraction(1)],
                                      contentSize: Size(width: container.width, height: content))
        let expected = referenceReplay(&sheet, trace: trace) { _, frame, time in
            Frame(t: time, state: frame.state.rawValue, height: frame.height, detent: frame.detent, innerOffset: frame.innerOffset)
        }
        #expect(expected.last?.state == "resting" && expected.last?.detent == 2)   // flicked up: projected past the top
        try #require(playground.frames.count >= expected.count)
        for (frame, reference) in zip(playground.frames, expected) {
            #expect(frame.t == reference.t && frame.state == reference.state && frame.detent == reference.detent)
            #expect(frame.height == reference.height && frame.innerOffset == reference.innerOffset)
        }
    }
}
