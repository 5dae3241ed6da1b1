import Geometry

/// One resolved segment of a ``KeyframeTrack``: its start time, length, end points and the motion
/// between them, with every velocity the neighbours decided already fixed.
@usableFromInline
struct _KeyframeSegment<Value: Interpolatable>: Sendable {
    @usableFromInline
    enum Motion: Sendable {
        case linear(UnitCurve)
        case spring(SpringSolution<Value>)
        /// A cubic Hermite curve with its end velocities (units per second).
        case cubic(startVelocity: Value, endVelocity: Value)
        case hold
    }

    @usableFromInline let start: Double
    @usableFromInline let duration: Double
    @usableFromInline let from: Value
    @usableFromInline let to: Value
    @usableFromInline let motion: Motion

    /// The value at `time` (seconds from the track's start, within this segment).
    @inlinable
    func value(at time: Double) -> Value { value(local: time - start) }

    /// The value `local` seconds into the segment.
    @inlinable
    func value(local: Double) -> Value {
        switch motion {
        case .hold:
            return to
        case .spring(let solution):
            return solution.value(at: local)
        case .linear(let curve):
            guard duration > 0, local < duration else { return to }
            return from.interpolated(to: to, by: curve.value(at: local / duration))
        case .cubic(let v0, let v1):
            guard duration > 0 else { return to }
            let s = local / duration, s2 = s * s, s3 = s2 * s
            let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
            return from * h00 + v0 * (h10 * duration) + to * h01 + v1 * (h11 * duration)
        }
    }

    /// The derivative of ``value(at:)`` in units per second.
    @inlinable
    func velocity(at time: Double) -> Value { velocity(local: time - start) }

    /// The velocity `local` seconds into the segment.
    @inlinable
    func velocity(local: Double) -> Value {
        switch motion {
        case .hold:
            return .zero
        case .spring(let solution):
            return solution.velocity(at: local)
        case .linear(let curve):
            guard duration > 0 else { return .zero }
            return (to - from) * (curve.velocity(at: local / duration) / duration)
        case .cubic(let v0, let v1):
            guard duration > 0 else { return .zero }
            let s = local / duration, s2 = s * s
            let d00 = 6 * s2 - 6 * s, d10 = 3 * s2 - 4 * s + 1, d01 = -6 * s2 + 6 * s, d11 = 3 * s2 - 2 * s
            return (from * d00 + to * d01) * (1 / duration) + v0 * d10 + v1 * d11
        }
    }

    /// The value and velocity the segment ends with (where the next one starts): at its own length, not
    /// at `start + duration`, which rounds back to `start` for a short segment late in a long track.
    @inlinable
    var end: (value: Value, velocity: Value) { (value(local: duration), velocity(local: duration)) }
}
