/// Where a pointer (a finger, a stylus, a mouse button held down) is in its life.
///
/// The same five phases as UIKit's `UITouch.Phase` and the trace format of `bench replay`:
///
/// ```swift
/// import Gestures
///
/// print(PointerPhase(rawValue: "moved") == .moved)   // true
/// ```
public enum PointerPhase: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The pointer touched down.
    case began
    /// The pointer moved.
    case moved
    /// The pointer is down and did not move (a sample that only says "still here").
    case stationary
    /// The pointer lifted. Its position is the last known one and is not used for velocity.
    case ended
    /// The system took the pointer away (an incoming call, a palm): the gesture must cancel.
    case cancelled

    /// True for `began`, `moved` and `stationary`: the pointer is down after this sample.
    @inlinable
    public var isDown: Bool {
        switch self {
        case .began, .moved, .stationary: return true
        case .ended, .cancelled: return false
        }
    }

    public var description: String { rawValue }
}
