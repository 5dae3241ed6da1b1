import Gestures

/// One input a host delivers to a ``LiveLoop``: a pointer sample (a touch, a mouse, a pen; coalesced
/// samples are delivered one by one), a reading of a recogniser the host runs itself, or a wheel or
/// trackpad event (for the interaction's `handleWheel(_:)`, or the loop's own wheel handler:
/// ``LiveLoop/init(_:maximumLateness:handleWheel:)``).
///
/// ```swift
/// import Host
///
/// let touch = HostInput.pointer(PointerSample(pointer: 0, x: 10, y: 20, phase: .began, time: 1.25))
/// let drag = HostInput.reading(GestureReading(state: .changed, location: Point(x: 10, y: 30),
///                                             translation: Vector(dx: 0, dy: 10), velocity: .zero,
///                                             numberOfTouches: 1, time: 1.3))
/// let notch = HostInput.wheel(WheelSample(delta: Vector(dx: 0, dy: -100), time: 1.4))
/// print(touch.time, drag.time, notch.time)   // 1.25 1.3 1.4
/// ```
@frozen
public enum HostInput: Hashable, Sendable {
    /// A pointer sample, for the interaction's `handle(_:)`.
    case pointer(PointerSample)
    /// A host recogniser's reading, for the interaction's `update(with:)`.
    case reading(GestureReading)
    /// A wheel or trackpad event, for the loop's wheel handler if it has one, else the interaction's
    /// `handleWheel(_:)`.
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

    /// Gives the input to `interaction`: a wheel event to `handleWheel` (none: it changes nothing).
    @inlinable
    func apply<Content: Interaction>(to interaction: inout Content,
                                     handleWheel: (@Sendable (_ interaction: inout Content, _ event: WheelSample) -> Void)?) {
        switch self {
        case .pointer(let sample): interaction.handle(sample)
        case .reading(let reading): interaction.update(with: reading)
        case .wheel(let wheel):
            if let handleWheel { handleWheel(&interaction, wheel) } else { interaction.handleWheel(wheel) }
        }
    }
}
