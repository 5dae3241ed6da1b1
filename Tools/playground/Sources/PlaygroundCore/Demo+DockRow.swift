import Geometry
import Gestures
import RelativePosition

/// The relative-position row: a `PositionTracker` over a band at the bottom of the stage drives a
/// `DockRow` of seven layers that grow toward the finger. Its replay fields are what `bench replay
/// relative-position --container=<the band>` prints for the tracker (phase, px, py, vx, vy, x, y),
/// with the same rule that a began, ended or cancelled is never hidden by a later event in the frame.
public struct DockRowDemo: PlaygroundDemo {
    public static let name = "dock"
    public static let title = "relative position: a dock-like row"

    let band: Rect
    var tracker: PositionTracker
    var dock: DockRow
    var transitions: [TrackingEvent] = []
    var latest: TrackingEvent?
    var shown: (phase: String, event: TrackingEvent?) = ("idle", nil)

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
        latest = event
        if event.phase != .moved { transitions.append(event) }
        dock.follow(event)
    }

    public mutating func tick(at time: Double) -> DemoFrame {
        dock.tick(at: time)
        if !transitions.isEmpty {
            let event = transitions.removeFirst()
            shown = (event.phase.rawValue, event)
        } else if tracker.isTracking {
            shown = ("moved", latest)
        } else {
            shown = ("idle", nil)
        }
        return current
    }

    public var current: DemoFrame {
        let position = shown.event?.position ?? tracker.position
        let velocity = shown.event?.velocity ?? .zero
        let location = shown.event?.location ?? Point(x: band.minX + position.x * band.width, y: band.minY + position.y * band.height)
        return DemoFrame(
            layers: Array(dock.layers), state: shown.phase, velocity: nil,
            readings: [("px", position.x), ("py", position.y), ("vx", velocity.dx), ("vy", velocity.dy)],
            replayFields: [("phase", .string(shown.phase)), ("px", .number(position.x)), ("py", .number(position.y)),
                           ("vx", .number(velocity.dx)), ("vy", .number(velocity.dy)),
                           ("x", .number(location.x)), ("y", .number(location.y))])
    }

    public var isSettled: Bool { !tracker.isTracking && transitions.isEmpty && dock.isSettled }

    public var replay: (interaction: String, arguments: [String])? {
        ("relative-position", ["--container=\(band.minX),\(band.minY),\(band.width),\(band.height)"])
    }
}
