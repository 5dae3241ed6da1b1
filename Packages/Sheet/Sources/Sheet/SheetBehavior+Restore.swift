import Geometry
import Gestures
import Scroll

extension SheetBehavior {
    /// Becomes `saved` (a copy of this sheet kept earlier), in this sheet's own buffers (its list's and its own
    /// pans' touches and velocity histories, its detents' heights, its events): afterwards it is `saved` in every
    /// way a host can observe, and neither allocates at its next change (`Interaction.restore(_:)`).
    ///
    /// - Parameter saved: A copy of this sheet.
    /// - Complexity: `NestedScroll.restore(_:)`'s plus a velocity history (about 500 bytes per pointer it follows);
    ///   no allocation.
    public mutating func restore(_ saved: Self) {
        var nested = self.nested, pan = self.pan, detentHeights = self.detentHeights
        self = saved
        nested.restore(saved.nested)
        pan.restore(saved.pan)
        detentHeights._restore(saved.detentHeights)
        self.nested = nested
        self.pan = pan
        self.detentHeights = detentHeights
    }
}
