import Foundation

/// How many seeds a property test runs: `MOTION_PROPERTY_SEEDS` when set (for example 100000 for a
/// long local run), otherwise the test's small default, so `swift test` stays fast.
///
/// ```sh
/// MOTION_PROPERTY_SEEDS=100000 swift test --skip-build --filter ExtremeValue
/// ```
public enum PropertySeeds {
    /// The environment variable that selects the count.
    public static let variable = "MOTION_PROPERTY_SEEDS"

    /// The number of seeds to run: the variable's value when it is a positive integer, else `fallback`.
    public static func count(default fallback: UInt64) -> UInt64 {
        guard let text = ProcessInfo.processInfo.environment[variable], let value = UInt64(text), value > 0 else {
            return fallback
        }
        return value
    }
}
