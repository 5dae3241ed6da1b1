import Gestures

/// A busy main thread, simulated: each input reaches the host a seeded amount of time after its own
/// timestamp, up to a maximum, never before an input received earlier (inputs are never reordered).
///
/// ```swift
/// import Host
///
/// let busy = try LateDelivery(maximumDelay: 0.4, seed: 7)
/// let times = busy.deliveryTimes(of: [0, 0.008, 0.016])
/// print(times.count, zip(times, [0, 0.008, 0.016]).allSatisfy { $0 >= $1 && $0 <= $1 + 0.4 })   // 3 true
/// ```
public struct LateDelivery: Hashable, Sendable {
    /// The longest delay, seconds.
    public let maximumDelay: Double
    /// The seed of the delays.
    public let seed: UInt64

    /// The largest ``maximumDelay``: 10 s, the most a ``LiveLoop`` keeps.
    public static var maximumDelayLimit: Double { 10 }

    /// A late host.
    ///
    /// - Parameters:
    ///   - maximumDelay: Seconds, finite, in 0...10.
    ///   - seed: The seed of the delays (0 by default).
    /// - Throws: `ConfigurationError` naming `maximumDelay`.
    public init(maximumDelay: Double, seed: UInt64 = 0) throws(ConfigurationError) {
        guard maximumDelay.isFinite, maximumDelay >= 0, maximumDelay <= Self.maximumDelayLimit else {
            throw ConfigurationError(parameter: "maximumDelay", describing: maximumDelay, requirement: "must be in 0...10")
        }
        self.maximumDelay = maximumDelay
        self.seed = seed
    }

    /// The delay of input `index`: a seeded uniform amount in 0...``maximumDelay``.
    ///
    /// - Complexity: O(1).
    public func delay(ofInput index: Int) -> Double {
        // A stream of its own: the frames' jitter uses the seed as it is.
        (TraceReplay.jitter(seed: seed ^ 0x6C61_7465, index: index) + 1) / 2 * maximumDelay
    }

    /// When each input, stamped `times` (in the order received), reaches the host: its time plus its delay,
    /// and never before the previous one's (an input whose time is not finite arrives with the previous).
    ///
    /// - Complexity: O(n).
    public func deliveryTimes(of times: [Double]) -> [Double] {
        var result: [Double] = []
        result.reserveCapacity(times.count)
        var previous = -Double.infinity
        for (index, time) in times.enumerated() {
            let arrival = time + delay(ofInput: index)
            previous = arrival.isFinite ? Swift.max(arrival, previous) : previous
            result.append(previous)
        }
        return result
    }
}
