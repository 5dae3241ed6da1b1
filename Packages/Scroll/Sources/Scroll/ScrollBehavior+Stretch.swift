import Dynamics
import Geometry

/// Android 12's stretch overscroll (``StretchOverscroll``) on the clamping profile.
extension ScrollBehavior {
    /// Whether a drag or a fling past an end stretches the content instead of stopping dead (Android 12's
    /// stretch, as Flutter's `StretchingOverscrollIndicator` ports it). Only the clamping profile
    /// (`.flutterClamping`, Android's) stretches; the offset never passes the ends. False by default.
    ///
    /// ```swift
    /// import Scroll
    ///
    /// var list = try ScrollBehavior(contentSize: Size(width: 390, height: 3000),
    ///                               viewportSize: Size(width: 390, height: 800), physics: .flutterClamping)
    /// list.stretchesOverscroll = true
    /// list.handle(PointerSample(pointer: 0, x: 200, y: 100, phase: .began, time: 0))
    /// list.handle(PointerSample(pointer: 0, x: 200, y: 300, phase: .moved, time: 0.2))
    /// print(list.contentOffset.y, list.stretch)      // 0.0 -0.0179...
    /// list.handle(PointerSample(pointer: 0, x: 200, y: 300, phase: .ended, time: 0.4))
    /// var time = 0.4
    /// while !list.isSettled { time += 1.0 / 120; list.tick(at: time) }
    /// print(list.stretch)                            // 0.0
    /// ```
    ///
    /// The stretch is along the vertical axis when it scrolls (else the horizontal): a drag's overscroll,
    /// over the viewport's length, pulls it; moving back inside relaxes it; a release relaxes it with the
    /// release's velocity; a fling that reaches an end is absorbed at the instant it arrives; a touch
    /// catches a relaxing stretch. The host scales the content by `1 + |stretch|` along the axis about the
    /// pulled edge (the top or left for a negative stretch). ``isSettled`` waits for the stretch too.
    public var stretchesOverscroll: Bool {
        get { stretchIsOn }
        set {
            stretchEffect = newValue ? (stretchEffect ?? _StretchEffect()) : nil
            stretchIsOn = newValue
            stretchEffect?.edge.durationScale = motionPreferences.durationScale
        }
    }

    /// The stretch shown now (see ``stretchesOverscroll``): negative past the leading end, positive past
    /// the trailing end, 0 at rest or when off.
    public var stretch: Double {
        guard let effect = stretchEffect, !motionPreferences.reduceMotion else { return 0 }
        return effect.edge.value(at: Swift.max(clock.time ?? -.infinity, effect.edge.lastInput))
    }

    /// Whether the stretch is at rest (always, when off).
    var stretchIsSettled: Bool {
        guard let effect = stretchEffect, !motionPreferences.reduceMotion else { return true }
        return effect.edge.isSettled(at: Swift.max(clock.time ?? -.infinity, effect.edge.lastInput))
    }

    /// Whether the stretch follows: on, with Android's list, and not turned off by Reduce Motion (the
    /// list's edge then stops dead, the clamping profile's own).
    var stretches: Bool { stretchIsOn && physics == .flutterClamping && !motionPreferences.reduceMotion }
    var stretchIsVertical: Bool { scrollsVertically || !scrollsHorizontally }

    /// How far the drag's finger is past an end, over the viewport's length (0 inside).
    var stretchOverscroll: Double {
        let vertical = stretchIsVertical
        let desired = vertical ? dragOrigin.y - lastTranslation.dy : dragOrigin.x - lastTranslation.dx
        let low = vertical ? minimumContentOffset.y : minimumContentOffset.x
        let high = vertical ? maximumContentOffset.y : maximumContentOffset.x
        let length = vertical ? viewportSize.height : viewportSize.width
        let excess = desired < low ? desired - low : (desired > high ? desired - high : 0)
        return excess.isFinite ? excess / length : 0
    }

    /// A drag moved at `time`: past an end it pulls the stretch; back inside, the stretch relaxes.
    mutating func followStretch(at time: Double) {
        guard stretches, var effect = stretchEffect else { return }
        let overscroll = stretchOverscroll
        if overscroll != 0 {
            effect.edge.pull(overscroll, at: time)
            effect.pulling = true
        } else if effect.pulling {
            effect.edge.release(velocity: 0, at: time)
            effect.pulling = false
        }
        stretchEffect = effect
    }

    /// A touch at `time` catches a relaxing stretch.
    mutating func catchStretch(at time: Double) {
        guard stretches, time.isFinite else { return }
        stretchEffect?.edge.catchRecede(at: time)
    }

    /// Moves the stretch's times onto a new time base `shift` seconds along (a host's clock restarted).
    mutating func shiftStretchTimes(by shift: Double) {
        guard shift.isFinite, var effect = stretchEffect else { return }
        effect.edge.shiftTimes(by: shift)
        effect.motionStart = effect.motionStart.map { $0 + shift }
        stretchEffect = effect
    }

    /// The fingers lifted at `time` without a drag (a host's pan that never began): a caught stretch relaxes.
    mutating func relaxCaughtStretch(at time: Double) {
        guard stretches, pan.numberOfTouches == 0, time.isFinite else { return }
        stretchEffect?.pulling = false
        stretchEffect?.edge.release(velocity: 0, at: time)
    }

    /// The drag ended at `time`: the stretch relaxes, with the release's velocity when the content does not
    /// fling away from the end (Flutter's `scrollEnd`).
    mutating func releaseStretch(at time: Double) {
        guard stretches, var effect = stretchEffect, time.isFinite else { return }
        let overscroll = stretchOverscroll
        if overscroll != 0 { effect.edge.pull(overscroll, at: time) }
        effect.pulling = false
        let vertical = stretchIsVertical
        let flung = (vertical ? motionY : motionX).isMotion
        let velocity = lastRelease.map { vertical ? $0.dragVelocity.dy : $0.dragVelocity.dx } ?? 0
        effect.edge.release(velocity: flung ? 0 : velocity, at: time)
        stretchEffect = effect
    }

    /// A motion starts at `time` (nil: the next tick): a fling's impact on an end is counted from it.
    mutating func noteStretchMotionStart(at time: Double?) {
        guard stretches else { return }
        stretchEffect?.motionStart = time
    }

    /// The motion is being stopped: if it was a fling that reached an end (it has run to its rest, stopped
    /// by the end before its own), the stretch absorbs it at the instant it arrived, with its speed there.
    mutating func absorbStretchImpact() {
        guard stretches, var effect = stretchEffect else { return }
        let motion = stretchIsVertical ? motionY : motionX
        guard motion.isMotion, let fling = motion.clamping, motionTime >= motion.restTime,
              motion.restTime < fling.duration, fling.start >= fling.leadingExtent, fling.start <= fling.trailingExtent,
              motion.restPosition == fling.leadingExtent || motion.restPosition == fling.trailingExtent else { return }
        // The spline's velocity where the fling meets the end: v·(1 − t/T)^(D − 1).
        let remaining = 1 - motion.restTime / fling.duration
        let speed = fling.initialVelocity * Double.pow(remaining, ClampingScrollSimulation.decelerationRate - 1)
        let start = effect.motionStart ?? ((clock.time ?? 0) - clock.elapsed)
        effect.edge.absorb(velocity: hostSpeed(speed), at: start + motionScale * motion.restTime)
        effect.motionStart = nil
        stretchEffect = effect
    }
}
