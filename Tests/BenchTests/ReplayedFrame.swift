import Foundation
import Testing

/// One frame of `bench replay`'s output read back: the one reader of the frames-and-events JSON the replay
/// tests share (late delivery, feedback events, the lists' events).
struct ReplayedFrame {
    /// `t`, seconds since the first event.
    let t: Double
    /// The frame's other fields, without `t` and `events`: the state and the place.
    let fields: [String: Any]
    /// The frame's members other than `t` and `events` as `bench replay` printed them (in its order, without
    /// the blanks between tokens, `"state":"idle"`): what two frames compare equal by. One printer writes
    /// equal values as the same text, so this is equality of ``fields``, read from the text (re-encoding
    /// each frame with JSONSerialization cost more than the replays it checked).
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
        let places = places(ofFramesIn: result.standardOutput)
        try #require(places.count == frames.count, "\(words): \(places.count) places for \(frames.count) frames")
        return try zip(frames, places).map { frame, place in
            var fields = frame
            let t = try #require(fields.removeValue(forKey: "t") as? Double)
            let events = try (fields.removeValue(forKey: "events") as? [[String: Any]] ?? []).map { event in
                ReplayedEvent(type: try #require(event["type"] as? String), t: try #require(event["t"] as? Double),
                              index: event["index"] as? Int, speed: event["speed"] as? Double, edge: event["edge"] as? String)
            }
            return ReplayedFrame(t: t, fields: fields, place: place, events: events)
        }
    }

    /// Each frame's ``place`` in `text`, a JSON array of frame objects: the members of each object but `t` and
    /// `events`, joined by commas, without the blanks outside strings.
    static func places(ofFramesIn text: String) -> [String] {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), comma = UInt8(ascii: ",")
        var places: [String] = []
        var depth = 0, inString = false, escaped = false
        var member: [UInt8] = [], place: [UInt8] = []
        func endMember() {
            let key = member.dropFirst().prefix { $0 != quote }
            if !member.isEmpty, !key.elementsEqual("t".utf8), !key.elementsEqual("events".utf8) {
                if !place.isEmpty { place.append(comma) }
                place += member
            }
            member.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 {
            if inString {
                if escaped { escaped = false } else if byte == backslash { escaped = true } else if byte == quote { inString = false }
            } else {
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    continue
                case quote:
                    inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                    // A frame opens (inside the array, depth 1).
                    if depth == 2 { place.removeAll(); member.removeAll(); continue }
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 1 { endMember(); places.append(String(decoding: place, as: UTF8.self)); continue }
                case comma where depth == 2:
                    endMember()
                    continue
                default:
                    break
                }
            }
            if depth >= 2 { member.append(byte) }
        }
        return places
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
