import Geometry

/// One axis of a drag: follow the finger with resistance, release with a velocity, settle on a target from
/// the release's timestamp, be caught mid-flight. The core that an anchored drag (and so a swipe row) is
/// built on; a toss, a sheet and a scroll view's axes do the same four things.
///
/// What every such drag shares, and this value does once:
/// - **Follow.** The offset shown is the drag position under a resistance (``DragResistance``): the drag
///   position is where the finger would have put the offset with none, moved by each reading's change in
///   translation (step by step, so that a clamped drag can stop at an end at every step and move back at once).
/// - **Catch.** A grab on a settling offset first shows the settle at the grab's timestamp (``FrameClock``'s
///   `catchUp(toInput:)`: not where the last frame showed it; a grab stamped at or before the last frame takes
///   that frame's offset), then takes the offset shown as the new drag position through the resistance's
///   inverse, so nothing jumps (Geometry's `rubberBandInverse`, with its one cap).
/// - **Release.** The release starts the axis's clock at the release's timestamp (`FrameClock.start(at:)`) with
///   the finger's velocity; a tick stamped before it (a host that delivers input late) shows the start.
/// - **Settle.** The settle (``DragSettle``) is a closed form of the time since the release, ending exactly on
///   its target at a time fixed when it starts: every tick evaluates it at `FrameClock.elapsed`, so the same
///   input gives the same offsets at the same times at any frame rate and on a jittery display link.
///
/// ```swift
/// import Dynamics
///
/// var axis = DragAxis(offset: 0)
/// axis.grab(translation: 0, at: 0, in: 0...300, resistance: .clamped)
/// axis.drag(translation: 120, velocity: 900, in: 0...300, resistance: .clamped)
/// axis.release(velocity: 900, at: 0.1)
/// axis.start(DragSettle.spring(.composeDefault, from: axis.offset, velocity: axis.velocity, to: 300,
///                              startsAt: axis.clock.elapsed))
/// var time = 0.1
/// while axis.phase == .settling { time += 1.0 / 120; axis.advance(to: time) }
/// print(axis.offset)   // 300.0
/// ```
///
/// Bad input has a defined answer: a reading with a non-finite translation moves nothing, a non-finite
/// velocity (a finger's or a release's) counts as 0, a release at a non-finite time starts its settle at the
/// next tick, non-finite tick times advance nothing (the clock's rule), a settle whose motion
/// overflows ends on its target. The offset and velocity are always finite for finite starting values.
///
/// - Complexity: every call O(1), no allocation.
@usableFromInline
package struct DragAxis: Sendable {
    /// What the axis is doing.
    @usableFromInline
    package enum Phase: Hashable, Sendable {
        /// At rest until the next input.
        case idle
        /// Following a finger.
        case dragging
        /// Running a settle (``settle``).
        case settling
    }

    /// What a call did to a settle: nothing ran, it moved, or it came to rest on its target (at
    /// ``arrivedAt``).
    @usableFromInline
    package enum Step: Hashable, Sendable {
        /// No settle ran (dragging or idle).
        case none
        /// The settle moved the offset.
        case moved
        /// The settle ended on its target.
        case arrived
    }

    /// The offset shown, points along the axis.
    @usableFromInline package internal(set) var offset: Double
    /// Points per second: the finger's while dragging, the settle's while settling, 0 at rest. The owner
    /// sets it for a motion it starts itself (a programmatic animation's initial velocity).
    @usableFromInline package var velocity = 0.0
    @usableFromInline package internal(set) var phase = Phase.idle
    /// The clock the settles run on: started at each release's (or programmatic call's) timestamp.
    @usableFromInline package internal(set) var clock = FrameClock()
    /// The running settle, nil unless ``phase`` is `.settling`.
    @usableFromInline package internal(set) var settle: DragSettle?
    /// The drag position: where the finger has put the offset before the resistance.
    @usableFromInline package internal(set) var dragPosition = 0.0
    /// The last reading's translation, points: the next reading moves the drag position by the difference.
    @usableFromInline package internal(set) var lastTranslation = 0.0
    /// The exact end of the last settle that came to rest, on the host's clock (``arrivalTime`` then: the
    /// release's time plus the settle's duration, times the duration scale), nil before the first or when
    /// no tick or input gave the clock a time.
    @usableFromInline package internal(set) var arrivedAt: Double?

    /// An axis at rest at `offset`.
    package init(offset: Double) {
        self.offset = offset
    }

    // MARK: Drag

    /// Takes hold of the offset for a drag whose first reading has `translation`: a settle is first shown at
    /// the grab's `time` (when that is later than the last tick) and stopped there, and the drag position is
    /// the one whose offset is the one shown.
    ///
    /// - Returns: What catching the settle did (its arrival, when it had ended by the grab's time).
    @inlinable
    @discardableResult
    package mutating func grab(translation: Double, at time: Double, in range: ClosedRange<Double>,
                               resistance: DragResistance) -> Step {
        var step = Step.none
        if phase == .settling, clock.isBehind(input: time) { step = advance(to: time) }
        phase = .dragging
        settle = nil
        dragPosition = resistance.dragPosition(showing: offset, in: range)
        lastTranslation = translation.isFinite ? translation : 0
        return step
    }

    /// Follows a drag reading: the drag position moves by the change in `translation` (a clamped resistance
    /// keeps it within `range`), the offset shows it under `resistance`, and the velocity is the finger's
    /// (0 when not finite). A non-finite translation moves nothing.
    @inlinable
    package mutating func drag(translation: Double, velocity fingerVelocity: Double, in range: ClosedRange<Double>,
                               resistance: DragResistance) {
        if translation.isFinite {
            let moved = dragPosition + (translation - lastTranslation)
            lastTranslation = translation
            if moved.isFinite {
                if resistance.rule == .clamped {
                    dragPosition = Swift.min(Swift.max(moved, range.lowerBound), range.upperBound)
                } else {
                    dragPosition = moved
                }
            }
        }
        offset = resistance.offset(forDrag: dragPosition, in: range)
        velocity = fingerVelocity.isFinite ? fingerVelocity : 0
    }

    /// Puts the offset (and the drag position) at `position` during a drag: the finger goes on from there.
    package mutating func place(at position: Double) {
        offset = position
        dragPosition = position
    }

    // MARK: Release and settle

    /// Lets go at the release's `time` with `launch` points per second: the settle started next
    /// (``start(_:durationScale:)``) starts at that time, whenever the next tick comes. A non-finite `launch`
    /// counts as 0; a non-finite `time` starts the settle at the next tick (`FrameClock.start(at:)`'s rule).
    package mutating func release(velocity launch: Double, at time: Double) {
        velocity = launch.isFinite ? launch : 0
        clock.start(at: time)
    }

    /// Readies a motion the owner starts without a release, at the host's `input` time (an `at:` argument;
    /// nil or not finite: the last tick's time): a running settle is first shown at that time when it is
    /// later than the last tick; at rest the clock starts there, with velocity 0.
    ///
    /// - Returns: What catching the running settle did (its arrival, when it had ended by then).
    @discardableResult
    package mutating func beginMotion(at input: Double?) -> Step {
        var step = Step.none
        if phase == .settling, clock.isBehind(input: input), let input { step = advance(to: input) }
        if phase == .idle {
            clock.start(at: clock.time(ofInput: input))
            velocity = 0
        }
        return step
    }

    /// Runs `settle` (built from ``offset``, ``velocity`` and the clock's `elapsed` time) at `durationScale`;
    /// one that takes no time on the host's clock rests on its target at once.
    ///
    /// - Returns: `.arrived` when it rested at once, `.none` otherwise.
    @discardableResult
    package mutating func start(_ settle: DragSettle, durationScale: Double = 1) -> Step {
        var settle = settle
        settle.scale = durationScale
        self.settle = settle
        phase = .settling
        guard settle.hostDuration == 0 else { return .none }
        arrive(on: settle.target)
        return .arrived
    }

    /// Advances the clock to the host's `time` and shows the settle there; a settle that has ended rests on
    /// its target.
    ///
    /// - Complexity: one closed-form evaluation; no allocation.
    @inlinable
    @discardableResult
    package mutating func advance(to time: Double) -> Step {
        clock.advance(to: time)
        guard phase == .settling, let settle else { return .none }
        let now = settle.state(at: clock.elapsed)
        guard !now.done else {
            arrive(on: settle.target)
            return .arrived
        }
        offset = now.offset
        velocity = now.velocity
        return .moved
    }

    /// When the axis comes to rest now, on the host's clock: the running settle's exact end once the clock
    /// has passed it (not the tick that showed it), the clock's time otherwise; nil before any tick or input.
    @inlinable
    package var arrivalTime: Double? {
        guard let time = clock.time else { return nil }
        if let settle {
            let overdue = clock.elapsed - (settle.startsAt + settle.hostDuration)
            if overdue > 0, overdue.isFinite { return time - overdue }
        }
        return time
    }

    /// Rests on the settle's `target`, recording its exact end in ``arrivedAt``.
    @usableFromInline
    mutating func arrive(on target: Double) {
        arrivedAt = arrivalTime
        rest(at: target)
    }

    /// Rests at `position`: no settle, velocity 0, idle.
    @inlinable
    package mutating func rest(at position: Double) {
        offset = position
        velocity = 0
        settle = nil
        phase = .idle
    }
}
