import Geometry
import Gestures
import Navigation

/// Android's predictive back: a `BackGesture` (AOSP's `TouchTracker` progress, smoothed as
/// `BackProgressAnimator` smooths it) driving Material's predictive-back container transform
/// (`PredictiveBackTransform`: the screen shrinks to 0.9 through the (0.1, 0.1, 0, 1) curve, shifts
/// away from the edge to 8 points from it, follows the finger's vertical travel and rounds its corners
/// to 32). Set up exactly as `bench replay predictive-back` sets it up for a trace whose container is
/// the stage, so a recording replays to the same frames.
///
/// The swipe comes from the edge nearer the demo's first touch (the replay's rule), and any drag
/// toward the inside previews the back. On release the projected rule commits (the spring carries the
/// progress to exactly 1, then the screen is gone and the one below shows) or cancels (back to exactly
/// 0); the next swipe previews a fresh screen. Two screens are drawn, each a page with a bar and three
/// blocks: the one below, brightening with the progress, and the one on top, transformed.
public struct PredictiveBackDemo: PlaygroundDemo {
    public static let name = "predictive-back"
    public static let title = "predictive back: swipe in from an edge, release to go back or not"

    let stage: Rect
    var back: BackGesture
    let transform: PredictiveBackTransform
    /// True once the first touch chose the edge.
    var edgeChosen = false

    public init(stage: Rect) throws(ConfigurationError) {
        self.stage = stage
        back = try BackGesture(edge: .left, width: stage.width)
        transform = try PredictiveBackTransform(container: stage.size)
    }

    /// Nothing: a swipe from either edge previews the back.
    public var guides: [Rect] { [] }

    public mutating func handle(_ sample: PointerSample) {
        if !edgeChosen, sample.phase == .began, sample.location.isFinite {
            edgeChosen = true
            if sample.location.x > stage.midX {
                do throws(ConfigurationError) { back = try BackGesture(edge: .right, width: stage.width) } catch {}
            }
        }
        back.handle(sample)
    }

    public mutating func tick(at time: Double) -> DemoFrame {
        back.tick(at: time)
        return current
    }

    /// The top screen as the transform shows it, in the stage's coordinates before the stage's origin
    /// (as `bench replay predictive-back` reports it).
    public var container: LayerState {
        let frame = back.frame
        return transform.layer(progress: frame.progress, edge: back.edge, verticalDrag: frame.touchY - back.touchDown.y)
    }

    public var current: DemoFrame {
        let frame = back.frame
        var top = container
        let origin = Vector(dx: stage.minX, dy: stage.minY)
        top.position = top.position + origin
        var layers: [LayerState] = []
        layers.reserveCapacity(10)
        let gone = frame.state == .committed
        appendScreen(LayerState(frame: stage), alpha: gone ? 1 : 0.35 + 0.65 * frame.progress, to: &layers)
        if !gone { appendScreen(top, alpha: 1, to: &layers) }
        let shown = container.frame
        return DemoFrame(
            layers: layers, state: frame.state.rawValue,
            readings: [("progress", frame.progress), ("raw", back.rawProgress), ("scale", top.transform.scale.dx),
                       ("x", shown.minX), ("y", shown.minY), ("corner", top.cornerRadius)],
            replayFields: [("state", .string(frame.state.rawValue)), ("progress", .number(frame.progress)),
                           ("scale", .number(top.transform.scale.dx)), ("x", .number(shown.origin.x)),
                           ("y", .number(shown.origin.y)), ("cornerRadius", .number(top.cornerRadius))])
    }

    public var isSettled: Bool { back.isSettled }

    public var replay: (interaction: String, arguments: [String])? { ("predictive-back", []) }

    /// A screen: its background (the layer itself, with its transform and corner radius), a bar at the
    /// top and three blocks, placed and scaled with it.
    private func appendScreen(_ screen: LayerState, alpha: Double, to layers: inout [LayerState]) {
        var background = screen
        background.alpha = alpha * 0.3
        layers.append(background)
        let scale = screen.transform.scale.dx
        let inset = Swift.min(12, stage.width / 10)
        let width = stage.width - 2 * inset
        let bar = Swift.min(44, stage.height / 8)
        let block = Swift.max((stage.height - bar - 5 * inset) / 3, 1)
        var parts = [Rect(x: inset, y: inset, width: width, height: bar)]
        for index in 0..<3 {
            parts.append(Rect(x: inset, y: 2 * inset + bar + Double(index) * (block + inset),
                              width: index == 2 ? width * 0.6 : width, height: block))
        }
        for part in parts {
            // A part at `part` in the unscaled screen, scaled about the screen's centre with it.
            let offset = Vector(dx: (part.midX - stage.width / 2) * scale, dy: (part.midY - stage.height / 2) * scale)
            layers.append(LayerState(position: screen.position + offset,
                                     size: Size(width: part.width * scale, height: part.height * scale), alpha: alpha))
        }
    }
}
