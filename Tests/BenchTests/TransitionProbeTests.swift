import _MotionTestSupport
import ArgumentParser
import Foundation
import Geometry
import Testing
@testable import bench
@testable import BenchReplay

private func rows(_ arguments: [String]) throws -> [[String: Any]] {
    let probe = try TransitionProbe.parse(arguments)
    let json = try JSONSerialization.jsonObject(with: Data(try probe.output().text.utf8))
    return try #require(json as? [[String: Any]])
}

private func number(_ row: [String: Any], _ key: String) -> Double { (row[key] as? NSNumber)?.doubleValue ?? .nan }

@Suite struct TransitionProbeTests {
    /// D = 0.5, paused at 0.4: finishing takes (1 − 0.4)·0.5 = 0.3 s along ease-in-out over the
    /// remaining segment; halfway through, the symmetric curve is halfway along it.
    @Test func finishFromAPause() throws {
        let output = try rows(["--duration=0.5", "--percent=0.4", "--finish", "--at=0,0.075,0.15,0.3,1"])
        #expect(output.map { $0["state"] as? String } == ["completing", "completing", "completing", "finished", "finished"])
        #expect(number(output[0], "percent") == 0.4 && number(output[0], "value") == 0.4)
        #expect(isClose(number(output[1], "percent"), 0.4 + 0.6 * TimingCurve.easeInOut.value(at: 0.25), absolute: 1e-12))
        #expect(isClose(number(output[2], "percent"), 0.7, absolute: 1e-12))
        #expect(number(output[3], "percent") == 1 && number(output[3], "value") == 1)
        #expect(number(output[4], "t") == 1)
    }

    /// Cancelling at speed 2 takes 0.4·0.5/2 = 0.1 s; the animation's own curve is evaluated at the
    /// local time (ease-in-out at 0.4 is not 0.4).
    @Test func cancelWithSpeedAndCurves() throws {
        let output = try rows(["--duration=0.5", "--curve=easeInOut", "--completion-curve=linear", "--completion-speed=2",
                               "--percent=0.4", "--cancel", "--at=0,0.05,0.0999,0.1"])
        #expect(isClose(number(output[0], "value"), TimingCurve.easeInOut.value(at: 0.4), absolute: 1e-15))
        #expect(isClose(number(output[1], "percent"), 0.2, absolute: 1e-12))
        #expect(output[2]["state"] as? String == "completing")
        #expect(output[3]["state"] as? String == "cancelled" && number(output[3], "percent") == 0 && number(output[3], "value") == 0)
        // A speed <= 0 reads as 1: 0.2 s.
        let unit = try rows(["--duration=0.5", "--completion-speed=0", "--percent=0.4", "--cancel", "--at=0.1,0.2"])
        #expect(unit[0]["state"] as? String == "completing" && unit[1]["state"] as? String == "cancelled")
        // Control points, and a percentage beyond 1 clamped as update(_:) does: already at the end.
        let points = try rows(["--duration=1", "--curve=0.25,0.1,0.25,1", "--percent=1.5", "--finish", "--at=0"])
        #expect(points[0]["state"] as? String == "finished" && number(points[0], "value") == 1)
    }

    @Test(arguments: [
        (["--duration=0.5", "--percent=0.4", "--at=0"], "give exactly one of --finish and --cancel"),
        (["--duration=0.5", "--percent=0.4", "--finish", "--cancel", "--at=0"], "give exactly one of --finish and --cancel"),
        (["--duration=0", "--percent=0.4", "--finish", "--at=0"], "--duration=0 must be positive"),
        (["--duration=0.5", "--percent=nan", "--finish", "--at=0"], "The value 'nan' is invalid for '--percent <percent>': must be finite"),
        (["--duration=0.5", "--percent=0.4", "--finish", "--at=0,-1"], "--at=-1.0 must not be negative"),
        (["--duration=0.5", "--curve=bouncy", "--percent=0.4", "--finish", "--at=0"], "The value 'bouncy' is invalid for '--curve <curve>': must be one of linear, ease, easeIn, easeOut, easeInOut or X1,Y1,X2,Y2"),
        (["--duration=0.5", "--completion-curve=2,0,0,1", "--percent=0.4", "--finish", "--at=0"], "The value '2,0,0,1' is invalid for '--completion-curve <completion-curve>': x1 = 2.0: must be in 0...1"),
    ])
    func rejectsBadInput(arguments: [String], reason: String) throws {
        #expect(InProcessBench.reason(TransitionProbe.self, arguments) { _ = try $0.output() } == reason)
    }

