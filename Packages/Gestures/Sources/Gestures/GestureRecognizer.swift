/// A recogniser: pointer samples and clock ticks in, UIKit's state machine out.
///
/// Recognisers are values: they own no clock and no view. The host feeds every sample of the
/// stream with ``handle(_:)`` and, for time-driven recognisers (long press, multi-tap timeouts),
/// calls ``tick(at:)`` each frame.
///
/// ```swift
/// import Gestures
///
/// let samples = [PointerSample(pointer: 0, x: 100, y: 300, phase: .began, time: 0),
///                PointerSample(pointer: 0, x: 130, y: 290, phase: .moved, time: 0.016),
///                PointerSample(pointer: 0, x: 170, y: 280, phase: .moved, time: 0.032),
///                PointerSample(pointer: 0, x: 170, y: 280, phase: .ended, time: 0.048)]
/// var layer = LayerState(position: Point(x: 100, y: 300), size: Size(width: 80, height: 80))
/// var pan = PanRecognizer()
/// var start = layer.position
/// for sample in samples {
///     switch pan.handle(sample) {
///     case .began: start = layer.position; layer.position = start + pan.translation
///     case .changed: layer.position = start + pan.translation
///     case .ended: print("toss with", pan.velocity)     // points per second
///     default: break
///     }
/// }
/// ```
///
/// Samples with a non-finite time or location, or whose time is earlier than the last one seen,
/// are ignored (the documented run-time clamp; validate at the boundary with ``GestureTrace``).
/// After a finished state, the first `began` of a new touch sequence resets the recogniser, as
/// UIKit does between sequences.
public protocol GestureRecognizer: Sendable {
    /// The current state.
    var state: GestureState { get }

    /// Feeds one sample and returns the state after it.
    ///
    /// - Complexity: O(touches) or O(velocity history), no allocation.
    @discardableResult
    mutating func handle(_ sample: PointerSample) -> GestureState

    /// Advances the recogniser's clock without a sample (a frame tick) and returns the state.
    ///
    /// - Complexity: O(1), no allocation.
    @discardableResult
    mutating func tick(at time: Double) -> GestureState

    /// The host cancels: an active gesture becomes `cancelled`, one not yet recognised `failed`.
    ///
    /// - Complexity: O(1), no allocation.
    @discardableResult
    mutating func cancel() -> GestureState

    /// Back to `possible`, forgetting the touches.
    ///
    /// Never a gesture left without its end: on a continuous gesture in progress (`began` or
    /// `changed`), `reset()` cancels it instead (state `cancelled`, touches forgotten, its last
    /// readings kept), and the next `reset()`, or the next touch sequence (a `began` with no touches
    /// down), returns it to `possible`. Samples of the forgotten touches are ignored. Recognisers
    /// also reset themselves when a new touch sequence starts.
    ///
    /// ```swift
    /// import Gestures
    ///
    /// var pan = PanRecognizer()
    /// pan.handle(PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 0))
    /// pan.handle(PointerSample(pointer: 0, x: 30, y: 0, phase: .moved, time: 0.016))
    /// pan.reset()                       // while panning
    /// print(pan.state)                  // cancelled: the host sees the end
    /// pan.reset()
    /// print(pan.state)                  // possible
    /// ```
    ///
    /// - Complexity: O(1), no allocation.
    mutating func reset()
}
