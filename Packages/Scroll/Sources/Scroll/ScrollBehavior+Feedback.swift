import Dynamics
import Geometry
import Gestures

/// Feedback events (`edgeHit`, `snapped`) and motion preferences (the duration scale, Reduce Motion).
extension ScrollBehavior {
    /// The running motion's own time: the clock's elapsed time over the duration scale it started with
    /// (infinite with 0: the motion is at its rest from its first frame).
    @inline(__always)
    var motionTime: Double {
        motionScale == 1 ? clock.elapsed : (motionScale == 0 ? .infinity : clock.elapsed / motionScale)
    }

    /// A velocity in the running motion's own time as the host's clock sees it (over the duration scale).
    func hostVelocity(_ speed: Vector) -> Vector {
        guard motionScale != 1 else { return speed }
        guard motionScale > 0 else { return .zero }
        return Vector(dx: speed.dx / motionScale, dy: speed.dy / motionScale)
    }

    /// The host time at which the running motion is `time` seconds into its own time.
    func hostTime(ofMotionTime time: Double) -> Double {
        let start = (clock.time ?? 0) - clock.elapsed
        return start + motionScale * Swift.max(time, 0)
    }

    /// Starts the motion clock at `time` (nil: the next tick) with the duration scale in force now, and
    /// notes the page or snap position each axis's motion will rest on.
    mutating func startClock(at time: Double?) {
        clock.start(at: time)
        motionScale = motionPreferences.durationScale
        restIndexX = motionX.isMotion ? restingIndex(of: motionX.restPosition, axis: .horizontal) : nil
        restIndexY = motionY.isMotion ? restingIndex(of: motionY.restPosition, axis: .vertical) : nil
    }

    /// `spring` with Reduce Motion: its damping ratio raised to 1 when it is below (UIKit's paging spring,
    /// ζ ≈ 0.88), so that it lands without passing its target; itself otherwise.
    func settling(_ spring: Spring) -> Spring {
        guard motionPreferences.reduceMotion, spring.dampingRatio < 1 else { return spring }
        return (try? Spring(mass: spring.mass, stiffness: spring.stiffness,
                            damping: 2 * (spring.stiffness * spring.mass).squareRoot())) ?? spring
    }

    /// The number of the page or snap position `position` is on along `axis`, counted from 0 at the
    /// smallest offset (the largest offset, a resting place too, is the last), or nil when the axis does
    /// not settle on positions, `position` is not one, or its number does not fit an `Int` exactly.
    func restingIndex(of position: Double, axis: ScrollAxes) -> Int? {
        guard axis == .horizontal ? scrollsHorizontally : scrollsVertically, settlesOnPositions(axis),
              restingPlace(near: position, axis: axis) == position else { return nil }
        let number: Double
        if isPagingEnabled {
            let origin = axis == .horizontal ? minimumContentOffset.x : minimumContentOffset.y
            let high = axis == .horizontal ? maximumContentOffset.x : maximumContentOffset.y
            let stride = axis == .horizontal ? pageLength.width : pageLength.height
            // The end is a page of its own when the content is not a whole number of pages.
            number = position >= high ? ((high - origin) / stride).rounded(.up) : ((position - origin) / stride).rounded()
        } else if let snapping = snapping(for: axis) {
            number = snapGrid(snapping, axis: axis).nearest(to: position)
        } else {
            return nil
        }
        guard number.isFinite, Swift.abs(number) < 0x1p52 else { return nil }
        return Int(number)
    }

    /// Reports what the running motions reached by their own time `time`: a fling's impact on an end
    /// (`edgeHit`, at the instant solved from its closed form) and an axis at rest on a page or snap
    /// position (`snapped`, at the motion's exact end), each once, stamped in host time.
    mutating func emitMotionEvents(upTo time: Double) {
        if motionX.edgeHitTime <= time {
            emit(FeedbackEvent(.edgeHit, at: hostTime(ofMotionTime: motionX.edgeHitTime), speed: hostSpeed(motionX.edgeHitSpeed),
                               edge: motionX.edgeHitIsLeading ? .left : .right))
            motionX.edgeHitTime = .infinity
        }
        if motionY.edgeHitTime <= time {
            emit(FeedbackEvent(.edgeHit, at: hostTime(ofMotionTime: motionY.edgeHitTime), speed: hostSpeed(motionY.edgeHitSpeed),
                               edge: motionY.edgeHitIsLeading ? .top : .bottom))
            motionY.edgeHitTime = .infinity
        }
        if let index = restIndexX, motionX.restTime <= time {
            emit(FeedbackEvent(.snapped, at: hostTime(ofMotionTime: motionX.restTime), index: index))
            restIndexX = nil
        }
        if let index = restIndexY, motionY.restTime <= time {
            emit(FeedbackEvent(.snapped, at: hostTime(ofMotionTime: motionY.restTime), index: index))
            restIndexY = nil
        }
    }

    /// An impact speed in host time: the motion's own over the duration scale; with 0 (no motion shown)
    /// the motion's own, the fling's strength as with 1.
    func hostSpeed(_ speed: Double) -> Double {
        motionScale == 1 || motionScale == 0 ? speed : speed / motionScale
    }

    /// Records an event. Any call may emit (a programmatic scroll showing a motion up to its time, a nested
    /// scroll's reading): the previous tick's events are dropped first, as `handle` and `tick` do.
    mutating func emit(_ event: FeedbackEvent) {
        log.beginCall()
        log.emit(event)
    }
}

extension ScrollBehavior: _ProbedInteraction {
    /// A probe's copy (a picker's or a carousel's solved instant) records no events.
    package mutating func stopsRecordingEvents() { log.stopRecording() }
}
