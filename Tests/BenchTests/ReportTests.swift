import _MotionTestSupport
import Foundation
import Testing
@testable import bench

/// `bench report`: one self-contained page with every interaction's built-in gestures and the bench table.
@Suite struct ReportTests {
    /// `bench report --no-bench`'s page, rendered once for the tests that read it (each rendering replays
    /// every example and draws every plot).
    static let unmeasured = Result { try PlotFiles.run(["report", "--no-bench"], ext: "html") }

    /// Every `<svg>...</svg>` of the page. The searches are the standard library's (`firstRange(of:)`), not
    /// Foundation's `range(of:)`, which bridges the page (megabytes) to an NSString on every call.
    private func svgs(in html: String) -> [String] {
        var result: [String] = []
        var rest = html[...]
        while let start = rest.firstRange(of: "<svg "), let end = rest[start.upperBound...].firstRange(of: "</svg>") {
            result.append(String(rest[start.lowerBound..<end.upperBound]))
            rest = rest[end.upperBound...]
        }
        return result
    }

    /// The player data of the page, by article id.
    private func players(in html: String) throws -> [String: [String: Any]] {
        var result: [String: [String: Any]] = [:]
        var rest = html[...]
        while let open = rest.firstRange(of: "<script type=\"application/json\" id=\""),
              let idEnd = rest[open.upperBound...].firstRange(of: "\">"),
              let close = rest[idEnd.upperBound...].firstRange(of: "</script>") {
            let id = String(rest[open.upperBound..<idEnd.lowerBound])
            let json = try JSONSerialization.jsonObject(with: Data(rest[idEnd.upperBound..<close.lowerBound].utf8))
            result[id] = try #require(json as? [String: Any])
            rest = rest[close.upperBound...]
        }
        return result
    }

    @Test func thePageIsSelfContainedAndShowsEveryInteraction() throws {
        let html = try Self.unmeasured.get()
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        // Nothing from elsewhere: the only address is the SVG namespace, which nothing fetches.
        let addresses = html.components(separatedBy: "http").dropFirst().map { $0.prefix(30) }
        #expect(addresses.allSatisfy { $0.hasPrefix("://www.w3.org/2000/svg\"") }, "\(Set(addresses))")
        #expect(!html.contains(" src=") && !html.contains("<link") && !html.contains("@import"))

        let plots = svgs(in: html)
        for svg in plots { _ = try SVGReader(svg) }
        let examples = PlotStyle.all.flatMap(\.examples)
        #expect(plots.count == examples.count + 3)     // and the curves, springs and decay
        for style in PlotStyle.all where !style.examples.isEmpty {
            #expect(html.contains("<section id=\"\(style.interaction)\">"), "\(style.interaction)")
        }
        #expect(html.contains("Not measured for this page"))
    }

    @Test func eachPlayerReplaysWhatBenchReplayPrints() throws {
        let html = try Self.unmeasured.get()
        let players = try self.players(in: html)
        var checked = 0
        for style in PlotStyle.all {
            for (index, example) in style.examples.enumerated() {
                let player = try #require(players["\(style.interaction)-\(index)-data"], "\(style.interaction) \(index)")
                let path = try PlotFiles.trace(example.trace)
                defer { try? FileManager.default.removeItem(atPath: path) }
                let result = try InProcessBench.run(["replay", style.interaction, path] + example.arguments)
                try #require(result.status == 0, "\(result.standardError)")
                let expected = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
                let frames = try #require(player["frames"] as? [[String: Any]])
                #expect(frames.count == expected.count, "\(example.title)")
                for (frame, reference) in zip(frames, expected) {
                    #expect(NSDictionary(dictionary: frame).isEqual(to: reference), "\(example.title): \(frame) vs \(reference)")
                }
                // Every built-in gesture comes to rest within the replay (idle, dismissed, a tracker's last
                // ended, a transition finished or cancelled, a swiped row open, committed or dismissed, a sheet resting on a detent,
                // a zoom presented or dismissed, a back gesture committed or cancelled).
                let last = (expected.last?["state"] ?? expected.last?["phase"]) as? String
                let rests = ["idle", "dismissed", "ended", "finished", "cancelled", "open(trailing)",
                             "committed(trailing, action: 0)", "dismissed(leading)", "resting", "presented", "committed"]
                #expect(rests.contains(last ?? ""), "\(example.title) ends \(last ?? "nil")")
                checked += 1
            }
        }
        #expect(checked == PlotStyle.all.flatMap(\.examples).count && checked >= 6)
    }

    @Test func theBenchTableIsMeasured() throws {
        let measured = try PlotFiles.run(["report", "--frames", "20", "--warmup", "0"], ext: "html")
        // Each scenario's row in the page's one table, looked for there (not in the megabytes of plots).
        let start = try #require(measured.firstRange(of: "<table>"))
        let end = try #require(measured[start.upperBound...].firstRange(of: "</table>"))
        let table = String(measured[start.lowerBound..<end.upperBound])
        for scenario in Scenario.all {
            #expect(table.contains("<td>\(scenario.name)</td>"), "\(scenario.name)")
        }
        #expect(measured.contains("Measured while writing this page"))
    }

    @Test func theBenchTableIsReadFromARunsJSON() throws {
        let json = FileManager.default.temporaryDirectory.appendingPathComponent("rows-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: json) }
        let run = try InProcessBench.run(["run", "--filter", "tossable", "--frames", "20", "--warmup", "0", "--json", json.path])
        try #require(run.status == 0, "\(run.standardError)")
        let read = try PlotFiles.run(["report", "--bench-json", json.path], ext: "html")
        #expect(read.contains("<td>tossable.toss</td>") && !read.contains("<td>flick-dismiss.fly</td>"))
        #expect(read.contains("Read from \(json.path)"))
    }

    @Test(arguments: [
        ["report", "--no-bench", "-o", "/no/such/folder/report.html"],
        ["report", "--bench-json", "/no/such/rows.json"],
        ["report", "--frames", "0"],
    ])
    func badInputExitsWithStatusTwoAndOneLine(arguments: [String]) throws {
        let result = try InProcessBench.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.standardError)")
        #expect(result.standardOutput.isEmpty, "\(arguments)")
        #expect(result.standardError.split(separator: "\n").count == 1, "\(arguments): \(result.standardError)")
    }
}
