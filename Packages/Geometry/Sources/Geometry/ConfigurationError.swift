/// Why a configuration was rejected: which parameter, the value given, and what is allowed.
///
/// The one error every throwing initialiser and setter of the library throws (typed throws), from a
/// spring's mass to a recogniser's touch count or an interaction's container.
///
/// ```swift
/// import Geometry
///
/// do {
///     try ConfigurationError.validateContainer(Rect(x: 0, y: 0, width: 0, height: 667))
/// } catch {
///     print(error)   // "container.width = 0.0: must be positive and finite"
/// }
/// ```
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rejected parameter, as spelled in the initialiser (`mass`, `container.width`, `destinations[2]`).
    public let parameter: String
    /// The value given, as text (`"0.0"`, `"nan"`, `"(1.0, inf)"`); empty when there is none to show.
    public let value: String
    /// What the parameter must be, as a phrase starting with "must" (`must be positive and finite`).
    public let requirement: String

    /// An error with the value written as text.
    public init(parameter: String, value: String, requirement: String) {
        self.parameter = parameter
        self.value = value
        self.requirement = requirement
    }

    /// An error about a number.
    public init(parameter: String, value: Double, requirement: String) {
        self.init(parameter: parameter, value: "\(value)", requirement: requirement)
    }

    public var description: String {
        value.isEmpty ? "\(parameter): \(requirement)" : "\(parameter) = \(value): \(requirement)"
    }

    /// The common rules a number must follow.
    public enum Rule: Hashable, Sendable {
        /// Greater than zero and finite.
        case positive
        /// Zero or more, and finite.
        case nonNegative
        /// Not NaN or infinite.
        case finite
        /// Strictly between 0 and 1.
        case unitOpenInterval
        /// In 0...1.
        case unitClosedInterval
        /// In (-1, 1].
        case signedUnit

        /// The requirement as the error states it.
        public var requirement: String {
            switch self {
            case .positive: "must be positive and finite"
            case .nonNegative: "must be non-negative and finite"
            case .finite: "must be finite"
            case .unitOpenInterval: "must be in (0, 1)"
            case .unitClosedInterval: "must be in 0...1"
            case .signedUnit: "must be in (-1, 1]"
            }
        }

        /// True when `value` follows the rule (NaN never does).
        public func admits(_ value: Double) -> Bool {
            switch self {
            case .positive: value.isFinite && value > 0
            case .nonNegative: value.isFinite && value >= 0
            case .finite: value.isFinite
            case .unitOpenInterval: value > 0 && value < 1
            case .unitClosedInterval: value >= 0 && value <= 1
            case .signedUnit: value > -1 && value <= 1
            }
        }
    }

    /// Throws unless `value` follows `rule`.
    ///
    /// - Parameters:
    ///   - value: The value given.
    ///   - parameter: Its name, for the message.
    ///   - rule: What it must be.
    /// - Throws: ``ConfigurationError`` naming the parameter, the value and the rule.
    @inlinable
    public static func check(_ value: Double, _ parameter: String, _ rule: Rule) throws(ConfigurationError) {
        if !rule.admits(value) { throw ConfigurationError(parameter: parameter, value: value, requirement: rule.requirement) }
    }

    /// Throws unless `point` is finite on both axes.
    public static func checkFinite(_ point: Point, _ parameter: String) throws(ConfigurationError) {
        try check(point.x, parameter + ".x", .finite)
        try check(point.y, parameter + ".y", .finite)
    }

    /// Throws unless `size` is finite with a positive width and height.
    public static func checkPositive(_ size: Size, _ parameter: String) throws(ConfigurationError) {
        try check(size.width, parameter + ".width", .positive)
        try check(size.height, parameter + ".height", .positive)
    }

    /// The one check of a container rectangle, shared by every interaction that normalises positions
    /// or offsets in one: a finite origin and a positive, finite width and height, with room for
    /// what interactions build from it (a layer moved off by a whole width, a centre, a span).
    ///
    /// Any finite value is accepted for each field alone (1e200 included); the rectangle as a whole
    /// must keep two widths (heights) beyond its origin finite: |x| + 2·width and |y| + 2·height below
    /// `Double.greatestFiniteMagnitude`. Past that, a layer slid off the screen by one container's
    /// width would be infinite, so the caller's `container` is named here rather than an internal
    /// value later.
    ///
    /// - Parameters:
    ///   - container: The rectangle.
    ///   - parameter: Its name in the message; `container` by default.
    /// - Throws: ``ConfigurationError`` naming the first field at fault (`container.width`, ...).
    public static func validateContainer(_ container: Rect, parameter: String = "container") throws(ConfigurationError) {
        try checkFinite(container.origin, parameter)
        try checkPositive(container.size, parameter)
        guard (Swift.abs(container.origin.x) + 2 * container.width).isFinite,
              (Swift.abs(container.origin.y) + 2 * container.height).isFinite else {
            throw ConfigurationError(parameter: parameter, describing: container,
                                     requirement: "must keep |origin| + 2 × size finite on each axis")
        }
    }
}
