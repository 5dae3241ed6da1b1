/// How a `VelocityTracker` turns a pointer's recent positions into a velocity.
///
/// Both are Android's (`libs/input/VelocityTracker.cpp`), over the same history: the last 20
/// samples within 100 ms of the newest.
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

    public var description: String { rawValue }
}
