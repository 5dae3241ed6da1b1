import Dynamics
import Geometry

/// How a flick made while the content is still moving builds on that motion: flicking again in the
/// same direction leaves faster than the finger; reversing, pausing or flicking slowly does not.
///
/// ```swift
/// import Scroll
///
/// var list = try ScrollBehavior(contentSize: Size(width: 375, height: 20_000),
///                               viewportSize: Size(width: 375, height: 667))
/// print(list.effectiveFlingAcceleration)              // accumulated: UIKit's default
/// print(FlingAcceleration.carriedMomentum(2000))      // 2539.8...
/// list.flingAcceleration = .off                       // every flick leaves at the finger's speed
/// ```
///
/// Each rule watches the drag that starts on moving content (a touch that catches a deceleration)
/// and, at its release, may add a velocity to the finger's; ``ScrollRelease/carriedVelocity`` shows
/// what it added. A touch that catches the content without dragging is unaffected, and so is paging
/// (a flick there only chooses the next page).
public enum FlingAcceleration: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Every flick leaves at the finger's speed.
    case off
    /// Flutter's `BouncingScrollPhysics` (its imitation of iOS), exactly: the content's velocity at the
    /// touch v₀ gives ``carriedMomentum(_:)`` c(v₀), added on each axis to a release in the same direction
    /// that is faster than c/2, unless the finger rested (moved by nothing) for more than 20 ms during the
    /// drag (`ScrollDragController`'s thresholds). A release slower than c/2 gets nothing: since c grows
    /// with v₀², a quick third flick on a fast list (finger 3000 pt/s, list 3915) leaves at the finger's
    /// 3000, slower than the list moved.
    case carriedMomentum
    /// The UIKit profile's rule: repeated flicks the same way only ever speed the content up, as on iOS.
    /// A release in the same direction as the content's velocity at the touch v₀ (on each axis) gets
    /// ``carriedMomentum(_:)`` c(v₀) when it is faster than c/2, as Flutter's; slower than that, it gets
    /// v₀ itself, so it leaves faster than the finger and faster than the content moved. A finger that
    /// rested more than 20 ms during the drag keeps nothing, as Flutter's.
    case accumulated
    /// Android's `OverScroller` flywheel, as `ListView` runs it: the content's velocity at the touch is
    /// added to a release whose sign matches it on both axes, as long as the finger kept moving that
    /// way at the minimum fling speed or more (50 pt/s) at each 40 ms check after the touch
    /// (`AbsListView`'s `FLYWHEEL_TIMEOUT`).
    case flywheel
    /// Chromium's `FlingBooster`: the velocity the previous fling *started* with is added to a new
    /// fling in the same direction (positive dot product) when the caught fling still moved at
    /// 350 pt/s or more and the new one is as fast, the drag moved only forwards at 150 pt/s or more,
    /// and no gap between touch, drag samples and release exceeded 50 ms.
    case boost

    public var description: String {
        switch self {
        case .off: "off"
        case .carriedMomentum: "carriedMomentum"
        case .accumulated: "accumulated"
        case .flywheel: "flywheel"
        case .boost: "boost"
        }
    }

    /// The rule a profile uses unless told otherwise: ``accumulated`` for the UIKit profiles,
    /// ``carriedMomentum`` for the Flutter bouncing profiles, ``off`` for the clamping profile (Flutter's
    /// `ClampingScrollPhysics` carries nothing; pick ``flywheel`` for a native Android `ListView`,
    /// ``boost`` for Chrome).
    public static func `default`(for physics: ScrollPhysics) -> FlingAcceleration {
        switch physics {
        case .uikit, .uikitFast: .accumulated
        case .flutterBouncing, .flutterBouncingFast: .carriedMomentum
        case .flutterClamping: .off
        }
    }

    /// Flutter's `BouncingScrollPhysics.carriedMomentum`: `sign(v)·min(0.000816·|v|^1.967, 40000)`,
    /// points per second, for the velocity the content had when the touch caught it. 0 for a velocity
    /// that is 0 or not finite.
    public static func carriedMomentum(_ velocity: Double) -> Double {
        guard velocity.isFinite, velocity != 0 else { return 0 }
        let magnitude = Swift.min(0.000816 * Double.pow(Swift.abs(velocity), 1.967), 40_000)
        return velocity < 0 ? -magnitude : magnitude
    }

    /// Flutter's `momentumRetainStationaryDurationThreshold`: a finger at rest longer than this
    /// (seconds) during the drag loses the carried momentum.
    public static let stationaryThreshold = 0.020
    /// Flutter's `momentumRetainVelocityThresholdFactor`: the release must be faster than this share of
    /// the carried momentum.
    public static let velocityThresholdFactor = 0.5
    /// `AbsListView.FLYWHEEL_TIMEOUT`, seconds between the flywheel's checks of the finger.
    public static let flywheelCheckInterval = 0.040
    /// The finger speed the flywheel's checks need (points per second): Android's minimum fling
    /// velocity, 50 dp/s.
    public static let flywheelMinimumVelocity = 50.0
    /// Chromium's `kMinBoostFlingSpeedSquare`, as a speed: both flings at least this fast (pt/s).
    public static let boostMinimumFlingSpeed = 350.0
    /// Chromium's `kMinBoostTouchScrollSpeedSquare`, as a speed: the drag between samples (pt/s).
    public static let boostMinimumScrollSpeed = 150.0
    /// Chromium's `kFlingBoostTimeoutDelay`, seconds.
    public static let boostTimeout = 0.050
    /// The largest release speed acceleration leads to (points per second): a documented clamp, so that
    /// many boosts in a row cannot overflow a motion.
    public static let maximumVelocity = 100_000.0
}

