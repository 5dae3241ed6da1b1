// The JSON trace format, apart from the type: Embedded Swift (the WebAssembly build, Scripts/wasm-build)
// has no Codable, and there the trace is built from samples with `append(_:)`.
#if !hasFeature(Embedded)
import Geometry

extension GestureTrace: Codable {
    private enum TraceKey: String, CodingKey { case name, container, events }
    private enum EventKey: String, CodingKey { case t, pointer, phase, x, y, kind, dx, dy, momentumPhase, deltaMode, ctrlKey }
    private enum RectKey: String, CodingKey { case x, y, width, height }

    /// Decodes the JSON trace format, validating every event.
    ///
    /// - Throws: ``GestureTraceError`` naming the event index and the problem (unknown phase,
    ///   missing field, wrong type, non-finite number, time going backwards, a pointer not down).
    public init(from decoder: any Decoder) throws {
        let trace = try decoder.container(keyedBy: TraceKey.self)
        self.init()
        name = try? trace.decodeIfPresent(String.self, forKey: .name)
        if trace.contains(.container), !((try? trace.decodeNil(forKey: .container)) ?? false) {
            container = try Self.decodeContainer(trace)
        }
        guard trace.contains(.events) else { throw GestureTraceError(eventIndex: nil, problem: .missingField("events")) }
        var events: any UnkeyedDecodingContainer
        do {
            events = try trace.nestedUnkeyedContainer(forKey: .events)
        } catch {
            throw GestureTraceError(eventIndex: nil, problem: .wrongType(field: "events"))
        }
        while !events.isAtEnd {
            let index = events.currentIndex
            let event: KeyedDecodingContainer<EventKey>
            do {
                event = try events.nestedContainer(keyedBy: EventKey.self)
            } catch {
                throw GestureTraceError(eventIndex: index, problem: .wrongType(field: "event"))
            }
            if try Self.isWheel(event, index: index) {
                try append(Self.wheel(event, index: index))
                continue
            }
            let time = try Self.number(event, .t, index: index)
            let pointer = try Self.pointer(event, index: index)
            let phase = try Self.phase(event, index: index)
            let x = try Self.number(event, .x, index: index)
            let y = try Self.number(event, .y, index: index)
            try append(PointerSample(pointer: pointer, x: x, y: y, phase: phase, time: time))
        }
    }

    /// Encodes the JSON trace format that ``init(from:)`` reads (`name` and `container` only when set),
    /// so a recorded session replays with `bench replay`.
    public func encode(to encoder: any Encoder) throws {
        var trace = encoder.container(keyedBy: TraceKey.self)
        try trace.encodeIfPresent(name, forKey: .name)
        if let container {
            var rect = trace.nestedContainer(keyedBy: RectKey.self, forKey: .container)
            try rect.encode(container.origin.x, forKey: .x)
            try rect.encode(container.origin.y, forKey: .y)
            try rect.encode(container.size.width, forKey: .width)
            try rect.encode(container.size.height, forKey: .height)
        }
        var events = trace.nestedUnkeyedContainer(forKey: .events)
        var nextWheel = 0
        func encodeWheels(before time: Double?) throws {
            while nextWheel < wheelSamples.count, time.map({ wheelSamples[nextWheel].time < $0 }) ?? true {
                let wheel = wheelSamples[nextWheel]
                var event = events.nestedContainer(keyedBy: EventKey.self)
                try event.encode(wheel.time, forKey: .t)
                try event.encode("wheel", forKey: .kind)
                try event.encode(wheel.delta.dx, forKey: .dx)
                try event.encode(wheel.delta.dy, forKey: .dy)
                try event.encode(wheel.phase.rawValue, forKey: .phase)
                try event.encode(wheel.momentumPhase.rawValue, forKey: .momentumPhase)
                try event.encode(wheel.deltaMode.rawValue, forKey: .deltaMode)
                try event.encode(wheel.ctrlKey, forKey: .ctrlKey)
                if let location = wheel.location {
                    try event.encode(location.x, forKey: .x)
                    try event.encode(location.y, forKey: .y)
                }
                nextWheel += 1
            }
        }
        for sample in samples {
            try encodeWheels(before: sample.time)
            var event = events.nestedContainer(keyedBy: EventKey.self)
            try event.encode(sample.time, forKey: .t)
            try event.encode(sample.pointer, forKey: .pointer)
            try event.encode(sample.phase.rawValue, forKey: .phase)
            try event.encode(sample.location.x, forKey: .x)
            try event.encode(sample.location.y, forKey: .y)
        }
        try encodeWheels(before: nil)
    }

    /// Whether the event is wheel input: `"kind": "wheel"` (absent or `"pointer"`: a pointer sample).
    private static func isWheel(_ event: KeyedDecodingContainer<EventKey>, index: Int) throws(GestureTraceError) -> Bool {
        guard event.contains(.kind) else { return false }
        guard let kind = try? event.decode(String.self, forKey: .kind) else {
            throw GestureTraceError(eventIndex: index, problem: .wrongType(field: "kind"))
        }
        switch kind {
        case "pointer": return false
        case "wheel": return true
        default: throw GestureTraceError(eventIndex: index, problem: .unknownKind(kind))
        }
    }

