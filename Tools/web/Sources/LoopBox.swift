import Demos

/// A demo's live loop shared by `WebSession`'s closures, which change it in place (the loop itself is a
/// value: the states it keeps for late events are copies).
final class LoopBox<Demo: PlaygroundDemo> {
    var loop: DemoLoop<Demo>

    init(_ loop: DemoLoop<Demo>) { self.loop = loop }
}
