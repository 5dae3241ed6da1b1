import Foundation
import Geometry
import Testing
@testable import bench

/// `bench replay refresh` (Compose, Material, Cupertino) and `bench replay scroll --overscroll=stretch`:
/// their contracts on the shipped traces.
@Suite struct RefreshReplayTests {
    struct Frame: Equatable {
        let t: Double, state: String, pull: Double, offset: Double, progress: Double
    }

    func replay(_ trace: String, _ words: [String]) throws -> [Frame] {
        let path = ShippedTraceTests.root.appendingPathComponent("Tools/bench/Traces/refresh/\(trace).json").path
        let result = try InProcessBench.run(["replay", "refresh", path] + words)
        #expect(result.status == 0, "\(result.standardError)")
        let frames = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        return frames.map { frame in
            Frame(t: frame["t"] as! Double, state: frame["state"] as! String, pull: frame["pull"] as! Double,
                  offset: frame["offset"] as! Double, progress: frame["progress"] as! Double)
        }
    }

    /// The states in the order they appear, each once per run of frames.
    func states(_ frames: [Frame]) -> [String] {
        frames.reduce(into: []) { states, frame in if states.last != frame.state { states.append(frame.state) } }
    }

    @Test func composePullsRefreshesHoldsAndLandsOnZero() throws {
        let frames = try replay("compose-pull", ["--profile=compose", "--refresh-seconds=1"])
        #expect(states(frames) == ["idle", "pulling", "armed", "refreshing", "finishing", "idle"])
        let armed = try #require(frames.last { $0.state == "armed" })
        #expect(armed.pull == 300 && armed.progress == 1.875 && armed.offset == 80 * (1 + 0.875 - 0.875 * 0.875 / 4))
        // Held exactly on 56 once the spring is over, until the host ends it one second after the release.
        let release = try #require(frames.first { $0.state == "refreshing" }).t
        #expect(frames.filter { $0.t > release + 0.5 && $0.state == "refreshing" }.allSatisfy { $0.offset == 56 })
        #expect(frames.first { $0.state == "finishing" }.map { $0.t >= release + 1 - 1e-9 && $0.t < release + 1 + 1.0 / 120 + 1e-9 } == true)
        let last = try #require(frames.last)
        #expect(last.state == "idle" && last.offset == 0 && last.pull == 0)
    }

    @Test func materialCancelsShortOfTheFullTravelThenRefreshes() throws {
        let frames = try replay("material-pull", ["--profile=material", "--refresh-seconds=1"])
        #expect(states(frames) == ["idle", "pulling", "armed", "finishing", "idle", "pulling", "armed", "refreshing", "finishing", "idle"])
        // 175 points of pull (a quarter of 700) take it to 60; armed from 2/3 of that.
        let firstArmed = try #require(frames.first { $0.state == "armed" })
        #expect(firstArmed.offset >= 40 && firstArmed.progress >= 2.0 / 3)
        #expect(frames.filter { $0.t > 2.4 && $0.state == "refreshing" }.allSatisfy { $0.offset == 40 })
        #expect(frames.last == Frame(t: frames.last!.t, state: "idle", pull: 0, offset: 0, progress: 0))
    }

    @Test func cupertinoHoldsTheRoomThroughFlingsAndLandsOnZero() throws {
        let frames = try replay("cupertino-pull", ["--profile=cupertino", "--refresh-seconds=4"])
        #expect(states(frames) == ["idle", "pulling", "armed", "refreshing", "finishing", "idle"])
        #expect(frames.contains { $0.state == "armed" && $0.offset >= 100 })
        // Resting on the 60 points of room before each flick and before the end.
        for instant in [1.95, 4.65] {
            let frame = try #require(frames.last { $0.t <= instant })
            #expect(frame.state == "refreshing" && frame.offset == 60, "\(instant): \(frame)")
        }
        #expect(frames.contains { $0.t > 2 && $0.t < 3.2 && $0.offset == 0 }, "the flick up scrolls the content away")
        #expect(frames.contains { $0.t > 3.2 && $0.t < 4.6 && $0.offset > 60 }, "the flick down overscrolls past the room")
        let last = try #require(frames.last)
        #expect(last.state == "idle" && last.offset == 0)
    }

