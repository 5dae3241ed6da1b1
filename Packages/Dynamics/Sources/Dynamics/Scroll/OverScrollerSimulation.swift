import Geometry

/// Android's `OverScroller.fling` (its `SplineOverScroller`), which Compose's `splineBasedDecay` follows
/// too: the fling Android lists stop with. It travels as far as ``ClampingScrollSimulation`` (Flutter's
/// port) but lasts 1/(D·0.35) ≈ 1.21 times as long, on Android's spline rather than Flutter's power curve.
///
/// ```swift
/// let fling = try OverScrollerSimulation(position: 0, velocity: 8000)
/// print(fling.duration)   // 2.566: seconds (Flutter's clamping fling lasts 2.118 s)
/// print(fling.distance)   // 7186.0: pixels, whole as Android keeps them
/// ```
///
/// With D = ln 0.78 / ln 0.9 and l = ln(0.35·|v| / (friction · 9.80665 · 39.37 · 160 · 0.84)), the
/// duration is ⌊1000·e^(l/(D − 1))⌋ ms and the distance ⌊friction · physicalCoefficient · e^(D·l/(D − 1))⌋
/// px (Android truncates both to integers). The position follows Android's 100-sample spline table
/// (built in `Float` by bisection, as Android builds it) linearly interpolated; the velocity is that
/// segment's slope. Android also rounds each frame's position to a whole pixel; this does not.
///
/// At the extents, as `OverScroller.fling(start, v, min, max)` clamps: a fling whose end lies beyond an
/// extent ends there, at the time the spline's time table gives for that fraction of the distance
/// (`adjustDuration`), having followed the unclamped spline until then. A release beyond an extent
/// springs back as `OverScroller.springBack` does: a cubic ease 3s² − 2s³ over √(2·|Δ|/2000) s.
public struct OverScrollerSimulation: _StateScrollSimulation {
    /// Android's `DECELERATION_RATE`, computed as Android stores it (a `Float`).
    public static let decelerationRate = Double(Float(Double.log(0.78) / Double.log(0.9)))
    /// The largest release speed the simulation takes, pixels per second (100 000); a faster one is
    /// limited to it, so every fling ends within a minute and stays within the doubles.
    public static let maximumVelocity = 100_000.0
    /// Android's physical coefficient at 160 pixels per inch (density 1), pixels per second².
    public static let physicalCoefficient = 9.80665 * 39.37 * 160.0 * 0.84
    /// Android's `SPLINE_POSITION` and `SPLINE_TIME` (101 entries each).
    @usableFromInline static let splineTables: (position: [Double], time: [Double]) = {
        let samples = 100
        let inflexion: Float = 0.35, startTension: Float = 0.5, endTension: Float = 1
        let p1 = startTension * inflexion, p2 = 1 - endTension * (1 - inflexion)
        var position = [Double](repeating: 1, count: samples + 1), time = [Double](repeating: 1, count: samples + 1)
        var xMin: Float = 0, yMin: Float = 0
        for i in 0..<samples {
            let alpha = Float(i) / Float(samples)
            var xMax: Float = 1, x: Float = 0, coefficient: Float = 0
            while true {
                x = xMin + (xMax - xMin) / 2
                coefficient = 3 * x * (1 - x)
                let tx = coefficient * ((1 - x) * p1 + x * p2) + x * x * x
                if Swift.abs(tx - alpha) < 1e-5 { break }
                if tx > alpha { xMax = x } else { xMin = x }
            }
            position[i] = Double(coefficient * ((1 - x) * startTension + x) + x * x * x)
            var yMax: Float = 1, y: Float = 0
            while true {
                y = yMin + (yMax - yMin) / 2
                coefficient = 3 * y * (1 - y)
                let dy = coefficient * ((1 - y) * startTension + y) + y * y * y
                if Swift.abs(dy - alpha) < 1e-5 { break }
                if dy > alpha { yMax = y } else { yMin = y }
            }
            time[i] = Double(coefficient * ((1 - y) * p1 + y * p2) + y * y * y)
        }
        return (position, time)
    }()

