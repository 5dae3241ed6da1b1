import Geometry
import Gestures
import PickerWheel

/// A picker wheel (`PickerWheel`, UIKit's profile): sixty rows of 32 points on a 320 × 216 wheel (UIPickerView's
/// sizes) in the middle of the stage, drawn on Cupertino's cylinder. Spin it with a vertical drag or a flick:
/// it decelerates by UIKit's rate and lands exactly on a row. Set up as `bench replay picker --items=60
/// --item-extent=32` sets it up, so a recording replays to the same frames.
public struct PickerWheelDemo: _StagedDemo {
    public static let name = "picker"
    public static let title = "picker wheel: spin the rows; it lands exactly on one"

    static let items = 60, itemExtent = 32.0
    /// The wheel's place on the page.
    let stage: Rect
    /// The wheel, in its own coordinates.
    var content: PickerWheel
    var output: PickerWheelFrame

    public init(stage: Rect) throws(ConfigurationError) {
        let size = Size(width: Swift.min(PickerWheel.defaultViewportSize.width, stage.width), height: PickerWheel.defaultViewportSize.height)
        self.stage = Rect(x: stage.midX - size.width / 2, y: stage.midY - size.height / 2, width: size.width, height: size.height)
        content = try PickerWheel(itemCount: Self.items, itemExtent: Self.itemExtent, viewportSize: size)
        output = content.frame
    }

    public var current: DemoFrame {
        var layers: [LayerState] = []
        for index in content.visibleItems {
            guard let item = content.layer(forItem: index) else { continue }
            // The cylinder's squeeze drawn into the size (the page scales a layer uniformly), less a gap
            // between rows; a row turned edge-on is not drawn.
            let height = item.size.height * item.transform.scale.dy - 4
            guard height > 0 else { continue }
            var layer = LayerState(position: Point(x: stage.minX + item.position.x, y: stage.minY + item.position.y),
                                   size: Size(width: Swift.max(item.size.width * item.transform.scale.dx - 16, 0), height: height),
                                   alpha: index == output.selectedItem ? 1 : item.alpha * (0.35 + 0.3 * Double(index % 3)))
            layer.cornerRadius = 6
            layers.append(layer)
        }
        let band = content.projection.centerBand(itemExtent: Self.itemExtent, viewport: content.viewportSize)
        var selection = LayerState(frame: Rect(x: stage.minX + band.minX, y: stage.minY + band.minY, width: band.width, height: band.height))
        selection.alpha = 0.15
        layers.append(selection)
        return DemoFrame(
            layers: layers, state: output.state.rawValue,
            readings: [("offset", output.offset), ("velocity", output.velocity), ("selected", Double(output.selectedItem))],
            replayFields: [("state", .string(output.state.rawValue)), ("offset", .number(output.offset)),
                           ("selected", .integer(output.selectedItem))])
    }

    /// `bench replay picker` spins a wheel of UIPickerView's width: offered when the stage is that wide.
    public var replay: (interaction: String, arguments: [String])? {
        guard stage.width == PickerWheel.defaultViewportSize.width else { return nil }
        return ("picker", ["--items=\(Self.items)", "--item-extent=\(Self.itemExtent)"])
    }
}
