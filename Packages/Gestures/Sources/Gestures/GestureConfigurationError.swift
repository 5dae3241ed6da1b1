/// A recogniser's configuration that cannot work, with what is allowed.
///
/// ```swift
/// do { _ = try PanRecognizer(minimumDistance: -1) }
/// catch { print(error) }   // "minimumDistance = -1.0: must be finite and not negative"
/// ```
public struct GestureConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The parameter at fault, as named in the initialiser.
    public let parameter: String
    /// The value given.
    public let value: Double
    /// What is allowed.
    public let requirement: String

    /// An error.
    public init(parameter: String, value: Double, requirement: String) {
        self.parameter = parameter
        self.value = value
        self.requirement = requirement
    }

    public var description: String { "\(parameter) = \(value): \(requirement)" }

    static func check(_ value: Double, _ parameter: String, nonNegative: Bool = true, positive: Bool = false) throws(GestureConfigurationError) {
        if positive {
            guard value.isFinite, value > 0 else {
                throw GestureConfigurationError(parameter: parameter, value: value, requirement: "must be finite and positive")
            }
        } else if nonNegative {
            guard value.isFinite, value >= 0 else {
                throw GestureConfigurationError(parameter: parameter, value: value, requirement: "must be finite and not negative")
            }
        } else {
            guard value.isFinite else {
                throw GestureConfigurationError(parameter: parameter, value: value, requirement: "must be finite")
            }
        }
    }

    static func checkTouches(minimum: Int, maximum: Int, minimumName: String = "minimumTouches", maximumName: String = "maximumTouches") throws(GestureConfigurationError) {
        guard minimum >= 1, minimum <= _TouchSet.capacity else {
            throw GestureConfigurationError(parameter: minimumName, value: Double(minimum), requirement: "must be in 1...\(_TouchSet.capacity)")
        }
        guard maximum >= minimum, maximum <= _TouchSet.capacity else {
            throw GestureConfigurationError(parameter: maximumName, value: Double(maximum), requirement: "must be in \(minimum)...\(_TouchSet.capacity)")
        }
    }
}
