import Gestures

extension PlaygroundJSON {
    /// A pointer sample as a trace event: `{"t", "pointer", "phase", "x", "y"}` (`bench replay`'s format).
    public static func traceEvent(_ sample: PointerSample) -> PlaygroundJSON {
        .object([("t", .number(sample.time)), ("pointer", .integer(sample.pointer)), ("phase", .string(sample.phase.rawValue)),
                 ("x", .number(sample.location.x)), ("y", .number(sample.location.y))])
    }

    /// A wheel event as a trace event: `{"t", "kind": "wheel", "dx", "dy", "phase", "momentumPhase",
    /// "deltaMode", "ctrlKey"}` and `x`, `y` when it has a location (`bench replay`'s format).
    public static func traceEvent(_ wheel: WheelSample) -> PlaygroundJSON {
        var members: [(String, PlaygroundJSON)] = [
            ("t", .number(wheel.time)), ("kind", .string("wheel")), ("dx", .number(wheel.delta.dx)), ("dy", .number(wheel.delta.dy)),
            ("phase", .string(wheel.phase.rawValue)), ("momentumPhase", .string(wheel.momentumPhase.rawValue)),
            ("deltaMode", .string(wheel.deltaMode.rawValue)), ("ctrlKey", .bool(wheel.ctrlKey)),
        ]
        if let location = wheel.location { members += [("x", .number(location.x)), ("y", .number(location.y))] }
        return .object(members)
    }
}
