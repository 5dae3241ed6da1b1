import Foundation
import Testing
@testable import bench

/// The feedback events of `bench replay picker`, `carousel`, `refresh` and `reorder` on their shipped
/// traces: the same events at the same times (1e-9) at 60, 120 and 144 Hz and on a jittered link, and
/// `--duration-scale 0` ending in the state and place of the normal run, at rest on the release's frame.
@Suite struct ListEventsReplayTests {
    /// The frames of one replay and the union of their events.
    static func replay(_ interaction: String, _ trace: String, _ words: [String]) throws -> (frames: [ReplayedFrame], events: [ReplayedEvent]) {
        let path = ShippedTraceTests.root.appendingPathComponent("Tools/bench/Traces/\(interaction)/\(trace).json").path
        let frames = try ReplayedFrame.replay([interaction, path] + words)
        return (frames, frames.events)
    }

    /// The same events at every rate: kinds and indices equal, times within 1e-9.
    static func expectSameEventsAtEveryRate(_ interaction: String, _ trace: String, _ words: [String]) throws -> [ReplayedEvent] {
        let reference = try replay(interaction, trace, words + ["--fps", "60"]).events
        for rate in [["--fps", "120"], ["--fps", "144"], ["--fps", "120", "--jitter", "3"]] {
            let events = try replay(interaction, trace, words + rate).events
            #expect(events.map(\.type) == reference.map(\.type) && events.map(\.index) == reference.map(\.index),
                    "\(interaction) \(trace) \(rate): \(events) vs \(reference)")
            for (a, b) in zip(events, reference) {
                #expect(Swift.abs(a.t - b.t) <= 1e-9, "\(interaction) \(trace) \(rate): \(a) vs \(b)")
            }
        }
        return reference
    }

    /// The frame of the last release (the last sample's time) and the last frame with `--duration-scale 0`
    /// against the normal run: the same `keys` at the end, and nothing moving from the release's frame on.
    static func expectInstantRest(_ interaction: String, _ trace: String, _ words: [String], keys: [String], release: Double) throws {
        let normal = try replay(interaction, trace, words).frames
        let instant = try replay(interaction, trace, words + ["--duration-scale", "0"]).frames
        let last = try #require(normal.last), lastInstant = try #require(instant.last)
        for key in keys {
            #expect("\(last[key] ?? "nil")" == "\(lastInstant[key] ?? "nil")", "\(interaction) \(trace) \(key)")
        }
        // From the first frame at or after the release on, every frame shows the rest.
        let after = instant.filter { $0.t >= release }
        #expect(!after.isEmpty)
        for frame in after {
            for key in keys {
                #expect("\(frame[key] ?? "nil")" == "\(lastInstant[key] ?? "nil")", "\(interaction) \(trace) \(key) at \(frame.t)")
            }
        }
    }

    /// The time of a shipped trace's last sample, relative to its first (the replays' clock).
    static func lastSampleTime(_ interaction: String, _ trace: String) throws -> Double {
        let path = ShippedTraceTests.root.appendingPathComponent("Tools/bench/Traces/\(interaction)/\(trace).json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: path)) as? [String: Any])
        let events = try #require(object["events"] as? [[String: Any]])
        let times = events.compactMap { $0["t"] as? Double }
        return try #require(times.last) - (times.first ?? 0)
    }

    // MARK: Picker

    @Test(arguments: PickerReplayTests.traces)
    func pickerTicksOncePerItemAndSnapsTheSameAtEveryRate(trace: String) throws {
        for profile in ["uikit", "flutter"] {
            let words = ["--items=60", "--item-extent=32", "--profile=\(profile)"]
            let events = try Self.expectSameEventsAtEveryRate("picker", trace, words)
            let last = try #require(try Self.replay("picker", trace, words).frames.last)
            // One tick per item passed: each tick one item from the previous, and the last snap on the rest.
            var item = 0
            for event in events where event.type == "itemTicked" {
                #expect(Swift.abs((event.index ?? 0) - item) == 1, "\(trace) \(profile): \(events)")
                item = event.index ?? item
            }
            #expect(item == last["selected"] as? Int)
            let snaps = events.filter { $0.type == "snapped" }
            #expect(snaps.last?.index == last["selected"] as? Int && snaps.last == events.last, "\(trace) \(profile): \(events)")
        }
    }

    /// `catch` is left out: its second touch catches the spin mid-flight, which with no motion is already at
    /// rest, so it ends elsewhere by design.
    @Test(arguments: ["spin", "spin-flutter", "nudge-flutter"])
    func pickerWithDurationScaleZeroRestsOnTheReleasesFrame(trace: String) throws {
        for profile in ["uikit", "flutter"] {
            try Self.expectInstantRest("picker", trace, ["--items=60", "--item-extent=32", "--profile=\(profile)"],
                                       keys: ["state", "offset", "selected"], release: try Self.lastSampleTime("picker", trace))
        }
    }
}

