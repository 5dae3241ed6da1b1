import Geometry
import Gestures
import Tossable

/// The flick-to-dismiss card: a `FlickDismissBehavior` with its default 300 × 400 card centred in
/// the stage, set up exactly as `bench replay flick-dismiss` sets it up for a trace whose container is
/// the stage, so a recording replays to the same frames.
///
/// Every sample goes to the behaviour (as in the replay). A touch after the card was dismissed puts
/// it back first.
public struct FlickCardDemo: PlaygroundDemo {
    public static let name = "flick"
    public static let title = "flick the card away, or let it snap back"

    var flick: FlickDismissBehavior
    let stage: Rect

    public init(stage: Rect) throws(ConfigurationError) {
        self.stage = stage
        flick = try FlickDismissBehavior(container: stage)
    }

    public var guides: [Rect] { [Rect(center: stage.center, size: FlickDismissBehavior.defaultCardSize)] }

    public mutating func handle(_ sample: PointerSample) {
        if sample.phase == .began, flick.state == .dismissed { flick.reset() }
        flick.handle(sample)
    }

    public mutating func tick(at time: Double) -> DemoFrame {
        flick.tick(at: time)
        return current
    }

    public var current: DemoFrame {
        let layer = flick.layer, item = flick.item
        return DemoFrame(
            layers: [layer], state: flick.state.rawValue, velocity: item.velocity,
            readings: [("x", layer.position.x), ("y", layer.position.y), ("angle", layer.transform.rotation),
                       ("vx", item.velocity.dx), ("vy", item.velocity.dy)],
            replayFields: [("state", .string(flick.state.rawValue)), ("x", .number(layer.position.x)),
                           ("y", .number(layer.position.y)), ("angle", .number(layer.transform.rotation))])
    }

    public var isSettled: Bool { flick.state == .idle || flick.state == .dismissed }

    public var replay: (interaction: String, arguments: [String])? { ("flick-dismiss", []) }
}
