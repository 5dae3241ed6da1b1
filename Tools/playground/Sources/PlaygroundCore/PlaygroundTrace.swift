import Gestures
import Demos

/// A recording in the trace format `bench replay` reads: `{"name", "container", "events": [{"t",
/// "pointer", "phase", "x", "y"} or a wheel event, ...]}`, numbers in their shortest exact form.
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
        // Both kinds in time order, a pointer sample first at equal times (`GestureTrace`'s encoding).
        var events: [PlaygroundJSON] = []
        var nextWheel = 0
        for sample in trace.samples {
            while nextWheel < trace.wheelSamples.count, trace.wheelSamples[nextWheel].time < sample.time {
                events.append(.traceEvent(trace.wheelSamples[nextWheel]))
                nextWheel += 1
            }
            events.append(.traceEvent(sample))
        }
        for wheel in trace.wheelSamples[nextWheel...] { events.append(.traceEvent(wheel)) }
        members.append(("events", .array(events)))
        return .object(members)
    }
}
