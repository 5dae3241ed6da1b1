import Geometry
import Gestures
import SwipeActions

/// A list row with UIKit's swipe actions: two buttons on each edge (74 points wide, narrower on a stage
/// under 370 points), a full swipe performing the first. Set up as `bench replay swipe-row --actions=2
/// --action-width=A --full-swipe --width=W` sets it up, so a recording replays to the same frames.
///
/// Swipe left or right anywhere: the row's content follows the finger's x and reveals the buttons under
/// it; past them it follows on toward a full swipe (the first button fills the gap once it is armed).
/// A tap on an open row closes it.
public struct SwipeRowDemo: PlaygroundDemo {
    public static let name = "swipe-row"
    public static let title = "swipe actions: a list row with leading and trailing buttons"

    static let rowHeight = 72.0
    let stage: Rect
    let actionWidth: Double
    var row: SwipeRow
    var offset = 0.0

    public init(stage: Rect) throws(ConfigurationError) {
        self.stage = stage
        // Both edges' buttons fit in the row with room for a full swipe.
        actionWidth = Swift.min(SwipeActionsConfiguration.defaultActionWidth, (stage.width / 5).rounded(.down))
        let actions = try SwipeActionsConfiguration(count: 2, actionWidth: actionWidth)
        row = try SwipeRow(width: stage.width, leading: actions, trailing: actions)
    }

    /// The row's place.
    public var guides: [Rect] { [rowFrame] }

    var rowFrame: Rect { Rect(x: stage.minX, y: stage.midY - Self.rowHeight / 2, width: stage.width, height: Self.rowHeight) }

    public mutating func handle(_ sample: PointerSample) {
        offset = row.handle(sample)
    }

    public mutating func tick(at time: Double) -> DemoFrame {
        offset = row.tick(at: time)
        return current
    }

    /// The buttons share the revealed gap in proportion to their widths, the first (outermost) taking the
    /// whole gap while a full swipe is armed or committed.
    var buttons: [LayerState] {
        guard offset != 0 else { return [] }
        let frame = rowFrame
        let gap = Swift.abs(offset)
        let edgeX = offset > 0 ? frame.minX : frame.maxX
        let direction = offset > 0 ? 1.0 : -1.0
        var fillsGap = row.isFullSwipeArmed
        if case .committed = row.state { fillsGap = true }
        if fillsGap {
            return [LayerState(position: Point(x: edgeX + direction * gap / 2, y: frame.midY), size: Size(width: gap, height: frame.height), alpha: 0.9)]
        }
        var layers: [LayerState] = []
        let share = gap / 2
        for index in 0..<2 {
            let centre = edgeX + direction * (Double(index) + 0.5) * share
            layers.append(LayerState(position: Point(x: centre, y: frame.midY), size: Size(width: share, height: frame.height),
                                     alpha: index == 0 ? 0.9 : 0.6))
        }
        return layers
    }

    public var current: DemoFrame {
        let frame = rowFrame
        let content = LayerState(position: Point(x: frame.midX + offset, y: frame.midY), size: frame.size)
        let state = row.state.description
        return DemoFrame(
            layers: buttons + [content], state: state, velocity: Vector(dx: row.drag.velocity, dy: 0),
            readings: [("offset", offset), ("revealed", row.revealedFraction)],
            replayFields: [("state", .string(state)), ("offset", .number(offset))])
    }

    public var isSettled: Bool { row.isSettled }

    public var replay: (interaction: String, arguments: [String])? {
        ("swipe-row", ["--actions=2", "--action-width=\(actionWidth)", "--full-swipe", "--width=\(stage.width)"])
    }
}
