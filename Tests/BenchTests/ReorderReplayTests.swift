import Foundation
import Testing
@testable import bench

/// `bench replay reorder`: a long press lifts an item, the drag moves it and auto-scrolls the list, the drop
/// lands it exactly; `order` is a permutation at every frame and the same trace gives the same frames at
/// every rate.
@Suite struct ReorderReplayTests {
    struct Frame {
        let t: Double, state: String, order: [Int], offset: Double
        let dragged: (id: Int, y: Double)?
    }

    static let list = ["--items=40", "--item-height=60", "--viewport=390,700"]

    func replay(_ trace: String, _ extra: [String] = []) throws -> [Frame] {
        let path = ShippedTraceTests.root.appendingPathComponent("Tools/bench/Traces/reorder/\(trace).json").path
        let result = try InProcessBench.run(["replay", "reorder", path] + Self.list + extra)
        #expect(result.status == 0, "\(result.standardError)")
        let frames = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        return frames.map { frame in
            var dragged: (Int, Double)?
            if let object = frame["dragged"] as? [String: Any] { dragged = (object["id"] as! Int, object["y"] as! Double) }
            return Frame(t: frame["t"] as! Double, state: frame["state"] as! String, order: frame["order"] as! [Int],
                         offset: frame["offset"] as! Double, dragged: dragged)
        }
    }

    @Test(arguments: ["standard", "flutter"])
    func theDragToTheBottomKeepsTheContract(autoScroll: String) throws {
        let frames = try replay(autoScroll == "flutter" ? "drag-to-bottom-flutter" : "drag-to-bottom", ["--auto-scroll=\(autoScroll)"])
        #expect(frames.allSatisfy { $0.order.sorted() == Array(0..<40) })
        // Held still for 0.5 s: lifted at 0.5 exactly, item 3 at its own top (180).
        #expect(frames.filter { $0.t < 0.5 }.allSatisfy { $0.dragged == nil && $0.state == "idle" })
        let lifted = try #require(frames.first { $0.t >= 0.5 })
        #expect(lifted.state == "dragging" && lifted.dragged?.id == 3 && lifted.dragged?.y == 180)
        // Held past the bottom edge, the list scrolls by itself; the offset never decreases while it does.
        let held = frames.filter { $0.t >= 1.2 && $0.t <= 2.0 }
        #expect(held.allSatisfy { $0.state == "dragging" })
        #expect(zip(held, held.dropFirst()).allSatisfy { $0.offset <= $1.offset } && held.last!.offset > 300)
        if autoScroll == "flutter" {
            // Flutter's steps: a finger 15 points past (item bottom 705 + 10) moves it at most 20 per 20 ms.
            #expect(zip(held, held.dropFirst()).allSatisfy { ($1.offset - $0.offset) / ($1.t - $0.t) <= 1000 + 1e-6 })
        }
        // The drop lands exactly in its slot: the last dragging frame's order puts item 3 where it rests.
        let last = try #require(frames.last)
        #expect(last.state == "idle" && last.dragged == nil)
        let dropping = try #require(frames.last { $0.state == "dropping" })
        let slot = try #require(last.order.firstIndex(of: 3))
        #expect(dropping.order == last.order && slot > 10)
        #expect(Swift.abs(try #require(dropping.dragged).y - Double(slot) * 60) < 1)
    }

    /// The one time rule: the same frames at 60, 90, 120, 144 and 240 Hz and jittered, at the instants
    /// they share (except where a frame and a sample share an instant: whether the sample is handled
    /// before that frame depends on the last bit of two sums); the same last frame.
    @Test func theSameFramesAtEveryRate() throws {
        let reference = try replay("drag-to-bottom", ["--fps=240"])
        let path = ShippedTraceTests.root.appendingPathComponent("Tools/bench/Traces/reorder/drag-to-bottom.json")
        let trace = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: path)) as? [String: Any])
        let sampleTimes = try #require(trace["events"] as? [[String: Any]]).map { $0["t"] as! Double }
        let byInstant = Dictionary(reference.map { (Int(($0.t * 240).rounded()), $0) }, uniquingKeysWith: { a, _ in a })
        for extra in [["--fps=60"], ["--fps=90"], ["--fps=120"], ["--fps=144"], ["--jitter=3"], ["--auto-scroll=standard", "--fps=120", "--jitter=9"]] {
            let frames = try replay("drag-to-bottom", extra)
            var shared = 0
            for frame in frames {
                let key = Int((frame.t * 240).rounded())
                guard Swift.abs(Double(key) / 240 - frame.t) < 1e-9, let other = byInstant[key],
                      !sampleTimes.contains(where: { Swift.abs($0 - frame.t) < 1e-9 }) else { continue }
                shared += 1
                #expect(frame.state == other.state && frame.order == other.order, "\(extra) at \(frame.t)")
                #expect(Swift.abs(frame.offset - other.offset) <= 1e-9, "\(extra) at \(frame.t)")
                #expect(Swift.abs((frame.dragged?.y ?? 0) - (other.dragged?.y ?? 0)) <= 1e-9, "\(extra) at \(frame.t)")
            }
            #expect(shared > 20 || extra.contains { $0.hasPrefix("--jitter") }, "\(extra)")
            let last = try #require(frames.last), end = try #require(reference.last)
            #expect(last.state == end.state && last.order == end.order && last.offset == end.offset, "\(extra)")
        }
    }

    /// Late delivery through the host layer's live loop ends exactly as on time.
    @Test func lateDeliveryEndsAsOnTime() throws {
        let onTime = try replay("drag-to-bottom-flutter", ["--auto-scroll=flutter", "--lift=flutter"])
        let late = try replay("drag-to-bottom-flutter", ["--auto-scroll=flutter", "--lift=flutter", "--deliver-late", "45,7"])
        let a = try #require(onTime.last), b = try #require(late.last)
        #expect(a.state == b.state && a.order == b.order && a.offset == b.offset)
    }

    @Test(arguments: [
        ([] as [String], "--items"), (["--items=-1"], "--items"), (["--items=x"], "--items"),
        (["--items=10"], "--item-height"), (["--items=10", "--item-height=0", "--viewport=390,700"], "--item-height"),
        (["--items=10", "--item-height=60"], "--viewport"), (["--items=10", "--item-height=60", "--viewport=390"], "--viewport"),
        (["--items=10", "--item-height=60", "--viewport=0,700"], "--viewport"),
        (["--items=10", "--item-height=60", "--viewport=390,700", "--auto-scroll=fast"], "--auto-scroll"),
        (["--items=10", "--item-height=60", "--viewport=390,700", "--lift=high"], "--lift"),
        (["--items=10", "--item-height=60", "--viewport=390,700", "--handle=-4"], "--handle"),
    ])
    func badInputExitsTwoNamingTheFlag(words: [String], flag: String) throws {
        let path = ShippedTraceTests.root.appendingPathComponent("Tools/bench/Traces/reorder/drag-to-bottom.json").path
        let result = try InProcessBench.run(["replay", "reorder", path] + words)
        #expect(result.status == 2, "\(words)")
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.split(separator: "\n").count == 1 && result.standardError.contains(flag), "\(words): \(result.standardError)")
    }
}
