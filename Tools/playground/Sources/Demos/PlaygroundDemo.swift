import Geometry
import Gestures

/// One interaction the playground can show: the glue between the page's stage and a library
/// interaction. Each lives in its own `Demo+<Name>.swift`; ``PlaygroundDemos/all`` lists them.
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

// Not in the WebAssembly build (Tools/web, Scripts/wasm-build), which compiles the demos themselves:
// Embedded Swift has no existential metatypes (`any PlaygroundDemo.Type`); Tools/web/Sources/WebDemos.swift
// lists the demos there.
#if !hasFeature(Embedded)
/// The demos the playground offers, in menu order. Adding one is a file and a line here.
public enum PlaygroundDemos {
    public static let all: [any PlaygroundDemo.Type] = [
        PictureInPictureDemo.self,
        FlickCardDemo.self,
        DockRowDemo.self,
        InteractivePopDemo.self,
        StretchyHeaderDemo.self,
        ZoomablePhotoDemo.self,
        CanvasDemo.self,
        SheetDemo.self,
        DrawerDemo.self,
        SwipeRowDemo.self,
        MailDemo.self,
        SheetRowsDemo.self,
        PhotoGridDemo.self,
        PredictiveBackDemo.self,
        ReorderDemo.self,
        PullToRefreshDemo.self,
        PickerWheelDemo.self,
        CarouselDemo.self,
    ]

    /// The demo called `name`, if any.
    public static func named(_ name: String) -> (any PlaygroundDemo.Type)? {
        all.first { $0.name == name }
    }
}
#endif
