import Scroll

/// A reorderable list as the inner side of a `NestedScroll` (a list in a sheet or in a scrolling page):
/// the nested scroll's drags scroll the list's own scroll view (``ReorderableList/scroll``), exactly as a
/// `ScrollBehavior` on that side. While an item is lifted the list takes no travel, so a lifted item's drag
/// (fed by the host's long press through ``ReorderableList/update(with:)``) never moves the outer side.
extension ReorderableList: NestedScrollable {
    public typealias Frame = ReorderFrame

    var isLifted: Bool { state == .dragging }

    public var nestedOverscroll: Double { isLifted ? 0 : scroll.nestedOverscroll }

    public func nestedScrollRoom(for delta: Double) -> Double { isLifted ? 0 : scroll.nestedScrollRoom(for: delta) }

    public func nestedScrollCanOverscroll(toward delta: Double) -> Bool {
        !isLifted && scroll.nestedScrollCanOverscroll(toward: delta)
    }

    public mutating func nestedScrollBegan(at time: Double) {
        advance(to: time)
        guard !isLifted else { return }
        scroll.nestedScrollBegan(at: time)
        settleState()
    }

    public mutating func nestedScrollChanged(translation: Double, velocity: Double, at time: Double) {
        advance(to: time)
        guard !isLifted else { return }
        scroll.nestedScrollChanged(translation: translation, velocity: velocity, at: time)
        settleState()
    }

    public mutating func nestedScrollEnded(velocity: Double, at time: Double, cancelled: Bool) {
        advance(to: time)
        guard !isLifted else { return }
        scroll.nestedScrollEnded(velocity: velocity, at: time, cancelled: cancelled)
        settleState()
    }
}
