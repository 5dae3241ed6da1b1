import Demos

/// A demo shared by `WebSession`'s closures, which change it in place.
final class DemoBox<Demo: PlaygroundDemo> {
    var demo: Demo

    init(_ demo: Demo) { self.demo = demo }
}
