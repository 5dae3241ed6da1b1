import Dynamics
import Geometry

/// Android 12's stretch overscroll as Flutter ports `EdgeEffect` (`StretchingOverscrollIndicator`'s
/// `_StretchController`): a signed stretch the host applies as a scale of the content along the axis,
/// `1 + |stretch|`, about the edge that was pulled (the leading edge for a negative stretch).
///
/// ```swift
/// import Scroll
///
/// var edge = StretchOverscroll()
/// edge.pull(-0.25, at: 0)                        // a quarter of the viewport past the top
/// print(edge.value(at: 0))                       // -0.0179...
/// edge.release(velocity: 0, at: 0.1)             // the finger lifts: the stretch relaxes
/// print(edge.value(at: 0.1 + 2), edge.isSettled(at: 2.1))   // 0.0 true
/// ```
///
/// - **Pull**: a pull of x (the overscroll over the viewport's length, clamped to ±1) stretches by
///   sign(x)·(0.016·|x| + 0.016·(1 − e^(−|x|·e/0.33))), plus the stretch a recede had reached when it
///   was caught ("so the hand-off doesn't jump"), clamped to ±1.
/// - **Release**: a spring to 0 from the stretch, with the release's velocity × 1/6000 capped at ±0.5.
/// - **Absorb**: a fling reaching the edge springs from the stretch with its velocity × 1/3000 capped at
///   ±1.25.
/// - **The spring**: natural frequency 24.657 rad/s, damping ratio 0.98 (AOSP's), with Flutter's time
///   correction 0.8 (stiffness × 0.8², velocity × 0.8); it is over when it stays within Flutter's default
///   tolerance (1e-3 of stretch and 1e-3 per second), and from then on the stretch is exactly 0.
/// - **Catch**: a touch during the recede holds the stretch where it is at the touch's timestamp.
///
/// Every motion starts at the timestamp of the input that started it and is a closed form of the time, so
/// the stretch at an instant does not depend on the frames shown before. Non-finite input is ignored.
public struct StretchOverscroll: Sendable {
    /// AOSP `EdgeEffect`'s natural frequency, rad/s.
    public static let naturalFrequency = 24.657
    /// AOSP `EdgeEffect`'s damping ratio.
    public static let dampingRatio = 0.98
    /// Flutter's empirical time correction (its spring is slowed by this factor to match Android's timing).
    public static let timeCorrection = 0.8
    /// `_stretchIntensity`.
    public static let stretchIntensity = 0.016
    /// `_exponentialScalar`: e / 0.33.
    public static let exponentialScalar = 2.718281828459045 / 0.33
    /// `_flingVelocityFriction`: a release's velocity (points per second) to stretch per second.
    public static let flingVelocityFriction = 1.0 / 6000
    /// `_maxFlingVelocity`.
    public static let maximumFlingVelocity = 0.5
    /// `_absorbImpactVelocityFriction`: an impact's velocity to stretch per second.
    public static let absorbVelocityFriction = 1.0 / 3000
    /// `_maxAbsorbImpactVelocity`.
    public static let maximumAbsorbVelocity = 1.25
    /// The spring: mass 1, stiffness 24.657² × 0.8², damping ratio 0.98.
    public static let spring: Spring = {
        let stiffness = naturalFrequency * naturalFrequency * timeCorrection * timeCorrection
        return (try? Spring(mass: 1, stiffness: stiffness, dampingRatio: dampingRatio))
            ?? Spring.composeDefault
    }()
    /// Flutter's default `Tolerance`: the spring is done within 1e-3 of 0 moving slower than 1e-3 per second.
    public static let settling = SettlingThreshold.absolute(position: 1e-3, velocity: 1e-3)

    /// The stretch while held (pulled or caught), and the motion since the last release or impact.
    var held = 0.0
    var interrupted = 0.0
    var motion: SpringSolution<Double>?
    var motionStart = 0.0
    var motionEnd = 0.0
    /// The latest input's timestamp.
    var lastInput = -Double.infinity
    /// The duration scale the next motion runs with (`MotionPreferences.durationScale`, which the scroll view
    /// sets), and the one the running motion started with: a motion shows at t what it shows at t / scale
    /// with 1; with 0 it is over at once.
    var durationScale = 1.0
    var motionScale = 1.0

    /// At rest, unstretched.
    public init() {}

