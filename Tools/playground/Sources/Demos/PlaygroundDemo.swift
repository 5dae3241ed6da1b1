import Geometry
import Gestures

/// One interaction the playground can show: the glue between the page's stage and a library
/// interaction. Each lives in its own `Demo+<Name>.swift`; ``PlaygroundDemos/visit(_:)`` lists them.
///
/// A demo is created fresh for a stage (on select, reset and when a recording starts), receives every
/// pointer sample and wheel event in time order and a tick per frame on the samples' clock, exactly as an
/// `Interaction` is driven.
public protocol PlaygroundDemo: Sendable, SendableMetatype {
    /// The name the page selects it by (`pip`, `flick`, ...).
    static var name: String { get }
    /// One line for the page's menu.
    static var title: String { get }
    /// A demo at rest in a stage of the page's size (origin at the top left, CSS pixels as points).
    init(stage: Rect) throws(ConfigurationError)
    /// Rectangles the page draws faintly behind the layers (destinations, the tracked band).
    var guides: [Rect] { get }
    /// Feeds one pointer sample.
    mutating func handle(_ sample: PointerSample)
    /// Feeds one wheel or trackpad event (a scrolling demo scrolls; the others ignore it, the default).
    mutating func handle(_ wheel: WheelSample)
    /// Advances to `time` and returns what to draw.
    mutating func tick(at time: Double) -> DemoFrame
    /// What to draw now, without advancing.
    var current: DemoFrame { get }
    /// True when nothing moves until the next input.
    var isSettled: Bool { get }
    /// The `bench replay` interaction and options that reproduce a recording of this demo started at
    /// rest, frame for frame; nil when no replayer sets the interaction up the same way.
    var replay: (interaction: String, arguments: [String])? { get }
}

extension PlaygroundDemo {
    /// Ignores a wheel event: the demo does not scroll by wheel.
    public mutating func handle(_ wheel: WheelSample) {}
}

/// The demos the playground and the page offer, in menu order: the one list. Adding a demo is its file and a
/// line in ``visit(_:)``; the playground's list (``all``) and the page's menu and sessions are read from it.
public enum PlaygroundDemos {
    /// Gives every demo's type to `visitor`, in menu order.
    public static func visit<Visitor: PlaygroundDemoVisitor>(_ visitor: inout Visitor) {
        visitor.visit(PictureInPictureDemo.self)
        visitor.visit(FlickCardDemo.self)
        visitor.visit(DockRowDemo.self)
        visitor.visit(InteractivePopDemo.self)
        visitor.visit(StretchyHeaderDemo.self)
        visitor.visit(ZoomablePhotoDemo.self)
        visitor.visit(CanvasDemo.self)
        visitor.visit(SheetDemo.self)
        visitor.visit(DrawerDemo.self)
        visitor.visit(SwipeRowDemo.self)
        visitor.visit(MailDemo.self)
        visitor.visit(SheetRowsDemo.self)
        visitor.visit(PhotoGridDemo.self)
        visitor.visit(PredictiveBackDemo.self)
        visitor.visit(ReorderDemo.self)
        visitor.visit(PullToRefreshDemo.self)
        visitor.visit(PickerWheelDemo.self)
        visitor.visit(CarouselDemo.self)
    }
}

// Not in the WebAssembly build (Tools/web, Scripts/wasm-build), which compiles the demos themselves:
// Embedded Swift has no existential metatypes (`any PlaygroundDemo.Type`); the page reads ``visit(_:)``.
#if !hasFeature(Embedded)
extension PlaygroundDemos {
    /// Every demo's type, in menu order (``visit(_:)``'s).
    public static let all: [any PlaygroundDemo.Type] = {
        struct Types: PlaygroundDemoVisitor {
            var types: [any PlaygroundDemo.Type] = []
            mutating func visit<Demo: PlaygroundDemo>(_ demo: Demo.Type) { types.append(demo) }
        }
        var types = Types()
        visit(&types)
        return types.types
    }()

    /// The demo called `name`, if any.
    public static func named(_ name: String) -> (any PlaygroundDemo.Type)? {
        all.first { $0.name == name }
    }
}
#endif
