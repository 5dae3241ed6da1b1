import Foundation
import Gestures
import Testing
@testable import bench

/// `bench replay sheet`, `anchored`, `swipe-row` and `swipe-list` on their shipped traces: the frames'
/// `events` are the same (kinds, indices, times within 1e-9 s) at every `--fps` and `--jitter`, and
/// `--duration-scale 0` ends in the normal run's state and place with the rest shown on the release's frame.
@Suite struct FeedbackEventReplayTests {
    static let shipped = ShippedTraceTests.all.filter { ["sheet", "anchored", "swipe-row", "swipe-list"].contains($0.interaction) }

    func frames(_ shipped: ShippedTraceTests.Shipped, _ extra: [String]) throws -> [ReplayedFrame] {
        try ReplayedFrame.replay([shipped.interaction, ShippedTraceTests.root.appendingPathComponent(shipped.path).path]
                                 + shipped.arguments + extra)
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
        let reference = try frames(shipped, ["--fps", "120"]).events
        #expect(reference.map(\.kind) == Self.expected[shipped.path], "\(shipped): \(reference)")
        for extra in [["--fps", "60"], ["--fps", "144"], ["--fps", "60", "--jitter", "3"], ["--fps", "120", "--jitter", "3"],
                      ["--fps", "144", "--jitter", "3"]] {
            let seen = try frames(shipped, extra).events
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
            #expect(none.last?.place == normal.last?.place, "\(shipped): \(none.last?.place ?? "") against \(normal.last?.place ?? "")")
            // The same events; each rest at its release (never later than with motion).
            #expect(none.events.map(\.type) == normal.events.map(\.type), "\(shipped): \(none.events) against \(normal.events)")
        }
        // The first frame at or after the last release shows the rest: the sheet's or row's state and place
        // (the list of a sheet or of rows coasts by its own rules).
        let samples = shipped.trace.samples
        let release = try #require(samples.last { $0.phase == .ended || $0.phase == .cancelled }).time - samples[0].time
        let shown = try #require(none.first { $0.t >= release })
        let rest = try #require(none.last)
        let keys: [String] = switch shipped.interaction {
        case "sheet": ["state", "height", "detent"]
        case "anchored": ["state", "offset", "target"]
        case "swipe-row": ["state", "offset"]
        default: ["rows"]
        }
        for key in keys {
            #expect((shown[key] as? NSObject) == (rest[key] as? NSObject), "\(shipped) \(key) at \(shown.t): \(shown[key] ?? "nil") against \(rest[key] ?? "nil")")
        }
    }
}
