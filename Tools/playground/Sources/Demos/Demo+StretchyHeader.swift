import Geometry
import Gestures
import Parallax

/// A list under a stretchy header: a vertical `ScrollBehavior` (UIKit's physics) as tall as the stage,
/// whose content is the header and rows of 64 points, and a `StretchyHeader` driven by its offset. Set
/// up exactly as `bench replay scroll --content=L --header=H --header-rate=0.5` sets it up for a trace
/// whose container is the stage, so a recording replays to the same frames.
///
/// Pulled past the top the header stays pinned and grows, its image (the inner rectangle) scaled by
/// (H + d)/H; pushed up it moves at half the content's speed and the rows slide over it. The list is
/// dragged from anywhere, flung, caught, and bounces back at either end. A mouse wheel or a trackpad
/// scrolls it too (`WheelScrollBehavior`, as `bench replay scroll` replays wheel events).
public struct StretchyHeaderDemo: PlaygroundDemo {
    public static let name = "header"
    public static let title = "stretchy header: pull the list down, push it up"

    /// A row's height and the gap above each row, in points.
    static let rowHeight = 64.0, rowGap = 8.0
    /// How fast the header moves up the screen when the list is pushed up, per point of scrolling.
    static let headerRate = 0.5

    let stage: Rect
    let header: StretchyHeader
    let rowCount: Int
    /// The content's length: the header and the rows.
    let contentLength: Double
    /// The list, taking wheel input too (`bench replay scroll`'s wheel replay: the trackpad's fling the
    /// scroll physics' own).
    var view: WheelScrollBehavior
    var frame: ScrollFrame
    var scroll: ScrollBehavior { view.scroll }

    public init(stage: Rect) throws(ConfigurationError) {
        self.stage = stage
        let height = Swift.min(240, Swift.max(24, stage.height * 0.35)).rounded()
        header = try StretchyHeader(height: height, collapse: .parallax(rate: Self.headerRate))
        // At least three screens of rows, so the list always scrolls.
        rowCount = Swift.max(30, Int((3 * stage.height / (Self.rowHeight + Self.rowGap)).rounded(.up)))
        contentLength = height + Double(rowCount) * (Self.rowHeight + Self.rowGap) + Self.rowGap
        view = WheelScrollBehavior(try ScrollBehavior(contentSize: Size(width: stage.width, height: contentLength),
                                                      viewportSize: Size(width: stage.width, height: stage.height),
                                                      axes: .vertical, physics: .uikit, isPagingEnabled: false))
        frame = view.frame
    }

    /// The header at rest.
    public var guides: [Rect] { [Rect(x: stage.minX, y: stage.minY, width: stage.width, height: header.height)] }

    public mutating func handle(_ sample: PointerSample) {
        view.handle(sample)
    }

    /// A mouse wheel's notch animates to its accumulated target by Chromium's curve; a trackpad's deltas
    /// drag the list (`WheelScrollBehavior`'s rules).
    public mutating func handle(_ wheel: WheelSample) {
        view.handle(wheel)
    }

    public mutating func tick(at time: Double) -> DemoFrame {
        frame = view.tick(at: time)
        return current
    }

    /// The header's layout at the frame's offset, as `bench replay scroll` computes it.
    var layout: HeaderLayout { header.layout(at: frame.contentOffset.y, top: scroll.minimumContentOffset.y) }

    public var current: DemoFrame {
        let offset = frame.contentOffset.y, layout = self.layout
        // Content y to stage y: the viewport's top shows content y = offset.
        let headerFrame = Rect(x: stage.minX, y: stage.minY + layout.y - offset, width: stage.width, height: layout.height)
        var layers = [LayerState(frame: headerFrame)]
        layers[0].alpha = 0.45
        var image = LayerState(position: headerFrame.center,
                               size: Size(width: Swift.max(stage.width * 0.4, 1), height: header.height * 0.5))
        image.transform.scale = Vector(dx: layout.imageScale, dy: layout.imageScale)
        image.alpha = 0.6
        layers.append(image)
        let pitch = Self.rowHeight + Self.rowGap
        let inset = Swift.min(12, stage.width / 10)
        // Only the rows in view.
        let first = Swift.max(0, Int(((offset - header.height - Self.rowGap) / pitch).rounded(.down)))
        var index = first
        while index < rowCount {
            let top = stage.minY + header.height + Self.rowGap + Double(index) * pitch - offset
            if top > stage.maxY { break }
            if top + Self.rowHeight >= stage.minY {
                layers.append(LayerState(frame: Rect(x: stage.minX + inset, y: top, width: stage.width - 2 * inset, height: Self.rowHeight)))
            }
            index += 1
        }
        return DemoFrame(
            layers: layers, state: frame.state.rawValue, velocity: nil,
            readings: [("offset", offset), ("velocity", frame.velocity.dy), ("header y", headerFrame.minY),
                       ("height", layout.height), ("scale", layout.imageScale)],
            replayFields: [("state", .string(frame.state.rawValue)), ("offset", .number(offset)),
                           ("velocity", .number(frame.velocity.dy)),
                           ("header", .object([("y", .number(layout.y)), ("height", .number(layout.height)),
                                               ("scale", .number(layout.imageScale))]))])
    }

    public var isSettled: Bool { view.isSettled }

    public var replay: (interaction: String, arguments: [String])? {
        ("scroll", ["--content=\(contentLength)", "--header=\(header.height)", "--header-rate=\(Self.headerRate)"])
    }
}
