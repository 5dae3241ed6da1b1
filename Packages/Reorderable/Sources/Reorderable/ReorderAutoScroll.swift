import Geometry

/// How the list scrolls by itself while a lifted item is held past one of its edges.
///
/// The overdrag `d` is how far the lifted item's edge is past the viewport's edge, in points, the
/// top edge first (Flutter's order). The item follows the finger in the viewport, so `d` changes only
/// when the finger moves: between two samples the list moves at a constant speed, exactly, whatever
/// the display's rate. The list stops at its ends.
public enum ReorderAutoScroll: Hashable, Sendable {
    /// No auto-scroll.
    case none
    /// A speed that is a function of the overdrag: min(`speedPerPoint`·d, `maximumSpeed`) points per
    /// second, continuous in `d` and in time (no steps).
    case continuous(speedPerPoint: Double, maximumSpeed: Double)
    /// Flutter's `EdgeDraggingAutoScroller`: a linear step of min(d, 20) points over round(1000 / `velocityScalar`)
    /// milliseconds, then the next one with the overdrag at that instant, until a step would move less
    /// than 1 point; a finger's move starts a new chain when none runs. Here each step starts exactly when
    /// the previous one ends, not on the next frame as in Flutter, so the steps are the same at any rate.
    case flutter(velocityScalar: Double)

    /// This library's default: Flutter's average speed without its steps, 50 points per second for each
    /// point of overdrag up to 1000 points per second (Flutter's 20 points per 20 ms).
    public static let standard = ReorderAutoScroll.continuous(speedPerPoint: 50, maximumSpeed: 1000)
    /// Flutter's `SliverReorderableList` default: `autoScrollerVelocityScalar` 50 (`_kDefaultAutoScrollVelocityScalar`).
    public static let flutterDefault = ReorderAutoScroll.flutter(velocityScalar: 50)

    /// Flutter's largest step, points (`overDragMax`).
    public static let flutterMaximumStep = 20.0
    /// Flutter's smallest step, points: a shorter one ends the chain.
    public static let flutterMinimumStep = 1.0

    /// The length of one of Flutter's steps, seconds: round(1000 / velocityScalar) milliseconds.
    public static func flutterStepDuration(velocityScalar: Double) -> Double {
        (1000 / velocityScalar).rounded() / 1000
    }

    /// Throws unless the profile's numbers are usable.
    func validate() throws(ConfigurationError) {
        switch self {
        case .none: break
        case .continuous(let speedPerPoint, let maximumSpeed):
            try ConfigurationError.check(speedPerPoint, "autoScroll.speedPerPoint", .positive)
            try ConfigurationError.check(maximumSpeed, "autoScroll.maximumSpeed", .positive)
        case .flutter(let velocityScalar):
            // Beyond 2000 a step rounds to 0 ms: Flutter would jump, and the chain would never let time pass.
            guard velocityScalar.isFinite, velocityScalar > 0, velocityScalar <= 2000 else {
                throw ConfigurationError(parameter: "autoScroll.velocityScalar", value: velocityScalar,
                                         requirement: "must be in (0, 2000]: a step of at least 1 ms")
            }
        }
    }
}
