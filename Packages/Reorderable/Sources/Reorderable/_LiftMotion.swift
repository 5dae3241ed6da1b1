import Geometry
/// The lift's progress (0 resting, 1 lifted) in closed form: a spring leg, or Flutter's linear
/// controller run forward or back over the part of its 250 ms that remains.
struct _LiftMotion: Sendable {
    enum Motion: Sendable {
        case spring(_ItemLeg)
        /// From `from` to `to` at a constant rate, from `startsAt` for `duration` seconds.
        case linear(from: Double, to: Double, startsAt: Double, duration: Double)
    }

    var motion: Motion = .spring(_ItemLeg(restingAt: 0))

    /// The progress and its rate at host time `time`.
    func state(at time: Double) -> (progress: Double, velocity: Double) {
        switch motion {
        case .spring(let leg):
            let (position, velocity) = leg.state(at: time)
            return (position, velocity)
        case .linear(let from, let to, let startsAt, let duration):
            let local = time - startsAt
            if !(local < duration) || !(duration > 0) { return (to, 0) }
            if !(local > 0) { return (from, (to - from) / duration) }
            return (from + (to - from) * (local / duration), (to - from) / duration)
        }
    }

    /// The instant the progress rests on its target.
    var endsAt: Double {
        switch motion {
        case .spring(let leg): leg.endsAt
        case .linear(_, _, let startsAt, let duration): startsAt + duration
        }
    }

    /// Moves the motion's start by `delta` seconds (a new time base).
    mutating func rebase(by delta: Double) {
        switch motion {
        case .spring(var leg):
            leg.startsAt += delta
            motion = .spring(leg)
        case .linear(let from, let to, let startsAt, let duration):
            motion = .linear(from: from, to: to, startsAt: startsAt + delta, duration: duration)
        }
    }

    /// Starts toward `target` (1 lifted, 0 resting) at `time`, from where the progress is then.
    mutating func move(to target: Double, at time: Double, lift: ReorderLift, preferences: MotionPreferences) {
        let (progress, velocity) = state(at: time)
        switch lift {
        case .spring(_, _, let spring):
            // Reduce Motion: no overshoot of the lift (its damping ratio raised to 1).
            let used = preferences.reduceMotion ? spring.withoutBounce : spring
            motion = .spring(_ItemLeg(spring: used, from: progress, velocity: velocity, to: target, at: time,
                                      scale: preferences.durationScale))
        case .flutter:
            // `AnimationController.forward()`/`reverse()` run the remaining fraction of the duration.
            motion = .linear(from: progress, to: target, startsAt: time,
                             duration: preferences.hostDuration(ReorderLift.flutterDuration * Swift.abs(target - progress)))
        }
    }
}
