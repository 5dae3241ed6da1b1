import Geometry
import Gestures
import Tossable

/// `bench replay tossable TRACE [--to=X,Y]` and `bench replay flick-dismiss TRACE`.
let tossableReplayers: [Replayer] = [
    Replayer(
        interaction: "tossable",
        summary: "drag the layer under the first touch, toss it to --to=X,Y (default: the container's centre)",
        options: ["to"],
        replay: { path, options in try replayToss(trace: loadTrace(path: path), options: options) }),
    Replayer(
        interaction: "flick-dismiss",
        summary: "flick a 300 × 400 card centred in the container (default 375 × 667) away, or let it snap back",
        options: [],
        replay: { path, options in try replayFlick(trace: loadTrace(path: path), options: options) }),
]

/// The container a trace gives, or a 375 × 667 phone screen.
private func container(of trace: GestureTrace) -> Rect {
    trace.container ?? Rect(x: 0, y: 0, width: 375, height: 667)
}

/// Drives `frame` at the replay's frame rate on the trace's clock: every sample up to a frame's time is
/// handled before the frame is ticked. Stops after the frame where every sample is handled and `done`
/// is true, or after `options.seconds`.
private func replayFrames(_ trace: GestureTrace, _ options: ReplayOptions,
                          handle: (PointerSample) -> Void,
                          frame: (Double) -> JSON, done: () -> Bool) throws -> [JSON] {
    guard let first = trace.samples.first else { throw InvalidInput("the trace has no events") }
    var frames: [JSON] = []
    var next = 0
    var index = 0
    while true {
        let time = first.time + Double(index) * options.frameInterval
        if time - first.time > options.seconds { break }
        while next < trace.samples.count, trace.samples[next].time <= time {
            handle(trace.samples[next])
            next += 1
        }
        frames.append(frame(time))
        if next == trace.samples.count, done() { break }
        index += 1
    }
    return frames
}

func replayToss(trace: GestureTrace, options: ReplayOptions) throws -> [JSON] {
    guard let first = trace.samples.first else { throw InvalidInput("the trace has no events") }
    let target = try options.numbers("to", count: 2).map { Point(x: $0[0], y: $0[1]) } ?? container(of: trace).center
    let toss = TossBehavior(layer: LayerState(position: first.location, size: Size(width: 100, height: 100)),
                            destination: target)
    return try replayFrames(trace, options, handle: { toss.handle($0) }, frame: { time in
        let layer = toss.tick(at: time)
        return .object([("t", .number(time)), ("state", .string(toss.state.rawValue)),
                        ("x", .number(layer.position.x)), ("y", .number(layer.position.y)),
                        ("vx", .number(toss.velocity.dx)), ("vy", .number(toss.velocity.dy))])
    }, done: { toss.state == .idle })
}

func replayFlick(trace: GestureTrace, options: ReplayOptions) throws -> [JSON] {
    let flick: FlickDismissBehavior
    do {
        flick = try FlickDismissBehavior(container: container(of: trace))
    } catch {
        throw InvalidInput("container: \(error)")
    }
    return try replayFrames(trace, options, handle: { flick.handle($0) }, frame: { time in
        let layer = flick.tick(at: time)
        return .object([("t", .number(time)), ("state", .string(flick.state.rawValue)),
                        ("x", .number(layer.position.x)), ("y", .number(layer.position.y)),
                        ("angle", .number(layer.transform.rotation))])
    }, done: { flick.state == .idle || flick.state == .dismissed })
}
