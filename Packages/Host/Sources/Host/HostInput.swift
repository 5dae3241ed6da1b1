import Gestures

/// One input a host delivers to a ``LiveLoop``: a pointer sample (a touch, a mouse, a pen; coalesced
/// samples are delivered one by one), a reading of a recogniser the host runs itself, or a wheel or
/// trackpad event.
///
/// ```swift
/// import Host
///
/// let touch = HostInput.pointer(PointerSample(pointer: 0, x: 10, y: 20, phase: .began, time: 1.25))
/// let drag = HostInput.reading(GestureReading(state: .changed, location: Point(x: 10, y: 30),
///                                             translation: Vector(dx: 0, dy: 10), velocity: .zero,
///                                             numberOfTouches: 1, time: 1.3))
/// print(touch.time, drag.time)   // 1.25 1.3
/// ```
@frozen
public enum HostInput: Hashable, Sendable {
    /// A pointer sample, for the interaction's `handle(_:)`.
    case pointer(PointerSample)
    /// A host recogniser's reading, for the interaction's `update(with:)`.
    case reading(GestureReading)
    /// A wheel or trackpad event, for the interaction's `handleWheel(_:)`.
    case wheel(WheelSample)

    /// The input's own timestamp, seconds on the frames' clock.
    @inlinable
    public var time: Double {
        switch self {
        case .pointer(let sample): sample.time
        case .reading(let reading): reading.time
        case .wheel(let wheel): wheel.time
        }
    }

    /// Gives the input to `interaction`.
    @inlinable
    func apply<Content: Interaction>(to interaction: inout Content) {
        switch self {
        case .pointer(let sample): interaction.handle(sample)
        case .reading(let reading): interaction.update(with: reading)
        case .wheel(let wheel): interaction.handleWheel(wheel)
        }
    }
}
