import Geometry
import Gestures
import Parallax

/// A canvas larger than the stage both ways, with directional lock: a `ScrollBehavior` (UIKit's physics)
/// over content three stages wide and three tall, drawn as a grid of cards. A drag that starts within
/// 20° of vertical scrolls only vertically, within 20° of horizontal only horizontally, any other both
/// ways; the fling after it keeps to the same axes. Set up as `bench replay scroll --content=W,H
/// --directional-lock` sets it up for a trace whose container is the stage, so a recording replays to
/// the same frames. A mouse wheel or a trackpad scrolls it too (`WheelScrollBehavior`, as `bench replay
/// scroll` replays wheel events).
public struct CanvasDemo: PlaygroundDemo {
    public static let name = "canvas"
    public static let title = "two-axis canvas: directional lock"

    /// A card's side and the gap between cards, points.
    static let card = 96.0, gap = 24.0

    let stage: Rect
    let content: Size
    /// The scroll view, taking wheel input too (`WheelScrollBehavior`: a notch animates by Chromium's
    /// curve, a trackpad drags, a ctrl-wheel pinch zooms where the zoom range allows).
    var view: WheelScrollBehavior
    var scroll: ScrollBehavior {
        get { view.scroll }
        set { view.scroll = newValue }
    }
    var frame: ScrollFrame

    public init(stage: Rect) throws(ConfigurationError) {
        self.stage = stage
        content = Size(width: stage.width * 3, height: stage.height * 3)
        var scroll = try ScrollBehavior(contentSize: content, viewportSize: stage.size)
        scroll.isDirectionalLockEnabled = true
        scroll.viewportOrigin = stage.origin
        view = WheelScrollBehavior(scroll)
        frame = view.frame
    }

    public var guides: [Rect] { [] }

    public mutating func handle(_ wheel: WheelSample) {
        view.handle(wheel)
    }

    public mutating func handle(_ sample: PointerSample) {
        view.handle(sample)
    }

    public mutating func tick(at time: Double) -> DemoFrame {
        frame = view.tick(at: time)
        return current
    }

    public var current: DemoFrame {
        let offset = frame.contentOffset
        let pitch = Self.card + Self.gap
        // The whole canvas, faintly, then only the cards in view.
        var canvas = LayerState(frame: Rect(x: stage.minX - offset.x, y: stage.minY - offset.y, width: content.width, height: content.height))
        canvas.alpha = 0.15
        var layers = [canvas]
        let firstColumn = Swift.max(0, Int(((offset.x - Self.gap) / pitch).rounded(.down)))
        let firstRow = Swift.max(0, Int(((offset.y - Self.gap) / pitch).rounded(.down)))
        let columns = Int((content.width / pitch).rounded(.down)), rows = Int((content.height / pitch).rounded(.down))
        var row = firstRow
        while row < rows, Self.gap + Double(row) * pitch - offset.y < stage.height {
            var column = firstColumn
            while column < columns, Self.gap + Double(column) * pitch - offset.x < stage.width {
                var layer = LayerState(frame: Rect(x: stage.minX + Self.gap + Double(column) * pitch - offset.x,
                                                   y: stage.minY + Self.gap + Double(row) * pitch - offset.y,
                                                   width: Self.card, height: Self.card))
                layer.alpha = 0.35 + 0.2 * Double((row * 7 + column * 3) % 4)
                layers.append(layer)
                column += 1
            }
            row += 1
        }
        let locked = scroll.lockedAxes == .vertical ? 1.0 : (scroll.lockedAxes == .horizontal ? 0.0 : -1.0)
        return DemoFrame(
            layers: layers, state: frame.state.rawValue, velocity: nil,
            readings: [("x", offset.x), ("y", offset.y), ("vx", frame.velocity.dx), ("vy", frame.velocity.dy),
                       ("locked (1 y, 0 x, -1 both)", locked)],
            replayFields: [("state", .string(frame.state.rawValue)), ("x", .number(offset.x)), ("y", .number(offset.y)),
                           ("vx", .number(frame.velocity.dx)), ("vy", .number(frame.velocity.dy)),
                           ("zoomScale", .number(frame.zoomScale))])
    }

    public var isSettled: Bool { view.isSettled }

    public var replay: (interaction: String, arguments: [String])? {
        ("scroll", ["--content=\(content.width),\(content.height)", "--directional-lock"])
    }
}
