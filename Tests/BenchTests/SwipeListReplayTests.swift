import Foundation
import Testing
@testable import bench

/// `bench replay swipe-list`: a list of swipe rows sharing every touch through the host layer's arbitration.
@Suite struct SwipeListReplayTests {
    struct Frame {
        let t: Double, state: String, offset: Double
        let rows: [Int: (offset: Double, state: String)]
    }

    func replay(_ trace: String, _ extra: [String] = []) throws -> [Frame] {
        let path = ShippedTraceTests.root.appendingPathComponent("Tools/bench/Traces/swipe-list/\(trace).json").path
        let result = try InProcessBench.run(["replay", "swipe-list", path, "--rows=40", "--row-height=80", "--viewport=390,700",
                                             "--actions=2"] + extra)
        #expect(result.status == 0, "\(result.standardError)")
        let frames = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        return frames.map { frame in
            var rows: [Int: (Double, String)] = [:]
            for row in frame["rows"] as? [[String: Any]] ?? [] {
                rows[row["index"] as! Int] = (row["offset"] as! Double, row["state"] as! String)
            }
            return Frame(t: frame["t"] as! Double, state: frame["state"] as! String, offset: frame["offset"] as! Double, rows: rows)
        }
    }

    @Test func theMailGestureKeepsTheContract() throws {
        let frames = try replay("mail")
        // Row 2 swiped (0...0.46 s): the list never moves; only row 2 does; it opens.
        let first = frames.filter { $0.t <= 0.46 }
        #expect(first.allSatisfy { $0.offset == 0 && $0.state == "idle" && Set($0.rows.keys).isSubset(of: [2]) })
        #expect(frames.first { $0.t > 0.9 }?.rows[2]?.state == "open(trailing)")
        // Row 4 swiped right (from 1.05 s): row 2 closes and row 4 opens in that gesture.
        let second = frames.filter { $0.t >= 1.05 && $0.t <= 2.0 }
        let closing = try #require(second.firstIndex { ($0.rows[2]?.offset ?? 0) > -148 })
        #expect((second[closing].rows[4]?.offset ?? 0) > 0, "row 2 starts closing once row 4 moves")
        let beforeScroll = try #require(frames.last { $0.t < 2.1 })
        #expect(beforeScroll.rows[2] == nil && beforeScroll.rows[4]?.state == "open(leading)", "\(beforeScroll.rows)")
        #expect(second.allSatisfy { $0.offset == 0 })
        // The drag up (2.1...2.65 s) scrolls the list and closes row 4; no other row moves.
        let scroll = frames.filter { $0.t >= 2.1 && $0.t <= 3.2 }
        #expect(scroll.allSatisfy { Set($0.rows.keys).isSubset(of: [4]) })
        #expect(scroll.contains { $0.state == "dragging" } && (scroll.last?.offset ?? 0) > 200 && scroll.last?.rows.isEmpty == true)
        // The flick, then the sideways touch at 3.5 s on the moving list: it stops there and no row moves.
        let flick = try #require(frames.last { $0.t < 3.5 })
        #expect(flick.state == "decelerating")
        let caught = frames.filter { $0.t >= 3.5 && $0.t <= 3.9 }
        #expect(caught.allSatisfy { $0.rows.isEmpty && $0.offset == caught[0].offset && $0.state == "dragging" })
        // The end: idle, in bounds, every row at rest closed.
        let last = try #require(frames.last)
        #expect(last.state == "idle" && last.offset >= 0 && last.offset <= 40 * 80 - 700 && last.rows.isEmpty)
    }

    @Test func aMostlyVerticalDragScrollsAndNoRowMoves() throws {
        let frames = try replay("scroll-over-rows")
        #expect(frames.allSatisfy { $0.rows.isEmpty })
        #expect(frames.contains { $0.state == "dragging" } && frames.last?.state == "idle")
        #expect((frames.last?.offset ?? 0) > 280)
    }

    @Test(arguments: [
        ([] as [String], "--rows"), (["--rows=-1"], "--rows"), (["--rows=10", "--row-height=0"], "--row-height"),
        (["--rows=10", "--row-height=80"], "--viewport"), (["--rows=10", "--row-height=80", "--viewport=390"], "--viewport"),
        (["--rows=10", "--row-height=80", "--viewport=390,0", "--actions=2"], "--viewport"),
        (["--rows=10", "--row-height=80", "--viewport=390,700"], "--actions"),
        (["--rows=10", "--row-height=80", "--viewport=390,700", "--actions=0"], "--actions"),
        (["--rows=10", "--row-height=80", "--viewport=390,700", "--actions=2", "--action-width=-5"], "--action-width"),
        (["--rows=10", "--row-height=80", "--viewport=100,700", "--actions=2"], "--actions"),
    ])
    func badInputExitsTwoNamingTheFlag(words: [String], flag: String) throws {
        let path = ShippedTraceTests.root.appendingPathComponent("Tools/bench/Traces/swipe-list/mail.json").path
        let result = try InProcessBench.run(["replay", "swipe-list", path] + words)
        #expect(result.status == 2, "\(words)")
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.split(separator: "\n").count == 1 && result.standardError.contains(flag), "\(words): \(result.standardError)")
    }
}
