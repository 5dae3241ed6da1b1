import Geometry
import Scroll

/// Which platform's pull to refresh a ``RefreshControl`` reproduces, with that platform's numbers.
///
/// ```swift
/// import PullToRefresh
///
/// print(RefreshProfile.compose.threshold, RefreshProfile.compose.restingOffset)       // 80.0 56.0
/// print(RefreshProfile.cupertino.threshold, RefreshProfile.cupertino.restingOffset)   // 100.0 60.0
/// print(RefreshProfile.material.restingOffset)                                         // 40.0
/// let tall = try RefreshProfile.compose(refreshThreshold: 120, refreshingOffset: 64)
/// print(tall.threshold)                                                                // 120.0
/// ```
///
/// - **Compose** (`PullRefreshState`, androidx `material` pull-refresh): the indicator follows half the
///   pull (`DragMultiplier` 0.5) up to `RefreshThreshold` 80; past it, with t = clamp(progress − 1, 0, 2),
///   it sits at threshold·(1 + t − t²/4), so it never passes twice the threshold. A release past the
///   threshold refreshes and the indicator springs to `RefreshingOffset` 56 (Compose's default `spring()`:
///   stiffness 1500, damping ratio 1, settled by its 0.01 visibility threshold); otherwise, and when the
///   refresh ends, it springs to 0.
/// - **Material** (Flutter's `RefreshIndicator`): a pull of a quarter of the viewport
///   (`_kDragContainerExtentPercentage` 0.25) takes the indicator to its full travel, 1.5 times
///   `displacement` 40 (`_kDragSizeFactorLimit`); it arms at 1/1.5 of that travel and a release refreshes
///   only from the full travel, snapping back to `displacement` in 150 ms. A release short of it returns in
///   200 ms; a finished refresh shrinks the indicator away in 200 ms (linear, as Flutter's controllers run).
/// - **Cupertino** (Flutter's `CupertinoSliverRefreshControl`, on a bouncing list): the content itself is
///   pulled; at `refreshTriggerPullDistance` 100 the control arms and asks for the refresh, and the list
///   keeps `refreshIndicatorExtent` 60 points open above its content (an inset the list bounces back to)
///   until the refresh ends; the control goes back to idle when a tenth of the trigger distance is left.
///
/// The Compose and Material profiles sit on Android's clamping list, which stops dead at its top; the
/// Cupertino profile on Flutter's bouncing list.
public struct RefreshProfile: Hashable, Sendable {
    /// The platform whose rules apply.
    public enum Platform: String, Hashable, Sendable {
        /// Compose's `PullRefreshState`.
        case compose
        /// Flutter's Material `RefreshIndicator`.
        case material
        /// Flutter's `CupertinoSliverRefreshControl`.
        case cupertino
    }

    /// The platform whose rules apply.
    public let platform: Platform
    /// The distance that refreshes, points: Compose's `refreshThreshold` (of the half pull), Cupertino's
    /// `refreshTriggerPullDistance` (of the content's pull). Material has none of its own (a quarter of the
    /// viewport): 0.
    public let threshold: Double
    /// Where the indicator (Compose, Material) or the content (Cupertino) rests while refreshing, points:
    /// `refreshingOffset`, `displacement` or `refreshIndicatorExtent`.
    public let restingOffset: Double

    /// Compose's `DragMultiplier`: the indicator follows half the pull.
    public static let composeDragMultiplier = 0.5
    /// Flutter's `_kDragContainerExtentPercentage`: the pull, as a fraction of the viewport, that takes
    /// Material's indicator to its full travel.
    public static let materialDragContainerExtentPercentage = 0.25
    /// Flutter's `_kDragSizeFactorLimit`: Material's full travel in units of `displacement`.
    public static let materialDragSizeFactorLimit = 1.5
    /// Flutter's `_kIndicatorSnapDuration`, seconds.
    public static let materialSnapDuration = 0.15
    /// Flutter's `_kIndicatorScaleDuration`, seconds: the return after a short release, and the shrink
    /// after a refresh.
    public static let materialScaleDuration = 0.2
    /// Flutter's `_inactiveResetOverscrollFraction`: Cupertino's control is idle again when this fraction
    /// of the trigger distance is left.
    public static let cupertinoInactiveResetFraction = 0.1

