import Geometry
import Gestures
import Host
import SwipeActions

package extension Replayer {
    /// `bench replay swipe-list TRACE --rows N --row-height H --viewport W,H --actions K [--action-width A]`.
    static let swipeList = Replayer(
        interaction: "swipe-list",
        summary: "a vertical list of --rows N rows --row-height H tall in a --viewport W,H, each with --actions K buttons --action-width A wide (default 74) on each edge, sharing every touch through the host layer's arbitration: the list's state and offset, and the rows not at rest closed",
        options: [.value("rows", NumberArgument.self), .value("row-height", NumberArgument.self), .value("viewport", NumbersArgument.self),
                  .value("actions", NumberArgument.self), .value("action-width", NumberArgument.self)], replay: replaySwipeList)
}

/// Replays `trace` through a `SwipeList` (module Host): a vertical list of `--rows` rows `--row-height`
/// tall in a `--viewport` W,H, each row as wide as the viewport with `--actions` K buttons of
/// `--action-width` A points (74 by default) on each edge and no full swipe. A touch belongs to nobody
/// until it passes the slop; then a mostly horizontal move swipes the row under the finger, anything else
/// scrolls the list (`TouchArbiter`).
///
/// Each frame is `{"t", "state", "offset", "rows": [{"index", "offset", "state"}, ...]}`: the list's state
/// (`idle`, `dragging`, `decelerating`) and content offset in points, and every row whose offset is not 0
/// or that moves, by index from the top: its content's offset (negative: swiped left) and its state
/// (`closed`, `open(leading)`, `open(trailing)`: where it rests or is going). The last frame is `idle` with
/// the list in bounds and every row at exactly 0 or ±K·A.
///
/// - Throws: `InvalidInput` naming `--rows`, `--row-height`, `--viewport`, `--actions` or `--action-width`.
@Sendable
func replaySwipeList(trace: GestureTrace, options: ReplayOptions) throws(InvalidInput) -> [JSON] {
    func whole(_ name: String, in range: ClosedRange<Int>) throws(InvalidInput) -> Int {
        guard let text = options.string(name) else {
            throw InvalidInput("replay swipe-list needs --rows N --row-height H --viewport W,H --actions K (--\(name) is missing)")
        }
        guard let value = Int(text.trimmingSpaces), range.contains(value) else {
            throw InvalidInput("--\(name)=\(text) must be a whole number in \(range.lowerBound)...\(range.upperBound)")
        }
        return value
    }
    let rows = try whole("rows", in: 0...SwipeList.maximumRowCount)
    guard let rowHeight = try options.number("row-height") else {
        throw InvalidInput("replay swipe-list needs --rows N --row-height H --viewport W,H --actions K (--row-height is missing)")
    }
    guard let viewport = try options.numbers("viewport", count: 2) else {
        throw InvalidInput("replay swipe-list needs --rows N --row-height H --viewport W,H --actions K (--viewport is missing)")
    }
    let count = try whole("actions", in: 1...1000)
    var actionWidth = SwipeActionsConfiguration.defaultActionWidth
    if let given = try options.number("action-width") { actionWidth = given }
    let actions: SwipeActionsConfiguration
    do throws(ConfigurationError) {
        actions = try SwipeActionsConfiguration(count: count, actionWidth: actionWidth, performsFirstActionWithFullSwipe: false)
    } catch {
        throw InvalidInput("--action-width=\(options.string("action-width") ?? "74"): " + error.description)
    }
    var list: SwipeList
    do throws(ConfigurationError) {
        list = try SwipeList(rowCount: rows, rowHeight: rowHeight, viewport: Size(width: viewport[0], height: viewport[1]),
                             leading: actions, trailing: actions)
    } catch {
        let flag: String
        switch error.parameter {
        case "rowCount": flag = "--rows=" + (options.string("rows") ?? "")
        case "rowHeight": flag = "--row-height=" + (options.string("row-height") ?? "")
        case let parameter where parameter.hasPrefix("viewport"): flag = "--viewport=" + (options.string("viewport") ?? "")
        default: flag = "--actions=\(count) × --action-width=\(actionWidth)"
        }
        throw InvalidInput(flag + ": " + error.description)
    }
    return try replayFrames(&list, trace: trace, options: options) { list, frame in
        var rows: [JSON] = []
        for active in list.activeRows.sorted(by: { $0.index < $1.index }) where active.row.offset != 0 || !active.row.isSettled {
            rows.append(.object([("index", .integer(active.index)), ("offset", .number(active.row.offset)),
                                 ("state", .string(active.row.state.description))]))
        }
        return [("state", .string(frame.state.rawValue)), ("offset", .number(frame.offset)), ("rows", .array(rows))]
    }
}
