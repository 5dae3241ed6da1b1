import Foundation
import Testing

/// One frame of `bench replay`'s output read back: the one reader of the frames-and-events JSON the replay
/// tests share (late delivery, feedback events, the lists' events).
struct ReplayedFrame {
    /// `t`, seconds since the first event.
    let t: Double
    /// The frame's other fields, without `t` and `events`: the state and the place.
    let fields: [String: Any]
    /// ``fields`` as JSON text with sorted keys: what two frames compare equal by.
    let place: String
    /// The frame's `events`, in order (none on most frames).
    let events: [ReplayedEvent]

    /// A field's value, `nil` when the frame has none.
    subscript(key: String) -> Any? { fields[key] }

    /// The frames `bench replay WORDS` prints, run in process; a failed run is recorded and gives none.
    static func replay(_ words: [String]) throws -> [ReplayedFrame] {
        let result = try InProcessBench.run(["replay"] + words)
        #expect(result.status == 0, "\(words): \(result.standardError)")
        let frames = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        return try frames.map { frame in
            var fields = frame
            let t = try #require(fields.removeValue(forKey: "t") as? Double)
            let events = try (fields.removeValue(forKey: "events") as? [[String: Any]] ?? []).map { event in
                ReplayedEvent(type: try #require(event["type"] as? String), t: try #require(event["t"] as? Double),
                              index: event["index"] as? Int, speed: event["speed"] as? Double, edge: event["edge"] as? String)
            }
            let place = String(decoding: try JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]), as: UTF8.self)
            return ReplayedFrame(t: t, fields: fields, place: place, events: events)
        }
    }
}

/// One of a replayed frame's `events`: `{"type", "t", "index"?, "speed"?, "edge"?}`.
struct ReplayedEvent: Equatable, CustomStringConvertible {
    let type: String, t: Double, index: Int?, speed: Double?, edge: String?

    /// The same event within 1e-9 (its time, and its speed relative to the speed).
    func matches(_ other: ReplayedEvent) -> Bool {
        type == other.type && abs(t - other.t) <= 1e-9 && index == other.index && edge == other.edge
            && (speed == nil) == (other.speed == nil) && abs((speed ?? 0) - (other.speed ?? 0)) <= 1e-9 * max(1, abs(speed ?? 0))
    }

    /// The kind and the index: `snapped 2`.
    var kind: String { type + (index.map { " \($0)" } ?? "") }

    var description: String { "\(kind) @ \(t)" }
}

extension Array where Element == ReplayedFrame {
    /// Every frame's events, in order.
    var events: [ReplayedEvent] { flatMap(\.events) }
}
