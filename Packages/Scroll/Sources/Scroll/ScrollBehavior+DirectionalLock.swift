import Geometry

/// Directional lock: UIScrollView's `isDirectionalLockEnabled`. On a scroll view that scrolls both
/// ways, a drag whose first movement is within 20° of vertical scrolls only vertically, one within
/// 20° of horizontal only horizontally, and one in between both ways; decided once per drag and held
/// until the finger lifts, and the fling after it goes along the same axes.
extension ScrollBehavior {
    /// How far a drag moves before the lock decides its axis, points: UIKit's pan recogniser begins
    /// after about this much movement and UIScrollView decides from its first translation. Until then
    /// the content holds still; then it catches up with the finger along the chosen axes.
    public static let directionalLockDistance = 10.0

    /// tan 20°: within 20° of an axis, the drag locks to it (UIKit's 20°/70° gates).
    static let directionalLockTangent = 0.36397023426620234

    /// A drag begins at `translation`: the lock is undecided (with the lock on), else free.
    mutating func beginDirectionalLock(from translation: Vector) {
        lockBase = translation
        lockedAxes = isDirectionalLockEnabled && !dragResumesAfterPinch ? nil : .all
        dragResumesAfterPinch = false
    }

    /// The translation the drag follows: the pan's, with a locked-out axis held where the drag began
    /// (and all of it held until the lock is decided).
    mutating func lockedTranslation(_ translation: Vector) -> Vector {
        if lockedAxes == nil {
            let moved = translation - lockBase
            if !(scrollsHorizontally && scrollsVertically) {
                lockedAxes = .all
            } else if moved.magnitude >= Self.directionalLockDistance {
                let dx = Swift.abs(moved.dx), dy = Swift.abs(moved.dy)
                lockedAxes = dx <= dy * Self.directionalLockTangent ? .vertical
                    : (dy <= dx * Self.directionalLockTangent ? .horizontal : .all)
            } else {
                return lockBase
            }
        }
        switch lockedAxes {
        case .vertical?: return Vector(dx: lockBase.dx, dy: translation.dy)
        case .horizontal?: return Vector(dx: translation.dx, dy: lockBase.dy)
        default: return translation
        }
    }

    /// The finger's velocity along the locked axes (none before the lock is decided).
    func lockedVelocity(_ velocity: Vector) -> Vector {
        switch lockedAxes {
        case nil: return .zero
        case .vertical?: return Vector(dx: 0, dy: velocity.dy)
        case .horizontal?: return Vector(dx: velocity.dx, dy: 0)
        default: return velocity
        }
    }
}
