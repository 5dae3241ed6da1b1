import Foundation
import Gestures
import Host
import Testing
@testable import bench

/// `bench replay INTERACTION TRACE --deliver-late MAX_MS,SEED` for every interaction on every shipped
/// trace: the events reach the host layer's live loop late, and the replay ends as the on-time one and
/// equals it frame for frame from the frame the last event was delivered before.
@Suite struct LateDeliveryReplayTests {
    /// The frames of `bench replay` on `shipped` with `extra` words, each frame's JSON text without `t`.
    func frames(_ shipped: ShippedTraceTests.Shipped, _ extra: [String]) throws -> [(t: Double, fields: String)] {
        let path = ShippedTraceTests.root.appendingPathComponent(shipped.path).path
        let result = try InProcessBench.run(["replay", shipped.interaction, path] + shipped.arguments + extra)
        #expect(result.status == 0, "\(shipped) \(extra): \(result.standardError)")
        let frames = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        return try frames.map { frame in
            var fields = frame
            let t = try #require(fields.removeValue(forKey: "t") as? Double)
            // The state and place; a frame's events are what happened since the frame before, which a live
            // loop's re-run of its kept frames does not report (the live loop's to define).
            fields["events"] = nil
            let text = String(decoding: try JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]), as: UTF8.self)
            return (t, text)
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
                let name = "\(shipped) \(clock) late \(milliseconds),\(seed)"
                #expect(late.last?.fields == onTime.last?.fields, "\(name): the last frame")
                var compared = 0
                for (index, frame) in late.enumerated() where frame.t >= lastArrival {
                    // Past the on-time run's end, the on-time frame at that instant is its resting one.
                    let expected = index < onTime.count ? onTime[index] : onTime[onTime.count - 1]
                    if index < onTime.count { #expect(frame.t == expected.t, "\(name): frame \(index)") }
                    #expect(frame.fields == expected.fields, "\(name): frame \(index) at \(frame.t)")
                    compared += 1
                    if frame.fields != expected.fields { break }
                }
                #expect(compared > 0, "\(name)")
            }
        }
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
}
