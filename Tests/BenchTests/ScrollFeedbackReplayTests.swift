import Foundation
import Gestures
import Testing
@testable import bench

/// `bench replay scroll` on the shipped scroll traces: the scroll view's feedback events (`edgeHit`,
/// `snapped`) come out at the same instants at every frame rate and with jitter, and `--duration-scale 0`
/// ends where the normal run ends with the rest shown on the release's frame.
@Suite struct ScrollFeedbackReplayTests {
    static let traces = ShippedTraceTests.all.filter { $0.interaction == "scroll" }

    struct Event: Equatable, CustomStringConvertible {
        let type: String
        let time: Double
        let index: Int?
        let speed: Double?
        let edge: String?
        var description: String { "\(type)@\(time) \(index.map(String.init) ?? "") \(speed.map { "\($0)" } ?? "") \(edge ?? "")" }

        func matches(_ other: Event) -> Bool {
            type == other.type && index == other.index && edge == other.edge && abs(time - other.time) <= 1e-9
                && (speed == nil) == (other.speed == nil) && abs((speed ?? 0) - (other.speed ?? 0)) <= 1e-9 * max(1, speed ?? 0)
        }
    }

    static func frames(_ shipped: ShippedTraceTests.Shipped, _ extra: [String]) throws -> [[String: Any]] {
        let path = ShippedTraceTests.root.appendingPathComponent(shipped.path).path
        let result = try InProcessBench.run(["replay", "scroll", path] + shipped.arguments + extra)
        #expect(result.status == 0, "\(shipped): \(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    }

    /// The union over the frames of their events, in order.
    static func events(_ frames: [[String: Any]]) -> [Event] {
        frames.flatMap { frame in
            ((frame["events"] as? [[String: Any]]) ?? []).map {
                Event(type: $0["type"] as! String, time: $0["t"] as! Double, index: $0["index"] as? Int,
                      speed: $0["speed"] as? Double, edge: $0["edge"] as? String)
            }
        }
    }

    @Test(arguments: traces)
    func theSameEventsAtEveryRateAndWithJitter(shipped: ShippedTraceTests.Shipped) throws {
        let reference = Self.events(try Self.frames(shipped, ["--fps", "240"]))
        for rate in ["60", "120", "144"] {
            let events = Self.events(try Self.frames(shipped, ["--fps", rate, "--jitter", "3"]))
            #expect(events.count == reference.count && zip(events, reference).allSatisfy { $0.matches($1) },
                    "\(shipped) at \(rate) Hz: \(events) against \(reference)")
        }
    }

    /// The traces report what they do: a fling into the top hits it, a snapping swipe lands on a position.
    @Test func theTracesReportTheirEvents() throws {
        func events(_ name: String) throws -> [Event] {
            Self.events(try Self.frames(try #require(Self.traces.first { $0.trace.name == name }), []))
        }
        let top = try events("flick-into-top")
        #expect(top.contains { $0.type == "edgeHit" && $0.edge == "top" && ($0.speed ?? 0) > 0 }, "\(top)")
        let snap = try events("snap-swipe")
        #expect(snap.contains { $0.type == "snapped" && $0.index != nil }, "\(snap)")
    }

    /// Whether a finger lands while the normal run's content still moves: it catches the motion where it is
    /// then, which with a duration scale of 0 is already at its rest, so the two runs part there (the second
    /// flick of `two-flicks` builds on the first's speed with the UIKit profile's repeated-flick rule).
    static func catchesAMotion(_ shipped: ShippedTraceTests.Shipped, _ normal: [[String: Any]]) -> Bool {
        let start = shipped.trace.samples.first?.time ?? 0
        return shipped.trace.samples.contains { sample in
            guard sample.phase == .began else { return false }
            let shown = normal.last { ($0["t"] as! Double) < sample.time - start }
            return shown?["state"] as? String == "decelerating"
        }
    }

    /// With `--duration-scale 0` every release's motion is at rest on the release's own frame (no frame after
    /// a release shows a motion), and the run ends in the state and at the offset of the normal run (except
    /// where a finger catches a motion whose speed the next flick builds on: see ``catchesAMotion(_:_:)``). The events are the normal run's, each
    /// at or before its time (at the release that started its motion).
    @Test(arguments: traces)
    func aDurationScaleOfZeroEndsWhereTheNormalRunEnds(shipped: ShippedTraceTests.Shipped) throws {
        let normal = try Self.frames(shipped, [])
        let instant = try Self.frames(shipped, ["--duration-scale", "0"])
        // No frame shows a motion in flight: the first frame at or after a release shows its rest.
        for frame in instant {
            #expect(frame["state"] as? String != "decelerating", "\(shipped) at \(frame["t"] ?? "")")
        }
        #expect(instant.last?["state"] as? String == "idle")
        // Three traces catch a motion in flight; two of them still end in the same place (the finger
        // drags on to the same end), the second flick of two-flicks leaves faster in the normal run.
        let catches = Self.catchesAMotion(shipped, normal)
        #expect(catches == ["two-flicks", "flick-and-reverse", "stretch-fling"].contains(shipped.trace.name ?? ""))
        guard shipped.trace.name != "two-flicks" else { return }
        let keys = ["state", "offset", "x", "y", "zoomScale", "stretch"]
        let last = try #require(normal.last), lastInstant = try #require(instant.last)
        for key in keys where last[key] != nil {
            if let value = last[key] as? Double {
                let other = try #require(lastInstant[key] as? Double)
                #expect(abs(value - other) <= 1e-9 * max(1, abs(value)), "\(shipped) \(key): \(value) \(other)")
            } else {
                #expect(last[key] as? String == lastInstant[key] as? String, "\(shipped) \(key)")
            }
        }
        let events = Self.events(normal), instantEvents = Self.events(instant)
        #expect(events.map(\.type) == instantEvents.map(\.type) && zip(events, instantEvents).allSatisfy {
            $0.index == $1.index && $0.edge == $1.edge && $1.time <= $0.time + 1e-9
        }, "\(shipped): \(instantEvents) against \(events)")
    }
}

extension ScrollFeedbackReplayTests {
    /// With `--reduce-motion` every shipped trace ends in the state and at the offset of the normal run with
    /// the same events, and the stretch stays 0.
    @Test(arguments: traces)
    func reduceMotionEndsWhereTheNormalRunEnds(shipped: ShippedTraceTests.Shipped) throws {
        let normal = try Self.frames(shipped, [])
        let reduced = try Self.frames(shipped, ["--reduce-motion"])
        let last = try #require(normal.last), lastReduced = try #require(reduced.last)
        for key in ["state", "offset", "x", "y", "zoomScale"] where last[key] != nil {
            if let value = last[key] as? Double {
                let other = try #require(lastReduced[key] as? Double)
                #expect(abs(value - other) <= 1e-9 * max(1, abs(value)), "\(shipped) \(key): \(value) \(other)")
            } else {
                #expect(last[key] as? String == lastReduced[key] as? String, "\(shipped) \(key)")
            }
        }
        #expect(reduced.allSatisfy { ($0["stretch"] as? Double ?? 0) == 0 }, "\(shipped)")
        #expect(Self.events(reduced).map(\.type) == Self.events(normal).map(\.type), "\(shipped)")
    }
}
