/// Material 3's easing tokens (Compose Material 3 `MotionTokens.Easing*CubicBezier`, Flutter `Easing`,
/// Android `@interpolator/m3_sys_motion_easing_*`). All are ``TimingCurve``s except ``emphasized``,
/// a ``ThreePointCubic``.
///
/// ```swift
/// print(MaterialEasing.standard.value(at: 0.5))     // 0.8778...: the M3 standard curve (0.2, 0, 0, 1)
/// print(MaterialEasing.emphasized.value(at: 0.5))   // 0.9506...: the two-segment emphasized curve
/// ```
public enum MaterialEasing {
    /// Emphasized: Flutter's `Easing.emphasized`, ``ThreePointCubic/emphasized``. (Compose, which has no
    /// two-segment curve, uses ``standard``'s (0.2, 0, 0, 1) for its `EasingEmphasizedCubicBezier`.)
    public static let emphasized = ThreePointCubic.emphasized
    /// Emphasized decelerate (0.05, 0.7, 0.1, 1): things entering the screen.
    public static let emphasizedDecelerate = TimingCurve(unchecked: 0.05, 0.7, 0.1, 1)
    /// Emphasized accelerate (0.3, 0, 0.8, 0.15): things leaving the screen.
    public static let emphasizedAccelerate = TimingCurve(unchecked: 0.3, 0, 0.8, 0.15)
    /// Standard (0.2, 0, 0, 1): utility motion that begins and ends on screen.
    public static let standard = TimingCurve(unchecked: 0.2, 0, 0, 1)
    /// Standard decelerate (0, 0, 0, 1).
    public static let standardDecelerate = TimingCurve(unchecked: 0, 0, 0, 1)
    /// Standard accelerate (0.3, 0, 1, 1).
    public static let standardAccelerate = TimingCurve(unchecked: 0.3, 0, 1, 1)
    /// Legacy (Material 2's "fast out, slow in") (0.4, 0, 0.2, 1).
    public static let legacy = TimingCurve(unchecked: 0.4, 0, 0.2, 1)
    /// Legacy decelerate ("linear out, slow in") (0, 0, 0.2, 1).
    public static let legacyDecelerate = TimingCurve(unchecked: 0, 0, 0.2, 1)
    /// Legacy accelerate ("fast out, linear in") (0.4, 0, 1, 1).
    public static let legacyAccelerate = TimingCurve(unchecked: 0.4, 0, 1, 1)
    /// Linear (0, 0, 1, 1).
    public static let linear = TimingCurve.linear
}
