/// The axis an ``AnchoredDraggable`` follows: Compose's `Orientation`.
///
/// ```swift
/// import Anchored
///
/// print(Orientation.vertical)   // vertical
/// ```
public enum Orientation: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The drag follows the finger's x (a drawer, a switch, a swiped row).
    case horizontal
    /// The drag follows the finger's y (a bottom sheet).
    case vertical

    public var description: String { rawValue }
}
