/// What a sheet is doing.
public enum SheetState: String, Hashable, Sendable {
    /// At rest on a detent.
    case resting
    /// Following a finger.
    case dragging
    /// Moving to a detent (or off the screen) after a release or `animate(to:)`.
    case settling
    /// Dismissed: at height 0, ignoring drags until `animate(to:)` presents it again.
    case dismissed
}
