/// A motion's own clock, run at a duration scale (`MotionPreferences.durationScale`) against the host's:
/// inner time = ``anchor`` + (host time − ``hostAnchor``) / ``durationScale``.
///
/// An interaction whose motion runs at a duration scale keeps the motion's own time (a world's, or an inner
/// interaction's) on this clock: a scale of 2.5 shows the motion 2.5 times as slowly, from the instant it was
/// anchored. A scale of 0 gives the motion no duration: the caller puts it at its rest at once, every
/// instant of it maps to the host's ``hostAnchor`` (``hostTime(at:)``), and ``time(at:)`` is the host's time.
///
/// ```swift
/// var clock = ScaledClock()
/// clock.start(at: 10, durationScale: 2.5)    // a release at 10 s, at a scale of 2.5
/// print(clock.time(at: 12.5))                 // 11.0: one second of the motion's own time
/// print(clock.follow(to: 1.0))                // true: the host's clock restarted (a new time base)
/// print(clock.time(at: 3.5))                  // 2.0: one second again, from the new base
/// ```
///
/// The host's odd timestamps follow ``FrameClock``'s rules: a host time earlier than the anchor by more
/// than ``FrameClock/maximumInputLead`` is a new time base (the host's clock restarted), and so is an anchor
/// (or a host time) so far out that one step no longer changes it (a wild timestamp became the base, and
/// every later time would map to one instant): ``follow(to:step:)`` then runs the motion on from the host's
/// time, at the same scale, and reports it. NaN and infinite host times change nothing.
package struct ScaledClock: Hashable, Sendable {
    /// The host time at which the mapping was anchored.
    package private(set) var hostAnchor = 0.0
    /// The motion's own time at ``hostAnchor``.
    package private(set) var anchor = 0.0
    /// The duration scale the motion runs at (1: the host's clock; 0: no duration).
    package private(set) var durationScale = 1.0

    /// The host's clock itself (scale 1, both anchors 0).
    package init() {}

    /// A clock on which the motion's own time is `anchor` at host time `hostAnchor`, running at
    /// `durationScale` (0: every instant of the motion at `hostAnchor`).
    package init(hostAnchor: Double, anchor: Double, durationScale: Double) {
        self.hostAnchor = hostAnchor
        self.anchor = anchor
        self.durationScale = durationScale
    }

    /// True when the mapping is the identity: a host time is the motion's own time.
    @inlinable
    package var isIdentity: Bool { durationScale == 1 && hostAnchor == anchor }

    /// Starts a motion at an input's timestamp `time`, the same instant on both clocks (an inner interaction
    /// started its motion at the host's timestamp), running at `durationScale` from there.
    ///
    /// - Complexity: O(1).
    @inlinable
    package mutating func start(at time: Double, durationScale: Double) {
        hostAnchor = time
        anchor = time
        self.durationScale = durationScale
    }

    /// From host time `time` on, runs the motion's own time at `durationScale` from where it stands then
    /// (continuous: `time(at: time)` is unchanged). An own time so far out that a `step` would not change it
    /// follows the host's time instead, at the new scale. A host time that maps to no finite time changes
    /// nothing.
    ///
    /// - Complexity: O(1).
    @inlinable
    package mutating func rescale(at time: Double, durationScale: Double, step: Double = ScaledClock.step) {
        let now = self.time(at: time)
        guard now.isFinite else { return }
        hostAnchor = time
        anchor = now + step != now ? now : time
        self.durationScale = durationScale
    }

    /// The motion's own time at host time `time` (the host's time itself at a scale of 0).
    ///
    /// - Complexity: O(1).
    @inlinable
    package func time(at time: Double) -> Double {
        if isIdentity { return time }
        if durationScale == 0 { return hostAnchor == anchor ? time : anchor + (time - hostAnchor) }
        return anchor + (time - hostAnchor) / durationScale
    }

    /// The host time at which the motion's own time is `time` (``hostAnchor`` for every time at a scale of 0:
    /// the motion takes no time).
    ///
    /// - Complexity: O(1).
    @inlinable
    package func hostTime(at time: Double) -> Double {
        isIdentity ? time : hostAnchor + (time - anchor) * durationScale
    }

    /// Follows the host's clock to `time`: when it starts a new time base (``FrameClock``'s rule: earlier
    /// than the anchor by more than ``FrameClock/maximumInputLead``), or when an anchor or `time` is so far
    /// out that a `step` no longer changes it, the motion's own time follows the host's from `time` on, at the
    /// same scale.
    ///
    /// - Parameters:
    ///   - time: The host's timestamp (NaN and infinities change nothing).
    ///   - step: The smallest step the motion's time must still resolve (a world's fixed step; a frame).
    /// - Returns: True when the clock started a new time base at `time`.
    /// - Complexity: O(1).
    @inlinable
    @discardableResult
    package mutating func follow(to time: Double, step: Double = ScaledClock.step) -> Bool {
        guard time.isFinite, !isIdentity else { return false }
        guard ScaledClock.restartShift(from: hostAnchor, to: time) != nil || hostAnchor + step == hostAnchor
                || anchor + step == anchor || time + step == time else { return false }
        hostAnchor = time
        anchor = time
        return true
    }

    /// The shift of the host's new time base when its clock restarted: `time − last` when `time` is earlier
    /// than `last` by more than ``FrameClock/maximumInputLead``, nil otherwise (and for NaN). Motions kept in
    /// host time (closed forms from a release's timestamp) move by it, and so continue from where they were.
    /// A time earlier by less is an input stamped before the last frame (a host's late or coalesced
    /// sample), not a new clock: such motions take it at its own time. (``FrameClock``, which steps
    /// motions that cannot go back, starts a new time base at any earlier tick except one that precedes the
    /// motion's starting input by at most that lead.)
    ///
    /// - Parameters:
    ///   - last: The last host time seen (an anchor, the last tick's time), or nil before any.
    ///   - time: The host's timestamp.
    /// - Complexity: O(1).
    @inlinable
    package static func restartShift(from last: Double?, to time: Double) -> Double? {
        guard let last, time < last - FrameClock.maximumInputLead else { return nil }
        return time - last
    }

    /// The step a motion's own time resolves unless told otherwise: 1/240 s, a frame at 240 Hz.
    package static let step = 1.0 / 240
}
