import RelativePosition

package extension Replayer {
    /// `bench replay relative-position TRACE [--container X,Y,W,H] [--minimum-distance D]`.
    static let relativePosition = Replayer(
        interaction: "relative-position",
        summary: "a PositionTracker over the trace's container: phase, relative position px/py, velocity vx/vy in container sizes per second, location x/y",
        options: [.value("container", NumbersArgument.self), .value("minimum-distance", NumberArgument.self)], replay: replayRelativePosition)
}

@Sendable
package func replayRelativePosition(trace: GestureTrace, options: ReplayOptions) throws(InvalidInput) -> [JSON] {
    var container = trace.container ?? defaultReplayContainer
    if let values = try options.numbers("container", count: 4) {
        container = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
    let minimumDistance = try options.number("minimum-distance") ?? 0
    var tracker: PositionTracker
    do {
        tracker = try PositionTracker(container: container, minimumDistance: minimumDistance)
    } catch {
        throw InvalidInput(flagError(error, flags: ["minimumDistance": "minimum-distance"]))
    }
    return try replayFrames(&tracker, trace: trace, options: options) { tracker, event in
        // A frame shows the tracker's latest event at its time, or `idle` before the first.
        let position = event?.position ?? tracker.position
        let location = event?.location ?? Point(x: container.minX + position.x * container.width,
                                                y: container.minY + position.y * container.height)
        let velocity = event?.velocity ?? .zero
        return [("phase", .string(event?.phase.rawValue ?? "idle")),
                ("px", .number(position.x)), ("py", .number(position.y)),
                ("vx", .number(velocity.dx)), ("vy", .number(velocity.dy)),
                ("x", .number(location.x)), ("y", .number(location.y))]
    }
}

/// A configuration error in the words of the command line: the flag and the value, then what is allowed.
///
/// - Parameters:
///   - error: The library's error.
///   - flags: Library parameter names to flag names (`minimumDistance` → `minimum-distance`); a
///     parameter under a prefix (`container.width`) is named by its prefix's flag.
package func flagError(_ error: ConfigurationError, flags: [String: String]) -> String {
    if let flag = flags[error.parameter] { return "--\(flag)=\(error.value): \(error.requirement)" }
    let root = String(error.parameter.prefix(while: { $0 != "." && $0 != "[" }))
    let flag = flags[root] ?? root
    return "--\(flag): \(error.parameter) = \(error.value): \(error.requirement)"
}
