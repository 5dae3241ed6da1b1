import Foundation
import Gestures
import Testing
@testable import bench

/// `bench replay sheet`, `anchored`, `swipe-row` and `swipe-list` on their shipped traces: the frames'
/// `events` are the same (kinds, indices, times within 1e-9 s) at every `--fps` and `--jitter`, and
/// `--duration-scale 0` ends in the normal run's state and place with the rest shown on the release's frame.
@Suite struct FeedbackEventReplayTests {
    static let shipped = ShippedTraceTests.all.filter { ["sheet", "anchored", "swipe-row", "swipe-list"].contains($0.interaction) }

    struct Event: CustomStringConvertible {
        let type: String, t: Double, index: Int?
        var description: String { "\(type)\(index.map { " \($0)" } ?? "") @ \(t)" }
    }

    func frames(_ shipped: ShippedTraceTests.Shipped, _ extra: [String]) throws -> [[String: Any]] {
        let result = try InProcessBench.run(["replay", shipped.interaction, ShippedTraceTests.root.appendingPathComponent(shipped.path).path]
                                            + shipped.arguments + extra)
        #expect(result.status == 0, "\(shipped) \(extra): \(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    }

    /// Every frame's events, in order (the union over the run).
    func events(_ frames: [[String: Any]]) -> [Event] {
        frames.flatMap { frame in
            (frame["events"] as? [[String: Any]] ?? []).map { Event(type: $0["type"] as? String ?? "?", t: $0["t"] as? Double ?? .nan, index: $0["index"] as? Int) }
        }
    }

    /// What a frame shows, without its time and its events.
    func place(_ frame: [String: Any]?) -> NSDictionary {
        var fields = frame ?? [:]
        fields["t"] = nil
        fields["events"] = nil
        return fields as NSDictionary
    }

    /// The kinds each shipped trace reports (its README gesture), by file.
    static let expected: [String: [String]] = [
        "Tools/bench/Traces/sheet/drag-up-into-list.json": ["detentReached 2"],
        "Tools/bench/Traces/sheet/list-to-sheet.json": ["detentReached 1"],
        "Tools/bench/Traces/sheet/flick-dismiss.json": ["dismissed"],
        "Tools/bench/Traces/anchored/flick-to-peek.json": ["snapped 1"],
        "Tools/bench/Traces/anchored/slow-back.json": ["snapped 1"],
        "Tools/bench/Traces/swipe-row/flick-open.json": ["snapped"],
        "Tools/bench/Traces/swipe-row/full-swipe.json": ["thresholdActivated", "committed"],
        "Tools/bench/Traces/swipe-row/dismiss.json": ["dismissed"],
        "Tools/bench/Traces/swipe-list/mail.json": ["snapped 2", "snapped 2", "snapped 4", "snapped 4"],
        "Tools/bench/Traces/swipe-list/scroll-over-rows.json": [],
    ]

    @Test(arguments: shipped)
    func theSameEventsAtEveryRateAndJitter(shipped: ShippedTraceTests.Shipped) throws {
        let reference = events(try frames(shipped, ["--fps", "120"]))
        #expect(reference.map { "\($0.type)\($0.index.map { " \($0)" } ?? "")" } == Self.expected[shipped.path], "\(shipped): \(reference)")
        for extra in [["--fps", "60"], ["--fps", "144"], ["--fps", "60", "--jitter", "3"], ["--fps", "120", "--jitter", "3"],
                      ["--fps", "144", "--jitter", "3"]] {
            let seen = events(try frames(shipped, extra))
            #expect(seen.count == reference.count, "\(shipped) \(extra): \(seen) against \(reference)")
            for (event, expected) in zip(seen, reference) {
                #expect(event.type == expected.type && event.index == expected.index, "\(shipped) \(extra): \(event) against \(expected)")
                // Measured: at most 4.4e-16 s.
                #expect(Swift.abs(event.t - expected.t) <= 1e-9, "\(shipped) \(extra): \(event) against \(expected)")
            }
        }
    }

    /// The traces whose touches catch a moving list (see below).
    static let catchesAMovingList: Set<String> = ["Tools/bench/Traces/swipe-list/mail.json"]

    @Test(arguments: shipped)
    func aDurationScaleOfZeroEndsInTheSamePlaceAtRestOnTheReleasesFrame(shipped: ShippedTraceTests.Shipped) throws {
        let normal = try frames(shipped, [])
        let none = try frames(shipped, ["--duration-scale", "0"])
        // The mail trace's later swipe starts on the list while its fling still coasts, which stops the list
        // and swipes no row; with no motion there is nothing coasting, so that swipe opens its row (as a
        // second flick that catches a fling differs in Scroll's tests). Every other trace ends the same.
        if !Self.catchesAMovingList.contains(shipped.path) {
            #expect(place(none.last) == place(normal.last), "\(shipped): \(place(none.last)) against \(place(normal.last))")
            // The same events; each rest at its release (never later than with motion).
            #expect(events(none).map(\.type) == events(normal).map(\.type), "\(shipped): \(events(none)) against \(events(normal))")
        }
        // The first frame at or after the last release shows the rest: the sheet's or row's state and place
        // (the list of a sheet or of rows coasts by its own rules).
        let samples = shipped.trace.samples
        let release = try #require(samples.last { $0.phase == .ended || $0.phase == .cancelled }).time - samples[0].time
        let shown = try #require(none.first { ($0["t"] as? Double ?? 0) >= release })
        let rest = try #require(none.last)
        let keys: [String] = switch shipped.interaction {
        case "sheet": ["state", "height", "detent"]
        case "anchored": ["state", "offset", "target"]
        case "swipe-row": ["state", "offset"]
        default: ["rows"]
        }
        for key in keys {
            #expect((shown[key] as? NSObject) == (rest[key] as? NSObject), "\(shipped) \(key) at \(shown["t"] ?? "?"): \(shown[key] ?? "nil") against \(rest[key] ?? "nil")")
        }
    }
}
