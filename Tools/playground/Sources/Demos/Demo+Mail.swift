import Geometry
import Gestures
import Host

/// Mail's inbox: a list of rows with swipe actions sharing every touch through the host layer's
/// arbitration (`SwipeList`). A sideways swipe on a row opens its actions (two on each edge); any other
/// drag scrolls the list; swiping one row closes the one that was open; scrolling or a tap closes them; a
/// touch on the moving list stops it. Set up as `bench replay swipe-list --rows=40 --row-height=72
/// --viewport=W,H --actions=2 --action-width=A` sets it up, so a recording replays to the same frames.
public struct MailDemo: _StagedDemo {
    public static let name = "mail"
    public static let title = "mail: a list of swipe rows (rows swipe sideways, the list scrolls)"

    static let rows = 40, rowHeight = 72.0
    let stage: Rect
    let actionWidth: Double
    /// The list, in the stage's coordinates.
    var content: SwipeList
    var output: SwipeListFrame

    public init(stage: Rect) throws(ConfigurationError) {
        self.stage = stage
        actionWidth = Swift.min(SwipeActionsConfiguration.defaultActionWidth, (stage.width / 5).rounded(.down))
        let actions = try SwipeActionsConfiguration(count: 2, actionWidth: actionWidth, performsFirstActionWithFullSwipe: false)
        content = try SwipeList(rowCount: Self.rows, rowHeight: Self.rowHeight, viewport: stage.size, leading: actions, trailing: actions)
        output = content.frame
    }

    public var current: DemoFrame {
        let list = content, frame = output
        var layers: [LayerState] = []
        var moving: LayerState?
        let first = Swift.max(0, Int((frame.offset / Self.rowHeight).rounded(.down)))
        let last = Swift.min(Self.rows - 1, Int(((frame.offset + stage.height) / Self.rowHeight).rounded(.down)))
        if first <= last {
            for index in first...last {
                let row = list.row(index)
                let top = stage.minY + Double(index) * Self.rowHeight - frame.offset
                let drawn = _swipeRowLayers(row: Rect(x: stage.minX, y: top + 2, width: stage.width, height: Self.rowHeight - 4),
                                            offset: row.offset, alpha: 0.55 + 0.1 * Double(index % 3))
                if let actions = drawn.actions { layers.append(actions) }   // the revealed buttons, under the content
                if case .row(index) = list.arbiter.owner { moving = drawn.content } else { layers.append(drawn.content) }
            }
        }
        if let moving { layers.append(moving) }
        var rows: [PlaygroundJSON] = []
        for active in list.activeRows.sorted(by: { $0.index < $1.index }) where active.row.offset != 0 || !active.row.isSettled {
            rows.append(.object([("index", .integer(active.index)), ("offset", .number(active.row.offset)),
                                 ("state", .string(active.row.state.description))]))
        }
        let owner = _ownerName(list.arbiter) { part in
            switch part {
            case .list: "list"
            case .row(let index): "row \(index)"
            }
        }
        let open = list.activeRows.first { $0.row.offset != 0 }
        return DemoFrame(
            layers: layers, state: frame.state.rawValue + " · " + owner,
            velocity: moving == nil ? nil : Vector(dx: open?.row.drag.velocity ?? 0, dy: 0),
            readings: [("offset", frame.offset), ("velocity", frame.velocity), ("open row", Double(open?.index ?? -1)),
                       ("row offset", open?.row.offset ?? 0)],
            replayFields: [("state", .string(frame.state.rawValue)), ("offset", .number(frame.offset)), ("rows", .array(rows))])
    }

    public var replay: (interaction: String, arguments: [String])? {
        ("swipe-list", ["--rows=\(Self.rows)", "--row-height=\(Self.rowHeight)", "--viewport=\(stage.width),\(stage.height)",
                        "--actions=2", "--action-width=\(actionWidth)"])
    }
}
