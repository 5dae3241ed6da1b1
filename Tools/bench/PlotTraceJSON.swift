import Gestures
import BenchReplay

/// Writes a `GestureTrace` in the trace format `bench replay` reads (BENCH.md's "Gesture traces"):
/// `{"name", "container": {"x","y","width","height"}, "events": [{"t","pointer","phase","x","y"}]}`,
/// numbers in their shortest exact form so that the trace reads back to the same samples.
enum PlotTraceJSON {
    static func text(of trace: GestureTrace) -> String {
        var members: [(String, JSON)] = []
        if let name = trace.name { members.append(("name", .string(name))) }
        if let container = trace.container {
            members.append(("container", .object([
                ("x", .number(container.origin.x)), ("y", .number(container.origin.y)),
                ("width", .number(container.size.width)), ("height", .number(container.size.height)),
            ])))
        }
        members.append(("events", .array(trace.samples.map { sample in
            .object([("t", .number(sample.time)), ("pointer", .integer(sample.pointer)),
                     ("phase", .string(sample.phase.rawValue)),
                     ("x", .number(sample.location.x)), ("y", .number(sample.location.y))])
        })))
        return JSON.object(members).text + "\n"
    }
}
