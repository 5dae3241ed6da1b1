import Foundation
import Testing
@testable import bench

/// `bench replay carousel`: a Material 3 multi-browse carousel, resting with an item on the first focal keyline.
@Suite struct CarouselReplayTests {
    struct Frame: Equatable {
        let t: Double, state: String, offset: Double, focused: Int
    }

    static let traces = ["flick", "to-the-end", "nudge"]
    /// 400 points, 220-point items: one large, one medium (138), one small (42); items rest at 220·i, and
    /// near the end where the keylines shifted to the end put them.
    static let resting: [Double] = [0, 220, 440, 660, 880, 1100, 1320, 1540, 1718, 1800]

    func replay(_ trace: String, _ words: [String] = ["--items=10", "--item-width=220"]) throws -> [Frame] {
        let path = ShippedTraceTests.root.appendingPathComponent("Tools/bench/Traces/carousel/\(trace).json").path
        let result = try InProcessBench.run(["replay", "carousel", path] + words)
        #expect(result.status == 0, "\(result.standardError)")
        let frames = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        return frames.map { Frame(t: $0["t"] as! Double, state: $0["state"] as! String, offset: $0["offset"] as! Double,
                                  focused: $0["focused"] as! Int) }
    }

    @Test func theFlickGoesOneItemOnAndRestsOnIt() throws {
        let last = try #require(try replay("flick").last)
        #expect(last == Frame(t: last.t, state: "idle", offset: 220, focused: 1))
    }

    @Test func theDragsReachTheEndOneItemAtATimeAndComeBack() throws {
        let frames = try replay("to-the-end")
        // Every rest between the drags is an item's resting offset, one more each time.
        let rests = frames.filter { $0.state == "idle" }.map(\.offset)
        #expect(Set(rests).isSubset(of: Set(Self.resting)), "\(Set(rests))")
        #expect(rests.contains(1800) && frames.last?.offset == 1718 && frames.last?.focused == 8)
    }

    @Test func theHeroRestsEachItemCentred() throws {
        let frames = try replay("hero", ["--items=7", "--item-width=400", "--strategy=hero"])
        let last = try #require(frames.last)
        #expect(last.state == "idle" && last.focused == 3)
        let path = ShippedTraceTests.root.appendingPathComponent("Tools/bench/Traces/carousel/hero.json").path
        #expect(try InProcessBench.run(["replay", "carousel", path, "--items=7", "--item-width=400"]).status == 0)
    }

    @Test func theNudgeSettlesBack() throws {
        let frames = try replay("nudge")
        #expect(frames.contains { $0.offset > 50 } && frames.last?.offset == 0 && frames.last?.state == "idle")
    }

    /// The one time rule: every rate and a jittered link show the same frames at the instants they share.
    @Test(arguments: traces)
    func theSameCarouselAtEveryRate(trace: String) throws {
        let reference = try replay(trace, ["--items=10", "--item-width=220", "--fps=240"])
        var byTime: [Double: Frame] = [:]
        for frame in reference { byTime[frame.t] = frame }
        for fps in [60, 90, 120, 144] {
            let frames = try replay(trace, ["--items=10", "--item-width=220", "--fps=\(fps)"])
            var compared = 0
            for frame in frames {
                guard let other = byTime[frame.t] else { continue }
                // Closed forms at the exact time since each release: BENCH.md's bound, 1e-9.
                #expect(Swift.abs(frame.offset - other.offset) <= 1e-9 && frame.focused == other.focused,
                        "\(trace) \(fps) Hz at \(frame.t): \(frame.offset) vs \(other.offset)")
                compared += 1
            }
            #expect(compared > 10)
            #expect(frames.last?.offset == reference.last?.offset && frames.last?.state == "idle", "\(trace) \(fps) Hz")
        }
        let jittered = try #require(try replay(trace, ["--items=10", "--item-width=220", "--jitter=3"]).last)
        #expect(jittered.offset == reference.last?.offset && jittered.state == "idle")
    }

    @Test(arguments: [
        ([] as [String], "--items"), (["--items=0", "--item-width=200"], "--items"), (["--items=4"], "--item-width"),
        (["--items=4", "--item-width=-3"], "--item-width"), (["--items=4", "--item-width=200", "--container=400"], "--container"),
        (["--items=4", "--item-width=200", "--container=400,0"], "--container"),
        (["--items=4", "--item-width=200", "--strategy=uncontained"], "--strategy"),
        (["--items=4", "--item-width=200", "--item-extent=3"], "--item-extent"),
    ])
    func badInputExitsTwoNamingTheFlag(words: [String], flag: String) throws {
        let path = ShippedTraceTests.root.appendingPathComponent("Tools/bench/Traces/carousel/flick.json").path
        let result = try InProcessBench.run(["replay", "carousel", path] + words)
        #expect(result.status == 2, "\(words)")
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.split(separator: "\n").count == 1 && result.standardError.contains(flag), "\(words): \(result.standardError)")
    }
}

/// `bench replay carousel --strategy view-aligned`: iOS's view-aligned layout on the same snapping.
@Suite struct ViewAlignedCarouselReplayTests {
    @Test func theDragsRestEachItemOnTheLeadingEdgeAndTheLastOnesAtTheEnd() throws {
        let frames = try CarouselReplayTests().replay("to-the-end", ["--items=10", "--item-width=150", "--strategy=view-aligned"])
        // 400 points wide, 150-point items: item i rests at 150·i, the last ones at 10 × 150 − 400 = 1100.
        let rests = Set(frames.filter { $0.state == "idle" }.map(\.offset))
        #expect(rests.isSubset(of: [0, 150, 300, 450, 600, 750, 900, 1050, 1100]) && rests.contains(1100), "\(rests)")
        #expect(frames.last?.state == "idle")
        let last = try #require(frames.last)
        #expect(last.offset == min(Double(last.focused) * 150, 1100))
    }

    @Test func anItemWiderThanTheContainerIsRefusedByItsFlag() throws {
        let path = ShippedTraceTests.root.appendingPathComponent("Tools/bench/Traces/carousel/flick.json").path
        let result = try InProcessBench.run(["replay", "carousel", path, "--items=5", "--item-width=401", "--strategy=view-aligned"])
        #expect(result.status == 2 && result.standardError.contains("--item-width=401: itemWidth = 401.0: must be at most containerWidth (400.0)"), "\(result.standardError)")
    }
}
