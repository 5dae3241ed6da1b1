import Tossable

/// `bench replay tossable TRACE [--to X,Y]` and `bench replay flick-dismiss TRACE`.
package let tossableReplayers: [Replayer] = [
    Replayer(
        interaction: "tossable",
        summary: "drag a 100 × 100 layer under the first touch, toss it to --to X,Y (default: the container's centre)",
        options: [.value("to", PointArgument.self)], replay: replayToss),
    Replayer(
        interaction: "flick-dismiss",
        summary: "flick a 300 × 400 card centred in the container (default 375 × 667) away, or let it snap back",
        options: [], replay: replayFlick),
]

/// The container a trace gives, or a 375 × 667 phone screen.
package let defaultReplayContainer = Rect(x: 0, y: 0, width: 375, height: 667)

@Sendable
package func replayToss(trace: GestureTrace, options: ReplayOptions) throws(InvalidInput) -> [JSON] {
    guard let first = trace.samples.first else { throw InvalidInput("the trace has no events") }
    let target = try options.value("to", as: PointArgument.self)?.point
        ?? (trace.container ?? defaultReplayContainer).center
    var toss = TossBehavior(layer: LayerState(position: first.location, size: Size(width: 100, height: 100)),
                            destination: target)
    return try replayFrames(&toss, trace: trace, options: options) { toss, layer in
        [("state", .string(toss.state.rawValue)),
         ("x", .number(layer.position.x)), ("y", .number(layer.position.y)),
         ("vx", .number(toss.velocity.dx)), ("vy", .number(toss.velocity.dy))]
    }
}

@Sendable
package func replayFlick(trace: GestureTrace, options: ReplayOptions) throws(InvalidInput) -> [JSON] {
    var flick: FlickDismissBehavior
    do {
        flick = try FlickDismissBehavior(container: trace.container ?? defaultReplayContainer)
    } catch {
        throw InvalidInput("the trace's \(error)")
    }
    return try replayFrames(&flick, trace: trace, options: options) { flick, layer in
        [("state", .string(flick.state.rawValue)),
         ("x", .number(layer.position.x)), ("y", .number(layer.position.y)),
         ("angle", .number(layer.transform.rotation))]
    }
}
