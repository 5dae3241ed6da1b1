import Foundation
import Geometry
import Testing
@testable import PlaygroundCore

/// A busy page: pointer events that reach the session after frames past their timestamps were shown are
/// applied at their own timestamps (the host layer's live loop), so a throw lands where it points and a
/// flick dismisses, as when every event arrives on time.
@Suite struct LateHostTests: DemoSessionMessages {
    /// A throw of the picture-in-picture down and left: its events, 8 ms apart from `t0`.
    func throwEvents(from start: Point, at t0: Double) -> [(String, Double)] {
        var events: [(String, Double)] = [(pointer(1, "began", start, t0), t0)]
        for index in 1...12 {
            let t = t0 + Double(index) * 0.008
            events.append((pointer(1, "moved", Point(x: start.x - 14 * Double(index), y: start.y + 30 * Double(index)), t), t))
        }
        let t = t0 + 13 * 0.008
        events.append((pointer(1, "ended", Point(x: start.x - 168, y: start.y + 360), t), t))
        return events
    }

    /// Runs the page's frames every 1/120 s from `t0` for 3 s, delivering each event once the page's time
    /// is `delay(index)` past its timestamp; returns every frame's first layer and state.
    func run(_ demo: String, delay: (Int) -> Double) throws -> [String] {
        var session = try PlaygroundSession(interaction: demo)
        let opened = try object(try #require(session.receive(#"{"type":"frame","t":0.5}"#).first))
        let layer = try #require((opened["layers"] as? [[String: Any]])?.first)
        let start = Point(x: layer["x"] as! Double, y: layer["y"] as! Double)
        let events = throwEvents(from: start, at: 1)
        var next = 0
        var frames: [String] = []
        var time = 1.0
        while time < 4 {
            while next < events.count, events[next].1 + delay(next) <= time {
                #expect(session.receive(events[next].0).isEmpty)
                next += 1
            }
            let frame = try object(try #require(session.receive(#"{"type":"frame","t":\#(time)}"#).first))
            let shown = try #require((frame["layers"] as? [[String: Any]])?.first)
            frames.append("\(frame["state"] ?? "") \(shown["x"] ?? "") \(shown["y"] ?? "")")
            time += 1.0 / 120
        }
        return frames
    }

    @Test(arguments: ["pip", "flick"])
    func aThrowDeliveredLateEndsAsOnTime(demo: String) throws {
        let onTime = try run(demo) { _ in 0 }
        // The touch arrives on time; then the main thread is busy for 300 ms: every other event of the
        // throw arrives at once, after the frame of the release was shown.
        let late = try run(demo) { index in index == 0 ? 0 : 0.3 - Double(index) * 0.008 }
        #expect(late.last == onTime.last)
        // From the frame that received the last event on, every frame is the on-time one.
        let lastDelivery = 1 + 13 * 0.008 + 0.3 - 13 * 0.008
        let from = Int(((lastDelivery - 1) * 120).rounded(.up)) + 1
        #expect(Array(late[from...]) == Array(onTime[from...]))
        #expect(late[20] != onTime[20])   // and before it, the page was behind
    }
}
