import Foundation
import Testing
import _MotionTestSupport
@testable import bench

/// The transitions', navigation's and relative position's replays on their shipped traces with feedback
/// events and motion preferences: the same events (union over frames) at --fps 60, 120, 144 and on a
/// jittered display (1e-9), and --duration-scale 0 ending as the normal run with the rest shown on the
/// release's frame.
@Suite struct TransitionEventReplayTests {
    struct Case: Sendable, CustomStringConvertible {
        let command: [String]
        let trace: String
        let arguments: [String]
        var description: String { (command + [trace] + arguments).joined(separator: " ") }
    }

    /// Every shipped trace of these replays with its README arguments, and `bench back-progress` on the
    /// back swipes with each profile.
    static let cases: [Case] = ShippedTraceTests.all
        .filter { ["transition", "zoom-dismiss", "predictive-back", "relative-position"].contains($0.interaction) }
        .map { Case(command: ["replay", $0.interaction], trace: $0.path, arguments: $0.arguments) }
        + ShippedTraceTests.all.filter { $0.interaction == "predictive-back" }.flatMap { shipped in
            [Case(command: ["back-progress"], trace: shipped.path, arguments: []),
             Case(command: ["back-progress"], trace: shipped.path, arguments: ["--profile", "ios"])]
        }

    static func frames(_ test: Case, _ extra: [String]) throws -> [[String: Any]] {
        let path = ShippedTraceTests.root.appendingPathComponent(test.trace).path
        let result = try InProcessBench.run(test.command + [path] + test.arguments + extra)
        #expect(result.status == 0, "\(test): \(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    }

    /// Every frame's events, in order: (type, t, index).
    static func events(_ frames: [[String: Any]]) -> [(String, Double, Int?)] {
        frames.flatMap { frame in
            (frame["events"] as? [[String: Any]] ?? []).map { ($0["type"] as? String ?? "?", $0["t"] as? Double ?? .nan, $0["index"] as? Int) }
        }
    }

    @Test(arguments: cases)
    func theEventsAreTheSameAtEveryRate(test: Case) throws {
        let reference = Self.events(try Self.frames(test, ["--fps", "60"]))
        for extra in [["--fps", "120"], ["--fps", "144"], ["--fps", "120", "--jitter", "3"]] {
            let events = Self.events(try Self.frames(test, extra))
            #expect(events.map(\.0) == reference.map(\.0) && events.map(\.2) == reference.map(\.2), "\(test) \(extra)")
            for (a, b) in zip(events, reference) { #expect(Swift.abs(a.1 - b.1) <= 1e-9, "\(test) \(extra): \(a) vs \(b)") }
        }
        let ends = ["transition": "committed", "zoom-dismiss": "dismissed", "predictive-back": "committed", "back-progress": "committed"]
        let state = try Self.frames(test, []).last?["state"] as? String
        if let end = ends[test.command.last ?? ""], state == "finished" || state == "dismissed" || state == "committed" {
            #expect(reference.filter { $0.0 == end }.count == 1, "\(test): \(reference)")
        }
    }

    @Test(arguments: cases)
    func durationScaleZeroRestsOnTheReleasesFrame(test: Case) throws {
        let normal = try Self.frames(test, [])
        let none = try Self.frames(test, ["--duration-scale", "0"])
        let data = try Data(contentsOf: ShippedTraceTests.root.appendingPathComponent(test.trace))
        let trace = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let samples = try #require(trace["events"] as? [[String: Any]])
        let first = try #require(samples.first?["t"] as? Double)
        let release = try #require(samples.last { ["ended", "cancelled"].contains($0["phase"] as? String) }?["t"] as? Double) - first
        func place(_ frame: [String: Any]?) -> [String: Double] {
            var numbers: [String: Double] = [:]
            for (key, value) in frame ?? [:] where key != "t" { if let number = value as? Double { numbers[key] = number } }
            return numbers
        }
        let last = try #require(normal.last), end = try #require(none.last)
        #expect(end["state"] as? String == last["state"] as? String, "\(test)")
        #expect(place(end) == place(last), "\(test)")
        // The first frame at or after the release shows the rest (the zoom's source may still move later).
        let atRelease = try #require(none.first { ($0["t"] as? Double ?? 0) >= release })
        #expect(atRelease["state"] as? String == last["state"] as? String, "\(test) at \(release)")
        if !test.arguments.contains(where: { $0.hasPrefix("--source-moves") }) { #expect(place(atRelease) == place(last), "\(test) at \(release)") }
        // The same events, those of the motion after the release at the release's time.
        let events = Self.events(none), normalEvents = Self.events(normal)
        #expect(events.map(\.0) == normalEvents.map(\.0), "\(test)")
        for (a, b) in zip(events, normalEvents) { #expect(a.1 == b.1 || (a.1 == release && b.1 >= release), "\(test): \(a) vs \(b)") }
    }

    @Test(arguments: cases)
    func reduceMotionAndHalfSpeedEndInTheSameStateAndPlace(test: Case) throws {
        func end(_ extra: [String]) throws -> String {
            var last = try #require(try Self.frames(test, extra).last)
            last.removeValue(forKey: "t")
            last.removeValue(forKey: "events")
            return String(decoding: try JSONSerialization.data(withJSONObject: last, options: [.sortedKeys]), as: UTF8.self)
        }
        let normal = try end([])
        #expect(try end(["--reduce-motion"]) == normal, "\(test)")
        #expect(try end(["--duration-scale", "2"]) == normal, "\(test)")
    }
}
