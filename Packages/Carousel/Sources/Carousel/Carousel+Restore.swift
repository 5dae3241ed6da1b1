import Gestures
import Scroll

extension Carousel {
    /// Becomes `saved` (a copy of this carousel kept earlier), in this carousel's own buffers (its scroll view's
    /// touches and velocity history, its events): afterwards it is `saved` in every way a host can observe, and
    /// neither allocates at its next change (`Interaction.restore(_:)`).
    ///
    /// - Parameter saved: A copy of this carousel.
    /// - Complexity: `ScrollBehavior.restore(_:)`'s; no allocation.
    public mutating func restore(_ saved: Self) {
        var scroll = self.scroll, log = self.log
        self = saved
        scroll.restore(saved.scroll)
        log.restore(saved.log)
        self.scroll = scroll
        self.log = log
    }
}
