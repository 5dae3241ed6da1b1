import Geometry
import Gestures
import Reorderable

/// A reorderable list (`ReorderableList`): a long press lifts an item (it grows a little and rises), the
/// others move out of its way, held near the top or bottom edge the list scrolls by itself, and the drop
/// lands the item in its slot; a drag that moves first scrolls the list. Set up as `bench replay reorder
/// --items=30 --item-height=64 --viewport=W,H`, so a recording replays to the same frames.
public struct ReorderDemo: _StagedDemo {
    public static let name = "reorder"
    public static let title = "reorder: a list reordered by a long press and a drag (auto-scroll near the edges)"

    static let items = 30, itemHeight = 64.0
    let stage: Rect
    /// The list, in the stage's coordinates.
    var content: ReorderableList
    var output: ReorderFrame

    public init(stage: Rect) throws(ConfigurationError) {
        self.stage = stage
        content = try ReorderableList(itemCount: Self.items, itemHeight: Self.itemHeight, viewportSize: stage.size)
        output = content.frame
    }

    public var current: DemoFrame {
        let list = content, frame = output
        var layers: [LayerState] = []
        var lifted: LayerState?
        for id in 0..<Self.items {
            let top = stage.minY + list.top(ofItem: id) - frame.contentOffset
            guard top + Self.itemHeight > stage.minY, top < stage.maxY else { continue }
            var layer = LayerState(position: Point(x: stage.midX, y: top + Self.itemHeight / 2),
                                   size: Size(width: stage.width - 16, height: Self.itemHeight - 6),
                                   alpha: 0.45 + 0.5 * Double(id) / Double(Self.items), cornerRadius: 8)
            if id == frame.draggedItem {
                layer.transform = DecomposedTransform(uniformScale: frame.liftScale)
                layer.zPosition = frame.liftElevation
                lifted = layer
            } else {
                layers.append(layer)
            }
        }
        if let lifted { layers.append(lifted) }
        var order: [PlaygroundJSON] = []
        for id in list.order { order.append(.integer(id)) }
        var dragged = PlaygroundJSON.null
        if let id = frame.draggedItem { dragged = .object([("id", .integer(id)), ("y", .number(frame.draggedTop))]) }
        return DemoFrame(
            layers: layers, state: frame.state.rawValue + (list.lastMove.map { " · moved \($0.from) → \($0.to)" } ?? ""),
            readings: [("offset", frame.contentOffset), ("lift", frame.liftProgress), ("elevation", frame.liftElevation),
                       ("lifted item", Double(frame.draggedItem ?? -1))],
            replayFields: [("state", .string(frame.state.rawValue)), ("order", .array(order)), ("dragged", dragged),
                           ("offset", .number(frame.contentOffset))])
    }

    public var replay: (interaction: String, arguments: [String])? {
        ("reorder", ["--items=\(Self.items)", "--item-height=\(Self.itemHeight)", "--viewport=\(stage.width),\(stage.height)"])
    }
}
