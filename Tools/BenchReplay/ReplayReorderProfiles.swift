/// `--auto-scroll`: how a reorderable list scrolls while an item is dragged past its edge.
package enum ReplayAutoScroll: String, CaseIterable, Sendable {
    case standard, flutter, none
}

/// `--lift`: how a reorderable list lifts the dragged item.
package enum ReplayLift: String, CaseIterable, Sendable {
    case standard, flutter
}