    /// Moves the stretch's times `shift` seconds along the clock: a host's clock that restarted (a new
    /// time base) sees the relaxing stretch continue from where it was, and end.
    mutating func shiftTimes(by shift: Double) {
        motionStart += shift
        motionEnd += shift
        if lastInput.isFinite { lastInput += shift }
    }

    /// The stretch a pull of `normalizedOverscroll` shows before any caught recede is added:
    /// sign·(0.016·|x| + 0.016·(1 − e^(−|x|·e/0.33))), with x clamped to ±1.
    public static func pullStretch(_ normalizedOverscroll: Double) -> Double {
        guard normalizedOverscroll.isFinite, normalizedOverscroll != 0 else { return 0 }
        let x = Swift.min(Swift.abs(normalizedOverscroll), 1)
        let stretch = stretchIntensity * x + stretchIntensity * (1 - Double.exp(-x * exponentialScalar))
        return normalizedOverscroll < 0 ? -stretch : stretch
    }

    /// The stretch at `time` (seconds, the inputs' clock): what the host scales by, `1 + |stretch|`.
    public func value(at time: Double) -> Double {
        guard let motion else { return held }
        let elapsed = time - motionStart
        if motionScale == 0 && elapsed >= 0 { return 0 }
        if !(elapsed > 0) { return held }
        if time >= motionEnd { return 0 }
        return Swift.min(Swift.max(motion.value(at: motionScale == 1 ? elapsed : elapsed / motionScale), -1), 1)
    }

    /// True when nothing moves from `time` on.
    public func isSettled(at time: Double) -> Bool {
        motion == nil ? true : time >= motionEnd
    }

    /// A finger's pull past the edge: `normalizedOverscroll` is the overscroll over the viewport's length
    /// (negative past the leading edge). A recede in progress is caught first, at `time`.
    public mutating func pull(_ normalizedOverscroll: Double, at time: Double) {
        guard normalizedOverscroll.isFinite, time.isFinite else { return }
        catchRecede(at: time)
        held = Swift.min(Swift.max(Self.pullStretch(normalizedOverscroll) + interrupted, -1), 1)
    }

    /// A touch during the recede: the stretch holds where it is at `time`, and a pull adds to it.
    public mutating func catchRecede(at time: Double) {
        guard time.isFinite else { return }
        lastInput = Swift.max(lastInput, time)
        guard motion != nil else { return }
        let caught = value(at: time)
        motion = nil
        held = caught
        interrupted = caught
    }

    /// The finger lifts: a spring to 0 from the stretch at `time`, with the release's velocity
    /// (points per second along the axis, positive toward the trailing end) × 1/6000, capped at ±0.5.
    /// A spring already running goes on (Flutter's `scrollEnd` starts one only when none runs).
    public mutating func release(velocity: Double, at time: Double) {
        guard time.isFinite, motion == nil || time >= motionEnd else { return }
        let scaled = velocity.isFinite ? Swift.min(Swift.max(velocity * Self.flingVelocityFriction, -Self.maximumFlingVelocity),
                                                   Self.maximumFlingVelocity) : 0
        let from = value(at: time)
        guard from != 0 || scaled != 0 else { return }
        animate(from: from, velocity: scaled, at: time)
    }

    /// A fling reaches the edge at `time` with `velocity` (points per second, negative toward the leading
    /// edge): a spring from the stretch with the velocity × 1/3000, capped at ±1.25.
    public mutating func absorb(velocity: Double, at time: Double) {
        guard time.isFinite, velocity.isFinite, velocity != 0 else { return }
        let scaled = Swift.min(Swift.max(velocity * Self.absorbVelocityFriction, -Self.maximumAbsorbVelocity),
                               Self.maximumAbsorbVelocity)
        animate(from: value(at: time), velocity: scaled, at: time)
    }

    mutating func animate(from: Double, velocity: Double, at time: Double) {
        let solution = SpringSolution<Double>(spring: Self.spring, from: from, to: 0,
                                              initialVelocity: velocity * Self.timeCorrection)
        lastInput = Swift.max(lastInput, time)
        motion = solution
        motionStart = time
        motionScale = durationScale
        motionEnd = time + (motionScale == 1 ? solution.settlingTime(threshold: Self.settling)
                                             : motionScale * solution.settlingTime(threshold: Self.settling))
        held = from
        interrupted = 0
    }

    /// Back to rest, unstretched.
    public mutating func reset() {
        let scale = durationScale
        self = StretchOverscroll()
        durationScale = scale
    }
}
