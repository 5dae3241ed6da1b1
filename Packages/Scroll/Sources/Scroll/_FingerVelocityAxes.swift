import Geometry

/// How a scroll view shows the finger's velocity as its content's: which of the finger's components
/// count (the directional lock's axes) and which axes show them, negated (the axes that scroll). Kept
/// with the scroll view when it shows a finger's velocity, so that a velocity estimated later, when it
/// is read, gives exactly what showing it at the sample gave.
@usableFromInline
struct _FingerVelocityAxes: Sendable {
    /// Whether the finger's horizontal (vertical) component counts: false along an axis the lock holds.
    @usableFromInline var takesX, takesY: Bool
    /// Whether the content shows the horizontal (vertical) component: false along an axis that does not scroll.
    @usableFromInline var showsX, showsY: Bool

    /// Every component, on both axes: the fingers' velocity, negated (a pinch's).
    @usableFromInline static let all = _FingerVelocityAxes(takesX: true, takesY: true, showsX: true, showsY: true)

    /// The content's velocity for the finger's `finger`: the components that count, zero when not
    /// finite, negated on the axes that show them.
    @inlinable @inline(__always)
    func contentVelocity(forFinger finger: Vector) -> Vector {
        let taken = Vector(dx: takesX ? finger.dx : 0, dy: takesY ? finger.dy : 0)
        let shown = taken.isFinite ? taken : Vector(dx: 0, dy: 0)
        return Vector(dx: showsX ? -shown.dx : 0, dy: showsY ? -shown.dy : 0)
    }
}
