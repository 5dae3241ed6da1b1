/// The item a picker or a snapping list shows as selected, for ``FeedbackEvent/Kind/itemTicked``: it
/// changes when the position crosses the boundary between two items (their midpoint, or whatever the
/// caller's `boundary` says), with hysteresis: crossing back over the boundary just crossed takes `band`
/// more, so a finger jittering about a midpoint ticks once, not once per sample. Any other boundary ticks
/// exactly where it is, so a fling ticks at every midpoint it passes. At a boundary itself the higher
/// item is selected (rounding half up, as `selectedItem`s do).
///
/// `boundary(k)` is where item `k + 1` takes over from item `k` (ascending in `k`, for `k` in
/// `0 ..< count − 1`). The wheel's item and the ticker's can differ inside the band; at rest on an item
/// (which is beyond every band) they agree.
package struct _ItemTicker: Sendable {
    /// The item last ticked to (the one selected at rest).
    package private(set) var item: Int
    /// How far back past the boundary just crossed the position must go to tick back (≥ 0).
    package var band: Double
    /// +1: the last tick crossed `boundary(item − 1)` upwards; −1: `boundary(item)` downwards; 0: none.
    private var direction = 0

    package init(item: Int, band: Double) {
        self.item = item
        self.band = band >= 0 ? band : 0
    }

    /// On `item` without a tick (a jump, a reset, a rest).
    package mutating func place(on item: Int) {
        self.item = item
        direction = 0
    }

    /// Follows the position one boundary at a time: the next boundary it passes (the new item, and the
    /// value at which the tick happened: the boundary, or the boundary ∓ band when crossing back), or nil
    /// when it has passed them all. Call until nil.
    package mutating func next(_ position: Double, count: Int, boundary: (Int) -> Double) -> (item: Int, at: Double)? {
        guard position.isFinite else { return nil }
        if item + 1 < count {
            let threshold = boundary(item) + (direction == -1 ? band : 0)
            if position >= threshold {
                item += 1
                direction = 1
                return (item, threshold)
            }
        }
        if item > 0 {
            let threshold = boundary(item - 1) - (direction == 1 ? band : 0)
            if position < threshold {
                item -= 1
                direction = -1
                return (item, threshold)
            }
        }
        return nil
    }
}
