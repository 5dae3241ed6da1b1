import Geometry

extension SpringAnimation where Value == Point {
    /// A spring moving a point, with its velocity as a `Vector` (points per second), the type every
    /// velocity of the library has (a pan's, a release's).
    ///
    /// ```swift
    /// import Dynamics
    ///
    /// let release = Vector(dx: 1400, dy: -600)              // from the pan, points per second
    /// var toss = SpringAnimation(spring: .snappy, value: Point(x: 200, y: 300),
    ///                            target: Point(x: 40, y: 100), velocity: release)
    /// toss.step(by: 1.0 / 120)
    /// print(toss.velocityVector)
    /// ```
    ///
    /// - Parameters:
    ///   - spring: The constants.
    ///   - value: Where the motion starts.
    ///   - target: Where the spring pulls.
    ///   - velocity: Points per second at the start.
    ///   - threshold: When the motion counts as settled.
    @inlinable
    public init(spring: Spring, value: Point, target: Point, velocity: Vector,
                threshold: SettlingThreshold = .relative()) {
        self.init(spring: spring, value: value, target: target, velocity: Point(x: velocity.dx, y: velocity.dy),
                  threshold: threshold)
    }

    /// The velocity as a `Vector`, points per second.
    @inlinable
    public var velocityVector: Vector { Vector(dx: velocity.x, dy: velocity.y) }
}
