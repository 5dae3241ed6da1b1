import Geometry
import Gestures
import RelativePosition

/// The relative-position row: a `PositionTracker` over a band at the bottom of the stage drives a
/// `DockRow` of seven layers that grow toward the finger. Its replay fields are what `bench replay
/// relative-position --container=<the band>` prints for the tracker (phase, px, py, vx, vy, x, y): the
/// tracker's latest event at the frame's time.
public struct DockRowDemo: PlaygroundDemo {
    public static let name = "dock"
    public static let title = "relative position: a dock-like row"

    let band: Rect
    var tracker: PositionTracker
    var dock: DockRow
    var shown: TrackingEvent?

    public init(stage: Rect) throws(ConfigurationError) {
        band = Rect(x: stage.minX, y: stage.maxY - 200, width: stage.width, height: 200)
        let count = 7.0, spacing = 8.0
        let side = Swift.max(4, Swift.min(56, (band.width - 32 - spacing * (count - 1)) / count))
        tracker = try PositionTracker(container: band)
        dock = try DockRow(count: Int(count), layerSize: Size(width: side, height: side), spacing: spacing, in: band)
    }

    public var guides: [Rect] { [band] }

    public mutating func handle(_ sample: PointerSample) {
        guard let event = tracker.handle(sample) else { return }
        dock.follow(event)
    }

    public mutating func tick(at time: Double) -> DemoFrame {
        dock.tick(at: time)
        shown = tracker.tick(at: time)
        return current
    }

    public var current: DemoFrame {
        let phase = shown?.phase.rawValue ?? "idle"
        let position = shown?.position ?? tracker.position
        let velocity = shown?.velocity ?? .zero
        let location = shown?.location ?? Point(x: band.minX + position.x * band.width, y: band.minY + position.y * band.height)
        return DemoFrame(
            layers: Array(dock.layers), state: phase, velocity: nil,
            readings: [("px", position.x), ("py", position.y), ("vx", velocity.dx), ("vy", velocity.dy)],
            replayFields: [("phase", .string(phase)), ("px", .number(position.x)), ("py", .number(position.y)),
                           ("vx", .number(velocity.dx)), ("vy", .number(velocity.dy)),
                           ("x", .number(location.x)), ("y", .number(location.y))])
    }

    public var isSettled: Bool { tracker.isSettled && dock.isSettled }

    public var replay: (interaction: String, arguments: [String])? {
        ("relative-position", ["--container=\(band.minX),\(band.minY),\(band.width),\(band.height)"])
    }
}
