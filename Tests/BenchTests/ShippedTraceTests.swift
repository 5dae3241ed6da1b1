import Foundation
import Geometry
import Gestures
import Testing
import _MotionTestSupport
@testable import bench

/// The example traces shipped in Tools/bench/Traces/INTERACTION/NAME.json, which the bench README's
/// examples replay: each is exactly the built-in gesture the report shows (so the files and the report
/// cannot drift apart), and each replays to the end its README line promises.
///
/// After changing a built-in gesture, write the files again with
/// `BENCH_WRITE_TRACES=1 swift test --skip-build --filter ShippedTraceTests`.
@Suite struct ShippedTraceTests {
    struct Shipped: Sendable, CustomStringConvertible {
        let interaction: String
        let trace: GestureTrace
        let arguments: [String]
        var path: String { "Tools/bench/Traces/\(interaction)/\(trace.name ?? "").json" }
        var description: String { path }
    }

    /// Every interaction's built-in gestures, and a plain (not --pop) transition swipe, which the report
    /// does not draw (its frames have no position).
    static let all: [Shipped] = PlotStyle.all.flatMap { style in
        style.examples.map { Shipped(interaction: style.interaction, trace: $0.trace, arguments: $0.arguments) }
    } + [
        Shipped(interaction: "transition",
                trace: PlotExample.stroke("swipe-finish", [(0, Point(x: 40, y: 300)), (0.15, Point(x: 120, y: 302)),
                                                           (0.25, Point(x: 230, y: 305))]),
                arguments: []),
    ] + scrollFlings + RefreshReplayTests.stretches

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(arguments: all)
    func theFileIsTheBuiltInGesture(shipped: Shipped) throws {
        let url = Self.root.appendingPathComponent(shipped.path)
        let text = PlotTraceJSON.text(of: shipped.trace)
        if ProcessInfo.processInfo.environment["BENCH_WRITE_TRACES"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == text, "\(shipped.path) is stale")
    }

    /// No file is shipped that no test replays.
    @Test func everyShippedFileIsListed() throws {
        let folder = Self.root.appendingPathComponent("Tools/bench/Traces")
        var files: Set<String> = []
        for interaction in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(interaction).path) {
                files.insert("Tools/bench/Traces/\(interaction)/\(name)")
            }
        }
        #expect(files == Set(Self.all.map(\.path)))
    }

    /// `bench replay` on each file, as the README runs it, ends as the interaction's contract says.
    @Test(arguments: all)
    func replaysToItsEnd(shipped: Shipped) throws {
        let result = try InProcessBench.run(["replay", shipped.interaction, Self.root.appendingPathComponent(shipped.path).path]
                                             + shipped.arguments)
        #expect(result.status == 0, "\(shipped): \(result.standardError)")
        let frames = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        let last = try #require(frames.last)
        let ends: [String: Set<String>] = [
            "tossable": ["idle"], "flick-dismiss": ["dismissed", "idle"], "transition": ["finished", "cancelled"],
            "scroll": ["idle"], "relative-position": ["idle", "ended"], "sheet": ["resting", "dismissed"],
            "anchored": ["idle"], "zoom-dismiss": ["dismissed", "presented"], "predictive-back": ["committed", "cancelled"],
            "swipe-row": ["closed", "open(leading)", "open(trailing)", "committed(leading, action: 0)",
                          "committed(trailing, action: 0)", "dismissed(leading)", "dismissed(trailing)"],
            "swipe-list": ["idle"], "refresh": ["idle"], "picker": ["idle"], "carousel": ["idle"],
            "reorder": ["idle"],
        ]
        let state = (last["state"] ?? last["phase"]) as? String ?? "?"
        #expect(ends[shipped.interaction]?.contains(state) == true, "\(shipped): ends \(state)")
    }
}