/// The state the acceleration rules keep between a catch and the release that follows it.
struct _FlingCarry: Sendable {
    /// The content's velocity when the touch caught it; zero when the touch caught nothing.
    var caught = Vector.zero
    /// The velocity the last fling started with (Chromium's `previous_fling_starting_velocity_`).
    var previousStart = Vector.zero
    /// Whether the rule's conditions still hold during this drag.
    var alive = false
    var lastTranslation = Vector.zero
    /// Flutter: the last drag sample that moved. Chromium: the last input (touch or moving sample).
    var lastMoving = 0.0
    /// Chromium: whether a moving sample was seen (the first one's speed is not checked).
    var sawMovingSample = false
    /// Android: when the flywheel next checks the finger.
    var nextCheck = 0.0

    mutating func caught(_ velocity: Vector, at time: Double) {
        caught = velocity.isFinite ? velocity : .zero
        alive = caught != .zero
        lastTranslation = .zero
        lastMoving = time
        sawMovingSample = false
        nextCheck = time + FlingAcceleration.flywheelCheckInterval
    }

    /// A drag sample: `translation` the finger's, `content` the content's velocity it implies, both
    /// only along the axes that scroll.
    mutating func observe(translation: Vector, content: Vector, at time: Double, rule: FlingAcceleration) {
        guard alive else { return }
        let moved = Vector(dx: lastTranslation.dx - translation.dx, dy: lastTranslation.dy - translation.dy)
        lastTranslation = translation
        switch rule {
        case .off:
            alive = false
        case .carriedMomentum, .accumulated:
            if moved != .zero {
                lastMoving = time
            } else if time - lastMoving > FlingAcceleration.stationaryThreshold {
                alive = false
            }
        case .flywheel:
            check(content, at: time)
        case .boost:
            // A sample that does not move is no scroll event: nothing to observe.
            guard moved != .zero else { return }
            let gap = time - lastMoving
            if gap > FlingAcceleration.boostTimeout || previousStart.dot(moved) <= 0 {
                alive = false
            } else if sawMovingSample, gap >= 0.001,
                      moved.magnitudeSquared < (FlingAcceleration.boostMinimumScrollSpeed * gap) * (FlingAcceleration.boostMinimumScrollSpeed * gap) {
                alive = false
            }
            sawMovingSample = true
            lastMoving = time
        }
    }

    /// The flywheel's checks due by `time`, with the finger's latest velocity (as the content's).
    mutating func check(_ content: Vector, at time: Double) {
        guard time >= nextCheck else { return }
        let sameWay = sign(content.dx) == sign(caught.dx) && sign(content.dy) == sign(caught.dy)
        if !sameWay || content.magnitudeSquared < FlingAcceleration.flywheelMinimumVelocity * FlingAcceleration.flywheelMinimumVelocity {
            alive = false
            return
        }
        let missed = ((time - nextCheck) / FlingAcceleration.flywheelCheckInterval).rounded(.down)
        nextCheck += (missed + 1) * FlingAcceleration.flywheelCheckInterval
    }

