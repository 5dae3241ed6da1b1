import Anchored
import Geometry
import Gestures
import Host
import RelativePosition
import Scroll
import Sheet
import SwipeActions
import Tossable
import Transitions

/// The interactions the host layer's suites drive (restore, late delivery), built once here so that
/// each suite differs only in what it checks.
enum InteractionFixtures {
    static let container = Rect(x: 0, y: 0, width: 375, height: 667)

    static func swipeList() throws -> SwipeList {
        try SwipeList(rowCount: 40, rowHeight: 80, viewport: container.size,
                      leading: SwipeActionsConfiguration(count: 2), trailing: SwipeActionsConfiguration(count: 2))
    }

    static func swipeRow() throws -> SwipeRow {
        try SwipeRow(width: 375, leading: SwipeActionsConfiguration(count: 2), trailing: SwipeActionsConfiguration(count: 2))
    }

    static func dismissibleRow() throws -> SwipeRow {
        try SwipeRow(width: 375, dismissible: DismissibleConfiguration())
    }

    static func anchored() throws -> AnchoredDraggable<Int> {
        try AnchoredDraggable(anchors: DraggableAnchors(keys: [0, 1, 2], positions: [0, 150, 300]), initialValue: 0)
    }

    /// A vertical list: 3,000 pt of content in the container.
    static func scroll() throws -> ScrollBehavior {
        try ScrollBehavior(contentSize: Size(width: 375, height: 3000), viewportSize: container.size)
    }

    /// A list (or, in `sheet`'s place, the screen) of 967 pt holding a nested list of 700 pt in 300 pt.
    static func nestedScroll() throws -> NestedScroll<ScrollBehavior, ScrollBehavior> {
        try NestedScroll(outer: ScrollBehavior(contentSize: Size(width: 375, height: 967), viewportSize: container.size,
                                               axes: .vertical),
                         inner: ScrollBehavior(contentSize: Size(width: 375, height: 700), viewportSize: Size(width: 375, height: 300),
                                               axes: .vertical),
                         priority: .outerFirstTowardEnd)
    }

    static func sheet() throws -> SheetBehavior {
        try SheetBehavior(containerSize: container.size, detents: [.fraction(0.3), .fraction(0.6), .fraction(1)],
                          contentSize: Size(width: 375, height: 2000), contentInteraction: .scrolls)
    }

    static func toss() -> TossBehavior {
        TossBehavior(layer: LayerState(position: Point(x: 187, y: 400), size: Size(width: 100, height: 100)),
                     destination: Point(x: 187, y: 333))
    }

    static func flickDismiss() throws -> FlickDismissBehavior {
        try FlickDismissBehavior(container: container)
    }

    /// A transition scrubbed by a pan to the right across the container's width.
    static func panTransition() throws -> TransitionInteraction<Double> {
        try TransitionInteraction(gesture: .pan(PanRecognizer(minimumDistance: 0)),
                                  source: .translation(.right, extent: 375),
                                  transition: InteractiveTransition<Double>(duration: 0.5))
    }

    static func interactivePop() throws -> TransitionInteraction<LayerState> {
        try TransitionInteraction.interactivePop(in: container)
    }

    static func positionTracker() throws -> PositionTracker {
        try PositionTracker(container: container)
    }

    static func dock() throws -> DockRow {
        try DockRow(count: 5, layerSize: Size(width: 50, height: 50), spacing: 10, in: container)
    }

    static func scrollBinding() throws -> ScrollBinding {
        try ScrollBinding(scrollableLength: 2000, track: Rect(x: 355, y: 0, width: 20, height: 667),
                          indicator: LayerState(size: Size(width: 20, height: 40)))
    }
}
