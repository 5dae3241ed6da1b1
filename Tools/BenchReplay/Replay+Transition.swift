import Geometry
import Gestures
import Transitions

package extension Replayer {
    /// `bench replay transition TRACE.json [--duration=D] [--axis=x|y] [--extent=E] [--pop]`
    static let transition = Replayer(
        interaction: "transition",
        summary: "an interactive transition driven by the trace's pan: percent = translation along --axis over --extent, clamped; finish or cancel on release (--pop: the interactive pop over the container, with the top screen's x, y and the one below's x)",
        options: [.value("duration", NumberArgument.self), .value("axis", ChoiceArgument<ReplayAxis>.self),
                  .value("extent", NumberArgument.self), .flag("pop")],
        replay: replayTransition)
}

/// Replays `trace` through a `TransitionInteraction`: a pan (no slop, so it begins at the first touch)
/// whose translation along the axis (x by default) over the extent (the container's width or height,
/// 375 × 667 by default) is the percentage, clamped to 0...1; on release the default rule (the release
/// projected over the duration passes 0.5) finishes or cancels, along UIKit's ease-in-out completion
/// curve over the remaining time. Frames are `{"t", "state", "percent"}`, one every `1/fps` seconds from
/// the first event until the transition has ended and every event was handled, or `--seconds`.
///
/// With `--pop` it is `TransitionInteraction.interactivePop(in: container, duration:)` instead: a
/// left screen-edge pan (20 points, 10 points of slop), the velocity-aware completion, and frames
/// `{"t", "state", "percent", "x", "y", "below"}`: the popped screen's centre and the centre x of the
/// screen below. The playground's `pop` demo records traces that replay this way.
///
/// - Throws: `InvalidInput` for a bad duration, axis or extent, or `--axis`/`--extent` with `--pop`.
@Sendable
package func replayTransition(trace: GestureTrace, options: ReplayOptions) throws(InvalidInput) -> [JSON] {
    let container = trace.container ?? defaultReplayContainer
    let duration = try options.number("duration") ?? 0.5
    guard duration > 0 else { throw InvalidInput("--duration=\(duration) must be positive") }
    if options.flag("pop") { return try replayPop(trace: trace, container: container, duration: duration, options: options) }
    let horizontal = try options.value("axis", as: ChoiceArgument<ReplayAxis>.self)?.choice != .y
    let extent = try options.number("extent") ?? (horizontal ? container.width : container.height)
    guard extent > 0 else { throw InvalidInput("--extent=\(extent) must be positive") }
    var interaction: TransitionInteraction<Double>
    do {
        interaction = try TransitionInteraction(gesture: .pan(PanRecognizer(minimumDistance: 0)),
                                                source: .translation(horizontal ? .right : .down, extent: extent),
                                                transition: InteractiveTransition(duration: duration))
    } catch {
        throw InvalidInput("\(error)")
    }
    return try replayFrames(&interaction, trace: trace, options: options) { _, frame in
        [("state", .string(frame.state.rawValue)), ("percent", .number(frame.percentComplete))]
    }
}

/// `bench replay transition --pop`: the interactive pop over `container`.
package func replayPop(trace: GestureTrace, container: Rect, duration: Double, options: ReplayOptions) throws(InvalidInput) -> [JSON] {
    for name in ["axis", "extent"] where options.string(name) != nil {
        throw InvalidInput("--\(name) does not apply with --pop (the pop reads the x translation over the container's width)")
    }
    var pop: TransitionInteraction<LayerState>
    do {
        pop = try TransitionInteraction.interactivePop(in: container, duration: duration)
    } catch {
        throw InvalidInput("\(error)")
    }
    return try replayFrames(&pop, trace: trace, options: options) { _, frame in
        let top = frame[0], below = frame[1]
        return [("state", .string(frame.state.rawValue)), ("percent", .number(frame.percentComplete)),
                ("x", .number(top.position.x)), ("y", .number(top.position.y)), ("below", .number(below.position.x))]
    }
}