    /// At a release of `velocity` (after the profile's minimum and maximum; zero for no fling): what the
    /// rule adds. Consumes the catch and remembers the fling's starting velocity.
    mutating func release(_ velocity: Vector, at time: Double, rule: FlingAcceleration) -> Vector {
        var carried = Vector.zero
        if alive && velocity != .zero {
            switch rule {
            case .off:
                break
            case .carriedMomentum, .accumulated:
                let keepsSpeed = rule == .accumulated
                func axis(_ release: Double, _ caught: Double) -> Double {
                    let momentum = FlingAcceleration.carriedMomentum(caught)
                    guard momentum != 0, sign(release) == sign(momentum) else { return 0 }
                    if Swift.abs(release) > Swift.abs(momentum) * FlingAcceleration.velocityThresholdFactor { return momentum }
                    // Flutter drops the momentum here; the UIKit rule keeps the content's own velocity.
                    return keepsSpeed ? caught : 0
                }
                carried = Vector(dx: axis(velocity.dx, caught.dx), dy: axis(velocity.dy, caught.dy))
            case .flywheel:
                check(velocity, at: time)
                if alive && sign(velocity.dx) == sign(caught.dx) && sign(velocity.dy) == sign(caught.dy) { carried = caught }
            case .boost:
                let minimum = FlingAcceleration.boostMinimumFlingSpeed * FlingAcceleration.boostMinimumFlingSpeed
                if time - lastMoving <= FlingAcceleration.boostTimeout, previousStart.dot(velocity) > 0,
                   caught.magnitudeSquared >= minimum, velocity.magnitudeSquared >= minimum {
                    carried = previousStart
                }
            }
        }
        var total = velocity + carried
        let speed = total.magnitudeSquared.squareRoot()
        if !total.isFinite || !speed.isFinite {
            carried = .zero
            total = velocity
        } else if speed > FlingAcceleration.maximumVelocity {
            total = total * (FlingAcceleration.maximumVelocity / speed)
            carried = total - velocity
        }
        caught = .zero
        alive = false
        previousStart = total
        return carried
    }

    /// Forgets the catch (a touch lifted without dragging, a reset).
    mutating func forgetCatch() {
        caught = .zero
        alive = false
    }

    private func sign(_ value: Double) -> Int { value > 0 ? 1 : (value < 0 ? -1 : 0) }
}

extension ScrollBehavior {
    /// The rule in force: ``flingAcceleration``, or the profile's default when it is `nil`.
    public var effectiveFlingAcceleration: FlingAcceleration {
        flingAcceleration ?? FlingAcceleration.default(for: physics)
    }

    /// A touch caught the deceleration: the velocity shown at the touch is what a flick may build on.
    mutating func catchForAcceleration(at time: Double) {
        carry.caught(velocity, at: clock.time(ofInput: time) ?? 0)
    }

    /// A drag sample (the translation along the locked axes, and the finger's velocity, from the pan or the
    /// host's reading).
    @inline(__always)
    mutating func observeDragForAcceleration(translation: Vector, fingerVelocity: Vector, at time: Double) {
        // Most drags start on content at rest: nothing to watch.
        guard carry.alive, time.isFinite, translation.isFinite else { return }
        let locked = lockedVelocity(fingerVelocity)
        let finger = locked.isFinite ? locked : .zero
        let content = Vector(dx: scrollsHorizontally ? -finger.dx : 0, dy: scrollsVertically ? -finger.dy : 0)
        let moved = Vector(dx: scrollsHorizontally ? translation.dx : 0, dy: scrollsVertically ? translation.dy : 0)
        carry.observe(translation: moved, content: content, at: time, rule: effectiveFlingAcceleration)
    }

    /// What the rule adds to a release of `velocity` at `time` (nothing with paging or a cancel). The
    /// release then leaves at `velocity + carried` (within ``FlingAcceleration/maximumVelocity``).
    mutating func carriedVelocity(forRelease velocity: Vector, at time: Double, cancelled: Bool) -> Vector {
        if cancelled || isPagingEnabled { carry.forgetCatch() }
        return carry.release(velocity, at: time, rule: isPagingEnabled ? .off : effectiveFlingAcceleration)
    }
}
