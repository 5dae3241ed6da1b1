import Geometry
import Gestures
import Transitions

extension Replayer {
    /// `bench replay transition TRACE.json [--duration=D] [--axis=x|y] [--extent=E]`
    static let transition = Replayer(
        interaction: "transition",
        summary: "an interactive transition driven by the trace's pan: percent = translation along --axis over --extent, clamped; finish or cancel on release",
        options: ["duration", "axis", "extent"],
        replay: replayTransition)
}

/// Replays `trace` through a `TransitionInteraction`: a pan (no slop, so it begins at the first touch)
/// whose translation along the axis (x by default) over the extent (the container's width or height,
/// 375 × 667 by default) is the percentage, clamped to 0...1; on release the default rule (the release
/// projected over the duration passes 0.5) finishes or cancels, along UIKit's ease-in-out completion
/// curve over the remaining time. Frames are `{"t", "state", "percent"}`, one every `1/fps` seconds from
/// the first event until the transition has ended and every event was handled, or `--seconds`.
///
/// - Throws: `InvalidInput` for a bad duration, axis or extent.
@Sendable
func replayTransition(trace: GestureTrace, options: ReplayOptions) throws -> [JSON] {
    let container = trace.container ?? defaultReplayContainer
    let duration = try options.number("duration") ?? 0.5
    guard duration > 0 else { throw InvalidInput("--duration=\(duration) must be positive") }
    let horizontal: Bool
    switch options.string("axis") ?? "x" {
    case "x": horizontal = true
    case "y": horizontal = false
    case let axis: throw InvalidInput("--axis=\(axis) must be x or y")
    }
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
