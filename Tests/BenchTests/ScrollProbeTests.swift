import ArgumentParser
import Foundation
import Testing
import Dynamics
import Parallax
import _MotionTestSupport
@testable import bench
@testable import BenchReplay

/// `bench scroll-sim`, `bench replay scroll` and the scroll scenarios, in BENCH.md's shapes.
@Suite struct ScrollProbeTests {
    func rows(_ arguments: [String]) throws -> [[String: Double]] {
        try #require(try JSONSerialization.jsonObject(with: Data(text(arguments).utf8)) as? [[String: Double]])
    }

    func text(_ arguments: [String]) throws -> String {
        try ScrollSimProbe.parse(arguments).output().text
    }

    @Test(arguments: ScrollPhysics.allCases)
    func scrollSimPrintsTheSimulation(physics: ScrollPhysics) throws {
        let arguments = ["--physics=\(physics.rawValue)", "--position=120", "--velocity=-2400", "--leading=0",
                         "--trailing=3000", "--at=0,0.05,0.3,1,10"]
        let output = try rows(arguments), printed = try text(arguments)
        let simulation = try physics.simulation(position: 120, velocity: -2400, leadingExtent: 0, trailingExtent: 3000)
        #expect(output.map { $0["t"] } == [0, 0.05, 0.3, 1, 10])
        for row in output {
            #expect(Set(row.keys) == ["t", "x", "v"])
            // Printed in the shortest round-trip form: the exact doubles are in the text.
            let state = simulation.state(at: row["t"]!)
            #expect(printed.contains("\"x\": \(JSON.number(state.position).text), \"v\": \(JSON.number(state.velocity).text)"))
            #expect(isClose(row["x"]!, state.position, relative: 1e-15) && isClose(row["v"]!, state.velocity, relative: 1e-15))
        }
        #expect(output[0]["x"] == 120 && output[0]["v"] == -2400)
        #expect(output.last?["x"] == 0 && output.last?["v"] == 0)                   // at rest on the top
    }

    @Test func unboundedExtentsAndTheUIKitNumbers() throws {
        let output = try rows(["--physics=uikit", "--position=0", "--velocity=1000", "--at=0.5,100"])
        let lambda = -1000 * log(0.998)
        #expect(isClose(output[0]["x"]!, 1000 * (1 - pow(0.998, 500)) / lambda, relative: 1e-12))
        #expect(isClose(output[0]["v"]!, 1000 * pow(0.998, 500), relative: 1e-12))
        #expect(isClose(output[1]["x"]!, 990 / lambda, relative: 1e-14) && output[1]["v"] == 0)
        let flutter = try rows(["--physics=flutter-bouncing", "--position=100", "--velocity=400", "--leading=0", "--at=1"])
        #expect(abs(flutter[0]["x"]! - 272) <= 1)                                    // Flutter's scroll_with_inf_edge_ends
    }