    /// Where the fling starts.
    public let start: Double
    /// The release velocity, pixels per second.
    public let initialVelocity: Double
    /// The spline's own duration, seconds (whole milliseconds).
    public let duration: Double
    /// The spline's own distance, signed, whole pixels.
    public let distance: Double
    public let restPosition: Double
    public let restTime: Double
    /// The spring back's distance (restPosition − start) when released beyond an extent, else nil.
    @usableFromInline let springBack: Double?

    /// A fling released at `position` with `velocity`.
    ///
    /// - Parameters:
    ///   - position: Pixels; finite.
    ///   - velocity: Pixels per second; finite.
    ///   - friction: Positive and finite; `ViewConfiguration.getScrollFriction()` (0.015) by default.
    ///   - leadingExtent: The smallest in-range position (`-.infinity`, the default, for none).
    ///   - trailingExtent: The largest, not below `leadingExtent` (`.infinity`, the default, for none).
    /// - Throws: `ConfigurationError` naming the parameter at fault.
    public init(position: Double, velocity: Double, friction: Double = 0.015,
                leadingExtent: Double = -.infinity, trailingExtent: Double = .infinity) throws(ConfigurationError) {
        try ConfigurationError.check(position, "position", .finite)
        try ConfigurationError.check(velocity, "velocity", .finite)
        try ConfigurationError.check(friction, "friction", .positive)
        try UIKitScrollSimulation.checkExtents(leadingExtent, trailingExtent)
        start = position
        // A documented clamp: Android's views limit flings to 8 000 dp/s before they reach OverScroller;
        // beyond 100 000 the spline's duration and distance would run to years and leave the doubles.
        let speed = Swift.min(Swift.abs(velocity), Self.maximumVelocity)
        initialVelocity = velocity < 0 ? -speed : speed
        let d = Self.decelerationRate
        let l = Double.log(0.35 * speed / (friction * Self.physicalCoefficient))
        // A zero velocity gives l = −∞ and no fling; a huge one saturates rather than overflowing.
        let milliseconds = Swift.min((1000 * Double.exp(l / (d - 1))).rounded(.towardZero), 9.0e15)
        let pixels = Swift.min((friction * Self.physicalCoefficient * Double.exp(d / (d - 1) * l)).rounded(.towardZero), 9.0e15)
        duration = milliseconds / 1000
        distance = velocity < 0 ? -pixels : pixels
        if position < leadingExtent || position > trailingExtent {
            let extent = position < leadingExtent ? leadingExtent : trailingExtent
            let delta = Swift.abs(extent - position)
            springBack = extent - position
            restTime = (1000 * (2 * delta / 2000).squareRoot()).rounded(.towardZero) / 1000
            restPosition = extent
            return
        }
        springBack = nil
        let final = position + distance
        guard final < leadingExtent || final > trailingExtent, distance != 0 else {
            restTime = distance == 0 ? 0 : duration
            restPosition = distance == 0 ? position : final
            return
        }
        // adjustDuration: the time coefficient for the fraction of the distance actually covered.
        let extent = final > trailingExtent ? trailingExtent : leadingExtent
        let fraction = Swift.abs((extent - position) / distance)
        let tables = Self.splineTables
        let index = Int(100 * fraction)
        var timeCoefficient = 1.0
        if index < 100 {
            let low = Double(index) / 100, high = Double(index + 1) / 100
            timeCoefficient = tables.time[index] + (fraction - low) / (high - low) * (tables.time[index + 1] - tables.time[index])
        }
        restTime = (milliseconds * timeCoefficient).rounded(.towardZero) / 1000
        restPosition = extent
    }

    /// Position and velocity at `time`.
    ///
    /// - Complexity: O(1): a table lookup, no allocation.
    @inlinable
    public func state(at time: Double) -> (position: Double, velocity: Double) {
        let t = scrollTime(time)
        if t >= restTime { return (restPosition, 0) }
        if let springBack {
            let s = t / restTime
            return (start + springBack * (3 - 2 * s) * s * s, springBack * 6 * (1 - s) * s / restTime)
        }
        let progress = t / duration
        let index = Int(100 * progress)
        guard index < 100 else { return (start + distance, 0) }
        let tables = Self.splineTables
        let low = Double(index) / 100, high = Double(index + 1) / 100
        let slope = (tables.position[index + 1] - tables.position[index]) / (high - low)
        return (start + distance * (tables.position[index] + (progress - low) * slope), slope * distance / duration)
    }
}
