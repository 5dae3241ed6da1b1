/// A tossable or flick-to-dismiss configuration that cannot work, with what is allowed.
///
/// ```swift
/// do { _ = try TossBehavior(layer: layer, destinations: []) }
/// catch { print(error) }   // "destinations: must not be empty"
/// ```
public struct TossConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The parameter at fault, as named in the initialiser.
    public let parameter: String
    /// What is wrong and what is allowed.
    public let requirement: String

    /// An error.
    public init(parameter: String, requirement: String) {
        self.parameter = parameter
        self.requirement = requirement
    }

    public var description: String { "\(parameter): \(requirement)" }

    static func finite(_ value: Double, _ parameter: String) throws(TossConfigurationError) {
        guard value.isFinite else {
            throw TossConfigurationError(parameter: parameter, requirement: "must be finite, got \(value)")
        }
    }

    static func positive(_ value: Double, _ parameter: String) throws(TossConfigurationError) {
        guard value.isFinite, value > 0 else {
            throw TossConfigurationError(parameter: parameter, requirement: "must be positive and finite, got \(value)")
        }
    }

    static func nonNegative(_ value: Double, _ parameter: String) throws(TossConfigurationError) {
        guard value.isFinite, value >= 0 else {
            throw TossConfigurationError(parameter: parameter, requirement: "must be finite and not negative, got \(value)")
        }
    }
}
