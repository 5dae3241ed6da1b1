import Foundation
import Gestures
import Host
import Testing
@testable import bench

/// `bench replay INTERACTION TRACE --deliver-late MAX_MS,SEED` for every interaction on every shipped
/// trace: the events reach the host layer's live loop late, and the replay ends as the on-time one and
/// equals it frame for frame from the frame the last event was delivered before.
@Suite struct LateDeliveryReplayTests {
    /// The frames of `bench replay` on `shipped` with `extra` words, each frame's JSON text without `t` and
    /// without `events` (the state and the place), and its events (`type`, `t`, `index`, `speed`, `edge`).
    func frames(_ shipped: ShippedTraceTests.Shipped, _ extra: [String], path: String? = nil) throws -> [Frame] {
        let path = path ?? ShippedTraceTests.root.appendingPathComponent(shipped.path).path
        let result = try InProcessBench.run(["replay", shipped.interaction, path] + shipped.arguments + extra)
        #expect(result.status == 0, "\(shipped) \(extra): \(result.standardError)")
        let frames = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        return try frames.map { frame in
            var fields = frame
            let t = try #require(fields.removeValue(forKey: "t") as? Double)
            let events = (fields.removeValue(forKey: "events") as? [[String: Any]] ?? []).map { event in
                Event(type: event["type"] as? String ?? "", t: event["t"] as? Double ?? .nan, index: event["index"] as? Int,
                      speed: event["speed"] as? Double, edge: event["edge"] as? String)
            }
            let text = String(decoding: try JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]), as: UTF8.self)
            return Frame(t: t, fields: text, events: events)
        }
    }

    @Test(arguments: ShippedTraceTests.all)
    func lateEndsAsOnTimeAndEqualsItFromTheLastDelivery(shipped: ShippedTraceTests.Shipped) throws {
        for clock in [["--fps=120"], ["--fps=60"], ["--fps=144", "--jitter=5"]] {
            let onTime = try frames(shipped, clock)
            let origin = try #require(shipped.trace.samples.first).time
            for (milliseconds, seed) in [(400, UInt64(1)), (120, UInt64(9))] {
                let late = try frames(shipped, clock + ["--deliver-late", "\(milliseconds),\(seed)"])
                let delivery = try LateDelivery(maximumDelay: Double(milliseconds) / 1000, seed: seed)
                let lastArrival = delivery.deliveryTimes(of: shipped.trace.samples.map { $0.time - origin }).max() ?? 0
                expectLateEqualsOnTime(late, onTime, lastArrival: lastArrival, "\(shipped) \(clock) late \(milliseconds),\(seed)")
            }
        }
    }

    struct Frame {
        let t: Double
        let fields: String
        let events: [Event]
    }

    struct Event: CustomStringConvertible {
        let type: String, t: Double, index: Int?, speed: Double?, edge: String?
        func matches(_ other: Event) -> Bool {
            type == other.type && abs(t - other.t) <= 1e-9 && index == other.index && edge == other.edge
                && (speed == nil) == (other.speed == nil) && abs((speed ?? 0) - (other.speed ?? 0)) <= 1e-9 * max(1, abs(speed ?? 0))
        }
        var description: String { "\(type)@\(t)" + (index.map { "#\($0)" } ?? "") }
    }

    /// The late run's last frame is the on-time run's, and every frame from the last delivery on is the
    /// on-time frame at that instant (past the on-time run's end, its resting one). Every event of the
    /// on-time run is reported once by the late run, at its own time (a late input's catch-up reports
    /// what happened before it on the frame that delivers it); the late run reports nothing else except
    /// what it played before the last delivery (a motion a late touch stopped in the past).
    func expectLateEqualsOnTime(_ late: [Frame], _ onTime: [Frame], lastArrival: Double, _ name: String) {
        var unmatched = late.flatMap(\.events)
        for event in onTime.flatMap(\.events) {
            if let found = unmatched.firstIndex(where: { $0.matches(event) }) {
                unmatched.remove(at: found)
            } else {
                Issue.record("\(name): the on-time event \(event) is not reported by the late run")
            }
        }
        for extra in unmatched where extra.t >= lastArrival {
            Issue.record("\(name): the late run reports \(extra), which the on-time run does not, after the last delivery")
        }
        #expect(late.last?.fields == onTime.last?.fields, "\(name): the last frame")
        var compared = 0
        for (index, frame) in late.enumerated() where frame.t >= lastArrival {
            let expected = index < onTime.count ? onTime[index] : onTime[onTime.count - 1]
            if index < onTime.count { #expect(frame.t == expected.t, "\(name): frame \(index)") }
            #expect(frame.fields == expected.fields, "\(name): frame \(index) at \(frame.t)")
            compared += 1
            if frame.fields != expected.fields { break }
        }
        #expect(compared > 0, "\(name)")
    }

    @Test(arguments: [["--deliver-late", "-1"], ["--deliver-late", "10001"], ["--deliver-late", "40,x"], ["--deliver-late", "1,2,3"],
                      ["--deliver-late", "nan"], ["--deliver-late="]])
    func aBadDelayExitsTwoNamingTheFlag(words: [String]) throws {
        let path = ShippedTraceTests.root.appendingPathComponent("Tools/bench/Traces/tossable/toss-lower-right.json").path
        let result = try InProcessBench.run(["replay", "tossable", path] + words)
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasSuffix("\n") && result.standardError.split(separator: "\n").count == 1)
        #expect(result.standardError.contains("--deliver-late"), "\(result.standardError)")
    }

    /// `bench replay scroll TRACE --deliver-late MAX_MS,SEED` on a trace of wheel events (two notches, a
    /// trackpad swipe and its OS momentum; `WheelReplayTests.trace`): the wheel events reach the live loop
    /// late and are applied at their own timestamps, so the replay ends as the on-time one and equals it
    /// frame for frame from the frame the last event was delivered before.
    @Test(arguments: [["--wheel-momentum=os"], ["--wheel-momentum=own"]])
    func aWheelTraceDeliveredLateEndsAsOnTime(momentum: [String]) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wheel-late-\(UUID().uuidString).json")
        try WheelReplayTests.trace.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let trace = try decodeTrace(Data(WheelReplayTests.trace.utf8), source: "wheel")
        let times = trace.wheelSamples.map { $0.time - trace.wheelSamples[0].time }
        let shipped = ShippedTraceTests.Shipped(interaction: "scroll", trace: trace, arguments: ["--content=2000"] + momentum)
        for clock in [["--fps=120"], ["--fps=60"], ["--fps=144", "--jitter=5"]] {
            let onTime = try frames(shipped, clock, path: url.path)
            for (milliseconds, seed) in [(400, UInt64(1)), (120, UInt64(9))] {
                let late = try frames(shipped, clock + ["--deliver-late", "\(milliseconds),\(seed)"], path: url.path)
                let lastArrival = try LateDelivery(maximumDelay: Double(milliseconds) / 1000, seed: seed).deliveryTimes(of: times).max() ?? 0
                #expect(late.last?.fields.contains("\"state\":\"idle\"") == true, "\(late.last?.fields ?? "")")
                expectLateEqualsOnTime(late, onTime, lastArrival: lastArrival, "\(momentum) \(clock) late \(milliseconds),\(seed)")
            }
        }
    }
}