    /// Compose's defaults: threshold 80, refreshing offset 56 (`PullRefreshDefaults`).
    public static let compose = RefreshProfile(platform: .compose, threshold: 80, restingOffset: 56)
    /// Flutter's `RefreshIndicator` with its default `displacement` 40.
    public static let material = RefreshProfile(platform: .material, threshold: 0, restingOffset: 40)
    /// Flutter's `CupertinoSliverRefreshControl` defaults: trigger 100, indicator extent 60.
    public static let cupertino = RefreshProfile(platform: .cupertino, threshold: 100, restingOffset: 60)

    private init(platform: Platform, threshold: Double, restingOffset: Double) {
        self.platform = platform
        self.threshold = threshold
        self.restingOffset = restingOffset
    }

    /// Compose's profile with other distances (`rememberPullRefreshState`'s parameters).
    ///
    /// - Parameters:
    ///   - refreshThreshold: The half pull that refreshes, points; positive and finite (Compose requires it).
    ///   - refreshingOffset: Where the indicator rests while refreshing, points; not negative, finite.
    /// - Throws: `ConfigurationError` naming the parameter at fault.
    public static func compose(refreshThreshold: Double, refreshingOffset: Double) throws(ConfigurationError) -> RefreshProfile {
        try ConfigurationError.check(refreshThreshold, "refreshThreshold", .positive)
        try ConfigurationError.check(refreshingOffset, "refreshingOffset", .nonNegative)
        return RefreshProfile(platform: .compose, threshold: refreshThreshold, restingOffset: refreshingOffset)
    }

    /// Flutter's `RefreshIndicator` with another `displacement`.
    ///
    /// - Parameter displacement: Where the indicator rests while refreshing, points; not negative, finite.
    /// - Throws: `ConfigurationError` naming `displacement`.
    public static func material(displacement: Double) throws(ConfigurationError) -> RefreshProfile {
        try ConfigurationError.check(displacement, "displacement", .nonNegative)
        return RefreshProfile(platform: .material, threshold: 0, restingOffset: displacement)
    }

    /// Flutter's `CupertinoSliverRefreshControl` with other distances.
    ///
    /// - Parameters:
    ///   - refreshTriggerPullDistance: The content's pull that arms, points; positive and finite.
    ///   - refreshIndicatorExtent: The room kept open while refreshing, points; not negative, finite, and
    ///     not more than the trigger distance (Flutter asserts the same).
    /// - Throws: `ConfigurationError` naming the parameter at fault.
    public static func cupertino(refreshTriggerPullDistance: Double, refreshIndicatorExtent: Double) throws(ConfigurationError) -> RefreshProfile {
        try ConfigurationError.check(refreshTriggerPullDistance, "refreshTriggerPullDistance", .positive)
        try ConfigurationError.check(refreshIndicatorExtent, "refreshIndicatorExtent", .nonNegative)
        guard refreshIndicatorExtent <= refreshTriggerPullDistance else {
            throw ConfigurationError(parameter: "refreshIndicatorExtent", value: refreshIndicatorExtent,
                                     requirement: "must not be more than refreshTriggerPullDistance (\(refreshTriggerPullDistance))")
        }
        return RefreshProfile(platform: .cupertino, threshold: refreshTriggerPullDistance, restingOffset: refreshIndicatorExtent)
    }

    /// The list's physics under this profile: Android's clamping list for Compose and Material, Flutter's
    /// bouncing list for Cupertino.
    public var physics: ScrollPhysics { platform == .cupertino ? .flutterBouncing : .flutterClamping }
}
