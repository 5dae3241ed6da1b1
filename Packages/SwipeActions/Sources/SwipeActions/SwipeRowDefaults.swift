import Dynamics
import Geometry

/// The numbers of the UIKit profile of ``SwipeRow``. UIKit publishes none of them; each is a
/// reconstruction, named here so a host can see and change it.
///
/// ```swift
/// import SwipeActions
///
/// print(SwipeRowDefaults.fullSwipeFraction, SwipeRowDefaults.velocityThreshold)   // 0.5 125.0
/// ```
public enum SwipeRowDefaults {
    /// How far past the actions a release must be to perform a full swipe, as a fraction of the way from
    /// the revealed width to the row's width: half, so one 74-point action on a 375-point row commits
    /// past 224.5 points (60 % of the row) and three past 298.5 (80 %).
    public static let fullSwipeFraction = 0.5
    /// A release at least this fast (points per second) opens or closes the row whatever its position:
    /// Compose's anchored-drag threshold, 125, the one published number for the decision.
    public static let velocityThreshold = AnchoredDraggableDefaults.velocityThreshold
    /// A slower release opens when it has passed this fraction of the actions' width (half).
    public static let positionalThreshold = AnchoredDraggableDefaults.positionalThreshold
    /// A touch that moves the row less than this (points) and lifts is a tap: on an open row it closes it,
    /// as a tap on an open UITableView row's content does. 10 points, the pan's usual hysteresis.
    public static let tapSlop = 10.0
    /// How far (points) back inside a full-swipe threshold the finger must come before the full swipe
    /// disarms (``SwipeRow/isFullSwipeArmed``, the threshold events): 10 points, the pan's usual
    /// hysteresis, the movement the library already reads as meant. A still finger's jitter (a point or
    /// two) on the threshold reports one crossing and releases as armed.
    public static let fullSwipeHysteresis = 10.0
    /// The settle: critically damped, response 0.4 s (UIKit's rows come to rest without bouncing in about
    /// that time).
    public static let spring: Spring = {
        do throws(ConfigurationError) { return try Spring(response: 0.4, dampingRatio: 1) } catch { preconditionFailure("\(error)") }
    }()
}
