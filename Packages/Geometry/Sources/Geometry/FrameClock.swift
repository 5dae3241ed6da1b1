/// Turns the host's frame timestamps into the durations a driver steps by: the one clock every
/// animation and interaction of the library uses.
///
/// ```swift
/// import Geometry
///
/// var clock = FrameClock()
/// clock.advance(to: 10.0)            // 0: the first tick only sets the time base
/// clock.advance(to: 10.0 + 1 / 120)  // 1/120 s
/// clock.advance(to: 10.0 + 1 / 120)  // 0: a repeated tick advances nothing
/// ```
///
/// The rules, the same for every driver:
/// - The first tick (and the first after ``reset()``) sets the time base and advances nothing.
/// - A repeated time, or one that is NaN or infinite, advances nothing.
/// - A time earlier than the last one starts a new time base (the host's clock restarted, or one
///   far-future tick was a mistake): it advances nothing, and later ticks are measured from it, so
///   no single bad timestamp can freeze an animation.
/// - Display-link timestamps jitter in their last bits: a frame whose duration differs from the
///   previous one by at most one part in a million is reported as exactly the previous duration, so
///   a driver's cached per-frame transition is reused; the difference is carried into the next
///   frame, so simulated time never drifts from the host's.
///
/// Times are seconds, any origin. Durations come out finite and never negative.
@frozen
public struct FrameClock: Hashable, Sendable {
    /// The time of the last tick, or nil before the first.
    @inlinable public var time: Double? { _time }
    @usableFromInline var _time: Double?
    @usableFromInline var steadyStep = 0.0
    @usableFromInline var owed = 0.0

    /// A clock that has not ticked yet.
    @inlinable
    public init() {}

    /// Records a tick at `time` and returns the seconds to advance by.
    ///
    /// - Parameter time: The frame's timestamp, in seconds.
    /// - Returns: The duration since the previous tick (smoothed as described above), or 0.
    /// - Complexity: O(1).
    @inlinable
    @discardableResult
    public mutating func advance(to time: Double) -> Double {
        guard time.isFinite else { return 0 }
        guard let last = _time, time >= last else {
            _time = time
            owed = 0
            return 0
        }
        guard time > last else { return 0 }
        _time = time
        let duration = time - last + owed
        if Swift.abs(duration - steadyStep) <= steadyStep * 1e-6 {
            owed = duration - steadyStep
            return steadyStep
        }
        owed = 0
        steadyStep = duration.isFinite ? duration : .greatestFiniteMagnitude
        return steadyStep
    }

    /// Forgets the time base: the next tick only sets it again.
    @inlinable
    public mutating func reset() {
        self = FrameClock()
    }
}