    @Test func theExecutableExitsWithTwoOnBadInput() throws {
        let result = try InProcessBench.run(["transition", "--duration=-1", "--percent=0.4", "--finish", "--at=0"])
        #expect(result.status == 2 && result.standardOutput.isEmpty)
        #expect(result.standardError == "bench: --duration=-1 must be positive\n")
        let ok = try InProcessBench.run(["transition", "--duration=0.5", "--percent=0.4", "--finish", "--at=0.3"])
        #expect(ok.status == 0)
        #expect(ok.standardOutput == #"[{"t": 0.3, "percent": 1, "value": 1, "state": "finished"}]"# + "\n")
    }
}

/// Writes a trace of one finger and returns its path.
private func traceFile(_ events: [(Double, String, Double, Double)], container: String? = nil) throws -> String {
    let lines = events.map { "{\"t\": \($0.0), \"pointer\": 0, \"phase\": \"\($0.1)\", \"x\": \($0.2), \"y\": \($0.3)}" }
    let containerField = container.map { "\"container\": \($0), " } ?? ""
    let text = "{\"name\": \"swipe\", \(containerField)\"events\": [\(lines.joined(separator: ", "))]}"
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("transition-\(UUID().uuidString).json")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
}

/// A finger from `start` moving by `step` every 8 ms `moves` times, then lifted; `hold` seconds
/// still before lifting.
private func swipe(from start: Point, step: Vector, moves: Int, hold: Double = 0) -> [(Double, String, Double, Double)] {
    var events = [(0.0, "began", start.x, start.y)]
    for index in 1...moves {
        events.append((Double(index) * 0.008, "moved", start.x + step.dx * Double(index), start.y + step.dy * Double(index)))
    }
    var last = events[events.count - 1]
    if hold > 0 {
        last.0 += hold
        last.1 = "moved"
        events.append(last)
    }
    events.append((last.0 + 0.008, "ended", last.2, last.3))
    return events
}

private func replay(_ path: String, _ arguments: [String] = []) throws -> [[String: Any]] {
    let result = try InProcessBench.run(["replay", "transition", path] + arguments)
    #expect(result.status == 0, "\(result.standardError)")
    let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    return try #require(json as? [[String: Any]])
}

@Suite struct TransitionReplayTests {
    @Test func aFlickAcrossFinishesExactlyAtOne() throws {
        let events = swipe(from: Point(x: 10, y: 300), step: Vector(dx: 12, dy: 0), moves: 12)
        let output = try replay(try traceFile(events))
        let states = output.map { $0["state"] as? String ?? "" }
        #expect(states.first == "interactive" && states.last == "finished")
        #expect(number(output.last!, "percent") == 1)
        // While interactive the percentage is the translation over the width (375), clamped.
        for frame in output where frame["state"] as? String == "interactive" {
            let t = number(frame, "t")
            let latest = try #require(events.last { $0.0 <= t + 1e-12 })
            #expect(isClose(number(frame, "percent"), min(1, max(0, (latest.2 - 10) / 375)), absolute: 1e-12), "t = \(t)")
        }
        let order = ["interactive": 0, "completing": 1, "finished": 2, "cancelled": 2]
        #expect(zip(states, states.dropFirst()).allSatisfy { order[$0]! <= order[$1]! })
        #expect(isClose(number(output[1], "t") - number(output[0], "t"), 1.0 / 120, absolute: 1e-12))
        #expect(states.filter { $0 == "finished" }.count == 1)
    }

    @Test func aShortSlowDragCancelsExactlyAtZero() throws {
        let output = try replay(try traceFile(swipe(from: Point(x: 10, y: 300), step: Vector(dx: 5, dy: 0), moves: 10, hold: 0.3)))
        #expect(output.last?["state"] as? String == "cancelled")
        #expect(number(output.last!, "percent") == 0)
        #expect(output.contains { $0["state"] as? String == "completing" })
    }

    @Test func theVerticalAxisAndAnExtent() throws {
        let path = try traceFile(swipe(from: Point(x: 100, y: 100), step: Vector(dx: 0, dy: 20), moves: 5, hold: 0.2))
        let output = try replay(path, ["--axis=y", "--extent=200", "--duration=0.25"])
        let interactive = try #require(output.last { $0["state"] as? String == "interactive" })
        #expect(number(interactive, "percent") == 0.5)
        #expect(output.last?["state"] as? String == "cancelled")   // 0.5 held still: not past 0.5
        let longer = try replay(path, ["--axis=y", "--extent=150", "--fps=60"])
        #expect(longer.last?["state"] as? String == "finished")
        let result = try InProcessBench.run(["replay", "transition", path, "--axis=z"])
        #expect(result.status == 2 && result.standardError == "bench: The value 'z' is invalid for '--axis <axis>': must be x or y\n")
        let extent = try InProcessBench.run(["replay", "transition", path, "--extent=0"])
        #expect(extent.status == 2)
    }
}
