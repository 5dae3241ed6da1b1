import Gestures
import Scroll

extension RefreshControl {
    /// Becomes `saved` (a copy of this refresh control kept earlier), in this refresh control's own buffers (its
    /// scroll view's touches and velocity history, its events): afterwards it is `saved` in every way a host can
    /// observe, and neither allocates at its next change (`Interaction.restore(_:)`).
    ///
    /// - Parameter saved: A copy of this refresh control.
    /// - Complexity: `ScrollBehavior.restore(_:)`'s; no allocation.
    public mutating func restore(_ saved: Self) {
        var scrollView = self.scrollView, log = self.log
        self = saved
        scrollView.restore(saved.scrollView)
        log.restore(saved.log)
        self.scrollView = scrollView
        self.log = log
    }
}
