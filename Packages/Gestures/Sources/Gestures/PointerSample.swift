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

    /// True when the time and both coordinates are finite.
    @inlinable
    public var isFinite: Bool { time.isFinite && location.isFinite }

    public var description: String { "pointer \(pointer) \(phase) at \(location), t=\(time)" }
}
