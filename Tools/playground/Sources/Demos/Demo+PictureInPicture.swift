import Geometry
import Gestures
import Tossable

/// Picture in picture: a 16:9 layer tossed to the nearest corner by momentum (iOS's video PiP),
/// a `TossBehavior` with four destinations and the stage as its rubber-band container.
///
/// Only a touch that lands on the layer (with 12 points of slop) grabs it; the layer can be caught
/// mid-toss. There is no `bench replay` of several destinations yet, so a recording has no replay.
public struct PictureInPictureDemo: PlaygroundDemo {
    public static let name = "pip"
    public static let title = "picture in picture: toss to the corners"

    var toss: TossBehavior
    let corners: [Point]
    let size: Size
    var grabbing: Set<Int> = []

    public init(stage: Rect) throws(ConfigurationError) {
        let width = Swift.min(Swift.max(stage.width * 0.42, 120), 240)
        size = Size(width: width, height: (width * 9 / 16).rounded())
        let inset = 16.0
        let left = stage.minX + inset + size.width / 2, right = stage.maxX - inset - size.width / 2
        let top = stage.minY + inset + size.height / 2, bottom = stage.maxY - inset - size.height / 2
        corners = [Point(x: left, y: top), Point(x: right, y: top), Point(x: left, y: bottom), Point(x: right, y: bottom)]
        toss = try TossBehavior(layer: LayerState(position: corners[1], size: size), destinations: corners,
                                spring: .default, container: stage)
    }

    public var guides: [Rect] { corners.map { Rect(center: $0, size: size) } }

    public mutating func handle(_ sample: PointerSample) {
        switch sample.phase {
        case .began:
            guard toss.layer.frame.insetBy(dx: -12, dy: -12).contains(sample.location) else { return }
            grabbing.insert(sample.pointer)
        case .moved, .stationary:
            guard grabbing.contains(sample.pointer) else { return }
        case .ended, .cancelled:
            guard grabbing.remove(sample.pointer) != nil else { return }
        }
        toss.handle(sample)
    }

    public mutating func tick(at time: Double) -> DemoFrame {
        toss.tick(at: time)
        return current
    }

    public var current: DemoFrame {
        let layer = toss.layer, velocity = toss.velocity
        return DemoFrame(
            layers: [layer], state: toss.state.rawValue, velocity: velocity,
            readings: [("x", layer.position.x), ("y", layer.position.y), ("vx", velocity.dx), ("vy", velocity.dy)],
            replayFields: [("state", .string(toss.state.rawValue)), ("x", .number(layer.position.x)), ("y", .number(layer.position.y)),
                           ("vx", .number(velocity.dx)), ("vy", .number(velocity.dy))])
    }

    public var isSettled: Bool { toss.state == .idle }

    public var replay: (interaction: String, arguments: [String])? { nil }
}
