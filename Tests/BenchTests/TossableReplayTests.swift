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
