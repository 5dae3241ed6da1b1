import Geometry

/// One keyframe of a ``KeyframeTrack``: where the value goes next, how long it takes and how it
/// travels, as SwiftUI's `LinearKeyframe`, `SpringKeyframe`, `CubicKeyframe` and `MoveKeyframe`.
///
/// Each keyframe starts where the previous one ended (the track's initial value for the first).
///
/// ```swift
/// let track = try KeyframeTrack(initialValue: 1.0, [
///     .linear(1.2, duration: 0.1, timingCurve: .easeOut),
///     .spring(0.9, duration: 0.3, spring: .bouncy),
///     .cubic(1.0, duration: 0.2),
/// ])
/// print(track.duration)   // 0.6000...: seconds
/// ```
public enum Keyframe<Value: Interpolatable>: Sendable {
    /// SwiftUI's `LinearKeyframe`: from the previous value to `to` over `duration` seconds, eased by
    /// `timingCurve`.
    case linear(Value, duration: Double, timingCurve: UnitCurve = .linear)
    /// SwiftUI's `SpringKeyframe`: a spring from the previous value toward `to`, starting with
    /// `startVelocity` or, when nil, the velocity the previous segment ends with (0 for the first). The
    /// segment lasts `duration` seconds (nil: the spring's `settlingDuration()`, as SwiftUI); if the spring
    /// has not arrived by then, the next keyframe starts from where it is, at the speed it has. SwiftUI's
    /// default spring is ``Spring/smooth`` (`Spring(duration: 0.5, bounce: 0)`).
    case spring(Value, duration: Double? = nil, spring: Spring = .smooth, startVelocity: Value? = nil)
    /// SwiftUI's `CubicKeyframe`: a cubic (Hermite) curve to `to` over `duration` seconds with the given
    /// velocities at its ends, in units per second. A nil velocity keeps the motion smooth: adjacent cubic
    /// keyframes form a Catmull-Rom spline (the velocity at a key is the change from the key before to
    /// the key after over the time between them); next to another kind of keyframe the cubic takes that
    /// segment's velocity at their junction; at the track's start and end (where SwiftUI documents no
    /// rule) the velocity is 0.
    case cubic(Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil)
    /// SwiftUI's `MoveKeyframe`: jumps to `to` at once, then holds it for `duration` seconds (SwiftUI's
    /// move takes no time; a duration here is a pause, 0 by default).
    case move(Value, duration: Double = 0)

    /// The value this keyframe ends on.
    public var value: Value {
        switch self {
        case .linear(let value, _, _), .spring(let value, _, _, _), .cubic(let value, _, _, _), .move(let value, _): value
        }
    }
}
