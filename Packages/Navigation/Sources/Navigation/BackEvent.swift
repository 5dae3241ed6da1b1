/// A back event from a host that recognises the back gesture itself: Android's `OnBackAnimationCallback`
/// (`BackEventCompat`), Flutter's `PredictiveBackEvent`, a web app's own edge swipe.
///
/// ```swift
/// import Navigation
///
/// var back = try BackGesture(width: 400, profile: try .android(smoothed: false))   // the system smoothed it
/// back.handle(BackEvent.started(touch: Point(x: 0, y: 300), time: 0))
/// print(back.handle(BackEvent.progressed(progress: 0.4, touch: Point(x: 160, y: 300), time: 0.1)).progress)   // 0.4
/// back.handle(BackEvent.cancelled(time: 0.2))
/// print(back.frame.state, back.frame.progress)   // cancelled 0.0
/// ```
public enum BackEvent: Hashable, Sendable {
    /// The gesture started with a touch at `touch` (`onBackStarted`).
    case started(touch: Point, time: Double)
    /// The host's progress, in 0...1, and the latest touch (`onBackProgressed`).
    case progressed(progress: Double, touch: Point, time: Double)
    /// The host committed: go back (`onBackInvoked`).
    case committed(time: Double)
    /// The host cancelled: stay (`onBackCancelled`).
    case cancelled(time: Double)
}
