import _MotionTestSupport
import Dynamics
import Foundation
import Geometry
import Gestures
import Testing
@testable import bench

/// Writes `events` as a trace file and returns its path.
private func traceFile(_ name: String, container: String? = nil, events: [(Double, String, Double, Double)]) throws -> String {
    let lines = events.map { "{\"t\": \($0.0), \"pointer\": 0, \"phase\": \"\($0.1)\", \"x\": \($0.2), \"y\": \($0.3)}" }
    let containerField = container.map { "\"container\": \($0), " } ?? ""
    let text = "{\"name\": \"\(name)\", \(containerField)\"events\": [\(lines.joined(separator: ", "))]}"
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tossable-\(name)-\(UUID().uuidString).json")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
}

/// A finger that lands at `start` and moves by `step` every 8 ms `moves` times, then lifts.
private func swipe(from start: Point, step: Vector, moves: Int) -> [(Double, String, Double, Double)] {
    var events = [(0.0, "began", start.x, start.y)]
    for index in 1...moves {
        events.append((Double(index) * 0.008, "moved", start.x + step.dx * Double(index), start.y + step.dy * Double(index)))
    }
    let last = events[events.count - 1]
    events.append((last.0 + 0.008, "ended", last.2, last.3))
    return events
}

private func frames(_ replayer: String, _ path: String, _ arguments: [String] = []) throws -> [[String: Any]] {
    let result = try InProcessBench.run(["replay", replayer, path] + arguments)
    #expect(result.status == 0, "\(result.standardError)")
    let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    return try #require(json as? [[String: Any]])
}

private func number(_ frame: [String: Any], _ key: String) -> Double { (frame[key] as? NSNumber)?.doubleValue ?? .nan }

@Suite struct TossableReplayTests {
    @Test func aTossFollowsTheFingerThenSpringsToRestAtTheTarget() throws {
        let events = swipe(from: Point(x: 180, y: 500), step: Vector(dx: 2, dy: -25), moves: 8)
        let path = try traceFile("fling", events: events)
        let output = try frames("tossable", path, ["--to=300,120"])
        let states = output.map { $0["state"] as? String ?? "" }
        #expect(states.first == "dragging")
        #expect(states.last == "idle")
        #expect(number(output.last!, "x") == 300 && number(output.last!, "y") == 120)
        #expect(number(output.last!, "vx") == 0 && number(output.last!, "vy") == 0)
        // While dragging the layer is under the finger: the latest sample at or before the frame.
        for frame in output where frame["state"] as? String == "dragging" {
            let t = number(frame, "t")
            let latest = try #require(events.last { $0.0 <= t + 1e-12 })
            #expect(number(frame, "x") == latest.2 && number(frame, "y") == latest.3, "t = \(t)")
        }
        // The toss starts at the release's timestamp with the release velocity `bench velocity` reports:
        // the first toss frame is the spring's exact solution that long after it, not the release itself.
        let first = try #require(output.first { $0["state"] as? String == "tossing" })
        let velocity = try InProcessBench.run(["velocity", path])
        let release = try #require(try JSONSerialization.jsonObject(with: Data(velocity.standardOutput.utf8)) as? [String: Any])
        let releaseTime = events.last!.0
        let spring = SpringSolution(spring: .default, from: Point(x: 196, y: 300), to: Point(x: 300, y: 120),
                                    initialVelocity: Point(x: number(release, "vx"), y: number(release, "vy")))
        let elapsed = number(first, "t") - releaseTime
        #expect(elapsed > 0 && elapsed < 1.0 / 120)
        #expect(isClose(number(first, "x"), spring.value(at: elapsed).x, absolute: 1e-6))
        #expect(isClose(number(first, "y"), spring.value(at: elapsed).y, absolute: 1e-6))
        #expect(isClose(number(first, "vx"), spring.velocity(at: elapsed).x, absolute: 1e-3))
        // Frames are 1/120 s apart on the trace's clock, and states only go dragging → tossing → idle.
        #expect(isClose(number(output[1], "t") - number(output[0], "t"), 1.0 / 120, absolute: 1e-12))
        let order = ["dragging": 0, "tossing": 1, "idle": 2]
        #expect(zip(states, states.dropFirst()).allSatisfy { order[$0]! <= order[$1]! })
    }

    @Test func withoutATargetTheTossGoesToTheContainersCentre() throws {
        let path = try traceFile("drag", container: "{\"x\": 0, \"y\": 0, \"width\": 400, \"height\": 800}",
                                 events: swipe(from: Point(x: 50, y: 50), step: Vector(dx: 5, dy: 5), moves: 4))
        let output = try frames("tossable", path, ["--fps=60"])
        #expect(output.last?["state"] as? String == "idle")
        #expect(number(output.last!, "x") == 200 && number(output.last!, "y") == 400)
    }

