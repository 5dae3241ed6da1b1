import Geometry
import Gestures
import Scroll

extension ReorderableList {
    /// Becomes `saved` (a copy of this list kept earlier), in this list's own buffers (its scroll view's, long
    /// press's and drag's touches and velocity histories, the order, the items' motions and the events): afterwards
    /// it is `saved` in every way a host can observe, and neither allocates at its next change
    /// (`Interaction.restore(_:)`).
    ///
    /// - Parameter saved: A copy of this list.
    /// - Complexity: O(items) plus three velocity histories (about 500 bytes per pointer each follows); no
    ///   allocation.
    public mutating func restore(_ saved: Self) {
        var scroll = self.scroll, order = self.order, legs = self.legs
        var log = self.log, press = self.press, tracker = self.tracker
        self = saved
        scroll.restore(saved.scroll)
        order._restore(saved.order)
        legs._restore(saved.legs)
        log.restore(saved.log)
        press.restore(saved.press)
        tracker.restore(saved.tracker)
        self.scroll = scroll
        self.order = order
        self.legs = legs
        self.log = log
        self.press = press
        self.tracker = tracker
    }
}
