/// What lifts an item.
public enum ReorderActivation: Hashable, Sendable {
    /// A long press anywhere on the item: the finger held `duration` seconds without moving more than
    /// `allowableMovement` points (UIKit's and SwiftUI's long press, 0.5 s and 10 points; Flutter's
    /// `ReorderableDelayedDragStartListener` waits `kLongPressTimeout`, 500 ms). A touch that moves further
    /// first scrolls the list instead.
    case longPress(duration: Double, allowableMovement: Double)
    /// A drag handle: a touch that lands in the trailing `width` points of an item lifts it at once
    /// (UIKit's reorder control, Flutter's `ReorderableDragStartListener`). Elsewhere a touch scrolls the list.
    case handle(width: Double)

    /// A long press of 0.5 s that may move 10 points: UIKit's, SwiftUI's and Flutter's.
    public static let standard = ReorderActivation.longPress(duration: 0.5, allowableMovement: 10)
}
