import Geometry

/// The domain of a ``DynamicsWorld`` (see `DynamicsWorld.domainLimit`): the checks its initialisers and
/// `validate()` methods throw from, and the clamps its run-time setters apply instead.
///
/// With L = 1e15: signed quantities (coordinates, offsets, velocities, angles, magnitudes, direction
/// components) lie in −L...L; positive ones (sizes, densities, the time step) in 1/L...L; non-negative
/// ones (resistances, damping ratios, lengths) in 0...L; frequencies are 0 (rigid) or in 1/L...L.
/// Every product the solver forms from such numbers (mass·ω², inverse inertia·offset², position
/// error·bias factor) stays below 1e150, far from overflow, and none underflows to a zero it divides by.
enum _WorldDomain {
    static let limit = 1e15
    static let smallest = 1 / limit

    static func checkSigned(_ value: Double, _ parameter: String) throws(ConfigurationError) {
        guard value.isFinite, Swift.abs(value) <= limit else {
            throw ConfigurationError(parameter: parameter, value: value, requirement: "must be finite and within ±1e15")
        }
    }

    static func checkSigned(_ vector: Vector, _ parameter: String) throws(ConfigurationError) {
        try checkSigned(vector.dx, parameter + ".dx")
        try checkSigned(vector.dy, parameter + ".dy")
    }

    static func checkSigned(_ point: Point, _ parameter: String) throws(ConfigurationError) {
        try checkSigned(point.x, parameter + ".x")
        try checkSigned(point.y, parameter + ".y")
    }

    static func checkPositive(_ value: Double, _ parameter: String) throws(ConfigurationError) {
        guard value >= smallest, value <= limit else {
            throw ConfigurationError(parameter: parameter, value: value, requirement: "must be in 1e-15...1e15")
        }
    }

    static func checkNonNegative(_ value: Double, _ parameter: String) throws(ConfigurationError) {
        guard value >= 0, value <= limit else {
            throw ConfigurationError(parameter: parameter, value: value, requirement: "must be in 0...1e15")
        }
    }

    static func checkFrequency(_ value: Double, _ parameter: String) throws(ConfigurationError) {
        guard value == 0 || (value >= smallest && value <= limit) else {
            throw ConfigurationError(parameter: parameter, value: value, requirement: "must be 0 (rigid) or in 1e-15...1e15")
        }
    }

    /// −L...L; NaN becomes `fallback`.
    static func signed(_ value: Double, fallback: Double = 0) -> Double {
        value.isNaN ? fallback : Swift.min(Swift.max(value, -limit), limit)
    }

    static func signed(_ vector: Vector) -> Vector { Vector(dx: signed(vector.dx), dy: signed(vector.dy)) }

    static func signed(_ point: Point) -> Point { Point(x: signed(point.x), y: signed(point.y)) }

    /// 1/L...L; NaN becomes `fallback`.
    static func positive(_ value: Double, fallback: Double) -> Double {
        value.isNaN ? fallback : Swift.min(Swift.max(value, smallest), limit)
    }

    /// 0...L; NaN becomes `fallback`.
    static func nonNegative(_ value: Double, fallback: Double = 0) -> Double {
        value.isNaN ? fallback : Swift.min(Swift.max(value, 0), limit)
    }

    /// 0, or 1/L...L; NaN and non-positive values become 0 (rigid), tiny ones 1/L.
    static func frequency(_ value: Double) -> Double {
        guard value > 0 else { return 0 }
        return Swift.min(Swift.max(value, smallest), limit)
    }
}
