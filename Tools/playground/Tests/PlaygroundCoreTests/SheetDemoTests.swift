import Foundation
import Geometry
import Gestures
import Sheet
import Testing
@testable import PlaygroundCore
@testable import Demos

/// The sheet demo through a session: a push up that fills the stage and scrolls the list, and a
/// recording whose frames are what `bench replay sheet` computes.
@Suite struct SheetDemoTests {
    /// The pop and header tests' session helpers: strokes, frames and readings.
    let helpers = PopAndHeaderDemoTests()

    /// A finger from `from` to `to` (y) at x = 195 in `moves` moves, lifted, and the frames until rest.
    func push(_ session: inout PlaygroundSession, from: Double, to: Double, moves: Int, at t0: Double) throws -> [[String: Any]] {
        try helpers.stroke(&session, helpers.line(from: Point(x: 195, y: from), to: Point(x: 195, y: to), moves: moves), at: t0)
    }

    @Test func aPushUpFillsTheStageThenScrollsTheList() throws {
        var session = try PlaygroundSession(interaction: "sheet", width: 390, height: 700)
        let frames = try push(&session, from: 650, to: 80, moves: 40, at: 5)
        let last = try #require(frames.last)
        // From 30 % (210 points) the sheet took 490 points to fill the stage; the list the other 80, and
        // it coasted on after the release.
        #expect(helpers.reading(last, "height") == 700 && helpers.reading(last, "detent") == 2)
        let offset = try #require(helpers.reading(last, "offset"))
        #expect(offset > 80)
        #expect(helpers.reading(last, "dimming") == 1)
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
        let trace = try JSONDecoder().decode(GestureTrace.self, from: JSONSerialization.data(withJSONObject: try helpers.object(text)["content"] as Any))
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
