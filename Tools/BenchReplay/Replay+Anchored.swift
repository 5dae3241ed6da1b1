import Anchored
import Geometry
import Gestures

package extension Replayer {
    /// `bench replay anchored TRACE --anchors A1,A2,... [--axis x|y]`
    static let anchored = Replayer(
        interaction: "anchored",
        summary: "a one-dimensional drag between --anchors A1,A2,... (points along --axis, x by default) with Compose's defaults: state, offset, target anchor",
        options: [.value("anchors", NumbersArgument.self), .value("axis", ChoiceArgument<ReplayAxis>.self)], replay: replayAnchored)
}

/// Replays `trace` through an `AnchoredDraggable` with Compose's defaults (125 points per second, half the
/// gap, `spring()`), clamped at the outer anchors, resting at first on the first anchor given.
///
/// Each frame is `{"t", "state", "offset", "target"}`: `state` `idle`, `dragging` or `settling`, the
/// offset in points along `--axis`, and `target` the index in `--anchors` of the anchor it rests on or
/// heads for. After a release the last frame is `idle` with the offset exactly on an anchor.
///
/// - Throws: `InvalidInput` for a missing or bad `--anchors` (not numbers, a position twice, beyond ±1e15)
///   or `--axis`.
@Sendable
package func replayAnchored(trace: GestureTrace, options: ReplayOptions) throws(InvalidInput) -> [JSON] {
    guard let text = options.string("anchors") else {
        throw InvalidInput("replay anchored needs --anchors A1,A2,..., the anchors' offsets in points")
    }
    let positions = try NumbersArgument(parsing: text).values
    let axis = try options.value("axis", as: ChoiceArgument<ReplayAxis>.self)?.choice ?? .x
    var keys: [Int] = []
    for index in positions.indices { keys.append(index) }
    var drag: AnchoredDraggable<Int>
    do throws(ConfigurationError) {
        drag = try AnchoredDraggable(anchors: DraggableAnchors(keys: keys, positions: positions), initialValue: 0,
                                     orientation: axis == .x ? .horizontal : .vertical)
    } catch {
        throw InvalidInput("--anchors=" + text + ": " + error.description)
    }
    return try replayFrames(&drag, trace: trace, options: options) { drag, offset in
        [("state", .string(drag.state.rawValue)), ("offset", .number(offset)),
         ("target", .number(Double(drag.targetValue)))]
    }
}
