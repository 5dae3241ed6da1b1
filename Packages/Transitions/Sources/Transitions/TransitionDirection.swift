/// The direction a pan moves to drive a transition forward (toward percentage 1), in screen
/// coordinates (y down), as `UISwipeGestureRecognizer.Direction` names them.
///
/// ```swift
/// import Transitions
///
/// let pop = try PercentSource.translation(.right, extent: 375)     // back swipe from the left edge
/// let dismiss = try PercentSource.translation(.down, extent: 667)  // pull down to dismiss
/// print(pop.percent(for: 75), dismiss.percent(for: 66.7))         // 0.2 0.1
/// ```
public enum TransitionDirection: String, Hashable, Sendable, CaseIterable {
    /// +x: a pop from the left edge.
    case right
    /// −x: a push from the right edge.
    case left
    /// +y: a pull down.
    case down
    /// −y: a pull up.
    case up

    /// True for `.right` and `.left`.
    @inlinable
    public var isHorizontal: Bool { self == .right || self == .left }

    /// +1 when the direction is toward larger coordinates, −1 otherwise.
    @inlinable
    public var sign: Double { self == .right || self == .down ? 1 : -1 }
}
