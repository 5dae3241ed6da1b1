import Foundation
import Gestures
import Host
import Testing
@testable import bench

/// `bench replay INTERACTION TRACE --deliver-late MAX_MS,SEED` for every interaction on every shipped
/// trace: the events reach the host layer's live loop late, and the replay ends as the on-time one and
/// equals it frame for frame from the frame the last event was delivered before.
@Suite struct LateDeliveryReplayTests {
    /// The frames of `bench replay` on `shipped` with `extra` words.
    func frames(_ shipped: ShippedTraceTests.Shipped, _ extra: [String], path: String? = nil) throws -> [ReplayedFrame] {
        let path = path ?? ShippedTraceTests.root.appendingPathComponent(shipped.path).path
        return try ReplayedFrame.replay([shipped.interaction, path] + shipped.arguments + extra)
    }

    @Test(arguments: ShippedTraceTests.all)
    func lateEndsAsOnTimeAndEqualsItFromTheLastDelivery(shipped: ShippedTraceTests.Shipped) throws {
        // The slowest display rate (the fewest frames to hide a late input in) with the longest delay, and a
        // fast, jittery one with a shorter delay and another seed: each clock and each delay once (the host
        // layer's LateDeliveryTests cross four clocks with both delays on every interaction's seeded
        // gestures; here it is the bench's wiring on the shipped traces). Rate independence itself is every
        // replay suite's own test.
        for (clock, late) in [(["--fps=60"], (400, UInt64(1))), (["--fps=144", "--jitter=5"], (120, UInt64(9)))] {
            let onTime = try frames(shipped, clock)
            let origin = try #require(shipped.trace.samples.first).time
            for (milliseconds, seed) in [late] {
                let late = try frames(shipped, clock + ["--deliver-late", "\(milliseconds),\(seed)"])
                let delivery = try LateDelivery(maximumDelay: Double(milliseconds) / 1000, seed: seed)
                let lastArrival = delivery.deliveryTimes(of: shipped.trace.samples.map { $0.time - origin }).max() ?? 0
                expectLateEqualsOnTime(late, onTime, lastArrival: lastArrival, "\(shipped) \(clock) late \(milliseconds),\(seed)")
            }
        }
    }

    /// The late run's last frame is the on-time run's, and every frame from the last delivery on is the
    /// on-time frame at that instant (past the on-time run's end, its resting one). Every event of the
    /// on-time run is reported once by the late run, at its own time (a late input's catch-up reports
    /// what happened before it on the frame that delivers it); the late run reports nothing else except
    /// what it played before the last delivery (a motion a late touch stopped in the past).
    func expectLateEqualsOnTime(_ late: [ReplayedFrame], _ onTime: [ReplayedFrame], lastArrival: Double, _ name: String) {
        var unmatched = late.events
        for event in onTime.events {
            if let found = unmatched.firstIndex(where: { $0.matches(event) }) {
                unmatched.remove(at: found)
            } else {
                Issue.record("\(name): the on-time event \(event) is not reported by the late run")
            }
        }
        for extra in unmatched where extra.t >= lastArrival {
            Issue.record("\(name): the late run reports \(extra), which the on-time run does not, after the last delivery")
        }
        #expect(late.last?.place == onTime.last?.place, "\(name): the last frame")
        var compared = 0
        for (index, frame) in late.enumerated() where frame.t >= lastArrival {
            let expected = index < onTime.count ? onTime[index] : onTime[onTime.count - 1]
            if index < onTime.count { #expect(frame.t == expected.t, "\(name): frame \(index)") }
            #expect(frame.place == expected.place, "\(name): frame \(index) at \(frame.t)")
            compared += 1
            if frame.place != expected.place { break }
        }
        #expect(compared > 0, "\(name)")
    }

    /// A frame's place is its members but `t` and `events`, as printed: strings keep their blanks, commas
    /// and brackets; nested values stay whole; another value is another place.
    @Test func aFramesPlaceIsItsPrintedMembersButTimeAndEvents() {
        let text = #"[{"t": 0, "state": "a b", "x": 1, "events": [{"t": 0, "type": "x"}]}, {"t": 0.5, "x": [1, {"y": "a, }\""}], "state": "b"}, {"t": 1, "x": 2}]"#
        #expect(ReplayedFrame.places(ofFramesIn: text) == [#""state":"a b","x":1"#, #""x":[1,{"y":"a, }\""}],"state":"b""#, #""x":2"#])
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
        // The slowest display rate (the fewest frames to hide a late input in) and a fast, jittery one;
        // rate independence itself is every replay suite's own test.
        for clock in [["--fps=60"], ["--fps=144", "--jitter=5"]] {
            let onTime = try frames(shipped, clock, path: url.path)
            for (milliseconds, seed) in [(400, UInt64(1)), (120, UInt64(9))] {
                let late = try frames(shipped, clock + ["--deliver-late", "\(milliseconds),\(seed)"], path: url.path)
                let lastArrival = try LateDelivery(maximumDelay: Double(milliseconds) / 1000, seed: seed).deliveryTimes(of: times).max() ?? 0
                #expect(late.last?.place.contains("\"state\":\"idle\"") == true, "\(late.last?.place ?? "")")
                expectLateEqualsOnTime(late, onTime, lastArrival: lastArrival, "\(momentum) \(clock) late \(milliseconds),\(seed)")
            }
        }
    }
}
