import Anchored
import Dynamics
import Geometry

/// The directions a ``DismissibleConfiguration`` allows: Flutter's `DismissDirection` for a row.
///
/// ```swift
/// import SwipeActions
///
/// print(DismissDirection.endToStart.allows(.trailing))   // true
/// ```
public enum DismissDirection: String, Hashable, Sendable, CaseIterable {
    /// Either way.
    case horizontal
    /// A swipe toward the end only (right, in a left-to-right layout): the content moves right and reveals
    /// the leading edge.
    case startToEnd
    /// A swipe toward the start only (left): the content moves left and reveals the trailing edge.
    case endToStart

    /// True when the row may be dismissed revealing `edge` (`.leading`: a swipe right, positive offsets).
    public func allows(_ edge: SwipeEdge) -> Bool {
        switch self {
        case .horizontal: true
        case .startToEnd: edge == .leading
        case .endToStart: edge == .trailing
        }
    }
}

/// Flutter's `Dismissible` as a row profile: a row swiped away past a fraction of its width or flung,
/// with Flutter's thresholds and durations (widgets/dismissible.dart).
///
/// ```swift
/// import SwipeActions
///
/// let flutter = try DismissibleConfiguration()
/// print(flutter.startToEndThreshold, DismissibleConfiguration.minimumFlingVelocity, flutter.movementDuration)   // 0.4 700.0 0.2
/// print(DismissibleConfiguration.resizeHeightFactor(progress: 0.4), DismissibleConfiguration.resizeHeightFactor(progress: 1))   // 1.0 0.0
/// ```
public struct DismissibleConfiguration: Hashable, Sendable {
    /// Which ways the row may be dismissed.
    public let direction: DismissDirection
    /// The fraction of the row's width a slow release must exceed to dismiss with a swipe right (revealing
    /// the leading edge), Flutter's `dismissThresholds[DismissDirection.startToEnd]`; 1 or more: never.
    public let startToEndThreshold: Double
    /// The same for a swipe left (`dismissThresholds[DismissDirection.endToStart]`).
    public let endToStartThreshold: Double
    /// Seconds for the whole width at Flutter's linear settle (`movementDuration`, 200 ms); a settle
    /// takes the part of it the remaining distance is of the width.
    public let movementDuration: Double
    /// Seconds over which a dismissed row's height shrinks to 0 after its content has slid out
    /// (`resizeDuration`, 300 ms), on Flutter's `Interval(0.4, 1.0, curve: Curves.ease)`: the height holds
    /// for the first 40 % of it. 0: no resize (Flutter's `resizeDuration: null`), the row is done at once.
    public let resizeDuration: Double

    /// Flutter's `_kDismissThreshold`, 0.4 of the width.
    public static let defaultThreshold = 0.4
    /// Flutter's `_kMinFlingVelocity`: a release at least this fast along the row (logical pixels, points,
    /// per second) is a fling.
    public static let minimumFlingVelocity = 700.0
    /// Flutter's `_kMinFlingVelocityDelta`: a fling must also be this much faster along the row than across it.
    public static let minimumFlingVelocityDelta = 400.0
    /// Flutter's `_kFlingVelocityScale`, 1/300: a fling of v points per second starts the row's controller at
    /// v/300 widths per second.
    public static let flingVelocityScale = 1.0 / 300
    /// Flutter's `_kResizeTimeCurve`, `Interval(0.4, 1.0, curve: Curves.ease)`: the height factor after a
    /// fraction `progress` of ``resizeDuration``, from 1 to 0.
    public static func resizeHeightFactor(progress: Double) -> Double {
        guard progress > 0.4 else { return 1 }
        guard progress < 1 else { return 0 }
        return 1 - TimingCurve.ease.value(at: (progress - 0.4) / 0.6)
    }

    /// How far past its bound `AnimationController.fling` aims, as a fraction of the width: its tolerance's
    /// distance (`_kFlingTolerance`, 0.01). The fling is done, on the bound, as it crosses the bound.
    public static let flingOvershoot = 0.01
    /// The spring `AnimationController.fling` uses: mass 1, stiffness 500, damping ratio 1.
    public static let flingSpring: Spring = {
        do throws(ConfigurationError) { return try Spring(stiffness: 500, dampingRatio: 1) } catch { preconditionFailure("\(error)") }
    }()

    /// Flutter's defaults: both directions, thresholds 0.4, 200 ms to move, 300 ms to resize.
    ///
    /// - Throws: `ConfigurationError` naming `startToEndThreshold`/`endToStartThreshold` (finite, not
    ///   negative), `movementDuration` or `resizeDuration` (not negative, at most
    ///   `AnchoredDraggableDefaults.maximumDuration`, 1e9 s, so that every motion ends).
    public init(direction: DismissDirection = .horizontal, startToEndThreshold: Double = DismissibleConfiguration.defaultThreshold,
                endToStartThreshold: Double = DismissibleConfiguration.defaultThreshold,
                movementDuration: Double = 0.2, resizeDuration: Double = 0.3) throws(ConfigurationError) {
        try ConfigurationError.check(startToEndThreshold, "startToEndThreshold", .nonNegative)
        try ConfigurationError.check(endToStartThreshold, "endToStartThreshold", .nonNegative)
        try ConfigurationError.check(movementDuration, "movementDuration", .nonNegative)
        try ConfigurationError.check(resizeDuration, "resizeDuration", .nonNegative)
        for (duration, name) in [(movementDuration, "movementDuration"), (resizeDuration, "resizeDuration")]
        where duration > AnchoredDraggableDefaults.maximumDuration {
            throw ConfigurationError(parameter: name, value: duration,
                                     requirement: "must be at most \(AnchoredDraggableDefaults.maximumDuration) seconds")
        }
        self.direction = direction
        self.startToEndThreshold = startToEndThreshold
        self.endToStartThreshold = endToStartThreshold
        self.movementDuration = movementDuration
        self.resizeDuration = resizeDuration
    }

    /// The threshold of a swipe revealing `edge`.
    public func threshold(for edge: SwipeEdge) -> Double {
        edge == .leading ? startToEndThreshold : endToStartThreshold
    }
}