    /// A wheel event: `t`, `dx`, `dy` required; `phase` and `momentumPhase` (`none` by default),
    /// `deltaMode` (`pixel`), `ctrlKey` (false), and `x`, `y` (the pointer, both or neither) optional.
    private static func wheel(_ event: KeyedDecodingContainer<EventKey>, index: Int) throws(GestureTraceError) -> WheelSample {
        let time = try number(event, .t, index: index)
        let dx = try number(event, .dx, index: index)
        let dy = try number(event, .dy, index: index)
        func text(_ key: EventKey) throws(GestureTraceError) -> String? {
            guard event.contains(key) else { return nil }
            guard let text = try? event.decode(String.self, forKey: key) else {
                throw GestureTraceError(eventIndex: index, problem: .wrongType(field: key.rawValue))
            }
            return text
        }
        func wheelPhase(_ key: EventKey) throws(GestureTraceError) -> WheelSample.Phase {
            guard let name = try text(key) else { return .none }
            guard let phase = WheelSample.Phase(rawValue: name) else {
                throw GestureTraceError(eventIndex: index, problem: .unknownValue(field: key.rawValue, name))
            }
            return phase
        }
        var mode = WheelSample.DeltaMode.pixel
        if let name = try text(.deltaMode) {
            guard let given = WheelSample.DeltaMode(rawValue: name) else {
                throw GestureTraceError(eventIndex: index, problem: .unknownValue(field: "deltaMode", name))
            }
            mode = given
        }
        var ctrlKey = false
        if event.contains(.ctrlKey) {
            guard let given = try? event.decode(Bool.self, forKey: .ctrlKey) else {
                throw GestureTraceError(eventIndex: index, problem: .wrongType(field: "ctrlKey"))
            }
            ctrlKey = given
        }
        var location: Point?
        if event.contains(.x) || event.contains(.y) {
            location = Point(x: try number(event, .x, index: index), y: try number(event, .y, index: index))
        }
        return WheelSample(delta: Vector(dx: dx, dy: dy), phase: try wheelPhase(.phase), momentumPhase: try wheelPhase(.momentumPhase),
                           deltaMode: mode, ctrlKey: ctrlKey, location: location, time: time)
    }

    private static func number(_ event: KeyedDecodingContainer<EventKey>, _ key: EventKey, index: Int) throws(GestureTraceError) -> Double {
        guard event.contains(key) else { throw GestureTraceError(eventIndex: index, problem: .missingField(key.rawValue)) }
        do {
            let value = try event.decode(Double.self, forKey: key)
            guard value.isFinite else {
                throw GestureTraceError(eventIndex: index, problem: .invalidSample(.nonFinite(field: key.rawValue)))
            }
            return value
        } catch let error as GestureTraceError {
            throw error
        } catch DecodingError.dataCorrupted {
            // A number the decoder cannot represent (1e999): not finite.
            throw GestureTraceError(eventIndex: index, problem: .invalidSample(.nonFinite(field: key.rawValue)))
        } catch {
            // "NaN", "inf" written as strings are non-finite numbers; other strings, booleans, null,
            // objects and arrays are the wrong type; a number the decoder cannot hold (1e999) is
            // not finite.
            if let text = try? event.decode(String.self, forKey: key) {
                if let value = Double(text), !value.isFinite {
                    throw GestureTraceError(eventIndex: index, problem: .invalidSample(.nonFinite(field: key.rawValue)))
                }
                throw GestureTraceError(eventIndex: index, problem: .wrongType(field: key.rawValue))
            }
            let isOtherType = (try? event.decode(Bool.self, forKey: key)) != nil
                || ((try? event.decodeNil(forKey: key)) ?? false)
                || (try? event.nestedUnkeyedContainer(forKey: key)) != nil
                || (try? event.nestedContainer(keyedBy: EventKey.self, forKey: key)) != nil
            if isOtherType { throw GestureTraceError(eventIndex: index, problem: .wrongType(field: key.rawValue)) }
            throw GestureTraceError(eventIndex: index, problem: .invalidSample(.nonFinite(field: key.rawValue)))
        }
    }

    private static func pointer(_ event: KeyedDecodingContainer<EventKey>, index: Int) throws(GestureTraceError) -> Int {
        guard event.contains(.pointer) else { throw GestureTraceError(eventIndex: index, problem: .missingField("pointer")) }
        guard let pointer = try? event.decode(Int.self, forKey: .pointer) else {
            throw GestureTraceError(eventIndex: index, problem: .wrongType(field: "pointer"))
        }
        return pointer
    }

    private static func phase(_ event: KeyedDecodingContainer<EventKey>, index: Int) throws(GestureTraceError) -> PointerPhase {
        guard event.contains(.phase) else { throw GestureTraceError(eventIndex: index, problem: .missingField("phase")) }
        guard let text = try? event.decode(String.self, forKey: .phase) else {
            throw GestureTraceError(eventIndex: index, problem: .wrongType(field: "phase"))
        }
        guard let phase = PointerPhase(rawValue: text) else {
            throw GestureTraceError(eventIndex: index, problem: .unknownPhase(text))
        }
        return phase
    }

    private static func decodeContainer(_ trace: KeyedDecodingContainer<TraceKey>) throws(GestureTraceError) -> Rect {
        let wrong = GestureTraceError(eventIndex: nil, problem: .wrongType(field: "container"))
        guard let rect = try? trace.nestedContainer(keyedBy: RectKey.self, forKey: .container) else { throw wrong }
        var values: [Double] = []
        for key in [RectKey.x, .y, .width, .height] {
            guard rect.contains(key) else {
                throw GestureTraceError(eventIndex: nil, problem: .missingField("container.\(key.rawValue)"))
            }
            guard let value = try? rect.decode(Double.self, forKey: key) else { throw wrong }
            guard value.isFinite else {
                throw GestureTraceError(eventIndex: nil, problem: .invalidSample(.nonFinite(field: "container.\(key.rawValue)")))
            }
            values.append(value)
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
}
#endif
