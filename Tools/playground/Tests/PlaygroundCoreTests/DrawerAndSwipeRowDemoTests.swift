import Anchored
import Foundation
import Geometry
import Gestures
import SwipeActions
import Testing
@testable import PlaygroundCore
@testable import Demos

/// The drawer and the swiped row through a session: they rest exactly on an anchor, and a recording holds
/// the frames `bench replay anchored` and `bench replay swipe-row` compute. The stroke and message helpers
/// are the pop and header tests' own.
@Suite struct DrawerAndSwipeRowDemoTests {
    let session = PopAndHeaderDemoTests()

    @Test func aFlickOpensTheDrawerToThePeekAndAFarDragOpensItFully() throws {
        var demo = try PlaygroundSession(interaction: "drawer", width: 400, height: 700)
        var frames = try session.stroke(&demo, session.line(from: Point(x: 20, y: 300), to: Point(x: 60, y: 300), moves: 5), at: 1)
        var last = try #require(frames.last)
        #expect(last["state"] as? String == "idle" && session.reading(last, "offset") == 80)
        frames = try session.stroke(&demo, session.line(from: Point(x: 60, y: 300), to: Point(x: 300, y: 300), moves: 30),
                                    hold: 0.2, at: 5)
        last = try #require(frames.last)
        #expect(session.reading(last, "offset") == 300 && session.reading(last, "target") == 2)
    }

    @Test func aFullSwipeCommitsAndTheRowSlidesOutByItsWidth() throws {
        var demo = try PlaygroundSession(interaction: "swipe-row", width: 390, height: 700)
        let frames = try session.stroke(&demo, session.line(from: Point(x: 370, y: 350), to: Point(x: 60, y: 350), moves: 40),
                                        hold: 0.1, at: 2)
        let last = try #require(frames.last)
        #expect(last["state"] as? String == "committed(trailing, action: 0)" && session.reading(last, "offset") == -390)
    }

    @Test func recordingsHoldTheFramesBenchReplayComputes() throws {
        struct Spec: Decodable { let interaction: String, arguments: [String] }
        struct Playground: Decodable { let frames: [[String: JSONValue]], replay: Spec }
        struct Content: Decodable { let playground: Playground }
        struct Reply: Decodable { let content: Content }
        for (name, points) in [("drawer", session.line(from: Point(x: 30, y: 300), to: Point(x: 170, y: 310), moves: 12)),
                               ("swipe-row", session.line(from: Point(x: 300, y: 300), to: Point(x: 200, y: 300), moves: 12))] {
            var demo = try PlaygroundSession(interaction: name, width: 375, height: 667)
            _ = try demo.receive(.record(on: true))
            _ = try session.stroke(&demo, points, at: 20)
            let text = try #require(demo.receive(#"{"type":"record","on":false}"#).first)
            let playground = try JSONDecoder().decode(Reply.self, from: Data(text.utf8)).content.playground
            let trace = try JSONDecoder().decode(GestureTrace.self,
                                                 from: JSONSerialization.data(withJSONObject: try session.object(text)["content"] as Any))
            var expected: [[String: JSONValue]]
            if name == "drawer" {
                #expect(playground.replay.interaction == "anchored" && playground.replay.arguments == ["--anchors=0,80,281.0"])
                var drag = try AnchoredDraggable(anchors: DraggableAnchors(keys: [0, 1, 2], positions: [0, 80, 281]), initialValue: 0)
                expected = referenceReplay(&drag, trace: trace) { drag, offset, time in
                    ["t": .number(time), "state": .string(drag.state.rawValue), "offset": .number(offset),
                     "target": .number(Double(drag.targetValue))]
                }
            } else {
                #expect(playground.replay.interaction == "swipe-row"
                        && playground.replay.arguments == ["--actions=2", "--action-width=74.0", "--full-swipe", "--width=375.0"])
                let actions = try SwipeActionsConfiguration(count: 2)
                var row = try SwipeRow(width: 375, leading: actions, trailing: actions)
                expected = referenceReplay(&row, trace: trace) { row, offset, time in
                    ["t": .number(time), "state": .string(row.state.description), "offset": .number(offset)]
                }
            }
            try #require(playground.frames.count >= expected.count && expected.count > 10)
            for (frame, reference) in zip(playground.frames, expected) {
                #expect(frame == reference, "\(name)")
            }
        }
    }
}

/// A frame field as decoded: a number or a string.
enum JSONValue: Decodable, Equatable {
    case number(Double)
    case string(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }
}
