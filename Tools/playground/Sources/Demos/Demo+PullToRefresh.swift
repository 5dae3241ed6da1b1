import Geometry
import Gestures
import PullToRefresh
import Scroll

/// Pull to refresh (`RefreshControl`, Compose's `PullRefreshState`): a list the stage's size with five
/// screens of rows, at rest at its top. Pull it down: the indicator follows at half the finger's travel
/// and arms past 80 points; released armed it refreshes, holding at 56 points while the list scrolls, is
/// flung and caught; the data "arrives" one second after the release (the host ends the refresh, stamped
/// at that instant) and the indicator returns exactly to 0. Set up as `bench replay refresh
/// --profile=compose --refresh-seconds=1` sets it up for a trace whose container is the stage, so a
/// recording replays to the same frames.
public struct PullToRefreshDemo: _StagedDemo {
    public static let name = "refresh"
    public static let title = "pull to refresh: pull the list down past the threshold and let go"

    /// How long after the release that started it the host ends a refresh, seconds.
    static let refreshSeconds = 1.0
    static let rowHeight = 64.0, rowGap = 8.0, indicatorSize = 40.0

    let stage: Rect
    var content: TimedRefreshControl
    var output: RefreshFrame

    public init(stage: Rect) throws(ConfigurationError) {
        self.stage = stage
        let list = try ScrollBehavior(contentSize: Size(width: stage.width, height: stage.height * 5), viewportSize: stage.size)
        content = try TimedRefreshControl(RefreshControl(scrollView: list, profile: .compose), refreshDuration: Self.refreshSeconds)
        output = content.control.frame
    }

    public var current: DemoFrame {
        var layers: [LayerState] = []
        let pitch = Self.rowHeight + Self.rowGap, scrolled = output.scroll.contentOffset.y
        var index = Swift.max(0, Int(((scrolled - Self.rowGap) / pitch).rounded(.down)))
        while true {
            let top = stage.minY + Self.rowGap + Double(index) * pitch - scrolled
            if top > stage.maxY || Double(index) * pitch > stage.height * 5 { break }
            layers.append(LayerState(frame: Rect(x: stage.minX + 8, y: top, width: stage.width - 16, height: Self.rowHeight),
                                     cornerRadius: 8))
            layers[layers.count - 1].alpha = 0.35 + 0.2 * Double(index % 3)
            index += 1
        }
        if output.offset > 0 || output.state != .idle {
            // Compose's indicator: its bottom edge follows the displacement, scaled as the profile shrinks it.
            var indicator = LayerState(position: Point(x: stage.midX, y: stage.minY + output.offset - Self.indicatorSize / 2),
                                       size: Size(width: Self.indicatorSize, height: Self.indicatorSize), cornerRadius: Self.indicatorSize / 2)
            indicator.transform = DecomposedTransform(uniformScale: output.indicatorScale)
            indicator.alpha = Swift.min(1, 0.3 + output.progress)
            layers.append(indicator)
        }
        return DemoFrame(
            layers: layers, state: output.state.rawValue,
            readings: [("pull", output.pull), ("offset", output.offset), ("progress", output.progress), ("list", scrolled)],
            replayFields: [("state", .string(output.state.rawValue)), ("pull", .number(output.pull)), ("offset", .number(output.offset)),
                           ("progress", .number(output.progress))])
    }

    public var replay: (interaction: String, arguments: [String])? {
        ("refresh", ["--profile=compose", "--refresh-seconds=\(Self.refreshSeconds)"])
    }
}
