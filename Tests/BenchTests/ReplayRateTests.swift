import Foundation
import Gestures
import Testing
import _MotionTestSupport
@testable import bench

/// `bench replay`'s clock: --fps, --jitter and --seconds after the last event, through the command itself.
@Suite struct ReplayRateTests {
    /// A flick released between frames (t = 0.035 s), the case where a toss used to freeze for a frame.
    static func flick() throws -> String {
        let events = [(0.0, "began", 180.0, 500.0), (0.012, "moved", 182.0, 470.0), (0.024, "moved", 185.0, 430.0),
                      (0.035, "ended", 188.0, 385.0)]
        let lines = events.map { "{\"t\": \($0.0), \"pointer\": 0, \"phase\": \"\($0.1)\", \"x\": \($0.2), \"y\": \($0.3)}" }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("replay-rate-\(UUID().uuidString).json")
        try "{\"events\": [\(lines.joined(separator: ", "))]}".write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    static func frames(_ arguments: [String]) throws -> [[String: Any]] {
        let result = try InProcessBench.run(["replay"] + arguments)
        #expect(result.status == 0, "\(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    }

    @Test(arguments: ["tossable", "scroll"])
    func theSameTraceGivesTheSameMotionAt60And120HzAtSharedInstants(interaction: String) throws {
        let path = try Self.flick()
        let extra = interaction == "scroll" ? ["--content", "3000", "--viewport", "667"] : ["--to", "300,120"]
        let at60 = try Self.frames([interaction, path, "--fps", "60"] + extra)
        let at120 = try Self.frames([interaction, path, "--fps", "120"] + extra)
        let key = interaction == "scroll" ? "offset" : "y"
        var compared = 0
        for frame in at60 {
            let t = frame["t"] as! Double
            guard let other = at120.first(where: { $0["t"] as! Double == t }) else { continue }
            #expect(abs((frame[key] as! Double) - (other[key] as! Double)) <= 1e-9, "t = \(t)")
            compared += 1
        }
        #expect(compared > 10)
        // The first frame after the release (t = 1/30 s at 60 Hz is before it; 0.05 s is after) has moved on.
        let first = try #require(at60.first { ($0["t"] as! Double) > 0.035 })
        let before = try #require(at60.first { ($0["t"] as! Double) == 1.0 / 30 })
        #expect(first[key] as! Double != before[key] as! Double)
    }

    @Test func aJitteredDisplayEndsInTheSamePlace() throws {
        let path = try Self.flick()
        let steady = try Self.frames(["tossable", path, "--to", "300,120"])
        let jittered = try Self.frames(["tossable", path, "--to", "300,120", "--jitter", "42"])
        #expect(jittered.last?["state"] as? String == "idle" && steady.last?["state"] as? String == "idle")
        #expect(jittered.last?["x"] as? Double == 300 && jittered.last?["y"] as? Double == 120)
        let times = jittered.map { $0["t"] as! Double }
        #expect(times != steady.map { $0["t"] as! Double } && times == times.sorted())
    }

    @Test(arguments: [["--fps", "5e-324"], ["--fps", "0"], ["--fps", "10001"], ["--fps", "nan"], ["--jitter", "-1"],
                      ["--jitter", "x"], ["--seconds", "0"]])
    func aBadClockExitsTwoNamingTheFlag(arguments: [String]) throws {
        let result = try InProcessBench.run(["replay", "tossable", try Self.flick()] + arguments)
        #expect(result.status == 2 && result.standardOutput.isEmpty)
        #expect(result.standardError.contains(arguments[0]), "\(result.standardError)")
    }

    @Test func aLongRecordingReplaysWholeAndSecondsCountAfterItsLastEvent() throws {
        // A 72-second recording: the finger rests, then flicks at the end.
        let events = [(0.0, "began", 180.0, 500.0), (71.9, "moved", 180.0, 480.0), (71.95, "moved", 180.0, 440.0),
                      (72.0, "ended", 180.0, 390.0)]
        let lines = events.map { "{\"t\": \($0.0), \"pointer\": 0, \"phase\": \"\($0.1)\", \"x\": \($0.2), \"y\": \($0.3)}" }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("replay-long-\(UUID().uuidString).json")
        try "{\"events\": [\(lines.joined(separator: ", "))]}".write(to: url, atomically: true, encoding: .utf8)
        let frames = try Self.frames(["tossable", url.path, "--to", "300,120", "--seconds", "5", "--fps", "60"])
        #expect(frames.last?["state"] as? String == "idle")
        let end = try #require(frames.last?["t"] as? Double)
        #expect(end > 72 && end < 77)
    }
}

/// Issue 19 item 13, the contract: a trace without its lift replays what it says, the gesture still held.
@Suite struct ReplayWithoutALiftTests {
    @Test func aTransitionWhoseTraceHasNoLiftEndsInteractiveAfterTheSeconds() throws {
        let events = [(0.0, "began", 20.0, 300.0), (0.02, "moved", 60.0, 300.0), (0.04, "moved", 120.0, 300.0)]
        let lines = events.map { "{\"t\": \($0.0), \"pointer\": 0, \"phase\": \"\($0.1)\", \"x\": \($0.2), \"y\": \($0.3)}" }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("replay-nolift-\(UUID().uuidString).json")
        try "{\"events\": [\(lines.joined(separator: ", "))]}".write(to: url, atomically: true, encoding: .utf8)
        let frames = try ReplayRateTests.frames(["transition", url.path, "--seconds", "0.5"])
        #expect(frames.last?["state"] as? String == "interactive")
        let end = try #require(frames.last?["t"] as? Double)
        #expect(end <= 0.04 + 0.5 && end > 0.04 + 0.5 - 1.0 / 120)
    }
}
