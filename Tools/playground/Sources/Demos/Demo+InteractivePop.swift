import Geometry
import Gestures
import Transitions

/// The back swipe of a navigation stack: `TransitionInteraction.interactivePop(in:)` over the whole
/// stage, set up exactly as `bench replay transition --pop` sets it up for a trace whose container is
/// the stage, so a recording replays to the same frames.
///
/// Two screens are drawn, each a page with a bar and three blocks: the one below (dimmed, brightening
/// as the pop progresses, as UIKit's dimming view fades), sliding in from 0.3 widths left, then the
/// top one, sliding right with the percentage (under the finger). A pan must start within 20 points
/// of the left edge (the guide); past the 10-point slop it grabs the transition, even one that is
/// completing. On release it finishes (the top screen leaves, exactly at 1) or cancels (back, exactly
/// at 0); the next edge swipe pops a fresh top screen.
public struct InteractivePopDemo: PlaygroundDemo {
    public static let name = "pop"
    public static let title = "interactive pop: swipe from the left edge"

    var pop: TransitionInteraction<LayerState>
    var frame: TransitionFrame<LayerState>
    let stage: Rect

    public init(stage: Rect) throws(ConfigurationError) {
        self.stage = stage
        pop = try TransitionInteraction.interactivePop(in: stage)
        frame = pop.transition.frame
    }

    /// The strip along the left edge where a pop starts (the edge pan's default 20 points).
    public var guides: [Rect] { [Rect(x: stage.minX, y: stage.minY, width: Swift.min(20, stage.width), height: stage.height)] }

    public mutating func handle(_ sample: PointerSample) {
        pop.handle(sample)
    }

    public mutating func tick(at time: Double) -> DemoFrame {
        frame = pop.tick(at: time)
        return current
    }

    public var current: DemoFrame {
        let top = frame[0], below = frame[1]
        var layers: [LayerState] = []
        layers.reserveCapacity(10)
        appendScreen(below, alpha: 0.35 + 0.65 * frame.percentComplete, to: &layers)
        appendScreen(top, alpha: 1, to: &layers)
        return DemoFrame(
            layers: layers, state: frame.state.rawValue, velocity: nil,
            readings: [("percent", frame.percentComplete), ("top x", top.frame.minX), ("below x", below.frame.minX),
                       ("speed", pop.transition.percentVelocity)],
            replayFields: [("state", .string(frame.state.rawValue)), ("percent", .number(frame.percentComplete)),
                           ("x", .number(top.position.x)), ("y", .number(top.position.y)), ("below", .number(below.position.x))])
    }

    public var isSettled: Bool { pop.isSettled }

    public var replay: (interaction: String, arguments: [String])? { ("transition", ["--pop"]) }

    /// A screen: its background, a bar at the top and three blocks, all moving with it.
    private func appendScreen(_ screen: LayerState, alpha: Double, to layers: inout [LayerState]) {
        var background = screen
        background.alpha = alpha * 0.3
        layers.append(background)
        let frame = screen.frame
        let inset = Swift.min(12, frame.width / 10)
        let width = frame.width - 2 * inset
        let bar = Swift.min(44, frame.height / 8)
        let block = Swift.max((frame.height - bar - 5 * inset) / 3, 1)
        var parts = [Rect(x: frame.minX + inset, y: frame.minY + inset, width: width, height: bar)]
        for index in 0..<3 {
            parts.append(Rect(x: frame.minX + inset, y: frame.minY + 2 * inset + bar + Double(index) * (block + inset),
                              width: index == 2 ? width * 0.6 : width, height: block))
        }
        for part in parts {
            var layer = LayerState(frame: part)
            layer.alpha = alpha
            layers.append(layer)
        }
    }
}
