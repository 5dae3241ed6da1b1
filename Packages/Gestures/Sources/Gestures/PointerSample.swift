import Geometry

/// One timestamped observation of one pointer: the input every recogniser and velocity tracker reads.
///
/// ```swift
/// import Gestures
///
/// let down = PointerSample(pointer: 0, location: Point(x: 180, y: 500), phase: .began, time: 0)
/// let move = PointerSample(pointer: 0, x: 180, y: 480, phase: .moved, time: 0.008)
/// print(move.location - down.location)               // (0.0, -20.0)
/// ```
///
/// Time is in seconds from any origin; locations are in points.
@frozen
public struct PointerSample: Hashable, Sendable, CustomStringConvertible {
    /// The pointer's identifier, stable from `began` to `ended` or `cancelled`.
    public var pointer: Int
    /// Where the pointer is, in points.
    public var location: Point
    /// What the pointer did.
    public var phase: PointerPhase
    /// When, in seconds.
    public var time: Double

    /// A sample.
    ///
    /// - Parameters:
    ///   - pointer: The pointer's identifier.
    ///   - location: Its location in points.
    ///   - phase: What it did.
    ///   - time: When, in seconds.
    @inlinable
    public init(pointer: Int, location: Point, phase: PointerPhase, time: Double) {
        self.pointer = pointer
        self.location = location
        self.phase = phase
        self.time = time
    }

    /// A sample from coordinates.
    @inlinable
    public init(pointer: Int, x: Double, y: Double, phase: PointerPhase, time: Double) {
        self.init(pointer: pointer, location: Point(x: x, y: y), phase: phase, time: time)
    }

    /// The location's x coordinate, points (`location.x`), as the sample was built from.
    ///
    /// ```swift
    /// import Gestures
    ///
    /// var sample = PointerSample(pointer: 0, x: 180, y: 480, phase: .moved, time: 0.008)
    /// sample.y += 20
    /// print(sample.x, sample.y)   // 180.0 500.0
    /// ```
    public var x: Double {
        get { location.x }
        set { location.x = newValue }
    }

    /// The location's y coordinate, points (`location.y`).
    public var y: Double {
        get { location.y }
        set { location.y = newValue }
    }

    /// True when the time and both coordinates are finite.
    @inlinable
    public var isFinite: Bool { time.isFinite && location.isFinite }

    /// The largest coordinate magnitude, in points, the recognisers work with: 1e150.
    ///
    /// Far beyond any screen, and small enough that every length, translation, centroid and squared
    /// distance built from such coordinates (ten touches summed, differences squared) stays finite.
    /// Recognisers clamp a finite sample's coordinates to ±`coordinateLimit` (see
    /// ``clampedToCoordinateLimit``) instead of ignoring it, so a touch that lands or lifts at 1e308
    /// still begins and ends its gesture, and nothing they report is infinite.
    public static let coordinateLimit = 1e150

    /// The sample with each coordinate clamped to ±``coordinateLimit`` (NaN stays NaN; the pointer,
    /// phase and time are unchanged): what every recogniser reads.
    ///
    /// ```swift
    /// print(PointerSample(pointer: 0, x: 1e308, y: 20, phase: .began, time: 0).clampedToCoordinateLimit.location)   // (1e+150, 20.0)
    /// ```
    /// - Complexity: O(1).
    @inlinable
    public var clampedToCoordinateLimit: PointerSample {
        let limit = Self.coordinateLimit
        guard Swift.abs(location.x) > limit || Swift.abs(location.y) > limit else { return self }
        var clamped = self
        clamped.location = Point(x: Swift.min(Swift.max(location.x, -limit), limit),
                                 y: Swift.min(Swift.max(location.y, -limit), limit))
        return clamped
    }

    public var description: String { "pointer \(pointer) \(phase) at \(location), t=\(time)" }
}
