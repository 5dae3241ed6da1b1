import Geometry

/// A pan that starts at an edge of the screen: UIKit's `UIScreenEdgePanGestureRecognizer`, headless.
///
/// ```swift
/// import Gestures
///
/// let samples = [PointerSample(pointer: 0, x: 4, y: 300, phase: .began, time: 0),
///                PointerSample(pointer: 0, x: 60, y: 302, phase: .moved, time: 0.016),
///                PointerSample(pointer: 0, x: 120, y: 305, phase: .moved, time: 0.032)]
/// var progress = 0.0
/// var back = try ScreenEdgePanRecognizer(edges: .left, bounds: Rect(x: 0, y: 0, width: 375, height: 667))
/// for sample in samples where back.handle(sample).isActive {
///     progress = back.translation.dx / 375
/// }
/// print(progress)
/// ```
///
/// It behaves as a one-finger ``PanRecognizer`` that fails unless the touch lands within
/// `edgeWidth` points of one of `edges` of `bounds` and, when it begins, has moved away from that
/// edge more than along it.
public struct ScreenEdgePanRecognizer: GestureRecognizer {
    /// The edges a pan may start from.
    public let edges: RectEdges
    /// The screen (or container) rectangle.
    public let bounds: Rect
    /// How far from an edge, in points, a touch counts as on it.
    public let edgeWidth: Double

    @usableFromInline var pan: PanRecognizer
    /// The edge the touch landed on, while possible and after.
    public private(set) var edge: RectEdges = []

    /// A screen-edge pan recogniser.
    ///
    /// - Parameters:
    ///   - edges: The edges, at least one.
    ///   - bounds: The screen rectangle: finite, with a positive width and height.
    ///   - edgeWidth: The width of the edge region in points, finite and positive; 20 by default.
    ///   - minimumDistance: The pan's hysteresis, 10 points by default.
    /// - Throws: `ConfigurationError` for no edges, a degenerate rectangle or a bad width.
    public init(edges: RectEdges, bounds: Rect, edgeWidth: Double = 20, minimumDistance: Double = 10) throws(ConfigurationError) {
        guard !edges.isEmpty else {
            throw ConfigurationError(parameter: "edges", value: 0, requirement: "must name at least one edge")
        }
        guard bounds.isFinite, bounds.width > 0, bounds.height > 0 else {
            throw ConfigurationError(parameter: "bounds", value: min(bounds.width, bounds.height),
                                            requirement: "must be finite with a positive width and height")
        }
        try ConfigurationError.check(edgeWidth, "edgeWidth", .positive)
        self.edges = edges
        self.bounds = bounds
        self.edgeWidth = edgeWidth
        self.pan = try PanRecognizer(minimumDistance: minimumDistance, minimumTouches: 1, maximumTouches: 1)
    }

    public var state: GestureState { pan.state }
    /// The touch's location, in points.
    public var location: Point { pan.location }
    /// The translation since the gesture began, in points.
    public var translation: Vector { pan.translation }
    /// The velocity in points per second (see ``PanSnapshot/velocity``).
    public var velocity: Vector { pan.velocity }
    /// Everything a frame needs, in one value.
    public var snapshot: PanSnapshot { pan.snapshot }

    /// Re-zeroes the translation (see ``PanRecognizer/setTranslation(_:)``).
    public mutating func setTranslation(_ translation: Vector) { pan.setTranslation(translation) }

    @discardableResult
    public mutating func handle(_ sample: PointerSample) -> GestureState {
        // The recognisers' coordinate clamp (see PointerSample.coordinateLimit), applied here too.
        let sample = sample.clampedToCoordinateLimit
        let before = pan.state
        let startsSequence = sample.phase == .began && pan.numberOfTouches == 0
        let state = pan.handle(sample)
        if startsSequence, state == .possible, pan.numberOfTouches == 1 {
            edge = edgeNear(sample.location)
            if edge.isEmpty { return pan.cancel() }
        }
        if before == .possible, state == .began, !isAwayFromEdge(pan.location - pan.touchDownLocation) {
            // It moved along the edge, not away from it: not an edge pan (began was never reported).
            pan.markFailed()
        }
        return pan.state
    }

    @discardableResult
    public mutating func tick(at time: Double) -> GestureState { pan.state }

    @discardableResult
    public mutating func cancel() -> GestureState { pan.cancel() }

    public mutating func reset() {
        pan.reset()
        edge = []
    }

    func edgeNear(_ point: Point) -> RectEdges {
        var near: RectEdges = []
        if edges.contains(.left), point.x - bounds.minX <= edgeWidth { near.insert(.left) }
        if edges.contains(.right), bounds.maxX - point.x <= edgeWidth { near.insert(.right) }
        if edges.contains(.top), point.y - bounds.minY <= edgeWidth { near.insert(.top) }
        if edges.contains(.bottom), bounds.maxY - point.y <= edgeWidth { near.insert(.bottom) }
        return near
    }

    func isAwayFromEdge(_ movement: Vector) -> Bool {
        let horizontal = abs(movement.dx) >= abs(movement.dy)
        if edge.contains(.left), horizontal, movement.dx > 0 { return true }
        if edge.contains(.right), horizontal, movement.dx < 0 { return true }
        if edge.contains(.top), !horizontal, movement.dy > 0 { return true }
        if edge.contains(.bottom), !horizontal, movement.dy < 0 { return true }
        return false
    }
}
