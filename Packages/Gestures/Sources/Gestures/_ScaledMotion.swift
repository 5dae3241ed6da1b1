import Geometry

/// A motion an interaction delegates to another interaction it holds (a picker's or a carousel's scroll
/// view), played at the duration scale it started with: host time `t` shows the inner motion at
/// `start + (t − start) / scale`. It also answers, by probing copies of the inner interaction (whose
/// ticks are closed forms: the same output for the same time whatever came before), the exact host time at
/// which the inner motion reaches a value or comes to rest, and the rest itself for a scale of 0.
package struct _ScaledMotion: Sendable {
    /// The inner interaction's clock against the host's (both at the input's timestamp at the start).
    package private(set) var clock = ScaledClock()
    /// The host time the inner interaction's time is anchored at: the input's timestamp the motion started
    /// at, or the host's new time base.
    package var start: Double { clock.hostAnchor }
    /// The duration scale it started with (a running motion keeps it).
    package var scale: Double { clock.durationScale }

    package init() {}

    /// A motion started by the input at `time`, with the preferences read now.
    package mutating func begin(at time: Double, _ preferences: MotionPreferences) {
        clock.start(at: time, durationScale: preferences.durationScale)
    }

    /// The inner interaction's time that host time `time` shows (a scale of 0 is never ticked: the caller
    /// puts the motion at its rest at once).
    package func innerTime(_ time: Double) -> Double {
        clock.time(at: time)
    }

    /// Advances the inner interaction, shown last at host time `from`, to host time `time` at the motion's
    /// scale: follows the host's clock (`ScaledClock.follow(to:step:)`: a restarted host clock, or a wild
    /// timestamp as the start, is a new time base, and the motion goes on at its scale from there; without
    /// it a start far from the new times maps them all to one inner time, and the motion never ends, as the
    /// interaction fuzzer found), then ticks `inner` at its own time (``innerTime(_:)``).
    ///
    /// - Parameters:
    ///   - inner: The inner interaction (a picker's or a carousel's scroll view), in its motion.
    ///   - isMoving: Whether the inner interaction's motion still runs after the tick.
    /// - Returns: A copy of `inner` as it was at `from`, which records nothing (to solve the instants between
    ///   `from` and `end` on, with ``time(from:to:probing:reaching:value:)``), and `end`: `time` while the
    ///   motion runs, else the host time at which it came to rest.
    package mutating func advance<I: _ProbedInteraction>(_ inner: inout I, from: Double, to time: Double,
                                                         isMoving: (I) -> Bool) -> (before: I, end: Double) {
        clock.follow(to: time)
        // The copy records nothing (and shares no event buffer with the inner interaction, which would copy
        // it when the tick below records an event).
        var before = inner
        before.stopsRecordingEvents()
        inner.tick(at: innerTime(time))
        return (before, isMoving(inner) ? time : restTime(from: from, to: time, probing: before))
    }

    /// The host time in `from ... to` at which `value` of the inner interaction, ticked from `inner` (its
    /// state at `from`), reaches `target` (monotone in between).
    package func time<I: _ProbedInteraction>(from: Double, to: Double, probing inner: I, reaching target: Double,
                                             value: (I) -> Double) -> Double {
        var silent = inner
        silent.stopsRecordingEvents()
        return _crossingTime(from: from, to: to, reaching: target) { time in
            var probe = silent
            probe.tick(at: innerTime(time))
            return value(probe)
        }
    }

    /// The host time in `from ... to` at which the inner interaction, ticked from `inner`, comes to rest.
    package func restTime<I: _ProbedInteraction>(from: Double, to: Double, probing inner: I) -> Double {
        time(from: from, to: to, probing: inner, reaching: 1) { $0.isSettled ? 1 : 0 }
    }

    /// The inner interaction at the rest of its motion: a copy ticked 1, 2, 4 … seconds (of its time) after
    /// `time`, until it settles (at most 2^40 s; a motion that never settled would be left there).
    package static func rest<I: _ProbedInteraction>(of inner: I, after time: Double) -> I {
        var silent = inner
        silent.stopsRecordingEvents()
        var probe = silent
        var step = 1.0
        while !probe.isSettled && step < 0x1p40 {
            probe = silent
            probe.tick(at: time + step)
            step *= 2
        }
        return probe
    }
}

/// An interaction whose copies are probed (ticked ahead to solve an instant): a probe records no events,
/// since recording into a copy would copy the events' buffer (an allocation in a frame) and nobody reads it.
package protocol _ProbedInteraction: Interaction {
    /// Records no more events (a probe's copy).
    mutating func stopsRecordingEvents()
}