extension ListEventsReplayTests {
    static let carouselTraces = ["flick", "hero", "nudge", "to-the-end"]

    static func carouselWords(_ trace: String) -> [String] {
        trace == "hero" ? ["--items=7", "--item-width=400", "--strategy=hero"] : ["--items=10", "--item-width=220"]
    }

    @Test(arguments: carouselTraces)
    func carouselTicksOncePerItemAndSnapsTheSameAtEveryRate(trace: String) throws {
        let events = try Self.expectSameEventsAtEveryRate("carousel", trace, Self.carouselWords(trace))
        let last = try #require(try Self.replay("carousel", trace, Self.carouselWords(trace)).frames.last)
        // One tick per item passed; each snap (one per swipe that moved it) on the item ticked to.
        var item = 0
        for event in events {
            if event.type == "itemTicked" {
                #expect(Swift.abs((event.index ?? 0) - item) == 1, "\(trace): \(events)")
                item = event.index ?? item
            } else {
                #expect(event.type == "snapped" && event.index == item, "\(trace): \(events)")
            }
        }
        #expect(item == last["focused"] as? Int, "\(trace): \(events) \(last)")
    }

    @Test(arguments: carouselTraces)
    func carouselWithDurationScaleZeroRestsOnTheReleasesFrame(trace: String) throws {
        try Self.expectInstantRest("carousel", trace, Self.carouselWords(trace), keys: ["state", "offset", "focused"],
                                   release: try Self.lastSampleTime("carousel", trace))
    }
}

extension ListEventsReplayTests {
    @Test(arguments: ["compose-pull", "material-pull", "cupertino-pull"])
    func refreshReportsTheSameEventsAtEveryRate(trace: String) throws {
        let profile = String(trace.prefix { $0 != "-" })
        let events = try Self.expectSameEventsAtEveryRate("refresh", trace, ["--profile=\(profile)"])
        // Armed (once per pull), committed at a release, and each arrival, the last at rest.
        let armed = try #require(events.firstIndex { $0.type == "thresholdActivated" }, "\(trace): \(events)")
        #expect(events[armed...].contains { $0.type == "committed" }, "\(trace): \(events)")
        #expect(events.last.map { $0.type == "snapped" && $0.index == 0 } ?? false, "\(trace): \(events)")
    }

    /// Compose and Material: with `--duration-scale 0` the indicator is on its refreshing offset on the
    /// release's frame and the run ends idle at 0 as the normal one does.
    @Test(arguments: ["compose-pull", "material-pull"])
    func refreshWithDurationScaleZeroRestsOnTheReleasesFrame(trace: String) throws {
        let profile = String(trace.prefix { $0 != "-" })
        let release = try Self.lastSampleTime("refresh", trace)
        let normal = try Self.replay("refresh", trace, ["--profile=\(profile)"]).frames
        let instant = try Self.replay("refresh", trace, ["--profile=\(profile)", "--duration-scale", "0"]).frames
        let first = try #require(instant.first { $0.t >= release })
        #expect(first["state"] as? String == "refreshing" && first["offset"] as? Double == (profile == "compose" ? 56 : 40), "\(first)")
        let last = try #require(normal.last), lastInstant = try #require(instant.last)
        #expect(last["state"] as? String == "idle" && lastInstant["state"] as? String == "idle")
        #expect(last["offset"] as? Double == 0 && lastInstant["offset"] as? Double == 0)
    }
}

extension ListEventsReplayTests {
    static func reorderWords(_ trace: String) -> [String] {
        ["--items=30", "--item-height=44", "--viewport=320,400"] + (trace.hasSuffix("flutter") ? ["--auto-scroll=flutter"] : [])
    }

    @Test(arguments: ["drag-to-bottom", "drag-to-bottom-flutter"])
    func reorderReportsTheSameEventsAtEveryRate(trace: String) throws {
        let events = try Self.expectSameEventsAtEveryRate("reorder", trace, Self.reorderWords(trace))
        let lifted = try #require(events.first { $0.type == "lifted" })
        // One tick per slot, from the lifted slot on, and the drop on the last.
        var slot = lifted.index ?? -1
        for event in events where event.type == "itemTicked" {
            #expect(Swift.abs((event.index ?? 0) - slot) == 1, "\(trace): \(events)")
            slot = event.index ?? slot
        }
        #expect(events.last?.type == "dropped" && events.last?.index == slot, "\(trace): \(events)")
    }

    @Test(arguments: ["drag-to-bottom", "drag-to-bottom-flutter"])
    func reorderWithDurationScaleZeroRestsOnTheReleasesFrame(trace: String) throws {
        try Self.expectInstantRest("reorder", trace, Self.reorderWords(trace), keys: ["state", "order", "offset", "dragged"],
                                   release: try Self.lastSampleTime("reorder", trace))
    }
}
