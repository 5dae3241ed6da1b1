import Carousel
import Geometry
import Gestures

/// Material 3's multi-browse carousel (`Carousel`): twelve items of a preferred width a little over half
/// the stage's, in a band 220 points tall across the top third of the stage. Swipe sideways: the items
/// grow and shrink through the keylines as they scroll, and a release rests with an item's leading edge on
/// the first keyline, at most one item per swipe. Set up as `bench replay carousel --items=12
/// --item-width=W --container=W,220` sets it up, so a recording replays to the same frames.
public struct CarouselDemo: _StagedDemo {
    public static let name = "carousel"
    public static let title = "carousel: swipe the photos; each swipe rests one on the first keyline"

    static let items = 12, height = 220.0, cornerRadius = 28.0
    /// The carousel's place on the page.
    let stage: Rect
    let preferredItemWidth: Double
    /// The carousel, in its own coordinates.
    var content: Carousel
    var output: CarouselFrame

    public init(stage: Rect) throws(ConfigurationError) {
        self.stage = Rect(x: stage.minX, y: stage.minY + Swift.max(0, (stage.height / 3 - Self.height / 2).rounded()),
                          width: stage.width, height: Swift.min(Self.height, stage.height))
        preferredItemWidth = (stage.width * 0.55).rounded()
        content = try Carousel(itemCount: Self.items, preferredItemWidth: preferredItemWidth, containerSize: self.stage.size)
        output = content.frame
    }

    public var current: DemoFrame {
        var layers: [LayerState] = []
        for index in content.visibleItems {
            let item = content.item(index)
            var layer = LayerState(position: Point(x: stage.minX + item.center, y: stage.midY),
                                   size: Size(width: item.width, height: stage.height), cornerRadius: Self.cornerRadius)
            layer.alpha = (item.isFocal ? 0.9 : 0.5) - 0.1 * Double(index % 3)
            layers.append(layer)
        }
        return DemoFrame(
            layers: layers, state: output.state.rawValue,
            readings: [("offset", output.offset), ("velocity", output.velocity), ("focused", Double(output.focusedItem))],
            replayFields: [("state", .string(output.state.rawValue)), ("offset", .number(output.offset)),
                           ("focused", .integer(output.focusedItem))])
    }

    public var replay: (interaction: String, arguments: [String])? {
        ("carousel", ["--items=\(Self.items)", "--item-width=\(preferredItemWidth)", "--container=\(stage.width),\(stage.height)"])
    }
}