    @Test(arguments: [(61.0, "dismissed"), (59.0, "idle")])
    func aFlickDismissesAndAShortDragSnapsBack(distance: Double, outcome: String) throws {
        let path = try traceFile("flick", events: swipe(from: Point(x: 187.5, y: 333.5),
                                                        step: Vector(dx: 0, dy: distance / 6), moves: 6))
        let output = try frames("flick-dismiss", path)
        #expect(output.last?["state"] as? String == outcome)
        for frame in output {
            #expect(number(frame, "x").isFinite && number(frame, "y").isFinite && number(frame, "angle").isFinite)
        }
        if outcome == "idle" {
            #expect(number(output.last!, "x") == 187.5 && number(output.last!, "y") == 333.5)
            #expect(number(output.last!, "angle") == 0)
        } else {
            // 375 × 667 by default: the card has left the screen at the bottom, and only at the last frame.
            #expect(number(output.last!, "y") > 667)
            #expect(output.dropLast().allSatisfy { $0["state"] as? String != "dismissed" })
        }
    }

    @Test func badReplayInputExitsWithStatusTwo() throws {
        let path = try traceFile("ok", events: swipe(from: Point(x: 10, y: 10), step: Vector(dx: 1, dy: 1), moves: 2))
        for arguments in [["replay", "tossable", path, "--to=1"], ["replay", "tossable", path, "--to=nan,2"],
                          ["replay", "flick-dismiss", path, "--to=1,2"],
                          ["replay", "flick-dismiss", "/nonexistent/trace.json"]] {
            let result = try InProcessBench.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.standardOutput.isEmpty, "\(arguments)")
        }
        let emptyContainer = try traceFile("empty", container: "{\"x\": 0, \"y\": 0, \"width\": 0, \"height\": 10}",
                                           events: swipe(from: Point(x: 10, y: 10), step: Vector(dx: 1, dy: 1), moves: 2))
        #expect(try InProcessBench.run(["replay", "flick-dismiss", emptyContainer]).status == 2)
    }
}

/// `bench replay tossable` and `flick-dismiss` on the shipped traces: the frames' events (issue 33) and
/// `--duration-scale 0`.
@Suite struct TossableReplayEventTests {
    static let traces = [("tossable", "tossable/toss-against"), ("tossable", "tossable/toss-lower-right"),
                         ("tossable", "tossable/toss-slow"), ("flick-dismiss", "flick-dismiss/flick-away"),
                         ("flick-dismiss", "flick-dismiss/flick-back")]

    static func path(_ name: String) -> String {
        ShippedTraceTests.root.appendingPathComponent("Tools/bench/Traces/\(name).json").path
    }

    /// Every frame's events, in order: (type, t, index, speed, edge).
    static func events(_ output: [[String: Any]]) -> [(String, Double, Int?, Double?, String?)] {
        output.flatMap { frame in
            (frame["events"] as? [[String: Any]] ?? []).map { event in
                (event["type"] as? String ?? "", number(event, "t"), (event["index"] as? NSNumber)?.intValue,
                 (event["speed"] as? NSNumber)?.doubleValue, event["edge"] as? String)
            }
        }
    }

    @Test(arguments: traces)
    func theSameEventsAtEveryFrameRate(replayer: String, trace: String) throws {
        let reference = Self.events(try frames(replayer, Self.path(trace), ["--fps", "60"]))
        #expect(!reference.isEmpty)
        // What a person feels of each trace: the toss's rest; the flick's armed threshold, then its end.
        let kinds = reference.map(\.0)
        switch trace {
        case "flick-dismiss/flick-away": #expect(kinds == ["thresholdActivated", "dismissed"])
        case "flick-dismiss/flick-back": #expect(kinds.last == "snapped" && !kinds.contains("dismissed"))
        default: #expect(kinds == ["snapped"] && reference[0].2 == 0)
        }
        for arguments in [["--fps", "120"], ["--fps", "144"], ["--fps", "120", "--jitter", "3"], ["--fps", "60", "--jitter", "3"]] {
            let events = Self.events(try frames(replayer, Self.path(trace), arguments))
            #expect(events.map(\.0) == kinds, "\(arguments)")
            for (a, b) in zip(events, reference) {
                #expect(Swift.abs(a.1 - b.1) <= 1e-9 && a.2 == b.2 && a.4 == b.4, "\(arguments): \(a) vs \(b)")
            }
        }
    }

    @Test(arguments: traces)
    func aDurationScaleOfZeroEndsAsTheNormalRunWithTheRestOnTheReleasesFrame(replayer: String, trace: String) throws {
        let normal = try frames(replayer, Self.path(trace))
        let instant = try frames(replayer, Self.path(trace), ["--duration-scale", "0"])
        let last = try #require(normal.last), end = try #require(instant.last)
        for key in ["state", "x", "y", "angle", "vx", "vy"] where last[key] != nil {
            #expect((last[key] as? NSObject) == (end[key] as? NSObject), "\(key)")
        }
        // The release: the last sample of the trace (each ends with the finger's lift).
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.path(trace)))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let samples = try #require(json["events"] as? [[String: Any]])
        let release = number(samples[samples.count - 1], "t") - number(samples[0], "t")
        let releaseFrame = try #require(instant.first { number($0, "t") >= release })
        #expect(releaseFrame["state"] as? String == end["state"] as? String)
        #expect(number(releaseFrame, "x") == number(end, "x") && number(releaseFrame, "y") == number(end, "y"))
        // The events the normal run reports after the release, all at the release's time.
        let after = Self.events(normal).filter { $0.1 >= release }
        let atOnce = Self.events(instant).filter { $0.1 >= release }
        #expect(atOnce.map(\.0) == after.map(\.0))
        #expect(atOnce.allSatisfy { $0.1 == release })
    }
}