    @Test(arguments: ["compose", "material", "cupertino"])
    func theSameFramesAtEveryRateJitteredAndDeliveredLate(profile: String) throws {
        let trace = "\(profile)-pull"
        let words = ["--profile=\(profile)", "--refresh-seconds=1"]
        let at240 = try replay(trace, words + ["--fps=240"])
        let byTime = Dictionary(at240.map { (($0.t * 240).rounded(), $0) }, uniquingKeysWith: { a, _ in a })
        for fps in ["60", "120"] {
            for frame in try replay(trace, words + ["--fps=\(fps)"]) {
                // A run ends at its first idle frame: the slower rate's last frames may be past the 240 Hz run's.
                guard let same = byTime[(frame.t * 240).rounded()] else { #expect(frame.state == "idle"); continue }
                #expect(abs(same.offset - frame.offset) <= 1e-9 && same.state == frame.state, "\(fps) Hz at \(frame.t)")
            }
        }
        let onTime = try replay(trace, words)
        for extra in [["--jitter=7"], ["--deliver-late=40,3"]] {
            let other = try replay(trace, words + extra)
            #expect(other.last?.state == "idle" && other.last?.offset == 0, "\(extra)")
            #expect(other.last?.offset == onTime.last?.offset)
        }
    }

    @Test(arguments: [
        (["--profile=ios"], "--profile"), (["--refresh-seconds=-1"], "--refresh-seconds"),
        (["--refresh-seconds=abc"], "--refresh-seconds"), (["--rows=3"], "--rows"),
    ])
    func badInputExitsTwoNamingTheFlag(words: [String], flag: String) throws {
        let path = ShippedTraceTests.root.appendingPathComponent("Tools/bench/Traces/refresh/compose-pull.json").path
        let result = try InProcessBench.run(["replay", "refresh", path] + words)
        #expect(result.status == 2, "\(words)")
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.split(separator: "\n").count == 1 && result.standardError.contains(flag), "\(words): \(result.standardError)")
    }

    // MARK: scroll --overscroll=stretch

    static let stretches: [ShippedTraceTests.Shipped] = [
        ShippedTraceTests.Shipped(interaction: "scroll",
                                  trace: PlotExample.stroke("stretch-pull", [(0, Point(x: 187, y: 100)), (0.4, Point(x: 187, y: 400)),
                                                                             (0.6, Point(x: 187, y: 400))]),
                                  arguments: ["--content=3000", "--overscroll=stretch"]),
        ShippedTraceTests.Shipped(interaction: "scroll",
                                  trace: PlotExample.strokes("stretch-fling", [
                                      [(0, Point(x: 187, y: 500)), (0.1, Point(x: 187, y: 200))],
                                      [(1.0, Point(x: 187, y: 200)), (1.08, Point(x: 187, y: 560))],
                                  ]),
                                  arguments: ["--content=3000", "--overscroll=stretch"]),
    ]

    func stretchReplay(_ shipped: ShippedTraceTests.Shipped, _ extra: [String] = []) throws -> [[String: Any]] {
        let path = ShippedTraceTests.root.appendingPathComponent(shipped.path).path
        let result = try InProcessBench.run(["replay", "scroll", path] + shipped.arguments + extra)
        #expect(result.status == 0, "\(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    }

    @Test(arguments: stretches)
    func theStretchNeverLetsTheContentPassAnEndAndRelaxesToZero(shipped: ShippedTraceTests.Shipped) throws {
        let frames = try stretchReplay(shipped)
        #expect(frames.allSatisfy { ($0["offset"] as! Double) >= 0 && ($0["offset"] as! Double) <= 3000 - 700 })
        #expect(frames.contains { ($0["stretch"] as! Double) < -0.005 })
        #expect(frames.allSatisfy { abs($0["stretch"] as! Double) <= 1 })
        #expect(frames.last?["state"] as? String == "idle" && frames.last?["stretch"] as? Double == 0)
        // The same at 60 Hz where the frames meet.
        let byTime = Dictionary(frames.map { ((($0["t"] as! Double) * 120).rounded(), $0["stretch"] as! Double) }, uniquingKeysWith: { a, _ in a })
        for frame in try stretchReplay(shipped, ["--fps=60"]) {
            guard let same = byTime[((frame["t"] as! Double) * 120).rounded()] else { #expect(frame["stretch"] as? Double == 0); continue }
            #expect(abs(same - (frame["stretch"] as! Double)) <= 1e-12)
        }
    }

    @Test(arguments: [
        (["--content=3000", "--overscroll=wobble"], "--overscroll"),
        (["--content=3000", "--overscroll=stretch", "--physics=uikit"], "--overscroll"),
        (["--content=3000,3000", "--overscroll=stretch"], "--overscroll"),
    ])
    func badOverscrollExitsTwoNamingTheFlag(words: [String], flag: String) throws {
        let path = ShippedTraceTests.root.appendingPathComponent(Self.stretches[0].path).path
        let result = try InProcessBench.run(["replay", "scroll", path] + words)
        #expect(result.status == 2, "\(words)")
        #expect(result.standardError.split(separator: "\n").count == 1 && result.standardError.contains(flag), "\(words): \(result.standardError)")
    }
}
