import Foundation
import Geometry
import Gestures
import Scroll
import Testing
@testable import PlaygroundCore
@testable import Demos

/// Wheel and trackpad input through a session: the page's DOM fields in, the header demo scrolled,
/// recordings holding the wheel events and the frames `bench replay scroll` computes for them.
@Suite struct WheelDemoTests: DemoSessionMessages {
    func wheel(_ deltaY: Double, at timeStamp: Double, mode: Int = 0, momentum: Bool? = nil) -> String {
        let flag = momentum.map { #","momentum":\#($0)"# } ?? ""
        return #"{"type":"wheel","deltaX":0,"deltaY":\#(deltaY),"deltaMode":\#(mode),"ctrlKey":false\#(flag),"x":180,"y":300,"timeStamp":\#(timeStamp)}"#
    }

    /// Frames every 1/60 s from `t` until the demo settles; the last one.
    func settle(_ session: inout PlaygroundSession, from t: Double) throws -> [String: Any] {
        var time = t, last: [String: Any] = [:]
        for _ in 0..<600 {
            time += 1.0 / 60
            last = try object(try #require(session.receive(#"{"type":"frame","t":\#(time)}"#).first))
            if last["settled"] as? Bool == true { break }
        }
        return last
    }

    @Test func twoNotchesLandExactlyOnTheirAccumulatedTarget() throws {
        var session = try PlaygroundSession(interaction: "header", width: 375, height: 667)
        #expect(session.receive(wheel(100, at: 1_000)).isEmpty)
        #expect(session.receive(wheel(100, at: 1_050)).isEmpty)
        let moving = try object(try #require(session.receive(#"{"type":"frame","t":1.06}"#).first))
        #expect(moving["state"] as? String == "decelerating")
        let last = try settle(&session, from: 1.06)
        #expect(last["state"] as? String == "idle" && reading(last, "offset") == 200)
        // A line (40 points) back up, then a page: 0.875 of the viewport down.
        #expect(session.receive(wheel(-1, at: 3_000, mode: 1)).isEmpty)
        let back = try settle(&session, from: 3)
        #expect(reading(back, "offset") == 160, "\(back)")
        #expect(session.receive(wheel(1, at: 5_000, mode: 2)).isEmpty)
        #expect(reading(try settle(&session, from: 5), "offset") == 160 + 0.875 * 667)
    }

    @Test func momentumFlaggedEventsAreOSMomentumWhichTheHeaderLeavesToItsOwnFling() throws {
        var session = try PlaygroundSession(interaction: "header", width: 375, height: 667)
        for index in 0..<5 { #expect(session.receive(wheel(30, at: 1_000 + 16 * Double(index), momentum: true)).isEmpty) }
        let last = try settle(&session, from: 1.1)
        #expect(last["state"] as? String == "idle" && reading(last, "offset") == 0)
        // The flag false is a notch.
        #expect(session.receive(wheel(50, at: 2_000, momentum: false)).isEmpty)
        #expect(reading(try settle(&session, from: 2), "offset") == 50)
    }

    @Test func badWheelMessagesAreRefusedByName() throws {
        var session = try PlaygroundSession(interaction: "header", width: 375, height: 667)
        let refusals = [
            (wheel(100, at: 1_000, mode: 3), #"wheel: "deltaMode" must be 0, 1 or 2"#),
            (#"{"type":"wheel","deltaX":0,"deltaY":1,"deltaMode":0,"ctrlKey":false,"momentum":"yes","x":1,"y":1,"timeStamp":1}"#,
             #"wheel: "momentum" must be true, false or absent"#),
            (#"{"type":"wheel","deltaX":0,"deltaY":1,"deltaMode":0,"ctrlKey":1,"x":1,"y":1,"timeStamp":1}"#,
             #"wheel: "ctrlKey" must be true or false"#),
            (#"{"type":"wheel","deltaX":0,"deltaY":1,"deltaMode":0,"ctrlKey":false,"x":1,"y":1}"#, #"wheel: "timeStamp" must be a number"#),
        ]
        for (message, reason) in refusals {
            let reply = try object(try #require(session.receive(message).first))
            #expect(reply["message"] as? String == reason)
        }
        // An event more than 0.1 s before the previous one, of either kind, is refused; up to 0.1 s it is taken then.
        #expect(session.receive(pointer(1, "began", Point(x: 100, y: 300), 5)).isEmpty)
        let early = try object(try #require(session.receive(wheel(10, at: 4_800)).first))
        #expect((early["message"] as? String)?.hasPrefix("wheel: its time 4.8 is more than 0.1 s before the previous event's") == true)
        #expect(session.receive(wheel(10, at: 4_950)).isEmpty)
    }

    /// The page's path (Tools/web's `motion_wheel`): a wheel event straight to the loop, which refuses what
    /// no trace can hold and changes nothing.
    @Test func theLoopRefusesANonFiniteWheelEventByName() throws {
        let stage = Rect(x: 0, y: 0, width: 375, height: 667)
        var loop = DemoLoop(try StretchyHeaderDemo(stage: stage), stage: stage)
        for bad in [WheelSample(delta: Vector(dx: 0, dy: .nan), time: 1), WheelSample(delta: Vector(dx: 0, dy: -100), time: .infinity)] {
            #expect(throws: RefusedInput("wheel: the time and the deltas must be finite")) { _ = try loop.accept(bad) }
        }
        #expect(loop.waitingInputs == 0 && loop.isSettled)
        // A location that is not finite counts as none.
        let taken = try loop.accept(WheelSample(delta: Vector(dx: 0, dy: -100), location: Point(x: .nan, y: 0), time: 1))
        #expect(taken.location == nil && loop.waitingInputs == 1)
    }

    @Test func aRecordingHoldsTheWheelEventsAndTheFramesBenchReplayScrollComputes() throws {
        var session = try PlaygroundSession(interaction: "header", width: 375, height: 667)
        _ = try session.receive(.record(on: true))
        for (index, deltaY) in [100.0, 100, 240, -60].enumerated() {
            #expect(session.receive(wheel(deltaY, at: 20_000 + 70 * Double(index))).isEmpty)
            _ = session.receive(#"{"type":"frame","t":\#(20 + 0.07 * Double(index) + 0.03)}"#)
        }
        _ = try settle(&session, from: 20.3)
        let text = try #require(session.receive(#"{"type":"record","on":false}"#).first)
        let content = try object(text)["content"] as Any
        let trace = try JSONDecoder().decode(GestureTrace.self, from: JSONSerialization.data(withJSONObject: content))
        #expect(trace.samples.isEmpty && trace.wheelSamples.map(\.delta.dy) == [-100, -100, -240, 60])
        #expect(trace.wheelSamples.map(\.time) == [20, 20.07, 20.14, 20.21])
        struct Frame: Decodable { let t: Double, state: String, offset: Double }
        struct Playground: Decodable { let frames: [Frame] }
        struct Content: Decodable { let playground: Playground }
        struct Reply: Decodable { let content: Content }
        let frames = try JSONDecoder().decode(Reply.self, from: Data(text.utf8)).content.playground.frames
        // `bench replay scroll --content=L --header=H --header-rate=0.5` with wheel events: a
        // `WheelScrollBehavior` (the trackpad's fling its own) over the header's list.
        let demo = try StretchyHeaderDemo(stage: Rect(x: 0, y: 0, width: 375, height: 667))
        var view = WheelScrollBehavior(try ScrollBehavior(contentSize: Size(width: 375, height: demo.contentLength),
                                                          viewportSize: Size(width: 375, height: 667),
                                                          axes: .vertical, physics: .uikit, isPagingEnabled: false))
        let expected = referenceReplay(&view, trace: trace) { _, frame, time in (time, frame.state.rawValue, frame.contentOffset.y) }
        #expect(expected.last?.2 == 380 && expected.last?.1 == "idle")
        try #require(frames.count >= expected.count)
        for (frame, reference) in zip(frames, expected) {
            #expect(frame.t == reference.0 && frame.state == reference.1 && frame.offset == reference.2)
        }
    }
}
