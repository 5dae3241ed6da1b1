import Geometry
import Gestures
import Host

/// A demo that is one library interaction filling the stage: the glue those demos share. The
/// interaction works in the stage's own coordinates (its top left at 0, 0), takes every pointer sample
/// there and ticks with the demo; the demo keeps what the last input or tick returned, and draws it in
/// ``PlaygroundDemo/current``. Its guide is the stage; it is settled when the interaction is.
protocol _StagedDemo: PlaygroundDemo {
    associatedtype Content: Interaction
    /// The stage, in the page's coordinates.
    var stage: Rect { get }
    /// The interaction shown.
    var content: Content { get set }
    /// What the interaction's last input or tick returned.
    var output: Content.Output { get set }
}

extension _StagedDemo {
    /// The stage.
    public var guides: [Rect] { [stage] }

    /// The sample in the stage's coordinates, to the interaction.
    public mutating func handle(_ sample: PointerSample) {
        var local = sample
        local.location = Point(x: sample.location.x - stage.minX, y: sample.location.y - stage.minY)
        output = content.handle(local)
    }

    public mutating func tick(at time: Double) -> DemoFrame {
        output = content.tick(at: time)
        return current
    }

    public var isSettled: Bool { content.isSettled }
}

/// A swipe row drawn at `offset` from its place `row`: its content, and the revealed buttons under it
/// (a rectangle from the row's edge as wide as the gap) when it is open.
func _swipeRowLayers(row: Rect, offset: Double, alpha: Double) -> (content: LayerState, actions: LayerState?) {
    let content = LayerState(position: Point(x: row.midX + offset, y: row.midY), size: row.size, alpha: alpha)
    guard offset != 0 else { return (content, nil) }
    let gap = Swift.abs(offset), edge = offset > 0 ? row.minX : row.maxX, direction = offset > 0 ? 1.0 : -1.0
    return (content, LayerState(position: Point(x: edge + direction * gap / 2, y: row.midY),
                                size: Size(width: gap, height: row.height), alpha: 0.9))
}

/// Who owns the touch, as a demo's state line says it: the owner's name, `undecided` while a touch is
/// within the slop, `nobody` without a touch.
func _ownerName<Part: Hashable & Sendable>(_ arbiter: TouchArbiter<Part>, _ name: (Part) -> String) -> String {
    if let owner = arbiter.owner { return name(owner) }
    return arbiter.isTracking ? "undecided" : "nobody"
}
