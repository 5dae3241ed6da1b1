import Scroll

/// What a picker wheel shows at one frame.
///
/// ```swift
/// import PickerWheel
///
/// var wheel = try PickerWheel(itemCount: 24, itemExtent: 32, selectedItem: 7)
/// let frame = wheel.tick(at: 0)
/// print(frame.offset, frame.selectedItem)   // 224.0 7
/// ```
public struct PickerWheelFrame: Hashable, Sendable {
    /// The scroll offset, points: item `i` is centred at `i × itemExtent`.
    public var offset: Double
    /// The offset's velocity, points per second.
    public var velocity: Double
    /// Idle, dragging or decelerating (coasting, landing or bouncing back).
    public var state: ScrollState
    /// The item nearest the centre: `round(offset / itemExtent)` within the items (Flutter's
    /// `FixedExtentScrollController.selectedItem`). At rest the offset is exactly `selectedItem × itemExtent`.
    public var selectedItem: Int

    public init(offset: Double, velocity: Double, state: ScrollState, selectedItem: Int) {
        self.offset = offset
        self.velocity = velocity
        self.state = state
        self.selectedItem = selectedItem
    }
}