    @Test(arguments: [
        ["scroll-sim", "--physics=uikit", "--position=nan", "--velocity=0", "--at=0"],
        ["scroll-sim", "--physics=uikit", "--position=0", "--velocity=inf", "--at=0"],
        ["scroll-sim", "--physics=warp", "--position=0", "--velocity=0", "--at=0"],
        ["scroll-sim", "--physics=uikit", "--position=0", "--velocity=0", "--leading=10", "--trailing=0", "--at=0"],
        ["scroll-sim", "--physics=uikit", "--position=0", "--velocity=0", "--at=-1"],
        ["scroll-sim", "--physics=uikit", "--position=0", "--velocity=0"],
    ])
    func badScrollSimInputExitsWithStatusTwo(arguments: [String]) throws {
        let result = try InProcessBench.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.split(separator: "\n").count == 1)
    }

    func traceFile(_ events: [(Double, String, Double, Double)], container: String? = nil) throws -> String {
        let lines = events.map { "{\"t\": \($0.0), \"pointer\": 0, \"phase\": \"\($0.1)\", \"x\": \($0.2), \"y\": \($0.3)}" }
        let containerField = container.map { "\"container\": \($0), " } ?? ""
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scroll-\(UUID().uuidString).json")
        try "{\(containerField)\"events\": [\(lines.joined(separator: ", "))]}".write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func replay(_ path: String, _ arguments: [String]) throws -> [[String: Any]] {
        let result = try InProcessBench.run(["replay", "scroll", path] + arguments)
        #expect(result.status == 0, "\(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    }

    func number(_ frame: [String: Any], _ key: String) -> Double { (frame[key] as? NSNumber)?.doubleValue ?? .nan }

    @Test func aFlingUpDragsThenDeceleratesToRestInBounds() throws {
        var events = [(0.0, "began", 180.0, 500.0)]
        for index in 1...8 { events.append((Double(index) * 0.008, "moved", 180, 500 - 20 * Double(index))) }
        events.append((0.072, "ended", 180, 340))
        let frames = try replay(try traceFile(events), ["--content=3000", "--viewport=667"])
        let states = frames.map { $0["state"] as? String ?? "" }
        #expect(states.first == "dragging" && states.last == "idle")
        #expect(states.contains("decelerating"))
        let order = ["dragging": 0, "decelerating": 1, "idle": 2]
        #expect(zip(states, states.dropFirst()).allSatisfy { order[$0]! <= order[$1]! })
        for frame in frames {
            #expect(Set(frame.keys) == ["t", "state", "offset", "velocity"])
            if frame["state"] as? String == "dragging" {
                // offset = start − translation: the finger's travel up from where it landed.
                let t = number(frame, "t")
                let latest = try #require(events.last { $0.0 <= t + 1e-12 })
                #expect(number(frame, "offset") == 500 - latest.3, "t = \(t)")
            }
        }
        let last = try #require(frames.last)
        #expect(number(last, "offset") > 160 && number(last, "offset") <= 2333 && number(last, "velocity") == 0)
        // 1/120 s apart by default.
        #expect(isClose(number(frames[1], "t") - number(frames[0], "t"), 1.0 / 120, absolute: 1e-12))
    }

    @Test func aPullDownShowsTheStretchyHeaderAndBouncesBack() throws {
        let events = [(0.0, "began", 100.0, 200.0), (0.05, "moved", 100, 400), (0.1, "moved", 100, 400), (0.2, "ended", 100, 400)]
        let frames = try replay(try traceFile(events), ["--content=2000", "--viewport=667", "--header=240", "--fps=60"])
        var pulled = false
        for frame in frames {
            let header = try #require(frame["header"] as? [String: Any])
            // (JSONSerialization may read the last bit of a printed double differently: compare to 1e-14.)
            let offset = number(frame, "offset"), d = max(0, -offset)
            #expect(isClose(number(header, "y"), -d, relative: 1e-14) && isClose(number(header, "height"), 240 + d, relative: 1e-14))
            #expect(isClose(number(header, "scale"), (240 + d) / 240, relative: 1e-14))
            #expect(offset <= 0)
            if d > 50 { pulled = true }
        }
        #expect(pulled)
        #expect(number(frames.last!, "offset") == 0 && frames.last?["state"] as? String == "idle")
    }

    @Test func pagingEndsOnAPageAlongX() throws {
        let events = [(0.0, "began", 300.0, 200.0), (0.008, "moved", 290, 200), (0.016, "moved", 280, 200),
                      (0.024, "moved", 270, 200), (0.032, "ended", 270, 200)]
        for arguments in [["--paging"], ["--paging", "--physics=flutter-bouncing"], ["--physics=uikit", "--paging"]] {
            let frames = try replay(try traceFile(events), ["--content=1875", "--viewport=375", "--axis=x"] + arguments)
            #expect(number(frames.last!, "offset") == 375, "\(arguments)")
            #expect(frames.last?["state"] as? String == "idle")
        }
    }

    @Test func badReplayOptionsAreRejected() throws {
        let path = try traceFile([(0.0, "began", 1.0, 1.0), (0.01, "ended", 1, 1)])
        for arguments in [[String](), ["--content=-5"], ["--content=100", "--viewport=0"], ["--content=100", "--axis=z"],
                          ["--content=100", "--physics=warp"], ["--content=100", "--header=0"], ["--content=100", "--paging=maybe"]] {
            let result = try InProcessBench.run(["replay", "scroll", path] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.standardOutput.isEmpty && result.standardError.split(separator: "\n").count == 1, "\(arguments)")
        }
    }

    @Test func theFramesAreTheSameAt60And120Hz() throws {
        var events = [(0.0, "began", 180.0, 300.0)]
        for index in 1...6 { events.append((Double(index) * 0.01, "moved", 180, 300 + 30 * Double(index))) }
        events.append((0.07, "ended", 180, 480))
        let path = try traceFile(events)
        let at60 = try replay(path, ["--content=3000", "--viewport=667", "--fps=60"])
        let at120 = try replay(path, ["--content=3000", "--viewport=667", "--fps=120"])
        for (index, frame) in at60.enumerated() where 2 * index < at120.count {
            let other = at120[2 * index]
            #expect(number(frame, "t") == number(other, "t"))
            #expect(number(frame, "offset") == number(other, "offset") && number(frame, "velocity") == number(other, "velocity"))
        }
    }

    @Test func scenariosAndCommandsAreRegistered() {
        let names = Scenario.all.map(\.name)
        for name in ["scroll.drag", "scroll.decelerate", "parallax.layers"] { #expect(names.contains(name)) }
        #expect(Replayer.registered.contains { $0.interaction == "scroll" })
        #expect(Bench.configuration.subcommands.contains { $0 == ScrollSimProbe.self })
    }
}

@Suite struct OverScrollerProbeTests {
    @Test func androidOverScrollerReplacesTheProfile() throws {
        let probe = try ScrollSimProbe.parse(["--position=0", "--velocity=8000", "--android-overscroller", "--at=2.566"])
        #expect(try probe.output().text == #"[{"t": 2.566, "x": 7186, "v": 0}]"#)
        let clamped = try ScrollSimProbe.parse(["--position=0", "--velocity=8000", "--trailing=3000", "--android-overscroller", "--at=5"])
        #expect(try clamped.output().text == #"[{"t": 5, "x": 3000, "v": 0}]"#)
    }
}
