import Geometry

/// What the page draws for one frame of a demo, and the frame as `bench replay` would print it.
public struct DemoFrame: Sendable {
    /// The layers, drawn in order.
    public var layers: [LayerState]
    /// The interaction's state (`dragging`, `tossing`, `idle`, ...).
    public var state: String
    /// The first layer's velocity in points per second, drawn as an arrow; nil when the interaction has none.
    public var velocity: Vector?
    /// Numbers shown beside the stage, in order.
    public var readings: [(String, Double)]
    /// The frame's fields in `bench replay`'s shape for this interaction (everything but `t`).
    public var replayFields: [(String, PlaygroundJSON)]

    public init(layers: [LayerState], state: String, velocity: Vector? = nil, readings: [(String, Double)] = [],
                replayFields: [(String, PlaygroundJSON)] = []) {
        self.layers = layers
        self.state = state
        self.velocity = velocity
        self.readings = readings
        self.replayFields = replayFields
    }
}
