/// Where a recogniser is in UIKit's state machine.
///
/// Continuous recognisers (pan, pinch, rotation, screen-edge pan, long press) run
/// `possible → began → changed* → ended | cancelled`; discrete ones (tap, swipe) run
/// `possible → recognized | failed`. Either may fail from `possible`. `reset()` returns to `possible`.
///
/// ```swift
/// import Gestures
///
/// var pan = PanRecognizer()
/// let sample = PointerSample(pointer: 0, x: 0, y: 0, phase: .began, time: 0)
/// if pan.handle(sample) == .ended { print("toss with", pan.velocity) }
/// ```
public enum GestureState: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Watching the touches, not recognised yet (the initial state).
    case possible
    /// A continuous gesture started.
    case began
    /// A continuous gesture changed.
    case changed
    /// A continuous gesture finished normally.
    case ended
    /// A continuous gesture was cancelled (touches cancelled, or the host cancelled it).
    case cancelled
    /// The touches were not this gesture.
    case failed
    /// A discrete gesture was recognised.
    case recognized

    /// True for `began` and `changed`: a continuous gesture is in progress.
    @inlinable
    public var isActive: Bool { self == .began || self == .changed }

    /// True for `ended`, `cancelled`, `failed` and `recognized`: nothing more happens until `reset()`.
    @inlinable
    public var isFinished: Bool {
        switch self {
        case .ended, .cancelled, .failed, .recognized: return true
        case .possible, .began, .changed: return false
        }
    }

    public var description: String { rawValue }
}

extension GestureState {
    /// The next state of a continuous gesture in progress (began or changed) after a sample, as UIKit
    /// runs it: `cancelled` by a cancelled sample, `ended` once too few touches remain, else `changed`.
    @inlinable
    func continuing(after phase: PointerPhase, enoughTouches: Bool) -> GestureState {
        if phase == .cancelled { return .cancelled }
        return enoughTouches ? .changed : .ended
    }
}
