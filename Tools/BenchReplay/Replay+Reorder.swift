import Geometry
import Gestures
import Reorderable

package extension Replayer {
    /// `bench replay reorder TRACE --items N --item-height H --viewport W,H [--auto-scroll standard|flutter|none]
    /// [--lift standard|flutter] [--handle W]`.
    static let reorder = Replayer(
        interaction: "reorder",
        summary: "a vertical list of --items N items --item-height H tall in a --viewport W,H, reordered by a long press and a drag (or at once from a --handle W points wide), auto-scrolling near its edges (--auto-scroll standard, flutter or none) with a --lift standard or flutter: the state, the order, the lifted item and the list's offset",
        options: [.value("items", NumberArgument.self), .value("item-height", NumberArgument.self), .value("viewport", NumbersArgument.self),
                  .value("auto-scroll", ChoiceArgument<ReplayAutoScroll>.self), .value("lift", ChoiceArgument<ReplayLift>.self),
                  .value("handle", NumberArgument.self)], replay: replayReorder)
}

/// Replays `trace` through a `ReorderableList` (module Reorderable): `--items` N items `--item-height` H
/// tall (ids 0..<N, top to bottom) in a `--viewport` W,H. A long press of 0.5 s (or, with `--handle` W, a
/// touch in an item's trailing W points) lifts the item under the finger; it follows the finger, the others
/// move out of its way by the symmetric midpoint rule, the list auto-scrolls near its edges (`--auto-scroll`:
/// `standard` 50 points per second per point past the edge up to 1000, `flutter` Flutter's
/// `EdgeDraggingAutoScroller` steps, `none`), and the drop lands it exactly in its slot.
///
/// Each frame is `{"t", "state", "order", "dragged", "offset"}`: the state (`idle`, `scrolling`, `dragging`,
/// `dropping`), the item ids from top to bottom as shown (always a permutation), the lifted item
/// `{"id", "y"}` (its top in content coordinates) or null, and the list's scroll offset. The last frame is
/// `idle`.
///
/// - Throws: `InvalidInput` naming `--items`, `--item-height`, `--viewport`, `--auto-scroll`, `--lift` or `--handle`.
@Sendable
func replayReorder(trace: GestureTrace, options: ReplayOptions) throws(InvalidInput) -> [JSON] {
    let usage = "replay reorder needs --items N --item-height H --viewport W,H"
    guard let itemsText = options.string("items") else { throw InvalidInput(usage + " (--items is missing)") }
    guard let items = Int(itemsText.trimmingSpaces), items >= 0, items <= ReorderableList.maximumItemCount else {
        throw InvalidInput("--items=\(itemsText) must be a whole number in 0...\(ReorderableList.maximumItemCount)")
    }
    guard let itemHeight = try options.number("item-height") else { throw InvalidInput(usage + " (--item-height is missing)") }
    guard let viewport = try options.numbers("viewport", count: 2) else { throw InvalidInput(usage + " (--viewport is missing)") }
    var autoScroll = ReorderAutoScroll.standard
    if let text = options.string("auto-scroll") {
        switch text.trimmingSpaces {
        case "standard": autoScroll = .standard
        case "flutter": autoScroll = .flutterDefault
        case "none": autoScroll = .none
        default: throw InvalidInput("--auto-scroll=\(text) must be standard, flutter or none")
        }
    }
    var lift = ReorderLift.standard
    if let text = options.string("lift") {
        switch text.trimmingSpaces {
        case "standard": lift = .standard
        case "flutter": lift = .flutter
        default: throw InvalidInput("--lift=\(text) must be standard or flutter")
        }
    }
    var activation = ReorderActivation.standard
    if let width = try options.number("handle") { activation = .handle(width: width) }
    var list: ReorderableList
    do throws(ConfigurationError) {
        list = try ReorderableList(itemCount: items, itemHeight: itemHeight, viewportSize: Size(width: viewport[0], height: viewport[1]),
                                   activation: activation, lift: lift, autoScroll: autoScroll)
    } catch {
        let flag: String
        switch error.parameter {
        case "itemCount": flag = "--items=" + itemsText
        case "itemHeight": flag = "--item-height=" + (options.string("item-height") ?? "")
        case let parameter where parameter.hasPrefix("viewport"): flag = "--viewport=" + (options.string("viewport") ?? "")
        default: flag = "--handle=" + (options.string("handle") ?? "")
        }
        throw InvalidInput(flag + ": " + error.description)
    }
    return try replayFrames(&list, trace: trace, options: options) { list, frame in
        var order: [JSON] = []
        order.reserveCapacity(list.order.count)
        for id in list.order { order.append(.integer(id)) }
        var dragged = JSON.null
        if let id = frame.draggedItem { dragged = .object([("id", .integer(id)), ("y", .number(frame.draggedTop))]) }
        return [("state", .string(frame.state.rawValue)), ("order", .array(order)), ("dragged", dragged),
                ("offset", .number(frame.contentOffset))]
    }
}
