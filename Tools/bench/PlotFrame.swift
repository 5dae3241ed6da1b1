import BenchReplay
/// A replayed frame as plain data: its time, its state (or phase) and its named numbers, read from
/// the JSON frame `bench replay` prints (`{"t": ..., "state": ..., "x": ..., ...}`).
struct PlotFrame {
    /// The frame's time, seconds on the trace's clock.
    let t: Double
    /// The `state` or `phase` string, if the frame has one.
    let state: String?
    /// Every other number, by key.
    let values: [String: Double]

    /// The frame's value for `key`, or NaN when absent.
    subscript(_ key: String) -> Double { values[key] ?? .nan }

    /// Reads `bench replay` frames; the number keys in order of first appearance come with them.
    ///
    /// - Throws: `InvalidInput` for a frame that is not an object with a number `t`.
    static func frames(from json: [JSON]) throws -> (frames: [PlotFrame], keys: [String]) {
        var frames: [PlotFrame] = []
        var keys: [String] = []
        frames.reserveCapacity(json.count)
        for (index, frame) in json.enumerated() {
            guard case .object(let members) = frame else { throw InvalidInput("frame \(index) is not an object") }
            var time: Double?
            var state: String?
            var values: [String: Double] = [:]
            for (key, value) in members {
                switch (key, value) {
                case ("t", .number(let number)): time = number
                case ("state", .string(let text)), ("phase", .string(let text)): state = text
                case (_, .number(let number)):
                    values[key] = number
                    if !keys.contains(key) { keys.append(key) }
                case (_, .integer(let number)):
                    values[key] = Double(number)
                    if !keys.contains(key) { keys.append(key) }
                case (_, .object(let inner)):
                    // A nested reading such as a stretchy header's {"y", "height", "scale"}.
                    for case let (innerKey, .number(number)) in inner {
                        let name = key + "." + innerKey
                        values[name] = number
                        if !keys.contains(name) { keys.append(name) }
                    }
                default: break
                }
            }
            guard let time, time.isFinite else { throw InvalidInput("frame \(index) has no finite time t") }
            frames.append(PlotFrame(t: time, state: state, values: values))
        }
        return (frames, keys)
    }
}
