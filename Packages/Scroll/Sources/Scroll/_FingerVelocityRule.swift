import Geometry
import Gestures

/// How a scroll view shows the finger's velocity as its content's: negated, along the axes the drag moves
/// (the directional lock's, and those that scroll), or, while a pinch zooms, negated on both axes. Kept
/// with the scroll view while its velocity follows the pan, so that the velocity worked out when read is
/// the one the sample would have set.
@usableFromInline
struct _FingerVelocityRule: Sendable {
    /// The directional lock lets the finger's x (y) through.
    @usableFromInline let lockX: Bool
    @usableFromInline let lockY: Bool
    /// The content moves along x (y).
    @usableFromInline let scrollX: Bool
    @usableFromInline let scrollY: Bool
    /// A pinch's rule: a non-finite velocity shows as zero (a drag's as a zero finger velocity, negated).
    @usableFromInline let zooming: Bool

    /// A zooming pinch's: the finger's, negated, on both axes.
    static let zoom = _FingerVelocityRule(lockX: true, lockY: true, scrollX: true, scrollY: true, zooming: true)

    private init(lockX: Bool, lockY: Bool, scrollX: Bool, scrollY: Bool, zooming: Bool) {
        self.lockX = lockX
        self.lockY = lockY
        self.scrollX = scrollX
        self.scrollY = scrollY
        self.zooming = zooming
    }

    /// A drag's, with the directional lock's axes `lock` (nil: undecided, the content holds still).
    init(lock: ScrollAxes?, scrollsHorizontally: Bool, scrollsVertically: Bool) {
        self.init(lockX: lock.map { $0 != .vertical } ?? false, lockY: lock.map { $0 != .horizontal } ?? false,
                  scrollX: scrollsHorizontally, scrollY: scrollsVertically, zooming: false)
    }

    /// The content's velocity for the finger's `finger` (points per second).
    @usableFromInline
    func contentVelocity(forFinger finger: Vector) -> Vector {
        if zooming { return finger.isFinite ? Vector(dx: -finger.dx, dy: -finger.dy) : .zero }
        // The lock first (`lockedVelocity`), then a non-finite reading as none, then the axes that scroll.
        let locked = Vector(dx: lockX ? finger.dx : 0, dy: lockY ? finger.dy : 0)
        let shown = locked.isFinite ? locked : .zero
        return Vector(dx: scrollX ? -shown.dx : 0, dy: scrollY ? -shown.dy : 0)
    }
}
