import Geometry
import Gestures
import Demos

// Not in the WebAssembly build, which has no existentials: the page holds a `DemoLoop` of the demo it
// shows through closures (Tools/web/Sources/WebSession.swift).
#if !hasFeature(Embedded)
/// A `DemoLoop` of whichever demo the playground's server shows, chosen at run time.
protocol AnyDemoLoop {
    var anyDemo: any PlaygroundDemo { get }
    var isSettled: Bool { get }
    var ticksInLastAdvance: Int { get }
    var waitingInputs: Int { get }
    mutating func accept(_ sample: PointerSample) throws(RefusedInput) -> PointerSample
    mutating func accept(_ wheel: WheelSample) throws(RefusedInput) -> WheelSample
    var recordsFrames: Bool { get set }
    mutating func advance(to time: Double, holdingGrid: Bool) -> DemoFrame?
    mutating func drainRecorded(_ body: (_ gridTime: Double, _ frame: DemoFrame) -> Void)
    mutating func settleRecording()
}

extension DemoLoop: AnyDemoLoop {
    var anyDemo: any PlaygroundDemo { demo }
}

extension PlaygroundDemo {
    /// A live loop showing this demo, made at rest on `stage`.
    static func loop(stage: Rect) throws(ConfigurationError) -> any AnyDemoLoop {
        DemoLoop(try Self(stage: stage), stage: stage)
    }
}
#endif
