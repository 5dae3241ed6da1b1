import Anchored
import Geometry
import Gestures

/// A navigation drawer on an `AnchoredDraggable`: closed, peeking 80 points, or open to three quarters of
/// the stage, with Compose's defaults (125 points per second, half the gap, `spring()`). Set up as
/// `bench replay anchored --anchors=0,80,W` sets it up, so a recording replays to the same frames.
///
/// Drag anywhere: the drawer's right edge follows the finger's x and stops at the closed and open ends; a
/// flick goes to the next anchor in its direction, a slow release past half-way to the next.
public struct DrawerDemo: PlaygroundDemo {
    public static let name = "drawer"
    public static let title = "anchored drag: a drawer with closed, peek and open anchors"

    let stage: Rect
    let openWidth: Double
    var drag: AnchoredDraggable<Int>
    var offset: Double

    public init(stage: Rect) throws(ConfigurationError) {
        self.stage = stage
        openWidth = Swift.max(120, (stage.width * 0.75).rounded())
        drag = try AnchoredDraggable(anchors: DraggableAnchors(keys: [0, 1, 2], positions: [0, 80, openWidth]), initialValue: 0)
        offset = drag.offset
    }

    /// The drawer at each anchor.
    public var guides: [Rect] {
        var rects: [Rect] = []
        for position in drag.anchors.positions where position > 0 {
            rects.append(Rect(x: stage.minX, y: stage.minY, width: position, height: stage.height))
        }
        return rects
    }

    public mutating func handle(_ sample: PointerSample) {
        offset = drag.handle(sample)
    }

    public mutating func tick(at time: Double) -> DemoFrame {
        offset = drag.tick(at: time)
        return current
    }

    public var current: DemoFrame {
        // The drawer is open-width wide and slides in from the left: its right edge at the offset.
        let drawer = LayerState(position: Point(x: stage.minX + offset - openWidth / 2, y: stage.midY),
                                size: Size(width: openWidth, height: stage.height))
        let target = Double(drag.targetValue)
        return DemoFrame(
            layers: [drawer], state: drag.state.rawValue, velocity: Vector(dx: drag.velocity, dy: 0),
            readings: [("offset", offset), ("target", target)],
            replayFields: [("state", .string(drag.state.rawValue)), ("offset", .number(offset)), ("target", .number(target))])
    }

    public var isSettled: Bool { drag.isSettled }

    public var replay: (interaction: String, arguments: [String])? {
        ("anchored", ["--anchors=0,80,\(openWidth)"])
    }
}
