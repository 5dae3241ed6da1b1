/// What a finish-or-cancel rule sees when the gesture driving a transition ends.
///
/// ```swift
/// import Transitions
///
/// let release = TransitionRelease(percentComplete: 0.7, velocity: -1.2, duration: 0.5)
/// print(TransitionDecision.projected().shouldFinish(release))   // false: 0.7 − 0.6 = 0.1 < 0.5
/// ```
public struct TransitionRelease: Hashable, Sendable {
    /// The percentage at the release (may lie outside 0...1 when updates are not clamped).
    public var percentComplete: Double
    /// The gesture's velocity at the release, in percent per second (1 = one whole transition per
    /// second), positive toward the end. A pop driven across a 375-point screen released at
    /// 750 points/s has velocity 2.
    public var velocity: Double
    /// The transition's duration D, in seconds.
    public var duration: Double

    /// A release.
    ///
    /// - Parameters:
    ///   - percentComplete: The percentage at the release.
    ///   - velocity: Percent per second, positive toward the end.
    ///   - duration: The transition's duration in seconds.
    public init(percentComplete: Double, velocity: Double, duration: Double) {
        self.percentComplete = percentComplete
        self.velocity = velocity
        self.duration = duration
    }
}
