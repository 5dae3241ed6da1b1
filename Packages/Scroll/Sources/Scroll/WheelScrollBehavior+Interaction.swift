import Gestures

extension WheelScrollBehavior {
    /// A wheel or trackpad event from a host that drives any `Interaction` (a `LiveLoop`): the same as
    /// ``handle(_:)-(WheelSample)``.
    public mutating func handleWheel(_ wheel: WheelSample) {
        handle(wheel)
    }
}
