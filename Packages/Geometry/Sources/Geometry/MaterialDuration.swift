/// Material 3's duration tokens in seconds (Compose Material 3 `MotionTokens.Duration*`, Flutter
/// `Durations`, Android `?attr/motionDuration*`): four steps of 50 ms from short1 to long4 (50 to
/// 600 ms), then extraLong1...4 at 700 to 1000 ms.
///
/// ```swift
/// print(MaterialDuration.medium2)   // 0.3: seconds
/// ```
public enum MaterialDuration {
    public static let short1 = 0.05
    public static let short2 = 0.1
    public static let short3 = 0.15
    public static let short4 = 0.2
    public static let medium1 = 0.25
    public static let medium2 = 0.3
    public static let medium3 = 0.35
    public static let medium4 = 0.4
    public static let long1 = 0.45
    public static let long2 = 0.5
    public static let long3 = 0.55
    public static let long4 = 0.6
    public static let extraLong1 = 0.7
    public static let extraLong2 = 0.8
    public static let extraLong3 = 0.9
    public static let extraLong4 = 1.0
}
