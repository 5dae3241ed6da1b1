/// How a sheet chooses its detent on release, moves there, and resists a drag past its ends.
public enum SheetProfile: String, Hashable, Sendable, CaseIterable {
    /// UISheetPresentationController, as reconstructed (Apple documents none of it): the release is
    /// projected with UIScrollView's normal deceleration (WWDC 2018's `project`, 0.998 per ms) and the
    /// nearest detent to the projection is chosen; releases slower than 250 pt/s are not projected. The
    /// sheet springs there (SwiftUI's `.smooth`, critically damped, 0.5 s) from the release velocity;
    /// dragged above its largest detent (or below its smallest when it cannot be dismissed) it
    /// rubber-bands as UIScrollView does, against the container's height.
    case uikit
    /// Flutter's `DraggableScrollableSheet` with `snap: true`: a release no faster than 50 pt/s
    /// (`kMinFlingVelocity`) goes to the nearest snap size, a faster one to the next snap size in its
    /// direction; the sheet moves there in a straight line at `max(1600, |v|)` pt/s
    /// (`_SnappingSimulation`); it never goes past its smallest or largest size.
    case flutter
}

/// Which of a sheet and its list a drag moves first. SwiftUI's `PresentationContentInteraction`.
public enum SheetContentInteraction: String, Hashable, Sendable, CaseIterable {
    /// The drag resizes the sheet first: pushed up, the sheet reaches its largest detent before the list
    /// scrolls; pulled down, the list returns to its top, then the sheet shrinks (SwiftUI's default, and
    /// UIKit's `prefersScrollingExpandsWhenScrolledToEdge`).
    case resizes
    /// The list scrolls first both ways; the sheet resizes once the list is at an end.
    case scrolls

    var priority: NestedScrollPriority {
        self == .resizes ? .outerFirstTowardEnd : .innerFirst
    }
}
