/// Why a spring, decay, tween or world parameter was rejected: names the parameter, its value and
/// what is allowed.
///
/// ```swift
/// do { _ = try Spring(mass: 0, stiffness: 100, damping: 10) }
/// catch { print(error) }   // "mass = 0.0 must be positive and finite"
/// ```
public struct ParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name of the rejected parameter, as written in the initialiser (`mass`, `stiffness`, `rate`...).
    public let parameter: String
    /// The value that was given.
    public let value: Double
    /// What the parameter must be, in words (`positive and finite`, `in (0, 1)`...).
    public let requirement: String

    public init(parameter: String, value: Double, requirement: String) {
        self.parameter = parameter
        self.value = value
        self.requirement = requirement
    }

    public var description: String { "\(parameter) = \(value) must be \(requirement)" }

    enum Rule {
        case positive, nonNegative, finite, unitOpenInterval, unitClosedInterval, signedUnit
    }

    static func check(_ value: Double, _ parameter: String, _ rule: Rule) throws(ParameterError) {
        let (ok, requirement): (Bool, String)
        switch rule {
        case .positive: (ok, requirement) = (value.isFinite && value > 0, "positive and finite")
        case .nonNegative: (ok, requirement) = (value.isFinite && value >= 0, "non-negative and finite")
        case .finite: (ok, requirement) = (value.isFinite, "finite")
        case .unitOpenInterval: (ok, requirement) = (value > 0 && value < 1, "in (0, 1)")
        case .unitClosedInterval: (ok, requirement) = (value >= 0 && value <= 1, "in 0...1")
        case .signedUnit: (ok, requirement) = (value > -1 && value <= 1, "in (-1, 1]")
        }
        if !ok { throw ParameterError(parameter: parameter, value: value, requirement: requirement) }
    }
}
