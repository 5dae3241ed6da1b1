import Geometry
import Gestures
import Parallax

/// A zoomable photo: a `ScrollBehavior` over a 4:3 photo twice the stage's width, zoomable from the
/// scale that fits it in the stage to 2. Two fingers pinch it about their midpoint (rubber-banded past
/// either end, springing back when they lift); one finger pans and flings it; a double tap zooms to
/// the maximum about the tapped point, or back out to the fit when zoomed in: the host's call to
/// `zoom(to:animated:)` and `setZoomScale(_:animated:)`, as a UIKit photo viewer makes it.
///
/// A mouse wheel or a trackpad pans it, and a trackpad pinch (a ctrl-wheel in a browser) zooms it about
/// the pointer (`WheelScrollBehavior`).
///
/// It opens centred in the stage at that fit (insets above and below it, as a photo viewer sets them).
/// The photo is drawn as its frame and a 4 × 3 grid of tiles, so that the zoom's focal point shows.
/// Its frames have the fields of `bench replay scroll --content=W,H --zoom=MIN,MAX`, but it opens at
/// the fit and a double tap is the demo's own, so it offers no replay.
public struct ZoomablePhotoDemo: PlaygroundDemo {
    public static let name = "photo"
    public static let title = "zoomable photo: pinch, double-tap to zoom"

    /// The photo's tiles across and down.
    static let columns = 4, rows = 3

    let stage: Rect
    /// The photo's unscaled size.
    let photo: Size
    /// The scroll view, taking wheel input too (`WheelScrollBehavior`: a notch animates by Chromium's
    /// curve, a trackpad drags, a ctrl-wheel pinch zooms where the zoom range allows).
    var view: WheelScrollBehavior
    var scroll: ScrollBehavior {
        get { view.scroll }
        set { view.scroll = newValue }
    }
    var doubleTap: TapRecognizer
    var frame: ScrollFrame

    public init(stage: Rect) throws(ConfigurationError) {
        self.stage = stage
        photo = Size(width: stage.width * 2, height: stage.width * 1.5)
        let fit = Swift.min(stage.width / photo.width, stage.height / photo.height)
        // Centred at its fit (a photo viewer's insets): a pinch in the middle of the stage is a pinch on
        // the photo, not on the empty space below it.
        let margin = Size(width: (stage.width - photo.width * fit) / 2, height: (stage.height - photo.height * fit) / 2)
        var scroll = try ScrollBehavior(contentSize: photo, viewportSize: stage.size,
                                        contentInset: EdgeInsets(top: margin.height, left: margin.width, bottom: margin.height, right: margin.width))
        try scroll.setZoomScaleLimits(minimum: fit, maximum: Swift.max(2, fit))
        scroll.viewportOrigin = stage.origin
        scroll.setZoomScale(fit, animated: false)
        scroll.scroll(to: Point(x: -margin.width, y: -margin.height), animated: false)
        doubleTap = try TapRecognizer(numberOfTaps: 2)
        view = WheelScrollBehavior(scroll)
        frame = view.frame
    }

    /// The stage, where the photo fits.
    public var guides: [Rect] { [stage] }

    public mutating func handle(_ wheel: WheelSample) {
        view.handle(wheel)
    }

    public mutating func handle(_ sample: PointerSample) {
        view.handle(sample)
        guard doubleTap.handle(sample) == .recognized else { return }
        // The host's double tap, after the scroll view has seen the lift.
        if scroll.zoomScale > scroll.minimumZoomScale * 1.01 {
            scroll.setZoomScale(scroll.minimumZoomScale, animated: true)
        } else {
            let scale = scroll.zoomScale
            let point = Point(x: (scroll.contentOffset.x + sample.location.x - stage.minX) / scale,
                              y: (scroll.contentOffset.y + sample.location.y - stage.minY) / scale)
            let size = Size(width: stage.width / scroll.maximumZoomScale, height: stage.height / scroll.maximumZoomScale)
            scroll.zoom(to: Rect(center: point, size: size), animated: true)
        }
        frame = view.frame
    }

    public mutating func tick(at time: Double) -> DemoFrame {
        frame = view.tick(at: time)
        return current
    }

    public var current: DemoFrame {
        let scale = frame.zoomScale, offset = frame.contentOffset
        let shown = Rect(x: stage.minX - offset.x, y: stage.minY - offset.y, width: photo.width * scale, height: photo.height * scale)
        var layers = [LayerState(frame: shown)]
        layers[0].alpha = 0.25
        let tile = Size(width: shown.width / Double(Self.columns), height: shown.height / Double(Self.rows))
        for row in 0..<Self.rows {
            for column in 0..<Self.columns {
                var layer = LayerState(frame: Rect(x: shown.minX + (Double(column) + 0.1) * tile.width,
                                                   y: shown.minY + (Double(row) + 0.1) * tile.height,
                                                   width: tile.width * 0.8, height: tile.height * 0.8))
                layer.alpha = 0.4 + 0.5 * Double((row + column) % 3) / 2
                layers.append(layer)
            }
        }
        return DemoFrame(
            layers: layers, state: frame.state.rawValue, velocity: nil,
            readings: [("zoom", scale), ("x", offset.x), ("y", offset.y), ("vx", frame.velocity.dx), ("vy", frame.velocity.dy)],
            replayFields: [("state", .string(frame.state.rawValue)), ("x", .number(offset.x)), ("y", .number(offset.y)),
                           ("vx", .number(frame.velocity.dx)), ("vy", .number(frame.velocity.dy)), ("zoomScale", .number(scale))])
    }

    public var isSettled: Bool { view.isSettled }

    public var replay: (interaction: String, arguments: [String])? { nil }
}
