/// How a `VelocityTracker` turns a pointer's recent positions into a velocity.
///
/// `leastSquares` and `impulse` are Android's (`libs/input/VelocityTracker.cpp`), over the last 20
/// samples within 100 ms of the newest. `iOSScrollView` and `macOSScrollView` are Flutter's
/// approximations of what a UIKit / AppKit scroll view reports when the finger lifts
/// (`IOSScrollViewFlingVelocityTracker`, `MacOSScrollViewFlingVelocityTracker`): a weighted average of
/// the last three sample-to-sample velocities, whatever their age.
///
/// ```swift
/// import Gestures
///
/// let tracker = VelocityTracker(strategy: .impulse)
/// print(tracker.strategy)
/// ```
public enum VelocityStrategy: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A second-degree least-squares polynomial fit of position against time, whose slope at the
    /// newest sample is the velocity (Android's `LSQ2`, its default for x and y; Flutter's default
    /// too). Needs at least two samples; with exactly two it is their slope.
    case leastSquares = "lsq2"
    /// Android's kinetic-energy ("impulse") strategy: the velocity at which a unit mass would carry
    /// the work done on it by the finger over the samples. Reacts faster to the last movement.
    case impulse
    /// Flutter's iOS scroll-view fling velocity: with v₀ the velocity between the two newest samples,
    /// v₋₁ the pair before and v₋₂ the pair before that, 0.6·v₋₂ + 0.35·v₋₁ + 0.05·v₀ (a missing pair,
    /// or one with no time between its samples, counts as zero). It leans on the movement just before
    /// the lift, because a UIKit scroll view slows as the finger leaves the glass. Needs two samples
    /// (Flutter answers zero with fewer; this answers nil, as the other strategies do).
    case iOSScrollView = "ios"
    /// Flutter's macOS variant of the same average, weighted 0.15·v₋₂ + 0.65·v₋₁ + 0.2·v₀.
    case macOSScrollView = "macos"

    public var description: String { rawValue }
}
