import Gestures
import Scroll

extension PickerWheel {
    /// Becomes `saved` (a copy of this picker kept earlier), in this picker's own buffers (its scroll view's
    /// touches and velocity history, its events): afterwards it is `saved` in every way a host can observe, and
    /// neither allocates at its next change (`Interaction.restore(_:)`).
    ///
    /// - Parameter saved: A copy of this picker.
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
