import Gestures
import Demos

/// A recording in the trace format `bench replay` reads: `{"name", "container", "events": [{"t",
/// "pointer", "phase", "x", "y"}]}`, numbers in their shortest exact form.
public enum PlaygroundTrace {
    public static func json(_ trace: GestureTrace) -> PlaygroundJSON {
        var members: [(String, PlaygroundJSON)] = []
        if let name = trace.name { members.append(("name", .string(name))) }
        if let container = trace.container {
            members.append(("container", .object([
                ("x", .number(container.origin.x)), ("y", .number(container.origin.y)),
                ("width", .number(container.size.width)), ("height", .number(container.size.height)),
            ])))
        }
        members.append(("events", .array(trace.samples.map { sample in
            .object([("t", .number(sample.time)), ("pointer", .integer(sample.pointer)), ("phase", .string(sample.phase.rawValue)),
                     ("x", .number(sample.location.x)), ("y", .number(sample.location.y))])
        })))
        return .object(members)
    }
}
