/// The user's motion settings, which every interaction reads: Reduce Motion, Prefer Cross-Fade
/// Transitions (iOS), and Android's animator duration scale.
///
/// A host reads them from the platform once (and again when they change) and sets them on each
/// interaction (`Interaction.motionPreferences`); a motion already running keeps the preferences it
/// started with, the next one reads the new ones.
///
/// ```swift
/// import Geometry
///
/// let slow = try MotionPreferences(durationScale: 2)
/// print(slow.motionTime(since: 1.0, at: 1.5))    // 0.25: half speed
/// let none = try MotionPreferences(durationScale: 0)
/// print(none.endsMotionsAtOnce)                  // true: released motions rest at once
/// ```
///
/// What each interaction does with them is in its guide. The rules every one keeps:
/// - Direct manipulation still follows the finger exactly; only the motions after an input change.
/// - ``durationScale`` (Android's `Settings.Global.ANIMATOR_DURATION_SCALE`): a released motion shows at
///   time t what it shows at t / scale with 1, so 2 runs it at half speed; 0 puts it at its rest on the
///   frame of the input that started it (Flutter's `MediaQueryData.disableAnimations`).
/// - ``reduceMotion`` (iOS's `UIAccessibility.isReduceMotionEnabled`, SwiftUI's
///   `accessibilityReduceMotion`, Flutter's `MediaQueryData.reduceMotion`): releases settle without
///   bounce, and decorative motion (parallax, stretch) turns off.
/// - ``prefersCrossFadeTransitions`` (iOS's `UIAccessibility.prefersCrossFadeTransitions`): spatial
///   transitions become fades where the platform does that.
/// - The end state (state and place) is the same with motion on and off, and every gesture ends once.
@frozen
public struct MotionPreferences: Hashable, Sendable {
    /// Android's animator duration scale: 1 normal, 2 half speed, 0 no animation; 0 ... ``maximumDurationScale``.
    public let durationScale: Double
    /// Reduce Motion: settle without bounce; no parallax, no stretch.
    public var reduceMotion: Bool
    /// Prefer Cross-Fade Transitions: spatial transitions fade instead where the platform does.
    public var prefersCrossFadeTransitions: Bool

    /// Every motion as designed.
    public static let standard = MotionPreferences(checkedScale: 1, reduceMotion: false, prefersCrossFadeTransitions: false)

    /// The largest duration scale (Android's settings offer up to 10).
    public static let maximumDurationScale = 100.0

    /// Preferences as a host reads them from the platform.
    ///
    /// - Parameters:
    ///   - durationScale: 0 ... 100 (Android offers 0, 0.5, 1, 1.5, 2, 5 and 10).
    ///   - reduceMotion: Reduce Motion.
    ///   - prefersCrossFadeTransitions: Prefer Cross-Fade Transitions.
    /// - Throws: `ConfigurationError` naming `durationScale` when it is negative, NaN or above 100.
    public init(durationScale: Double = 1, reduceMotion: Bool = false, prefersCrossFadeTransitions: Bool = false) throws(ConfigurationError) {
        guard durationScale >= 0, durationScale <= Self.maximumDurationScale else {
            throw ConfigurationError(parameter: "durationScale", value: durationScale,
                                     requirement: "must be in 0...\(Int(Self.maximumDurationScale))")
        }
        self.init(checkedScale: durationScale, reduceMotion: reduceMotion, prefersCrossFadeTransitions: prefersCrossFadeTransitions)
    }

    @usableFromInline
    init(checkedScale: Double, reduceMotion: Bool, prefersCrossFadeTransitions: Bool) {
        durationScale = checkedScale
        self.reduceMotion = reduceMotion
        self.prefersCrossFadeTransitions = prefersCrossFadeTransitions
    }

    /// True when released motions rest at once (a duration scale of 0).
    @inlinable public var endsMotionsAtOnce: Bool { durationScale == 0 }

    /// The time a motion started at `start` shows at host time `time`: (time − start) / ``durationScale``.
    /// With a scale of 0 it is infinite (the motion is over): check ``endsMotionsAtOnce`` first.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func motionTime(since start: Double, at time: Double) -> Double {
        scaled(time - start)
    }

    /// A duration of motion shown over `elapsed` seconds of host time: `elapsed / durationScale`.
    @inlinable
    public func scaled(_ elapsed: Double) -> Double {
        durationScale == 1 ? elapsed : (durationScale == 0 ? .infinity : elapsed / durationScale)
    }

    /// The host time a motion needs to play `duration` seconds of itself: `duration × durationScale`, so an
    /// event solved in the motion's own time (a spring's arrival) is stamped in the host's.
    @inlinable
    public func hostDuration(_ duration: Double) -> Double {
        durationScale == 1 ? duration : duration * durationScale
    }
}
