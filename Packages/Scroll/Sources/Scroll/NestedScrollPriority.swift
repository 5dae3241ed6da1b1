/// The two sides of a nested scroll.
public enum NestedScrollSide: Hashable, Sendable {
    /// The container: a sheet, a pager, an outer list.
    case outer
    /// The scrollable inside it: the list in the sheet, the page's list.
    case inner
}

/// Which side of a ``NestedScroll`` takes the finger's travel first, in each direction; the other takes
/// what is left once the first reaches its edge, within the same gesture.
///
/// ```swift
/// import Scroll
///
/// // A sheet: pushed up, the sheet grows to its largest detent before its list scrolls; pulled
/// // down, the list scrolls back to its top before the sheet shrinks.
/// let sheet = NestedScrollPriority.outerFirstTowardEnd
/// print(sheet.first(forTravel: -10), sheet.first(forTravel: 10))   // outer inner
/// ```
///
/// Directions are named after the inner content: *toward its end* is a finger moving up (or left),
/// so a list's offset grows; *toward its start* is a finger moving down (or right).
public struct NestedScrollPriority: Hashable, Sendable {
    /// Who goes first when the finger moves up (or left).
    public var towardEnd: NestedScrollSide
    /// Who goes first when the finger moves down (or right).
    public var towardStart: NestedScrollSide

    /// A priority for each direction.
    public init(towardEnd: NestedScrollSide, towardStart: NestedScrollSide) {
        self.towardEnd = towardEnd
        self.towardStart = towardStart
    }

    /// The inner scrolls first both ways, the outer takes the rest (a list in a pager, UIKit's
    /// nested scroll views, Compose's default; SwiftUI's `presentationContentInteraction(.scrolls)`).
    public static let innerFirst = NestedScrollPriority(towardEnd: .inner, towardStart: .inner)
    /// The outer takes the travel first both ways (a collapsing header that always moves first).
    public static let outerFirst = NestedScrollPriority(towardEnd: .outer, towardStart: .outer)
    /// A sheet with a list: pushed up, the outer first (the sheet reaches its largest detent, then the
    /// list scrolls); pulled down, the inner first (the list returns to its top, then the sheet
    /// shrinks). SwiftUI's `presentationContentInteraction(.resizes)`, UIKit's
    /// `prefersScrollingExpandsWhenScrolledToEdge`, Compose's bottom sheet connection.
    public static let outerFirstTowardEnd = NestedScrollPriority(towardEnd: .outer, towardStart: .inner)

    /// The side that goes first for a finger travel `delta` (negative: up or left).
    public func first(forTravel delta: Double) -> NestedScrollSide {
        delta < 0 ? towardEnd : towardStart
    }
}
