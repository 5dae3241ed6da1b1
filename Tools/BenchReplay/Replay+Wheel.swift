import Gestures
import Scroll

/// `bench replay scroll`'s frames for a trace that may carry wheel events (`"kind": "wheel"`): with none,
/// the scroll view replays exactly as before; with some, through a `WheelScrollBehavior` whose trackpad
/// momentum follows `--wheel-momentum=os|own` (own by default: the scroll physics' fling from the velocity
/// at lift). `frame` reads the scroll view as in a pointer replay.
///
/// With `--deliver-late` the wheel events reach the host layer's live loop late, like pointer samples, and
/// each is applied at its own timestamp.
///
/// - Throws: `InvalidInput` for a `--wheel-momentum` other than os or own.
package func replayScrollFrames(_ scroll: inout ScrollBehavior, trace: GestureTrace, options: ReplayOptions,
                                frame: (_ scroll: inout ScrollBehavior, _ output: ScrollFrame) -> [(String, JSON)]) throws(InvalidInput) -> [JSON] {
    var momentum = WheelScrollBehavior.Momentum.own
    if let text = options.string("wheel-momentum") {
        guard let given = WheelScrollBehavior.Momentum(rawValue: text) else {
            throw InvalidInput("--wheel-momentum=" + text + " must be os or own")
        }
        momentum = given
    }
    if trace.wheelSamples.isEmpty { return try replayFrames(&scroll, trace: trace, options: options, frame: frame) }
    var view = WheelScrollBehavior(scroll, momentum: momentum)
    let frames = try replayFrames(&view, trace: trace, options: options, handleWheel: { view, event in view.handle(event) },
                                  readsWheel: true) { view, shown in frame(&view.scroll, shown) }
    scroll = view.scroll
    return frames
}
